#pragma once
// Dealer's choice (rulebook §7): the dealer names the game of the hand and any house rules.
// At the human's deal the table asks; a bot dealer picks one of the table's games at random
// and plays it with the table's rules.
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "play/console.h"
#include "play/vying_play.h"
#include "vying/session.h"

namespace cardroom::play {

// Asks the game (when the table allows more than one) and then house rules, one `key=value`
// a line, until Enter. Nothing when the player quits or the input ends.
std::optional<vying::DealersChoice> ask_dealers_choice(Console& console,
                                                       const VyingTableOptions& options);

// A bot dealer's call: one of the table's games, uniformly, with the table's rules for it.
vying::DealersChoice bot_dealers_choice(const VyingTableOptions& options, Rng& rng);

// Every house-rule key with its value under `rules` and the values it accepts.
std::vector<std::string> house_rule_help(const vying::Rules& rules);

}  // namespace cardroom::play
