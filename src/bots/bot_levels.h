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

// Weakest first, as measured at four players in every game (docs/bots.md "Levels"): the
// search that plays hands out (montecarlo) beats the one that searches a tree (ismcts), which
// beats the heuristic; the expert searches four times as long.
inline constexpr std::array<BotLevel, 4> kBotLevels{{
    {"easy", "heuristic"},
    {"medium", "ismcts"},
    {"strong", "montecarlo"},
    {"expert", "montecarlo:iterations=640"},
}};

inline std::optional<BotLevel> bot_level(std::string_view name) {
  for (const BotLevel& level : kBotLevels) {
    if (level.name == name) return level;
  }
  return std::nullopt;
}

}  // namespace cardroom::bots
