// The server's database: schema on first start, events in order across restarts (including a
// killed process), the typed mirrors written with each event, and refused sequence numbers.
#include "server/store.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "server/store_backend.h"

namespace cardroom::server {
namespace {

namespace fs = std::filesystem;
using io::Json;
using testing_support::SqliteStoreTest;

class StoreTest : public testing_support::StoreBackendTest {};
CARDROOM_ON_BOTH_STORES(StoreTest);

Json config() { return Json{{"name", "Friday"}, {"games", {"15-35", "7-27"}}, {"seats", 6}}; }

Json sit(int seat, const std::string& name, const std::string& token_hash, Json bot,
         std::int64_t stack) {
  return Json{{"type", "sit"}, {"seat", seat},  {"name", name}, {"token_hash", token_hash},
              {"bot", bot},    {"stack", stack}};
}

Json deal(int hand, int dealer) {
  return Json{{"type", "deal"},
              {"hand", hand},
              {"game", "15-35"},
              {"rules", {{"ante", 1}}},
              {"dealer", dealer},
              {"stacks", {200, 200}},
              {"deck", {"As", "Kd", "5c"}},
              {"seed", 18446744073709551615ull}};
}

Json act(int hand, int seat, const std::string& action) {
  return Json{{"type", "act"}, {"hand", hand}, {"seat", seat}, {"action", action}};
}

Json cash_out(int seat, const std::string& name, std::int64_t chips) {
  return Json{{"type", "cash-out"}, {"seat", seat}, {"name", name}, {"chips", chips}};
}

TEST_P(StoreTest, CreatesTheSchemaOnFirstOpenAndReusesIt) {
  if (sqlite()) {
    ASSERT_FALSE(fs::exists(path_));
  }
  {
    Store store(where_);
    // The seed is a full 64-bit value: it must come back whole, not as a signed INTEGER.
    store.create_table("t1", config(), 1000, 0xfedcba9876543210ULL, "hosthash");
    store.record("t1", 1, Json{{"type", "presence"}});
  }
  if (sqlite()) {
    EXPECT_TRUE(fs::exists(path_));
  }
  EXPECT_EQ(rows("SELECT version FROM schema_version"),
            (std::vector<std::vector<std::string>>{{"7"}}));
  {
    Store store(where_);  // finds the schema and the table, creates nothing again
    const auto tables = store.load_tables();
    ASSERT_EQ(tables.size(), 1u);
    EXPECT_EQ(tables[0].id, "t1");
    EXPECT_EQ(tables[0].config, config());
    EXPECT_EQ(tables[0].seq, 1);
    EXPECT_EQ(tables[0].seed, 0xfedcba9876543210ULL);
    EXPECT_EQ(tables[0].host_token_hash, "hosthash");
    store.record("t1", 2, Json{{"type", "presence"}});
  }
  EXPECT_EQ(count("schema_version"), 1);
  EXPECT_EQ(count("events"), 2);
}

TEST_P(StoreTest, RefusesADatabaseOfAnotherSchemaVersion) {
  { Store store(where_); }
  {
    exec("UPDATE schema_version SET version = 99");
  }
  EXPECT_THROW(Store{where_}, std::runtime_error);
}

TEST_F(SqliteStoreTest, JournalModeIsWal) {
  Store store(where_);
  // The mode is a property of the file: a second connection sees it too.
  EXPECT_EQ(rows("PRAGMA journal_mode")[0][0], "wal");
}

TEST_P(StoreTest, EventsRoundTripInOrderAcrossARestart) {
  std::vector<Json> a, b;
  {
    Store store(where_);
    store.create_table("a", config(), 1000);
    store.create_table("b", Json{{"name", "B"}}, 2000);
    for (int i = 1; i <= 50; ++i) {
      a.push_back(Json{{"type", "presence"}, {"n", i}, {"text", "ä \"quoted\""}});
      b.push_back(act(1, i % 3, "raise " + std::to_string(i)));
      store.record("a", i, a.back());
      store.record("b", i, b.back());
    }
  }
  Store store(where_);
  const auto tables = store.load_tables();
  ASSERT_EQ(tables.size(), 2u);
  EXPECT_EQ(tables[0].id, "a");  // oldest first
  EXPECT_EQ(tables[0].seq, 50);
  EXPECT_EQ(tables[0].events, a);
  EXPECT_EQ(tables[1].id, "b");
  EXPECT_EQ(tables[1].config, (Json{{"name", "B"}}));
  EXPECT_EQ(tables[1].events, b);
  store.record("a", 51, Json{{"type", "leave"}, {"seat", 0}});  // carries on after the restart
  EXPECT_EQ(store.load_tables()[0].seq, 51);
}

TEST_P(StoreTest, MirrorsHoldTheRowsOfSitDealActHandOverAndCashOut) {
  const std::string hash0 = std::string(64, 'a');
  const std::string hash2 = std::string(64, 'b');
  {
    Store store(where_);
    store.create_table("t", config(), 1000);
    std::int64_t seq = 0;
    store.record("t", ++seq, sit(0, "Ann", hash0, nullptr, 200));
    store.record("t", ++seq, sit(1, "Bot 1", "", "heuristic:", 200));
    store.record("t", ++seq, deal(1, 0));
    store.record("t", ++seq, act(1, 1, "raise 3"));
    store.record("t", ++seq, act(1, 0, "call"));
    store.record("t", ++seq, act(1, 1, "stand"));
    store.record("t", ++seq, Json{{"type", "hand-over"}, {"hand", 1}, {"record", {{"winner", 1}}}});
    store.record("t", ++seq, deal(2, 1));
    store.record("t", ++seq, act(2, 0, "fold"));
    store.record("t", ++seq, cash_out(0, "Ann", 197));
    store.record("t", ++seq, sit(2, "Cy", hash2, nullptr, 200));

    EXPECT_EQ(store.token_hash("t", 0), std::nullopt);  // cashed out
    EXPECT_EQ(store.token_hash("t", 1), std::nullopt);  // a bot
    EXPECT_EQ(store.token_hash("t", 2), hash2);
    EXPECT_EQ(store.token_hash("t", 3), std::nullopt);  // empty
    EXPECT_EQ(store.token_hash("other", 2), std::nullopt);
  }
  using Rows = std::vector<std::vector<std::string>>;
  EXPECT_EQ(rows("SELECT table_id, seat, name, token_hash, bot FROM seats ORDER BY seat"),
            (Rows{{"t", "1", "Bot 1", "NULL", "heuristic:"}, {"t", "2", "Cy", hash2, "NULL"}}));
  EXPECT_EQ(
      rows("SELECT hand, game, rules, dealer, stacks, deck, seed, record FROM hands ORDER BY hand"),
      (Rows{{"1", "15-35", R"({"ante":1})", "0", "[200,200]", R"(["As","Kd","5c"])",
             "18446744073709551615", R"({"winner":1})"},
            {"2", "15-35", R"({"ante":1})", "1", "[200,200]", R"(["As","Kd","5c"])",
             "18446744073709551615", "NULL"}}));
  EXPECT_EQ(rows("SELECT hand, seat, action FROM actions ORDER BY id"),
            (Rows{{"1", "1", "raise 3"}, {"1", "0", "call"}, {"1", "1", "stand"}, {"2", "0", "fold"}}));
  EXPECT_EQ(rows("SELECT table_id, seat, name, kind, chips FROM ledger ORDER BY id"),
            (Rows{{"t", "0", "Ann", "buy-in", "200"},
                  {"t", "1", "Bot 1", "buy-in", "200"},
                  {"t", "0", "Ann", "cash-out", "197"},
                  {"t", "2", "Cy", "buy-in", "200"}}));
}

TEST_P(StoreTest, LedgerListsTheEntriesInOrder) {
  Store store(where_);
  store.create_table("t", config(), 1000);
  store.create_table("u", config(), 1001);
  store.record("t", 1, sit(0, "Ann", "h", nullptr, 200));
  store.record("u", 1, sit(0, "Zed", "z", nullptr, 50));  // another table's ledger
  store.record("t", 2, sit(3, "Bo", "", "random:", 200));
  // A cash-out without a name takes the seat's.
  store.record("t", 3, Json{{"type", "cash-out"}, {"seat", 3}, {"chips", 260}});
  store.record("t", 4, cash_out(0, "Ann", 140));
  store.record("t", 5, sit(0, "Ann", "h2", nullptr, 200));  // back in the same seat
  EXPECT_EQ(store.ledger("t"), Json::parse(R"([
    {"seat": 0, "name": "Ann", "kind": "buy-in", "chips": 200},
    {"seat": 3, "name": "Bo", "kind": "buy-in", "chips": 200},
    {"seat": 3, "name": "Bo", "kind": "cash-out", "chips": 260},
    {"seat": 0, "name": "Ann", "kind": "cash-out", "chips": 140},
    {"seat": 0, "name": "Ann", "kind": "buy-in", "chips": 200}])"));
  EXPECT_EQ(store.ledger("u"), Json::parse(R"([
    {"seat": 0, "name": "Zed", "kind": "buy-in", "chips": 50}])"));
  EXPECT_EQ(store.ledger("none"), Json::array());
  EXPECT_EQ(store.token_hash("t", 0), "h2");
}

TEST_P(StoreTest, OtherEventsGoToTheJournalOnly) {
  Store store(where_);
  store.create_table("t", config(), 1000);
  const std::vector<Json> events = {
      Json{{"type", "leave"}, {"seat", 0}},
      Json{{"type", "away"}, {"seat", 0}, {"on", true}},
      Json{{"type", "choose"}, {"seat", 0}, {"game", "7-27"}, {"rules", Json::object()}},
      Json{{"type", "presence"}, {"seat", 0}, {"delta", 1}},
      Json{{"type", "something-new"}},
      Json::array({1, 2}),  // not even an object: journaled, not mirrored
  };
  for (std::size_t i = 0; i < events.size(); ++i) {
    store.record("t", static_cast<std::int64_t>(i) + 1, events[i]);
  }
  EXPECT_EQ(count("events"), 6);
  for (const char* mirror : {"seats", "hands", "actions", "ledger"}) {
    EXPECT_EQ(count(mirror), 0) << mirror;
  }
  EXPECT_EQ(store.load_tables()[0].events, events);
}

TEST_P(StoreTest, MirrorsNeverRefuseAnEventOfAKnownType) {
  Store store(where_);
  store.create_table("t", config(), 1000);
  std::int64_t seq = 0;
  // Fields missing, extra or of other types: the mirrors take what they can.
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "sit"}, {"seat", 0}, {"name", "Ann"}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "sit"}, {"name", "No seat"}}));
  EXPECT_NO_THROW(store.record(
      "t", ++seq, Json{{"type", "sit"}, {"seat", 1}, {"bot", {{"kind", "ismcts"}}}, {"x", 1}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "deal"}, {"hand", 1}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "deal"}, {"hand", 1}, {"seed", "s"}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "deal"}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "act"}, {"hand", 1}, {"by", "timer"}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "act"}, {"seat", 0}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "hand-over"}, {"hand", 7}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "cash-out"}, {"seat", 5}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", "cash-out"}}));
  EXPECT_NO_THROW(store.record("t", ++seq, Json{{"type", 3}}));
  EXPECT_EQ(count("events"), seq);
  EXPECT_EQ(rows("SELECT seat, bot FROM seats WHERE seat = 1")[0][1], R"({"kind":"ismcts"})");
  EXPECT_EQ(count("ledger"), 5);
}

