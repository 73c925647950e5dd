#include "server/store_schema.h"

#include <map>
#include <optional>
#include <vector>
#include <stdexcept>
#include <string>

#include "io/json_read.h"

namespace cardroom::server {
namespace {


// 2: tables keep their seed and host token. 3: events and actions in the order they happened,
// appended (see the schema). 4: rebuys in the ledger, the chat. 5: states saved before each deal
// (snapshots), where each table's restore starts, who played each hand, archiving. 6: leases,
// which process serves each table (server/leases.h). 7: Five Three Five's finished games, which
// the tables kept in memory and in every state before.
constexpr std::int64_t kSchemaVersion = 7;

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

// Version 5 (issue 36): a restore reads a table's latest state and the events after it, not its
// whole journal. `restore_from` and `last_event` bound the events a restore reads (events.id of
// the latest state's deal, or of the table's first event, and of its last): the events keep no
// index by table (see above), so the start reads those ranges of rows alone. A state is saved
// with every deal (Table::commit says why), keyed by the hand it comes before.
constexpr const char* kVersion5 = R"sql(
ALTER TABLE tables ADD COLUMN restore_from INTEGER;
ALTER TABLE tables ADD COLUMN last_event INTEGER;
ALTER TABLE tables ADD COLUMN snapshot_hand INTEGER;   -- the latest state's hand (NULL: none)
ALTER TABLE tables ADD COLUMN active_ms INTEGER;       -- unix ms of the last event
ALTER TABLE tables ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN players TEXT;             -- JSON: who played it (hand-over)
ALTER TABLE hands ADD COLUMN actors TEXT;              -- JSON: the seat of each action
CREATE TABLE snapshots(
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand INTEGER NOT NULL,               -- the hand dealt right after it
  seq INTEGER NOT NULL,                -- the last event it covers: its deal is seq + 1
  state TEXT NOT NULL,                 -- JSON (Table::snapshot_state)
  deal TEXT NOT NULL,                  -- the deal event, JSON: a replay needs it after archiving
  PRIMARY KEY(table_id, hand)
);
CREATE INDEX chat_by_table ON chat(table_id, id);
)sql";

// Version 6 (issue 36): which process serves each table when several share the database
// (server/leases.h); a table has a row while a process holds it, or held it until it died.
// Each table's lobby entry, so that every process lists every table ("null": unlisted).
// The same text on both databases (BIGINT is an INTEGER to SQLite).
constexpr const char* kVersion6 = R"sql(
CREATE TABLE leases(
  table_id TEXT PRIMARY KEY REFERENCES tables(id),
  holder TEXT NOT NULL,                -- the holding process's address (serve --advertise)
  expires_ms BIGINT NOT NULL           -- unix ms: the end of its term, unless renewed
);
CREATE INDEX leases_by_holder ON leases(holder);
CREATE TABLE processes(                -- the processes sharing the database, as they renew
  holder TEXT PRIMARY KEY,
  alive_until BIGINT NOT NULL          -- unix ms: taken for dead after it, unless renewed
);
CREATE TABLE listings(                 -- apart from tables: never a row the journal writer locks
  table_id TEXT PRIMARY KEY REFERENCES tables(id),
  listing TEXT NOT NULL                -- JSON: its lobby entry as its holder last saw it (null: unlisted)
);
)sql";

void migrate_to_6(sql::Connection& db) {
  db.exec(kVersion6);
  db.exec("UPDATE schema_version SET version = 6");
}

// Version 7 (issue 36): a Five Three Five table's finished games, as its ledger lists them, from
// the events' `finished_game` (TableGame::finished_game). A table kept them in memory and in each
// of its states, so its memory and states grew with every game it had played. The same text on
// both databases; no key a mirror row could break (see the schema above).
constexpr const char* kVersion7 = R"sql(
CREATE TABLE games(
  table_id TEXT NOT NULL REFERENCES tables(id),
  game BIGINT,                         -- its number at the table
  record TEXT NOT NULL                 -- JSON: {"game", "winners": [names], "scores": [...]}
);
CREATE INDEX games_by_table ON games(table_id, game);
)sql";

