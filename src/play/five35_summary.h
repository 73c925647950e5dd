#pragma once
// What the table says between rounds and at the end: how a round ended and who scored what
// (the cards left in each hand and their points), who won the game, and the session's tally.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "five35/moves.h"
#include "five35/round.h"
#include "play/style.h"

namespace cardroom::play {

// A finished round: `last_move` is the move that emptied a hand, `last_leader` the seat that
// led the trick it was played in, `previous_trick` how the trick before it ended ("Rule of 8";
// empty if there was none).
struct Five35RoundEnd {
  int round_number = 1;
  five35::Move last_move;
  int last_leader = 0;
  std::string previous_trick;
};
// Seats are called by `names` in sentences ("Bea went out") and by `labels` in the table
// ("Bea (random)"); `you` is the player's seat (-1 in a replay); `totals` include the round.
struct Five35Names {
  std::vector<std::string> names;
  std::vector<std::string> labels;
  int you = -1;
};
std::vector<std::string> round_summary(const five35::Round& round, const Five35RoundEnd& end,
                                       const Five35Names& seats,
                                       std::span<const std::int64_t> totals, const Style& style);

// The end of a game: the winner or winners (lowest total) and the final scores.
std::vector<std::string> game_summary(std::span<const std::int64_t> totals, std::uint8_t winners,
                                      int rounds, const Five35Names& seats, const Style& style);

// Everything played this session, finished rounds only.
struct Five35Tally {
  std::vector<std::string> labels;
  int games = 0;                     // games played to the end
  int rounds = 0;                    // rounds played to the end, in any game
  int unfinished_rounds = 0;         // rounds of a game stopped before its end
  std::vector<int> wins;             // a shared win counts for each winner
  std::vector<std::int64_t> points;  // penalty points over every finished round
};
std::vector<std::string> session_summary(const Five35Tally& tally, const Style& style);

// "══ text ═════" across the screen.
std::string heading(const std::string& text, const Style& style);

}  // namespace cardroom::play
