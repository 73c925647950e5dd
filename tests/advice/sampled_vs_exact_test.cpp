// Sampling agrees with enumeration where both run: the exact value lies inside the sampled 95%
// intervals about as often as it should. And the numbers depend on the seed alone, not on the
// number of threads.
#include <gtest/gtest.h>

#include <cmath>

#include "advice/advice.h"
#include "advice/advice_json.h"
#include "core/input_error.h"
#include "five35/helpers.h"
#include "records.h"
#include "vying/view.h"

namespace cardroom::advice {
namespace {

using testing::vying_hand;

// The over-is-bust last decision of exact_positions_test.cpp.
vying::Hand over_is_bust_call() {
  return vying_hand(R"({"game": "7-27",
      "rules": {"after_no_draw": "final-betting-round", "nearness": "over-is-bust"},
      "stacks": [3, 10], "dealer": 1, "deck": ["3h", "4c", "9s", "2d", "9c", "9d"],
      "actions": ["stand", "stand", "check", "check", "stand", "stand", "all-in"]})");
}

// Three players late in a round: seat 0 leads with 3 4 12, seat 1 holds one card and seat 2 two,
// so the unseen cards can lie 13 * 91 ways (about a thousand deals) and the heuristic plays on
// without chance: exact, with several decisions after each move.
five35::Round late_round() { return five35::testing::round_with({{3, 4, 12}, {7}, {9, 14}}, 0); }

// The Wald interval of a sampled probability.
bool covers(double sampled, int n, double exact) {
  const double half = 1.96 * std::sqrt(sampled * (1 - sampled) / n);
  return std::abs(sampled - exact) <= half + 1e-12;
}

TEST(SampledAdvice, AgreesWithEnumerationInVying) {
  const vying::SeatView view(over_is_bust_call(), 1);
  const VyingAdvice exact = advise(view);
  ASSERT_TRUE(exact.exact);
  int checks = 0, inside = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    AdviceOptions o;
    o.allow_exact = false;
    o.samples = 1000;
    o.playouts = 1000;
    o.seed = seed;
    const VyingAdvice sampled = advise(view, o);
    ASSERT_FALSE(sampled.exact);
    ASSERT_EQ(sampled.actions.size(), exact.actions.size());
    for (const auto& e : exact.actions) {
      for (const auto& s : sampled.actions) {
        if (s.word != e.word) continue;
        ++checks;
        inside += s.ci95.lo <= e.ev && e.ev <= s.ci95.hi;
      }
    }
    const ShowdownOdds &x = exact.showdown_now, &y = sampled.showdown_now;
    for (auto [e, s] : {std::pair{x.low, y.low}, {x.high, y.high}, {x.scoop, y.scoop}}) {
      ++checks;
      inside += covers(s, o.samples, e);
    }
  }
  // Folding is exactly 0 in every deal: its interval is a point, and it is always inside.
  EXPECT_GE(inside, checks * 9 / 10) << inside << " of " << checks;
}

TEST(SampledAdvice, AgreesWithEnumerationInFiveThreeFive) {
  const five35::Round round = late_round();
  const five35::View view(round, 0);
  const Five35Advice exact = advise(view);
  ASSERT_TRUE(exact.exact);
  ASSERT_GT(exact.samples, 500);
  int checks = 0, inside = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    AdviceOptions o;
    o.allow_exact = false;
    o.samples = 1000;
    o.playouts = 1000;
    o.seed = seed;
    const Five35Advice sampled = advise(view, o);
    ASSERT_FALSE(sampled.exact);
    for (const auto& e : exact.actions) {
      for (const auto& s : sampled.actions) {
        if (s.word != e.word) continue;
        ++checks;
        inside += s.ci95.lo <= e.points && e.points <= s.ci95.hi;
      }
    }
    ++checks;
    inside += covers(sampled.go_out_first, o.samples, exact.go_out_first);
  }
  EXPECT_GE(inside, checks * 9 / 10) << inside << " of " << checks;
}