// Before version 7 the finished games lived in the tables' states ("games" in a Five Three Five
// state) and in memory, rebuilt by replaying the events after the state. The migration takes
// each table's list from its latest state, then reads the events after it as the table did:
// a round that ends the game (its hand-over), or a game-over when too few players are left.
class FinishedGamesBefore7 {
 public:
  explicit FinishedGamesBefore7(sql::Connection& db)
      : insert_(db, "INSERT INTO games(table_id, game, record) VALUES(?1, ?2, ?3)") {}

  void copy(const std::string& table_id, const io::Json& state, const std::vector<io::Json>& events) {
    table_id_ = table_id;
    members_.clear();
    game_ = 0;
    if (const io::Json* game = state.is_object() ? find(state, "game") : nullptr) {
      if (const io::Json* games = find(*game, "games")) {
        for (const io::Json& g : *games) save(g);
      }
      game_ = game->value("game_number", 0);
      if (const io::Json* members = find(*game, "members")) {
        for (const io::Json& m : *members) {
          members_[m.value("seat", -1)] = {m.value("name", ""), m.value("score", std::int64_t{0})};
        }
      }
    }
    for (const io::Json& e : events) {
      if (!e.is_object()) continue;
      const std::string type = e.value("type", "");
      if (type == "hand-over") hand_over(e);
      if (type == "game-over") save(entry(e.value("game", game_), e.value("winners", io::Json::array())));
    }
  }

 private:
  struct Member {
    std::string name;
    std::int64_t score = 0;
  };

  static const io::Json* find(const io::Json& j, const char* key) {
    const auto it = j.find(key);
    return it == j.end() ? nullptr : &*it;
  }

  // A round's totals (by seat, null for a seat that did not play it) and names (`players`).
  void hand_over(const io::Json& e) {
    const io::Json* record = find(e, "record");
    const io::Json* result = record ? find(*record, "result") : nullptr;
    if (!result || !result->is_object() || !result->contains("game_over")) return;  // a vying hand
    const int game = result->value("game_number", game_);
    if (game != game_) members_.clear();  // the round began a new game
    game_ = game;
    const io::Json scores = result->value("scores", io::Json::array());
    const io::Json players = e.value("players", io::Json::array());
    for (std::size_t seat = 0; seat < scores.size(); ++seat) {
      if (!scores[seat].is_number_integer()) continue;
      const io::Json player = seat < players.size() ? players[seat] : io::Json();
      members_[int(seat)] = {player.is_object() ? player.value("name", "") : members_[int(seat)].name,
                             scores[seat].get<std::int64_t>()};
    }
    if (result->value("game_over", false)) save(entry(game_, result->value("winners", io::Json::array())));
  }

  io::Json entry(int game, const io::Json& winner_seats) const {
    io::Json winners = io::Json::array(), scores = io::Json::array();
    for (const io::Json& seat : winner_seats) {
      if (const auto it = members_.find(seat.get<int>()); it != members_.end()) winners.push_back(it->second.name);
    }
    for (const auto& [seat, m] : members_) scores.push_back({{"seat", seat}, {"name", m.name}, {"score", m.score}});
    return {{"game", game}, {"winners", winners}, {"scores", scores}};
  }

  void save(const io::Json& game) {
    sql::Statement::Use use(insert_);
    insert_.bind(1, table_id_);
    insert_.bind(2, std::int64_t{game.value("game", 0)});
    insert_.bind(3, game.dump());
    insert_.run();
  }

  sql::Statement insert_;
  std::string table_id_;
  int game_ = 0;
  std::map<int, Member> members_;  // the game in play's, by seat
};

