// Rulebook §4 (the flow of a hand), with §6.3's declaration order and §8's turn order: deals,
// exposure, the initial offer, freezing, openers, over-is-bust, deck exhaustion, the final
// betting round, fold-outs, sitting out, short antes, skipped betting rounds. Every action is
// checked for chip conservation (test_helpers.h); the contract form is used where it can be.
#include <gtest/gtest.h>

#include <set>

#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

using Stacks = std::vector<std::int64_t>;

std::vector<std::string> hand_names(const Hand& hand, int seat) {
  std::vector<std::string> out;
  for (Card c : hand.seat(seat).hand()) out.push_back(to_string(c));
  return out;
}

std::vector<bool> faces(const Hand& hand, int seat) {
  std::vector<bool> out;
  for (int slot = 0; slot < hand.seat(seat).count; ++slot)
    out.push_back(hand.seat(seat).is_up(slot));
  return out;
}

// --- deals (§4.2) --------------------------------------------------------------------------

TEST(Deal, UpDownOneCardUpThenOneDownFromTheDealersLeft) {
  Play p(r727(), {10, 10, 10}, 1, "2c 3c 4c 5c 6c 7c 8c");
  // Dealer 1: seats 2, 0, 1 get 2c, 3c, 4c face up, then 5c, 6c, 7c face down.
  EXPECT_EQ(hand_names(p.hand(), 0), names("3c 6c"));
  EXPECT_EQ(hand_names(p.hand(), 1), names("4c 7c"));
  EXPECT_EQ(hand_names(p.hand(), 2), names("2c 5c"));
  for (int s = 0; s < 3; ++s) EXPECT_EQ(faces(p.hand(), s), (std::vector<bool>{true, false}));
  EXPECT_EQ(p->pot_total(), 3);  // antes
  EXPECT_EQ(p.stacks(), (Stacks{9, 9, 9}));
}

TEST(Deal, DownDownUpOneCardAtATime) {
  Play p(r727({{"deal", "down-down-up"}}), {10, 10}, 0, "2c 3c 4c 5c 6c 7c");
  EXPECT_EQ(hand_names(p.hand(), 1), names("2c 4c 6c"));
  EXPECT_EQ(hand_names(p.hand(), 0), names("3c 5c 7c"));
  EXPECT_EQ(faces(p.hand(), 0), (std::vector<bool>{false, false, true}));
  EXPECT_EQ(faces(p.hand(), 1), (std::vector<bool>{false, false, true}));
}

TEST(Deal, ThreeDownThenEachExposesACardOfTheirChoiceInTurn) {
  Play p(r1535(), {20, 20, 20}, 2, "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc");
  EXPECT_EQ(hand_names(p.hand(), 0), names("2c 5c 8c"));
  EXPECT_EQ(hand_names(p.hand(), 1), names("3c 6c 9c"));
  EXPECT_EQ(hand_names(p.hand(), 2), names("4c 7c Tc"));
  EXPECT_EQ(faces(p.hand(), 0), (std::vector<bool>{false, false, false}));
  EXPECT_EQ(p->phase(), Phase::kExpose);
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"expose 2c", "expose 5c", "expose 8c"}));
  p.refused("expose 3c");  // not seat 0's card
  p.refused("check");
  p.refused("take");
  p.act("expose 5c", 0);
  EXPECT_EQ(faces(p.hand(), 0), (std::vector<bool>{false, true, false}));
  EXPECT_EQ(p.to_act(), 1);
  EXPECT_EQ(p.legal(), words({"expose 3c", "expose 6c", "expose 9c"}));
  p.act("expose 9c", 1);
  p.act("expose 4c", 2);
  // 15-35 has no initial offer: the first betting round, opened by the highest face-up card.
  EXPECT_EQ(p->phase(), Phase::kBetting);
  EXPECT_EQ(p.to_act(), 1);
  EXPECT_EQ(p.legal(), words({"check", "bet 1-5"}));
}

TEST(Deal, ExposureIsFollowedByTheInitialOfferWhenTheRulesHaveOne) {
  const Json out =
      replay(record("15-35", {{"initial_offer", true}}, {20, 20, 20}, 2,
                    "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc", "expose 2c, expose 6c, expose Tc"));
  EXPECT_EQ(out["to_act"], 0);
  EXPECT_EQ(legal_of(out), words({"take", "stand"}));
}

TEST(Deal, ExtraCardsAreDealtDownOrUpAsTheRulesSay) {
  Play down(r727(), {10, 10}, 1, "2c 3c 4c 5c 6c");
  down.act("take", 0);
  EXPECT_EQ(faces(down.hand(), 0), (std::vector<bool>{true, false, false}));
  Play up(r727({{"extra_card_face", "up"}}), {10, 10}, 1, "2c 3c 4c 5c 6c");
  up.act("take", 0);
  EXPECT_EQ(faces(up.hand(), 0), (std::vector<bool>{true, false, true}));
  EXPECT_EQ(hand_names(up.hand(), 0), names("2c 4c 6c"));
}

