#include "play/five35_record.h"

#include "io/five35_record.h"

namespace cardroom::play {

Five35Replay read_five35_replay(const io::Json& json) {
  const io::Five35Record record = io::read_five35_record(json);
  five35::Round round = record.start;
  std::vector<five35::Move> moves;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    moves.push_back(io::play_recorded_action(round, record.actions[i], i));
  }
  return Five35Replay{record.start, std::move(moves),
                      {record.scores_before.begin(), record.scores_before.begin() + record.players},
                      record.round_number};
}

}  // namespace cardroom::play