void migrate_to_7(sql::Connection& db) {
  db.exec(kVersion7);
  FinishedGamesBefore7 games(db);
  sql::Statement tables(db,
                        "SELECT t.id, s.state, t.restore_from, t.last_event FROM tables t LEFT JOIN "
                        "snapshots s ON s.table_id = t.id AND s.hand = t.snapshot_hand");
  sql::Statement events(db, "SELECT event FROM events WHERE id BETWEEN ?1 AND ?2 AND table_id = ?3 ORDER BY id");
  while (tables.step()) {
    const std::string id = tables.text(0);
    const io::Json state = tables.is_null(1) ? io::Json() : io::Json::parse(tables.text(1), nullptr, false);
    std::vector<io::Json> after;
    if (!tables.is_null(2) && !tables.is_null(3)) {
      sql::Statement::Use use(events);
      events.bind(1, tables.integer(2));
      events.bind(2, tables.integer(3));
      events.bind(3, id);
      while (events.step()) after.push_back(io::Json::parse(events.text(0), nullptr, false));
    }
    games.copy(id, state, after);
  }
  db.exec("UPDATE schema_version SET version = 7");
}

// Version 4 to 5: the new columns filled from the events (one scan): where each table's events
// start and end, who played each finished hand; the tables' last activity is the migration's
// time (not known, and an archive should not take a table that was played yesterday).
void migrate_to_5(sql::Connection& db, std::int64_t now_ms) {
  db.exec(kVersion5);
  {
    sql::Statement bounds(db, "SELECT table_id, min(id), max(id) FROM events GROUP BY table_id");
    sql::Statement set(db, "UPDATE tables SET restore_from = ?2, last_event = ?3 WHERE id = ?1");
    while (bounds.step()) {
      sql::Statement::Use use(set);
      set.bind(1, bounds.text(0));
      set.bind(2, bounds.integer(1));
      set.bind(3, bounds.integer(2));
      set.run();
    }
  }
  db.exec("UPDATE tables SET active_ms = " + std::to_string(now_ms));
  {
    sql::Statement over(db, "SELECT table_id, event FROM events WHERE instr(event, '\"hand-over\"') > 0");
    sql::Statement set(db, "UPDATE hands SET players = ?3, actors = ?4 WHERE table_id = ?1 AND hand = ?2");
    while (over.step()) {
      io::Json e = io::Json::parse(over.text(1), nullptr, false);
      if (!e.is_object() || e.value("type", "") != "hand-over" || !e.contains("hand")) continue;
      sql::Statement::Use use(set);
      set.bind(1, over.text(0));
      set.bind(2, e.at("hand").get<std::int64_t>());
      set.bind(3, e.contains("players") ? std::optional<std::string>(e["players"].dump()) : std::nullopt);
      set.bind(4, e.contains("actors") ? std::optional<std::string>(e["actors"].dump()) : std::nullopt);
      set.run();
    }
  }
  db.exec("UPDATE schema_version SET version = 5");
}

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

// The schema version a database holds, or nullopt for a new one: `catalogue` counts its
// schema_version tables, in the database's own catalogue.
std::optional<std::int64_t> stored_version(sql::Connection& db, const char* catalogue) {
  {
    sql::Statement exists(db, catalogue);
    if (exists.step() && exists.integer(0) == 0) return std::nullopt;
  }
  sql::Statement version(db, "SELECT version FROM schema_version");
  return version.step() ? version.integer(0) : -1;
}

void record_version(sql::Connection& db) {
  db.exec("INSERT INTO schema_version(version) VALUES(" + std::to_string(kSchemaVersion) + ")");
}

void require_current(std::int64_t found) {
  if (found != kSchemaVersion) {
    throw std::runtime_error("the database's schema_version is not " + std::to_string(kSchemaVersion) +
                             " (made by another version?)");
  }
}

