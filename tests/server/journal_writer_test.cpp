// Group commit (server/journal_writer.h): events from many tables are saved together, a table
// hears it is saved only after all its earlier events are, and a table whose event the database
// refuses is told so without holding up the others.
#include <gtest/gtest.h>

#include <filesystem>
#include <future>
#include <thread>

#include "server/journal_writer.h"
#include "server/store_backend.h"

namespace cardroom::server {
namespace {

namespace fs = std::filesystem;
using io::Json;

class JournalWriterTest : public testing_support::StoreBackendTest {
 protected:
  static Json event(int n) { return Json{{"type", "presence"}, {"n", n}}; }
};
CARDROOM_ON_BOTH_STORES(JournalWriterTest);

// What the marker of `table` says, waiting for it.
bool saved(JournalWriter& writer, const std::string& table) {
  std::promise<bool> answer;
  writer.after(table, [&answer](bool ok) { answer.set_value(ok); });
  return answer.get_future().get();
}

TEST_P(JournalWriterTest, EverythingQueuedBeforeTheMarkerIsSavedWhenItAnswers) {
  Store store(where_);
  for (const char* id : {"a", "b", "c"}) store.create_table(id, Json::object(), 1);
  JournalWriter writer(store);
  for (int seq = 1; seq <= 200; ++seq) {
    for (const char* id : {"a", "b", "c"}) writer.record(id, seq, event(seq));
  }
  EXPECT_TRUE(saved(writer, "b"));
  // The store is read after the answer: all of b's events (and the others, queued earlier) are in.
  for (const auto& table : store.load_tables()) {
    ASSERT_EQ(table.events.size(), 200u) << table.id;
    EXPECT_EQ(table.events.back(), event(200));
  }
}

TEST_P(JournalWriterTest, ARefusedEventStopsThatTableAloneAndNothingOfItsBatchIsLost) {
  Store store(where_);
  store.create_table("good", Json::object(), 1);
  store.create_table("bad", Json::object(), 2);
  JournalWriter writer(store);
  writer.hold();  // one batch, whatever the threads' timing
  writer.record("good", 1, event(1));
  writer.record("bad", 2, event(2));  // a gap: the store refuses it
  writer.record("good", 2, event(2));
  std::promise<bool> good_answer, bad_answer;
  writer.after("bad", [&](bool ok) { bad_answer.set_value(ok); });
  writer.after("good", [&](bool ok) { good_answer.set_value(ok); });
  writer.release();
  EXPECT_FALSE(bad_answer.get_future().get());
  EXPECT_TRUE(good_answer.get_future().get());
  const auto tables = store.load_tables();
  EXPECT_EQ(tables[0].id, "good");
  EXPECT_EQ(tables[0].events.size(), 2u);
  EXPECT_EQ(tables[1].events.size(), 0u);
}

// The refused event and the table's marker in different batches (how the threads happened to
// be scheduled once made the marker answer true): a table stays stopped.
TEST_P(JournalWriterTest, ATableWithARefusedEventStaysStoppedInLaterBatches) {
  Store store(where_);
  store.create_table("bad", Json::object(), 1);
  store.create_table("good", Json::object(), 2);
  JournalWriter writer(store);
  writer.record("bad", 2, event(2));  // a gap: refused
  std::promise<bool> first;
  writer.after("bad", [&](bool ok) { first.set_value(ok); });
  EXPECT_FALSE(first.get_future().get());  // that batch is done
  writer.record("bad", 1, event(1));  // would fit now, but the table has stopped
  writer.record("good", 1, event(1));
  std::promise<bool> later, good;
  writer.after("bad", [&](bool ok) { later.set_value(ok); });
  writer.after("good", [&](bool ok) { good.set_value(ok); });
  EXPECT_FALSE(later.get_future().get());
  EXPECT_TRUE(good.get_future().get());
  const auto tables = store.load_tables();
  EXPECT_EQ(tables[0].events.size(), 0u);
  EXPECT_EQ(tables[1].events.size(), 1u);
}

TEST_P(JournalWriterTest, StoppingSavesWhatIsStillQueued) {
  {
    Store store(where_);
    store.create_table("t", Json::object(), 1);
    JournalWriter writer(store);
    for (int seq = 1; seq <= 500; ++seq) writer.record("t", seq, event(seq));
  }
  Store reopened(where_);
  EXPECT_EQ(reopened.load_tables()[0].seq, 500);
}

// A bots-only table's events go in batches of at most background_batch() behind people's, and of
// kBackgroundBesidePeople beside them: a person's table is saved first, with a few of the bots'
// events at most, and the bots' table still gets everything saved, in order.
TEST_P(JournalWriterTest, ABackgroundTableWaitsBehindPeopleAndLosesNothing) {
  Store store(where_);
  store.create_table("bots", Json::object(), 1);
  store.create_table("people", Json::object(), 2);
  JournalWriter writer(store);
  writer.set_background("bots");
  // Everything is queued before the writer takes its first batch (it would otherwise race the
  // queueing, and on a busy machine could save every bot event before the person's arrived).
  writer.hold();
  const int kBotEvents = 10 * static_cast<int>(writer.background_batch());
  for (int seq = 1; seq <= kBotEvents; ++seq) writer.record("bots", seq, event(seq));
  writer.record("people", 1, event(1));
  std::promise<std::int64_t> bots_saved_when_people_were;
  writer.after("people", [&](bool ok) {
    EXPECT_TRUE(ok);
    bots_saved_when_people_were.set_value(store.load_tables()[0].seq);
  });
  writer.release();
  // The person's event was queued after all the bots' and is saved in the first batch, beside
  // a few of them.
  EXPECT_EQ(bots_saved_when_people_were.get_future().get(),
            static_cast<std::int64_t>(JournalWriter::kBackgroundBesidePeople));
  EXPECT_TRUE(saved(writer, "bots"));
  const auto tables = store.load_tables();
  ASSERT_EQ(tables[0].events.size(), std::size_t(kBotEvents));
  for (int seq = 1; seq <= kBotEvents; ++seq) EXPECT_EQ(tables[0].events[std::size_t(seq - 1)], event(seq));
}

TEST_P(JournalWriterTest, TablesOnManyThreadsKeepTheirOrder) {
  Store store(where_);
  constexpr int kTables = 8, kEvents = 300;
  for (int t = 0; t < kTables; ++t) store.create_table("t" + std::to_string(t), Json::object(), t);
  JournalWriter writer(store);
  std::vector<std::thread> tables;
  for (int t = 0; t < kTables; ++t) {
    tables.emplace_back([&writer, t] {
      const std::string id = "t" + std::to_string(t);
      for (int seq = 1; seq <= kEvents; ++seq) {
        writer.record(id, seq, event(seq));
        if (seq % 50 == 0) {
          EXPECT_TRUE(saved(writer, id));  // as a table waits before going on
        }
      }
    });
  }
  for (auto& t : tables) t.join();
  for (const auto& table : store.load_tables()) {
    EXPECT_EQ(table.seq, kEvents) << table.id;
  }
}

}  // namespace
}  // namespace cardroom::server
