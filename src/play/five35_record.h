#pragma once
// A Five Three Five round as a `cardroom replay` record (rulebook §9): the rules, the players,
// the dealer, the totals before the round, the deck from the top and the action words. The
// table writes one per finished round to `--log`; `replay --show` reads them back.
#include <cstdint>
#include <string>
#include <vector>

#include "five35/game.h"
#include "five35/moves.h"
#include "five35/round.h"
#include "io/json_read.h"

namespace cardroom::play {

// Started when a round is dealt; the moves are added as they are made.
class Five35RoundRecord {
 public:
  // The round the game has just dealt (no move made yet).
  explicit Five35RoundRecord(const five35::Game& game);

  void add(const five35::Move& move);
  // One JSON object that `cardroom replay` plays back to the same end.
  io::Json to_json() const;

 private:
  io::Json rules_;
  int players_;
  int dealer_;
  int round_number_;  // written only for the second round of a two-round game
  std::vector<std::int64_t> scores_before_;
  std::vector<int> deck_;  // rank numbers from the top
  std::vector<std::string> actions_;
};

// A record read back: the round as dealt, its moves, and where the game stood.
struct Five35Replay {
  five35::Round start;
  std::vector<five35::Move> moves;
  std::vector<std::int64_t> scores_before;
  int round_number = 1;
};

// Throws InputError (the replay contract's message) for a record `cardroom replay` would
// refuse, so a record shown is always one that plays.
Five35Replay read_five35_replay(const io::Json& record);

}  // namespace cardroom::play
