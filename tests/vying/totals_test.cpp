// Rulebook §1 (cards and counting) and §2 (comparing hands in one contest).
#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <random>
#include <set>

#include "vying/reference_model.h"
#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

// The total a hand shows for a target in points; nullopt when no total counts (over-is-bust).
std::optional<double> shown(std::string_view hand, Target target, const Rules& rules) {
  const Standing s = standing(tally(hand), target, rules);
  if (!s.counts) return std::nullopt;
  return s.total / 2.0;
}
std::optional<double> low(std::string_view hand, const Rules& rules) {
  return shown(hand, Target::kLow, rules);
}
std::optional<double> high(std::string_view hand, const Rules& rules) {
  return shown(hand, Target::kHigh, rules);
}

int sign(int x) { return (x > 0) - (x < 0); }

// Which of two hands wins one contest: -1 the first, 1 the second, 0 a tie.
int contest(std::string_view a, std::string_view b, Target target, const Rules& rules,
            Edge* edge = nullptr) {
  const Tally ta = tally(a), tb = tally(b);
  return sign(compare(standing(ta, target, rules), ta.cards, standing(tb, target, rules), tb.cards,
                      target, rules, edge));
}

// --- §1: cards -----------------------------------------------------------------------------

TEST(Cards, NotationAcceptsTenAndAnyCaseAndPrintsCanonically) {
  EXPECT_EQ(to_string(*parse_card("As")), "As");
  EXPECT_EQ(to_string(*parse_card("td")), "Td");
  EXPECT_EQ(to_string(*parse_card("10d")), "Td");
  EXPECT_EQ(to_string(*parse_card("10D")), "Td");
  EXPECT_EQ(to_string(*parse_card("kH")), "Kh");
  EXPECT_EQ(to_string(*parse_card("7C")), "7c");
  for (const char* bad : {"", "A", "1c", "11c", "Ax", "Zs", "As ", "0c", "1Oc"}) {
    EXPECT_FALSE(parse_card(bad).has_value()) << bad;
  }
}

TEST(Cards, TheDeckHasFiftyTwoDifferentCards) {
  std::set<std::string> seen;
  for (Card c : ordered_deck()) seen.insert(to_string(c));
  EXPECT_EQ(seen.size(), 52u);
}

// --- §1: counting --------------------------------------------------------------------------

TEST(Counting, NumeralsCountFaceValue) {
  const Rules r = r727();
  const char* numerals[] = {"2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s", "Tc"};
  for (int rank = 2; rank <= 10; ++rank) {
    EXPECT_EQ(low(numerals[rank - 2], r), rank) << numerals[rank - 2];
    EXPECT_EQ(high(numerals[rank - 2], r), rank) << numerals[rank - 2];
  }
  EXPECT_EQ(low("Tc 9d 8h", r), 27);
}

TEST(Counting, AnAceCountsOneOrEleven) {
  const Rules r = r727();
  EXPECT_EQ(low("As 6c", r), 7);    // ace as 1
  EXPECT_EQ(high("As 6c", r), 17);  // ace as 11: 17 is nearer 27 than 7
  EXPECT_EQ(low("As", r), 11);      // 11 (4 away) is nearer 7 than 1 (6 away)
  EXPECT_EQ(high("As Tc 6c", r), 27);
}

TEST(Counting, TheSameAceMayCountDifferentlyForEachTarget) {
  // "five-ace-ace is a perfect hand that totals exactly 7 and 27 at the same time".
  const Rules r = r727();
  EXPECT_EQ(low("5c As Ad", r), 7);
  EXPECT_EQ(high("5c As Ad", r), 27);
  EXPECT_TRUE(is_natural(tally("5c As Ad"), r));
}

TEST(Counting, EachAceIsChosenOnItsOwn) {
  // 17 needs one ace as 11 and the other as 1.
  const Rules r = r727({{"targets", {17, 40}}});
  EXPECT_EQ(low("As Ad 5c", r), 17);
  EXPECT_EQ(high("As Ad 5c", r), 27);  // 27 (13 away) beats 7 and 17
}

