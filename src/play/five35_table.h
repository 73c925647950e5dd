#pragma once
// The Five Three Five table: games of rounds to the target score, the human at seat 0 and bots
// around them. At each of the player's turns it draws the table from the player's own view,
// lists the legal moves and reads one; bots move in between; each round ends with a summary,
// each game with its winner, the session with a tally.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "five35/game.h"
#include "play/five35_play.h"
#include "io/five35_record.h"
#include "play/five35_summary.h"

namespace cardroom::play {

class Five35Table {
 public:
  Five35Table(Console& console, const Five35TableOptions& options);
  // Plays until the player stops or the games are done, then prints the session summary.
  int run();
  // The game being played (for scripted players in tests); empty between games.
  const five35::Game* game() const { return game_ ? &*game_ : nullptr; }

 private:
  enum class Outcome { kPlayOn, kStop };
  Outcome play_game(int game_index);
  Outcome play_round();
  Outcome human_turn();
  void bot_turn(int seat);
  void make_move(int seat, const five35::Move& move);
  bool confirm_quit();
  // Asks `prompt` until the answer is Enter (play on) or q (stop); end of input stops.
  Outcome ask_enter_or_q(const std::string& prompt, const std::string& again);
  void say(const std::vector<std::string>& lines);
  void say(const std::string& line);
  std::string title() const;

  Console& console_;
  Five35TableOptions options_;
  std::vector<std::unique_ptr<bots::Five35Bot>> bots_;  // null at the human's seat
  std::vector<Rng> bot_rngs_;
  std::optional<five35::Game> game_;
  std::optional<io::Five35RoundRecord> record_;
  std::vector<std::string> narration_;  // since the player last moved
  int last_leader_ = 0;                 // who led the trick being played
  std::string previous_trick_;          // how the last finished trick ended
  bool moved_this_round_ = false;       // whether the player has moved yet this round
  Five35Names seats_;
  Five35Tally tally_;
  int decisions_ = 0;  // the human's moves asked so far (seeds the hints)
  int rounds_this_game_ = 0;
};

}  // namespace cardroom::play
