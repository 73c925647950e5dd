#pragma once
// What a hand came to, in words: who won which contest with which total and why, or who took
// the pot when everyone else folded; the chips each seat won or lost; and the session's running
// totals. Also the summary that closes a session.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "play/style.h"
#include "vying/hand.h"
#include "vying/showdown.h"

namespace cardroom::play {

// The result of a finished hand as `viewer` may know it (folded hands stay face down; kEveryone
// shows them). `start` are the stacks when the hand began; `buy_in`, the stack each seat brought
// to the table, adds the session's running totals (a replayed hand has none).
std::vector<std::string> hand_summary(const vying::Hand& hand, int viewer,
                                      const std::vector<std::string>& names,
                                      const std::vector<std::int64_t>& start,
                                      std::optional<std::int64_t> buy_in, const Style& style);

// vying::explain_seat's lines for `seat` in the reader's language, the players named by `names`:
// "main pot, high (27): lost with 6.5 to Bea's 7.5 (distance)".
std::vector<std::string> showdown_lines(const vying::ShowdownResult& result,
                                        std::span<const vying::ShowdownSeat> seats,
                                        const vying::Rules& rules, int seat,
                                        const std::vector<std::string>& names);

// The closing lines: hands played, each player's chips and net result.
std::vector<std::string> session_summary(int hands_played, const std::vector<std::string>& names,
                                         const std::vector<std::int64_t>& stacks,
                                         std::int64_t buy_in, const std::string& why_it_ended);

// The explanation told to the player at the keyboard, who is "You": "lost to your 11", not
// "lost to You's 11".
std::string in_second_person(std::string text);

// "+12", "-5", "0".
std::string signed_chips(std::int64_t chips);

}  // namespace cardroom::play