TEST_P(StoreTest, AGapOrARepeatedSeqIsRefusedAndChangesNothing) {
  Store store(where_);
  store.create_table("t", config(), 1000);
  store.record("t", 1, sit(0, "Ann", "h", nullptr, 200));
  store.record("t", 2, deal(1, 0));
  const auto before = store.load_tables();
  const Json ledger_before = store.ledger("t");

  EXPECT_THROW(store.record("t", 4, sit(1, "Gap", "g", nullptr, 200)), std::runtime_error);
  EXPECT_THROW(store.record("t", 2, act(1, 0, "call")), std::runtime_error);
  EXPECT_THROW(store.record("t", 1, cash_out(0, "Ann", 200)), std::runtime_error);
  EXPECT_THROW(store.record("t", 0, Json{{"type", "presence"}}), std::runtime_error);
  EXPECT_THROW(store.record("t", -5, Json{{"type", "presence"}}), std::runtime_error);
  EXPECT_THROW(store.record("nowhere", 1, Json{{"type", "presence"}}), std::runtime_error);
  EXPECT_THROW(store.create_table("t", config(), 2000), std::runtime_error);

  const auto after = store.load_tables();
  ASSERT_EQ(after.size(), 1u);
  EXPECT_EQ(after[0].seq, 2);
  EXPECT_EQ(after[0].events, before[0].events);
  EXPECT_EQ(store.ledger("t"), ledger_before);
  EXPECT_EQ(count("actions"), 0);
  EXPECT_EQ(count("seats"), 1);

  // The connection is left usable: the next event in order is taken.
  store.record("t", 3, act(1, 0, "call"));
  EXPECT_EQ(store.load_tables()[0].seq, 3);
  EXPECT_EQ(count("actions"), 1);
}

