// Rulebook §5 (betting) and §8 (the legal action words): every structure with its exact words,
// the raise cap and its lifting, table stakes and all-in, short all-ins that do not reopen, and
// refusals that change nothing.
#include <gtest/gtest.h>

#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

constexpr const char* kDeck = "2c 3c 4c 5c 6c 7c 8c 9c Tc 2d 3d 4d 5d 6d 7d 8d 9d Td";

// A 7-27 hand that starts with a betting round (no initial offer); the dealer is the last
// seat, so seat 0 opens. `stacks` are before the ante (1 unless `betting` says otherwise).
Play betting(const Json& structure, std::vector<std::int64_t> stacks, Json more = Json::object()) {
  more["initial_offer"] = false;
  more["betting"] = structure;
  const int dealer = static_cast<int>(stacks.size()) - 1;
  return Play(r727(more), std::move(stacks), dealer, kDeck);
}

const Json kSpread = Json::object();  // the preset: spread-limit, min 1, max 5, cap 3
const Json kFixed2 = {{"structure", "fixed-limit"}, {"min", 2}};
const Json kPot = {{"structure", "pot-limit"}};
const Json kNoLimit = {{"structure", "no-limit"}};

// --- spread-limit --------------------------------------------------------------------------

TEST(SpreadLimit, OpeningWords) {
  Play p = betting(kSpread, {20, 20, 20});
  EXPECT_EQ(p->phase(), Phase::kBetting);
  EXPECT_EQ(p.to_act(), 0);
  // No fold with nothing to call; no all-in: 19 chips break the maximum of 5.
  EXPECT_EQ(p.legal(), words({"check", "bet 1-5"}));
  EXPECT_EQ(p->legal().call_amount, 0);
}

TEST(SpreadLimit, FacingABet) {
  Play p = betting(kSpread, {20, 20, 20});
  p.act("bet 3", 0);
  EXPECT_EQ(p.to_act(), 1);
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
  EXPECT_EQ(p->legal().call_amount, 3);
  p.act("raise 5", 1);  // puts in 8
  EXPECT_EQ(p.stack(1), 19 - 8);
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
  EXPECT_EQ(p->legal().call_amount, 8);
}

TEST(SpreadLimit, TheStackCapsTheIncrementAndAllInFitsTheMaximum) {
  Play p = betting(kSpread, {20, 20, 5});  // seat 2 has 4 after the ante
  p.acts({"bet 2", "call"});
  EXPECT_EQ(p.to_act(), 2);
  // call 2 < 4; raise 1 makes call + raise (3) less than the stack; all-in raises 2 <= 5.
  EXPECT_EQ(p.legal(), words({"call", "raise 1", "fold", "all-in"}));
  p.refused("raise 2");  // needs every chip: that is all-in
  p.act("all-in");
  EXPECT_EQ(p.stack(2), 0);
  EXPECT_EQ(p->current_bet(), 4);
  // A full raise of 2: seats 0 and 1 may act again, raise included.
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
}

TEST(SpreadLimit, ACallNeedingEveryChipIsAllIn) {
  Play p = betting(kSpread, {20, 20, 4});  // seat 2 has 3
  p.acts({"bet 3", "call"});
  EXPECT_EQ(p.legal(), words({"fold", "all-in"}));
  p.refused("call");
  p.act("all-in");
  EXPECT_EQ(p.stack(2), 0);
  EXPECT_EQ(p->phase(), Phase::kOffer);  // everyone matched: the round is over
}

TEST(SpreadLimit, CallingForLessIsAllIn) {
  Play p = betting(kSpread, {20, 20, 3});  // seat 2 has 2
  p.acts({"bet 3", "call"});
  EXPECT_EQ(p.legal(), words({"fold", "all-in"}));
  p.act("all-in");
  EXPECT_EQ(p->seat(2).put_in, 3);
  EXPECT_EQ(p->current_bet(), 3);
  EXPECT_EQ(p->phase(), Phase::kOffer);
}

TEST(SpreadLimit, BetAWhenAEqualsB) {
  Play two = betting(kSpread, {3, 20, 20});  // seat 0 has 2: bet 1 leaves a chip; 2 is all-in
  EXPECT_EQ(two.legal(), words({"check", "bet 1", "all-in"}));
  Play three = betting(kSpread, {4, 20, 20});
  EXPECT_EQ(three.legal(), words({"check", "bet 1-2", "all-in"}));
  Play one = betting(kSpread, {2, 20, 20});  // seat 0 has 1: no full bet fits
  EXPECT_EQ(one.legal(), words({"check", "all-in"}));
}

