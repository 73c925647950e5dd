#pragma once
// Five Three Five as the searching bots see it (the traits of bots/search.h): a round is the
// state, its legal moves are the candidate actions, and a seat's reward at the end of the round
// is how many penalty points it took fewer than the others on average, in units of a full hand
// of average cards (so about -1..1 whatever the card points, and the exploration constant of
// ISMCTS means the same under any rules).
#include <array>

#include "bots/search.h"
#include "five35/round.h"
#include "five35/view.h"

namespace cardroom::bots {

struct Five35Game {
  using View = five35::View;
  using State = five35::Round;
  using Action = five35::Move;
  static constexpr int kMaxActions = five35::kMaxLegalMoves;
  static constexpr int kMaxSeats = five35::kMaxPlayers;

  static State sample(const View& view, Rng& rng) { return five35::sample_round(view, rng); }
  static int seat(const View& view) { return view.seat(); }
  static bool terminal(const State& s) { return s.finished(); }
  static int to_act(const State& s) { return s.to_act(); }
  static void apply(State& s, const Action& a) { s.apply_unchecked(a); }
  static int actions(const State& s, std::array<Action, kMaxActions>& out);
  static void rewards(const State& s, std::array<double, kMaxSeats>& out);
  // Uniform over the legal moves. Measured against heuristic playouts (pure, or with a fifth
  // or half of the moves random) at equal iterations, it made ISMCTS as strong or stronger, at
  // less cost per iteration: the tree does the planning, and playouts that explore every kind
  // of continuation judge a hand's flexibility better than one fixed policy does.
  static Action rollout(const State& s, Rng& rng);
};

}  // namespace cardroom::bots