TEST(Deal, ASeededShuffleIsReproducible) {
  Json input = record("7-27", {}, {10, 10, 10}, 0, "", "");
  input.erase("deck");
  input["seed"] = 42;
  const Json a = io::vying_replay(input), b = io::vying_replay(input);
  EXPECT_EQ(a, b);
  std::set<std::string> seen;
  for (const auto& hand : a["hands"]) {
    EXPECT_EQ(hand.size(), 2u);
    for (const auto& c : hand) seen.insert(c.get<std::string>());
  }
  EXPECT_EQ(seen.size(), 6u);
}

// --- the initial offer and offer rounds (§4.3-4.4) -----------------------------------------

TEST(Offer, TheFirstBettingRoundFollowsTheInitialOfferEvenIfNobodyTakes) {
  // Dealer 1: seat 0 has 2c 4c (6), seat 1 has 3c 5c (8).
  Json out = replay(record("7-27", {}, {10, 10}, 1, "2c 3c 4c 5c", "stand, stand"));
  EXPECT_EQ(out["finished"], false);
  EXPECT_EQ(out["to_act"], 0);
  EXPECT_EQ(legal_of(out), words({"check", "bet 1-5"}));
  // Then a betting round and an offer round in which nobody takes: 7-27 goes to the showdown.
  out = replay(
      record("7-27", {}, {10, 10}, 1, "2c 3c 4c 5c", "stand, stand, check, check, stand, stand"));
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["to_act"], nullptr);
  EXPECT_EQ(legal_of(out), std::vector<std::string>{});
  // 6 and 8 are both 1 from 7: they share the low half (1 chip, to seat 0, the dealer's
  // left); 8 is nearer 27 and takes the high half (1).
  EXPECT_EQ(out["showdown"]["payouts"], Json({1, 1}));
  EXPECT_EQ(out["stacks"], Json({10, 10}));
}

// A take and a stand are worked out together in the engine and the changes selected (hand.cpp,
// apply_offer): a stand must change nothing of the seat's cards, a take exactly one slot.
TEST(Offer, AStandChangesNoCardAndATakeAddsTheTopCardOnly) {
  // Dealer 1: seat 0 has 2c 4c, seat 1 has 3c 5c; 6c is the top of the stock.
  Play p(r727({{"extra_card_face", "up"}}), {10, 10}, 1, "2c 3c 4c 5c 6c 7c 8c");
  const SeatState before = p->seat(0);
  const int stock = p->stock_left();
  p.act("stand");
  EXPECT_EQ(p->seat(0).cards, before.cards);  // every slot, those past the last card included
  EXPECT_EQ(p->seat(0).tally, before.tally);
  EXPECT_EQ(p->seat(0).up_slots, before.up_slots);
  EXPECT_EQ(p->seat(0).up_ranks, before.up_ranks);
  EXPECT_EQ(p->seat(0).refusals, 1);
  EXPECT_EQ(p->stock_left(), stock);
  const SeatState other = p->seat(1);
  p.act("take");
  const SeatState& taker = p->seat(1);
  EXPECT_EQ(hand_names(p.hand(), 1), names("3c 5c 6c"));
  EXPECT_EQ(faces(p.hand(), 1), (std::vector<bool>{true, false, true}));
  EXPECT_EQ(taker.tally, Tally::of(taker.hand()));
  EXPECT_EQ(taker.refusals, 0);
  EXPECT_EQ(taker.cards[3], Card{});  // the slot after the new card stays empty
  EXPECT_EQ(taker.up_ranks - other.up_ranks, std::uint64_t{1} << (4 * (6 - 2)));
  EXPECT_EQ(p->stock_left(), stock - 1);
}

TEST(Offer, WithoutAnInitialOfferTheHandStartsWithBetting) {
  Play p(r727({{"initial_offer", false}}), {10, 10}, 1, "2c 3c 4c 5c");
  EXPECT_EQ(p->phase(), Phase::kBetting);
  EXPECT_EQ(p.to_act(), 0);
}

TEST(Offer, AllInPlayersAreOfferedCards) {
  Play p(r727({{"initial_offer", false}, {"betting", {{"structure", "no-limit"}}}}), {10, 5, 10}, 2,
         "2c 3c 4c 5c 6c 7c 8c 9c");
  p.acts({"check", "all-in", "call"});  // seat 1 all-in for 4 more, seat 2 calls
  p.act("fold", 0);
  EXPECT_EQ(p->phase(), Phase::kOffer);
  EXPECT_EQ(p.to_act(), 1);  // the all-in seat 1 is asked first (seat 0 folded)
  EXPECT_EQ(p.legal(), words({"take", "stand"}));
}

