#pragma once
// A vying table at the terminal (Seven Twenty-Seven, Fifteen Thirty-Five): the human against
// bots, hands in sequence with dealer's choice, each hand drawn, played and explained.
// Written by play/vying_*.cpp.
#include <cstdint>
#include <map>
#include <ostream>
#include <vector>

#include "core/game_name.h"
#include "play/console.h"
#include "play/players.h"
#include "vying/rules.h"

namespace cardroom::play {

struct VyingTableOptions {
  std::vector<Game> games;             // the dealer chooses among these (one: no choice)
  std::map<Game, vying::Rules> rules;  // the table's rules for each game in `games`
  std::vector<SeatPlayer> players;     // seat 0 is the human
  std::int64_t stack = 100;
  std::uint64_t seed = 1;
  int hands = 0;                // hands to play; 0: until the player stops
  std::ostream* log = nullptr;  // each hand as a replay record (one JSON line), if set
  bool clear_screen = false;    // a terminal: clear it before drawing the table
  bool hints = false;           // the advisor's hint before every decision of the human
};

// Plays hands until the player stops (answers q, end of input or Ctrl-C), `hands` are done, or
// fewer than two seats have chips (the human going broke ends it too), then prints the session
// summary. Returns the process exit status (0).
int play_vying(Console& console, const VyingTableOptions& options);

}  // namespace cardroom::play
