// What the terminal and a server table's log say as a Five Three Five round goes on: each move,
// the end of a trick and its reason, the end of the round; seats by their short names.
#include "narration/five35_narration.h"

#include <gtest/gtest.h>

namespace cardroom::narration {
namespace five35_narration_test {

using namespace five35;

// Rank indices of the printed ranks used here.
constexpr int k3 = 2, k5 = 4, k7 = 5, k8 = 6, k9 = 7, k12 = 9;

const Five35Speaker kBea{"Bea", false};
const Five35Speaker kCal{"Cal", false};
const Five35Speaker kYou{"You", true};

TEST(Five35MeldText, TypeThenCards) {
  EXPECT_EQ(meld_text(meld_of(Hand::run(0, 3))), "run 1 2 3");
  EXPECT_EQ(meld_text(meld_of(Hand::of(k7, 2))), "set 7 7");
  EXPECT_EQ(meld_text(meld_of(Hand::of(k12))), "single 12");
  EXPECT_EQ(meld_text(Meld{}), "nothing");
}

TEST(Five35Narration, EachMoveInTheThirdPersonAndToYou) {
  const Meld nothing{};
  EXPECT_EQ(narrate_move(kBea, Move::lead(Hand::run(k3, 3)), nothing), "Bea leads 3 4 5");
  EXPECT_EQ(narrate_move(kYou, Move::lead(Hand::run(k3, 3)), nothing), "You lead 3 4 5");
  const Meld sevens = meld_of(Hand::of(k7, 2));
  EXPECT_EQ(narrate_move(kCal, Move::overwrite(Hand::of(k9, 2)), sevens),
            "Cal overwrites 7 7 with 9 9");
  EXPECT_EQ(narrate_move(kYou, Move::overwrite(Hand::of(k9, 2)), sevens),
            "You overwrite 7 7 with 9 9");
  const Meld fives = meld_of(Hand::of(k5, 2));
  EXPECT_EQ(narrate_move(Five35Speaker{"Dot", false}, Move::add(Hand::of(k5)), fives),
            "Dot adds 5 to 5 5: set 5 5 5");
  EXPECT_EQ(narrate_move(kBea, Move::pass(), fives), "Bea passes");
  EXPECT_EQ(narrate_move(kYou, Move::pass(), fives), "You pass");
}

TEST(Five35Narration, LongNamesAreShortNames) {
  const Five35Speaker long_name{"Bartholomew Montgomery", false};
  EXPECT_EQ(narrate_move(long_name, Move::pass(), Meld{}), "Bartholomew Montg. passes");
  EXPECT_EQ(narrate_result(PlayResult(TrickEnd::kAllPassed, 0, false), kBea, long_name, Meld{}),
            "Trick ends: everyone else passed - Bartholomew Montg. leads the next trick.");
}

TEST(Five35Narration, TheEndOfATrickSaysWhyAndWhoLeadsNext) {
  const Meld eights = meld_of(Hand::of(k8));
  EXPECT_EQ(narrate_result(PlayResult(TrickEnd::kRuleOfEight, 1, false), kBea, kCal, eights),
            "Trick ends: Rule of 8 - Cal leads the next trick.");
  EXPECT_EQ(narrate_result(PlayResult(TrickEnd::kRuleOfEight, 0, false), kBea, kYou, eights),
            "Trick ends: Rule of 8 - you lead the next trick.");
  // The trick goes on: nothing to say.
  EXPECT_EQ(narrate_result(PlayResult(), kBea, kCal, eights), "");
}

TEST(Five35Narration, GoingOutEndsTheRound) {
  const Meld meld = meld_of(Hand::of(k12));
  EXPECT_EQ(narrate_result(PlayResult(TrickEnd::kNone, 0, true), kBea, kBea, meld),
            "Bea goes out: no cards left, the round is over.");
  EXPECT_EQ(narrate_result(PlayResult(TrickEnd::kAllPassed, 0, true), kYou, kYou, meld),
            "You go out: no cards left, the round is over.");
}

TEST(Five35Narration, TrickEndReasons) {
  EXPECT_EQ(trick_end_reason(TrickEnd::kAllPassed, Meld{}), "everyone else passed");
  EXPECT_EQ(trick_end_reason(TrickEnd::kSetComplete, meld_of(Hand::of(k7, 4))),
            "the set of 7s is complete");
  EXPECT_EQ(trick_end_reason(TrickEnd::kRunOfFive, meld_of(Hand::run(0, 5))), "run of five");
  EXPECT_EQ(trick_end_reason(TrickEnd::kRuleOfEight, meld_of(Hand::of(k8))), "Rule of 8");
  EXPECT_EQ(trick_end_reason(TrickEnd::kNone, Meld{}), "");
}

}  // namespace five35_narration_test
}  // namespace cardroom::narration
