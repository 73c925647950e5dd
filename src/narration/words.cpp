#include "narration/words.h"

#include <cctype>

namespace cardroom::narration {

std::string card_name(Card card, bool unicode) {
  if (card.is_hidden()) return unicode ? "\u2592\u2592" : "##";
  const std::string name = to_string(card);  // canonical "Th", "As"
  if (!unicode) return name;
  static constexpr const char* kSymbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};  // c d h s
  const std::string rank = name[0] == 'T' ? "10" : name.substr(0, 1);
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
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
    text += names[i];
  }
  return text;
}

}  // namespace cardroom::narration
