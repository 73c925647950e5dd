// The decision timer and away mode: when time runs out the table plays the default once (check,
// else fold; stand; some card to expose; some declaration); a seat away is played at once every
// time it is its turn.
#include <gtest/gtest.h>

#include <set>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

struct TwoPeople : Harness {
  // No time bank: these tests are about the decision timer alone (table_time_bank_test.cpp).
  explicit TwoPeople(std::string_view config = R"({"games": ["7-27"], "seats": 3, "time_bank_s": 0})")
      : Harness(config) {
    t().sit("Ann", 0, "hash-ann", now);
    t().sit("Bo", 1, "hash-bo", now);
    settle(*this);
  }
  int actor() { return view(std::nullopt).at("to_act").get<int>(); }
};

// The default the protocol names for a set of legal words.
std::string expected_default(const std::vector<std::string>& legal) {
  const std::set<std::string> words(legal.begin(), legal.end());
  if (words.count("check")) return "check";
  if (words.count("stand")) return "stand";
  if (words.count("fold")) return "fold";
  return "";
}

TEST(TableTimer, NextWakeupIsTheDeadline) {
  TwoPeople h;
  ASSERT_TRUE(h.t().hand_in_progress());
  EXPECT_EQ(h.t().next_wakeup(), h.now + 30'000);
}

TEST(TableTimer, NothingHappensBeforeTheDeadline) {
  TwoPeople h;
  const auto seq = h.t().seq();
  const auto before = all_views(h.t(), h.now + 29'999, false);
  EXPECT_FALSE(h.t().step(h.now + 29'999));
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(all_views(h.t(), h.now + 29'999, false), before);
}

TEST(TableTimer, TheDefaultIsPlayedOnceWhenTimeRunsOut) {
  TwoPeople h;
  const std::int64_t dealt_at_seq = h.t().seq();
  int timeouts = 0;
  std::vector<std::pair<std::size_t, std::string>> expected;  // action index, word
  while (h.t().hands_played() == 0 && timeouts < 60) {
    ASSERT_TRUE(h.t().hand_in_progress());
    const int actor = h.actor();
    const auto legal = legal_words(h.t(), actor, h.now);
    const auto deadline = h.t().next_wakeup();
    ASSERT_TRUE(deadline.has_value());
    const auto seq = h.t().seq();
    h.now = *deadline + 1;
    ASSERT_TRUE(h.t().step(h.now));
    ++timeouts;
    if (h.t().hands_played() == 0) {
      EXPECT_EQ(h.t().seq(), seq + 1);
    } else {
      EXPECT_LE(h.t().seq(), seq + 2);  // the action and the hand-over
    }
    // Played once: the seat is not set away.
    EXPECT_FALSE(h.view(std::nullopt).at("seats")[actor].at("away").get<bool>());
    const std::string word = expected_default(legal);
    if (!word.empty()) expected.emplace_back(static_cast<std::size_t>(seq - dealt_at_seq), word);
    if (h.t().hand_in_progress()) {
      // The next decision has a full timer again.
      EXPECT_EQ(h.t().next_wakeup(), h.now + 30'000);
      EXPECT_FALSE(h.t().step(h.now));
    }
  }
  ASSERT_EQ(h.t().hands_played(), 1);
  const Json actions = h.t().hands_after(0)[0].at("actions");
  ASSERT_EQ(actions.size(), static_cast<std::size_t>(timeouts)) << actions.dump();
  for (const auto& [index, word] : expected)
    EXPECT_EQ(actions[index], word) << "action " << index << ": " << actions.dump();
}

TEST(TableTimer, RunningOutPlaysExposeAndDeclareHandsToTheEnd) {
  TwoPeople h(R"({"games": ["7-27"], "seats": 3,
      "rules": {"7-27": {"deal": "three-down-expose", "showdown": "declare-sequential"}}})");
  ASSERT_TRUE(drive(h, [&] { return h.t().hands_played() >= 3; }, {},
                    DriveOptions{.answer_people = false}));
  std::set<std::string> verbs;
  for (const auto& hand : h.t().hands_after(0))
    for (const auto& a : hand.at("actions")) {
      const auto word = a.get<std::string>();
      verbs.insert(word.substr(0, word.find(' ')));
    }
  EXPECT_TRUE(verbs.count("expose")) << "no card was exposed by default";
}

TEST(TableTimer, NoTimerMeansNoDeadline) {
  TwoPeople h(R"({"games": ["7-27"], "seats": 3, "timer_s": 0})");
  ASSERT_TRUE(h.t().hand_in_progress());
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
  const auto seq = h.t().seq();
  EXPECT_FALSE(h.t().step(h.now + 3'600'000));
  EXPECT_EQ(h.t().seq(), seq);
  const Json v = h.view(h.actor());
  EXPECT_TRUE(!v.contains("deadline_ms") || v.at("deadline_ms").is_null()) << v.dump();
}

TEST(TableAway, ASeatAwayIsPlayedAtOnceEveryTurnUntilBack) {
  TwoPeople h;
  h.t().set_away(0, true, h.now);
  EXPECT_TRUE(h.view(std::nullopt).at("seats")[0].at("away").get<bool>());
  int away_turns = 0;
  Rng rng(4);
  // Two hands: the clock never moves while the hand is on.
  for (int guard = 0; guard < 1000 && h.t().hands_played() < 2; ++guard) {
    if (!h.t().hand_in_progress()) {
      if (!h.t().step(h.now)) {
        const auto wake = h.t().next_wakeup();
        ASSERT_TRUE(wake.has_value());
        h.now = *wake;
      }
      continue;
    }
    const int actor = h.actor();
    if (actor == 0) {
      const auto seq = h.t().seq();
      const int played = h.t().hands_played();
      ASSERT_TRUE(h.t().step(h.now)) << "the away seat was not played at once";
      // One change (the action; ending the hand may record the hand-over with it).
      if (h.t().hands_played() == played) {
        EXPECT_EQ(h.t().seq(), seq + 1);
      } else {
        EXPECT_GT(h.t().seq(), seq);
      }
      ++away_turns;
    } else {
      EXPECT_FALSE(h.t().step(h.now));  // a person who is here is waited for
      const auto words = legal_words(h.t(), 1, h.now);
      h.t().act(1, concrete_random(words[rng.below(static_cast<std::uint32_t>(words.size()))],
                                   rng),
                h.t().seq(), h.now);
    }
  }
  EXPECT_EQ(h.t().hands_played(), 2);
  EXPECT_GT(away_turns, 0);

  h.t().set_away(0, false, h.now);
  EXPECT_FALSE(h.view(std::nullopt).at("seats")[0].at("away").get<bool>());
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress() && h.actor() == 0; }, {},
                    DriveOptions{.answer_people = false}));
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_TRUE(h.view(0).contains("legal"));
}

TEST(TableAway, SeatsAwayAreNotWaitedForBetweenHandsEither) {
  // Everyone away: whole hands of every kind play out with step() and the pause alone.
  TwoPeople h(R"({"seats": 3, "rules": {"7-27": {"deal": "three-down-expose",
      "showdown": "declare-simultaneous"}, "15-35": {"showdown": "declare-sequential"}}})");
  h.t().set_away(0, true, h.now);
  h.t().set_away(1, true, h.now);
  ASSERT_TRUE(play_hands(h, 12, {}, DriveOptions{.answer_people = false}));
}

TEST(TableAway, OnlyASeatedPersonCanBeAway) {
  Harness h(R"({"seats": 3, "bots": [{"seat": 2, "kind": "random"}]})");
  const auto seq = h.t().seq();
  EXPECT_THROW(h.t().set_away(0, true, h.now), TableError);  // empty
  EXPECT_THROW(h.t().set_away(7, true, h.now), TableError);  // no such seat
  EXPECT_EQ(h.t().seq(), seq);
}

}  // namespace
}  // namespace cardroom::server::table_test
