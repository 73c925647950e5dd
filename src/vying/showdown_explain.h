#pragma once
// Plain-language reasons for a showdown result: for each player and pot, which contests they
// won, shared or lost, and what decided it (distance, side, fewer cards, tie, bust, a failed
// both-ways declaration, a natural).
#include <span>
#include <string>
#include <vector>

#include "vying/rules.h"
#include "vying/showdown.h"

namespace cardroom::vying {

// "6.5", "15", "33.5": half-points as a player writes them.
std::string points_text(int half_points);

// One line per pot and contest for seat `seat`, e.g. "pot 0, high (27): lost with 6.5 to seat
// 1's 7.5 (distance)", pots numbered as in the showdown's JSON. Given the players' `names`, the
// lines speak to people: "main pot, high (27): lost with 6.5 to Bea's 7.5 (distance)", "side pot
// 1, ...", "shares the low half with Bea and Dot".
std::vector<std::string> explain_seat(const ShowdownResult& result,
                                      std::span<const ShowdownSeat> seats, const Rules& rules,
                                      int seat, std::span<const std::string> names = {});

// Why a contest went as it did, one word per Edge: "distance", "side", "fewer-cards", "tie",
// "bust".
std::string_view edge_name(Edge edge);

}  // namespace cardroom::vying
