// Positions worked by hand from the rulebook (../shared/spec/vying.md, five-three-five.md): every
// deal of the unseen cards is enumerated and nothing else is left to chance, so the advice is
// exact. The expected numbers are counted in the comments, not taken from the code.
#include <gtest/gtest.h>

#include "advice/advice.h"
#include "bots/five35_heuristic.h"
#include "five35/helpers.h"
#include "records.h"
#include "vying/view.h"

namespace cardroom::advice {
namespace {

using testing::vying_hand;

const VyingActionValue& action(const VyingAdvice& a, const std::string& word) {
  for (const auto& v : a.actions) {
    if (v.word == word) return v;
  }
  ADD_FAILURE() << "no action " << word;
  static VyingActionValue none;
  return none;
}

void expect_zero_width(const VyingAdvice& a) {
  for (const auto& v : a.actions) {
    EXPECT_EQ(v.ci95.lo, v.ev) << v.word;
    EXPECT_EQ(v.ci95.hi, v.ev) << v.word;
  }
}

// Seven Twenty-Seven heads-up with a final betting round. Dealer 1, so seat 0 gets the first card.
// Seat 0 shows Kh, seat 1 (advised) holds 5c up and 2d down. Both stand twice (the initial offer
// and the offer after a checked round), so no card is left to be dealt; in the final round seat 0
// goes all-in for its last 2 chips and seat 1 may only call or fold (nobody may raise an all-in
// player who cannot put in more).
std::string last_decision(const std::string& rules, const std::string& cards) {
  return R"({"game": "7-27", "rules": )" + rules + R"(, "stacks": [3, 10], "dealer": 1,
             "deck": )" +
         cards + R"(,
             "actions": ["stand", "stand", "check", "check", "stand", "stand", "all-in"]})";
}

TEST(ExactAdvice, LastDecisionWithOneUnseenCard) {
  // The one unseen card is seat 0's down card X, any of the 49 cards seat 1 has not seen (the 4s
  // dealt is as good as any). Seat 1 counts 5 + 2 = 7: it wins the low half whatever X is (½ + X
  // is never exactly 7). For 27 it stands at distance 20; seat 0 at ½ + X beats it when X is 7,
  // 8, 9, 10 or an ace (11½): 20 of the 49 cards. So seat 1 wins high (and the whole pot) with
  // 29/49. The main pot now is the two antes: 1 for low, 1 for high, so the share is
  // (1 + 29/49) / 2 = 78/98. Calling puts in 2 more: the pot of 6 pays 3 for low always and 3 for
  // high with 29/49: 3 + 87/49 - 2 = 136/49 chips against now. Folding: 0.
  const vying::Hand hand = vying_hand(last_decision(R"({"after_no_draw": "final-betting-round"})",
                                                    R"(["Kh", "5c", "4s", "2d", "9c", "9d"])"));
  ASSERT_EQ(hand.to_act(), 1);
  const VyingAdvice a = advise(vying::SeatView(hand, 1));
  EXPECT_TRUE(a.exact);
  EXPECT_EQ(a.samples, 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.low, 1.0);
  EXPECT_DOUBLE_EQ(a.showdown_now.high, 29.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.scoop, 29.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.share, 78.0 / 98);
  ASSERT_EQ(a.actions.size(), 2u);
  EXPECT_EQ(a.actions[0].word, "call");  // best first
  EXPECT_DOUBLE_EQ(action(a, "call").ev, 136.0 / 49);
  EXPECT_DOUBLE_EQ(action(a, "fold").ev, 0.0);
  expect_zero_width(a);
}

TEST(ExactAdvice, NaturalScoops) {
  // Seven Twenty-Seven with naturals: seat 1 holds Ac up, Ad down and takes the 5h in the first
  // offer: 1 + 1 + 5 = 7 and 11 + 11 + 5 = 27, a natural. Seat 0 shows a 9, so whatever its down
  // card it cannot reach exactly 7. Seat 1 wins every contest of every deal: 1, 1, 1, 1, and a call
  // collects the whole pot of 6 for 2 more chips: +4 exactly.
  const std::string record = R"({"game": "7-27",
      "rules": {"after_no_draw": "final-betting-round", "natural_scoops": true},
      "stacks": [3, 10], "dealer": 1, "deck": ["9c", "Ac", "4s", "Ad", "5h", "9d"],
      "actions": ["stand", "take", "check", "check", "stand", "stand", "all-in"]})";
  const vying::Hand hand = vying_hand(record);
  ASSERT_EQ(hand.to_act(), 1);
  const VyingAdvice a = advise(vying::SeatView(hand, 1));
  EXPECT_TRUE(a.exact);
  EXPECT_DOUBLE_EQ(a.showdown_now.low, 1.0);
  EXPECT_DOUBLE_EQ(a.showdown_now.high, 1.0);
  EXPECT_DOUBLE_EQ(a.showdown_now.scoop, 1.0);
  EXPECT_DOUBLE_EQ(a.showdown_now.share, 1.0);
  EXPECT_DOUBLE_EQ(action(a, "call").ev, 4.0);
  EXPECT_DOUBLE_EQ(action(a, "fold").ev, 0.0);
  expect_zero_width(a);
}

