// Rulebook §6: the showdown, pot by pot among that pot's eligible players: naturals, split,
// declarations (a `both` declarer must win both outright), unclaimed halves, odd chips.
#include "vying/showdown.h"
#include "vying/showdown_explain.h"

#include <gtest/gtest.h>

#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

struct P {
  std::string cards;
  std::int64_t put_in;
  bool folded = false;
  std::string declare = "";
};

Json input_of(std::string_view game, const Json& rules, int dealer, const std::vector<P>& players) {
  Json input{{"game", game}, {"dealer", dealer}, {"rules", rules}, {"players", Json::array()}};
  for (const P& p : players) {
    Json j{{"cards", names(p.cards)}, {"put_in", p.put_in}};
    if (p.folded) j["folded"] = true;
    if (!p.declare.empty()) j["declare"] = p.declare;
    input["players"].push_back(j);
  }
  return input;
}

// Runs `cardroom showdown`; checks that the payouts add up to every chip put in.
Json showdown(std::string_view game, const Json& rules, int dealer, const std::vector<P>& players) {
  const Json out = io::vying_showdown(input_of(game, rules, dealer, players));
  std::int64_t in = 0, paid = 0;
  for (const P& p : players) in += p.put_in;
  for (const auto& v : out["payouts"]) paid += v.get<std::int64_t>();
  EXPECT_EQ(paid, in) << "every chip put in is paid out";
  return out;
}

std::vector<std::int64_t> payouts(const Json& out) {
  return out["payouts"].get<std::vector<std::int64_t>>();
}
using Chips = std::vector<std::int64_t>;

// --- split (cards speak) -------------------------------------------------------------------

TEST(Split, BestLowAndBestHighShareThePot) {
  const Json out = showdown("7-27", {}, 0, {{"6c As", 4}, {"Tc 9c", 4}, {"Th Td", 4}});
  // Low: 7 (A as 1) beats 19 and 20. High: 20 (7 away) beats 19 and A 6 as 17.
  EXPECT_EQ(payouts(out), (Chips{6, 0, 6}));
  EXPECT_EQ(out["players"][0]["low"], 7);
  EXPECT_EQ(out["players"][0]["high"], 17);
  EXPECT_EQ(out["players"][2]["low"], 20);
  EXPECT_EQ(out["players"][2]["natural"], false);
}

TEST(Split, OneHandMayWinBothHalves) {
  // A A 6 reaches 8, 18, 28: 8 for 7, 28 for 27; T 2 is 12.
  const Json out = showdown("7-27", {}, 0, {{"As Ad 6c", 5}, {"Tc 2c", 5}});
  EXPECT_EQ(payouts(out), (Chips{10, 0}));
  EXPECT_EQ(out["players"][0]["low"], 8);
  EXPECT_EQ(out["players"][0]["high"], 28);
}

TEST(Split, TheHighHalfGetsTheOddChip) {
  // Pot 7 (a folded seat's 3 included): low 3, high 4.
  const Json out = showdown("7-27", {}, 0, {{"5c 2d", 2}, {"Tc 9c 8c", 2}, {"Kh", 3, true}});
  EXPECT_EQ(payouts(out), (Chips{3, 4, 0}));
  EXPECT_EQ(out["players"][2]["low"], nullptr);
  EXPECT_EQ(out["players"][2]["high"], nullptr);
}

TEST(Split, TheRulebooksTieExample) {
  // pagat: two players at 6.5 and one at 25: the 25 takes half, the 6.5s a quarter each.
  const Json out = showdown("7-27", {}, 0, {{"6c Kd", 4}, {"6d Kh", 4}, {"Tc 9c 6h", 4}});
  EXPECT_EQ(payouts(out), (Chips{3, 3, 6}));
}

