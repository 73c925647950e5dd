// A table restored from the store's latest state and the events after it is the table its whole
// journal gives (issue 36, docs/server.md "The store"), its history is read from the database,
// a database written by version 4 of the store opens and is migrated, and an archived table is
// folded into its last state without losing its history. Written from store.h and table.h.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "server/old_schema.h"
#include "server/sql.h"
#include "server/store_backend.h"
#include "server/store.h"
#include "server/store_table_support.h"
#include "server/table_test_support.h"

namespace cardroom::server::table_test {
namespace store_snapshot {

namespace fs = std::filesystem;

// Two people and two bots, dealer's choice of both vying games, rebuys, a small stack (seats
// go broke and rebuy), a short pause; and a two-seat Five Three Five game (two rounds from one
// shuffle: the second is dealt on from the first's deck).
constexpr const char* kVying = R"({"seats": 4, "stack": 12, "pause_s": 1, "timer_s": 5,
    "bots": [{"seat": 0, "kind": "random"}, {"seat": 3, "kind": "heuristic"}]})";
constexpr const char* kFive35 = R"({"games": ["535"], "seats": 3, "pause_s": 1, "timer_s": 5,
    "bots": [{"seat": 0, "kind": "random"}]})";

// What the tests read of a database beside the store, on either store.
class SnapshotReading {
 public:
  virtual ~SnapshotReading() = default;
  virtual const std::string& where() const = 0;

  std::int64_t scalar(const std::string& query) const {
    sql::Connection db(where());
    sql::Statement st(db, query);
    return st.step() ? st.integer(0) : -1;
  }
  // Every event of a table, as a restore from the whole journal reads them.
  std::vector<Json> all_events(const std::string& id) const {
    sql::Connection db(where());
    sql::Statement st(db, "SELECT event FROM events WHERE table_id = ?1 ORDER BY id");
    st.bind(1, id);
    std::vector<Json> out;
    while (st.step()) out.push_back(Json::parse(st.text(0)));
    return out;
  }
};

class StoreSnapshotTest : public testing_support::StoreBackendTest, public SnapshotReading {
 public:
  const std::string& where() const override { return where_; }
};
CARDROOM_ON_BOTH_STORES(StoreSnapshotTest);

// The migration from version 4: SQLite alone had one.
class StoreMigrationTest : public testing_support::SqliteStoreTest, public SnapshotReading {
 public:
  const std::string& where() const override { return where_; }
};

void expect_same_table(const Table& a, const Table& b, Millis now) {
  EXPECT_EQ(a.seq(), b.seq());
  EXPECT_EQ(a.hands_played(), b.hands_played());
  EXPECT_EQ(a.chips_on_table(), b.chips_on_table());
  EXPECT_EQ(all_views(a, now, true), all_views(b, now, true));
  EXPECT_EQ(a.ledger(), b.ledger());
  EXPECT_EQ(a.listing(), b.listing());
  EXPECT_EQ(a.next_wakeup(), b.next_wakeup());
}

// Plays `a` and `b` (a restored copy) the same way; every view, and so every card dealt and
// every bot's decision, must stay the same.
void play_both(Harness& a, Table& b, int changes, std::uint64_t seed) {
  Rng rng(seed);
  for (int i = 0; i < changes; ++i) {
    const bool stepped = a.t().step(a.now);
    ASSERT_EQ(stepped, b.step(a.now)) << "change " << i;
    if (!stepped) {
      const auto seat = to_act(a.t(), a.now);
      if (seat && is_person(a.t(), *seat) && !a.t().seats()[*seat]->away) {
        const auto words = legal_words(a.t(), *seat, a.now);
        ASSERT_FALSE(words.empty());
        const std::string word = concrete(words[rng.below(static_cast<std::uint32_t>(words.size()))]);
        answer(a.t(), *seat, word, a.now);
        answer(b, *seat, word, a.now);
      } else {
        const auto wake = a.t().next_wakeup();
        ASSERT_EQ(wake, b.next_wakeup());
        if (!wake) return;
        a.now = std::max(a.now + 1, *wake);
        continue;
      }
    }
    ASSERT_EQ(all_views(a.t(), a.now, true), all_views(b, a.now, true)) << "change " << i;
  }
}

