#include "core/game_name.h"

#include "core/input_error.h"

namespace cardroom {

std::optional<Game> parse_game(std::string_view name) {
  if (name == "seven-twenty-seven" || name == "7-27") return Game::kSevenTwentySeven;
  if (name == "fifteen-thirty-five" || name == "15-35") return Game::kFifteenThirtyFive;
  if (name == "five-three-five" || name == "535") return Game::kFiveThreeFive;
  return std::nullopt;
}

std::string_view game_name(Game game) {
  switch (game) {
    case Game::kSevenTwentySeven: return "seven-twenty-seven";
    case Game::kFifteenThirtyFive: return "fifteen-thirty-five";
    case Game::kFiveThreeFive: return "five-three-five";
  }
  return "?";
}

std::string_view game_alias(Game game) {
  switch (game) {
    case Game::kSevenTwentySeven: return "7-27";
    case Game::kFifteenThirtyFive: return "15-35";
    case Game::kFiveThreeFive: return "535";
  }
  return "?";
}

Game require_game(std::string_view name) {
  if (auto game = parse_game(name)) return *game;
  throw InputError("unknown game '" + std::string(name) +
                   "'; accepted: seven-twenty-seven (7-27), fifteen-thirty-five (15-35), "
                   "five-three-five (535)");
}

}  // namespace cardroom
