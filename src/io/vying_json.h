#pragma once
// JSON for the vying engine's results: the showdown (as the contract prints it) and hands.
#include <span>

#include "io/json_read.h"
#include "vying/hand.h"
#include "vying/showdown.h"

namespace cardroom::io {

// The contract's showdown object: payouts, players (totals, natural, declaration, explanation)
// and pots (amount, eligible, awards, winners).
Json showdown_json(const vying::ShowdownResult& result,
                   std::span<const vying::ShowdownSeat> seats, const vying::Rules& rules);

// Reads a list of card names ("As", "10d"); `where` names the list in errors.
std::vector<Card> read_cards(const Json& value, std::string_view where);
Json cards_json(std::span<const Card> cards);

}  // namespace cardroom::io
