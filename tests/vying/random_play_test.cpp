// Random play (vying/random_play.h) as its header states it: each legal word equally likely, and
// a bet or raise then an amount uniform over its range. The word and the amount come from one
// draw, so these tests check that neither leans on the other.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <utility>

#include "core/rng.h"
#include "vying/random_play.h"

namespace cardroom::vying {
namespace {

LegalActions random_play_betting() {
  LegalActions legal;
  legal.phase = Phase::kBetting;
  legal.seat = 0;
  return legal;
}

// Counts of (kind, amount) over `draws` picks.
std::map<std::pair<ActionKind, std::int64_t>, int> count_picks(const LegalActions& legal, int draws,
                                                               std::uint64_t seed) {
  Rng rng(seed);
  std::map<std::pair<ActionKind, std::int64_t>, int> seen;
  for (int i = 0; i < draws; ++i) {
    const Action a = random_action(legal, rng);
    ++seen[{a.kind, a.amount}];
  }
  return seen;
}

TEST(RandomPlay, EveryWordAndEveryAmountOfABetEquallyLikely) {
  LegalActions legal = random_play_betting();
  legal.check = true;
  legal.bet = true;
  legal.lo = 2;
  legal.hi = 4;
  legal.all_in = true;
  // Three words; the bet's third is spread over three amounts.
  const auto seen = count_picks(legal, 27000, 1);
  EXPECT_EQ(seen.size(), 5u);
  EXPECT_NEAR(seen.at({ActionKind::kCheck, 0}), 9000, 600);
  EXPECT_NEAR(seen.at({ActionKind::kAllIn, 0}), 9000, 600);
  for (std::int64_t amount = 2; amount <= 4; ++amount) {
    EXPECT_NEAR(seen.at({ActionKind::kBet, amount}), 3000, 350) << amount;
  }
}

TEST(RandomPlay, AWagerAfterABetIsARaiseAndOnlyLegalWordsComeUp) {
  LegalActions legal = random_play_betting();
  legal.call = true;
  legal.fold = true;
  legal.raise = true;
  legal.lo = 1;
  legal.hi = 2;
  legal.call_amount = 3;
  const auto seen = count_picks(legal, 24000, 2);
  EXPECT_EQ(seen.size(), 4u);
  EXPECT_NEAR(seen.at({ActionKind::kCall, 0}), 8000, 600);
  EXPECT_NEAR(seen.at({ActionKind::kFold, 0}), 8000, 600);
  EXPECT_NEAR(seen.at({ActionKind::kRaise, 1}), 4000, 400);
  EXPECT_NEAR(seen.at({ActionKind::kRaise, 2}), 4000, 400);
}

TEST(RandomPlay, ASingleLegalWordIsAlwaysTaken) {
  LegalActions legal = random_play_betting();
  legal.check = true;
  const auto seen = count_picks(legal, 1000, 3);
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen.begin()->first.first, ActionKind::kCheck);
}

// A range wider than half a draw (no limit with huge stacks) draws its amount on its own; the
// amounts still cover the range, both halves of it.
TEST(RandomPlay, AnAmountFromARangeWiderThanHalfADrawStaysInIt) {
  LegalActions legal = random_play_betting();
  legal.bet = true;
  legal.lo = 5;
  legal.hi = (std::int64_t{1} << 40) + 5;
  Rng rng(4);
  int upper_half = 0;
  for (int i = 0; i < 2000; ++i) {
    const Action a = random_action(legal, rng);
    ASSERT_EQ(a.kind, ActionKind::kBet);
    ASSERT_GE(a.amount, legal.lo);
    ASSERT_LE(a.amount, legal.hi);
    upper_half += a.amount > legal.lo + (std::int64_t{1} << 39);
  }
  EXPECT_NEAR(upper_half, 1000, 150);
}

}  // namespace
}  // namespace cardroom::vying
