#pragma once
// A solved strategy on disk (`cardroom solve --out`, the `solved` bot): the game that was solved
// (rules, players, starting stacks, the cap on offer rounds) and, for every information set, the
// probability of each action of action_list().
//
// Format: the line "cardroom-strategy 1", one line of JSON (the game and a summary), then binary
// records, little-endian: a 16-byte key, a byte counting the actions, and one 32-bit float per
// action. A file that is not one, or is cut short, is an InputError naming the file.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "io/json_read.h"
#include "strategy/info_key.h"
#include "vying/rules.h"

namespace cardroom::strategy {

// The game a strategy is for: a vying rule set at a table of `players`, every hand starting with
// `stack` chips each, and everyone standing from the first offer round past `offer_rounds`
// (0: nobody ever takes a card). docs/solve.md says why a cap.
struct SolvedGame {
  vying::Rules rules;
  int players = 2;
  std::int64_t stack = 0;
  int offer_rounds = 0;
  bool operator==(const SolvedGame&) const = default;
};
io::Json solved_game_json(const SolvedGame& game);
SolvedGame solved_game_from_json(const io::Json& json, std::string_view where);

struct StrategyTable {
  SolvedGame game;
  io::Json summary = io::Json::object();  // iterations, exploitability, ... as the solver wrote them
  std::unordered_map<InfoKey, std::vector<float>, InfoKeyHash> probabilities;
};

void write_strategy(const std::string& path, const StrategyTable& table);
StrategyTable read_strategy(const std::string& path);

}  // namespace cardroom::strategy
