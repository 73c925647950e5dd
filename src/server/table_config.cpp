#include "server/table_config.h"

#include <algorithm>

#include "bots/bot.h"
#include "bots/bot_levels.h"
#include "core/input_error.h"
#include "io/five35_rules_json.h"
#include "io/vying_rules_json.h"
#include "server/token.h"

namespace cardroom::server {

namespace {

constexpr std::size_t kMaxNameLength = 60;
constexpr std::int64_t kMaxStack = 1'000'000'000'000;

std::vector<Game> read_games(const io::Json& value) {
  const io::Json& list = io::read_array(value, "games");
  std::vector<Game> games;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Game g = require_game(io::read_string(list[i], io::at_index("games", i)));
    if (std::find(games.begin(), games.end(), g) != games.end()) {
      throw InputError(io::at_index("games", i) + ": " + std::string(game_name(g)) +
                       " is listed twice");
    }
    games.push_back(g);
  }
  if (games.empty()) throw InputError("games: name at least one game", {"no-games"});
  const bool has_535 = std::find(games.begin(), games.end(), Game::kFiveThreeFive) != games.end();
  if (has_535 && games.size() > 1) {
    throw InputError("games: five-three-five is played at a table of its own (\"games\": [\"535\"])",
                     {"five35-alone"});
  }
  return games;
}

// Seats up to what the largest of the table's games allows: with more players holding chips
// than a game seats, the dealer chooses among the others (rulebook §3's player counts; Five
// Three Five: 2 to 6).
int seat_limit(const std::vector<Game>& games) {
  int limit = 2;
  for (Game g : games) {
    limit = std::max(limit, g == Game::kFiveThreeFive ? five35::kMaxPlayers : vying::max_players(g));
  }
  return limit;
}

// Every vying game's complete rules: its preset, the table's `betting`, then its own overrides.
void read_vying_rules(TableConfig& c) {
  for (Game g : c.games) {
    vying::Rules rules = vying::preset(g);
    if (!c.betting_json.empty()) {
      rules = io::vying_rules_from_json(rules, io::Json{{"betting", c.betting_json}}, "rules");
    }
    for (const auto& [key, overrides] : c.rules_json.items()) {
      if (require_game(key) == g) {
        rules = io::vying_rules_from_json(rules, overrides, "rules." + key);
      }
    }
    c.vying_rules[g] = rules;
  }
}

// A Five Three Five table plays for points: chips and stakes make no sense there.
void refuse_chips(const io::Json& body) {
  for (const char* key : {"stack", "betting", "max_buy_in", "approve_rebuys"}) {
    if (body.contains(key)) {
      throw InputError(std::string(key) + ": a Five Three Five table plays for points, not chips");
    }
  }
}

void read_five35_rules(TableConfig& c) {
  c.stack = 0;
  for (const auto& [key, overrides] : c.rules_json.items()) {
    c.five35_rules = io::five35_rules_from_json(overrides, "rules." + key);
  }
}

// Every bot is built here, so an unknown kind or parameter — or a bot that cannot play this
// table, such as a learned model of another game or table size — is refused with the table
// (400), never found at the bot's first turn with the table stuck. A Five Three Five bot must
// fit the table's seats; the table deals only rounds its bots can play (Five35TableGame).
std::vector<BotSeat> read_bots(const io::Json& value, const TableConfig& c) {
  const int seats = c.seats;
  const io::Json& list = io::read_array(value, "bots");
  std::vector<BotSeat> bots;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = io::at_index("bots", i);
    io::require_object(list[i], where, {"seat", "kind"});
    if (!list[i].contains("seat")) throw InputError(where + ": missing key 'seat'");
    if (!list[i].contains("kind")) throw InputError(where + ": missing key 'kind'");
    BotSeat bot;
    bot.seat = static_cast<int>(io::read_int_in(list[i]["seat"], io::at_key(where, "seat"), 0, seats - 1));
    const std::string kind = io::read_string(list[i]["kind"], io::at_key(where, "kind"));
    if (const auto level = bots::bot_level(kind)) {
      bot.level = kind;
      bot.spec = bots::parse_bot_spec(level->spec);
    } else {
      bot.spec = bots::parse_bot_spec(kind);
    }
    try {
      if (c.five_three_five()) {
        bots::make_seated_five35_bot(bot.spec, seats);
      } else {
        for (Game g : c.games) bots::make_seated_vying_bot(bot.spec, c.vying_rules.at(g), seats);
      }
    } catch (const InputError& e) {
      // People choose bots by level; a kind that is neither gets both lists.
      const bool unknown = std::string_view(e.what()).starts_with("unknown bot");
      throw InputError(io::at_key(where, "kind") + ": " + e.what() +
                       (unknown ? "; or a level: easy, medium, strong" : ""));
    }
    for (const BotSeat& other : bots) {
      if (other.seat == bot.seat) {
        throw InputError(io::at_key(where, "seat") + ": seat " + std::to_string(bot.seat) +
                         " already has a bot");
      }
    }
    bots.push_back(std::move(bot));
  }
  return bots;
}