TEST(Freezing, TheInitialOfferCountsAndFrozenPlayersStillBet) {
  // 7-27 with freezing after two refusals. Deal (dealer 2): seat 0 2c 5c, seat 1 3c 6c,
  // seat 2 4c 7c.
  Play p(r727({{"freeze_after_refusals", 2}}), {10, 10, 10}, 2, "2c 3c 4c 5c 6c 7c 8c 9c Tc");
  p.acts({"stand", "take", "stand"});  // initial offer: seat 0 refuses once
  p.acts({"check", "check", "check"});
  p.act("stand", 0);  // second refusal in a row: frozen
  EXPECT_TRUE(p->seat(0).frozen);
  p.acts({"stand", "take"});  // seat 1 refuses once, seat 2 takes 9c
  p.acts({"check", "check", "check"});
  EXPECT_EQ(p.to_act(), 1);   // seat 0 is skipped
  p.acts({"take", "stand"});  // seat 1 takes Tc
  p.act("check", 0);          // the frozen seat 0 still opens the betting
  p.acts({"check", "check"});
  EXPECT_EQ(p.to_act(), 1);
  p.acts({"stand", "stand"});  // nobody takes: showdown
  ASSERT_TRUE(p->finished());
  EXPECT_TRUE(p->seat(2).frozen);
  EXPECT_FALSE(p->seat(1).frozen);
  // Seat 0: 7 (low); seat 1: 3 6 8 T = 27 (high); seat 2: 20.
  EXPECT_EQ(p.stacks(), (Stacks{10, 11, 9}));
}

TEST(Freezing, OneRefusalFreezesWhenTheRuleSaysOne) {
  Play p(r727({{"freeze_after_refusals", 1}}), {10, 10}, 1, "2c 3c 4c 5c 6c 7c");
  p.acts({"stand", "take", "check", "check"});
  EXPECT_TRUE(p->seat(0).frozen);
  EXPECT_EQ(p.to_act(), 1);
}

TEST(Freezing, TakingACardResetsTheCount) {
  Play p(r727({{"freeze_after_refusals", 2}}), {10, 10}, 1, "2c 3c 4c 5c 6c 7c 8c 9c");
  p.acts({"stand", "take", "check", "check"});
  p.acts({"take", "take", "check", "check"});
  p.acts({"stand", "take", "check", "check"});
  EXPECT_FALSE(p->seat(0).frozen);
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"take", "stand"}));
}

TEST(Freezing, ThePublishedFifteenThirtyFiveExample) {
  const Json out = replay(record(
      "fifteen-thirty-five", {}, {20, 20, 20, 20}, 0,
      "5h Kc Qd Ks 2c 3c 4c 6c 7d 8d 9d 2d 4d 9h 3h",
      "expose 5h, expose Kc, expose Qd, expose Ks, check, check, check, check, stand, take, "
      "stand, take, check, check, check, check, stand, stand, stand, take, check, check, check, "
      "check"));
  EXPECT_EQ(out["to_act"], 2);
  EXPECT_EQ(legal_of(out), words({"take", "stand"}));
}

// --- openers (§4.5) ------------------------------------------------------------------------

TEST(Opener, LeftOfDealerIsTheFirstPlayerStillInWithChips) {
  // Seat 1 (the dealer's left) went all-in with its ante.
  Play p(r727({{"initial_offer", false}}), {10, 1, 10}, 0, "2c 3c 4c 5c 6c 7c");
  EXPECT_EQ(p.to_act(), 2);
  // A folded seat does not open either.
  Play q(r727(), {10, 10, 10}, 2, "2c 3c 4c 5c 6c 7c 8c 9c");
  q.acts({"stand", "stand", "stand", "bet 1", "call", "fold"});
  q.acts({"take", "stand"});
  EXPECT_EQ(q.to_act(), 0);
  q.acts({"check"});
  EXPECT_EQ(q.to_act(), 1);
}

TEST(Opener, RotateMovesOneSurvivingPlayerOnEachRound) {
  Play p(r727({{"later_opener", "rotate"}}), {20, 20, 20, 20}, 3,
         "2c 3c 4c 5c 6c 7c 8c 9c 2d 3d 4d 5d 6d");
  p.acts({"take", "stand", "stand", "stand"});
  EXPECT_EQ(p.to_act(), 0);  // round 1: the dealer's left
  p.acts({"check", "check", "check", "check", "take", "stand", "stand", "stand"});
  EXPECT_EQ(p.to_act(), 1);  // round 2: one further on
  p.acts({"check", "check", "check", "check", "take", "stand", "stand", "stand"});
  EXPECT_EQ(p.to_act(), 2);                   // round 3: two further on
  p.acts({"bet 1", "fold", "call", "call"});  // seat 3 folds
  p.acts({"take", "stand", "stand"});
  // Round 4: three surviving players further on among seats 0, 1, 2: back to seat 0.
  EXPECT_EQ(p.to_act(), 0);
}

TEST(Opener, RotateCountsOnlyPlayersWithChips) {
  // Seat 1 is all-in from its ante; the survivors with chips are seats 0, 2, 3.
  Play p(r727({{"later_opener", "rotate"}, {"initial_offer", false}}), {20, 1, 20, 20}, 3,
         "2c 3c 4c 5c 6c 7c 8c 9c 2d 3d 4d");
  EXPECT_EQ(p.to_act(), 0);
  p.acts({"check", "check", "check"});
  p.acts({"take", "stand", "stand", "stand"});
  EXPECT_EQ(p.to_act(), 2);  // one player with chips further on than seat 0
}

TEST(Opener, HighestExposedAceBeatsKing) {
  Play p(r1535(), {20, 20, 20}, 2, "Kc 2c As 3c 4c 5c 6c 7c 8c");
  p.acts({"expose Kc", "expose 2c", "expose As"});
  EXPECT_EQ(p.to_act(), 2);
}

