#pragma once
// What the host asks for when opening a table (`POST /api/tables`, server-protocol.md): its
// name, the games of the dealer's choice and their house rules, seats, stack, stakes, the
// decision timer and the bots in seats. Read strictly: an unknown key or a bad value is an
// InputError naming it (the HTTP layer answers 400), and every game's rules are built once here,
// so a table never starts with rules the engine would refuse.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "bots/bot_spec.h"
#include "core/game_name.h"
#include "five35/rules.h"
#include "io/json_read.h"
#include "vying/rules.h"

namespace cardroom::server {

struct BotSeat {
  int seat = 0;
  bots::BotSpec spec;
  std::string level;  // "easy" … "expert" when chosen by level (bots/bot_levels.h), else empty

  // What the table calls it: its level, or its kind for a spec given as such.
  std::string label() const { return level.empty() ? spec.kind : level; }
};

struct TableConfig {
  std::string name = "Table";
  // The games the dealer may choose from, in the host's order. Vying games only, or
  // five-three-five alone (a table of scores instead of chips).
  std::vector<Game> games;
  // The complete rules of each vying game: its preset, the table's `betting`, then the game's
  // own overrides from `rules`.
  std::map<Game, vying::Rules> vying_rules;
  // A Five Three Five table's rules: the rulebook's defaults with the host's `rules.535`.
  five35::Rules five35_rules;
  io::Json rules_json = io::Json::object();    // the host's `rules` as given (for the record)
  io::Json betting_json = io::Json::object();  // the host's `betting` as given
  int seats = 6;
  std::int64_t stack = 200;  // 0 at a Five Three Five table (points, not chips)
  int timer_s = 30;  // 0: no decision timer
  int pause_s = 4;   // how long a finished hand's result shows before the next deal
  std::vector<BotSeat> bots;
  // Rebuys: the most chips a seat may hold after one (0 at a Five Three Five table), and
  // whether each waits for the host's yes.
  std::int64_t max_buy_in = 200;
  bool approve_rebuys = false;
  bool spectator_chat = false;  // spectators may chat too (seated players always may)
  // Each seat's time bank: what runs once the decision timer is out, before the seat is played
  // as away; topped up (to at most time_bank_s) by time_bank_add_s every time_bank_every hands.
  int time_bank_s = 60;
  int time_bank_add_s = 10;
  int time_bank_every = 10;  // 0: never topped up
  bool hints = false;        // seated players may ask for advice (GET /api/tables/ID/advice)
  // Private tables: an unlisted table is not in GET /api/tables (its link still works); with a
  // password, sitting down takes it (the host's token does not). Only the password's SHA-256 is
  // kept, and it is never shown (a view of the config says "password": true).
  bool listed = true;
  std::string password_hash;
  // Someone sitting down waits for the host's yes (POST /api/tables/ID/seats/N/approval): the
  // seat is theirs but sat out until then (the host's own sitting down needs none).
  bool approve_seats = false;
  // Players are sat out by themselves: after two decisions in a row made by the clock, or when
  // their turn comes with their page disconnected (server/table_sit_out.cpp).
  bool auto_sit_out = false;
  // The first deal waits for the host's start (POST /api/tables/ID/start) or for every seat to
  // be taken, rather than for two seats: friends arriving a minute later are in the first game.
  bool wait_for_start = false;

  bool five_three_five() const { return games.size() == 1 && games[0] == Game::kFiveThreeFive; }
};

// Keys: name, games, rules, seats, stack, betting, timer_s, pause_s, bots, max_buy_in,
// approve_rebuys, spectator_chat, time_bank_s, time_bank_add_s, time_bank_every, hints,
// listed, password (1 to 64 characters; "" for none), approve_seats, auto_sit_out,
// wait_for_start — and password_hash, which
// only a saved config holds. Defaults: name "Table", games ["15-35", "7-27"], seats 6, stack
// 200, timer_s 30, pause_s 4, no bots, max_buy_in the stack, approve_rebuys false,
// spectator_chat false, time_bank_s 60, time_bank_add_s 10, time_bank_every 10, hints false,
// listed true, no password, approve_seats false, auto_sit_out false, wait_for_start false. A Five Three Five table
// (`"games": ["535"]`) seats 2 to 6 and takes neither `stack`, `betting`, `max_buy_in` nor
// `approve_rebuys`.
TableConfig read_table_config(const io::Json& body);

// The keys the host may change on an open table (PATCH /api/tables/ID), applied from the next
// hand: `stakes` (another name for `betting`), betting, timer_s, pause_s, games, rules,
// max_buy_in, approve_rebuys, spectator_chat, time_bank_s, time_bank_add_s, time_bank_every,
// hints, listed, password, approve_seats, auto_sit_out. Returns the table's config with `changes` made, checked as a new table's would be;
// InputError naming the key otherwise (a key that cannot change: name, seats, stack, bots).
TableConfig changed_table_config(const TableConfig& config, const io::Json& changes);
// The config as JSON that read_table_config reads back to the same config (for persistence).
io::Json table_config_json(const TableConfig& config);
// The config as anyone may see it: the password's hash is replaced by "password": true/false.
io::Json public_config_json(const TableConfig& config);
// The changes with a given "password" replaced by its "password_hash" ("" for none): what the
// journal keeps of a change of password.
io::Json hashed_password(io::Json changes);
// Whether `password` opens the table (any, at a table without one).
bool password_opens(const TableConfig& config, const std::string& password);

}  // namespace cardroom::server
