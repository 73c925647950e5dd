// Hand::public_history(): the public actions of a hand as one number, which the solver's
// information sets rely on to forget nothing a player remembers, and to learn nothing hidden.
#include <gtest/gtest.h>

#include "vying/test_helpers.h"
#include "vying/view.h"

namespace cardroom::vying::test {
namespace {

constexpr std::string_view kLowDeck = "2c 3c 4c 5c 6c 7c 8c 9c";

TEST(PublicHistory, TheSameActionsGiveTheSameNumberWhateverTheCards) {
  Play a(r727(), {10, 10}, 0, kLowDeck), b(r727(), {10, 10}, 0, "Kd Qd Jd Td 9d 8d 7d 6d");
  EXPECT_EQ(a->public_history(), b->public_history());
  a.acts({"stand", "stand", "bet 1"});
  b.acts({"stand", "stand", "bet 1"});
  EXPECT_EQ(a->public_history(), b->public_history());
  EXPECT_EQ(SeatView(a.hand(), 0).public_history(), a->public_history());
}

TEST(PublicHistory, WhoBetIsRemembered) {
  // Both end the round with one chip in: bet-call, or check-bet-call.
  Play a(r727(), {10, 10}, 0, kLowDeck), b(r727(), {10, 10}, 0, kLowDeck);
  a.acts({"stand", "take", "bet 1", "call"});
  b.acts({"stand", "take", "check", "bet 1", "call"});
  EXPECT_EQ(a->seat(0).put_in, b->seat(0).put_in);
  EXPECT_NE(a->public_history(), b->public_history());
}

TEST(PublicHistory, ASimultaneousDeclarationIsNotInIt) {
  Rules simultaneous = r727();
  simultaneous.showdown = ShowdownRule::kDeclareSimultaneous;
  Rules sequential = simultaneous;
  sequential.showdown = ShowdownRule::kDeclareSequential;
  for (const bool hidden : {true, false}) {
    const Rules& rules = hidden ? simultaneous : sequential;
    Play low(rules, {10, 10}, 0, kLowDeck), high(rules, {10, 10}, 0, kLowDeck);
    low.acts({"stand", "stand", "check", "check", "stand", "stand"});
    high.acts({"stand", "stand", "check", "check", "stand", "stand"});
    ASSERT_EQ(low->phase(), Phase::kDeclare);
    low.act("declare low");
    high.act("declare high");
    EXPECT_EQ(low->public_history() == high->public_history(), hidden);
  }
}

}  // namespace
}  // namespace cardroom::vying::test