TEST(Counting, PicturesCountHalfAPoint) {
  const Rules r = r727();
  EXPECT_EQ(low("Kc Qd Jh 5c", r), 6.5);
  EXPECT_EQ(high("Kc Qd Jh 5c", r), 6.5);
  EXPECT_EQ(low("6c Kd", r), 6.5);
  EXPECT_EQ(high("Tc Td 7c Kd", r), 27.5);
}

TEST(Counting, PicturesHalfOrTenEachChosenOnItsOwn) {
  const Rules r = r1535();         // pictures: half-or-ten
  EXPECT_EQ(low("Kc 5d", r), 15);  // K as 10
  EXPECT_EQ(r.pictures, Pictures::kHalfOrTen);
  // K Q 5 reaches 6, 15.5 and 25: for 15, one picture as 10 and the other as 1/2 (15.5).
  EXPECT_EQ(low("Kc Qd 5c", r), 15.5);
  EXPECT_EQ(high("Kc Qd 5c", r), 25);
  // On the 7-27 targets, K Q J 6 reaches 7.5, 17, 26.5 and 36.
  const Rules r2 = r727({{"pictures", "half-or-ten"}});
  EXPECT_EQ(low("Kc Qd Jh 6c", r2), 7.5);
  EXPECT_EQ(high("Kc Qd Jh 6c", r2), 26.5);
  // With `half` the same hand only reaches 7.5.
  EXPECT_EQ(high("Kc Qd Jh 6c", r727()), 7.5);
}

TEST(Counting, PicturesAndAcesTogether) {
  const Rules r = r727({{"pictures", "half-or-ten"}});
  // A K 6: 7.5 (1 + 1/2 + 6), 17 (1 + 10 + 6), 17.5 (11 + 1/2 + 6), 27 (11 + 10 + 6).
  EXPECT_EQ(low("As Kc 6c", r), 7.5);
  EXPECT_EQ(high("As Kc 6c", r), 27);
  const Rules t = r727({{"pictures", "half-or-ten"}, {"targets", {17.5, 40}}});
  EXPECT_EQ(low("As Kc 6c", t), 17.5);
  const Rules u = r727({{"pictures", "half-or-ten"}, {"targets", {17, 40}}});
  EXPECT_EQ(low("As Kc 6c", u), 17);
}

// --- §2: the examples that must hold -------------------------------------------------------

TEST(Examples, For35ThirtySixBeatsThirtyThreeAndAHalf) {
  const Rules r = r1535();
  EXPECT_EQ(high("Tc Td 9c 7c", r), 36);
  EXPECT_EQ(high("Th Ts 9d 4c Kc", r), 33.5);
  Edge edge{};
  EXPECT_EQ(contest("Tc Td 9c 7c", "Th Ts 9d 4c Kc", Target::kHigh, r, &edge), -1);
  EXPECT_EQ(edge, Edge::kDistance);
}

TEST(Examples, For15UnderBeatsOverFourteenBeatsSixteen) {
  const Rules r = r1535();
  ASSERT_EQ(r.nearness, Nearness::kUnderBeatsOver);
  Edge edge{};
  EXPECT_EQ(contest("7c 7d", "9c 7h", Target::kLow, r, &edge), -1);
  EXPECT_EQ(edge, Edge::kSide);
  EXPECT_EQ(contest("9c 7h", "7c 7d", Target::kLow, r), 1);
}

TEST(Examples, For7NearestSixAndAHalfTiesSevenAndAHalf) {
  const Rules r = r727();
  ASSERT_EQ(r.nearness, Nearness::kNearest);
  Edge edge{};
  EXPECT_EQ(contest("6c Kd", "7c Kh", Target::kLow, r, &edge), 0);
  EXPECT_EQ(edge, Edge::kTie);
}

// --- §2: every nearness rule on both targets -----------------------------------------------

