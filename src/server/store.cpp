#include "server/store.h"

#include <map>
#include <stdexcept>

#include "server/sqlite.h"

namespace cardroom::server {
namespace {

// 2: tables keep their seed and host token. 3: events and actions in the order they happened,
// appended (see the schema). 4: rebuys in the ledger, the chat.
constexpr std::int64_t kSchemaVersion = 4;

// Events are the source of truth; every other table is a mirror of them, kept for reading and
// auditing with plain SQL. Mirror columns are nullable wherever an event could lack the field,
// so that no mirror can refuse an event the table produced.
constexpr const char* kSchema = R"sql(
CREATE TABLE schema_version(version INTEGER NOT NULL);
CREATE TABLE tables(
  id TEXT PRIMARY KEY,
  config TEXT NOT NULL,                -- JSON, as read_table_config reads it
  created_ms INTEGER NOT NULL,
  seed TEXT NOT NULL,                  -- decimal: the table's 64-bit seed (shuffles, bots)
  host_token_hash TEXT,                -- SHA-256 of the host's token (server/token.h)
  seq INTEGER NOT NULL DEFAULT 0       -- the last event's seq
);
-- Events and actions are appended in the order they happen, with no index by table: a batch of
-- events from hundreds of tables then fills a few new pages at the end of the file instead of
-- touching one page per table (which made every event cost a page written to the WAL, and again
-- at each checkpoint). tables.seq, checked in the same transaction, keeps each table's events
-- numbered 1, 2, 3, ...; reading them back is one scan at start.
CREATE TABLE events(
  id INTEGER PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seq INTEGER NOT NULL,
  event TEXT NOT NULL                  -- JSON
);
CREATE TABLE seats(                    -- who sits where now (a cash-out empties the seat)
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat INTEGER NOT NULL,
  name TEXT,
  token_hash TEXT,                     -- SHA-256 of the token (server/token.h); NULL for a bot
  bot TEXT,                            -- NULL for a person
  PRIMARY KEY(table_id, seat)
);
CREATE TABLE hands(
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand INTEGER NOT NULL,
  game TEXT,
  rules TEXT,                          -- JSON
  dealer INTEGER,
  stacks TEXT,                         -- JSON, at the start of the hand
  deck TEXT,                           -- JSON; never sent to a client
  seed TEXT,                           -- decimal: a 64-bit unsigned seed overflows INTEGER
  record TEXT,                         -- JSON replay record; NULL until the hand is over
  PRIMARY KEY(table_id, hand)
);
CREATE TABLE actions(
  id INTEGER PRIMARY KEY,              -- in the order taken
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand INTEGER NOT NULL,
  seat INTEGER,
  action TEXT
);
)sql";

// The ledger and the chat (version 4), written once for a new database and for the migration.
constexpr const char* kLedgerTable = R"sql(
CREATE TABLE ledger(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat INTEGER,
  name TEXT,
  kind TEXT NOT NULL CHECK(kind IN ('buy-in', 'rebuy', 'cash-out')),
  chips INTEGER NOT NULL
);
)sql";
constexpr const char* kLedgerIndex = "CREATE INDEX ledger_by_table ON ledger(table_id, id);";
// What was said at each table, outside the events' numbering (a chat line is no change of the
// table's state); `line` is the message as sent, the other columns say it for SQL readers.
constexpr const char* kChatTable = R"sql(
CREATE TABLE chat(
  id INTEGER PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  at_ms INTEGER,
  seat INTEGER,
  name TEXT,
  text TEXT,
  line TEXT NOT NULL                   -- JSON
);
)sql";

// Version 3 to 4: the ledger takes rebuys (SQLite changes a CHECK only by copying the table:
// the old one is renamed, the new one filled from it), and the chat table is new.
void migrate_to_4(sql::Connection& db) {
  db.exec("ALTER TABLE ledger RENAME TO ledger_3");
  db.exec(kLedgerTable);
  db.exec("INSERT INTO ledger(id, table_id, seat, name, kind, chips) "
          "SELECT id, table_id, seat, name, kind, chips FROM ledger_3");
  db.exec("DROP TABLE ledger_3");  // and its index
  db.exec(kLedgerIndex);
  db.exec(kChatTable);
  db.exec("UPDATE schema_version SET version = 4");
}

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

