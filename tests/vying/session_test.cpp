// A table session (rulebook §7): hands in sequence, the button moving left, broke players
// sitting out, the dealer's choice of game and rules per hand, chips conserved throughout.
#include <gtest/gtest.h>

#include <numeric>

#include "core/input_error.h"
#include "random_rules.h"
#include "vying/random_play.h"
#include "vying/session.h"

namespace cardroom::vying {
namespace {

void play_out(Hand& hand, Rng& rng) {
  while (!hand.finished()) hand.apply_unchecked(random_action(hand.legal(), rng));
}

TEST(Session, ButtonMovesOneSeatLeftEachHand) {
  Session table({50, 50, 50, 50}, 2);
  Rng rng(1);
  const DealersChoice choice{Game::kSevenTwentySeven, seven_twenty_seven()};
  for (int h = 0; h < 20 && table.can_deal(); ++h) {
    const int dealer = table.dealer();
    Hand hand = table.deal(choice, rng);
    EXPECT_EQ(hand.dealer(), dealer);
    play_out(hand, rng);
    table.finish(hand);
    int expected = (dealer + 1) % 4;
    while (table.stacks()[static_cast<std::size_t>(expected)] == 0) expected = (expected + 1) % 4;
    EXPECT_EQ(table.dealer(), expected) << "after hand " << h;
  }
  EXPECT_GE(table.hands_played(), 2);
}

TEST(Session, BrokeSeatsSitOutAndTheButtonSkipsThem) {
  Session table({0, 30, 0, 30}, 3);
  Rng rng(2);
  Hand hand = table.deal({Game::kFifteenThirtyFive, fifteen_thirty_five()}, rng);
  EXPECT_FALSE(hand.seat(0).dealt_in);
  EXPECT_FALSE(hand.seat(2).dealt_in);
  EXPECT_EQ(hand.seat(0).count, 0);
  EXPECT_TRUE(hand.seat(1).dealt_in);
  play_out(hand, rng);
  table.finish(hand);
  // From seat 3 the next seat with chips is seat 1 (seat 0 is broke) unless seat 1 went broke.
  EXPECT_EQ(table.dealer(), table.stacks()[1] > 0 ? 1 : 3);
}

TEST(Session, DealersChoiceMustSeatEveryoneWithChips) {
  Session table(std::vector<std::int64_t>(9, 20), 0);
  Rng rng(3);
  EXPECT_THROW(table.deal({Game::kFifteenThirtyFive, fifteen_thirty_five()}, rng), InputError);
  EXPECT_NO_THROW(table.deal({Game::kSevenTwentySeven, seven_twenty_seven()}, rng));
}

TEST(Session, ChipsAreConservedOverThousandsOfHandsOfDealersChoice) {
  Rng rng(4);
  for (int table_no = 0; table_no < 40; ++table_no) {
    std::vector<std::int64_t> stacks(2 + rng.below(7), 0);
    for (auto& s : stacks) s = 5 + rng.below(40);
    const std::int64_t chips = std::accumulate(stacks.begin(), stacks.end(), std::int64_t{0});
    Session table(stacks, 0);
    for (int h = 0; h < 100 && table.can_deal(); ++h) {
      DealersChoice choice;
      choice.rules = testing::random_rules(rng);
      choice.game = Game::kSevenTwentySeven;  // up to ten seats, any rule keys
      Hand hand = table.deal(choice, rng);
      play_out(hand, rng);
      table.finish(hand);
      ASSERT_EQ(table.total_chips(), chips) << "table " << table_no << " hand " << h;
      for (auto s : table.stacks()) ASSERT_GE(s, 0);
    }
  }
}

}  // namespace
}  // namespace cardroom::vying
