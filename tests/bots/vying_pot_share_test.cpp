// The heuristic's counted pot share against the plain rules (issue 16: one truth per rule):
// the OutcomeTable orders hands as compare() does and gives what is_natural() and
// guess_declaration() compute, HiddenCardOdds gives the chance of every sum of
// face-down cards that listing every set of cards gives, and PotShareCounter's expected share is
// the average of settle_showdown()'s payout over every combination of the opponents' outcomes
// (and of their declarations when they declare at random), for random rules and small tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

#include "../vying/random_rules.h"
#include "bots/vying_heuristic.h"
#include "bots/vying_pot_share.h"
#include "vying_hidden_cards.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/showdown.h"
#include "vying/view.h"

namespace cardroom::bots {
namespace {

using namespace cardroom::vying;

Tally pot_share_random_tally(Rng& rng, int most_cards) {
  Tally t;
  const int cards = 1 + static_cast<int>(rng.below(std::uint32_t(most_cards)));
  for (int k = 0; k < cards; ++k) t.add(Card::from_index(static_cast<int>(rng.below(52))));
  return t;
}

vying::Rules pot_share_random_rules(Rng& rng) {
  vying::Rules rules = vying::testing::random_rules(rng);
  if (rng.below(2)) {
    rules.targets = {static_cast<int>(10 + rng.below(30)), static_cast<int>(40 + rng.below(40))};
  }
  return rules;
}

TEST(OutcomeTable, GivesWhatTheRulesCompute) {
  Rng rng(162);
  for (int r = 0; r < 40; ++r) {
    const vying::Rules rules = pot_share_random_rules(rng);
    const OutcomeTable table(StandingTable::shared(rules));
    for (int k = 0; k < 2000; ++k) {
      // Some beyond the table's reach (26 cards), compared with some within it.
      const Tally a = pot_share_random_tally(rng, rng.below(4) == 0 ? 26 : 8);
      const Tally b = pot_share_random_tally(rng, rng.below(4) == 0 ? 26 : 8);
      const ShowdownOutcome oa = table(a), ob = table(b);
      for (Target target : {Target::kLow, Target::kHigh}) {
        const Standing sa = standing(a, target, rules), sb = standing(b, target, rules);
        const int cmp = compare(sa, a.cards, sb, b.cards, target, rules);
        const int ra = target == Target::kLow ? oa.low : oa.high;
        const int rb = target == Target::kLow ? ob.low : ob.high;
        ASSERT_EQ(cmp < 0, ra < rb);
        ASSERT_EQ(cmp == 0, ra == rb);
        ASSERT_EQ(sa.counts, ra != kNoCount);
      }
      ASSERT_EQ(oa.natural, is_natural(a, rules));
      ASSERT_EQ(oa.declaration, guess_declaration(a, rules));
    }
  }
}

TEST(HiddenCardOdds, CountsEverySetOfFaceDownCards) {
  Rng rng(163);
  for (int r = 0; r < 30; ++r) {
    // A pool of 6 to 20 unseen cards, and 1 to 4 face-down cards (or more: drawn at random).
    std::uint64_t unseen = 0;
    const int pool = 6 + static_cast<int>(rng.below(15));
    while (std::popcount(unseen) < pool) unseen |= std::uint64_t{1} << rng.below(52);
    std::vector<Card> cards;
    for (int c = 0; c < 52; ++c) {
      if (unseen >> c & 1) cards.push_back(Card::from_index(c));
    }
    HiddenCardOdds odds;
    odds.reset(unseen);
    for (int hidden = 1; hidden <= 4; ++hidden) {
      odds.draw(hidden, rng, 24);
      std::map<std::tuple<int, int, int, int>, double> counted, listed;
      // Every tally the classes could make is listed, those the pool cannot make weighing 0.
      ASSERT_TRUE(HiddenCardOdds::counted(odds.draws()));
      for (std::size_t k = 0; k < odds.draws().size(); ++k) {
        const Tally& t = odds.draws()[k];
        ASSERT_GE(odds.weights()[k], 0.0);
        if (odds.weights()[k] > 0) counted[{t.base, t.aces, t.pictures, t.cards}] += odds.weights()[k];
      }
      // Every set of `hidden` cards, by a bit mask over the pool's positions.
      double sets = 0;
      std::vector<int> pick(static_cast<std::size_t>(hidden));
      auto visit = [&](auto&& self, int from, int depth) -> void {
        if (depth == hidden) {
          Tally t;
          for (int i : pick) t.add(cards[std::size_t(i)]);
          listed[{t.base, t.aces, t.pictures, t.cards}] += 1;
          sets += 1;
          return;
        }
        for (int i = from; i < pool; ++i) {
          pick[std::size_t(depth)] = i;
          self(self, i + 1, depth + 1);
        }
      };
      visit(visit, 0, 0);
      ASSERT_EQ(counted.size(), listed.size());
      for (const auto& [key, n] : listed) {
        ASSERT_NEAR(counted[key], n / sets, 1e-12);
      }
    }
    // More face-down cards than are counted: `samples` draws of the right number of cards.
    odds.draw(6, rng, 24);
    ASSERT_FALSE(HiddenCardOdds::counted(odds.draws()));
    ASSERT_EQ(odds.draws().size(), 24u);
    for (const Tally& t : odds.draws()) ASSERT_EQ(t.cards, 6);
  }
}

// One opponent's possible tallies and how it declares, for a random table.
struct PotShareSeat {
  bool live = false;
  std::int64_t put_in = 0;
  std::vector<Tally> tallies;
  std::vector<double> weights;
  DeclarationGuess how = DeclarationGuess::kGiven;
  Declaration given = Declaration::kNone;
};

// settle_showdown's payout to `me`, averaged over every combination of outcomes, over the chips
// in the middle.
double pot_share_by_settling(const vying::Rules& rules, int dealer, int me, const Tally& mine,
                             Declaration declared, const std::vector<PotShareSeat>& table) {
  const int n = static_cast<int>(table.size());
  std::vector<ShowdownSeat> seats(static_cast<std::size_t>(n));
  std::int64_t total = 0;
  for (int i = 0; i < n; ++i) {
    seats[std::size_t(i)] = {Tally{}, table[std::size_t(i)].put_in, table[std::size_t(i)].live,
                             Declaration::kLow};
    total += table[std::size_t(i)].put_in;
  }
  seats[std::size_t(me)].tally = mine;
  seats[std::size_t(me)].declaration = declared == Declaration::kNone ? Declaration::kLow : declared;
  double expected = 0;
  auto visit = [&](auto&& self, int i, double weight) -> void {
    if (i == n) {
      expected += weight * static_cast<double>(settle_showdown(rules, dealer, seats).payouts[me]);
      return;
    }
    const PotShareSeat& s = table[std::size_t(i)];
    if (i == me || !s.live) return self(self, i + 1, weight);
    for (std::size_t k = 0; k < s.tallies.size(); ++k) {
      seats[std::size_t(i)].tally = s.tallies[k];
      const double w = weight * s.weights[k];
      switch (s.how) {
        case DeclarationGuess::kGiven:
          seats[std::size_t(i)].declaration = s.given;
          self(self, i + 1, w);
          break;
        case DeclarationGuess::kFromCards:
          seats[std::size_t(i)].declaration = guess_declaration(s.tallies[k], rules);
          self(self, i + 1, w);
          break;
        case DeclarationGuess::kAtRandom:
          for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
            seats[std::size_t(i)].declaration = d;
            self(self, i + 1, w / 3);
          }
          break;
      }
    }
  };
  visit(visit, 0, 1.0);
  return expected / static_cast<double>(total);
}

TEST(PotShareCounter, IsTheAverageOfSettlingEveryCombination) {
  Rng rng(164);
  PotShareCounter counter;
  int declaring = 0, split = 0;
  vying::Rules rules;
  for (int k = 0; k < 3000; ++k) {
    if (k % 20 == 0) rules = pot_share_random_rules(rng);  // a table each costs ~1 ms
    const auto outcomes = OutcomeTable::shared(rules);
    const int n = 2 + static_cast<int>(rng.below(4));
    const int me = static_cast<int>(rng.below(std::uint32_t(n)));
    const int dealer = static_cast<int>(rng.below(std::uint32_t(n)));
    // Close totals (few cards) so that ties, naturals and both-declarers winning are common;
    // chips in multiples of 5040 so that every share is a whole number of chips.
    const Tally mine = pot_share_random_tally(rng, 4);
    std::vector<PotShareSeat> table(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      PotShareSeat& s = table[std::size_t(i)];
      s.live = i == me || rng.below(5) != 0;
      s.put_in = 5040 * (1 + std::int64_t(rng.below(3)));
      if (i == me || !s.live) continue;
      const int ways = 1 + static_cast<int>(rng.below(n > 3 ? 3 : 5));
      double sum = 0;
      for (int w = 0; w < ways; ++w) {
        s.tallies.push_back(pot_share_random_tally(rng, 4));
        s.weights.push_back(1 + static_cast<double>(rng.below(8)));
        sum += s.weights.back();
      }
      for (double& w : s.weights) w /= sum;
      s.how = static_cast<DeclarationGuess>(rng.below(3));
      s.given = static_cast<Declaration>(1 + rng.below(3));
    }
    counter.reset(*outcomes, n, me);
    for (int i = 0; i < n; ++i) counter.set_chips(i, table[std::size_t(i)].put_in, table[std::size_t(i)].live);
    counter.set_mine(mine);
    for (int i = 0; i < n; ++i) {
      const PotShareSeat& s = table[std::size_t(i)];
      if (i == me || !s.live) continue;
      counter.set_outcomes(i, Tally{}, s.tallies, s.weights, s.how, s.given);
    }
    const std::vector<Declaration> choices =
        rules.declares() ? std::vector{Declaration::kLow, Declaration::kHigh, Declaration::kBoth}
                         : std::vector{Declaration::kNone};
    (rules.declares() ? declaring : split) += 1;
    for (Declaration d : choices) {
      const double plain = pot_share_by_settling(rules, dealer, me, mine, d, table);
      ASSERT_NEAR(counter.share(d), plain, 1e-9)
          << "case " << k << ", declaring " << int(d) << ", nearness " << int(rules.nearness)
          << ", showdown " << int(rules.showdown) << ", naturals " << rules.natural_scoops;
    }
  }
  EXPECT_GT(declaring, 1000);
  EXPECT_GT(split, 500);
}

// From a view with one opponent still in, whose face-down cards are few enough to list: the
// counted share is the average over every deal of them of settle_showdown's payout.
TEST(PotShareCounter, FromAViewIsTheAverageOverEveryDealOfTheHiddenCards) {
  Rng rng(165);
  PotShareCounter counter;
  HiddenCardOdds odds;
  int checked = 0;
  vying::Rules rules;
  for (int k = 0; k < 3000 && checked < 150; ++k) {
    if (k % 10 == 0) rules = pot_share_random_rules(rng);
    const std::vector<std::int64_t> stacks{40, 40};
    Hand hand = Hand::shuffled(rules, stacks, static_cast<int>(rng.below(2)), rng);
    const int steps = static_cast<int>(rng.below(12));
    for (int s = 0; s < steps && !hand.finished(); ++s) hand.apply(random_action(hand.legal(), rng));
    if (hand.finished() || hand.live_count() < 2) continue;
    const int me = static_cast<int>(rng.below(2));
    const SeatView view(hand, me);
    const int them = 1 - me;
    std::vector<int> hidden_slots;
    const SeatState& seen = view.seat_state(them);
    for (int slot = 0; slot < seen.count; ++slot) {
      if (seen.cards[slot].is_hidden()) hidden_slots.push_back(slot);
    }
    if (hidden_slots.size() > 2) continue;
    const auto table = OutcomeTable::shared(rules);
    count_showdown(view, *table, false, rng, 24, counter, odds);
    // Every deal of the opponent's face-down cards from the cards `me` has not seen.
    std::vector<Card> unseen;
    for (int c = 0; c < 52; ++c) {
      if (!(view.seen_in_play() >> c & 1)) unseen.push_back(Card::from_index(c));
    }
    const Declaration mine = rules.declares()
                                 ? guess_declaration(view.seat_state(me).tally, rules)
                                 : Declaration::kNone;
    std::vector<ShowdownSeat> seats(2);
    for (int i = 0; i < 2; ++i) {
      const SeatState& s = view.seat_state(i);
      seats[std::size_t(i)] = {s.tally, s.put_in, s.live(), Declaration::kLow};
    }
    seats[std::size_t(me)].declaration = mine == Declaration::kNone ? Declaration::kLow : mine;
    double sum = 0, deals = 0;
    auto settle = [&](const Tally& t) {
      seats[std::size_t(them)].tally = t;
      // A declaration the view shows is taken as made; else the nearer target is guessed.
      seats[std::size_t(them)].declaration = seen.declaration != Declaration::kNone
                                                 ? seen.declaration
                                                 : guess_declaration(t, rules);
      sum += static_cast<double>(settle_showdown(rules, view.dealer(), seats).payouts[me]);
      deals += 1;
    };
    const std::size_t pool = unseen.size();
    if (hidden_slots.empty()) {
      settle(seen.tally);
    } else if (hidden_slots.size() == 1) {
      for (std::size_t a = 0; a < pool; ++a) {
        Tally t = seen.tally;
        t.add(unseen[a]);
        settle(t);
      }
    } else {
      for (std::size_t a = 0; a < pool; ++a) {
        for (std::size_t b = a + 1; b < pool; ++b) {
          Tally t = seen.tally;
          t.add(unseen[a]);
          t.add(unseen[b]);
          settle(t);
        }
      }
    }
    const double total = static_cast<double>(view.pot_total());
    // Whole-chip odd shares make the plain average differ by at most a chip a showdown.
    ASSERT_NEAR(counter.share(mine) * total, sum / deals, 1.0)
        << "case " << k << " phase " << int(view.phase()) << " their declaration "
        << int(seen.declaration) << " hidden " << hidden_slots.size();
    ++checked;
  }
  EXPECT_GE(checked, 150);
}

// A counter kept from decision to decision (as a bot keeps it: the same cards need no new count,
// a fold only drops a player) gives what a new one counts, through whole hands.
TEST(PotShareCounter, KeptFromDecisionToDecisionCountsAsANewOne) {
  Rng rng(166);
  std::array<PotShareCounter, kMaxSeats> kept;
  std::array<HiddenCardOdds, kMaxSeats> kept_odds;
  int decisions = 0, after_folds = 0;
  for (int h = 0; h < 200; ++h) {
    const vying::Rules rules = h % 2 ? seven_twenty_seven() : fifteen_thirty_five();
    const auto table = OutcomeTable::shared(rules);
    const std::vector<std::int64_t> stacks(std::size_t(3 + h % 4), 40);
    Hand hand = Hand::shuffled(rules, stacks, h % 3, rng);
    vying::SeatMask folded = 0;
    while (!hand.finished()) {
      const int seat = hand.to_act();
      const SeatView view(hand, seat);
      // (More than four face-down cards are drawn at random: no two counts are alike.)
      if ((view.phase() == Phase::kBetting || view.phase() == Phase::kDeclare) &&
          vying_hidden_cards::most_hidden_of_opponents(view) <= 4) {
        const bool random = view.phase() == Phase::kDeclare;
        Rng r1(h), r2(h);
        PotShareCounter fresh;
        HiddenCardOdds fresh_odds;
        count_showdown(view, *table, random, r1, 24, kept[std::size_t(seat)],
                       kept_odds[std::size_t(seat)]);
        count_showdown(view, *table, random, r2, 24, fresh, fresh_odds);
        for (auto d : {Declaration::kNone, Declaration::kLow, Declaration::kHigh,
                       Declaration::kBoth}) {
          if (rules.declares() == (d == Declaration::kNone)) continue;
          ASSERT_NEAR(kept[std::size_t(seat)].share(d), fresh.share(d), 1e-12) << "hand " << h;
        }
        ++decisions;
        after_folds += folded != 0;
      }
      const Action a = random_action(hand.legal(), rng);
      if (a.kind == ActionKind::kFold) folded |= vying::SeatMask(1u << seat);
      ASSERT_TRUE(hand.apply(a));
    }
  }
  EXPECT_GT(decisions, 1000);
  EXPECT_GT(after_folds, 200);
}

// Outcomes are built once per hand and kept on the thread for every counter (set_outcomes): what
// a counter stores must still be the table's own outcome of each draw, in the documented order
// and with the draw's chance, whichever tables, hands and guesses came before. Several rule sets
// take turns with the same shown cards and draws, so a kept build of another table would show.
TEST(PotShareCounter, StoresTheTablesOwnOutcomesWhateverWasBuiltBefore) {
  Rng rng(167);
  std::vector<std::shared_ptr<const OutcomeTable>> tables;
  for (int r = 0; r < 6; ++r) tables.push_back(OutcomeTable::shared(pot_share_random_rules(rng)));
  std::vector<Tally> shown_cards;
  for (int k = 0; k < 5; ++k) shown_cards.push_back(pot_share_random_tally(rng, 4));
  HiddenCardOdds odds;
  PotShareCounter counter;
  int checked = 0;
  for (int round = 0; round < 3000; ++round) {
    const OutcomeTable& table = *tables[rng.below(std::uint32_t(tables.size()))];
    const Tally shown = shown_cards[rng.below(std::uint32_t(shown_cards.size()))];
    std::uint64_t unseen = 0;
    for (int c = 0; c < 52; ++c) unseen |= std::uint64_t(rng.below(3) != 0) << c;
    odds.reset(unseen);
    odds.draw(static_cast<int>(rng.below(5)), rng, 24);
    const auto how = static_cast<DeclarationGuess>(rng.below(3));
    const auto given = static_cast<Declaration>(rng.below(4));
    counter.reset(table, 2, 0);
    counter.set_chips(0, 1, true);
    counter.set_chips(1, 1, true);
    const Tally mine = pot_share_random_tally(rng, 4);
    counter.set_mine(mine);
    counter.set_outcomes(1, shown, odds.draws(), odds.weights(), how, given);
    // What the rules say, outcome by outcome: the draws in order, in runs by declaration.
    const bool drop = table.rules().natural_scoops && !table(mine).natural;
    std::vector<ShowdownOutcome> expected;
    auto expect_run = [&](auto declares, double share_of) {
      for (std::size_t k = 0; k < odds.draws().size(); ++k) {
        const Tally& d = odds.draws()[k];
        Tally t = shown;
        t.base = static_cast<std::int16_t>(t.base + d.base);
        t.aces = static_cast<std::uint8_t>(t.aces + d.aces);
        t.pictures = static_cast<std::uint8_t>(t.pictures + d.pictures);
        t.cards = static_cast<std::uint8_t>(t.cards + d.cards);
        ShowdownOutcome o = table(t);
        const std::optional<Declaration> as = declares(o.declaration);
        if (!as) continue;
        o.declaration = *as;
        o.weight = drop && o.natural ? 0.0 : odds.weights()[k] / share_of;
        expected.push_back(o);
      }
    };
    using Made = std::optional<Declaration>;
    if (how == DeclarationGuess::kAtRandom) {
      for (Declaration d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
        expect_run([d](Declaration) { return Made(d); }, 3);
      }
    } else if (how == DeclarationGuess::kGiven) {
      expect_run([given](Declaration) { return Made(given); }, 1);
    } else {
      expect_run([](Declaration g) {
        return g == Declaration::kHigh || g == Declaration::kBoth ? Made() : Made(g);
      }, 1);
      expect_run([](Declaration g) { return g == Declaration::kHigh ? Made(g) : Made(); }, 1);
      expect_run([](Declaration g) { return g == Declaration::kBoth ? Made(g) : Made(); }, 1);
    }
    const auto stored = counter.outcomes(1);
    ASSERT_EQ(stored.size(), expected.size()) << "round " << round;
    for (std::size_t k = 0; k < stored.size(); ++k) {
      ASSERT_EQ(stored[k].low, expected[k].low) << "round " << round << " outcome " << k;
      ASSERT_EQ(stored[k].high, expected[k].high);
      ASSERT_EQ(stored[k].natural, expected[k].natural);
      ASSERT_EQ(stored[k].declaration, expected[k].declaration);
      ASSERT_EQ(stored[k].weight, expected[k].weight);
      ++checked;
    }
  }
  EXPECT_GT(checked, 50000);
}

}  // namespace
}  // namespace cardroom::bots
