#pragma once
// The bots as players choose them at a table: four levels, each a bot spec (docs/bots.md
// "Levels"). People pick "strong", not "ismcts"; the history and the records keep the spec.
#include <array>
#include <optional>
#include <string_view>

namespace cardroom::bots {

struct BotLevel {
  std::string_view name;  // "easy"
  std::string_view spec;  // "heuristic"
};

// Weakest first, as measured at four players (docs/bots.md "Levels"): the search that plays
// hands out (montecarlo) is the strongest in every game, the tree search (ismcts) between it and
// the heuristic. No fourth level yet: four times montecarlo's playouts measured no stronger.
inline constexpr std::array<BotLevel, 3> kBotLevels{{
    {"easy", "heuristic"},
    {"medium", "ismcts"},
    {"strong", "montecarlo"},
}};

inline std::optional<BotLevel> bot_level(std::string_view name) {
  for (const BotLevel& level : kBotLevels) {
    if (level.name == name) return level;
  }
  return std::nullopt;
}

}  // namespace cardroom::bots
