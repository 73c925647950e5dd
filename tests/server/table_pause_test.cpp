// The host's pause: between hands (or at once) the table stops — no deal, no bot's move, no
// decision clock — and asked during a hand it stops when the hand ends with the result on the
// table; actions are refused while paused; resume starts it again with the clock's time left;
// a paused table is still paused after a restore.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace pause_test {

constexpr const char* kBots = R"({"games": ["7-27"], "seats": 3, "timer_s": 30,
    "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}]})";

constexpr const char* kPeople = R"({"games": ["7-27"], "seats": 3, "timer_s": 30})";

// Steps the clock and the table as a server would until nothing is due any more (or `limit`
// changes); returns the number of changes.
int run_until_still(Harness& h, int limit = 5000) {
  int changes = 0;
  while (changes < limit) {
    if (h.t().step(h.now)) {
      ++changes;
      continue;
    }
    const auto wake = h.t().next_wakeup();
    if (!wake) break;
    h.now = std::max(h.now + 1, *wake);
  }
  return changes;
}

TEST(TablePause, AskedDuringAHandStopsTheTableWhenTheHandEnds) {
  Harness h(kBots);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress() && h.t().hands_played() == 2; }));
  h.t().pause(false, h.now);
  EXPECT_FALSE(h.t().paused());
  EXPECT_TRUE(h.t().pausing());
  EXPECT_TRUE(h.view(std::nullopt).at("pausing").get<bool>());
  run_until_still(h);
  // The hand in play was finished by its bots, and no other was dealt.
  EXPECT_EQ(h.t().hands_played(), 3);
  EXPECT_FALSE(h.t().hand_in_progress());
  EXPECT_TRUE(h.t().paused());
  EXPECT_FALSE(h.t().pausing());
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
  const Json v = h.view(std::nullopt);
  EXPECT_TRUE(v.at("paused").get<bool>());
  EXPECT_FALSE(v.at("result").is_null()) << "the last hand's result stays on the table";
  // However long the clock runs, nothing happens.
  const auto seq = h.t().seq();
  h.now += 3'600'000;
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_EQ(h.t().seq(), seq);
}

TEST(TablePause, ResumeDealsAgain) {
  Harness h(kBots);
  h.t().pause(true, h.now);  // before the first deal
  EXPECT_TRUE(h.t().paused());
  EXPECT_EQ(run_until_still(h), 0);
  EXPECT_EQ(h.t().hands_played(), 0);
  h.t().resume(h.now);
  EXPECT_FALSE(h.t().paused());
  EXPECT_FALSE(h.view(std::nullopt).at("paused").get<bool>());
  ASSERT_TRUE(play_hands(h, 2));
}

TEST(TablePause, AtOnceFreezesTheDecisionClockAndRefusesActions) {
  Harness h(kPeople);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  const auto word = concrete(legal_words(h.t(), actor, h.now).at(0));
  h.now += 10'000;  // 20 s of the 30 left
  h.t().pause(true, h.now);
  EXPECT_FALSE(h.view(actor).contains("legal")) << "nothing is legal while paused";
  EXPECT_TRUE(h.t().paused());
  EXPECT_TRUE(h.view(actor).at("deadline_ms").is_null());
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);

  // An action is refused and changes nothing.
  const auto before = all_views(h.t(), h.now, false);
  const auto seq = h.t().seq();
  try {
    h.t().act(actor, word, std::nullopt, h.now);
    ADD_FAILURE() << "an action was taken while paused";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 409);
    EXPECT_NE(std::string(e.what()).find("paused"), std::string::npos) << e.what();
  }
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(all_views(h.t(), h.now, false), before);

  // Long past the old deadline the timer has not run out.
  h.now += 600'000;
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_EQ(h.t().seq(), seq);

  // Resumed: the 20 s left, not a fresh 30, and then the action is taken.
  h.t().resume(h.now);
  EXPECT_EQ(h.t().next_wakeup(), h.now + 20'000);
  EXPECT_EQ(h.view(actor).at("deadline_ms"), 20'000);
  h.t().act(actor, word, std::nullopt, h.now);
  EXPECT_GT(h.t().seq(), seq + 1);
}

TEST(TablePause, AskingTwiceRecordsOnce) {
  Harness h(kBots);
  h.t().pause(true, h.now);
  const auto seq = h.t().seq();
  h.t().pause(true, h.now);
  h.t().pause(false, h.now);
  EXPECT_EQ(h.t().seq(), seq);
  h.t().resume(h.now);
  h.t().resume(h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
}

TEST(TablePause, APausedTableIsStillPausedAfterARestore) {
  Harness h(kBots);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress() && h.t().hands_played() == 1; }));
  h.t().pause(false, h.now);
  run_until_still(h);
  ASSERT_TRUE(h.t().paused());
  Harness copy(kBots, 7, "copy");
  copy.table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, 7, &copy.journal,
                                                      h.journal.events(), h.t().seq(), h.now));
  EXPECT_TRUE(copy.t().paused());
  EXPECT_EQ(copy.t().hands_played(), 2);
  EXPECT_EQ(copy.t().next_wakeup(), std::nullopt);
  EXPECT_EQ(all_views(copy.t(), h.now, true), all_views(h.t(), h.now, true));
  copy.t().resume(h.now);
  const auto wake = copy.t().next_wakeup();  // once the last result has shown for pause_s
  ASSERT_TRUE(wake.has_value());
  EXPECT_TRUE(copy.t().step(*wake)) << "resumed, the table deals";
}

TEST(TablePause, SeatsComeAndGoWhilePaused) {
  Harness h(kPeople);
  h.t().pause(true, h.now);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  EXPECT_EQ(h.t().taken(), 2);
  EXPECT_FALSE(h.t().step(h.now)) << "no deal while paused";
  h.t().leave(1, h.now);
  EXPECT_EQ(h.t().taken(), 1);
}

}  // namespace pause_test
}  // namespace cardroom::server::table_test