TEST(Opener, HighestExposedTieGoesFirstClockwiseFromTheDealersLeft) {
  // The published example: K and K tie; seat 2 comes before seat 0 from dealer 0's left.
  const Json out = replay(record("fifteen-thirty-five", {}, {20, 20, 20, 20}, 0,
                                 "5h Kc Qd Ks 2c 3c 4c 6c 7d 8d 9d 2d 4d 9h 3h",
                                 "expose 5h, expose Kc, expose Qd, expose Ks"));
  EXPECT_EQ(out["to_act"], 2);
  EXPECT_EQ(legal_of(out), words({"check", "bet 1-5"}));
}

TEST(Opener, HighestExposedNextCardThenMoreCards) {
  // Dealer 2. Seat 0 exposes Kc, seat 1 Kd, seat 2 5c: seats 0 and 1 tie, seat 0 is first.
  Play p(r1535(), {20, 20, 20}, 2, "Kc Kd 5c 2c 3c 6c 4d 7d 8d 2h 9h Jh");
  p.acts({"expose Kc", "expose Kd", "expose 5c"});
  EXPECT_EQ(p.to_act(), 0);
  p.acts({"check", "check", "check"});
  p.acts({"stand", "take", "take"});  // seat 1 gets 2h up, seat 2 gets 9h up
  // Seat 0 shows K, seat 1 K 2, seat 2 9 5: seat 0's cards run out first with all equal, so
  // seat 1, with more face-up cards, opens.
  EXPECT_EQ(p.to_act(), 1);
  p.acts({"check", "check", "check"});
  p.acts({"take", "stand", "stand"});  // seat 0 gets Jh up: K J beats K 2
  EXPECT_EQ(p.to_act(), 0);
}

TEST(Opener, HighestExposedPicksAmongPlayersWithChips) {
  // Seat 1 shows the ace but went all-in with its ante.
  Play p(r1535(), {20, 1, 20}, 2, "2c As 5c 3c 4c 6c 7c 8c 9c");
  p.acts({"expose 7c", "expose As", "expose 9c"});
  EXPECT_EQ(p.to_act(), 2);
}

TEST(Opener, HighestExposedWithExtraCardsUpIn727) {
  // 7-27 with extra cards up and the highest-exposed opener for later rounds.
  Play p(r727({{"extra_card_face", "up"}, {"later_opener", "highest-exposed"}}), {10, 10, 10}, 2,
         "5c 6c 7c 2d 3d 4d Ac 8h");
  // Up cards: seat 0 5c, seat 1 6c, seat 2 7c. The initial offer: seat 0 takes Ac (up).
  p.acts({"take", "stand", "stand"});
  EXPECT_EQ(p.to_act(), 0);                                       // round 1: left of dealer
  p.acts({"check", "check", "check", "stand", "take", "stand"});  // seat 1 takes 8h (up)
  // Seat 0 shows A 5: the ace is the highest face-up card.
  EXPECT_EQ(p.to_act(), 0);
}

// --- over-is-bust (§2, §4.7) ---------------------------------------------------------------

TEST(OverIsBust, ATakenCardBustsAndTheHandCanEndMidOffer) {
  // Dealer 2: seat 0 Tc Td (20), seat 1 9c 9d (18), seat 2 3c 5c (8).
  const Json rules = {{"nearness", "over-is-bust"}};
  const char* deck = "Tc 9c 3c Td 9d 5c 8c Th";
  Play p(r727(rules), {10, 10, 10}, 2, deck);
  p.act("take", 0);  // 8c: 28, over 27: bust, folds at once
  EXPECT_TRUE(p->seat(0).folded);
  EXPECT_TRUE(p->seat(0).bust);
  EXPECT_EQ(p.to_act(), 1);
  p.acts({"stand", "stand", "check", "check"});
  p.act("take", 1);  // Th: 28, bust; seat 2 alone is left, the hand ends before it is asked
  EXPECT_TRUE(p->finished());
  const Json out = replay(
      record("7-27", rules, {10, 10, 10}, 2, deck, "take, stand, stand, check, check, take"));
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["showdown"], nullptr);
  EXPECT_EQ(out["stacks"], Json({9, 9, 12}));
  EXPECT_EQ(out["hands"], Json({names("Tc Td 8c"), names("9c 9d Th"), names("3c 5c")}));
}

TEST(OverIsBust, DealtCardsNeverBust) {
  // Down-down-up: seat 0 is dealt Tc Td Th (30) and stays in; it just cannot win a contest.
  const Json rules = {{"nearness", "over-is-bust"}, {"deal", "down-down-up"}};
  const Json out = replay(record("7-27", rules, {10, 10}, 1, "Tc 2c Td 3c Th 4c",
                                 "stand, stand, check, check, stand, stand"));
  EXPECT_EQ(out["finished"], true);
  ASSERT_TRUE(out["showdown"].is_object());
  EXPECT_EQ(out["showdown"]["players"][0]["low"], nullptr);
  EXPECT_EQ(out["showdown"]["players"][0]["high"], nullptr);
  EXPECT_EQ(out["showdown"]["players"][1]["low"], nullptr);  // 9 is over 7
  EXPECT_EQ(out["showdown"]["players"][1]["high"], 9);
  // Nobody counts for 7: the high winner (9) takes the whole pot.
  EXPECT_EQ(out["stacks"], Json({9, 11}));
}