void restart_matches(const SnapshotReading& test, const std::string& path, const char* config,
                     std::uint64_t seed, int hands) {
  Store store(path);
  auto h = on_store(store, config, seed);
  ASSERT_TRUE(play_hands(*h, hands, {}, DriveOptions{.answer_people = true, .seed = seed}));
  // Stop in the middle of a hand, a few actions in.
  int acts = 0;
  ASSERT_TRUE(drive(*h, [&] { return acts >= 3 && h->t().hand_in_progress(); }, [&] { ++acts; },
                    DriveOptions{.answer_people = true, .seed = seed + 1}));

  Store again(path);  // the restart: a second connection reads what the first saved
  const auto loaded = again.load_tables();
  ASSERT_EQ(loaded.size(), 1u);
  const Store::StoredTable& stored = loaded[0];
  ASSERT_FALSE(stored.state.is_null()) << "no state saved before the last deal";
  // Only the hand in play is read, not the table's history.
  ASSERT_FALSE(stored.events.empty());
  EXPECT_EQ(stored.events.front().at("type"), "deal");
  EXPECT_EQ(stored.events.front().at("hand"), h->t().hands_played() + 1);
  EXPECT_EQ(stored.state.at("seq").get<std::int64_t>() + std::int64_t(stored.events.size()), h->t().seq());

  const TableConfig table_config = read_table_config(stored.config);
  Table from_state = Table::restore("t1", table_config, seed, &again, stored.state, stored.events,
                                    stored.seq, h->now);
  // The whole journal's table writes to a journal of its own, to play on beside it.
  Harness shadow(config, seed, "t1");
  const std::vector<Json> journal = test.all_events("t1");
  std::int64_t seq = 0;  // what it reads back (the finished games) is that whole journal's
  for (const Json& e : journal) shadow.journal.earlier_rows.push_back({"t1", ++seq, e});
  shadow.table = std::make_unique<Table>(
      Table::restore("t1", table_config, seed, &shadow.journal, journal, stored.seq, h->now));
  shadow.now = h->now;
  expect_same_table(h->t(), from_state, h->now);
  expect_same_table(shadow.t(), from_state, h->now);
  // The history comes from the database.
  EXPECT_EQ(from_state.hands_after(0), h->t().hands_after(0));
  EXPECT_EQ(from_state.hands_after(0).size(), std::size_t(hands));
  EXPECT_EQ(downloaded(from_state), downloaded(h->t()));
  EXPECT_EQ(from_state.replay(hands), h->t().replay(hands));
  // And it plays on exactly as from the whole journal: the same next deals, the same bots'
  // decisions, the same views at every change.
  h->table.reset();  // the original no longer writes: `from_state` goes on in its place
  play_both(shadow, from_state, 300, seed + 2);
}

TEST_P(StoreSnapshotTest, AVyingTableRestartsFromItsLastStateAsFromItsWholeJournal) {
  restart_matches(*this, where_, kVying, 21, 12);
}

TEST_P(StoreSnapshotTest, AFiveThreeFiveTableRestartsFromItsLastStateAsFromItsWholeJournal) {
  restart_matches(*this, where_, kFive35, 22, 9);
}