// SQLite: pragmas, then the schema created or brought up to date.
void prepare_sqlite(sql::Connection& db, std::int64_t now_ms) {
  // A table's strand that finds the database locked (a backup, the sqlite3 shell) waits this
  // long rather than failing the event.
  db.exec("PRAGMA busy_timeout=5000");
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
  std::optional<std::int64_t> found =
      stored_version(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'");
  if (!found) {
    db.exec(kSchema);
    db.exec(kLedgerTable);
    db.exec(kLedgerIndex);
    db.exec(kChatTable);
    db.exec(kVersion5);
    db.exec(kVersion6);
    db.exec(kVersion7);
    record_version(db);
  } else {
    // Older versions are brought up to date here, in this transaction.
    if (*found == 3) {
      migrate_to_4(db);
      found = 4;
    }
    if (*found == 4) {
      migrate_to_5(db, now_ms);
      found = 5;
    }
    if (*found == 5) {
      migrate_to_6(db);
      found = 6;
    }
    if (*found == 6) {
      migrate_to_7(db);
      found = 7;
    }
    require_current(*found);
  }
  tx.commit();
}


// PostgreSQL's schema was version 5 at first (no older ones were ever written there): the
// same tables and columns as SQLite's, with 64-bit integers, identity columns for SQLite's
// INTEGER PRIMARY KEY, and a `rowid` of its own on `tables` so that tables come back in the order
// they were made, as on SQLite.
constexpr const char* kPostgresSchema = R"sql(
CREATE TABLE schema_version(version BIGINT NOT NULL);
CREATE TABLE tables(
  rowid BIGSERIAL UNIQUE,
  id TEXT PRIMARY KEY,
  config TEXT NOT NULL,
  created_ms BIGINT NOT NULL,
  seed TEXT NOT NULL,
  host_token_hash TEXT,
  seq BIGINT NOT NULL DEFAULT 0,
  restore_from BIGINT,
  last_event BIGINT,
  snapshot_hand BIGINT,
  active_ms BIGINT,
  archived BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE events(
  id BIGSERIAL PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seq BIGINT NOT NULL,
  event TEXT NOT NULL
);
CREATE TABLE seats(
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat BIGINT NOT NULL,
  name TEXT,
  token_hash TEXT,
  bot TEXT,
  PRIMARY KEY(table_id, seat)
);
CREATE TABLE hands(
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand BIGINT NOT NULL,
  game TEXT,
  rules TEXT,
  dealer BIGINT,
  stacks TEXT,
  deck TEXT,
  seed TEXT,
  record TEXT,
  players TEXT,
  actors TEXT,
  PRIMARY KEY(table_id, hand)
);
CREATE TABLE actions(
  id BIGSERIAL PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand BIGINT NOT NULL,
  seat BIGINT,
  action TEXT
);
CREATE TABLE ledger(
  id BIGSERIAL PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat BIGINT,
  name TEXT,
  kind TEXT NOT NULL CHECK(kind IN ('buy-in', 'rebuy', 'cash-out')),
  chips BIGINT NOT NULL
);
CREATE INDEX ledger_by_table ON ledger(table_id, id);
CREATE TABLE chat(
  id BIGSERIAL PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  at_ms BIGINT,
  seat BIGINT,
  name TEXT,
  text TEXT,
  line TEXT NOT NULL
);
CREATE INDEX chat_by_table ON chat(table_id, id);
CREATE TABLE snapshots(
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand BIGINT NOT NULL,
  seq BIGINT NOT NULL,
  state TEXT NOT NULL,
  deal TEXT NOT NULL,
  PRIMARY KEY(table_id, hand)
);
)sql";

// PostgreSQL: the schema created on a new database, under a lock that two servers starting at
// once on it both take, so that one creates it and the other finds it.
void prepare_postgres(sql::Connection& db) {
  sql::Transaction tx(db);
  db.exec("SELECT pg_advisory_xact_lock(727535)");
  std::optional<std::int64_t> found =
      stored_version(db,
                     "SELECT count(*) FROM information_schema.tables "
                     "WHERE table_schema = current_schema() AND table_name = 'schema_version'");
  if (!found) {
    db.exec(kPostgresSchema);
    db.exec(kVersion6);
    db.exec(kVersion7);
    record_version(db);
  } else {
    if (*found == 5) {
      migrate_to_6(db);
      found = 6;
    }
    if (*found == 6) {
      migrate_to_7(db);
      found = 7;
    }
    require_current(*found);
  }
  tx.commit();
}

}  // namespace

void prepare_schema(sql::Connection& db, std::int64_t now_ms) {
  if (db.dialect() == sql::Dialect::kPostgres) return prepare_postgres(db);
  prepare_sqlite(db, now_ms);
}

}  // namespace cardroom::server
