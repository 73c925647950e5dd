// Sitting out: a player who steps away for a while keeps the seat and the chips but is not
// dealt in (no ante) until back. By choice ("Sit out next hand", "I'm back"), or, at tables with
// the option auto_sit_out, automatically: after the clock has decided for the player twice in
// a row, or when the player's turn comes and the player's page has lost its connection. The
// first comes back with "I'm back"; the second as soon as the page is connected again. At a
// table with approve_seats, a new seat sits out until the host lets it in (or turns it away).
#include "i18n/said.h"
#include "server/table.h"

namespace cardroom::server {

namespace {

// The log's line ("Ann sits out from the next hand.").
std::string sit_out_line(const std::string& name, bool on, const std::string& by) {
  const i18n::Values who{{"name", name}};
  if (!on) return i18n::tr("{name} is back: dealt in from the next hand.", who);
  if (by == "timeouts") return i18n::tr("{name} sits out: the clock decided twice in a row.", who);
  if (by == "disconnected") return i18n::tr("{name} sits out: disconnected on their turn.", who);
  return i18n::tr("{name} sits out from the next hand.", who);
}

}  // namespace

void Table::sit_out(int seat, bool on, Millis now) {
  require_person(seat);
  const TableSeat& s = seat_at(seat);
  if (s.sitting_out == on) return;
  if (s.sat_out_by == "approval") {
    throw TableError(409, {"awaiting-approval", {{"name", s.name}}},
                     s.name + " waits for the host's yes to play");
  }
  commit({{"type", "sit-out"}, {"seat", seat}, {"on", on}, {"by", on ? "self" : "back"}}, now);
}

void Table::apply_sit_out(const io::Json& e) {
  TableSeat& s = *seats_[e.at("seat").get<std::size_t>()];
  s.sitting_out = e.at("on").get<bool>();
  s.sat_out_by = s.sitting_out ? e.at("by").get<std::string>() : "";
  s.timeouts = 0;
  const std::string by = e.at("by").get<std::string>();
  log_.push_back(i18n::said([&] { return sit_out_line(s.name, s.sitting_out, by); }));
}

void Table::answer_seat(int seat, bool approve, Millis now) {
  const auto i = static_cast<std::size_t>(seat);
  if (seat < 0 || seat >= config_.seats || !seats_[i] || seats_[i]->sat_out_by != "approval") {
    throw TableError(404, {"no-seat-request", {{"seat", seat}}},
                     "nobody in seat " + std::to_string(seat) + " waits for the host's yes");
  }
  commit({{"type", "seat-answer"}, {"seat", seat}, {"approve", approve}}, now);
  if (!approve) {
    cash_out(seat, now);
    after_leaving(now);
  }
}

void Table::apply_seat_answer(const io::Json& e) {
  TableSeat& s = *seats_[e.at("seat").get<std::size_t>()];
  if (e.at("approve").get<bool>()) {
    s.sitting_out = false;
    s.sat_out_by.clear();
    log_.push_back(i18n::said([&] {
      return i18n::tr("The host lets {name} in: dealt in from the next hand.", {{"name", s.name}});
    }));
  } else {
    log_.push_back(
        i18n::said([&] { return i18n::tr("The host turns {name} away.", {{"name", s.name}}); }));
  }
}

bool Table::sit_out_after_timeout(int seat, Millis now) {
  const TableSeat& s = seat_at(seat);
  if (!config_.auto_sit_out || s.bot || s.sitting_out || s.timeouts < 2) return false;
  commit({{"type", "sit-out"}, {"seat", seat}, {"on", true}, {"by", "timeouts"}}, now);
  return true;
}

// Only a seat whose page was connected since this process started is gone when its connection
// drops: after a restart every page reconnects, and a player who never opened one (a program on
// the API) is played by the clock as before.
bool Table::sit_out_if_gone(int seat, Millis now) {
  const TableSeat& s = seat_at(seat);
  if (!config_.auto_sit_out || s.bot || s.away || s.sitting_out || s.connections > 0 ||
      !s.seen_connected) {
    return false;
  }
  commit({{"type", "sit-out"}, {"seat", seat}, {"on", true}, {"by", "disconnected"}}, now);
  return true;
}

}  // namespace cardroom::server
