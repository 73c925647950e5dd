#pragma once
// A bot read as a strategy of a solved game: asked at the first state of every strategy set of
// the written-out tree (a bot decides from the view alone, and a strategy set is a view), so its
// best response can be computed exactly. A bot that knows its mixed strategy gives it
// (VyingBot::probabilities); any other is asked `samples` times, each with its own seed, and the
// frequencies of its answers stand for its mixed strategy (exact for a bot that decides the
// same every time, an estimate for one that draws).
#include <cstdint>

#include "bots/bot_spec.h"
#include "solve/game_tree.h"
#include "solve/heads_up.h"

namespace cardroom::solve {

struct BotStrategy {
  GameTree tree;
  Profile profile;
};
BotStrategy bot_strategy(const HeadsUp& game, const bots::BotSpec& spec, int samples,
                         std::uint64_t seed, std::size_t max_nodes);

}  // namespace cardroom::solve
