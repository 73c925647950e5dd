// The host's settings on an open table (PATCH /api/tables/ID) and each seat's time bank: both
// change what the table's clock and its next hands do, never the hand in play.
#include <algorithm>

#include "server/table.h"
#include "server/table_game.h"

namespace cardroom::server {

namespace {

// "timer_s 20, stakes {"ante":2}" — the changed keys as the host gave them.
std::string settings_text(const io::Json& changes) {
  std::string text;
  for (const auto& [key, value] : changes.items()) {
    if (!text.empty()) text += ", ";
    text += key + " " + (value.is_string() ? value.get<std::string>() : value.dump());
  }
  return text;
}

}  // namespace

void Table::change_settings(const io::Json& changes, Millis now) {
  changed_table_config(next_config(), changes);  // refuses a bad change before it is journaled
  commit({{"type", "settings"}, {"changes", changes}}, now);
}

void Table::apply_settings(const io::Json& e) {
  const io::Json& changes = e.at("changes");
  pending_config_ = changed_table_config(next_config(), changes);
  const bool now = !hand_in_progress();
  std::string when = now ? "from the next hand" : "from the next hand (this one plays on as it was)";
  if (config_.five_three_five() && changes.contains("rules")) when += "; the rules from the next game";
  log_.push_back("The host changes the settings " + when + ": " + settings_text(changes) + ".");
  if (now) adopt_config();
}

void Table::adopt_config() {
  config_ = std::move(*pending_config_);
  pending_config_.reset();
  game_->reconfigure(config_);
}

bool Table::start_time_bank(int seat, Millis now) {
  if (on_time_bank_ || seat_at(seat).time_bank_ms <= 0) return false;
  commit({{"type", "time-bank"}, {"seat", seat}, {"at", wall_ms_()}}, now);
  return true;
}

void Table::top_up_time_banks() {
  if (config_.time_bank_every <= 0 || hands_played_ % config_.time_bank_every != 0) return;
  const std::int64_t full = static_cast<std::int64_t>(config_.time_bank_s) * 1000;
  const std::int64_t add = static_cast<std::int64_t>(config_.time_bank_add_s) * 1000;
  for (auto& s : seats_) {
    if (s && s->time_bank_ms < full) s->time_bank_ms = std::min(full, s->time_bank_ms + add);
  }
}

}  // namespace cardroom::server