TEST(OverIsBust, TheSmallestTotalDecidesSoAnAceCountsOne) {
  Play p(r727({{"nearness", "over-is-bust"}, {"deal", "down-down-up"}}), {10, 10}, 1,
         "Tc 2c Td 3c 6h 4c As");
  p.act("take", 0);  // 26 + A = 27 counting the ace as 1: not bust
  EXPECT_FALSE(p->seat(0).folded);
}

TEST(OverIsBust, WithoutTheRuleNobodyBusts) {
  Play p(r727(), {10, 10, 10}, 2, "Tc 9c 3c Td 9d 5c 8c Th");
  p.act("take", 0);
  EXPECT_FALSE(p->seat(0).folded);
}

// --- deck exhaustion (§4.6) ----------------------------------------------------------------

std::vector<Card> full_deck() {
  const auto d = ordered_deck();
  return {d.begin(), d.end()};
}

TEST(DeckExhaustion, ACompleteDeckWithNoFoldedCardsEndsTheOfferRoundAsNoTake) {
  // Two players take card after card from the 52. Seat 1 stands once, so the stock runs out
  // mid-round: seat 0 takes the last card, and seat 1 cannot be dealt one. The round counts as
  // one in which nobody took, so 7-27 goes to the showdown.
  Play p(r727(), {10, 10}, 1, full_deck());
  p.acts({"take", "stand"});
  while (p->stock_left() > 1) p.acts({"check", "check", "take", "take"});
  ASSERT_EQ(p->stock_left(), 1);
  p.acts({"check", "check", "take"});
  EXPECT_TRUE(p->finished());
  ASSERT_TRUE(p->showdown().has_value());
  EXPECT_EQ(p->seat(0).count + p->seat(1).count, 52);
}

TEST(DeckExhaustion, FoldedCardsAreReshuffledIntoANewStock) {
  // Three players; seat 2 folds in the first betting round. The moment the stock runs out,
  // its two cards (Ah, deck[2], and 2d, deck[5]) are shuffled into a new stock.
  Play p(r727(), {30, 30, 30}, 2, full_deck(), 7);
  p.acts({"stand", "stand", "stand", "bet 1", "call", "fold"});
  // 46 cards are left and every cycle deals two.
  while (p->stock_left() > 2) p.acts({"take", "take", "check", "check"});
  p.acts({"take", "take"});
  EXPECT_EQ(p->stock_left(), 2);  // remade at once from the two folded cards
  p.acts({"check", "check"});
  p.act("take", 0);
  p.act("stand", 1);
  p.acts({"check", "check"});
  p.act("take", 0);
  // Both folded cards went to seat 0; the stock ran out again with no folded cards left, so
  // the round ends there, counting as one in which nobody took, and 7-27 goes to the showdown.
  EXPECT_TRUE(p->finished());
  const auto cards0 = hand_names(p.hand(), 0);
  std::set<std::string> last_two(cards0.end() - 2, cards0.end());
  EXPECT_EQ(last_two, (std::set<std::string>{"Ah", "2d"}));
  EXPECT_EQ(p->seat(0).count + p->seat(1).count, 52);
}

TEST(DeckExhaustion, TheRoundEndsTheMomentTheLastCardIsDealt) {
  // Two players, no folded cards: seat 1 takes the very last card as the last player of the
  // round. The deck has run out, so the round ends there as one with no take and 7-27 goes
  // straight to the showdown (no further betting round).
  Play p(r727(), {10, 10}, 1, full_deck());
  p.acts({"stand", "stand"});
  // 48 cards are left; each cycle deals two, seat 0 then seat 1.
  while (p->stock_left() > 2) p.acts({"check", "check", "take", "take"});
  p.acts({"check", "check", "take", "take"});
  EXPECT_TRUE(p->finished());
  ASSERT_TRUE(p->showdown().has_value());
}

TEST(DeckExhaustion, AShortRecordDeckIsAnError) {
  std::string why = error_of([] {
    io::vying_replay(record("7-27", {}, {10, 10}, 1, "2c 3c 4c 5c", "stand, take"));
  });
  EXPECT_NE(why.find("action 1"), std::string::npos) << why;
  EXPECT_NE(why.find("deck exhausted"), std::string::npos) << why;
  why = error_of([] { io::vying_replay(record("7-27", {}, {10, 10}, 1, "2c 3c 4c", "")); });
  EXPECT_NE(why.find("deck exhausted"), std::string::npos) << why;
  // Standing needs no card.
  const Json out = replay(record("7-27", {}, {10, 10}, 1, "2c 3c 4c 5c", "stand, stand"));
  EXPECT_EQ(out["to_act"], 0);
}

// --- after the last offer round (§4.3) -----------------------------------------------------

