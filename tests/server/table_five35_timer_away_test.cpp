// The decision timer and away mode at a Five Three Five table: the server passes for the seat
// when passing is legal, else leads its lowest single; a timer runs out once, away lasts.
#include <gtest/gtest.h>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace {

constexpr const char* kAnnWithBots = R"({"games": ["535"], "seats": 3, "timer_s": 10, "time_bank_s": 0,
    "bots": [{"seat": 0, "kind": "random"}, {"seat": 2, "kind": "heuristic"}]})";

// Every action the server made for a person (`by` timer or away) was the default: pass when
// legal, else the lowest single. Returns how many there were.
int check_defaults(const MemoryJournal& journal, const std::string& by) {
  std::optional<five35::Round> round;
  int defaults = 0;
  for (const auto& row : journal.rows) {
    const Json& e = row.event;
    if (e.at("type") == "deal") round.emplace(dealt_round(e));
    if (e.at("type") != "act") continue;
    const std::string word = e.at("action").get<std::string>();
    if (e.value("by", "") == by) {
      ++defaults;
      five35::MoveList moves;
      round->legal_moves(moves);
      if (round->meld().empty()) {
        const five35::Hand hand = round->hand(round->to_act());
        EXPECT_EQ(word, "lead " + std::to_string(five35::rank_number(hand.lowest())));
      } else {
        EXPECT_EQ(word, "pass");
      }
    }
    EXPECT_EQ(round->apply(round->to_act(), five35::parse_words(word)), five35::Refusal::kNone);
  }
  return defaults;
}

TEST(Five35TableTimer, TheTimerPlaysTheDefaultOnce) {
  Harness h(kAnnWithBots, 21);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return person_to_act(h, 1); }));
  EXPECT_EQ(h.view(1).at("deadline_ms"), 10'000);
  EXPECT_EQ(h.t().next_wakeup(), h.now + 10'000);
  EXPECT_FALSE(h.t().step(h.now + 9'999));
  const auto seq = h.t().seq();
  EXPECT_TRUE(h.t().step(h.now + 10'000));
  EXPECT_EQ(h.journal.rows[std::size_t(seq)].event.at("by"), "timer");
  EXPECT_FALSE(h.t().seats()[1]->away);  // only once: Ann is not made away
  // Let the clock run out on every one of Ann's turns for a few rounds.
  ASSERT_TRUE(play_hands(h, 3, {}, DriveOptions{.answer_people = false}));
  EXPECT_GT(check_defaults(h.journal, "timer"), 3);
}

TEST(Five35TableTimer, AwayPlaysTheDefaultAtOnceUntilTurnedOff) {
  Harness h(kAnnWithBots, 22);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  h.t().set_away(1, true, h.now);
  EXPECT_TRUE(h.view(std::nullopt).at("seats")[1].at("away").get<bool>());
  ASSERT_TRUE(play_hands(h, 3, {}, DriveOptions{.answer_people = false}));
  EXPECT_GT(check_defaults(h.journal, "away"), 3);
  EXPECT_EQ(check_defaults(h.journal, "timer"), 0);
  h.t().set_away(1, false, h.now);
  ASSERT_TRUE(drive(h, [&] { return person_to_act(h, 1); }));
  EXPECT_FALSE(h.t().step(h.now));  // waits for Ann again
  EXPECT_EQ(h.view(1).at("deadline_ms"), 10'000);
}

TEST(Five35TableTimer, NoTimerWithTimerZero) {
  Harness h(
      R"({"games": ["535"], "seats": 2, "timer_s": 0, "bots": [{"seat": 0, "kind": "random"}]})");
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return person_to_act(h, 1); }));
  EXPECT_TRUE(h.view(1).at("deadline_ms").is_null());
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
  EXPECT_FALSE(h.t().step(h.now + 3'600'000));
}

}  // namespace
}  // namespace cardroom::server::table_test
