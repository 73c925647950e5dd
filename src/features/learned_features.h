#pragma once
// The features of the learned bots (docs/bots.md, "learned"): what the network Q(state, action)
// reads, written once here and used both by the C++ bots (src/bots/learned_bot*) and by the
// training in Python (through cardroom.VectorEnv.learner_features), so that training and play
// cannot disagree.
//
// The state is the seat's observation tensor (env/observation.h) computed from its view:
//   Five Three Five: five35_observation of the round alone (no game totals, round 1) — a bot sees
//   one round's view, so the model is trained on rounds;
//   vying: vying_observation, chips in units of the largest stack at the deal.
//
// The candidate actions and their features:
//   Five Three Five — every legal move, kFive35ActionFeatures floats each:
//     [0, 13) the move's cards by rank / copies of a rank;  [13, 17) lead, overwrite, add, pass;
//     17 cards put down / 3;  18 the seat goes out with it;  19 cards left in hand / 13.
//   Vying — every legal action, with bet and raise increments reduced to at most four candidates:
//   the smallest, half the pot, the pot and the largest (each clamped to the legal range, equal
//   ones once; the pot being every chip in it before the action). kVyingActionFeatures floats:
//     [0, 12) fold, check, call, all-in, take, stand, declare low, high, both, expose, bet, raise;
//     [12, 25) the exposed card's rank (A 2 .. K);
//     25 chips the action puts in now / unit;  26 the same / the pot;  27 chips left behind / unit.
#include <span>
#include <vector>

#include "five35/moves.h"
#include "five35/view.h"
#include "vying/action.h"
#include "vying/view.h"

namespace cardroom::env {

// Bumped whenever a feature changes meaning: a model file records the version it was trained on.
inline constexpr int kLearnedFeaturesVersion = 1;

inline constexpr int kFive35ActionFeatures = 20;
inline constexpr int kVyingActionFeatures = 28;

int five35_state_size(int players);
int vying_state_size(int players);

// `out` has five35_state_size(view.players()) floats.
void five35_state_features(const five35::View& view, std::span<float> out);
// The legal moves of the seat to act (view.my_turn()) and their features, row after row
// (moves.size() x kFive35ActionFeatures floats in `features`, which is resized).
void five35_candidates(const five35::View& view, five35::MoveList& moves,
                       std::vector<float>& features);

// The unit chips are counted in: the largest stack at the deal (stack + put in, over the seats).
std::int64_t vying_chip_unit(const vying::SeatView& view);
// `out` has vying_state_size(n) floats, n ≥ view.seats(): n > seats() lays the table out as n
// seats, the extra ones sat out of the deal (env::vying_observation), for a model of n players.
void vying_state_features(const vying::SeatView& view, std::span<float> out);
// The candidate actions of the seat to act (view.my_turn()) and their features.
void vying_candidates(const vying::SeatView& view, std::vector<vying::Action>& actions,
                      std::vector<float>& features);

}  // namespace cardroom::env