TEST(Split, LeftoverChipsGoClockwiseFromTheDealersLeft) {
  // Three sevens share both halves of 10: each half of 5 is 1 each with 2 left over, which go
  // to seat 3 (dealer 2's left) and then seat 0.
  const Json out = showdown("7-27", {}, 2, {{"7c", 3}, {"7d", 3}, {"2h", 1, true}, {"7h", 3}});
  EXPECT_EQ(payouts(out), (Chips{4, 2, 0, 4}));
  // The published example: 6.5 and 7.5 share the low half of 10 (5: 3 to seat 1, dealer 0's
  // left, and 2 to seat 0); 7.5 is nearer 27.
  const Json ex = showdown("7-27", {}, 0, {{"6c Kd", 5}, {"7c Kh", 5}});
  EXPECT_EQ(payouts(ex), (Chips{2, 8}));
  // The same with dealer 1: seat 0 is now first.
  const Json ex1 = showdown("7-27", {}, 1, {{"6c Kd", 5}, {"7c Kh", 5}});
  EXPECT_EQ(payouts(ex1), (Chips{3, 7}));
}

TEST(Split, DeclarationsAreIgnored) {
  const Json out = showdown(
      "7-27", {}, 0, {{"6c As", 4, false, "high"}, {"Tc 9c", 4, false, "low"}, {"Th Td", 4}});
  EXPECT_EQ(payouts(out), (Chips{6, 0, 6}));
}

TEST(Split, SidePotsAreSettledSeparately) {
  // The published example: main pot 8 among seats 0-2, side pot 10 between seats 1 and 2.
  const Json out =
      showdown("7-27", {}, 0, {{"5c 2c", 2}, {"9c 8c", 6}, {"Tc 9d", 6}, {"Kh 2h", 4, true}});
  EXPECT_EQ(payouts(out), (Chips{4, 5, 9, 0}));
  EXPECT_EQ(out["pots"][0]["awards"], Json({4, 0, 4, 0}));
  EXPECT_EQ(out["pots"][1]["awards"], Json({0, 5, 5, 0}));
}

// --- over-is-bust at the showdown ----------------------------------------------------------

TEST(OverIsBust, NobodyUnderTheLowTargetGivesTheHighWinnerTheWholePot) {
  const Json out =
      showdown("7-27", {{"nearness", "over-is-bust"}}, 0, {{"Tc 9d", 5}, {"Th 5d", 5}});
  EXPECT_EQ(payouts(out), (Chips{10, 0}));
  EXPECT_EQ(out["players"][0]["low"], nullptr);
  EXPECT_EQ(out["players"][0]["high"], 19);
  EXPECT_EQ(out["players"][1]["low"], nullptr);
}

TEST(OverIsBust, NeitherHalfClaimedSharesThePot) {
  // Three-card deals can pass 27 without busting (only a taken card busts); then no total
  // counts for either target and the eligible players share the pot.
  const Json out = showdown("7-27", {{"nearness", "over-is-bust"}, {"deal", "down-down-up"}}, 0,
                            {{"Tc Td Th", 3}, {"9c 9d Ts", 3}, {"2c", 1, true}});
  EXPECT_EQ(payouts(out), (Chips{3, 4, 0}));  // 7 shared: the odd chip to seat 1 first
  EXPECT_EQ(out["players"][0]["high"], nullptr);
  EXPECT_EQ(out["players"][1]["low"], nullptr);
}

TEST(OverIsBust, TheLowestCountingTotalStillWinsLow) {
  const Json out = showdown("7-27", {{"nearness", "over-is-bust"}}, 0,
                            {{"2c 3c", 3}, {"7d Kd", 3}, {"Tc Th 7h", 3}});
  // Low: 5 counts, 7.5 does not, 27 does not -> seat 0; high: 27 -> seat 2.
  EXPECT_EQ(payouts(out), (Chips{4, 0, 5}));
  EXPECT_EQ(out["players"][1]["low"], nullptr);
  EXPECT_EQ(out["players"][1]["high"], 7.5);
}

// --- naturals ------------------------------------------------------------------------------

TEST(Naturals, ANaturalScoopsEvenAgainstTiesAtEitherTarget) {
  // 15-35: nobody declares when every pot has a natural.
  const Json out = showdown("15-35", {}, 0, {{"As Ad 3c Tc", 6}, {"Th Td 9d 6d", 6}, {"7c 8d", 6}});
  EXPECT_EQ(payouts(out), (Chips{18, 0, 0}));
  EXPECT_EQ(out["players"][0]["natural"], true);
  EXPECT_EQ(out["players"][0]["low"], 15);
  EXPECT_EQ(out["players"][0]["high"], 35);
  EXPECT_EQ(out["players"][1]["high"], 35);
}

