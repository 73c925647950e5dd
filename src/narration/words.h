#pragma once
// The words every telling of a hand shares, at the terminal table (src/play) and in a server
// table's log (src/server): a card by name, a player by a name short enough for a column, a
// list of names. Words only: colour and layout belong to the terminal (play/style.h).
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"

namespace cardroom::narration {

// "A♠", "10♥" with Unicode, "As", "Th" (the rulebook's notation) without; a hidden card is a
// card back: "▒▒" / "##". Uncoloured: the terminal paints it (play::card_text).
std::string card_name(Card card, bool unicode);

// How a narrator names a card: the terminal passes its own coloured card text; a plain log
// passes card_name.
using CardNamer = std::function<std::string(Card card)>;

// Columns `text` takes on screen: escape codes (a terminal's colours) take none, each UTF-8
// character one.
int display_width(std::string_view text);

// The most columns a short name takes (the terminal's seat column is that wide).
inline constexpr int kShortNameColumns = 18;
// "Bea": a name cut to kShortNameColumns, with "." as its last column when cut.
std::string short_name(std::string_view name);
// "Ann", "Ann and Bo", "Ann, Bo and Cy".
std::string joined_names(const std::vector<std::string>& names);

}  // namespace cardroom::narration