TEST(ExactAdvice, OverIsBust) {
  // Seven Twenty-Seven, over-is-bust: only totals up to the target count, the largest wins. Seat
  // 1 holds 4c and 2d (6 for both targets); seat 0 shows 3h and hides X, one of 49 cards:
  //   X = A (4 cards): 4 for low (14 is bust), seat 1 wins low; 14 beats 6 for high.
  //   X = 2 (3): 5, seat 1 wins both.      X = 3 (3): 6, a tie in both.
  //   X = 4 (3): 7, seat 0 wins both.      X = 5..10 (24): bust for low, 8..13 wins high.
  //   X = J, Q, K (12): 3½, seat 1 wins both.
  // Low won or shared: all but X = 4: 46/49. High: X = 2, 3 or a picture: 18/49. Alone with the
  // whole pot: X = 2 or a picture: 15/49. The main pot now is 2: a tie's odd chip goes to seat 0
  // (first from the dealer's left), so X = 3 pays seat 1 nothing; share = (4 * 1/2 + 3 * 1 +
  // 24 * 1/2 + 12 * 1) / 49 = 29/49. Calling makes a pot of 6 (3 a half): X = A 3, X = 2 6,
  // X = 3 1 + 1 (each half of 3 split 1-1, the odd chip to seat 0), X = 4 0, X = 5..10 3,
  // pictures 6: (12 + 18 + 6 + 72 + 72) / 49 = 180/49, less the 2 put in: 82/49.
  const vying::Hand hand = vying_hand(
      last_decision(R"({"after_no_draw": "final-betting-round", "nearness": "over-is-bust"})",
                    R"(["3h", "4c", "9s", "2d", "9c", "9d"])"));
  ASSERT_EQ(hand.to_act(), 1);
  const VyingAdvice a = advise(vying::SeatView(hand, 1));
  EXPECT_TRUE(a.exact);
  EXPECT_DOUBLE_EQ(a.showdown_now.low, 46.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.high, 18.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.scoop, 15.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.share, 29.0 / 49);
  EXPECT_DOUBLE_EQ(action(a, "call").ev, 82.0 / 49);
  EXPECT_DOUBLE_EQ(action(a, "fold").ev, 0.0);
  expect_zero_width(a);
}

TEST(ExactAdvice, LastDeclarationOfASequentialShowdown) {
  // The first position's cards with declarations made in turn: nobody bet, so seat 0 (the
  // dealer's left) declares first, high, in the open; seat 1 (5c 2d: 7) declares last, and the
  // showdown follows at once. The pot is the two antes.
  //  - low: each is alone in a contest: 1 chip each, +1 exactly.
  //  - high: both declared high alone, so the high winner takes the whole pot of 2; seat 1 (20
  //    from 27) wins unless seat 0's down card is 7-10 or an ace: 2 * 29/49 = 58/49.
  //  - both: seat 1 wins low unopposed and must win high outright (29/49, no ties possible);
  //    failing, it is out of both, and the low half with no winner goes to seat 0 too: 58/49.
  const vying::Hand hand =
      vying_hand(R"({"game": "7-27", "rules": {"showdown": "declare-sequential"},
      "stacks": [10, 10], "dealer": 1, "deck": ["Kh", "5c", "4s", "2d", "9c", "9d"],
      "actions": ["stand", "stand", "check", "check", "stand", "stand", "declare high"]})");
  ASSERT_EQ(hand.to_act(), 1);
  const VyingAdvice a = advise(vying::SeatView(hand, 1));
  EXPECT_TRUE(a.exact);
  EXPECT_DOUBLE_EQ(action(a, "declare low").ev, 1.0);
  EXPECT_DOUBLE_EQ(action(a, "declare high").ev, 58.0 / 49);
  EXPECT_DOUBLE_EQ(action(a, "declare both").ev, 58.0 / 49);
  expect_zero_width(a);
}

