#include "server/store.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "server/sql.h"
#include "server/store_schema.h"

namespace cardroom::server {
namespace {
io::Json parse_stored(const std::string& text, const std::string& where);

// --- lenient reading of event fields for the mirrors: a missing or odd field is NULL --------

std::optional<std::int64_t> int_field(const io::Json& event, const char* key) {
  const auto it = event.find(key);
  if (it == event.end() || !it->is_number_integer()) return std::nullopt;
  return it->get<std::int64_t>();
}

std::optional<std::string> string_field(const io::Json& event, const char* key) {
  const auto it = event.find(key);
  if (it == event.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

// Any non-null value as JSON text (strings kept as they are for a bot's "kind:..." spec).
std::optional<std::string> text_field(const io::Json& event, const char* key) {
  const auto it = event.find(key);
  if (it == event.end() || it->is_null()) return std::nullopt;
  if (it->is_string()) return it->get<std::string>();
  return it->dump();
}

std::optional<std::string> json_field(const io::Json& event, const char* key) {
  const auto it = event.find(key);
  if (it == event.end() || it->is_null()) return std::nullopt;
  return it->dump();
}

io::Json parse_stored(const std::string& text, const std::string& where) {
  try {
    return io::Json::parse(text);
  } catch (const io::Json::exception& e) {
    throw std::runtime_error("load " + where + ": stored JSON is unreadable: " + e.what());
  }
}

}  // namespace

struct Store::Impl {
  explicit Impl(const std::string& where) : db(where), st(with_schema(db)) {}

  static sql::Connection& with_schema(sql::Connection& db) {
    prepare_schema(db, unix_now_ms());
    return db;
  }

  // Prepared once: record() runs for every action at every table.
  // On PostgreSQL an event is appended in one statement (one round trip to the server): the
  // insert and the seq's move in one data-modifying WITH, the event's id back only when the seq
  // moved (an event inserted without it is rolled back with the transaction, which the refusal
  // ends). SQLite has no such WITH, and its two statements cost no round trip.
  static std::unique_ptr<sql::Statement> append_statement(sql::Connection& db) {
    if (db.dialect() != sql::Dialect::kPostgres) return nullptr;
    return std::make_unique<sql::Statement>(
        db,
        "WITH e AS (INSERT INTO events(table_id, seq, event) VALUES(?1, ?2, ?3) RETURNING id) "
        "UPDATE tables SET seq = ?2, last_event = e.id, active_ms = ?4, "
        "restore_from = COALESCE(restore_from, e.id), archived = 0 FROM e "
        "WHERE tables.id = ?1 AND tables.seq = ?2 - 1 "
        "AND (?5 = '' OR EXISTS (SELECT 1 FROM leases WHERE table_id = ?1 AND holder = ?5)) "
        "RETURNING e.id");
  }

  struct Statements {
    explicit Statements(sql::Connection& db)
        : insert_table(db, "INSERT INTO tables(id, config, created_ms, seed, host_token_hash, seq) "
                       "VALUES(?1, ?2, ?3, ?4, ?5, 0)"),
          table_seq(db, "SELECT seq FROM tables WHERE id = ?1"),
          insert_event(db, "INSERT INTO events(table_id, seq, event) VALUES(?1, ?2, ?3) RETURNING id"),
          // Only from the seq before, and under leases only the holder (refuse() below).
          update_seq(db,
                     "UPDATE tables SET seq = ?2, last_event = ?3, active_ms = ?4, "
                     "restore_from = COALESCE(restore_from, ?3), archived = 0 WHERE id = ?1 AND seq = ?2 - 1 "
                     // Under leases (fence()), only the table's holder.
                     "AND (?5 = '' OR EXISTS (SELECT 1 FROM leases WHERE table_id = ?1 AND holder = ?5))"),
          insert_state(db,
                       "INSERT INTO snapshots(table_id, hand, seq, state, deal) VALUES(?1, ?2, ?3, ?4, ?5) "
                       "ON CONFLICT(table_id, hand) DO UPDATE SET seq = excluded.seq, "
                       "state = excluded.state, deal = excluded.deal"),
          restore_from(db, "UPDATE tables SET restore_from = ?2, snapshot_hand = ?3 WHERE id = ?1"),
          // A seat emptied by a cash-out can be taken again.
          sit(db,
              "INSERT INTO seats(table_id, seat, name, token_hash, bot) "
              "VALUES(?1, ?2, ?3, ?4, ?5) ON CONFLICT(table_id, seat) DO UPDATE SET "
              "name = excluded.name, token_hash = excluded.token_hash, bot = excluded.bot"),
          empty_seat(db, "DELETE FROM seats WHERE table_id = ?1 AND seat = ?2"),
          // The name from the event, else the one in the seat (read before it is emptied).
          ledger_entry(db,
                       "INSERT INTO ledger(table_id, seat, name, kind, chips) VALUES(?1, ?2, "
                       "COALESCE(?3, (SELECT name FROM seats WHERE table_id = ?1 AND seat = ?2)), "
                       "?4, ?5)"),
          deal(db,
               "INSERT INTO hands(table_id, hand, game, rules, dealer, stacks, deck, seed, record) "
               "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL) ON CONFLICT(table_id, hand) DO UPDATE SET "
               "game = excluded.game, rules = excluded.rules, dealer = excluded.dealer, "
               "stacks = excluded.stacks, deck = excluded.deck, seed = excluded.seed, record = NULL, "
               "players = NULL, actors = NULL"),
          hand_over(db,
                    "UPDATE hands SET record = ?3, players = ?4, actors = ?5 "
                    "WHERE table_id = ?1 AND hand = ?2"),
          act(db,
              "INSERT INTO actions(table_id, hand, seat, action) VALUES(?1, ?2, ?3, ?4)"),
          game_over(db, "INSERT INTO games(table_id, game, record) VALUES(?1, ?2, ?3)"),
          tables(db, std::string(kTableColumns) + " WHERE archived = 0 ORDER BY created_ms, rowid"),
          table(db, std::string(kTableColumns) + " WHERE id = ?1"),
          state(db, "SELECT seq, state, deal FROM snapshots WHERE table_id = ?1 AND hand = ?2"),
          events(db, "SELECT id, table_id, seq, event FROM events WHERE id BETWEEN ?1 AND ?2 ORDER BY id"),
          finished(db,
                   "SELECT hand, record, players, actors FROM hands WHERE table_id = ?1 AND hand > ?2 "
                   "AND record IS NOT NULL ORDER BY hand LIMIT ?3"),
          ledger(db, "SELECT seat, name, kind, chips FROM ledger WHERE table_id = ?1 ORDER BY id"),
          games(db, "SELECT record FROM games WHERE table_id = ?1 AND game > ?2 ORDER BY game LIMIT ?3"),
          token_hash(db, "SELECT token_hash FROM seats WHERE table_id = ?1 AND seat = ?2"),
          insert_chat(db,
                      "INSERT INTO chat(table_id, at_ms, seat, name, text, line) "
                      "VALUES(?1, ?2, ?3, ?4, ?5, ?6)"),
          // The last lines, by the index on (table_id, id): not the whole room's chat.
          chat(db,
               "SELECT line FROM (SELECT id, line FROM chat WHERE table_id = ?1 "
               "ORDER BY id DESC LIMIT ?2) AS recent ORDER BY id") {}

    static constexpr const char* kTableColumns =
        "SELECT id, config, seq, seed, host_token_hash, restore_from, last_event, snapshot_hand, "
        "archived, COALESCE(active_ms, created_ms) FROM tables";
    sql::Statement insert_table, table_seq, insert_event, update_seq, insert_state, restore_from;
    sql::Statement sit, empty_seat, ledger_entry, deal, hand_over, act, game_over;
    sql::Statement tables, table, state, events, finished, ledger, games, token_hash;
    sql::Statement insert_chat, chat;
  };

  // One event and its mirrors (and a deal's state), inside the caller's transaction.
  void record(const std::string& table_id, std::int64_t seq, const io::Json& event,
              const io::Json& state = nullptr);
  // The tables read by `query` (already bound), each with its latest state and the events after.
  std::vector<StoredTable> load(sql::Statement& query);
  void record_chat(const std::string& table_id, const io::Json& line);
  void mirror(const std::string& table_id, const io::Json& event);

  // Appends the event and moves its table's seq from the one before (record() says more);
  // returns the event's id. Throws, naming what stands in the way, when the seq is not there.
  std::int64_t append(const std::string& table_id, std::int64_t seq, const std::string& text);
  [[noreturn]] void refuse(const std::string& table_id, std::int64_t seq);

  sql::Connection db;
  Statements st;
  std::unique_ptr<sql::Statement> append_one = append_statement(db);  // PostgreSQL's
  std::function<std::int64_t()> clock = unix_now_ms;
  std::string holder;  // fence(): events only for the tables whose lease it holds ("": any)
};

// The typed rows of one event. Known types only; every other event lives in `events` alone.
void Store::Impl::mirror(const std::string& table_id, const io::Json& event) {
  if (!event.is_object()) return;
  // A game that ends (TableGame::finished_game): with a round's hand-over, or between rounds.
  if (const auto game = event.find("finished_game"); game != event.end() && game->is_object()) {
    sql::Statement::Use use(st.game_over);
    st.game_over.bind(1, table_id);
    st.game_over.bind(2, int_field(*game, "game"));
    st.game_over.bind(3, game->dump());
    st.game_over.run();
  }
  const auto type = string_field(event, "type");
  if (!type) return;
  if (*type == "sit") {
    const auto seat = int_field(event, "seat");
    if (seat) {
      sql::Statement::Use use(st.sit);
      st.sit.bind(1, table_id);
      st.sit.bind(2, *seat);
      st.sit.bind(3, string_field(event, "name"));
      auto hash = string_field(event, "token_hash");
      if (hash && hash->empty()) hash.reset();  // a bot holds no token
      st.sit.bind(4, hash);
      st.sit.bind(5, text_field(event, "bot"));
      st.sit.run();
    }
    sql::Statement::Use use(st.ledger_entry);
    st.ledger_entry.bind(1, table_id);
    st.ledger_entry.bind(2, seat);
    st.ledger_entry.bind(3, string_field(event, "name"));
    st.ledger_entry.bind(4, std::string_view("buy-in"));
    st.ledger_entry.bind(5, int_field(event, "stack").value_or(0));  // a 535 table: no chips
    st.ledger_entry.run();
  } else if (*type == "rebuy") {
    const auto chips = int_field(event, "chips");
    if (chips && *chips == 0) return;  // an approved rebuy that found the stack full
    sql::Statement::Use use(st.ledger_entry);
    st.ledger_entry.bind(1, table_id);
    st.ledger_entry.bind(2, int_field(event, "seat"));
    st.ledger_entry.bind(3, string_field(event, "name"));
    st.ledger_entry.bind(4, std::string_view("rebuy"));
    st.ledger_entry.bind(5, chips.value_or(0));
    st.ledger_entry.run();
  } else if (*type == "cash-out") {
    const auto seat = int_field(event, "seat");
    {
      sql::Statement::Use use(st.ledger_entry);
      st.ledger_entry.bind(1, table_id);
      st.ledger_entry.bind(2, seat);
      st.ledger_entry.bind(3, string_field(event, "name"));
      st.ledger_entry.bind(4, std::string_view("cash-out"));
      st.ledger_entry.bind(5, int_field(event, "chips").value_or(0));
      st.ledger_entry.run();
    }
    if (seat) {
      sql::Statement::Use use(st.empty_seat);
      st.empty_seat.bind(1, table_id);
      st.empty_seat.bind(2, *seat);
      st.empty_seat.run();
    }
  } else if (*type == "deal") {
    const auto hand = int_field(event, "hand");
    if (!hand) return;
    sql::Statement::Use use(st.deal);
    st.deal.bind(1, table_id);
    st.deal.bind(2, *hand);
    st.deal.bind(3, text_field(event, "game"));
    st.deal.bind(4, json_field(event, "rules"));
    st.deal.bind(5, int_field(event, "dealer"));
    st.deal.bind(6, json_field(event, "stacks"));
    st.deal.bind(7, json_field(event, "deck"));
    st.deal.bind(8, json_field(event, "seed"));  // a number's decimal digits, or a string's JSON
    st.deal.run();
  } else if (*type == "act") {
    const auto hand = int_field(event, "hand");
    if (!hand) return;
    sql::Statement::Use use(st.act);
    st.act.bind(1, table_id);
    st.act.bind(2, *hand);
    st.act.bind(3, int_field(event, "seat"));
    st.act.bind(4, text_field(event, "action"));
    st.act.run();
  } else if (*type == "hand-over") {
    const auto hand = int_field(event, "hand");
    if (!hand) return;
    sql::Statement::Use use(st.hand_over);
    st.hand_over.bind(1, table_id);
    st.hand_over.bind(2, *hand);
    st.hand_over.bind(3, json_field(event, "record"));
    st.hand_over.bind(4, json_field(event, "players"));
    st.hand_over.bind(5, json_field(event, "actors"));
    st.hand_over.run();
  }
}

Store::Store(const std::string& where) : impl_(std::make_unique<Impl>(where)) {}

Store::~Store() = default;

bool Store::round_trip_per_statement() const {
  return impl_->db.dialect() == sql::Dialect::kPostgres;
}

void Store::create_table(const std::string& id, const io::Json& config, std::int64_t created_ms,
                         std::uint64_t seed, const std::string& host_token_hash) {
  const std::string text = config.dump();
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  sql::Statement::Use use(st.insert_table);
  st.insert_table.bind(1, id);
  st.insert_table.bind(2, text);
  st.insert_table.bind(3, created_ms);
  st.insert_table.bind(4, std::to_string(seed));
  st.insert_table.bind(5, host_token_hash);
  st.insert_table.run();
}

namespace {

std::string event_text(const std::string& table_id, std::int64_t seq, const io::Json& event) {
  try {
    return event.dump();
  } catch (const io::Json::exception& e) {  // e.g. a string that is not UTF-8
    throw std::runtime_error("record " + table_id + " event " + std::to_string(seq) + ": " +
                             e.what());
  }
}

}  // namespace

void Store::Impl::record(const std::string& table_id, std::int64_t seq, const io::Json& event,
                         const io::Json& state) {
  const std::string text = event_text(table_id, seq, event);
  const std::int64_t event_id = append(table_id, seq, text);
  if (!state.is_null()) {
    const std::int64_t hand = event.at("hand").get<std::int64_t>();
    {
      sql::Statement::Use use(st.insert_state);
      st.insert_state.bind(1, table_id);
      st.insert_state.bind(2, hand);
      st.insert_state.bind(3, seq - 1);
      st.insert_state.bind(4, event_text(table_id, seq, state));
      st.insert_state.bind(5, text);
      st.insert_state.run();
    }
    sql::Statement::Use use(st.restore_from);
    st.restore_from.bind(1, table_id);
    st.restore_from.bind(2, event_id);
    st.restore_from.bind(3, hand);
    st.restore_from.run();
  }
  mirror(table_id, event);
}

std::int64_t Store::Impl::append(const std::string& table_id, std::int64_t seq, const std::string& text) {
  if (append_one) {
    sql::Statement::Use use(*append_one);
    append_one->bind(1, table_id);
    append_one->bind(2, seq);
    append_one->bind(3, text);
    append_one->bind(4, clock());
    append_one->bind(5, holder);
    if (!append_one->step()) refuse(table_id, seq);
    return append_one->integer(0);
  }
  std::int64_t event_id = 0;
  {
    sql::Statement::Use use(st.insert_event);
    st.insert_event.bind(1, table_id);
    st.insert_event.bind(2, seq);
    st.insert_event.bind(3, text);
    if (!st.insert_event.step()) throw std::runtime_error("record: the event of " + table_id + " has no id");
    event_id = st.insert_event.integer(0);
  }
  sql::Statement::Use use(st.update_seq);
  st.update_seq.bind(1, table_id);
  st.update_seq.bind(2, seq);
  st.update_seq.bind(3, event_id);
  st.update_seq.bind(4, clock());
  st.update_seq.bind(5, holder);
  if (st.update_seq.run() != 1) refuse(table_id, seq);
  return event_id;
}

// Only from the seq before: two writers of one table cannot both pass (on PostgreSQL the second
// waits for the first's row lock, then finds the seq moved on), and under leases only the
// holder. What stood in the way is read once the event is refused.
void Store::Impl::refuse(const std::string& table_id, std::int64_t seq) {
  sql::Statement::Use use(st.table_seq);
  st.table_seq.bind(1, table_id);
  if (!st.table_seq.step()) throw std::runtime_error("record: no table " + table_id);
  const std::int64_t stored = st.table_seq.integer(0);
  if (seq != stored + 1) {
    throw std::runtime_error("record: table " + table_id + " is at event " + std::to_string(stored) +
                             ", refusing event " + std::to_string(seq) + " (a second writer?)");
  }
  throw std::runtime_error("record: table " + table_id + " is served by another process now (its lease "
                           "is not " + holder + "'s); refusing event " + std::to_string(seq));
}

void Store::Impl::record_chat(const std::string& table_id, const io::Json& line) {
  const std::string text = event_text(table_id, 0, line);
  sql::Statement::Use use(st.insert_chat);
  st.insert_chat.bind(1, table_id);
  st.insert_chat.bind(2, int_field(line, "at"));
  st.insert_chat.bind(3, int_field(line, "seat"));
  st.insert_chat.bind(4, string_field(line, "name"));
  st.insert_chat.bind(5, string_field(line, "text"));
  st.insert_chat.bind(6, text);
  st.insert_chat.run();
}

void Store::record(const std::string& table_id, std::int64_t seq, const io::Json& event) {
  std::lock_guard lock(mutex_);
  sql::Transaction tx(impl_->db);
  impl_->record(table_id, seq, event);
  tx.commit();
}

void Store::record_deal(const std::string& table_id, std::int64_t seq, const io::Json& event,
                        const io::Json& state) {
  std::lock_guard lock(mutex_);
  sql::Transaction tx(impl_->db);
  impl_->record(table_id, seq, event, state);
  tx.commit();
}

void Store::record_one(const Event& e) {
  if (e.chat) return record_chat(e.table_id, e.event);
  std::lock_guard lock(mutex_);
  sql::Transaction tx(impl_->db);
  impl_->record(e.table_id, e.seq, e.event, e.state);
  tx.commit();
}

void Store::fence(const std::string& holder) {
  std::lock_guard lock(mutex_);
  impl_->holder = holder;
}

void Store::set_clock(std::function<std::int64_t()> clock) {
  std::lock_guard lock(mutex_);
  impl_->clock = std::move(clock);
}

void Store::record_chat(const std::string& table_id, const io::Json& line) {
  std::lock_guard lock(mutex_);
  sql::Transaction tx(impl_->db);
  impl_->record_chat(table_id, line);
  tx.commit();
}

void Store::record_all(const std::vector<Event>& events) {
  std::lock_guard lock(mutex_);
  sql::Transaction tx(impl_->db);
  for (const Event& e : events) {
    if (e.chat) {
      impl_->record_chat(e.table_id, e.event);
    } else {
      impl_->record(e.table_id, e.seq, e.event, e.state);
    }
  }
  tx.commit();
}

std::vector<Store::StoredTable> Store::Impl::load(sql::Statement& query) {
  std::vector<StoredTable> tables;
  struct Range {
    std::int64_t from = 0, to = 0;  // events.id, both included
  };
  std::vector<Range> ranges;         // per table (from 0: no events)
  std::vector<std::int64_t> after;   // per table: the seq its state covers
  while (query.step()) {
    StoredTable table;
    table.id = query.text(0);
    table.config = parse_stored(query.text(1), "table " + table.id + " config");
    table.seq = query.integer(2);
    table.seed = std::stoull(query.text(3));
    table.host_token_hash = query.is_null(4) ? "" : query.text(4);
    ranges.push_back({query.is_null(5) ? 0 : query.integer(5), query.is_null(6) ? 0 : query.integer(6)});
    if (!query.is_null(7)) {
      sql::Statement::Use use(st.state);
      st.state.bind(1, table.id);
      st.state.bind(2, query.integer(7));
      if (!st.state.step()) throw std::runtime_error("load table " + table.id + ": its latest state is missing");
      table.state = parse_stored(st.state.text(1), "table " + table.id + " state");
    }
    table.archived = query.integer(8) != 0;
    table.active_ms = query.integer(9);
    after.push_back(table.state.is_null() ? 0 : table.state.at("seq").get<std::int64_t>());
    tables.push_back(std::move(table));
  }
  std::map<std::string, std::size_t> by_id;
  for (std::size_t i = 0; i < tables.size(); ++i) by_id[tables[i].id] = i;
  // The tables' ranges, merged where they overlap (busy tables' last hands interleave): each
  // row is read once.
  std::vector<Range> merged;
  for (const Range& r : ranges) {
    if (r.from > 0) merged.push_back(r);
  }
  std::sort(merged.begin(), merged.end(), [](const Range& a, const Range& b) { return a.from < b.from; });
  std::vector<Range> spans;
  for (const Range& r : merged) {
    if (!spans.empty() && r.from <= spans.back().to + 1) {
      spans.back().to = std::max(spans.back().to, r.to);
    } else {
      spans.push_back(r);
    }
  }
  for (const Range& span : spans) {
    sql::Statement::Use use(st.events);
    st.events.bind(1, span.from);
    st.events.bind(2, span.to);
    while (st.events.step()) {
      const auto it = by_id.find(st.events.text(1));
      if (it == by_id.end()) continue;  // another table's row (or an archived one's)
      const std::size_t i = it->second;
      const std::int64_t id = st.events.integer(0);
      if (id < ranges[i].from || id > ranges[i].to) continue;
      StoredTable& table = tables[i];
      const std::int64_t seq = st.events.integer(2);
      const std::string where = "table " + table.id + " event " + std::to_string(seq);
      // A hole would restore a table to a state it never had: refuse to start instead.
      const std::int64_t expected = after[i] + static_cast<std::int64_t>(table.events.size()) + 1;
      if (seq != expected) {
        throw std::runtime_error("load " + where + ": expected event " + std::to_string(expected));
      }
      table.events.push_back(parse_stored(st.events.text(3), where));
    }
  }
  for (std::size_t i = 0; i < tables.size(); ++i) {
    StoredTable& table = tables[i];
    const std::int64_t last = after[i] + static_cast<std::int64_t>(table.events.size());
    if (last != table.seq) {
      throw std::runtime_error("load table " + table.id + ": seq is " + std::to_string(table.seq) +
                               " but events stored up to " + std::to_string(last));
    }
    sql::Statement::Use use(st.chat);
    st.chat.bind(1, table.id);
    st.chat.bind(2, static_cast<std::int64_t>(Table::kKeptChat));
    while (st.chat.step()) table.chat.push_back(parse_stored(st.chat.text(0), "table " + table.id + " chat"));
  }
  return tables;
}

std::vector<Store::StoredTable> Store::load_tables() const {
  std::lock_guard lock(mutex_);
  sql::Statement::Use use(impl_->st.tables);
  return impl_->load(impl_->st.tables);
}

std::optional<Store::StoredTable> Store::load_table(const std::string& id) const {
  std::lock_guard lock(mutex_);
  sql::Statement::Use use(impl_->st.table);
  impl_->st.table.bind(1, id);
  std::vector<StoredTable> found = impl_->load(impl_->st.table);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::vector<FinishedHand> Store::finished_hands(const std::string& table_id, int after, int limit) const {
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  sql::Statement::Use use(st.finished);
  st.finished.bind(1, table_id);
  st.finished.bind(2, std::int64_t{after});
  st.finished.bind(3, std::int64_t{limit});
  std::vector<FinishedHand> hands;
  // The texts go out as saved, so each is checked to be JSON (without building it) first.
  const auto text = [&](int column) {
    if (st.finished.is_null(column)) return std::string();
    std::string saved = st.finished.text(column);
    if (!io::Json::accept(saved)) {
      throw std::runtime_error("load table " + table_id + " hand: stored JSON is unreadable");
    }
    return saved;
  };
  while (st.finished.step()) {
    hands.push_back({static_cast<int>(st.finished.integer(0)), text(1), text(2), text(3)});
  }
  return hands;
}

std::vector<io::Json> Store::finished_games(const std::string& table_id, int after, int limit) const {
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  sql::Statement::Use use(st.games);
  st.games.bind(1, table_id);
  st.games.bind(2, std::int64_t{after});
  st.games.bind(3, std::int64_t{limit});
  std::vector<io::Json> games;
  while (st.games.step()) games.push_back(parse_stored(st.games.text(0), "table " + table_id + " game"));
  return games;
}

std::optional<SavedDeal> Store::saved_deal(const std::string& table_id, int hand) const {
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  sql::Statement::Use use(st.state);
  st.state.bind(1, table_id);
  st.state.bind(2, std::int64_t{hand});
  if (!st.state.step()) return std::nullopt;
  return SavedDeal{st.state.integer(0), parse_stored(st.state.text(1), "table " + table_id + " state"),
                   st.state.text(2)};
}

std::vector<std::string> Store::idle_since(std::int64_t before_ms) const {
  std::lock_guard lock(mutex_);
  sql::Statement idle(impl_->db,
                      "SELECT id FROM tables WHERE archived = 0 AND COALESCE(active_ms, created_ms) < ?1 "
                      "ORDER BY created_ms, rowid");
  idle.bind(1, before_ms);
  std::vector<std::string> ids;
  while (idle.step()) ids.push_back(idle.text(0));
  return ids;
}

std::int64_t Store::archive(const std::string& table_id, int keep_states) {
  std::lock_guard lock(mutex_);
  sql::Connection& db = impl_->db;
  sql::Transaction tx(db);
  std::optional<std::int64_t> from, hand;
  {
    sql::Statement read(db, "SELECT restore_from, snapshot_hand FROM tables WHERE id = ?1");
    read.bind(1, table_id);
    if (!read.step()) throw std::runtime_error("archive: no table " + table_id);
    if (!read.is_null(0)) from = read.integer(0);
    if (!read.is_null(1)) hand = read.integer(1);
  }
  std::int64_t deleted = 0;
  if (from && hand) {  // without a state the events are the table: nothing is folded
    {
      // By the rowid range first: the events keep no index by table.
      sql::Statement fold(db, "DELETE FROM events WHERE id < ?2 AND table_id = ?1");
      fold.bind(1, table_id);
      fold.bind(2, *from);
      deleted = fold.run();
    }
    sql::Statement old(db, "DELETE FROM snapshots WHERE table_id = ?1 AND hand <= ?2");
    old.bind(1, table_id);
    old.bind(2, *hand - keep_states);
    old.run();
  }
  sql::Statement mark(db, "UPDATE tables SET archived = 1 WHERE id = ?1");
  mark.bind(1, table_id);
  mark.run();
  tx.commit();
  return deleted;
}

void Store::unarchive(const std::string& table_id) {
  std::lock_guard lock(mutex_);
  sql::Statement mark(impl_->db, "UPDATE tables SET archived = 0 WHERE id = ?1");
  mark.bind(1, table_id);
  mark.run();
}

io::Json Store::ledger(const std::string& table_id) const {
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  sql::Statement::Use use(st.ledger);
  st.ledger.bind(1, table_id);
  io::Json entries = io::Json::array();
  while (st.ledger.step()) {
    io::Json entry = io::Json::object();
    entry["seat"] = st.ledger.is_null(0) ? io::Json() : io::Json(st.ledger.integer(0));
    entry["name"] = st.ledger.is_null(1) ? io::Json() : io::Json(st.ledger.text(1));
    entry["kind"] = st.ledger.text(2);
    entry["chips"] = st.ledger.integer(3);
    entries.push_back(std::move(entry));
  }
  return entries;
}

std::optional<std::string> Store::token_hash(const std::string& table_id, int seat) const {
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  sql::Statement::Use use(st.token_hash);
  st.token_hash.bind(1, table_id);
  st.token_hash.bind(2, std::int64_t{seat});
  if (!st.token_hash.step() || st.token_hash.is_null(0)) return std::nullopt;
  return st.token_hash.text(0);
}

}  // namespace cardroom::server
