// The host's settings on an open table (PATCH /api/tables/ID) and each seat's time bank: both
// change what the table's clock and its next hands do, never the hand in play.
#include <algorithm>

#include "i18n/said.h"
#include "narration/words.h"
#include "server/table.h"
#include "server/table_game.h"

namespace cardroom::server {

namespace {

using i18n::tr;

std::string seconds(const io::Json& value) { return tr("{n} s", {{"n", value.dump()}}); }

// A value as the host gave it: a string's text, anything else as JSON.
std::string plain(const io::Json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

// One betting key of the stakes, as a player says it ("largest bet 10").
std::string stake_text(const std::string& key, const io::Json& value) {
  const i18n::Values n{{"n", value.dump()}};
  if (key == "ante") return tr("ante {n}", n);
  if (key == "min") return tr("smallest bet {n}", n);
  if (key == "max") return tr("largest bet {n}", n);
  if (key == "raise_cap") return value == 0 ? tr("no raise cap") : tr("at most {n} raises a round", n);
  if (key == "structure" && value.is_string()) return value.get<std::string>();
  return key + " " + plain(value);
}

// One changed setting in words ("10 s to decide", "stakes: ante 2, largest bet 10"). Rule keys
// and values stay as the rulebook writes them (the settings form shows the same keys).
std::string setting_text(const std::string& key, const io::Json& value) {
  const auto on = [&](const char* yes, const char* no) { return tr(value == true ? yes : no); };
  const i18n::Values n{{"n", value.dump()}};
  if (key == "stakes" || key == "betting") {
    std::string text;
    for (const auto& [k, v] : value.items()) text += (text.empty() ? "" : ", ") + stake_text(k, v);
    return tr("stakes: {stakes}", {{"stakes", text}});
  }
  if (key == "timer_s") {
    return value == 0 ? tr("no decision timer") : tr("{time} to decide", {{"time", seconds(value)}});
  }
  if (key == "pause_s") return tr("results shown for {time}", {{"time", seconds(value)}});
  if (key == "max_buy_in") return tr("rebuys up to {n} chips a stack", n);
  if (key == "approve_rebuys") {
    return on(i18n::N_("rebuys wait for the host's yes"), i18n::N_("rebuys without the host's yes"));
  }
  if (key == "spectator_chat") {
    return on(i18n::N_("spectators may chat"), i18n::N_("only the players chat"));
  }
  if (key == "hints") return on(i18n::N_("hints for the seated players"), i18n::N_("no hints"));
  if (key == "listed") {
    return on(i18n::N_("the table is listed in the lobby"),
              i18n::N_("the table is not listed in the lobby"));
  }
  if (key == "approve_seats") {
    return on(i18n::N_("new players wait for the host's yes to sit down"),
              i18n::N_("anyone may sit down without asking"));
  }
  if (key == "auto_sit_out") {
    return on(i18n::N_("players away from their turn sit out by themselves"),
              i18n::N_("nobody sits out by themselves"));
  }
  if (key == "password_hash") return value == "" ? tr("no password") : tr("a new password");
  if (key == "time_bank_s") {
    return value == 0 ? tr("no time bank") : tr("time bank {time}", {{"time", seconds(value)}});
  }
  if (key == "time_bank_add_s") return tr("{time} added to each time bank", {{"time", seconds(value)}});
  if (key == "time_bank_every") return tr("time banks topped up every {n} hands", n);
  if (key == "games" && value.is_array()) {
    std::vector<std::string> games;
    for (const auto& g : value) games.push_back(plain(g));
    return tr("games: {games}", {{"games", narration::joined_names(games)}});
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
    return tr("house rules: {rules}", {{"rules", text}});
  }
  return key + " " + plain(value);
}

// The changed settings in words (by key).
std::string settings_text(const io::Json& changes) {
  const std::string between = i18n::trc("between two settings", "; ");  // French spaces it: " ; "
  std::string text;
  for (const auto& [key, value] : changes.items()) {
    text += (text.empty() ? "" : between) + setting_text(key, value);
  }
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
  const bool next_game = config_.five_three_five() && changes.contains("rules");
  log_.push_back(i18n::said([&] {
    const i18n::Values values{{"settings", settings_text(changes)}};
    if (next_game) {
      return now ? tr("The host changes the settings from the next hand; the rules from the next "
                      "game: {settings}.",
                      values)
                 : tr("The host changes the settings from the next hand (this one plays on as it "
                      "was); the rules from the next game: {settings}.",
                      values);
    }
    return now ? tr("The host changes the settings from the next hand: {settings}.", values)
               : tr("The host changes the settings from the next hand (this one plays on as it "
                    "was): {settings}.",
                    values);
  }));
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
