#pragma once
// What the table calls out as a Five Three Five round goes on: "Bea leads 3 4 5", "Cal
// overwrites with 7 7", "Dot adds 5: set 5 5 5", "You pass", "Trick ends: Rule of 8 - Bea
// leads". One narrator for the terminal table, `replay --show` and a server table's log: the
// terminal and the server tell the same story.
#include <string>
#include <vector>

#include "five35/meld.h"
#include "five35/moves.h"
#include "five35/round.h"

namespace cardroom::narration {

// A seat as the narrator calls it; `you` speaks in the second person ("You pass").
struct Five35Speaker {
  std::string name;
  bool you = false;
};

// "run 3 4 5", "set 7 7", "single 12"; "nothing" for an empty meld.
std::string meld_text(const five35::Meld& meld);

// The line for `move` by `who`; `before` is the central meld it was played onto.
std::string narrate_move(const Five35Speaker& who, const five35::Move& move,
                         const five35::Meld& before);

// The line for what the move did to the trick or the round, or empty when the trick goes on.
// `winner` is the seat that won the trick (or went out), named by `winner_name`.
std::string narrate_result(const five35::PlayResult& result, const Five35Speaker& mover,
                           const Five35Speaker& winner, const five35::Meld& after);

// "the set of 7s is complete", "run of five", "Rule of 8", "everyone else passed".
std::string trick_end_reason(five35::TrickEnd end, const five35::Meld& after);

}  // namespace cardroom::narration