TEST(SpreadLimit, AmountsOutsideTheStructureAreRefused) {
  Play p = betting(kSpread, {20, 20, 20});
  EXPECT_TRUE(contains(p.refused("bet 6"), "spread-limit"));
  p.refused("raise 2");  // nobody has bet
  p.refused("call");
  p.refused("fold");
  p.refused("all-in");  // 19 chips break the maximum
  p.refused("take");
  p.refused("declare low");
  p.act("bet 5");
  p.refused("bet 1");  // there is a bet: raise
  p.refused("check");
  EXPECT_TRUE(contains(p.refused("raise 6"), "spread-limit"));
}

TEST(SpreadLimit, ChangingTheAnteDoesNotScaleTheLimits) {
  Play p = betting(kSpread, {50, 50, 50}, {{"ante", 5}});
  EXPECT_EQ(p->pot_total(), 15);
  EXPECT_EQ(p.legal(), words({"check", "bet 1-5"}));
}

// --- fixed-limit ---------------------------------------------------------------------------

TEST(FixedLimit, EveryBetAndRaiseIsExactlyMin) {
  Play p = betting(kFixed2, {20, 20, 20});
  EXPECT_EQ(p.legal(), words({"check", "bet 2"}));
  EXPECT_TRUE(contains(p.refused("bet 1"), "fixed-limit"));
  p.refused("bet 3");
  p.act("bet 2");
  EXPECT_EQ(p.legal(), words({"call", "raise 2", "fold"}));
  p.refused("raise 4");
  p.act("raise 2");
  EXPECT_EQ(p.stack(1), 15);
}

TEST(FixedLimit, ShortStacks) {
  // 2 chips: a bet of 2 needs every chip, so only all-in.
  EXPECT_EQ(betting(kFixed2, {3, 20, 20}).legal(), words({"check", "all-in"}));
  // 1 chip: a bet short of the minimum is allowed only as all-in.
  EXPECT_EQ(betting(kFixed2, {2, 20, 20}).legal(), words({"check", "all-in"}));
  // 5 chips facing 2: raise 2 leaves a chip; all-in (a raise of 3) breaks the fixed amount.
  Play p = betting(kFixed2, {20, 6, 20});
  p.act("bet 2");
  EXPECT_EQ(p.legal(), words({"call", "raise 2", "fold"}));
  // 4 chips facing 2: raise 2 needs every chip -> all-in.
  Play q = betting(kFixed2, {20, 5, 20});
  q.act("bet 2");
  EXPECT_EQ(q.legal(), words({"call", "fold", "all-in"}));
}

// --- pot-limit -----------------------------------------------------------------------------

TEST(PotLimit, TheMaximumIsThePotAfterCalling) {
  Play p = betting(kPot, {100, 20, 20});
  // Antes make the pot 3.
  EXPECT_EQ(p.legal(), words({"check", "bet 1-3"}));
  p.refused("bet 4");
  p.refused("all-in");
  p.act("bet 3");  // pot 6
  // Call 3, then up to the pot after calling (9); at least the bet (3).
  EXPECT_EQ(p.legal(), words({"call", "raise 3-9", "fold"}));
  p.refused("raise 2");
  p.refused("raise 10");
  p.act("raise 9");  // seat 1 puts in 12: pot 18
  // Seat 2 (19 chips): call 12; a full raise (9) does not fit; all-in raises 7 (< pot 30).
  EXPECT_EQ(p.legal(), words({"call", "fold", "all-in"}));
  p.act("all-in");  // a short raise of 7
  // Seat 0 has not acted since seat 1's full raise: may raise, at least 9, at most the pot
  // after calling 16: 4 + 13 + 20 + 16 = 53.
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"call", "raise 9-53", "fold"}));
  p.act("call");
  // Seat 1 acted before the short all-in: call (7 = every chip) or fold only.
  EXPECT_EQ(p.to_act(), 1);
  EXPECT_EQ(p.legal(), words({"fold", "all-in"}));
  p.act("all-in");
  EXPECT_EQ(p->phase(), Phase::kOffer);
}

TEST(PotLimit, AntesCountInThePot) {
  Play p = betting(kPot, {50, 50, 50}, {{"ante", 5}});
  EXPECT_EQ(p.legal(), words({"check", "bet 1-15"}));
}

// --- no-limit ------------------------------------------------------------------------------

TEST(NoLimit, UpToTheStack) {
  Play p = betting(kNoLimit, {20, 20, 20});
  EXPECT_EQ(p.legal(), words({"check", "bet 1-18", "all-in"}));
  p.refused("bet 19");  // every chip: all-in
  p.refused("bet 25");  // more than the stack
  p.act("bet 4");
  EXPECT_EQ(p.legal(), words({"call", "raise 4-14", "fold", "all-in"}));
  EXPECT_TRUE(contains(p.refused("raise 3"), "no-limit"));  // below the last full bet
  p.act("raise 6");                                         // seat 1 puts in 10
  EXPECT_EQ(p.legal(), words({"call", "raise 6-8", "fold", "all-in"}));
  p.refused("raise 5");
  p.refused("raise 9");
}

