// Rulebook §5 (the end of a trick) and §6 (the end of a round), played move by move.
#include <gtest/gtest.h>

#include "helpers.h"

namespace cardroom::five35 {
namespace {

using testing::cards;
using testing::numbers;
using testing::play_words;
using testing::round_with;

Rules with_rule_of_eight(RuleOfEight rule) {
  Rules rules;
  rules.rule_of_eight = rule;
  return rules;
}

TEST(Five35Round, TheDealerLeadsTheFirstTrick) {
  Round round = round_with({{1, 2}, {3, 4}, {5, 7}}, 2);
  EXPECT_EQ(round.to_act(), 2);
  EXPECT_EQ(round.trick_leader(), 2);
  EXPECT_TRUE(round.meld().empty());
  EXPECT_FALSE(round.finished());
}

TEST(Five35Round, TrickEndsWhenEveryoneElsePassed) {
  Round round = round_with({{1, 2, 12}, {3, 4, 13}, {5, 7, 14}});
  PlayResult last;
  ASSERT_EQ(play_words(round, {"lead 1", "pass", "pass"}, &last), Refusal::kNone);
  EXPECT_EQ(last.trick_end(), TrickEnd::kAllPassed);
  EXPECT_EQ(last.trick_winner(), 0);
  EXPECT_TRUE(round.meld().empty());
  EXPECT_EQ(round.to_act(), 0);
  EXPECT_EQ(round.trick_leader(), 0);
  for (int s = 0; s < 3; ++s) EXPECT_FALSE(round.passed(s));  // back in for the new trick
}

TEST(Five35Round, PassedPlayersAreSkippedAndTheLastToPlayWins) {
  Round round = round_with({{1, 9, 12, 12}, {3, 4, 13, 13}, {5, 7, 14, 14}});
  ASSERT_EQ(play_words(round, {"lead 1", "pass", "overwrite 5"}), Refusal::kNone);
  EXPECT_EQ(round.to_act(), 0);
  EXPECT_EQ(round.trick_leader(), 0);
  ASSERT_EQ(play_words(round, {"overwrite 9"}), Refusal::kNone);
  EXPECT_EQ(round.to_act(), 2);  // seat 1 passed: out of this trick
  PlayResult last;
  ASSERT_EQ(play_words(round, {"pass"}, &last), Refusal::kNone);
  EXPECT_EQ(last.trick_end(), TrickEnd::kAllPassed);
  EXPECT_EQ(last.trick_winner(), 0);
  EXPECT_EQ(round.to_act(), 0);
  // The next trick: seat 1 plays again.
  ASSERT_EQ(play_words(round, {"lead 12"}), Refusal::kNone);
  EXPECT_EQ(round.to_act(), 1);
}

TEST(Five35Round, TheLeaderMayWinByAPassAfterOthersPlayed) {
  Round round = round_with({{1, 9, 12}, {3, 4, 13}, {5, 7, 14}});
  ASSERT_EQ(play_words(round, {"lead 1", "overwrite 3", "pass", "pass"}), Refusal::kNone);
  EXPECT_EQ(round.to_act(), 1);
  EXPECT_EQ(round.trick_leader(), 1);
}

TEST(Five35Round, ASetOfEveryCopyEndsTheTrick) {
  Round round = round_with({{9, 9, 1, 2}, {9, 9, 3, 4}, {5, 7, 11}, {12, 13, 14}});
  PlayResult last;
  ASSERT_EQ(play_words(round, {"lead 9 9", "add 9 9"}, &last), Refusal::kNone);
  EXPECT_EQ(last.trick_end(), TrickEnd::kSetComplete);
  EXPECT_EQ(round.to_act(), 1);
  EXPECT_EQ(round.trick_leader(), 1);
  EXPECT_TRUE(round.meld().empty());
}

TEST(Five35Round, FiveCopiesWithFiveOrSixPlayers) {
  for (int players : {5, 6}) {
    std::vector<std::vector<int>> hands = {{5, 5, 1}, {5, 5, 2}, {5, 3, 4}};
    for (int s = 3; s < players; ++s) hands.push_back({12, 13});
    Round round = round_with(hands);
    PlayResult last;
    ASSERT_EQ(play_words(round, {"lead 5 5", "add 5 5"}, &last), Refusal::kNone);
    EXPECT_EQ(last.trick_end(), TrickEnd::kNone) << "four of five copies: the trick goes on";
    EXPECT_EQ(round.meld().size(), 4);
    EXPECT_EQ(testing::legal_words(round), (std::vector<std::string>{"add 5", "pass"}));
    ASSERT_EQ(play_words(round, {"add 5"}, &last), Refusal::kNone);
    EXPECT_EQ(last.trick_end(), TrickEnd::kSetComplete);
    EXPECT_EQ(round.to_act(), 2);
  }
}

TEST(Five35Round, ARunOfFiveEndsTheTrick) {
  Round round = round_with({{12, 13, 1}, {11, 14, 15, 2}, {3, 4}});
  PlayResult last;
  ASSERT_EQ(play_words(round, {"lead 12 13", "add 11 14 15"}, &last), Refusal::kNone);
  EXPECT_EQ(last.trick_end(), TrickEnd::kRunOfFive);
  EXPECT_EQ(round.to_act(), 1);
  // A run of four does not.
  Round other = round_with({{12, 13, 1}, {11, 14, 2}, {3, 4}});
  ASSERT_EQ(play_words(other, {"lead 12 13", "add 11 14"}, &last), Refusal::kNone);
  EXPECT_EQ(last.trick_end(), TrickEnd::kNone);
  EXPECT_EQ(other.to_act(), 2);
}

TEST(Five35RuleOfEight, ALeadOfEightDoesNotEndTheTrick) {
  for (RuleOfEight rule : {RuleOfEight::kAnyEight, RuleOfEight::kSourceList, RuleOfEight::kOff}) {
    Round round = round_with({{8, 8, 1}, {7, 9, 2}}, 0, with_rule_of_eight(rule));
    PlayResult last;
    ASSERT_EQ(play_words(round, {"lead 8 8"}, &last), Refusal::kNone);
    EXPECT_EQ(last.trick_end(), TrickEnd::kNone);
    EXPECT_EQ(round.to_act(), 1);
    EXPECT_EQ(round.trick_leader(), 0);
  }
}

struct EightCase {
  std::vector<int> leader_hand;
  std::vector<int> other_hand;
  const char* lead;
  const char* answer;
  bool any_eight, source_list;
};

TEST(Five35RuleOfEight, ThreeSettings) {
  const std::vector<EightCase> cases = {
      {{7, 1}, {8, 2}, "lead 7", "overwrite 8", true, true},            // an 8 single
      {{8, 1}, {8, 8, 2}, "lead 8", "add 8 8", true, true},             // a set of 8s
      {{7, 7, 1}, {8, 8, 2}, "lead 7 7", "overwrite 8 8", true, true},  // a set of 8s
      {{7, 1}, {8, 2}, "lead 7", "add 8", true, true},                  // 7-8
      {{9, 1}, {8, 2}, "lead 9", "add 8", true, false},                 // 8-9: not in the list
      {{9, 1}, {7, 8, 2}, "lead 9", "add 7 8", true, true},             // 7-8-9
      {{7, 1}, {8, 9, 2}, "lead 7", "add 8 9", true, true},             // 7-8-9
      {{12, 13, 1}, {8, 9, 2}, "lead 12 13", "overwrite 8 9", true, false},
      {{11, 12, 13, 1}, {7, 8, 9, 2}, "lead 11 12 13", "overwrite 7 8 9", true, true},
      {{8, 1}, {7, 2}, "lead 8", "add 7", false, false},  // adding a 7 plays no 8
      {{8, 1}, {9, 2}, "lead 8", "add 9", false, false},  // nor a 9
      {{8, 9, 1}, {7, 2}, "lead 8 9", "add 7", false, false},
      {{8, 1}, {7, 9, 2}, "lead 8", "add 7 9", false, false},
  };
  for (const EightCase& c : cases) {
    for (RuleOfEight rule : {RuleOfEight::kAnyEight, RuleOfEight::kSourceList, RuleOfEight::kOff}) {
      Round round = round_with({c.leader_hand, c.other_hand}, 0, with_rule_of_eight(rule));
      PlayResult last;
      ASSERT_EQ(play_words(round, {c.lead, c.answer}, &last), Refusal::kNone) << c.answer;
      const bool expected = rule == RuleOfEight::kAnyEight     ? c.any_eight
                            : rule == RuleOfEight::kSourceList ? c.source_list
                                                               : false;
      EXPECT_EQ(last.trick_end() == TrickEnd::kRuleOfEight, expected)
          << c.lead << " / " << c.answer << " under " << rule_of_eight_name(rule);
      if (expected) {
        EXPECT_EQ(round.to_act(), 1);
        EXPECT_EQ(round.trick_leader(), 1);
        EXPECT_TRUE(round.meld().empty());
      } else {
        EXPECT_EQ(round.to_act(), 0);
        EXPECT_FALSE(round.meld().empty());
      }
    }
  }
}

TEST(Five35RoundEnd, GoingOutMidTrick) {
  // Three players: seat 1 plays its last cards while seat 2 has not yet answered.
  PlayResult last;
  Round out = round_with({{3, 3, 15}, {4, 4}, {1, 2, 9, 11, 14}});
  ASSERT_EQ(play_words(out, {"lead 3 3", "overwrite 4 4"}, &last), Refusal::kNone);
  EXPECT_TRUE(last.round_over());
  EXPECT_TRUE(out.finished());
  EXPECT_EQ(out.went_out(), 1);
  EXPECT_EQ(out.to_act(), kNoSeat);
  EXPECT_TRUE(out.meld().empty());
  EXPECT_EQ(out.trick_leader(), 0);  // the leader of the last trick
  EXPECT_EQ(out.round_points(0), 3);
  EXPECT_EQ(out.round_points(1), 0);
  EXPECT_EQ(out.round_points(2), 1 + 1 + 2 + 3 + 3);
  MoveList moves;
  out.legal_moves(moves);
  EXPECT_TRUE(moves.empty());
  EXPECT_EQ(out.check(2, Move::pass()), Refusal::kRoundOver);
}

TEST(Five35RoundEnd, GoingOutOnALeadAndOnATrickEndingPlay) {
  Round lead_out = round_with({{2, 3}, {4, 12}});
  ASSERT_EQ(play_words(lead_out, {"lead 2 3"}), Refusal::kNone);
  EXPECT_EQ(lead_out.went_out(), 0);
  EXPECT_EQ(lead_out.round_points(1), 4);

  // Seat 1 completes the set of 9s with its last cards: the round is over, not just the trick.
  Round set_out = round_with({{9, 9, 1}, {9, 9}, {5}});
  PlayResult last;
  ASSERT_EQ(play_words(set_out, {"lead 9 9", "add 9 9"}, &last), Refusal::kNone);
  EXPECT_TRUE(last.round_over());
  EXPECT_EQ(set_out.went_out(), 1);
  EXPECT_EQ(set_out.trick_leader(), 0);
  EXPECT_EQ(set_out.round_points(0), 1);
  EXPECT_EQ(set_out.round_points(2), 1);
}

TEST(Five35RoundEnd, PointsFollowTheRules) {
  Rules rules;
  rules.card_points[std::size_t(rank_index(8))] = 10;
  rules.card_points[std::size_t(rank_index(1))] = 0;
  Round round = round_with({{2}, {1, 8, 8, 13}}, 0, rules);
  ASSERT_EQ(play_words(round, {"lead 2"}), Refusal::kNone);
  EXPECT_EQ(round.round_points(1), 0 + 10 + 10 + 3);
}

TEST(Five35RoundEnd, PointsAreZeroUntilTheRoundEnds) {
  Round round = round_with({{2, 3}, {4, 12}});
  EXPECT_EQ(round.round_points(1), 0);
}

}  // namespace
}  // namespace cardroom::five35