TEST(Naturals, SeveralNaturalsShareThePot) {
  // 15 chips between two naturals: 7 each and the odd chip to seat 1 (dealer 0's left).
  const Json out = showdown("15-35", {}, 0, {{"As Ad 3c Tc", 5}, {"Ah Ac 3d Td", 5}, {"Kd 5s", 5}});
  EXPECT_EQ(payouts(out), (Chips{7, 8, 0}));
}

TEST(Naturals, AreShownBeforeDeclaringAndSettleOnlyThePotsTheyReach) {
  // The natural is all-in for 2: it scoops the main pot (6). The side pot (8) has no natural,
  // so everyone still in declares, and the declarations settle it.
  const std::vector<P> players = {{"As Ad 3c Tc", 2, false, "both"},
                                  {"7c 7d", 6, false, "low"},
                                  {"Th Td 9d 6d", 6, false, "high"}};
  const Json out = showdown("15-35", {}, 0, players);
  EXPECT_EQ(payouts(out), (Chips{6, 4, 4}));
  // Everyone still in declares, the natural included.
  auto missing = players;
  missing[0].declare = "";
  const std::string why = error_of([&] { io::vying_showdown(input_of("15-35", {}, 0, missing)); });
  EXPECT_NE(why.find("players[0]"), std::string::npos) << why;
  EXPECT_NE(why.find("declare"), std::string::npos) << why;
}

TEST(Naturals, WithoutNaturalScoopsANaturalDeclaresLikeAnyHand) {
  // The natural declares both but ties at 35 (four cards each): it fails both; the halves go
  // to the single-target declarers.
  const Json out = showdown("15-35", {{"natural_scoops", false}}, 0,
                            {{"As Ad 3c Tc", 4, false, "both"},
                             {"Th Td 9d 6d", 4, false, "high"},
                             {"7c 8d", 4, false, "low"}});
  EXPECT_EQ(payouts(out), (Chips{0, 6, 6}));
  EXPECT_EQ(out["players"][0]["natural"], true);  // reported whatever natural_scoops says
}

TEST(Naturals, SevenTwentySevenNaturalScoopsOnlyWhenTheRuleIsOn) {
  const std::vector<P> players = {{"As Ad 5c", 5}, {"5d 2c", 5}};
  // Preset (no natural_scoops): the 7s share the low half (5: 3 to seat 1, 2 to seat 0), the
  // natural's 27 takes the high half.
  Json out = showdown("7-27", {}, 0, players);
  EXPECT_EQ(payouts(out), (Chips{7, 3}));
  EXPECT_EQ(out["players"][0]["natural"], true);
  out = showdown("7-27", {{"natural_scoops", true}}, 0, players);
  EXPECT_EQ(payouts(out), (Chips{10, 0}));
}

// --- declarations ------------------------------------------------------------------------

TEST(Declare, BothDeclarerWhoWinsBothOutrightTakesThePot) {
  // A A 2: 14 for 15 (beats 13), 24 for 35 (beats 19).
  const Json out = showdown(
      "15-35", {}, 0,
      {{"As Ad 2c", 4, false, "both"}, {"7c 6d", 4, false, "low"}, {"Tc 9c", 4, false, "high"}});
  EXPECT_EQ(payouts(out), (Chips{12, 0, 0}));
}

TEST(Declare, BothDeclarerWhoLosesEitherContestIsOutOfBoth) {
  // The low declarer's 15 beats the both declarer's 14; the both declarer's 24 would beat 19
  // for 35, but it is out of both: each half goes to the single-target declarer.
  const Json out = showdown(
      "15-35", {}, 0,
      {{"As Ad 2c", 4, false, "both"}, {"7c 8d", 4, false, "low"}, {"Tc 9c", 4, false, "high"}});
  EXPECT_EQ(payouts(out), (Chips{0, 6, 6}));
}

