#pragma once
// Who sits where at a terminal table: the human at seat 0, bots in the other seats, each with a
// name a player can call across the table.
#include <optional>
#include <string>
#include <vector>

#include "bots/bot_spec.h"

namespace cardroom::play {

struct SeatPlayer {
  std::string name;
  std::optional<bots::BotSpec> bot;  // none: the human at the keyboard
  bool is_human() const { return !bot.has_value(); }
};

// `seats` players: the human (`human_name`) at seat 0, then bots named from a fixed list, the
// i-th bot seat playing bots[i] — or bots[0] for every seat when one kind is given. Throws
// InputError when the number of bots is neither 1 nor seats - 1.
std::vector<SeatPlayer> seat_players(int seats, const std::string& human_name,
                                     const std::vector<bots::BotSpec>& bots);

// "Bea (heuristic)" for a bot, the bare name for the human.
std::string seat_label(const SeatPlayer& player);

}  // namespace cardroom::play
