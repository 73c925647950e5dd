#pragma once
// Hints at the terminal table: `h` (or `hint`) at a decision, or `--hints` before every one,
// prints the advisor's odds and the value of each legal action (src/advice) for the human's
// seat, computed from that seat's view alone.
#include <cstdint>
#include <string>
#include <vector>

#include "five35/view.h"
#include "play/style.h"
#include "vying/view.h"

namespace cardroom::play {

// The advice as lines for the screen, under a heading. `seed` makes a session's hints
// reproducible (the table's seed and the decision's number).
std::vector<std::string> hint_lines(const vying::SeatView& view, std::uint64_t seed,
                                    const Style& style);
std::vector<std::string> hint_lines(const five35::View& view, std::uint64_t seed,
                                    const Style& style);

}  // namespace cardroom::play