TEST(AfterNoDraw, ShowdownGoesStraightToTheShowdown) {
  Play p(r727(), {10, 10}, 1, "2c 3c 4c 5c");
  p.acts({"stand", "stand", "check", "check", "stand", "stand"});
  EXPECT_TRUE(p->finished());
  EXPECT_TRUE(p->went_to_showdown());
}

TEST(AfterNoDraw, FinalBettingRoundThenTheShowdown) {
  Play p(r727({{"after_no_draw", "final-betting-round"}}), {10, 10}, 1, "2c 3c 4c 5c");
  p.acts({"stand", "stand", "check", "check", "stand", "stand"});
  EXPECT_EQ(p->phase(), Phase::kBetting);
  EXPECT_TRUE(p->final_betting_round());
  EXPECT_EQ(p.to_act(), 0);
  EXPECT_EQ(p.legal(), words({"check", "bet 1-5"}));
  p.acts({"bet 2", "call"});
  ASSERT_TRUE(p->finished());
  // Pot 6: 6 and 8 share the low half (3: 2 to seat 0, the dealer's left, 1 to seat 1);
  // 8 takes the high half (3).
  EXPECT_EQ(p.stacks(), (Stacks{9, 11}));
}

TEST(AfterNoDraw, AFoldInTheFinalRoundEndsTheHandWithoutAShowdown) {
  const Json out =
      replay(record("7-27", {{"after_no_draw", "final-betting-round"}}, {10, 10}, 1, "2c 3c 4c 5c",
                    "stand, stand, check, check, stand, stand, bet 2, fold"));
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["showdown"], nullptr);
  EXPECT_EQ(out["stacks"], Json({11, 9}));
}

TEST(AfterNoDraw, AFinalRoundWithAtMostOnePlayerWithChipsIsSkipped) {
  Play p(r727({{"after_no_draw", "final-betting-round"}, {"initial_offer", false}}), {10, 1}, 1,
         "2c 3c 4c 5c");
  EXPECT_EQ(p->phase(), Phase::kOffer);  // seat 1 is all-in: no betting round
  p.acts({"stand", "stand"});
  EXPECT_TRUE(p->finished());
}

// --- fold-outs, sitting out, short antes, skipped rounds (§4.1, §4.7, §5) -------------------

TEST(FoldOut, TheLastPlayerTakesEveryPotWithoutShowing) {
  const Json out = replay(record("7-27", {}, {10, 10, 10}, 2, "2c 3c 4c 5c 6c 7c",
                                 "stand, stand, stand, bet 2, fold, fold"));
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["showdown"], nullptr);
  EXPECT_EQ(out["stacks"], Json({12, 9, 9}));
  EXPECT_EQ(legal_of(out), std::vector<std::string>{});
}

TEST(FoldOut, AnAllInPlayerStillInKeepsTheHandGoing) {
  // Seat 2 is all-in with its 1-chip ante; seat 1 folds to seat 0's bet. Seats 0 and 2 are
  // still in, so this is no fold-out: the offer rounds go on.
  Play p(r727({{"initial_offer", false}}), {10, 10, 1}, 2, "2c 3c 4c 5c 6c 7c 8c");
  p.acts({"bet 2", "fold"});
  EXPECT_FALSE(p->finished());
  EXPECT_EQ(p->phase(), Phase::kOffer);
}

TEST(SittingOut, ASeatWithNoChipsGetsNoCardsAndIsNeverAsked) {
  const Json out = replay(record("7-27", {}, {0, 10, 10}, 0, "2c 3c 4c 5c",
                                 "stand, stand, check, check, stand, stand"));
  EXPECT_EQ(out["hands"], Json({Json::array(), names("2c 4c"), names("3c 5c")}));
  EXPECT_EQ(out["stacks"], Json({0, 10, 10}));
  EXPECT_EQ(out["showdown"]["players"][0]["low"], nullptr);
  EXPECT_EQ(out["showdown"]["payouts"], Json({0, 1, 1}));
  const std::string why = error_of([] {
    io::vying_replay(record("7-27", {}, {0, 0, 10}, 0, "2c 3c 4c 5c", ""));
  });
  EXPECT_NE(why, "");
}

TEST(Antes, AStackSmallerThanTheAnteAntesItAllAndIsAllIn) {
  // Ante 5; seat 0 has 3. Seat 0: 5c 2c (7), seat 1: 9c 8c (17), seat 2: Tc Td (20).
  // Main pot 9 among all three: 7 takes low (4), 20 takes high (5). Side pot 4 between seats 1
  // and 2: 17 takes low (2), 20 high (2).
  Play p(r727({{"ante", 5}, {"initial_offer", false}}), {3, 20, 20}, 2, "5c 9c Tc 2c 8c Td");
  EXPECT_EQ(p.stack(0), 0);
  EXPECT_EQ(p->seat(0).put_in, 3);
  EXPECT_EQ(p.to_act(), 1);  // seat 0 is all-in: it does not open
  p.acts({"check", "check", "stand", "stand", "stand"});
  ASSERT_TRUE(p->finished());
  EXPECT_EQ(p.stacks(), (Stacks{4, 17, 22}));
  const Json out = replay(record("7-27", {{"ante", 5}, {"initial_offer", false}}, {3, 20, 20}, 2,
                                 "5c 9c Tc 2c 8c Td", "check, check, stand, stand, stand"));
  EXPECT_EQ(out["showdown"]["pots"][0]["amount"], 9);
  EXPECT_EQ(out["showdown"]["pots"][1]["amount"], 4);
  EXPECT_EQ(out["showdown"]["payouts"], Json({4, 2, 7}));
}

