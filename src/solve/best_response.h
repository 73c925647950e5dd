#pragma once
// Best responses over a written-out tree: against a fixed strategy of the other player, the
// most a player who forgets nothing can win, choosing at each of its recall sets the action
// worth most summed over the histories the set holds (weighted by how likely the other player
// and chance make each). Settled from the deepest sets up, exactly: no sampling.
#include <vector>

#include "solve/game_tree.h"

namespace cardroom::solve {

struct BestResponse {
  double value = 0;                  // what the responder wins a hand, in chips
  std::vector<std::uint8_t> choice;  // per recall set of the responder: the action chosen
};
BestResponse best_response(const GameTree& tree, const Profile& profile, int responder, int threads);

// What player 0 wins a hand when both play `profile`.
double expected_value(const GameTree& tree, const Profile& profile);

struct Exploitability {
  double value = 0;          // player 0's expected winnings under the profile
  double responses[2] = {};  // each player's best response against the other's strategy
  // NashConv: what the two best responses gain over the profile, together (0 at equilibrium).
  double nash_conv() const { return responses[0] + responses[1]; }
  // The field's exploitability: NashConv / 2, in chips a hand.
  double exploitability() const { return nash_conv() / 2; }
};
Exploitability exploitability(const GameTree& tree, const Profile& profile, int threads);

}  // namespace cardroom::solve
