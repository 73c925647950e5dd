#include "solve/heads_up.h"

#include <array>

#include "strategy/card_class.h"
#include "vying/view.h"

namespace cardroom::solve {
namespace {

int cards_at_deal(vying::DealPattern deal) {
  switch (deal) {
    case vying::DealPattern::kUpDown: return 2;
    case vying::DealPattern::kDownDownUp:
    case vying::DealPattern::kThreeDownExpose: return 3;
  }
  return 2;
}

std::uint64_t public_word(const vying::Action& a, const vying::Rules& rules) {
  std::uint64_t word = static_cast<std::uint64_t>(a.kind) | static_cast<std::uint64_t>(a.amount) << 8;
  if (a.kind == vying::ActionKind::kExpose) {
    word |= static_cast<std::uint64_t>(strategy::card_class(a.card, rules) + 1) << 40;
  }
  if (a.kind == vying::ActionKind::kDeclare && rules.showdown == vying::ShowdownRule::kDeclareSequential) {
    word |= static_cast<std::uint64_t>(a.declaration) << 48;
  }
  return word;
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
  dealt_cards_ = 2 * cards_at_deal(game.rules.deal);
}

std::vector<vying::Action> HeadsUp::actions(const vying::Hand& hand) const {
  std::vector<vying::Action> list = strategy::action_list(hand.legal(), hand.rules());
  const bool past_cap = hand.phase() == vying::Phase::kOffer &&
                        strategy::offer_round_number(hand.rules(), hand.betting_round()) > game_.offer_rounds;
  if (past_cap) list = {vying::Action::stand()};
  return list;
}

void HeadsUp::note(strategy::KeyWriter& history, const vying::Action& action) const {
  history.add(public_word(action, game_.rules));
}

strategy::InfoKey HeadsUp::recall_key(const strategy::InfoKey& view, const strategy::KeyWriter& history) {
  const strategy::InfoKey h = history.key();
  return strategy::KeyWriter().add(view.high).add(view.low).add(h.high).add(h.low).key();
}

void HeadsUp::play_forced(State& state) const {
  while (!state.hand->finished()) {
    const std::vector<vying::Action> list = actions(*state.hand);
    if (list.size() != 1 || list.front().kind == vying::ActionKind::kTake) return;
    note(state.history, list.front());
    state.hand->apply_unchecked(list.front());
  }
}

vying::Hand HeadsUp::start_hand(const State& state) const {
  const vying::Rules& rules = game_.rules;
  // The deck: a card of each class dealt, in the order dealt (the first unused card of its class),
  // then every other card.
  std::vector<Card> deck;
  std::uint64_t taken = 0;
  for (int k = 0; k < state.dealt; ++k) {
    for (int i = 0; i < Card::kCount; ++i) {
      const Card c = Card::from_index(i);
      if (!(taken & c.bit()) && strategy::card_class(c, rules) == state.deal[static_cast<std::size_t>(k)]) {
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
  std::array<int, 13> left{};
  for (int c = 0; c < strategy::class_count(rules); ++c) left[c] = strategy::class_size(c, rules);
  for (int k = 0; k < state.dealt; ++k) --left[state.deal[static_cast<std::size_t>(k)]];
  const int remaining = Card::kCount - state.dealt;
  out.kind = NodeKind::kChance;
  for (int c = 0; c < strategy::class_count(rules); ++c) {
    if (left[c] == 0) continue;
    State child = state;
    child.deal[static_cast<std::size_t>(child.dealt++)] = static_cast<std::uint8_t>(c);
    if (child.dealt == dealt_cards_) {
      child.hand.emplace(start_hand(child));
      play_forced(child);
    }
    out.children.push_back(std::move(child));
    out.probabilities.push_back(static_cast<double>(left[c]) / remaining);
  }
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
    child.hand->stack_next(first[k]);
    child.hand->apply_unchecked(vying::Action::take());
    play_forced(child);
    out.children.push_back(std::move(child));
    out.probabilities.push_back(static_cast<double>(count[k]) / static_cast<double>(stock.size()));
  }
}

void HeadsUp::expand(const State& state, Expansion<State>& out) const {
  out.clear();
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
  out.recall = recall_key(out.info, state.history);
  for (const vying::Action& a : actions(hand)) {
    State child = state;
    child.taking = false;
    note(child.history, a);
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
