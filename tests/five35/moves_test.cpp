// Rulebook §4 (a turn: lead, overwrite, add, pass) and §7 (refusals), through the move generator
// and the checker.
#include "five35/moves.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "helpers.h"

namespace cardroom::five35 {
namespace {

using testing::cards;
using testing::legal_words;
using testing::round_with;
using Words = std::vector<std::string>;

Words legal_for(Hand hand, Hand meld_cards, int copies = 4) {
  MoveList moves;
  legal_moves(hand, meld_of(meld_cards), copies, moves);
  Words words;
  for (const Move& m : moves) words.push_back(to_words(m));
  return words;
}

Words sorted(Words w) {
  std::sort(w.begin(), w.end());
  return w;
}

TEST(Five35Lead, EverySingleSetAndRunOfUpToThreeCards) {
  EXPECT_EQ(
      legal_for(cards({3, 3, 3, 4, 5, 7, 9, 12, 12, 13}), cards({})),
      (Words{"lead 3", "lead 4", "lead 5", "lead 7", "lead 9", "lead 12", "lead 13", "lead 3 3",
             "lead 3 3 3", "lead 12 12", "lead 3 4", "lead 4 5", "lead 12 13", "lead 3 4 5"}));
}

TEST(Five35Lead, NoRunAcrossTheGapsAndNoPass) {
  const Words words = legal_for(cards({4, 5, 7, 8, 9, 11}), cards({}));
  for (const char* bad : {"lead 5 7", "lead 9 11", "lead 4 5 7", "lead 8 9 11", "pass"}) {
    EXPECT_EQ(std::count(words.begin(), words.end(), bad), 0) << bad;
  }
  EXPECT_EQ(std::count(words.begin(), words.end(), "lead 7 8 9"), 1);
}

TEST(Five35Lead, AtMostThreeCards) {
  const Words words = legal_for(cards({1, 2, 3, 4, 5, 12, 12, 12, 12}), cards({}));
  for (const auto& w : words) EXPECT_LE(std::count(w.begin(), w.end(), ' '), 3) << w;
  EXPECT_EQ(std::count(words.begin(), words.end(), "lead 12 12 12"), 1);
}

TEST(Five35Overwrite, SameTypeAndSizeStrictlyStronger) {
  // Facing a single 9: every higher single (not the equal 9, which can only be added).
  EXPECT_EQ(sorted(legal_for(cards({1, 9, 11, 11, 15}), cards({9}))),
            sorted(Words{"overwrite 11", "overwrite 15", "add 9", "pass"}));
  // Facing 11 11: only a higher pair.
  EXPECT_EQ(sorted(legal_for(cards({11, 11, 12, 12, 12, 14}), cards({11, 11}))),
            sorted(Words{"overwrite 12 12", "add 11", "add 11 11", "pass"}));
}

TEST(Five35Overwrite, LowerRunOfTheSameLength) {
  EXPECT_EQ(
      sorted(legal_for(cards({1, 2, 3, 7, 8, 9, 11, 15}), cards({12, 13, 14}))),
      sorted(Words{"overwrite 1 2 3", "overwrite 7 8 9", "add 11", "add 15", "add 11 15", "pass"}));
}

TEST(Five35Add, BothEndsOfARun) {
  // Facing 3-4: extend low (2, 1 2), high (5), or both (2 5, 1 2 5); 1 2 also overwrites.
  EXPECT_EQ(legal_for(cards({1, 2, 2, 5, 5, 7, 11, 12}), cards({3, 4})),
            (Words{"overwrite 1 2", "add 2", "add 5", "add 1 2", "add 2 5", "add 1 2 5", "pass"}));
}

TEST(Five35Add, RunsDoNotExtendAcrossAGap) {
  // 8-9 cannot take an 11, and 4-5 cannot take a 7.
  EXPECT_EQ(sorted(legal_for(cards({7, 11, 12}), cards({8, 9}))), sorted(Words{"add 7", "pass"}));
  EXPECT_EQ(sorted(legal_for(cards({3, 7, 8}), cards({4, 5}))), sorted(Words{"add 3", "pass"}));
}

TEST(Five35Add, OntoASingleMakesASetOrARun) {
  EXPECT_EQ(sorted(legal_for(cards({1, 2, 3, 3, 4, 5}), cards({3}))),
            sorted(Words{"overwrite 4", "overwrite 5", "add 2", "add 3", "add 4", "add 1 2",
                         "add 3 3", "add 2 4", "add 4 5", "add 1 2 4", "add 2 4 5", "pass"}));
}

TEST(Five35Add, OntoASingleEightEitherSide) {
  // The rulebook's own example: 8 led, the answer may add 7 9 around it.
  EXPECT_EQ(legal_for(cards({2, 2, 7, 8, 8, 9, 11, 12, 13, 13, 15, 15}), cards({8})),
            (Words{"overwrite 9", "overwrite 11", "overwrite 12", "overwrite 13", "overwrite 15",
                   "add 7", "add 8", "add 9", "add 8 8", "add 7 9", "pass"}));
}

TEST(Five35Add, AFourCardMeldCanOnlyBeAddedTo) {
  EXPECT_EQ(legal_for(cards({1, 1, 2, 3, 4}), cards({2, 3, 4, 5})), (Words{"add 1", "pass"}));
  // Five copies: four 7s are not complete, and a fifth may be added; nothing overwrites them.
  EXPECT_EQ(legal_for(cards({7, 9, 9, 9, 9, 14}), cards({7, 7, 7, 7}), 5),
            (Words{"add 7", "pass"}));
}

TEST(Five35Add, SetsNeverExceedTheCopies) {
  EXPECT_EQ(sorted(legal_for(cards({4, 4, 4}), cards({4}), 5)),
            sorted(Words{"add 4", "add 4 4", "add 4 4 4", "pass"}));
  const Meld three_fours = meld_of(cards({4, 4, 4}));
  EXPECT_EQ(check_move(cards({4, 4}), three_fours, 4, Move::add(cards({4, 4}))),
            Refusal::kDoesNotFit);
}

TEST(Five35Check, AgreesWithTheGenerator) {
  const Hand hand = cards({1, 2, 2, 3, 8, 8, 9, 12});
  for (Hand meld : {cards({}), cards({2}), cards({8, 9}), cards({12, 12}), cards({2, 3, 4, 5})}) {
    MoveList moves;
    legal_moves(hand, meld_of(meld), 4, moves);
    for (const Move& m : moves) {
      EXPECT_EQ(check_move(hand, meld_of(meld), 4, m), Refusal::kNone) << to_words(m);
    }
  }
}

TEST(Five35Refusal, NamesTheRuleBroken) {
  Round round = round_with({{3, 4, 5, 5, 9, 12, 12}, {1, 2, 7, 9, 11, 11, 14}});
  EXPECT_EQ(round.check(0, parse_words("lead 15")), Refusal::kCardsNotHeld);
  EXPECT_EQ(round.check(0, parse_words("lead 5 7")), Refusal::kCardsNotHeld);
  EXPECT_EQ(round.check(0, parse_words("lead 3 5")), Refusal::kNotAMeld);
  EXPECT_EQ(round.check(0, parse_words("lead 4 5 9")), Refusal::kNotAMeld);
  EXPECT_EQ(round.check(0, parse_words("pass")), Refusal::kMustLead);
  EXPECT_EQ(round.check(0, parse_words("add 3")), Refusal::kMustLead);
  EXPECT_EQ(round.check(1, parse_words("lead 1")), Refusal::kNotYourTurn);
  EXPECT_EQ(round.check(0, Move::lead(cards({3, 4, 5, 5}))), Refusal::kTooManyCards);
  EXPECT_EQ(round.check(0, Move::lead(Hand{})), Refusal::kNoCards);

  ASSERT_EQ(round.apply(0, parse_words("lead 9")), Refusal::kNone);
  EXPECT_EQ(round.check(1, parse_words("lead 11")), Refusal::kAlreadyLed);
  EXPECT_EQ(round.check(1, parse_words("overwrite 7")), Refusal::kNotStronger);
  EXPECT_EQ(round.check(1, parse_words("overwrite 9")), Refusal::kNotStronger);
  EXPECT_EQ(round.check(1, parse_words("overwrite 11 11")), Refusal::kWrongShape);
  EXPECT_EQ(round.check(1, parse_words("add 11")), Refusal::kDoesNotFit);
  EXPECT_EQ(round.check(1, parse_words("add 7")), Refusal::kDoesNotFit);  // 7 9: a gap
  EXPECT_EQ(round.check(1, Move{Action::kPass, cards({1})}), Refusal::kPassWithCards);
  EXPECT_EQ(round.check(0, parse_words("pass")), Refusal::kNotYourTurn);
  EXPECT_EQ(round.check(1, parse_words("overwrite 14")), Refusal::kNone);
  EXPECT_EQ(round.check(1, parse_words("add 9")), Refusal::kNone);
  for (Refusal r : {Refusal::kNotStronger, Refusal::kDoesNotFit, Refusal::kMustLead}) {
    EXPECT_FALSE(explain(r).empty());
  }
}

TEST(Five35Refusal, AFourCardMeldCannotBeOverwritten) {
  Round round = round_with({{2, 3, 9}, {4, 5, 1, 1}, {1, 2, 3, 12}}, 0);
  ASSERT_EQ(testing::play_words(round, {"lead 2 3", "add 4 5"}), Refusal::kNone);
  EXPECT_EQ(round.meld().size(), 4);
  EXPECT_EQ(round.check(2, Move::overwrite(cards({1, 2, 3}))), Refusal::kCannotOverwriteLong);
  EXPECT_EQ(legal_words(round), (Words{"add 1", "pass"}));
}

TEST(Five35Refusal, ChangesNothing) {
  Round round = round_with({{3, 4, 5, 9}, {1, 2, 7, 11}});
  ASSERT_EQ(round.apply(0, parse_words("lead 9")), Refusal::kNone);
  const Round before = round;
  EXPECT_NE(round.apply(1, parse_words("overwrite 7")), Refusal::kNone);
  EXPECT_NE(round.apply(0, parse_words("pass")), Refusal::kNone);
  EXPECT_NE(round.apply(1, parse_words("add 2")), Refusal::kNone);
  EXPECT_EQ(round, before);
}

}  // namespace
}  // namespace cardroom::five35
