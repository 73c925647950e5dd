#pragma once
// A finished hand told again step by step, for the history's replayer
// (`GET /api/tables/ID/hands/K/replay`): the table as a spectator saw it after the deal and after
// each action, then with the result, except that the hands shown at the end lie open from the
// start (they were shown at the table; a folded hand stays hidden). The record of a hand holds
// only words and shown cards, not the face-up cards dealt on the way, so the replay is played
// again from what the table kept of the hand: its game as it stood before the deal, the seats,
// and the hand's deal and words (its record gives the end).
#include <memory>
#include <optional>
#include <vector>

#include "io/json_read.h"
#include "server/table.h"
#include "server/table_game.h"

namespace cardroom::server {

// Kept small (a table keeps its last hundred): the deal event as text (its rules and deck as
// JSON values weigh several times more), the actions as their words, and no copy of the hand's
// record, which the history holds.
struct HandReplaySource {
  std::shared_ptr<const TableGame> before;  // the game before the deal, without its bots
  Seats seats;                              // as they were at the deal
  int hand = 0;
  std::string deal;                         // the deal event, as JSON text
  std::vector<std::string> words;           // each action's word, in order
};

// What replays hand `hand` (server/table_snapshot.cpp): the game and seats from `state`, the
// table's state saved just before the hand's `deal` (Table::snapshot_state, of a table of
// `config`), and the words from its `record`.
HandReplaySource replay_source(const io::Json& state, const TableConfig& config, int hand,
                               std::string deal, const io::Json& record);

// {"hand": K, "steps": [...]}: one step for the deal, then one per action, the last with the
// hand's result (as the table showed it: the action that ends a hand is seen with its result).
// Each step has the view's public fields (`hand`, `game`, `dealer`, `to_act`, `seats`, `pots`,
// `log` so far, `result` on the last) and `by` and `action`: the seat that acted and its word
// (null at the deal).
// `record` is the hand's entry in the history (its `hand-over` event's record).
// `own`: the seat whose player asks, shown their own cards at every step (a folded hand too).
// `lang`: the language its log is told in.
io::Json replay_hand(const HandReplaySource& source, const io::Json& record,
                     const TableConfig& config, std::optional<int> own = std::nullopt,
                     std::string_view lang = "en");

}  // namespace cardroom::server