TEST(SkippedRound, ABettingRoundWithAtMostOnePlayerWithChipsIsSkipped) {
  // Seats 0 and 1 are all-in with their antes; only seat 2 has chips. Offer rounds still
  // happen. Seat 0: 2c 5c (7), seat 1: 3c 6c (9), seat 2: 4c 7c (11).
  const Json out =
      replay(record("7-27", {{"initial_offer", false}}, {1, 1, 20}, 2, "2c 3c 4c 5c 6c 7c 8c", ""));
  EXPECT_EQ(out["to_act"], 0);
  EXPECT_EQ(legal_of(out), words({"take", "stand"}));
  const Json end = replay(record("7-27", {{"initial_offer", false}}, {1, 1, 20}, 2,
                                 "2c 3c 4c 5c 6c 7c 8c", "stand, stand, stand"));
  EXPECT_EQ(end["finished"], true);
  // Pot 3: 7 takes low (1), 11 takes high (2).
  EXPECT_EQ(end["stacks"], Json({1, 0, 21}));
  // With a card taken, the next (skipped) betting round is followed by another offer round.
  const Json more = replay(record("7-27", {{"initial_offer", false}}, {1, 1, 20}, 2,
                                  "2c 3c 4c 5c 6c 7c 8c", "take, stand, stand"));
  EXPECT_EQ(more["finished"], false);
  EXPECT_EQ(more["to_act"], 0);
  EXPECT_EQ(legal_of(more), words({"take", "stand"}));
}

// --- declarations in the flow (§6.3, §8) ---------------------------------------------------

Json sequential_rules(Json more = Json::object()) {
  more["showdown"] = "declare-sequential";
  more["initial_offer"] = false;
  return more;
}

TEST(Declaring, SequentialStartsAtTheLastBettorOrRaiser) {
  // The published example: seat 2 bets; declaring starts with seat 2.
  const Json out =
      replay(record("seven-twenty-seven", sequential_rules(), {20, 20, 20}, 0, "2c Kc Tc 4c Ah 9d",
                    "check, bet 2, call, call, stand, stand, stand"));
  EXPECT_EQ(out["to_act"], 2);
  EXPECT_EQ(legal_of(out), words({"declare low", "declare high", "declare both"}));
  EXPECT_EQ(out["stacks"], Json({17, 17, 17}));
}

TEST(Declaring, SequentialAfterARaiseStartsAtTheRaiserAndGoesClockwise) {
  // Dealer 0. Seat 1: 2c 4c (6); seat 2: Kc Ah (1.5 or 11.5); seat 0: Tc 9d (19).
  Play p(r727(sequential_rules()), {20, 20, 20}, 0, "2c Kc Tc 4c Ah 9d");
  p.acts({"bet 1", "call", "raise 2", "call", "call", "stand", "stand", "stand"});
  EXPECT_EQ(p->phase(), Phase::kDeclare);
  EXPECT_EQ(p.to_act(), 0);
  p.act("declare high", 0);
  EXPECT_EQ(p.to_act(), 1);
  p.act("declare low", 1);
  EXPECT_EQ(p.to_act(), 2);
  p.act("declare both", 2);
  ASSERT_TRUE(p->finished());
  // Seat 2's 11.5 loses low to 6: out of both. Low to seat 1, high to seat 0; pot 12.
  EXPECT_EQ(p.stacks(), (Stacks{22, 22, 16}));
}

TEST(Declaring, SequentialStartsAtTheDealersLeftWhenTheLastRoundHadNoBet) {
  Play p(r727(sequential_rules()), {20, 20, 20}, 0, "2c Kc Tc 4c Ah 9d 5h");
  p.acts({"check", "bet 1", "call", "call"});  // seat 2 bets in round 1
  p.acts({"take", "stand", "stand"});          // seat 1 takes 5h
  p.acts({"check", "check", "check"});         // round 2: no bet
  p.acts({"stand", "stand", "stand"});
  EXPECT_EQ(p->phase(), Phase::kDeclare);
  EXPECT_EQ(p.to_act(), 1);
}

TEST(Declaring, SequentialStartsAtTheDealersLeftWhenTheLastRoundDidNotTakePlace) {
  // No-limit. Round 1: seat 2 bets all-in, seat 0 calls all-in for less, seat 1 calls and is
  // the only player with chips, so round 2 is skipped.
  Play p(r727(sequential_rules({{"betting", {{"structure", "no-limit"}}}})), {10, 30, 20}, 0,
         "2c Kc Tc 4c Ah 9d 5h");
  p.acts({"check", "all-in", "all-in", "call"});
  EXPECT_EQ(p->phase(), Phase::kOffer);
  p.acts({"take", "stand", "stand"});
  EXPECT_EQ(p->phase(), Phase::kOffer);  // the betting round was skipped
  EXPECT_EQ(p.to_act(), 1);
  p.acts({"stand", "stand", "stand"});
  EXPECT_EQ(p->phase(), Phase::kDeclare);
  EXPECT_EQ(p.to_act(), 1);
}