constexpr std::size_t kMaxPasswordLength = 64;

// "password" (as the host typed it; "" for none) or, in a saved config, "password_hash".
void read_password(const io::Json& body, TableConfig& c) {
  if (body.contains("password") && body.contains("password_hash")) {
    throw InputError("password: give the password or its hash, not both");
  }
  if (body.contains("password")) {
    const std::string password = io::read_string(body["password"], "password");
    if (password.size() > kMaxPasswordLength) {
      throw InputError("password: at most " + std::to_string(kMaxPasswordLength) + " characters",
                       {"password-length", {{"max", std::int64_t(kMaxPasswordLength)}}});
    }
    c.password_hash = password.empty() ? "" : hash_token(password);
  }
  if (body.contains("password_hash")) {
    c.password_hash = io::read_string(body["password_hash"], "password_hash");
    const bool hex = c.password_hash.find_first_not_of("0123456789abcdef") == std::string::npos;
    if (!c.password_hash.empty() && (c.password_hash.size() != 64 || !hex)) {
      throw InputError("password_hash: 64 lowercase hex digits (a SHA-256), or \"\"");
    }
  }
}

}  // namespace

TableConfig read_table_config(const io::Json& body) {
  io::require_object(body, "table",
                     {"name", "games", "rules", "seats", "stack", "betting", "timer_s", "pause_s",
                      "bots", "max_buy_in", "approve_rebuys", "spectator_chat", "time_bank_s",
                      "time_bank_add_s", "time_bank_every", "hints", "listed", "password",
                      "password_hash", "approve_seats", "auto_sit_out", "wait_for_start"});
  TableConfig c;
  if (body.contains("name")) {
    c.name = io::read_string(body["name"], "name");
    if (c.name.empty() || c.name.size() > kMaxNameLength) {
      throw InputError("name: 1 to " + std::to_string(kMaxNameLength) + " characters",
                       {"name-length", {{"max", std::int64_t(kMaxNameLength)}}});
    }
  }
  c.games = body.contains("games") ? read_games(body["games"])
                                   : std::vector<Game>{Game::kFifteenThirtyFive,
                                                       Game::kSevenTwentySeven};
  if (c.five_three_five()) refuse_chips(body);
  if (body.contains("seats")) {
    c.seats = static_cast<int>(io::read_int_in(body["seats"], "seats", 2, seat_limit(c.games)));
  }
  if (body.contains("stack")) c.stack = io::read_int_in(body["stack"], "stack", 1, kMaxStack);
  if (body.contains("timer_s")) {
    c.timer_s = static_cast<int>(io::read_int_in(body["timer_s"], "timer_s", 0, 3600));
  }
  if (body.contains("pause_s")) {
    c.pause_s = static_cast<int>(io::read_int_in(body["pause_s"], "pause_s", 0, 600));
  }
  if (body.contains("betting")) {
    io::require_object(body["betting"], "betting",
                       {"structure", "ante", "min", "max", "raise_cap"});
    c.betting_json = body["betting"];
  }
  if (body.contains("rules")) {
    const io::Json& rules = body["rules"];
    if (!rules.is_object()) throw InputError("rules: expected an object keyed by game");
    for (const auto& [key, overrides] : rules.items()) {
      const Game g = require_game(key);
      if (std::find(c.games.begin(), c.games.end(), g) == c.games.end()) {
        throw InputError("rules." + key + ": not one of the table's games");
      }
    }
    if (rules.size() > 1 && c.five_three_five()) {
      throw InputError("rules: five-three-five's rules are given twice");
    }
    c.rules_json = rules;
  }
  if (c.five_three_five()) {
    read_five35_rules(c);
  } else {
    read_vying_rules(c);
  }
  if (body.contains("bots")) c.bots = read_bots(body["bots"], c);
  c.max_buy_in = c.stack;
  if (body.contains("max_buy_in")) {
    c.max_buy_in = io::read_int_in(body["max_buy_in"], "max_buy_in", c.stack, kMaxStack);
  }
  if (body.contains("approve_rebuys")) c.approve_rebuys = io::read_bool(body["approve_rebuys"], "approve_rebuys");
  if (body.contains("spectator_chat")) c.spectator_chat = io::read_bool(body["spectator_chat"], "spectator_chat");
  if (body.contains("hints")) c.hints = io::read_bool(body["hints"], "hints");
  if (body.contains("listed")) c.listed = io::read_bool(body["listed"], "listed");
  if (body.contains("approve_seats")) c.approve_seats = io::read_bool(body["approve_seats"], "approve_seats");
  if (body.contains("auto_sit_out")) c.auto_sit_out = io::read_bool(body["auto_sit_out"], "auto_sit_out");
  if (body.contains("wait_for_start")) c.wait_for_start = io::read_bool(body["wait_for_start"], "wait_for_start");
  read_password(body, c);
  if (body.contains("time_bank_s")) {
    c.time_bank_s = static_cast<int>(io::read_int_in(body["time_bank_s"], "time_bank_s", 0, 3600));
  }
  if (body.contains("time_bank_add_s")) {
    c.time_bank_add_s = static_cast<int>(io::read_int_in(body["time_bank_add_s"], "time_bank_add_s", 0, 3600));
  }
  if (body.contains("time_bank_every")) {
    c.time_bank_every = static_cast<int>(io::read_int_in(body["time_bank_every"], "time_bank_every", 0, 1000));
  }
  return c;
}

