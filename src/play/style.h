#pragma once
// How the terminal table looks: Unicode suit symbols or plain letters, colour or none. Cards
// always carry their suit as a symbol or letter as well as a colour, so colour-blind players
// and monochrome terminals lose nothing.
#include <string>
#include <string_view>

#include "core/card.h"
#include "narration/words.h"

namespace cardroom::play {

struct Style {
  bool unicode = true;
  bool colour = true;
};

// The style for this terminal: `--ascii` turns Unicode off; colour is off with `--no-color`,
// when NO_COLOR is set (https://no-color.org), when TERM is "dumb" or when `out_is_terminal` is
// false; Unicode is also off when the locale (LC_ALL, LC_CTYPE, LANG) does not say UTF-8.
Style detect_style(bool ascii, bool no_colour, bool out_is_terminal);

enum class Tone { kPlain, kBold, kDim, kRed, kGreen, kYellow, kBlue, kCyan, kInverse };

// `text` in `tone` (no escape codes without colour).
std::string paint(std::string_view text, Tone tone, const Style& style);

// "A♠", "10♥" (red) / "As", "Th"; a hidden card is a card back: "▒▒" / "##". The words are
// narration::card_name's; the colour is the terminal's.
std::string card_text(Card card, const Style& style);
std::string card_back(const Style& style);
// card_text in `style`, as the narrator takes it.
narration::CardNamer card_namer(const Style& style);

// `text` followed by spaces up to `width` columns, as narration::display_width counts them
// (unchanged if already wider).
std::string pad_right(std::string_view text, int width);
// Spaces up to `width` columns, then `text` (unchanged if already wider): a right-aligned column.
std::string pad_left(std::string_view text, int width);

// `text` with a no-break space (U+00A0) where French typography puts a space that no line may
// break at: before ":", ";", "?", "!" and "»", after "«". The wrap helpers use it, so that a
// French line never starts with a lone colon. Text in a language that puts no space there (its
// catalogue says) is left as it is.
std::string keep_french_spacing(std::string_view text);

}  // namespace cardroom::play
