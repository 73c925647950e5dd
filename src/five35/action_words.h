#pragma once
// The words that name moves in records, at the terminal and on the server: `lead 3 4 5`,
// `overwrite 7 7`, `add 5`, `add 2 5`, `pass`. Cards are rank numbers in any order on input and
// ascending on output; the first word says which action is meant.
#include <string>
#include <string_view>

#include "five35/moves.h"

namespace cardroom::five35 {

std::string to_words(const Move& move);

// The move `text` names. Throws InputError (message without a location: the caller adds it)
// for an unknown action word, a card that is not a rank, or a wrong number of cards.
Move parse_words(std::string_view text);

// Ranks of `cards` ascending, as printed: "3 4 5".
std::string cards_text(Hand cards);

}  // namespace cardroom::five35