TEST(NoLimit, AShortAllInDoesNotReopenButTheNextPlayerMayRaiseFully) {
  Play p = betting(kNoLimit, {30, 7, 30});  // 29, 6, 29
  p.act("bet 4");
  p.act("all-in");  // seat 1: 6, a raise of 2, short of the full 4
  EXPECT_EQ(p.to_act(), 2);
  // Seat 2 has not acted: it may raise, at least the last full raise (4) over 6.
  EXPECT_EQ(p.legal(), words({"call", "raise 4-22", "fold", "all-in"}));
  p.act("call");
  // Seat 0 already acted: the short raise does not reopen the betting.
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  EXPECT_TRUE(contains(p.refused("raise 4"), "reopen"));
  p.refused("all-in");
  p.act("call");
  EXPECT_EQ(p->phase(), Phase::kOffer);
}

// --- short all-ins -------------------------------------------------------------------------

TEST(ShortAllIn, DoesNotReopenThePublishedExample) {
  Play p = betting(kFixed2, {20, 20, 4});
  p.acts({"bet 2", "call", "all-in"});  // seat 2: 3, a raise of 1
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  EXPECT_EQ(p.stacks(), (std::vector<std::int64_t>{17, 17, 0}));
  p.act("call");
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  p.act("call");
  EXPECT_EQ(p->phase(), Phase::kOffer);
}

TEST(ShortAllIn, SeveralDoNotAddUpToAFullRaise) {
  // Fixed-limit 4: seat 0 bets 4, seat 1 calls, seat 2 all-in for 6 (+2), seat 3 all-in for 8
  // (+2). Together they raise 4, a full raise, but short raises do not add up.
  Play p = betting({{"structure", "fixed-limit"}, {"min", 4}}, {30, 30, 7, 9});
  p.acts({"bet 4", "call", "all-in", "all-in"});
  EXPECT_EQ(p->current_bet(), 8);
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  p.act("call");
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  p.act("call");
  EXPECT_EQ(p->phase(), Phase::kOffer);
}

TEST(ShortAllIn, DoesNotCountTowardTheRaiseCap) {
  Play p = betting({{"structure", "fixed-limit"}, {"min", 2}, {"raise_cap", 1}}, {20, 20, 4, 20});
  p.acts({"bet 2", "call", "all-in"});  // seat 2: 3, a short raise of 1
  EXPECT_EQ(p.to_act(), 3);
  EXPECT_EQ(p.legal(), words({"call", "raise 2", "fold"}));
  p.act("raise 2");  // the one raise the cap allows
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
}

// --- the raise cap -------------------------------------------------------------------------

TEST(RaiseCap, ThreeRaisesAfterTheBet) {
  Play p = betting(kSpread, {20, 20, 20});
  p.acts({"bet 1", "raise 1", "raise 1", "raise 1"});
  EXPECT_EQ(p.to_act(), 1);
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  EXPECT_TRUE(contains(p.refused("raise 1"), "cap"));
  p.refused("all-in");
}

TEST(RaiseCap, IsLiftedWithTwoPlayers) {
  Play p = betting(kSpread, {20, 20});
  p.acts({"bet 1", "raise 1", "raise 1", "raise 1"});
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
  p.acts({"raise 1", "raise 1"});
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
}

TEST(RaiseCap, IsLiftedWhenAtMostTwoPlayersWithChipsRemainAtTheDecision) {
  Play p = betting(kSpread, {20, 20, 20});
  p.acts({"bet 1", "raise 1", "raise 1", "raise 1"});  // cap reached
  p.act("fold", 1);
  EXPECT_EQ(p.to_act(), 2);
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
}

TEST(RaiseCap, AnAllInPlayerDoesNotCountAsHavingChips) {
  Play p = betting(kSpread, {20, 20, 20, 3});  // seat 3 has 2
  p.acts({"bet 1", "raise 1", "raise 1"});     // bet 1, two raises: seats 0-2 put in 1, 2, 3
  p.act("all-in", 3);                          // seat 3 calls for less (2 < 3)
  p.act("raise 1", 0);                         // the third raise
  EXPECT_EQ(p.to_act(), 1);
  EXPECT_EQ(p.legal(), words({"call", "fold"}));  // three players with chips: capped
  p.act("fold");
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));  // two with chips: lifted
}

TEST(RaiseCap, ZeroMeansNoCap) {
  Play p = betting({{"raise_cap", 0}}, {40, 40, 40});
  p.acts({"bet 1", "raise 1", "raise 1", "raise 1", "raise 1", "raise 1", "raise 1"});
  EXPECT_EQ(p.legal(), words({"call", "raise 1-5", "fold"}));
}