TEST(Declare, BothDeclarerWhoTiesEitherContestIsOutOfBoth) {
  // 7 7 and 8 6 are both 14 in two cards: the both declarer ties for 15 (and loses 35), so it
  // is out; the low declarer takes the low half (7), the high declarer the high half (8).
  const Json out = showdown(
      "15-35", {}, 0,
      {{"7c 7d", 5, false, "both"}, {"8c 6h", 5, false, "low"}, {"Tc Td 9d 6d", 5, false, "high"}});
  EXPECT_EQ(payouts(out), (Chips{0, 7, 8}));
}

TEST(Declare, AHalfNobodyDeclaredForAloneGoesToTheOtherHalfsWinner) {
  // The both declarer fails (15 beats 14 for low); nobody declared high alone, so the low
  // winner takes the whole pot.
  const Json out =
      showdown("15-35", {}, 0, {{"As Ad 2c", 4, false, "both"}, {"7c 8d", 4, false, "low"}});
  EXPECT_EQ(payouts(out), (Chips{0, 8}));
}

TEST(Declare, NeitherHalfClaimedIsSharedByTheEligiblePlayers) {
  // Two both declarers split the contests: both fail, nobody declared a single target.
  // 11 chips shared by seats 0 and 1: 5 each, the odd chip to seat 1 (dealer 0's left).
  const Json out = showdown(
      "15-35", {}, 0,
      {{"7c 7d", 5, false, "both"}, {"Tc Td 9d 6d", 5, false, "both"}, {"2h 3h", 1, true}});
  EXPECT_EQ(payouts(out), (Chips{5, 6, 0}));
}

TEST(Declare, OfTwoBothDeclarersOneMayWinBoth) {
  const Json out = showdown(
      "15-35", {}, 0,
      {{"As Ad 2c", 4, false, "both"}, {"7c 6d", 4, false, "both"}, {"5c 4d 2h", 4, false, "low"}});
  EXPECT_EQ(payouts(out), (Chips{12, 0, 0}));
}

TEST(Declare, EveryoneDeclaringOneTargetGivesItsWinnerTheWholePot) {
  Json out = showdown("15-35", {}, 0, {{"7c 8d", 5, false, "low"}, {"7h 6d", 5, false, "low"}});
  EXPECT_EQ(payouts(out), (Chips{10, 0}));
  out = showdown("15-35", {}, 0, {{"Th Td 9d 6d", 5, false, "high"}, {"7h 6s", 5, false, "high"}});
  EXPECT_EQ(payouts(out), (Chips{10, 0}));
  // A tie shares it: 11 chips, the odd one to seat 1.
  out = showdown("15-35", {}, 0,
                 {{"7c 8d", 5, false, "low"}, {"7h 8h", 5, false, "low"}, {"2s", 1, true}});
  EXPECT_EQ(payouts(out), (Chips{5, 6, 0}));
}

TEST(Declare, FewerCardsBreaksATieIn1535) {
  // 35 in four cards beats 35 in five.
  const Json out = showdown("15-35", {}, 0,
                            {{"Th Td 9d 6d", 4, false, "high"},
                             {"Tc 9c 9h 5c 2c", 4, false, "high"},
                             {"7c 8d", 4, false, "low"}});
  EXPECT_EQ(payouts(out), (Chips{6, 0, 6}));
}

TEST(Declare, TheHighHalfGetsTheOddChip) {
  const Json out =
      showdown("15-35", {}, 0,
               {{"7c 8d", 5, false, "low"}, {"Th Td 9d 6d", 5, false, "high"}, {"2s", 1, true}});
  EXPECT_EQ(payouts(out), (Chips{5, 6, 0}));
}

TEST(Declare, EachPotAmongItsEligiblePlayers) {
  // The both declarer is all-in for 2: it wins the main pot (6) outright; the side pot (6) is
  // settled between the other two.
  const Json out = showdown(
      "15-35", {}, 0,
      {{"As Ad 2c", 2, false, "both"}, {"7c 6d", 5, false, "low"}, {"Tc 9c", 5, false, "high"}});
  EXPECT_EQ(payouts(out), (Chips{6, 3, 3}));
}

