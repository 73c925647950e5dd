#pragma once
// The vying games as the searching bots see them (the traits of bots/search.h): a hand is the
// state, its candidate actions are the legal words with a bet or raise at the least and the
// most of its range, and the reward is the chips a seat ends the hand with, minus what it had.
#include <array>

#include "bots/search.h"
#include "vying/hand.h"
#include "vying/view.h"

namespace cardroom::bots {

struct VyingGame {
  using View = vying::SeatView;
  using State = vying::Hand;
  using Action = vying::Action;
  static constexpr int kMaxActions = 8;
  static constexpr int kMaxSeats = vying::kMaxSeats;

  static State sample(const View& view, Rng& rng) { return view.sample(rng); }
  static int seat(const View& view) { return view.seat(); }
  static bool terminal(const State& s) { return s.finished(); }
  static int to_act(const State& s) { return s.to_act(); }
  static void apply(State& s, const Action& a) { s.apply_unchecked(a); }
  static int actions(const State& s, std::array<Action, kMaxActions>& out);
  static void rewards(const State& s, std::array<double, kMaxSeats>& out);
  // The playout policy: a quick player that looks only at its own cards.
  static Action rollout(const State& s, Rng& rng);
};

}  // namespace cardroom::bots