TEST(ExactAdvice, SeatNotToActGetsOnlyTheOdds) {
  // The same over-is-bust position seen by seat 0, who is not to act: its view hides seat 1's 2d,
  // so the odds are over 49 deals of that card and there are no actions to value.
  const vying::Hand hand = vying_hand(
      last_decision(R"({"after_no_draw": "final-betting-round", "nearness": "over-is-bust"})",
                    R"(["3h", "4c", "9s", "2d", "9c", "9d"])"));
  const VyingAdvice a = advise(vying::SeatView(hand, 0));
  EXPECT_TRUE(a.exact);
  EXPECT_EQ(a.samples, 49);
  EXPECT_TRUE(a.actions.empty());
  // Seat 0 holds 3h 9s: 12, bust for 7, so it never wins low; seat 1 holds 4c + Y, Y any of the
  // 49 cards seat 0 has not seen. A half nobody can win goes to the other half's winners.
  //   Y = A (4): 5 and 15, seat 1 wins both.        Y = 2, 3 (7): 6, 7: seat 1 low, seat 0 high.
  //   Y = 4..7 (15): bust for low, 8..11 for high: seat 0 takes the whole pot.
  //   Y = 8 (4): bust for low, 12 ties high: the whole pot shared.
  //   Y = 9, 10 (7): bust for low, 13, 14 win high: seat 1 takes the whole pot.
  //   Y = J, Q, K (12): 4½, seat 1 low, seat 0 high.
  // High won or shared: 7 + 15 + 4 + 12 = 38/49; alone with the pot: 15/49; share of the pot of
  // 2: (15 + 4 * 1/2 + 7 * 1/2 + 12 * 1/2) / 49 = 53/98.
  EXPECT_DOUBLE_EQ(a.showdown_now.low, 0.0);
  EXPECT_DOUBLE_EQ(a.showdown_now.high, 38.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.scoop, 15.0 / 49);
  EXPECT_DOUBLE_EQ(a.showdown_now.share, 53.0 / 98);
}

TEST(ExactAdvice, FiveThreeFiveLastTrick) {
  // Two players; seat 0 deals and leads holding 2 and 9; seat 1 holds one card X, any of the 50
  // seat 0 has not seen (4 copies of each rank less the 2 and the 9). The heuristic goes out
  // whenever it can.
  //  - lead 2: every card answers a single 2 (a higher single overwrites it, a 1 or 3 makes a run,
  //    a 2 a set), so seat 1 goes out and seat 0 keeps its 9: 2 points.
  //  - lead 9: seat 1 goes out with an 8 (run 8-9), a 9 (set) or 11-15 (higher): 4 + 3 + 20 = 27
  //    of 50. Otherwise it passes, seat 0 wins the trick, leads its 2 and goes out. Points:
  //    27/50 * 1 (the 2 left) = 0.54.
  five35::Round round = five35::testing::round_with({{2, 9}, {5}}, 0);
  const five35::View view(round, 0);
  const Five35Advice a = advise(view);
  EXPECT_TRUE(a.exact);
  EXPECT_EQ(a.samples, 13);  // one deal per rank X can be
  ASSERT_EQ(a.actions.size(), 2u);
  EXPECT_EQ(a.actions[0].word, "lead 9");
  EXPECT_DOUBLE_EQ(a.actions[0].points, 27.0 / 50);
  EXPECT_EQ(a.actions[1].word, "lead 2");
  EXPECT_DOUBLE_EQ(a.actions[1].points, 2.0);
  for (const auto& m : a.actions) {
    EXPECT_EQ(m.ci95.lo, m.points);
    EXPECT_EQ(m.ci95.hi, m.points);
  }
  // Going out first, playing as the heuristic would: after lead 9 seat 0 goes out unless seat 1
  // can answer (23/50); after lead 2 never.
  const five35::Move pick = bots::HeuristicFive35Bot().decide(view, *std::make_unique<Rng>(0));
  EXPECT_DOUBLE_EQ(a.go_out_first, pick == a.actions[0].move ? 23.0 / 50 : 0.0);
}

}  // namespace
}  // namespace cardroom::advice
