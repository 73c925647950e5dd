#include "server/table_game.h"

#include "server/table.h"

namespace cardroom::server {

io::Json TableGame::choose_event(int, const std::string&, const io::Json&, const Seats&) const {
  throw TableError(409, {"no-dealers-choice"}, "this table plays one game: there is no dealer's choice");
}

io::Json TableGame::auto_choose_event(const Seats&, Rng&) const {
  throw std::logic_error("auto_choose_event: this table has no dealer's choice");
}

std::vector<i18n::Said> TableGame::apply_other(const io::Json&, io::Json&) { return {}; }

io::Json log_json(const std::vector<i18n::Said>& log, std::string_view lang) {
  io::Json lines = io::Json::array();
  for (const i18n::Said& line : log) lines.push_back(line.in(lang));
  return lines;
}

}  // namespace cardroom::server
