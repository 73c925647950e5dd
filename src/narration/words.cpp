#include "narration/words.h"

#include <cctype>

#include "i18n/i18n.h"

namespace cardroom::narration {

std::string card_name(Card card, bool unicode) {
  if (card.is_hidden()) return unicode ? "\u2592\u2592" : "##";
  const std::string name = to_string(card);  // canonical "Th", "As"
  if (!unicode) return name;
  static constexpr const char* kSymbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};  // c d h s
  // The rank as the reader writes it ("R", "D", "V", "As" in French); the notation stays the
  // rulebook's, since it is what a player types.
  std::string rank;
  switch (name[0]) {
    case 'T': rank = "10"; break;
    case 'A': rank = i18n::trc("rank", "A"); break;
    case 'K': rank = i18n::trc("rank", "K"); break;
    case 'Q': rank = i18n::trc("rank", "Q"); break;
    case 'J': rank = i18n::trc("rank", "J"); break;
    default: rank = name.substr(0, 1);
  }
  return rank + kSymbols[static_cast<int>(card.suit())];
}

int display_width(std::string_view text) {
  int width = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0x1b) {  // an escape sequence: ESC [ ... letter
      while (i + 1 < text.size() && !std::isalpha(static_cast<unsigned char>(text[i + 1]))) ++i;
      ++i;
      continue;
    }
    if ((c & 0xC0) != 0x80) ++width;  // count lead bytes only
  }
  return width;
}

std::string short_name(std::string_view name) {
  if (display_width(name) <= kShortNameColumns) return std::string(name);
  std::string cut;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    if ((c & 0xC0) != 0x80 && display_width(cut) >= kShortNameColumns - 1) break;
    cut.push_back(name[i]);
  }
  return cut + ".";
}

std::string joined_names(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string first;
  for (std::size_t i = 0; i + 1 < names.size(); ++i) first += (i > 0 ? ", " : "") + names[i];
  if (first.empty()) return names.back();
  return i18n::tr("{first} and {last}", {{"first", first}, {"last", names.back()}});
}

}  // namespace cardroom::narration
