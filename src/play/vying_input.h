#pragma once
// What the player types, read as a vying action: the rulebook's words ("raise 2", "expose 10d",
// "declare both") and the table's short forms ("c", "b 3", "t", "As", "hi"). Whether the
// action is legal now is the hand's question (Hand::check); this only reads the words.
#include <string>
#include <string_view>
#include <vector>

#include "play/console.h"
#include "play/style.h"
#include "vying/action.h"
#include "vying/legal.h"

namespace cardroom::play {

struct PlayerInput {
  enum class Kind { kAction, kHelp, kHint, kQuit, kProblem };
  Kind kind = Kind::kProblem;
  vying::Action action;
  std::string problem;  // kProblem: what is wrong with the text
};

// Reads `text` against the actions legal now (`c` is call or check, whichever is legal; a bare
// number bets or raises; `h` asks for a hint, so declaring high is `hi`). Never throws.
PlayerInput read_player_input(std::string_view text, const vying::LegalActions& legal);

// The help shown for `?`: every word and short form, then the actions legal now.
std::vector<std::string> input_help(const vying::LegalActions& legal, const Style& style);

// "A♠", "a♠", "10♥" and the plain "As", "10h" as a card; nullopt when not a card.
std::optional<Card> read_card(std::string_view text);

// The French words of the glossary (docs/fr/glossaire.md) at the start of an already lowered
// `text` as the rulebook's English ones: "se coucher" fold, "checker", "parole" or "passer"
// check, "suivre" call, "miser N" bet, "relancer N" raise, "tapis" all-in, "prendre"/"tirer"
// take, "rester" stand, "retourner CARD" expose, "annoncer le bas/le haut/les deux" (or "bas",
// "haut", "deux") declare, "aide", "conseil", "quitter". Accepted whatever the language.
std::string english_action_words(const std::string& text);

// Why the hand refuses an action (vying::Refusal::explain), in the reader's language.
std::string refusal_text(const vying::Refusal& refusal);

// Asks "Quit the session? (y/n)"; true for yes, and when the input has ended.
bool confirm_quit(Console& console);
}  // namespace cardroom::play
