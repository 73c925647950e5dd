#pragma once
// The server's database (issue 7, server-protocol.md "Guarantees"): one SQLite file, or one
// PostgreSQL database (issue 36, server/sql.h), holding every table's config and its journal of
// events, the only thing a restart needs, plus typed
// mirrors of those events (seats with their token hashes, hands with their decks and records,
// actions, the ledger) written in the same transaction, so the database can be read and audited
// with plain SQL without replaying anything. The mirrors are never read back to restore a table.
//
// Durability: on SQLite, WAL with synchronous=NORMAL (see store_schema.cpp); on PostgreSQL, the
// server's own commit. Either way an event recorded survives the process being killed at any
// point.
//
// Thread-safety: one Store serves every table, and tables run on different strands, so each
// public function takes the store's mutex for its whole length: one connection, one statement at
// a time. SQLite in WAL mode has one writer anyway, and a write is one short transaction (or a
// batch of them: server/journal_writer.h).
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "io/json_read.h"
#include "server/table.h"

namespace cardroom::server {

class Store : public Journal {
 public:
  // Opens the database: a PostgreSQL connection string (`postgresql://...`) or the path of an
  // SQLite file, creating the file and the schema on first start. Throws std::runtime_error
  // when it cannot (or when the database has a schema version it does not know).
  explicit Store(const std::string& where);
  ~Store() override;
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // True on PostgreSQL: every statement is a round trip to another process, so a transaction's
  // time grows with its events much faster than on SQLite, where a statement is a call.
  bool round_trip_per_statement() const;

  // A new table with no events yet (its seq is 0), its seed (which a restore needs to draw what
  // the table would have drawn) and the hash of its host's token. Throws if the id exists.
  void create_table(const std::string& id, const io::Json& config, std::int64_t created_ms,
                    std::uint64_t seed = 0, const std::string& host_token_hash = "");

  // Appends the table's event number `seq` and its mirrors in one transaction. `seq` must be
  // exactly the stored seq + 1: anything else would mean two writers for one table, and is
  // refused with std::runtime_error, changing nothing.
  void record(const std::string& table_id, std::int64_t seq, const io::Json& event) override;
  // A deal and the table's state before it (Journal::record_deal), in one transaction.
  void record_deal(const std::string& table_id, std::int64_t seq, const io::Json& event,
                   const io::Json& state) override;
  // A chat line, outside the numbering (its own transaction).
  void record_chat(const std::string& table_id, const io::Json& line) override;

  // Many events, of any tables, in one transaction (server/journal_writer.h): all or none.
  struct Event {
    std::string table_id;
    std::int64_t seq = 0;
    io::Json event;
    bool chat = false;  // a chat line (no seq) rather than an event
    io::Json state;     // for a deal: the table's state before it (null: none)
  };
  void record_all(const std::vector<Event>& events);
  // One of them in its own transaction.
  void record_one(const Event& event);

  struct StoredTable {
    std::string id;
    io::Json config;
    std::int64_t seq = 0;
    std::uint64_t seed = 0;
    std::string host_token_hash;
    io::Json state;                // the latest state saved before a deal (null: none)
    std::vector<io::Json> events;  // after it (or from seq 1): its seq + 1, ... seq
    std::vector<io::Json> chat;    // the last lines said, oldest first (at most kKeptChat)
    bool archived = false;
    std::int64_t active_ms = 0;    // unix ms of its last event (or of its creation)
  };
  // Every table not archived, oldest first, each with its latest state and the events after
  // it: what a restart applies. Reads only those events (a hand's worth per table, not its
  // history): start-up time and memory depend on the live tables, not on the hands played.
  std::vector<StoredTable> load_tables() const;
  // One table the same way (archived or not); nullopt when there is none.
  std::optional<StoredTable> load_table(const std::string& id) const;

  // Reading back (Journal): finished hands from the `hands` mirror, states from `snapshots`.
  std::vector<FinishedHand> finished_hands(const std::string& table_id, int after, int limit) const override;
  // Five Three Five's finished games from the `games` mirror (the ledger's list).
  std::vector<io::Json> finished_games(const std::string& table_id, int after, int limit) const override;
  std::optional<SavedDeal> saved_deal(const std::string& table_id, int hand) const override;

  // --- archiving (docs/server.md "Idle tables and archives") ---------------------------------
  // The tables not archived whose last event is older than `before_ms` (unix ms), oldest first.
  std::vector<std::string> idle_since(std::int64_t before_ms) const;
  // Archives a table: marked so (not loaded at start), and its journal folded into its latest
  // state: the events before that state's deal are deleted, and the states of hands older than
  // the last `keep_states` (which replays need) too. Hand records, actions, the ledger and
  // seats stay. Returns how many events were deleted.
  std::int64_t archive(const std::string& table_id, int keep_states);
  // Brings an archived table back to the tables loaded at start (its next event does too).
  void unarchive(const std::string& table_id);

  // Several processes on one database (server/leases.h): from now on an event is saved only
  // while `holder` holds its table's lease, checked in the event's own transaction, so a process
  // that lost a lease without knowing it cannot write that table's journal. Before any record.
  void fence(const std::string& holder);

  // The wall clock stamped on tables' last activity (unix ms); tests set their own.
  void set_clock(std::function<std::int64_t()> clock);

  // The ledger mirror: [{"seat", "name", "kind": "buy-in"|"rebuy"|"cash-out", "chips"}] in the order
  // the events happened (the shape of the `entries` of GET /api/tables/ID/ledger).
  io::Json ledger(const std::string& table_id) const;

  // The hash of the token of the person in `seat`; nullopt for an empty seat or a bot.
  std::optional<std::string> token_hash(const std::string& table_id, int seat) const;

 private:
  struct Impl;
  mutable std::mutex mutex_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cardroom::server
