// Advice for a seated player (the table option `hints`): the advisor runs on a copy of the
// seat's view, away from the table, so play never waits for it (server/live_table.cpp).
#include "server/table.h"
#include "server/table_game.h"

namespace cardroom::server {

std::function<io::Json()> Table::advice_task(int seat) const {
  if (!config_.hints) {
    throw TableError(403, {"hints-off"}, "this table gives no advice (the host's option hints is off)");
  }
  require_person(seat);
  const std::uint64_t seed = Rng::stream(seed_, static_cast<std::uint64_t>(seq_)).next() ^
                             static_cast<std::uint64_t>(seat);
  return game_->advice_task(seat, seed);
}

}  // namespace cardroom::server
