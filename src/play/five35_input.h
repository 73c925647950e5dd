#pragma once
// What the player types at the Five Three Five table, turned into a move: the rulebook's words
// (`lead 3 4 5`, `overwrite 7 7`, `add 2 5`, `pass`), their short forms (`l 3 4 5`, `o 7 7`,
// `a 2 5`, `p`), or bare ranks (`7 7`) when only one legal move plays exactly those cards. The
// French words of the glossary are read whatever the language: `commencer` (`c`), `écraser`
// (`ecraser`, `e`), `ajouter`, `passer`; `aide`, `conseil`, `quitter`.
#include <string>
#include <string_view>

#include "five35/moves.h"
#include "five35/view.h"

namespace cardroom::play {

struct Five35Answer {
  enum class Kind {
    kMove,   // `move` is legal for the seat to act
    kHelp,   // `?`
    kHint,   // `h`: the advisor's odds and the value of each move
    kQuit,   // `q`: the caller asks to confirm
    kRetry,  // `message` says what was wrong; ask again
  };
  Kind kind = Kind::kRetry;
  five35::Move move;
  std::string message;
};

// Reads one answer of the player whose view (and turn) `view` is. Never throws.
Five35Answer read_five35_answer(std::string_view text, const five35::View& view);

// Why a move is refused (five35::explain), in the reader's language.
std::string refusal_text(five35::Refusal refusal);

// The short form a player can type: "l 3 4 5", "o 7 7", "a 5", "p".
std::string short_words(const five35::Move& move);

}  // namespace cardroom::play
