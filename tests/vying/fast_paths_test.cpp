// The bots' fast paths against the plain ones, over random hands and rule sets (issue 16: one
// truth per rule): the standing table gives what standing() and is_natural() compute, settling
// with pots built beforehand and a table gives what settle_showdown() gives, and HiddenDeal deals
// one card for each face-down card of the hands still in, leaves the seat's own hand and folded
// hands as they are, and draws from the unseen cards without bias.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "random_rules.h"
#include "vying/hand.h"
#include "vying/hidden_deal.h"
#include "vying/random_play.h"
#include "vying/showdown.h"
#include "vying/totals.h"
#include "vying/view.h"

namespace cardroom::vying {
namespace {

Tally random_tally(Rng& rng) {
  Tally t;
  const int cards = 1 + static_cast<int>(rng.below(rng.below(4) == 0 ? 26 : 8));
  for (int k = 0; k < cards; ++k) t.add(Card::from_index(static_cast<int>(rng.below(52))));
  return t;
}

bool same(const Standing& a, const Standing& b) {
  return a.counts == b.counts && (!a.counts || (a.key == b.key && a.total == b.total));
}

TEST(StandingTable, GivesWhatStandingAndIsNaturalCompute) {
  Rng rng(16);
  for (int r = 0; r < 60; ++r) {
    Rules rules = testing::random_rules(rng);
    rules.targets = {static_cast<int>(10 + rng.below(30)), static_cast<int>(40 + rng.below(40))};
    const StandingTable table(rules);
    for (int k = 0; k < 3000; ++k) {
      const Tally t = random_tally(rng);  // some beyond the table's reach (26 cards)
      for (Target target : {Target::kLow, Target::kHigh}) {
        ASSERT_TRUE(same(table(t, target), standing(t, target, rules)))
            << "base " << t.base << " aces " << int(t.aces) << " pictures " << int(t.pictures);
      }
      ASSERT_EQ(table.natural(t), is_natural(t, rules));
    }
  }
}

TEST(StandingTable, SharedTablesAreOnePerRuleSet) {
  Rules a = fifteen_thirty_five();
  Rules b = a;
  b.nearness = Nearness::kNearest;
  EXPECT_EQ(StandingTable::shared(a), StandingTable::shared(a));
  EXPECT_NE(StandingTable::shared(a), StandingTable::shared(b));
  EXPECT_TRUE(StandingTable::shared(b)->rules() == b);
}

TEST(SettleShowdown, PotsBuiltBeforehandAndATableGiveThePlainResult) {
  Rng rng(35);
  for (int k = 0; k < 20000; ++k) {
    static Rules rules;
    if (k % 200 == 0) rules = testing::random_rules(rng);  // a table each costs ~1 ms
    const auto table = StandingTable::shared(rules);
    const int n = 2 + static_cast<int>(rng.below(9));
    std::vector<ShowdownSeat> seats(static_cast<std::size_t>(n));
    std::array<std::int64_t, kMaxSeats> put_in{};
    SeatMask live = 0;
    for (int i = 0; i < n; ++i) {
      ShowdownSeat& s = seats[std::size_t(i)];
      s.tally = random_tally(rng);
      s.put_in = 1 + rng.below(4) * (1 + rng.below(20));
      s.live = i == 0 || rng.below(4) != 0;
      s.declaration = static_cast<Declaration>(1 + rng.below(3));
      put_in[i] = s.put_in;
      if (s.live) live |= SeatMask(1u << i);
    }
    const int dealer = static_cast<int>(rng.below(std::uint32_t(n)));
    const Pots pots = build_pots(std::span(put_in.data(), std::size_t(n)), live);
    const ShowdownResult plain = settle_showdown(rules, dealer, seats);
    const ShowdownResult fast = settle_showdown(rules, dealer, seats, pots, table.get());
    ASSERT_EQ(plain.payouts, fast.payouts);
    ASSERT_EQ(plain.declared, fast.declared);
    ASSERT_EQ(plain.pot_count, fast.pot_count);
    ASSERT_EQ(needs_declarations(rules, seats), needs_declarations(rules, seats, pots));
  }
}

// Hands of random play stopped at random points, with the seat whose view is taken.
template <typename Check>
void random_views(Check check) {
  Rng rng(727);
  for (int k = 0; k < 400; ++k) {
    const Rules rules = testing::random_rules(rng);
    const auto stacks = testing::random_stacks(rng);
    Hand hand = Hand::shuffled(rules, stacks, static_cast<int>(rng.below(std::uint32_t(stacks.size()))), rng);
    const int steps = static_cast<int>(rng.below(40));
    for (int s = 0; s < steps && !hand.finished(); ++s) hand.apply(random_action(hand.legal(), rng));
    for (int seat = 0; seat < hand.seats(); ++seat) check(hand, SeatView(hand, seat), rng);
  }
}

TEST(HiddenDeal, DealsEveryFaceDownCardOfTheHandsStillIn) {
  random_views([](const Hand& hand, const SeatView& view, Rng& rng) {
    HiddenDeal deal(view);
    std::array<Tally, kMaxSeats> tallies{};
    for (int d = 0; d < 5; ++d) {
      deal.deal(rng, tallies);
      for (int i = 0; i < hand.seats(); ++i) {
        const SeatState& seen = view.seat_state(i);
        if (!seen.live()) {
          ASSERT_EQ(tallies[std::size_t(i)], seen.tally);  // not shown down: left as seen
          continue;
        }
        // Every card: the face-up ones as seen, one dealt for each face-down one.
        ASSERT_EQ(tallies[std::size_t(i)].cards, seen.count);
        if (i == view.seat()) {
          ASSERT_EQ(tallies[std::size_t(i)], hand.seat(i).tally);
        }
      }
    }
  });
}

TEST(HiddenDeal, DealsTheUnseenCardsUniformly) {
  // A heads-up hand early on: the other seat holds face-down cards; over many deals the value
  // dealt there averages that of the cards the seat has not seen (drawing seen cards too, or
  // some unseen ones more often, would move it).
  Rng rng(5);
  const std::array<std::int64_t, 2> stacks{50, 50};
  Hand hand = Hand::shuffled(fifteen_thirty_five(), stacks, 0, rng);
  const SeatView view(hand, 0);
  const std::uint64_t seen = view.seen_cards();
  const SeatState& other = view.seat_state(1);
  int hidden = 0;
  for (Card c : other.hand()) hidden += c.is_hidden();
  ASSERT_GT(hidden, 0);
  HiddenDeal deal(view);
  std::array<Tally, kMaxSeats> tallies{};
  // The tally is all a deal gives back, so compare the mean value dealt with the unseen cards'.
  const int deals = 40000;
  double mean = 0;
  for (int d = 0; d < deals; ++d) {
    deal.deal(rng, tallies);
    mean += tallies[1].base - other.tally.base;
  }
  mean /= deals;
  double expected = 0;
  int unseen = 0;
  for (int c = 0; c < Card::kCount; ++c) {
    if (seen >> c & 1) continue;
    Tally one;
    one.add(Card::from_index(c));
    expected += one.base;
    ++unseen;
  }
  expected = expected / unseen * hidden;
  EXPECT_NEAR(mean, expected, 0.15);
}

}  // namespace
}  // namespace cardroom::vying