TEST(Declare, SimultaneousAndSequentialSettleAlike) {
  for (const char* rule : {"declare-simultaneous", "declare-sequential"}) {
    const Json out = showdown(
        "7-27", {{"showdown", rule}}, 0,
        {{"6c As", 4, false, "both"}, {"Tc 9c", 4, false, "low"}, {"Th Td", 4, false, "high"}});
    // The both declarer's 7 wins low but its 17 loses high to 20: out of both. Low goes to
    // the only low declarer (19), high to 20.
    EXPECT_EQ(payouts(out), (Chips{0, 6, 6})) << rule;
  }
}

TEST(Declare, OverIsBustBothDeclarerWithNoCountingLowFails) {
  // 19 has no total at or under 7: it cannot win low, so it cannot win both.
  const Json out =
      showdown("7-27", {{"showdown", "declare-simultaneous"}, {"nearness", "over-is-bust"}}, 0,
               {{"Tc 9c", 4, false, "both"}, {"Th 5d", 4, false, "high"}});
  // Nobody declared low alone; high goes to the only high declarer (15), who takes all.
  EXPECT_EQ(payouts(out), (Chips{0, 8}));
}

TEST(Declare, AMissingDeclarationIsAnError) {
  const std::string why = error_of([] {
    io::vying_showdown(input_of("15-35", {}, 0, {{"7c 8d", 5, false, "low"}, {"7h 6d", 5}}));
  });
  EXPECT_NE(why.find("players[1]"), std::string::npos) << why;
  EXPECT_NE(why.find("declare"), std::string::npos) << why;
  // A folded player does not declare.
  const Json out = io::vying_showdown(input_of(
      "15-35", {}, 0, {{"7c 8d", 5, false, "low"}, {"7h 6d", 5, false, "high"}, {"2s", 1, true}}));
  EXPECT_EQ(payouts(out), (Chips{5, 6, 0}));
}

// --- why: every result says which contests each player won or lost and why -----------------

bool explains(const Json& out, int seat, std::string_view reason) {
  for (const auto& line : out["players"][seat]["explain"]) {
    if (line.get<std::string>().find(reason) != std::string::npos) return true;
  }
  return false;
}

TEST(Explain, NamesTheReasonOfEveryContest) {
  // Distance: 19 loses low to 7.
  Json out = showdown("7-27", {}, 0, {{"6c As", 4}, {"Tc 9c", 4}});
  EXPECT_TRUE(explains(out, 1, "distance")) << out["players"][1]["explain"];
  // Tie: 6.5 and 7.5 share the low half.
  out = showdown("7-27", {}, 0, {{"6c Kd", 5}, {"7c Kh", 5}});
  EXPECT_TRUE(explains(out, 0, "tie")) << out["players"][0]["explain"];
  // Side: 16 loses to 14 for 15 under under-beats-over.
  out = showdown("15-35", {}, 0, {{"7c 7d", 4, false, "low"}, {"9c 7h", 4, false, "low"}});
  EXPECT_TRUE(explains(out, 1, "side")) << out["players"][1]["explain"];
  // Fewer cards: 35 in five cards loses to 35 in four.
  out = showdown("15-35", {}, 0,
                 {{"Th Td 9d 6d", 4, false, "high"}, {"Tc 9c 9h 5c 2c", 4, false, "high"}});
  EXPECT_TRUE(explains(out, 1, "fewer")) << out["players"][1]["explain"];
  // Bust: 7.5 does not count for 7 under over-is-bust.
  out = showdown("7-27", {{"nearness", "over-is-bust"}}, 0, {{"2c 3c", 4}, {"7d Kd", 4}});
  EXPECT_TRUE(explains(out, 1, "bust")) << out["players"][1]["explain"];
  // Failed both.
  out = showdown("15-35", {}, 0, {{"As Ad 2c", 4, false, "both"}, {"7c 8d", 4, false, "low"}});
  EXPECT_TRUE(explains(out, 0, "both")) << out["players"][0]["explain"];
  EXPECT_EQ(out["players"][0]["declare"], "both");
  EXPECT_EQ(out["players"][1]["declare"], "low");
  // A natural.
  out = showdown("15-35", {}, 0, {{"As Ad 3c Tc", 4}, {"7c 8d", 4}});
  EXPECT_TRUE(explains(out, 0, "natural")) << out["players"][0]["explain"];
  EXPECT_TRUE(explains(out, 1, "natural")) << out["players"][1]["explain"];
}