TEST_P(StoreTest, AnEventThatCannotBeWrittenIsRefused) {
  Store store(where_);
  store.create_table("t", config(), 1000);
  // Not UTF-8: cannot be stored as JSON text, so the table must not take the change.
  EXPECT_THROW(store.record("t", 1, Json{{"type", "sit"}, {"name", "\xff"}}), std::runtime_error);
  store.record("t", 1, Json{{"type", "presence"}});
  EXPECT_EQ(store.load_tables()[0].seq, 1);
}

TEST_P(StoreTest, LoadRefusesAJournalWithAHole) {
  {
    Store store(where_);
    store.create_table("t", config(), 1000);
    for (int i = 1; i <= 3; ++i) store.record("t", i, Json{{"type", "presence"}});
  }
  exec("DELETE FROM events WHERE seq = 2");
  Store store(where_);
  EXPECT_THROW(store.load_tables(), std::runtime_error);
}

TEST_P(StoreTest, TablesOnSeveralThreadsShareOneStore) {
  Store store(where_);
  constexpr int kTables = 4;
  constexpr int kEvents = 100;
  for (int t = 0; t < kTables; ++t) store.create_table("t" + std::to_string(t), config(), t);
  std::vector<std::thread> threads;
  for (int t = 0; t < kTables; ++t) {
    threads.emplace_back([&store, t] {
      const std::string id = "t" + std::to_string(t);
      for (int i = 1; i <= kEvents; ++i) {
        store.record(id, i, i % 2 ? act(1, t, "call") : sit(t, id, "h", nullptr, 1));
        if (i % 10 == 0) store.ledger(id);  // readers interleave with writers
      }
    });
  }
  for (auto& thread : threads) thread.join();
  const auto tables = store.load_tables();
  ASSERT_EQ(tables.size(), static_cast<std::size_t>(kTables));
  for (const auto& table : tables) {
    EXPECT_EQ(table.seq, kEvents);
    EXPECT_EQ(table.events.size(), static_cast<std::size_t>(kEvents));
  }
}