// Pragmas and schema, before any statement is prepared against the tables.
sql::Connection& configure(sql::Connection& db) {
  // A table's strand that finds the database locked (a backup, the sqlite3 shell) waits this
  // long rather than failing the event.
  if (sqlite3_busy_timeout(db.get(), 5000) != SQLITE_OK) db.fail("busy_timeout");
  {
    // WAL: readers never block the writer, and a commit is one append to the log.
    sql::Statement wal(db, "PRAGMA journal_mode=WAL");
    const std::string mode = wal.step() ? wal.text(0) : "";
    if (mode != "wal" && mode != "memory") {  // "memory": an in-memory database (no file)
      throw std::runtime_error("PRAGMA journal_mode=WAL: the database stays in mode " + mode);
    }
  }
  // synchronous=NORMAL rather than FULL: in WAL mode a commit is complete once written to the
  // log file, i.e. handed to the operating system, so it survives the process being killed at
  // any point (kill -9, a crash), which is what the protocol promises. Only an operating-system
  // crash or power loss can lose the transactions since the last checkpoint's fsync, and the
  // database stays consistent even then. FULL would fsync on every event: one disk flush per
  // action at every table, far too slow for many tables on one disk.
  db.exec("PRAGMA synchronous=NORMAL");
  db.exec("PRAGMA foreign_keys=ON");

  sql::Transaction tx(db);  // two servers starting on one new file create the schema once
  bool fresh = false;
  {
    sql::Statement exists(db,
                          "SELECT count(*) FROM sqlite_master "
                          "WHERE type = 'table' AND name = 'schema_version'");
    fresh = exists.step() && exists.integer(0) == 0;
  }
  if (fresh) {
    db.exec(kSchema);
    db.exec(kLedgerTable);
    db.exec(kLedgerIndex);
    db.exec(kChatTable);
    db.exec("INSERT INTO schema_version(version) VALUES(" + std::to_string(kSchemaVersion) + ")");
  } else {
    // Older versions are brought up to date here, in this transaction.
    std::int64_t found = -1;
    {
      sql::Statement version(db, "SELECT version FROM schema_version");
      if (version.step()) found = version.integer(0);
    }
    if (found == 3) {
      migrate_to_4(db);
      found = 4;
    }
    if (found != kSchemaVersion) {
      throw std::runtime_error("the database's schema_version is not " +
                               std::to_string(kSchemaVersion) + " (made by another version?)");
    }
  }
  tx.commit();
  return db;
}

}  // namespace

struct Store::Impl {
  explicit Impl(const std::string& path) : db(path), st(configure(db)) {}

  // Prepared once: record() runs for every action at every table.
  struct Statements {
    explicit Statements(sql::Connection& db)
        : insert_table(db, "INSERT INTO tables(id, config, created_ms, seed, host_token_hash, seq) "
                       "VALUES(?1, ?2, ?3, ?4, ?5, 0)"),
          table_seq(db, "SELECT seq FROM tables WHERE id = ?1"),
          insert_event(db, "INSERT INTO events(table_id, seq, event) VALUES(?1, ?2, ?3)"),
          update_seq(db, "UPDATE tables SET seq = ?2 WHERE id = ?1"),
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
               "INSERT OR REPLACE INTO hands(table_id, hand, game, rules, dealer, stacks, deck, "
               "seed, record) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL)"),
          hand_over(db, "UPDATE hands SET record = ?3 WHERE table_id = ?1 AND hand = ?2"),
          act(db,
              "INSERT INTO actions(table_id, hand, seat, action) VALUES(?1, ?2, ?3, ?4)"),
          tables(db, "SELECT id, config, seq, seed, host_token_hash FROM tables ORDER BY created_ms, rowid"),
          events(db, "SELECT table_id, seq, event FROM events ORDER BY id"),
          ledger(db, "SELECT seat, name, kind, chips FROM ledger WHERE table_id = ?1 ORDER BY id"),
          token_hash(db, "SELECT token_hash FROM seats WHERE table_id = ?1 AND seat = ?2"),
          insert_chat(db,
                      "INSERT INTO chat(table_id, at_ms, seat, name, text, line) "
                      "VALUES(?1, ?2, ?3, ?4, ?5, ?6)"),
          chat(db, "SELECT table_id, line FROM chat ORDER BY id") {}