TEST(Declaring, SimultaneousIsAskedFromTheDealersLeft) {
  Play p(r727({{"showdown", "declare-simultaneous"}, {"initial_offer", false}}), {20, 20, 20}, 0,
         "2c Kc Tc 4c Ah 9d");
  p.acts({"bet 1", "call", "raise 2", "call", "call", "stand", "stand", "stand"});
  EXPECT_EQ(p->phase(), Phase::kDeclare);
  EXPECT_EQ(p.to_act(), 1);
  p.refused("check");
  p.refused("take");
  p.acts({"declare low", "declare both", "declare high"});
  ASSERT_TRUE(p->finished());
  EXPECT_EQ(p.stacks(), (Stacks{22, 22, 16}));
}

TEST(Declaring, FoldedPlayersDoNotDeclare) {
  Play p(r727({{"showdown", "declare-simultaneous"}, {"initial_offer", false}}), {20, 20, 20}, 0,
         "2c Kc Tc 4c Ah 9d");
  p.acts({"bet 1", "fold", "call", "stand", "stand"});
  EXPECT_EQ(p.to_act(), 1);
  p.act("declare low");
  EXPECT_EQ(p.to_act(), 0);
  p.act("declare high");
  EXPECT_TRUE(p->finished());
}

TEST(Declaring, FifteenThirtyFiveNaturalSkipsTheDeclarations) {
  // Dealer 1. Seat 0: As Ad 3d, later Tc (up): A A 3 T is 15 and 35. Seat 1: 2c 3c 4c.
  const Json out = replay(record("15-35", {}, {20, 20}, 1, "As 2c Ad 3c 3d 4c Tc",
                                 "expose 3d, expose 4c, check, check, take, stand, check, check, "
                                 "stand, stand, check, check"));
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["showdown"]["players"][0]["natural"], true);
  EXPECT_EQ(out["stacks"], Json({21, 19}));
}

TEST(Declaring, FifteenThirtyFiveDeclaresAfterTheFinalBettingRound) {
  // Seat 0: As 5d 3d Tc (19 or 29); seat 1: 2c 3c 4c (9).
  const char* deck = "As 2c 5d 3c 3d 4c Tc";
  const char* actions =
      "expose 3d, expose 4c, check, check, take, stand, check, check, stand, stand, check, check";
  Json out = replay(record("15-35", {}, {20, 20}, 1, deck, actions));
  EXPECT_EQ(out["finished"], false);
  EXPECT_EQ(out["to_act"], 0);
  EXPECT_EQ(legal_of(out), words({"declare low", "declare high", "declare both"}));
  out = replay(
      record("15-35", {}, {20, 20}, 1, deck, std::string(actions) + ", declare high, declare low"));
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["showdown"]["players"][0]["high"], 29);
  EXPECT_EQ(out["showdown"]["players"][1]["low"], 9);
  EXPECT_EQ(out["stacks"], Json({20, 20}));
}

// --- the record ends ---------------------------------------------------------------------

TEST(Record, AnActionAfterTheHandIsOverIsAnError) {
  const std::string why = error_of([] {
    io::vying_replay(record("7-27", {}, {10, 10, 10}, 2, "2c 3c 4c 5c 6c 7c",
                            "stand, stand, stand, bet 2, fold, fold, check"));
  });
  EXPECT_NE(why.find("action 6"), std::string::npos) << why;
}

TEST(Record, TheGameKeyIsCheckedByTheContractFunctionsThemselves) {
  Json input = record("7-27", {}, {10, 10}, 1, "2c 3c 4c 5c", "");
  input.erase("game");
  EXPECT_NE(error_of([&] { io::vying_replay(input); }).find("game"), std::string::npos);
  input["game"] = "five-three-five";
  EXPECT_NE(error_of([&] { io::vying_replay(input); }).find("game"), std::string::npos);
  const Json players =
      Json::parse(R"([{"cards": ["2c"], "put_in": 1}, {"cards": ["3c"], "put_in": 1}])");
  EXPECT_NE(error_of([&] {
              io::vying_showdown({{"players", players}});
            }).find("game"),
            std::string::npos);
  EXPECT_NE(error_of([&] {
              io::vying_showdown({{"game", "535"}, {"players", players}});
            }).find("game"),
            std::string::npos);
}

TEST(Record, StoppingEarlySaysWhoIsToAct) {
  const Json out = replay(record("7-27", {}, {100, 100, 100}, 2, "7c Kd 2s As 5h 9d 3c 4c",
                                 "take, stand, stand, check"));
  EXPECT_EQ(out["finished"], false);
  EXPECT_EQ(out["to_act"], 1);
  EXPECT_EQ(legal_of(out), words({"check", "bet 1-5"}));
  EXPECT_EQ(out["showdown"], nullptr);
}

}  // namespace
}  // namespace cardroom::vying::test
