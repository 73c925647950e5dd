#pragma once
// A second, independent measure of a best response: hands dealt from shuffled decks and played
// through the engine, the responder following the best response's choices (found by recall
// key, as it plays) and the other seat drawing from the profile. Its mean, with a 95% interval,
// must hold the exact value best_response() computed over the tree: a check of the tree's
// chance weights, keys and sums against the game as the engine plays it.
#include <cstdint>

#include "solve/best_response.h"
#include "solve/heads_up.h"

namespace cardroom::solve {

struct SampledValue {
  double mean = 0, half_width = 0;  // chips a hand, with its 95% interval
  int hands = 0;
};
SampledValue sampled_response(const HeadsUp& game, const GameTree& tree, const Profile& profile,
                              const BestResponse& response, int responder, int hands,
                              std::uint64_t seed);

}  // namespace cardroom::solve