TableConfig changed_table_config(const TableConfig& config, const io::Json& changes) {
  io::require_object(changes, "body",
                     {"stakes", "betting", "timer_s", "pause_s", "games", "rules", "max_buy_in",
                      "approve_rebuys", "spectator_chat", "time_bank_s", "time_bank_add_s",
                      "time_bank_every", "hints", "listed", "password", "password_hash",
                      "approve_seats", "auto_sit_out", "name", "seats", "stack", "bots"});
  for (const char* fixed : {"name", "seats", "stack", "bots"}) {
    if (changes.contains(fixed)) {
      throw InputError(std::string("body.") + fixed + ": cannot change on an open table",
                       {"fixed-setting", {{"setting", std::string(fixed)}}});
    }
  }
  if (changes.empty()) throw InputError("body: name at least one setting to change");
  if (changes.contains("stakes") && changes.contains("betting")) {
    throw InputError("body: stakes and betting are the same setting: give one");
  }
  io::Json merged = table_config_json(config);
  if (changes.contains("password") || changes.contains("password_hash")) merged.erase("password_hash");
  for (const auto& [key, value] : changes.items()) {
    if (key != "rules") merged[key == "stakes" ? "betting" : key] = value;
  }
  // New house rules replace a game's own, whatever name the game went by; the other games keep
  // theirs.
  if (changes.contains("rules")) {
    if (!changes["rules"].is_object()) throw InputError("body.rules: expected an object keyed by game");
    for (const auto& [key, overrides] : changes["rules"].items()) {
      const Game g = require_game(key);
      io::Json kept = io::Json::object();
      for (const auto& [old_key, old] : merged["rules"].items()) {
        if (require_game(old_key) != g) kept[old_key] = old;
      }
      kept[key] = overrides;
      merged["rules"] = kept;
    }
  }
  // The family of a table cannot change (its seats hold chips or points), and a game dropped
  // from the table takes its house rules with it.
  if (changes.contains("games")) {
    io::Json kept = io::Json::object();
    TableConfig games_only;
    try {
      games_only.games = read_games(merged["games"]);
    } catch (const InputError& e) {
      throw InputError(std::string("body.") + e.what(), e.refusal());
    }
    if (games_only.five_three_five() != config.five_three_five()) {
      throw InputError(std::string("body.games: ") +
                       (config.five_three_five() ? "a Five Three Five table plays it alone"
                                                 : "a table of vying games cannot turn to Five Three Five"));
    }
    for (const auto& [key, overrides] : merged["rules"].items()) {
      const bool given = changes.contains("rules") && changes["rules"].contains(key);
      if (given || std::find(games_only.games.begin(), games_only.games.end(),
                             require_game(key)) != games_only.games.end()) {
        kept[key] = overrides;
      }
    }
    merged["rules"] = kept;
  }
  TableConfig changed;
  try {
    changed = read_table_config(merged);
  } catch (const InputError& e) {
    throw InputError(std::string("body.") + e.what(), e.refusal());
  }
  return changed;
}

