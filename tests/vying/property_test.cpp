// Properties of random legal play over many random hands with random rule sets (DESIGN
// principle: invariants are tested, not examples): every hand ends, chips are conserved after
// every action, every listed legal action applies, illegal actions change nothing, and no view
// holds another seat's face-down card.
#include <gtest/gtest.h>

#include <numeric>

#include "random_rules.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/view.h"

namespace cardroom::vying {
namespace {

constexpr int kHands = 100'000;
constexpr int kMaxActions = 2000;  // far above any real hand; reaching it means play did not end

std::int64_t chips_on_table(const Hand& h) {
  std::int64_t total = 0;
  for (int i = 0; i < h.seats(); ++i) total += h.seat(i).stack;
  return total + (h.finished() ? 0 : h.pot_total());
}

// Every word of the legal list, with the ends and the middle of an amount range.
std::vector<Action> every_legal_action(const LegalActions& legal) {
  std::vector<Action> all;
  if (legal.check) all.push_back(Action::check());
  if (legal.call) all.push_back(Action::call());
  if (legal.fold) all.push_back(Action::fold());
  if (legal.all_in) all.push_back(Action::all_in());
  if (legal.bet || legal.raise) {
    for (auto amount : {legal.lo, (legal.lo + legal.hi) / 2, legal.hi}) {
      all.push_back(legal.bet ? Action::bet(amount) : Action::raise(amount));
    }
  }
  if (legal.take) all.push_back(Action::take());
  if (legal.stand) all.push_back(Action::stand());
  for (int c = 0; c < Card::kCount; ++c) {
    if (legal.exposable >> c & 1) all.push_back(Action::expose(Card::from_index(c)));
  }
  if (legal.declare) {
    for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
      all.push_back(Action::declare(d));
    }
  }
  return all;
}

Action random_any_action(Rng& rng) {
  switch (rng.below(10)) {
    case 0: return Action::check();
    case 1: return Action::call();
    case 2: return Action::fold();
    case 3: return Action::all_in();
    case 4: return Action::bet(1 + rng.below(80));
    case 5: return Action::raise(1 + rng.below(80));
    case 6: return Action::take();
    case 7: return Action::stand();
    case 8: return Action::expose(Card::from_index(static_cast<int>(rng.below(52))));
    default: return Action::declare(static_cast<Declaration>(rng.below(4)));
  }
}

void expect_view_hides(const Hand& hand, int viewer) {
  const SeatView view(hand, viewer);
  const bool shown = hand.finished() && hand.went_to_showdown();
  std::uint64_t seen_cards = 0, seen_in_play = 0;  // the cards the view shows
  for (int j = 0; j < hand.seats(); ++j) {
    const SeatState& truth = hand.seat(j);
    const SeatState& seen = view.seat_state(j);
    ASSERT_EQ(seen.count, truth.count);
    int hidden = 0;
    for (Card c : seen.hand()) {
      hidden += c.is_hidden();
      if (c.is_hidden()) continue;
      seen_cards |= c.bit();
      // A folded hand reshuffled into the stock (no longer waiting in the discards) is dead.
      if (!(seen.folded && !seen.discarded)) seen_in_play |= c.bit();
    }
    ASSERT_EQ(view.hidden_cards(j), hidden) << "seat " << viewer << " counting seat " << j;
    for (int slot = 0; slot < truth.count; ++slot) {
      const bool may_see = j == viewer || truth.is_up(slot) || (shown && truth.live());
      if (may_see) {
        ASSERT_EQ(seen.cards[slot], truth.cards[slot]);
      } else {
        ASSERT_TRUE(seen.cards[slot].is_hidden()) << "seat " << viewer << " sees seat " << j
                                                  << "'s face-down " << to_string(truth.cards[slot]);
      }
    }
  }
  ASSERT_EQ(view.seen_cards(), seen_cards) << "seat " << viewer;
  ASSERT_EQ(view.seen_in_play(), seen_in_play) << "seat " << viewer;
}

TEST(VyingProperties, RandomLegalPlayKeepsEveryInvariant) {
  Rng rng(20261130);
  long actions_checked = 0;
  for (int game = 0; game < kHands; ++game) {
    const Rules rules = testing::random_rules(rng);
    auto stacks = testing::random_stacks(rng);
    const std::int64_t chips = std::accumulate(stacks.begin(), stacks.end(), std::int64_t{0});
    const int dealer = static_cast<int>(rng.below(static_cast<std::uint32_t>(stacks.size())));
    Hand hand = Hand::shuffled(rules, stacks, dealer, rng);
    const bool deep = game % 10 == 0;  // the costly checks on every tenth hand
    int steps = 0;
    while (!hand.finished()) {
      ASSERT_LT(++steps, kMaxActions) << "hand " << game << " does not end";
      const LegalActions legal = hand.legal();
      ASSERT_FALSE(legal.empty());
      ASSERT_EQ(legal.seat, hand.to_act());
      if (deep) {
        for (const Action& a : every_legal_action(legal)) {
          Hand copy = hand;
          ASSERT_TRUE(copy.apply(a)) << to_string(a) << " listed but refused, hand " << game;
          ASSERT_EQ(chips_on_table(copy), chips);
        }
        expect_view_hides(hand, static_cast<int>(rng.below(static_cast<std::uint32_t>(hand.seats()))));
      }
      const Action wild = random_any_action(rng);
      if (!legal.allows(wild)) {
        const Hand before = hand;
        ASSERT_FALSE(hand.apply(wild)) << to_string(wild);
        ASSERT_TRUE(hand == before) << "refused " << to_string(wild) << " changed the hand";
        ASSERT_FALSE(hand.check(hand.to_act(), wild).ok());
      }
      const Action a = random_action(legal, rng);
      ASSERT_TRUE(hand.check(hand.to_act(), a).ok()) << explain(hand.check(hand.to_act(), a));
      ASSERT_TRUE(hand.apply(a)) << to_string(a);
      ASSERT_EQ(chips_on_table(hand), chips) << "after " << to_string(a) << " in hand " << game;
      for (int i = 0; i < hand.seats(); ++i) ASSERT_GE(hand.seat(i).stack, 0);
      ++actions_checked;
    }
    if (deep) expect_view_hides(hand, 0);
  }
  EXPECT_GT(actions_checked, kHands);
}

TEST(VyingProperties, SampledHandsAgreeWithTheView) {
  Rng rng(77);
  for (int game = 0; game < 5000; ++game) {
    const Rules rules = testing::random_rules(rng);
    auto stacks = testing::random_stacks(rng);
    Hand hand = Hand::shuffled(rules, stacks, 0, rng);
    while (!hand.finished()) {
      const int seat = hand.to_act();
      const SeatView view(hand, seat);
      const Hand guess = view.sample(rng);
      // Same public state and same own cards; every card exactly once across hands and stock.
      ASSERT_EQ(guess.phase(), hand.phase());
      ASSERT_EQ(guess.to_act(), hand.to_act());
      ASSERT_EQ(guess.seat(seat).hand().size(), hand.seat(seat).hand().size());
      ASSERT_TRUE(std::equal(guess.seat(seat).hand().begin(), guess.seat(seat).hand().end(),
                             hand.seat(seat).hand().begin()));
      // Legality depends only on what the seat knows, so the guess offers the same choices.
      ASSERT_EQ(legal_words(guess.legal()), legal_words(hand.legal()));
      std::uint64_t live_cards = 0;
      for (int j = 0; j < hand.seats(); ++j) {
        const SeatState& s = guess.seat(j);
        if (!s.live()) continue;
        ASSERT_EQ(s.count, hand.seat(j).count);
        for (int slot = 0; slot < s.count; ++slot) {
          ASSERT_FALSE(s.cards[slot].is_hidden());
          ASSERT_FALSE(live_cards & s.cards[slot].bit()) << "card dealt twice in a sample";
          live_cards |= s.cards[slot].bit();
          if (hand.seat(j).is_up(slot)) {
            ASSERT_EQ(s.cards[slot], hand.seat(j).cards[slot]);
          }
        }
      }
      hand.apply(random_action(hand.legal(), rng));
    }
  }
}

}  // namespace
}  // namespace cardroom::vying