// A four-player Seven Twenty-Seven hand at its first bet, and a Fifteen Thirty-Five one at an
// exposure: sampled, with the policy's chance in every playout.
vying::Hand first_bet() {
  return vying_hand(R"({"game": "7-27", "stacks": [100, 100, 100, 100], "seed": 5,
                        "actions": ["stand", "stand", "stand", "stand"]})");
}

TEST(SampledAdvice, SameNumbersOnAnyNumberOfThreads) {
  AdviceOptions o;
  o.samples = 120;
  o.playouts = 40;
  o.seed = 77;
  const vying::SeatView bet(first_bet(), first_bet().to_act());
  const five35::Round round = five35::testing::round_with(
      {{1, 2, 3, 7, 8, 12, 12}, {5, 5, 9, 11, 13, 14, 15}, {2, 4, 4, 7, 9, 11, 15}}, 0);
  const five35::View lead(round, 0);
  const io::Json vying_one = advice_json(advise(bet, o));
  const io::Json five35_one = advice_json(advise(lead, o));
  EXPECT_FALSE(vying_one["exact"].get<bool>());
  EXPECT_FALSE(five35_one["exact"].get<bool>());
  for (int threads : {2, 3}) {
    o.threads = threads;
    EXPECT_EQ(advice_json(advise(bet, o)), vying_one) << threads << " threads";
    EXPECT_EQ(advice_json(advise(lead, o)), five35_one) << threads << " threads";
  }
  // The exact path too.
  const vying::SeatView last(over_is_bust_call(), 1);
  o.threads = 1;
  const io::Json exact_one = advice_json(advise(last, o));
  o.threads = 2;
  EXPECT_EQ(advice_json(advise(last, o)), exact_one);
}

TEST(SampledAdvice, SameSeedSameNumbersOtherSeedOtherNumbers) {
  AdviceOptions o;
  o.samples = 100;
  o.playouts = 30;
  const vying::SeatView bet(first_bet(), first_bet().to_act());
  o.seed = 1;
  const io::Json a = advice_json(advise(bet, o));
  EXPECT_EQ(advice_json(advise(bet, o)), a);
  o.seed = 2;
  EXPECT_NE(advice_json(advise(bet, o)), a);
}

TEST(SampledAdvice, ActionsComeBestFirstWithTheirIntervals) {
  AdviceOptions o;
  o.samples = 100;
  o.playouts = 30;
  const vying::SeatView bet(first_bet(), first_bet().to_act());
  const VyingAdvice a = advise(bet, o);
  ASSERT_GE(a.actions.size(), 3u);  // check, and a bet at its least and most at least
  EXPECT_EQ(a.samples, 100);
  EXPECT_EQ(a.playouts, 30);
  for (std::size_t i = 0; i < a.actions.size(); ++i) {
    EXPECT_LE(a.actions[i].ci95.lo, a.actions[i].ev);
    EXPECT_GE(a.actions[i].ci95.hi, a.actions[i].ev);
    if (i > 0) {
      EXPECT_GE(a.actions[i - 1].ev, a.actions[i].ev);
    }
  }
  // Probabilities are probabilities; the share of the pot is at most the chance of winning any.
  const ShowdownOdds& s = a.showdown_now;
  for (double p : {s.low, s.high, s.scoop, s.share}) {
    EXPECT_GE(p, 0.0);
    EXPECT_LE(p, 1.0);
  }
  EXPECT_LE(s.scoop, std::min(s.low, s.high) + 1e-12);
}

TEST(AdviceOptionsCheck, RefusesBadBudgetsAndPolicies) {
  const vying::SeatView bet(first_bet(), first_bet().to_act());
  for (auto bad : {AdviceOptions{"heuristic", 0}, AdviceOptions{"heuristic", 100, -1},
                   AdviceOptions{"heuristic", 100, 10, 0, 0}, AdviceOptions{"wizard"},
                   AdviceOptions{"heuristic:depth=3"}}) {
    EXPECT_THROW(advise(bet, bad), InputError) << bad.policy;
  }
}

}  // namespace
}  // namespace cardroom::advice