io::Json table_config_json(const TableConfig& c) {
  io::Json games = io::Json::array(), bots = io::Json::array();
  for (Game g : c.games) games.push_back(std::string(game_alias(g)));
  for (const BotSeat& b : c.bots) {
    bots.push_back({{"seat", b.seat}, {"kind", b.level.empty() ? b.spec.text() : b.level}});
  }
  io::Json json = {{"name", c.name},       {"games", games},       {"rules", c.rules_json},
                   {"seats", c.seats},     {"timer_s", c.timer_s}, {"pause_s", c.pause_s},
                   {"bots", bots},         {"spectator_chat", c.spectator_chat},
                   {"time_bank_s", c.time_bank_s}, {"time_bank_add_s", c.time_bank_add_s},
                   {"time_bank_every", c.time_bank_every}, {"hints", c.hints},
                   {"listed", c.listed}, {"approve_seats", c.approve_seats},
                   {"auto_sit_out", c.auto_sit_out},
                   {"wait_for_start", c.wait_for_start}};
  if (!c.password_hash.empty()) json["password_hash"] = c.password_hash;
  if (!c.five_three_five()) {
    json["stack"] = c.stack;
    json["betting"] = c.betting_json;
    json["max_buy_in"] = c.max_buy_in;
    json["approve_rebuys"] = c.approve_rebuys;
  }
  return json;
}

io::Json public_config_json(const TableConfig& config) {
  io::Json json = table_config_json(config);
  json.erase("password_hash");
  json["password"] = !config.password_hash.empty();
  return json;
}

io::Json hashed_password(io::Json changes) {
  if (changes.is_object() && changes.contains("password") && changes["password"].is_string()) {
    const std::string password = changes["password"].get<std::string>();
    // Checked here as read_table_config would (the hash hides the length).
    if (password.size() > kMaxPasswordLength) {
      throw InputError("body.password: at most " + std::to_string(kMaxPasswordLength) + " characters",
                       {"password-length", {{"max", std::int64_t(kMaxPasswordLength)}}});
    }
    changes["password_hash"] = password.empty() ? "" : hash_token(password);
    changes.erase("password");
  }
  return changes;
}

bool password_opens(const TableConfig& config, const std::string& password) {
  return config.password_hash.empty() || same_hash(hash_token(password), config.password_hash);
}

}  // namespace cardroom::server