TEST(Explain, SpeaksOfSeatsByNumberOrByName) {
  // Three-way 7-27 split: seats 1 and 2 tie for low at 6.5; seat 0 is alone nearest 27.
  const Rules r = r727();
  std::vector<ShowdownSeat> seats = {
      {tally("Tc 9c 8c"), 4, true, Declaration::kNone},
      {tally("6c Kd"), 4, true, Declaration::kNone},
      {tally("6d Kh"), 4, true, Declaration::kNone},
  };
  const ShowdownResult result = settle_showdown(r, 0, seats);
  const std::vector<std::string> names{"Ann", "Bea", "Cal"};
  const auto numbered = explain_seat(result, seats, r, 0);
  const auto named = explain_seat(result, seats, r, 0, names);
  ASSERT_EQ(numbered.size(), named.size());
  ASSERT_FALSE(numbered.empty());
  EXPECT_NE(numbered[0].find("to seat 1, 2's 6.5"), std::string::npos) << numbered[0];
  EXPECT_NE(named[0].find("to Bea and Cal's 6.5"), std::string::npos) << named[0];
  EXPECT_EQ(numbered[0].rfind("pot 0, low (7)", 0), 0u) << numbered[0];
  EXPECT_EQ(named[0].rfind("main pot, low (7)", 0), 0u) << named[0];
  const auto bea = explain_seat(result, seats, r, 1, names);
  EXPECT_NE(bea[0].find("shares the low half with Cal, 6.5 (tie)"), std::string::npos) << bea[0];
}

// --- the engine's own interface ---------------------------------------------------------------

TEST(SettleShowdown, ReportsWinnersAndFailedBoth) {
  const Rules r = r1535();
  std::vector<ShowdownSeat> seats = {
      {tally("As Ad 2c"), 4, true, Declaration::kBoth},
      {tally("7c 8d"), 4, true, Declaration::kLow},
      {tally("Tc 9c"), 4, true, Declaration::kHigh},
  };
  ASSERT_TRUE(needs_declarations(r, seats));
  const ShowdownResult result = settle_showdown(r, 0, seats);
  ASSERT_EQ(result.pot_count, 1);
  const PotOutcome& pot = result.pots[0];
  EXPECT_EQ(pot.failed_both, SeatMask(0b001));
  EXPECT_EQ(pot.low_winners, SeatMask(0b010));
  EXPECT_EQ(pot.high_winners, SeatMask(0b100));
  EXPECT_EQ(result.payouts[0] + result.payouts[1] + result.payouts[2], 12);
}

TEST(SettleShowdown, NoDeclarationsWhenEveryPotHasANatural) {
  const Rules r = r1535();
  std::vector<ShowdownSeat> seats = {
      {tally("As Ad 3c Tc"), 4, true, Declaration::kNone},
      {tally("7c 8d"), 4, true, Declaration::kNone},
  };
  EXPECT_FALSE(needs_declarations(r, seats));
  seats[0].put_in = 2;  // the natural no longer reaches the side pot
  EXPECT_TRUE(needs_declarations(r, seats));
  EXPECT_FALSE(needs_declarations(r727(), seats));  // split never declares
}

TEST(ShareChips, LeftoverOneEachClockwiseFromTheDealersLeft) {
  std::array<std::int64_t, kMaxSeats> awards{};
  share_chips(11, 0b1011, 2, 4, awards);  // seats 0, 1, 3; dealer 2: order 3, 0, 1
  EXPECT_EQ(awards[3], 4);
  EXPECT_EQ(awards[0], 4);
  EXPECT_EQ(awards[1], 3);
  EXPECT_EQ(awards[2], 0);
}

}  // namespace
}  // namespace cardroom::vying::test
