// The host's settings on an open table (PATCH /api/tables/ID) and each seat's time bank: both
// change what the table's clock and its next hands do, never the hand in play.
#include <algorithm>

#include "server/table.h"
#include "server/table_game.h"

namespace cardroom::server {

namespace {

std::string seconds(const io::Json& value) { return value.dump() + " s"; }

// A value as the host gave it: a string's text, anything else as JSON.
std::string plain(const io::Json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

// One betting key of the stakes, as a player says it ("largest bet 10").
std::string stake_text(const std::string& key, const io::Json& value) {
  if (key == "ante") return "ante " + value.dump();
  if (key == "min") return "smallest bet " + value.dump();
  if (key == "max") return "largest bet " + value.dump();
  if (key == "raise_cap") {
    return value == 0 ? std::string("no raise cap") : "at most " + value.dump() + " raises a round";
  }
  if (key == "structure" && value.is_string()) return value.get<std::string>();
  return key + " " + plain(value);
}

// One changed setting in words ("10 s to decide", "stakes: ante 2, largest bet 10").
std::string setting_text(const std::string& key, const io::Json& value) {
  const auto on = [&](const char* yes, const char* no) { return std::string(value == true ? yes : no); };
  if (key == "stakes" || key == "betting") {
    std::string text;
    for (const auto& [k, v] : value.items()) text += (text.empty() ? "" : ", ") + stake_text(k, v);
    return "stakes: " + text;
  }
  if (key == "timer_s") return value == 0 ? std::string("no decision timer") : seconds(value) + " to decide";
  if (key == "pause_s") return "results shown for " + seconds(value);
  if (key == "max_buy_in") return "rebuys up to " + value.dump() + " chips a stack";
  if (key == "approve_rebuys") return on("rebuys wait for the host's yes", "rebuys without the host's yes");
  if (key == "spectator_chat") return on("spectators may chat", "only the players chat");
  if (key == "hints") return on("hints for the seated players", "no hints");
  if (key == "listed") return on("the table is listed in the lobby", "the table is not listed in the lobby");
  if (key == "approve_seats") {
    return on("new players wait for the host's yes to sit down", "anyone may sit down without asking");
  }
  if (key == "auto_sit_out") {
    return on("players away from their turn sit out by themselves", "nobody sits out by themselves");
  }
  if (key == "password_hash") return value == "" ? std::string("no password") : std::string("a new password");
  if (key == "time_bank_s") return value == 0 ? std::string("no time bank") : "time bank " + seconds(value);
  if (key == "time_bank_add_s") return seconds(value) + " added to each time bank";
  if (key == "time_bank_every") return "time banks topped up every " + value.dump() + " hands";
  if (key == "games" && value.is_array()) {
    std::string text;
    for (const auto& g : value) text += (text.empty() ? "" : " and ") + plain(g);
    return "games: " + text;
  }
  if (key == "rules" && value.is_object()) {
    std::string text;
    for (const auto& [game, rules] : value.items()) {
      std::string keys;
      for (const auto& [k, v] : rules.items()) {
        keys += (keys.empty() ? "" : ", ") + k + " " + plain(v);
      }
      text += (text.empty() ? "" : "; ") + game + " (" + keys + ")";
    }
    return "house rules: " + text;
  }
  return key + " " + plain(value);
}

// The changed settings in words (by key).
std::string settings_text(const io::Json& changes) {
  std::string text;
  for (const auto& [key, value] : changes.items()) text += (text.empty() ? "" : "; ") + setting_text(key, value);
  return text;
}

}  // namespace

void Table::change_settings(const io::Json& given, Millis now) {
  const io::Json changes = hashed_password(given);  // the journal never holds a password
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