TEST(RaiseCap, OneRaise) {
  Play p = betting({{"raise_cap", 1}}, {20, 20, 20});
  p.acts({"bet 1", "raise 1"});
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
}

// --- who may bet, and when a round ends ----------------------------------------------------

TEST(Betting, NobodyMayRaiseWhenNoOtherPlayerCouldPutInMore) {
  Play p = betting(kNoLimit, {30, 20, 4});  // 29, 19, 3
  p.acts({"check", "all-in", "all-in"});    // seat 1 bets all 19, seat 2 calls for less
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"call", "fold"}));
  p.refused("raise 1");
  p.refused("all-in");
  p.act("call");
  EXPECT_EQ(p.stack(0), 10);
}

TEST(Betting, EveryoneChecksAndTheRoundEnds) {
  Play p = betting(kSpread, {20, 20, 20});
  p.acts({"check", "check", "check"});
  EXPECT_EQ(p->phase(), Phase::kOffer);
  EXPECT_EQ(p->pot_total(), 3);
}

TEST(Betting, TheRoundEndsWhenEveryoneHasMatchedTheLastFullRaise) {
  Play p = betting(kSpread, {20, 20, 20});
  p.acts({"check", "bet 2", "raise 3", "call"});
  EXPECT_EQ(p->phase(), Phase::kBetting);
  EXPECT_EQ(p.to_act(), 1);  // seat 1 bet before the raise: it must act again
  p.act("call");
  EXPECT_EQ(p->phase(), Phase::kOffer);
  EXPECT_EQ(p.stacks(), (std::vector<std::int64_t>{14, 14, 14}));
}

TEST(Betting, FoldedAndAllInPlayersAreSkipped) {
  Play p = betting(kSpread, {20, 20, 4, 20});   // seat 2 has 3
  p.acts({"bet 3", "fold", "all-in", "call"});  // seat 1 folds; seat 2 all-in calls 3
  EXPECT_EQ(p->phase(), Phase::kOffer);
  p.acts({"take", "take", "take"});  // seats 0, 2, 3 (seat 1 folded)
  EXPECT_EQ(p->phase(), Phase::kBetting);
  EXPECT_EQ(p.to_act(), 0);
  p.act("bet 1");
  EXPECT_EQ(p.to_act(), 3);  // seat 1 folded, seat 2 all-in
}

TEST(Betting, FoldOnlyWhenThereIsSomethingToCall) {
  Play p = betting(kSpread, {20, 20, 20});
  EXPECT_FALSE(p->legal().fold);
  p.act("bet 1");
  EXPECT_TRUE(p->legal().fold);
  EXPECT_FALSE(p->legal().check);
}

TEST(Betting, OutOfTurnIsRefusedWithNothingChanged) {
  Play p = betting(kSpread, {20, 20, 20});
  const Snapshot before = snapshot(p.hand());
  const Refusal refusal = p->check(1, Action::check());
  EXPECT_EQ(refusal.rule, Refusal::Rule::kOutOfTurn);
  const std::string why = explain(refusal);
  EXPECT_TRUE(contains(why, "out of turn")) << why;
  EXPECT_EQ(snapshot(p.hand()), before);
}

TEST(Betting, IllegalActionsInTheContractNameTheActionAndChangeNothing) {
  const Json rules = {{"initial_offer", false}};
  std::string why = error_of([&] {
    io::vying_replay(record("7-27", rules, {20, 20, 20}, 2, kDeck, "check, bet 6"));
  });
  EXPECT_TRUE(contains(why, "action 1")) << why;
  EXPECT_TRUE(contains(why, "spread-limit")) << why;
  why = error_of([&] { io::vying_replay(record("7-27", rules, {20, 20, 20}, 2, kDeck, "fold")); });
  EXPECT_TRUE(contains(why, "action 0")) << why;
  why = error_of([&] {
    io::vying_replay(
        record("7-27", rules, {20, 20, 20}, 2, kDeck, "bet 1, raise 1, raise 1, raise 1, raise 1"));
  });
  EXPECT_TRUE(contains(why, "action 4")) << why;
  EXPECT_TRUE(contains(why, "cap")) << why;
}

TEST(Betting, TheLegalActionsAllowExactlyTheirWords) {
  // Every word listed applies, and nearby amounts outside the ranges are refused.
  Play p = betting(kNoLimit, {20, 20, 20});
  p.act("bet 4");
  const LegalActions legal = p->legal();
  for (std::int64_t n = 1; n <= 20; ++n) {
    EXPECT_EQ(legal.allows(Action::raise(n)), n >= 4 && n <= 14) << n;
    EXPECT_FALSE(legal.allows(Action::bet(n))) << n;
  }
}

}  // namespace
}  // namespace cardroom::vying::test