    sql::Statement insert_table, table_seq, insert_event, update_seq;
    sql::Statement sit, empty_seat, ledger_entry, deal, hand_over, act;
    sql::Statement tables, events, ledger, token_hash;
    sql::Statement insert_chat, chat;
  };

  // One event and its mirrors, inside the caller's transaction.
  void record(const std::string& table_id, std::int64_t seq, const io::Json& event);
  void record_chat(const std::string& table_id, const io::Json& line);
  void mirror(const std::string& table_id, const io::Json& event);

  sql::Connection db;
  Statements st;
};

// The typed rows of one event. Known types only; every other event lives in `events` alone.
void Store::Impl::mirror(const std::string& table_id, const io::Json& event) {
  if (!event.is_object()) return;
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
    st.hand_over.run();
  }
}

Store::Store(const std::string& path) : impl_(std::make_unique<Impl>(path)) {}

Store::~Store() = default;

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

void Store::Impl::record(const std::string& table_id, std::int64_t seq, const io::Json& event) {
  const std::string text = event_text(table_id, seq, event);
  {
    sql::Statement::Use use(st.table_seq);
    st.table_seq.bind(1, table_id);
    if (!st.table_seq.step()) throw std::runtime_error("record: no table " + table_id);
    const std::int64_t stored = st.table_seq.integer(0);
    if (seq != stored + 1) {
      throw std::runtime_error("record: table " + table_id + " is at event " +
                               std::to_string(stored) + ", refusing event " + std::to_string(seq) +
                               " (a second writer?)");
    }
  }
  {
    sql::Statement::Use use(st.insert_event);
    st.insert_event.bind(1, table_id);
    st.insert_event.bind(2, seq);
    st.insert_event.bind(3, text);
    st.insert_event.run();
  }
  {
    sql::Statement::Use use(st.update_seq);
    st.update_seq.bind(1, table_id);
    st.update_seq.bind(2, seq);
    st.update_seq.run();
  }
  mirror(table_id, event);
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
      impl_->record(e.table_id, e.seq, e.event);
    }
  }
  tx.commit();
}

std::vector<Store::StoredTable> Store::load_tables() const {
  std::lock_guard lock(mutex_);
  auto& st = impl_->st;
  std::vector<StoredTable> tables;
  {
    sql::Statement::Use use(st.tables);
    while (st.tables.step()) {
      StoredTable table;
      table.id = st.tables.text(0);
      table.config = parse_stored(st.tables.text(1), "table " + table.id + " config");
      table.seq = st.tables.integer(2);
      table.seed = std::stoull(st.tables.text(3));
      table.host_token_hash = st.tables.text(4);
      tables.push_back(std::move(table));
    }
  }
  std::map<std::string, StoredTable*> by_id;
  for (auto& table : tables) by_id[table.id] = &table;
  {
    sql::Statement::Use use(st.events);
    while (st.events.step()) {
      const std::string id = st.events.text(0);
      const std::int64_t seq = st.events.integer(1);
      const std::string where = "table " + id + " event " + std::to_string(seq);
      const auto it = by_id.find(id);
      if (it == by_id.end()) throw std::runtime_error("load " + where + ": no such table");
      StoredTable& table = *it->second;
      // A hole would restore a table to a state it never had: refuse to start instead.
      if (seq != static_cast<std::int64_t>(table.events.size()) + 1) {
        throw std::runtime_error("load " + where + ": expected event " +
                                 std::to_string(table.events.size() + 1));
      }
      table.events.push_back(parse_stored(st.events.text(2), where));
    }
  }
  {
    sql::Statement::Use use(st.chat);
    while (st.chat.step()) {
      const auto it = by_id.find(st.chat.text(0));
      if (it == by_id.end()) continue;
      std::vector<io::Json>& chat = it->second->chat;
      chat.push_back(parse_stored(st.chat.text(1), "table " + it->first + " chat"));
      // Only the last Table::kKeptChat lines come back to the table.
      if (chat.size() > 2 * Table::kKeptChat) chat.erase(chat.begin(), chat.end() - Table::kKeptChat);
    }
  }
  for (const auto& table : tables) {
    if (static_cast<std::int64_t>(table.events.size()) != table.seq) {
      throw std::runtime_error("load table " + table.id + ": seq is " + std::to_string(table.seq) +
                               " but " + std::to_string(table.events.size()) + " events stored");
    }
  }
  return tables;
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
