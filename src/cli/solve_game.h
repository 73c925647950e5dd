#pragma once
// The game `cardroom solve` and `cardroom exploitability` take, from the same flags: a vying
// game's preset under fixed-limit betting, with --rule overrides, heads-up, every hand starting
// with --stack chips, and the cap on offer rounds (docs/solve.md).
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "io/json_read.h"
#include "solve/best_response.h"
#include "strategy/strategy_file.h"

namespace cardroom::cli {

struct SolveGameOptions {
  std::string game = "7-27";
  int players = 2;
  std::vector<std::string> rules;
  std::string rules_file;
  std::int64_t stack = 3;
  int offer_rounds = 1;
  std::size_t max_nodes = 400'000'000;
  int threads = 2;
};
void add_solve_game_options(CLI::App* app, SolveGameOptions& o);
strategy::SolvedGame solved_game(const SolveGameOptions& o);

// One line saying what the game is and how large ("heads-up 7-27, fixed-limit, stacks of 4,
// 1 offer round: 1,234,567 nodes, 8,901 information sets").
std::string describe_game(const strategy::SolvedGame& game, const solve::GameTree& tree);
io::Json game_size_json(const solve::GameTree& tree);
// "1,234,567"
std::string with_commas(std::uint64_t n);

}  // namespace cardroom::cli