// Hands with one reachable total each (no aces, pictures 1/2).
constexpr const char* k2 = "2c";
constexpr const char* k5 = "5c";
constexpr const char* k6 = "6d";
constexpr const char* k6_5 = "6c Kd";
constexpr const char* k7 = "7d";
constexpr const char* k7_5 = "7c Kh";
constexpr const char* k8 = "8c";
constexpr const char* k9 = "9c";
constexpr const char* k20 = "Tc Td";
constexpr const char* k25 = "Tc Td 5c";
constexpr const char* k26 = "Tc Td 6c";
constexpr const char* k26_5 = "Tc Td 6c Kd";
constexpr const char* k27 = "Tc Td 7c";
constexpr const char* k27_5 = "Tc Td 7c Kd";
constexpr const char* k28 = "Tc Td 8c";

struct Row {
  const char* nearness;
  Target target;
  const char* a;
  const char* b;
  int winner;  // -1 a, 1 b, 0 tie
  Edge edge;
};

class Nearness727 : public ::testing::TestWithParam<Row> {};

TEST_P(Nearness727, DecidesAsTheRulebookSays) {
  const Row& row = GetParam();
  const Rules r = r727({{"nearness", row.nearness}});
  Edge edge{};
  EXPECT_EQ(contest(row.a, row.b, row.target, r, &edge), row.winner);
  EXPECT_EQ(edge, row.edge);
  // The same contest seen from the other side.
  EXPECT_EQ(contest(row.b, row.a, row.target, r), -row.winner);
}

constexpr Target L = Target::kLow;
constexpr Target H = Target::kHigh;

INSTANTIATE_TEST_SUITE_P(
    Rulebook, Nearness727,
    ::testing::Values(
        // nearest: equal distance is a tie.
        Row{"nearest", L, k6_5, k7_5, 0, Edge::kTie},
        Row{"nearest", L, k6, k7_5, 1, Edge::kDistance},
        Row{"nearest", L, k7, k6_5, -1, Edge::kDistance},
        Row{"nearest", H, k26, k28, 0, Edge::kTie},
        Row{"nearest", H, k25, k27_5, 1, Edge::kDistance},
        // under-beats-over: distance first, then under.
        Row{"under-beats-over", L, k6_5, k7_5, -1, Edge::kSide},
        Row{"under-beats-over", L, k7_5, k6, -1, Edge::kDistance},
        Row{"under-beats-over", H, k28, k26, 1, Edge::kSide},
        Row{"under-beats-over", H, k26_5, k28, -1, Edge::kDistance},
        // over-beats-under: the reverse.
        Row{"over-beats-under", L, k6_5, k7_5, 1, Edge::kSide},
        Row{"over-beats-under", H, k26, k28, 1, Edge::kSide},
        Row{"over-beats-under", L, k6_5, k8, -1, Edge::kDistance},
        // inside-beats-outside: over wins for the low target, under for the high one.
        Row{"inside-beats-outside", L, k6_5, k7_5, 1, Edge::kSide},
        Row{"inside-beats-outside", H, k26, k28, -1, Edge::kSide},
        Row{"inside-beats-outside", L, k6, k7_5, 1, Edge::kDistance},
        Row{"inside-beats-outside", H, k25, k27_5, 1, Edge::kDistance},
        // outside-beats-inside: under wins for the low target, over for the high one.
        Row{"outside-beats-inside", L, k6_5, k7_5, -1, Edge::kSide},
        Row{"outside-beats-inside", H, k26, k28, 1, Edge::kSide},
        Row{"outside-beats-inside", H, k26_5, k28, -1, Edge::kDistance},
        // under-always-beats-over: every total at or under beats every total over.
        Row{"under-always-beats-over", L, k2, k7_5, -1, Edge::kSide},
        Row{"under-always-beats-over", L, k6_5, k7_5, -1, Edge::kSide},
        Row{"under-always-beats-over", L, k7, k6_5, -1, Edge::kDistance},
        Row{"under-always-beats-over", L, k8, k9, -1, Edge::kDistance},
        Row{"under-always-beats-over", H, k20, k27_5, -1, Edge::kSide},
        Row{"under-always-beats-over", H, k27, k26, -1, Edge::kDistance},
        // over-is-bust: only totals at or under count; the largest is best.
        Row{"over-is-bust", L, k7_5, k2, 1, Edge::kBust},
        Row{"over-is-bust", L, k6_5, k6, -1, Edge::kDistance},
        Row{"over-is-bust", H, k28, k20, 1, Edge::kBust},
        Row{"over-is-bust", H, k27, k26_5, -1, Edge::kDistance},
        Row{"over-is-bust", H, k5, k2, -1, Edge::kDistance}));

