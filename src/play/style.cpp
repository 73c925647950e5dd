#include "play/style.h"

#include <cctype>
#include <cstdlib>
#include <cstring>

#include "i18n/i18n.h"

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
  const bool red = card.suit() == Suit::kDiamonds || card.suit() == Suit::kHearts;
  return paint(narration::card_name(card, style.unicode), red ? Tone::kRed : Tone::kPlain, style);
}

std::string card_back(const Style& style) {
  return paint(narration::card_name(Card::hidden(), style.unicode), Tone::kBlue, style);
}

narration::CardNamer card_namer(const Style& style) {
  return [style](Card card) { return card_text(card, style); };
}

std::string pad_right(std::string_view text, int width) {
  std::string padded(text);
  const int missing = width - narration::display_width(text);
  if (missing > 0) padded.append(static_cast<std::size_t>(missing), ' ');
  return padded;
}

std::string pad_left(std::string_view text, int width) {
  const int missing = width - narration::display_width(text);
  std::string padded(missing > 0 ? static_cast<std::size_t>(missing) : 0, ' ');
  padded.append(text);
  return padded;
}

std::string keep_french_spacing(std::string_view text) {
  static constexpr std::string_view kNoBreak = "\u00a0";
  // English puts no space before these marks ("Type ? for help" is no French spacing); the
  // catalogue says whether the reader's language does, so a new language needs no code.
  // TRANSLATORS: "yes" if your language puts a space before : ; ? ! (French), else "no".
  if (i18n::trc("typography", "space before : ; ? !: no") != "yes") return std::string(text);
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ' ' && i + 1 < text.size()) {
      const std::string_view rest = text.substr(i + 1);
      const bool before = rest.front() == ':' || rest.front() == ';' || rest.front() == '?' ||
                          rest.front() == '!' || rest.rfind("\u00bb", 0) == 0;
      // Only when the mark ends a word (": ", ":" at the end): "a :b" is no French spacing.
      const std::size_t mark = rest.rfind("\u00bb", 0) == 0 ? 2 : 1;
      if (before && (rest.size() == mark || rest[mark] == ' ')) {
        out += kNoBreak;
        continue;
      }
      if (i >= 2 && text.substr(i - 2, 2) == "\u00ab") {
        out += kNoBreak;
        continue;
      }
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace cardroom::play
