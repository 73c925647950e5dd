#pragma once
// Five Three Five at the terminal: the human against bots, a game of rounds to the target
// score, drawn and explained round by round. Written by play/five35_*.cpp.
#include <cstdint>
#include <ostream>
#include <vector>

#include "five35/rules.h"
#include "play/console.h"
#include "play/players.h"

namespace cardroom::play {

struct Five35TableOptions {
  five35::Rules rules;
  std::vector<SeatPlayer> players;  // seat 0 is the human; 2 to 6 players
  std::uint64_t seed = 1;
  int games = 0;                 // games to play; 0: until the player stops
  std::ostream* log = nullptr;   // each round as a replay record (one JSON line), if set
  bool hints = false;            // the advisor's hint before every move of the human
};

// Plays until the player stops (answers q, end of input or Ctrl-C) or `games` are done, then
// prints the session summary. Returns the process exit status (0).
int play_five35(Console& console, const Five35TableOptions& options);

}  // namespace cardroom::play