TEST(Nearness, OverIsBustCountsNoTotalOverTheTarget) {
  const Rules r = r727({{"nearness", "over-is-bust"}});
  EXPECT_EQ(low(k7_5, r), std::nullopt);
  EXPECT_EQ(high(k28, r), std::nullopt);
  EXPECT_EQ(low(k28, r), std::nullopt);
  EXPECT_EQ(high(k27, r), 27);
  // An ace is counted so that the total stays at or under: A 9 9 is 19, never 29.
  EXPECT_EQ(high("As 9c 9d", r), 19);
  EXPECT_EQ(low("As 6c", r), 7);
  EXPECT_EQ(high("As 6c", r), 17);
}

TEST(Nearness, TheBestReachableTotalDependsOnTheRule) {
  // A 9 9 reaches 19 and 29 for 27.
  EXPECT_EQ(high("As 9c 9d", r727()), 29);
  EXPECT_EQ(high("As 9c 9d", r727({{"nearness", "under-always-beats-over"}})), 19);
  EXPECT_EQ(high("As 9c 9d", r727({{"nearness", "under-beats-over"}})), 29);
}

TEST(Nearness, EquallyRankedTotalsShowTheSmaller) {
  // A T 9 2 reaches 22 and 32, both 5 from 27.
  const char* hand = "As Tc 9d 2c";
  EXPECT_EQ(high(hand, r727()), 22);
  EXPECT_EQ(high(hand, r727({{"nearness", "under-beats-over"}})), 22);
  EXPECT_EQ(high(hand, r727({{"nearness", "over-beats-under"}})), 32);
  EXPECT_EQ(high(hand, r727({{"nearness", "inside-beats-outside"}})), 22);
  EXPECT_EQ(high(hand, r727({{"nearness", "outside-beats-inside"}})), 32);
  EXPECT_EQ(high(hand, r727({{"nearness", "under-always-beats-over"}})), 22);
  EXPECT_EQ(high(hand, r727({{"nearness", "over-is-bust"}})), 22);
  EXPECT_EQ(low(hand, r727()), 22);
  // A A reaches 2, 12 and 22; 2 and 12 are both 5 from 7.
  EXPECT_EQ(low("As Ac", r727()), 2);
  EXPECT_EQ(low("As Ac", r727({{"nearness", "over-beats-under"}})), 12);
  EXPECT_EQ(low("As Ac", r727({{"nearness", "inside-beats-outside"}})), 12);
  EXPECT_EQ(low("As Ac", r727({{"nearness", "outside-beats-inside"}})), 2);
  EXPECT_EQ(low("As Ac", r727({{"nearness", "under-beats-over"}})), 2);
  EXPECT_EQ(high("As Ac", r727()), 22);
}

// --- §2.3: fewer cards ---------------------------------------------------------------------

