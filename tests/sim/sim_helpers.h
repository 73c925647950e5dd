#pragma once
// Small simulations for the tests.
#include <string>
#include <utility>
#include <vector>

#include "bots/bot_spec.h"
#include "sim/simulation.h"

namespace cardroom::sim::testing {

inline SimConfig config_for(Game game, int players, std::int64_t games, int threads = 1,
                            std::vector<RuleLayer> layers = {}) {
  SimConfig config;
  config.game = game;
  config.players = players;
  config.games = games;
  config.threads = threads;
  config.seed = 12345;
  config.bots.assign(std::size_t(players), bots::parse_bot_spec("random"));
  config.variants.push_back(make_variant(game, "rules", layers));
  return config;
}

inline io::Json rule(const std::string& key, io::Json value) {
  io::Json j = io::Json::object();
  j[key] = std::move(value);
  return j;
}

}  // namespace cardroom::sim::testing