// A database written by version 4 (every event, no states) opens: migrated, its tables restored
// from their whole journal once, then from states as they deal again.
TEST_F(StoreMigrationTest, AVersionFourDatabaseIsMigratedAndItsTablesRestored) {
  Harness h(kVying, 5, "t1");
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(play_hands(h, 4, {}, DriveOptions{.answer_people = true, .seed = 5}));
  {
    sql::Connection db(path_);
    db.exec(old_schema::kVersion4);
    sql::Statement table(db, "INSERT INTO tables(id, config, created_ms, seed, host_token_hash, seq) "
                             "VALUES('t1', ?1, 1000, '5', 'host', ?2)");
    table.bind(1, table_config_json(h.config).dump());
    table.bind(2, h.t().seq());
    table.run();
    sql::Statement event(db, "INSERT INTO events(table_id, seq, event) VALUES('t1', ?1, ?2)");
    sql::Statement hand(db, "INSERT OR REPLACE INTO hands(table_id, hand, record) VALUES('t1', ?1, ?2)");
    for (const JournalRow& row : h.journal.rows) {
      sql::Statement::Use use(event);
      event.bind(1, row.seq);
      event.bind(2, row.event.dump());
      event.run();
      if (row.event.at("type") == "hand-over") {
        sql::Statement::Use use_hand(hand);
        hand.bind(1, row.event.at("hand").get<std::int64_t>());
        hand.bind(2, row.event.at("record").dump());
        hand.run();
      }
    }
  }
  Store store(where_);
  EXPECT_EQ(scalar("SELECT version FROM schema_version"), 7);
  auto loaded = store.load_tables();
  ASSERT_EQ(loaded.size(), 1u);
  EXPECT_TRUE(loaded[0].state.is_null());
  EXPECT_EQ(std::int64_t(loaded[0].events.size()), h.t().seq());
  Table restored = Table::restore("t1", h.config, 5, &store, loaded[0].events, loaded[0].seq, h.now);
  expect_same_table(h.t(), restored, h.now);
  // Who played each hand was filled in from the events: the downloads are as before.
  EXPECT_EQ(downloaded(restored), downloaded(h.t()));
  // Those hands were dealt before states were saved: their replays are gone, said so.
  EXPECT_EQ(status_of([&] { (void)restored.replay(4); }), 404);

  // Played on, the table saves a state at its next deal, and the next start uses it.
  h.table = std::make_unique<Table>(std::move(restored));
  ASSERT_TRUE(play_hands(h, 2, {}, DriveOptions{.answer_people = true, .seed = 6}));
  loaded = store.load_tables();
  ASSERT_FALSE(loaded[0].state.is_null());
  Table again = Table::restore("t1", h.config, 5, &store, loaded[0].state, loaded[0].events,
                               loaded[0].seq, h.now);
  expect_same_table(h.t(), again, h.now);
  EXPECT_EQ(again.replay(6), h.t().replay(6));
}

// Archiving folds a table's journal into its last state: not loaded at start, its events before
// that state gone, its history, ledger and last replays still there, and restored on request.
TEST_P(StoreSnapshotTest, AnArchivedTableKeepsItsHistoryAndComesBackOnRequest) {
  Store store(where_);
  auto h = on_store(store, kVying, 9);
  ASSERT_TRUE(play_hands(*h, 10, {}, DriveOptions{.answer_people = true, .seed = 9}));
  const std::int64_t events = scalar("SELECT count(*) FROM events");
  EXPECT_EQ(store.idle_since(unix_now_ms() + 1), std::vector<std::string>{"t1"});
  const std::int64_t deleted = store.archive("t1", 3);
  EXPECT_GT(deleted, 0);
  EXPECT_EQ(scalar("SELECT count(*) FROM events"), events - deleted);
  EXPECT_EQ(scalar("SELECT count(*) FROM snapshots"), 3);
  EXPECT_TRUE(store.load_tables().empty());
  EXPECT_TRUE(store.idle_since(unix_now_ms() + 1).empty());

  const auto stored = store.load_table("t1");
  ASSERT_TRUE(stored.has_value());
  EXPECT_TRUE(stored->archived);
  Table back = Table::restore("t1", h->config, 9, &store, stored->state, stored->events, stored->seq, h->now);
  expect_same_table(h->t(), back, h->now);
  EXPECT_EQ(back.hands_after(0).size(), 10u);
  EXPECT_EQ(back.replay(10), h->t().replay(10));
  EXPECT_EQ(status_of([&] { (void)back.replay(7); }), 404);  // older states were folded away

  // Its next event brings it back among the tables loaded at start.
  store.record("t1", back.seq() + 1, Json{{"type", "presence"}, {"seat", 1}, {"connected", true}});
  EXPECT_EQ(store.load_tables().size(), 1u);
}

}  // namespace store_snapshot
}  // namespace cardroom::server::table_test