TEST(FewerCards, BreaksATieOnlyWhenTheRuleIsOn) {
  const char* four = "Tc Td 5c 2c";     // 27 in four cards
  const char* five = "Th 9d 5h 2h As";  // 27 in five cards (the ace as 1)
  Edge edge{};
  EXPECT_EQ(contest(four, five, H, r727(), &edge), 0);
  EXPECT_EQ(edge, Edge::kTie);
  EXPECT_EQ(contest(four, five, H, r727({{"fewer_cards_wins", true}}), &edge), -1);
  EXPECT_EQ(edge, Edge::kFewerCards);
  EXPECT_EQ(contest(five, four, H, r727({{"fewer_cards_wins", true}})), 1);
}

TEST(FewerCards, ComesAfterDistanceAndSide) {
  const Rules r = r1535();  // under-beats-over, fewer cards wins
  Edge edge{};
  // 14 in three cards beats 16 in two: the side decides before the cards.
  EXPECT_EQ(contest("7c 5d 2d", "9c 7h", L, r, &edge), -1);
  EXPECT_EQ(edge, Edge::kSide);
  // 15 in four cards beats 14 in two: distance first.
  EXPECT_EQ(contest("5c 4d 3d 3c", "7c 7d", L, r, &edge), -1);
  EXPECT_EQ(edge, Edge::kDistance);
  // Under `nearest`, 6.5 in three cards and 7.5 in two are level, so the cards decide.
  const Rules n = r727({{"fewer_cards_wins", true}});
  EXPECT_EQ(contest("4c 2d Kd", k7_5, L, n, &edge), 1);
  EXPECT_EQ(edge, Edge::kFewerCards);
  // Same total and same number of cards: a tie.
  EXPECT_EQ(contest("7c 7d", "8c 6h", L, r, &edge), 0);
  EXPECT_EQ(edge, Edge::kTie);
}

// --- Naturals ------------------------------------------------------------------------------

TEST(Naturals, ReachBothTargetsExactly) {
  EXPECT_TRUE(is_natural(tally("As Ad 5c"), r727()));
  EXPECT_FALSE(is_natural(tally("As 6c"), r727()));
  EXPECT_FALSE(is_natural(tally("5c 2d"), r727()));
  EXPECT_TRUE(is_natural(tally("As Ad 3c Tc"), r1535()));
  EXPECT_TRUE(is_natural(tally("As Ad 3c Kc"), r1535()));  // K as 10 for both
  EXPECT_FALSE(is_natural(tally("As Ad 3c Kc"), r1535({{"pictures", "half"}})));
  EXPECT_FALSE(is_natural(tally("Kd 5s Th"), r1535()));
}

TEST(Naturals, AFifteenThirtyFiveNaturalNeedsTwoAces) {
  // Every multiset of up to five ranks: a natural 15/35 always holds two aces.
  const Rules r = r1535();
  const std::string ranks = "A23456789TJQK";
  const std::string suits = "cdhs";
  std::vector<int> hand;
  int naturals = 0;
  auto visit = [&](auto&& self, int from, int left) -> void {
    std::string text;
    std::vector<int> per_rank(13, 0);
    for (int r_ : hand) {
      text += std::string(1, ranks[r_]) + suits[per_rank[r_]++] + " ";
    }
    if (!hand.empty() && is_natural(tally(text), r)) {
      ++naturals;
      EXPECT_GE(per_rank[0], 2) << text;
    }
    if (left == 0) return;
    for (int k = from; k < 13; ++k) {
      if (per_rank[k] == 4) continue;
      hand.push_back(k);
      self(self, k, left - 1);
      hand.pop_back();
    }
  };
  visit(visit, 0, 5);
  EXPECT_GT(naturals, 0);
}

// --- An independent reading of §1-§2, checked against the engine on many hands ------------

using reference::reachable;  // every total, each card chosen on its own (half-points)

bool counts(int x, int t, Nearness n) { return n != Nearness::kOverIsBust || x <= t; }

