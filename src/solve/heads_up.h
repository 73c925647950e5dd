#pragma once
// A heads-up vying hand as a game for the solver, played by the engine itself (vying::Hand), so
// the solved game is exactly the one the rules make: seat 0 deals, both seats start with
// `stack` chips, and the cards are dealt by class (strategy/card_class.h), each outcome weighted
// by how many cards of the deck give it. The one change to the rules is the cap on offer rounds
// (SolvedGame::offer_rounds): from the first offer round past the cap everyone stands, as if
// nobody wanted a card, and the hand goes on to its end as the rules say (docs/solve.md).
#include <array>
#include <optional>

#include "solve/game_tree.h"
#include "strategy/strategy_file.h"
#include "vying/hand.h"

namespace cardroom::solve {

class HeadsUp {
 public:
  // Throws InputError for a game the solver cannot take (not two players, stacks under the ante,
  // a betting structure with too many amounts to list).
  explicit HeadsUp(const strategy::SolvedGame& game);

  struct State {
    std::array<std::uint8_t, 6> deal{};  // before the hand: the class of each card of the deal,
                                         // by its place in the deck
    int groups_dealt = 0;                // DealGroups dealt so far
    std::optional<vying::Hand> hand;  // none before the deal is complete
    bool taking = false;              // the seat to act has said take: the card is chance's
    int steps = 0;                    // events so far (deals, actions, cards given): the depth
  };
  State root() const { return {}; }
  void expand(const State& state, Expansion<State>& out) const;

  const strategy::SolvedGame& game() const { return game_; }
  // The actions of the seat to act, in the order of the strategy's probabilities.
  std::vector<vying::Action> actions(const vying::Hand& hand) const;

 private:
  // The deal, a group of a seat's cards at a time (deal_groups), then the hand.
  void deal(const State& state, Expansion<State>& out) const;
  vying::Hand start_hand(const State& state) const;
  void give_card(const State& state, Expansion<State>& out) const;
  // Plays the actions nobody chooses (a stand past the cap, a lone legal action).
  void play_forced(State& state) const;

  strategy::SolvedGame game_;
  // The places in the deck of a seat's cards dealt alike (all face down, or the one face up):
  // nothing tells them apart, so they are dealt as one multiset of classes, not in every order.
  std::vector<std::vector<int>> deal_groups_;
};

}  // namespace cardroom::solve
