#include "play/style.h"

#include <cctype>
#include <cstdlib>
#include <cstring>

namespace cardroom::play {

namespace {

bool env_set(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0';
}

bool locale_says_utf8() {
  for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') continue;  // the first one set decides
    std::string text(value);
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text.find("utf-8") != std::string::npos || text.find("utf8") != std::string::npos;
  }
  return false;
}

std::string_view escape_for(Tone tone) {
  switch (tone) {
    case Tone::kPlain: return "";
    case Tone::kBold: return "\x1b[1m";
    case Tone::kDim: return "\x1b[2m";
    case Tone::kRed: return "\x1b[31m";
    case Tone::kGreen: return "\x1b[32m";
    case Tone::kYellow: return "\x1b[33m";
    case Tone::kBlue: return "\x1b[34m";
    case Tone::kCyan: return "\x1b[36m";
    case Tone::kInverse: return "\x1b[7m";
  }
  return "";
}

}  // namespace

Style detect_style(bool ascii, bool no_colour, bool out_is_terminal) {
  Style style;
  style.unicode = !ascii && locale_says_utf8();
  const char* term = std::getenv("TERM");
  style.colour = !no_colour && out_is_terminal && !env_set("NO_COLOR") &&
                 !(term != nullptr && std::strcmp(term, "dumb") == 0);
  return style;
}

std::string paint(std::string_view text, Tone tone, const Style& style) {
  if (!style.colour || tone == Tone::kPlain) return std::string(text);
  return std::string(escape_for(tone)) + std::string(text) + "\x1b[0m";
}

std::string card_text(Card card, const Style& style) {
  if (card.is_hidden()) return card_back(style);
  const std::string name = to_string(card);  // canonical "Th", "As"
  const bool red = card.suit() == Suit::kDiamonds || card.suit() == Suit::kHearts;
  const Tone tone = red ? Tone::kRed : Tone::kPlain;
  if (!style.unicode) return paint(name, tone, style);
  static constexpr const char* kSymbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};  // c d h s
  const std::string rank = name[0] == 'T' ? "10" : name.substr(0, 1);
  return paint(rank + kSymbols[static_cast<int>(card.suit())], tone, style);
}

std::string card_back(const Style& style) {
  return paint(style.unicode ? "\u2592\u2592" : "##", Tone::kBlue, style);
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

std::string pad_right(std::string_view text, int width) {
  std::string padded(text);
  const int missing = width - display_width(text);
  if (missing > 0) padded.append(static_cast<std::size_t>(missing), ' ');
  return padded;
}

}  // namespace cardroom::play