// -1 when total x ranks above y for target t, 1 below, 0 equal (§2 steps 1-2).
int order(int x, int y, int t, Nearness n, Target target) {
  if (n == Nearness::kUnderAlwaysBeatsOver && (x <= t) != (y <= t)) return x <= t ? -1 : 1;
  const int dx = std::abs(x - t), dy = std::abs(y - t);
  if (dx != dy) return dx < dy ? -1 : 1;
  if (x == y) return 0;
  const bool x_under = x < t;  // and y is over, at the same distance
  switch (n) {
    case Nearness::kNearest:
      return 0;
    case Nearness::kUnderBeatsOver:
      return x_under ? -1 : 1;
    case Nearness::kOverBeatsUnder:
      return x_under ? 1 : -1;
    case Nearness::kInsideBeatsOutside:
      return (target == Target::kLow) == x_under ? 1 : -1;
    case Nearness::kOutsideBeatsInside:
      return (target == Target::kLow) == x_under ? -1 : 1;
    case Nearness::kUnderAlwaysBeatsOver:  // same side: nearer wins, handled above
    case Nearness::kOverIsBust:
      return 0;
  }
  return 0;
}

std::optional<int> best_total(const std::vector<Card>& hand, Target target, const Rules& r) {
  const int t = r.targets[static_cast<int>(target)];
  std::optional<int> best;
  for (int x : reachable(hand, r.pictures)) {  // ascending, so ties keep the smaller
    if (!counts(x, t, r.nearness)) continue;
    if (!best || order(x, *best, t, r.nearness, target) < 0) best = x;
  }
  return best;
}

TEST(Reference, StandingAndComparisonAgreeWithTheRulebookOnRandomHands) {
  std::mt19937 gen(20261130);
  const auto deck = ordered_deck();
  const char* nearness[] = {"nearest",
                            "under-beats-over",
                            "over-beats-under",
                            "inside-beats-outside",
                            "outside-beats-inside",
                            "under-always-beats-over",
                            "over-is-bust"};
  int checked = 0;
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    for (const char* n : nearness) {
      for (const char* pictures : {"half", "half-or-ten"}) {
        for (bool fewer : {false, true}) {
          const Rules r = rules_of(
              game, {{"nearness", n}, {"pictures", pictures}, {"fewer_cards_wins", fewer}});
          for (int trial = 0; trial < 150; ++trial) {
            std::vector<Card> shuffled(deck.begin(), deck.end());
            std::shuffle(shuffled.begin(), shuffled.end(), gen);
            const int na = 1 + static_cast<int>(gen() % 7), nb = 1 + static_cast<int>(gen() % 7);
            std::vector<Card> a(shuffled.begin(), shuffled.begin() + na);
            std::vector<Card> b(shuffled.begin() + na, shuffled.begin() + na + nb);
            const Tally ta = Tally::of(a), tb = Tally::of(b);
            for (Target target : {Target::kLow, Target::kHigh}) {
              const int t = r.targets[static_cast<int>(target)];
              const auto ra = best_total(a, target, r), rb = best_total(b, target, r);
              const Standing sa = standing(ta, target, r), sb = standing(tb, target, r);
              ASSERT_EQ(sa.counts, ra.has_value());
              if (ra) {
                ASSERT_EQ(sa.total, *ra) << n << " " << pictures << " t=" << t;
              }
              // The contest.
              int want = 0;
              if (ra.has_value() != rb.has_value()) {
                want = ra ? -1 : 1;
              } else if (ra) {
                want = order(*ra, *rb, t, r.nearness, target);
                if (want == 0 && fewer && na != nb) want = na < nb ? -1 : 1;
              } else {
                continue;  // neither can win: nothing to compare
              }
              ASSERT_EQ(sign(compare(sa, ta.cards, sb, tb.cards, target, r)), want)
                  << n << " " << pictures << " fewer=" << fewer << " t=" << t << " a=" << *ra
                  << " b=" << (rb ? *rb : -1);
              ++checked;
            }
            EXPECT_EQ(is_natural(ta, r), reachable(a, r.pictures).count(r.targets[0]) &&
                                             reachable(a, r.pictures).count(r.targets[1]));
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 5000);
}

}  // namespace
}  // namespace cardroom::vying::test
