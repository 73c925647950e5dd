#include "solve/heads_up.h"

#include <array>

#include "strategy/card_class.h"
#include "vying/view.h"

namespace cardroom::solve {
namespace {

// Face up (true) or down of each card a seat is dealt, in the order dealt (Hand::deal).
std::vector<bool> faces_at_deal(vying::DealPattern deal) {
  switch (deal) {
    case vying::DealPattern::kUpDown: return {true, false};
    case vying::DealPattern::kDownDownUp: return {false, false, true};
    case vying::DealPattern::kThreeDownExpose: return {false, false, false};
  }
  return {true, false};
}

double choose(int n, int k) {
  double c = 1;
  for (int i = 0; i < k; ++i) c = c * (n - i) / (i + 1);
  return c;
}

}  // namespace

HeadsUp::HeadsUp(const strategy::SolvedGame& game) : game_(game) {
  if (game.players != 2) throw InputError("the solver plays heads-up games only (--players 2)");
  if (game.stack <= game.rules.betting.ante) {
    throw InputError("--stack must be more than the ante (" + std::to_string(game.rules.betting.ante) + ")");
  }
  const vying::Structure s = game.rules.betting.structure;
  if ((s == vying::Structure::kPotLimit || s == vying::Structure::kNoLimit) && game.stack > 60) {
    throw InputError("pot-limit and no-limit betting list every amount: the solver takes them up to --stack 60");
  }
  // Heads-up the deal goes round from the dealer's left one card at a time: the deck's card
  // 2r is the r-th of seat 1 (the dealer's left), card 2r + 1 the r-th of seat 0.
  const std::vector<bool> faces = faces_at_deal(game.rules.deal);
  for (int seat_place = 0; seat_place < 2; ++seat_place) {
    for (const bool up : {false, true}) {
      std::vector<int> places;
      for (std::size_t r = 0; r < faces.size(); ++r) {
        if (faces[r] == up) places.push_back(static_cast<int>(2 * r) + seat_place);
      }
      if (!places.empty()) deal_groups_.push_back(places);
    }
  }
}

std::vector<vying::Action> HeadsUp::actions(const vying::Hand& hand) const {
  std::vector<vying::Action> list = strategy::action_list(hand.legal(), hand.rules());
  const bool past_cap = hand.phase() == vying::Phase::kOffer &&
                        strategy::offer_round_number(hand.rules(), hand.betting_round()) > game_.offer_rounds;
  if (past_cap) list = {vying::Action::stand()};
  return list;
}

void HeadsUp::play_forced(State& state) const {
  while (!state.hand->finished()) {
    const std::vector<vying::Action> list = actions(*state.hand);
    if (list.size() != 1 || list.front().kind == vying::ActionKind::kTake) return;
    state.hand->apply_unchecked(list.front());
    ++state.steps;
  }
}

vying::Hand HeadsUp::start_hand(const State& state) const {
  const vying::Rules& rules = game_.rules;
  // The deck: for each card of the deal, the first unused card of its class, then every other card.
  std::size_t dealt = 0;
  for (const std::vector<int>& group : deal_groups_) dealt += group.size();
  std::vector<Card> deck;
  std::uint64_t taken = 0;
  for (std::size_t k = 0; k < dealt; ++k) {
    for (int i = 0; i < Card::kCount; ++i) {
      const Card c = Card::from_index(i);
      if (!(taken & c.bit()) && strategy::card_class(c, rules) == state.deal[k]) {
        deck.push_back(c);
        taken |= c.bit();
        break;
      }
    }
  }
  for (int i = 0; i < Card::kCount; ++i) {
    if (!(taken & Card::from_index(i).bit())) deck.push_back(Card::from_index(i));
  }
  const std::array<std::int64_t, 2> stacks{game_.stack, game_.stack};
  return vying::Hand(rules, stacks, /*dealer=*/0, deck, /*seed=*/0);
}

void HeadsUp::deal(const State& state, Expansion<State>& out) const {
  const vying::Rules& rules = game_.rules;
  const int classes = strategy::class_count(rules);
  std::array<int, 13> left{};
  for (int c = 0; c < classes; ++c) left[c] = strategy::class_size(c, rules);
  int remaining = Card::kCount;
  for (int g = 0; g < state.groups_dealt; ++g) {
    for (const int place : deal_groups_[static_cast<std::size_t>(g)]) {
      --left[state.deal[static_cast<std::size_t>(place)]];
      --remaining;
    }
  }
  const std::vector<int>& group = deal_groups_[static_cast<std::size_t>(state.groups_dealt)];
  const int size = static_cast<int>(group.size());
  out.kind = NodeKind::kChance;
  // Every multiset of `size` classes, as a non-decreasing list; its chance is the number of
  // sets of cards that give it over the number of sets of `size` cards left.
  std::array<int, 3> picked{};
  auto pick = [&](auto& self, int k, int from) -> void {
    if (k == size) {
      double ways = 1;
      for (int i = 0; i < size;) {
        int j = i;
        while (j < size && picked[j] == picked[i]) ++j;
        ways *= choose(left[picked[i]], j - i);
        i = j;
      }
      if (ways == 0) return;
      State child = state;
      ++child.steps;
      for (int i = 0; i < size; ++i) child.deal[static_cast<std::size_t>(group[i])] = static_cast<std::uint8_t>(picked[i]);
      if (++child.groups_dealt == static_cast<int>(deal_groups_.size())) {
        child.hand.emplace(start_hand(child));
        play_forced(child);
      }
      out.children.push_back(std::move(child));
      out.probabilities.push_back(ways / choose(remaining, size));
      return;
    }
    for (int c = from; c < classes; ++c) {
      picked[k] = c;
      self(self, k + 1, c);
    }
  };
  pick(pick, 0, 0);
}

void HeadsUp::give_card(const State& state, Expansion<State>& out) const {
  const vying::Rules& rules = game_.rules;
  std::array<int, 13> count{};
  std::array<Card, 13> first{};
  const std::span<const Card> stock = state.hand->stock();
  for (const Card c : stock) {
    const int k = strategy::card_class(c, rules);
    if (count[k]++ == 0) first[k] = c;
  }
  out.kind = NodeKind::kChance;
  for (int k = 0; k < strategy::class_count(rules); ++k) {
    if (count[k] == 0) continue;
    State child = state;
    child.taking = false;
    ++child.steps;
    child.hand->stack_next(first[k]);
    child.hand->apply_unchecked(vying::Action::take());
    play_forced(child);
    out.children.push_back(std::move(child));
    out.probabilities.push_back(static_cast<double>(count[k]) / static_cast<double>(stock.size()));
  }
}

void HeadsUp::expand(const State& state, Expansion<State>& out) const {
  out.clear();
  out.depth = state.steps;
  if (!state.hand) return deal(state, out);
  if (state.taking) return give_card(state, out);
  const vying::Hand& hand = *state.hand;
  if (hand.finished()) {
    out.kind = NodeKind::kTerminal;
    out.utility = static_cast<double>(hand.seat(0).stack - game_.stack);
    return;
  }
  out.kind = NodeKind::kDecision;
  out.player = hand.to_act();
  const vying::SeatView view(hand, hand.to_act());
  out.info = strategy::view_key(view);
  // The view's key holds the public history, so it forgets nothing: the strategy's sets are
  // the recall sets a best response is taken over.
  out.recall = out.info;
  for (const vying::Action& a : actions(hand)) {
    State child = state;
    child.taking = false;
    ++child.steps;
    if (a.kind == vying::ActionKind::kTake && !hand.take_would_exhaust()) {
      child.taking = true;
    } else {
      child.hand->apply_unchecked(a);
      play_forced(child);
    }
    out.children.push_back(std::move(child));
  }
}

}  // namespace cardroom::solve