// Two stores on one database (two server processes, issue 36) racing to write each table's next
// event: exactly one wins each seq, the other is refused with nothing written, and the journal
// stays numbered 1, 2, 3, ... with no event twice.
TEST_P(StoreTest, TwoWritersOfOneTableNeverBothWinASeq) {
  Store first(where_), second(where_);
  first.create_table("t", config(), 1000);
  constexpr int kEvents = 60;
  std::atomic<int> next{1};
  std::array<std::atomic<int>, 2> won{};
  auto writer = [&](Store& store, int who) {
    for (;;) {
      const int seq = next.load();
      if (seq > kEvents) return;
      try {
        store.record("t", seq, Json{{"type", "presence"}, {"by", who}, {"seq", seq}});
        ++won[static_cast<std::size_t>(who)];
      } catch (const std::runtime_error&) {
        // Refused: the seq is stored already, so the other writer has committed it.
      }
      int expected = seq;
      next.compare_exchange_strong(expected, seq + 1);
    }
  };
  std::thread a(writer, std::ref(first), 0), b(writer, std::ref(second), 1);
  a.join();
  b.join();
  const auto tables = Store(where_).load_tables();
  ASSERT_EQ(tables.size(), 1u);
  EXPECT_EQ(tables[0].seq, kEvents);
  ASSERT_EQ(tables[0].events.size(), static_cast<std::size_t>(kEvents));
  for (int i = 0; i < kEvents; ++i) EXPECT_EQ(tables[0].events[i].at("seq"), i + 1);
  EXPECT_EQ(won[0] + won[1], kEvents);
  EXPECT_EQ(count("events"), kEvents);
}

// The server killed with SIGKILL (no destructors, no close): every event record() returned
// for is in the database when it starts again.
TEST_P(StoreTest, EveryRecordedEventSurvivesAKilledProcess) {
  constexpr int kEvents = 300;
  const pid_t child = fork();
  ASSERT_NE(child, -1);
  if (child == 0) {
    try {
      auto* store = new Store(where_);  // never deleted: the process dies with it open
      store->create_table("t", config(), 1000);
      for (int i = 1; i <= kEvents; ++i) store->record("t", i, act(1, i % 6, "call"));
    } catch (...) {
      _exit(1);
    }
    raise(SIGKILL);
    _exit(2);  // not reached
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the child failed before it was killed";
  ASSERT_EQ(WTERMSIG(status), SIGKILL);
  if (sqlite()) {
    EXPECT_TRUE(fs::exists(path_ + "-wal"));  // the log was never checkpointed and removed
  }

  Store store(where_);
  const auto tables = store.load_tables();
  ASSERT_EQ(tables.size(), 1u);
  ASSERT_EQ(tables[0].seq, kEvents);
  ASSERT_EQ(tables[0].events.size(), static_cast<std::size_t>(kEvents));
  for (int i = 1; i <= kEvents; ++i) {
    EXPECT_EQ(tables[0].events[i - 1], act(1, i % 6, "call"));
  }
  EXPECT_EQ(count("actions"), kEvents);
  store.record("t", kEvents + 1, act(1, 0, "fold"));  // and the table carries on
}

}  // namespace
}  // namespace cardroom::server
