// The hand keeps its seats as masks and its pot as a running total beside the seats' own fields
// (issue 16 §1: turn order and counts by bit operations at every action). After every action of
// random hands under random rules, what it answers from them is what the seats themselves say.
// (The reference model test checks the legal actions, turn order and payouts these drive.)
#include <gtest/gtest.h>

#include <array>
#include <bit>

#include "random_rules.h"
#include "vying/hand.h"
#include "vying/random_play.h"

namespace cardroom::vying {
namespace {

TEST(HandRunningTotals, AgreeWithTheSeatsAfterEveryAction) {
  Rng rng(1535);
  int actions = 0;
  for (int k = 0; k < 3000; ++k) {
    const Rules rules = testing::random_rules(rng);
    const auto stacks = testing::random_stacks(rng);
    const int dealer = static_cast<int>(rng.below(std::uint32_t(stacks.size())));
    Hand hand = Hand::shuffled(rules, stacks, dealer, rng);
    for (;;) {
      std::array<std::int64_t, kMaxSeats> put_in{};
      SeatMask live = 0;
      std::int64_t pot = 0;
      for (int i = 0; i < hand.seats(); ++i) {
        put_in[std::size_t(i)] = hand.seat(i).put_in;
        pot += hand.seat(i).put_in;
        if (hand.seat(i).live()) live |= SeatMask(1u << i);
      }
      ASSERT_EQ(hand.pot_total(), pot);
      ASSERT_EQ(hand.live_count(), std::popcount(live));
      const Pots built = build_pots(std::span(put_in.data(), std::size_t(hand.seats())), live);
      const Pots kept = hand.pots();
      ASSERT_EQ(kept.count, built.count);
      for (int p = 0; p < built.count; ++p) {
        ASSERT_EQ(kept.pots[std::size_t(p)].amount, built.pots[std::size_t(p)].amount);
        ASSERT_EQ(kept.pots[std::size_t(p)].eligible, built.pots[std::size_t(p)].eligible);
      }
      if (hand.finished()) break;
      hand.apply_unchecked(random_action(hand.legal(), rng));
      ++actions;
    }
  }
  EXPECT_GT(actions, 30'000);
}

}  // namespace
}  // namespace cardroom::vying
