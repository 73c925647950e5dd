#pragma once
// `cardroom replay --show FILE`: steps through saved hands and rounds (the JSON lines that
// `cardroom play --log` writes, or any replay record), drawn the way the table draws them.
#include <iosfwd>
#include <optional>
#include <string>

#include "io/json_read.h"
#include "play/console.h"

namespace cardroom::play {

// Shows every record in `records` (one JSON object a line), or only the `which`-th (1-based).
// Enter steps one action, q stops. Throws InputError for a malformed record, naming its line.
int show_records(Console& console, std::istream& records, std::optional<int> which);

// Enter steps on, q stops. Once the input has ended (not a terminal, or a script), every step
// is shown without asking; Ctrl-C stops. One rule for both families' replays.
bool step_on(Console& console, const std::string& prompt);

// One record of each family, from the start to where it ends. Written by play/vying_*.cpp and
// play/five35_*.cpp respectively.
void show_vying_record(Console& console, const io::Json& record);
void show_five35_record(Console& console, const io::Json& record);

}  // namespace cardroom::play
