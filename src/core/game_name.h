#pragma once
// The three games and the names the command line accepts for them.
#include <optional>
#include <string>
#include <string_view>

namespace cardroom {

enum class Game { kSevenTwentySeven, kFifteenThirtyFive, kFiveThreeFive };

// Accepts the full name or the alias (`7-27`, `15-35`, `535`); nullopt otherwise.
std::optional<Game> parse_game(std::string_view name);
// The canonical name, e.g. "fifteen-thirty-five".
std::string_view game_name(Game game);
// The short name players use, e.g. "15-35".
std::string_view game_alias(Game game);
// Like parse_game, but throws InputError naming the accepted names.
Game require_game(std::string_view name);

}  // namespace cardroom
