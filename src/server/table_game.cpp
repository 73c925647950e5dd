#include "server/table_game.h"

#include "server/table.h"

namespace cardroom::server {

io::Json TableGame::choose_event(int, const std::string&, const io::Json&, const Seats&) const {
  throw TableError(409, {"no-dealers-choice"}, "this table plays one game: there is no dealer's choice");
}

io::Json TableGame::auto_choose_event(const Seats&, Rng&) const {
  throw std::logic_error("auto_choose_event: this table has no dealer's choice");
}

std::vector<std::string> TableGame::apply_other(const io::Json&, io::Json&) { return {}; }

}  // namespace cardroom::server
