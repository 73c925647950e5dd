#pragma once
// A logged round read back for `replay --show`: the round as dealt and its moves, checked by
// the one record reader (io/five35_record.h) so that a round shown is always one that plays.
#include <cstdint>
#include <vector>

#include "five35/moves.h"
#include "five35/round.h"
#include "io/json_read.h"

namespace cardroom::play {

struct Five35Replay {
  five35::Round start;
  std::vector<five35::Move> moves;
  std::vector<std::int64_t> scores_before;
  int round_number = 1;
};

// Throws InputError (the replay contract's message) for a record `cardroom replay` would refuse.
Five35Replay read_five35_replay(const io::Json& record);

}  // namespace cardroom::play
