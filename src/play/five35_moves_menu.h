#pragma once
// The legal moves offered to the player, in the short forms they can type, and the help that
// `?` shows: the move words and the rules a player most often needs reminding of.
#include <string>
#include <vector>

#include "five35/rules.h"
#include "five35/view.h"
#include "play/style.h"

namespace cardroom::play {

// A few moves are listed one by one ("Your moves: o 9 · o 11 · a 5 · p"); many are grouped by
// kind, leads by shape, each group cut short with "+N more" when it would run past two lines.
// Pass is always shown when legal. Empty when it is not the seat's turn.
std::vector<std::string> moves_menu(const five35::View& view, const Style& style);

// `?`: the move words, short forms and rule reminders (runs, the Rule of 8, trick ends).
std::vector<std::string> five35_help(const five35::Rules& rules, int players, const Style& style);

}  // namespace cardroom::play
