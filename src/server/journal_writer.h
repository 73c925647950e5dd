#pragma once
// Group commit for the server's tables (docs/server.md "How it scales"). A table hands each
// event to the writer and goes on; the writer's thread saves whatever has gathered from every
// table in one transaction, then tells each table how far it is saved. A table shows nothing of
// a change — no view, no HTTP answer — until it is saved (server/live_table.cpp), and makes no
// further change of its own (a bot's turn, a deal) until then, so "every action is written to
// the database before it is broadcast" holds, and a crash loses only changes nobody has seen.
//
// One SQLite transaction per event cost ~250 µs, so a few thousand events a second took both
// cores and a person's action waited behind hundreds of bot tables; a transaction per batch
// costs little more than one per event.
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "server/store.h"
#include "server/table.h"

namespace cardroom::server {

class JournalWriter : public Journal {
 public:
  explicit JournalWriter(Store& store);
  // Saves what is still waiting, then stops the thread.
  ~JournalWriter() override;
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;

  // Queues the event; never throws for the database's sake (a failure is reported through
  // `after`).
  void record(const std::string& table_id, std::int64_t seq, const io::Json& event) override;
  // A deal and the state before it: queued as one item, saved in one transaction.
  void record_deal(const std::string& table_id, std::int64_t seq, const io::Json& event,
                   const io::Json& state) override;
  // Queues a chat line the same way (saved in the table's order with its events).
  void record_chat(const std::string& table_id, const io::Json& line) override;
  // Reading back goes to the store: what it has saved (a table shows nothing before it is).
  std::vector<FinishedHand> finished_hands(const std::string& table_id, int after, int limit) const override {
    return store_.finished_hands(table_id, after, limit);
  }
  std::vector<io::Json> finished_games(const std::string& table_id, int after, int limit) const override {
    return store_.finished_games(table_id, after, limit);
  }
  std::optional<SavedDeal> saved_deal(const std::string& table_id, int hand) const override {
    return store_.saved_deal(table_id, hand);
  }

  // Calls `saved(ok)` on the writer's thread once every event of `table_id` queued before this
  // call is saved (ok) or could not be (false: the table must stop, see LiveTable).
  void after(const std::string& table_id, std::function<void(bool ok)> saved);

  // The table is restored again (Room, server/leases.h: a table this process lost and got
  // back): a refusal of its earlier events no longer stops the new ones.
  void restored(const std::string& table_id);

  // The table's events may wait behind people's: each batch takes every event of the other
  // tables and at most background_batch() of these (bots-only tables, server/room.h), or
  // kBackgroundBesidePeople when people's events are in it too, so a person's action is never
  // saved behind a long queue of bots', and waits for at most one batch of theirs in flight.
  void set_background(const std::string& table_id);
  // 64 on SQLite, 16 on PostgreSQL, where each event costs round trips: with 64, three
  // processes on two cores gave a person's action p50 12-21 ms and p99 31-62 ms from act to
  // view (scripts/server-load); with 16, p50 6-7 ms and p99 16-27 ms, as many hands a second.
  // On SQLite 16 cost a quarter of the hands a second for a few ms of p99.
  std::size_t background_batch() const { return background_batch_; }
  static constexpr std::size_t kBackgroundBesidePeople = 8;

  // Holds the writer's thread before its next batch until release() (stopping still saves
  // everything): a test queues a known backlog this way, so what each batch takes does not
  // depend on how the threads happen to be scheduled.
  void hold();
  void release();

 private:
  struct Item {
    Store::Event event;                // empty table_id: a marker
    std::string marker_table;
    std::function<void(bool)> saved;
    bool restored = false;  // restored(marker_table): forget its failure here, in order
  };
  void run();
  void save(std::vector<Item>& batch);

  Store& store_;
  const std::size_t background_batch_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Item> queue_;             // tables where people play
  std::deque<Item> background_queue_;  // tables of bots alone
  std::set<std::string> background_tables_;
  // Tables an event of which the store refused (the writer's thread alone reads and writes
  // it): every later marker of theirs answers false, in whatever batch it comes, and their
  // later events are not tried (they would leave a gap).
  std::set<std::string> failed_tables_;
  bool stopping_ = false;
  bool held_ = false;
  std::thread thread_;
};

}  // namespace cardroom::server
