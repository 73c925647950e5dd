// The look of the terminal table: suits readable without colour, colour and Unicode switched
// off as the user and the terminal ask, widths counted as the screen shows them.
#include "play/style.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "i18n/i18n.h"
#include "narration/words.h"
#include "play/vying_screen.h"

namespace cardroom::play {
namespace {

const Style kPlain{false, false};
const Style kUnicode{true, false};
const Style kColour{true, true};

Card card(const char* text) { return *parse_card(text); }

// The words of a card are the narration's (tests/narration/words_test.cpp); the terminal only
// colours them.
TEST(FrenchSpacing, NoLineBreaksBeforeAColonOrInsideGuillemets) {
  const std::string nbsp = "\u00a0";
  EXPECT_EQ(keep_french_spacing("Type ? for help: a :"), "Type ? for help: a :") << "English";
  const i18n::LanguageScope french("fr");
  EXPECT_EQ(keep_french_spacing("Coup refusé : l 2 ; « zz » ?"),
            "Coup refusé" + nbsp + ": l 2" + nbsp + "; «" + nbsp + "zz" + nbsp + "»" + nbsp + "?");
  EXPECT_EQ(keep_french_spacing("Advice for seat 0 (exact: 3 deals)"),
            "Advice for seat 0 (exact: 3 deals)");
  EXPECT_EQ(keep_french_spacing("x :y a :"), "x :y a" + nbsp + ":");
  const auto lines = wrap("Une suite reste dans un seul groupe : 5 7 et 9 11", 35, 2);
  for (const auto& line : lines) {
    EXPECT_NE(line.substr(line.find_first_not_of(' '), 1), ":") << line;
    EXPECT_LE(narration::display_width(line), 35) << line;
  }
}

TEST(CardText, WithoutColourIsTheNarrationsCardName) {
  for (int i = 0; i < 52; ++i) {
    EXPECT_EQ(card_text(Card::from_index(i), kPlain),
              narration::card_name(Card::from_index(i), false));
    EXPECT_EQ(card_text(Card::from_index(i), kUnicode),
              narration::card_name(Card::from_index(i), true));
  }
  EXPECT_EQ(card_text(card("10d"), kPlain), "Td");
  EXPECT_EQ(card_text(card("Td"), kUnicode), "10\u2666");
  EXPECT_EQ(card_back(kPlain), "##");
}

TEST(CardText, TheNarratorsCardNamerIsTheStylesCardText) {
  for (const Style& style : {kPlain, kUnicode, kColour}) {
    const narration::CardNamer name = card_namer(style);
    EXPECT_EQ(name(card("Qh")), card_text(card("Qh"), style));
    EXPECT_EQ(name(Card::hidden()), card_back(style));
  }
}

TEST(CardText, RedSuitsAreRedAndKeepTheirSymbol) {
  const std::string heart = card_text(card("Qh"), kColour);
  EXPECT_NE(heart.find("\x1b[31m"), std::string::npos);
  EXPECT_NE(heart.find("\u2665"), std::string::npos);
  EXPECT_EQ(card_text(card("Qs"), kColour).find("\x1b[31m"), std::string::npos);
}

TEST(CardText, HiddenCardIsABack) {
  EXPECT_EQ(card_text(Card::hidden(), kPlain), "##");
  EXPECT_EQ(card_text(Card::hidden(), kUnicode), "\u2592\u2592");
}

TEST(Paint, NoEscapesWithoutColour) {
  EXPECT_EQ(paint("pot 12", Tone::kBold, kPlain), "pot 12");
  EXPECT_EQ(paint("pot 12", Tone::kBold, kColour), "\x1b[1mpot 12\x1b[0m");
}

// Widths as narration::display_width counts them (tests/narration/words_test.cpp): paint adds
// no column, pad_right pads to the column.
TEST(DisplayWidth, PaintTakesNoColumnAndPadRightPads) {
  EXPECT_EQ(narration::display_width(paint("Q\u2665", Tone::kRed, kColour)), 2);
  EXPECT_EQ(narration::display_width(pad_right(paint("ab", Tone::kBold, kColour), 6)), 6);
  EXPECT_EQ(pad_right("toolong", 3), "toolong");
}

TEST(DetectStyle, RespectsFlagsEnvironmentAndTerminal) {
  setenv("LANG", "en_GB.UTF-8", 1);
  unsetenv("LC_ALL");
  unsetenv("LC_CTYPE");
  unsetenv("NO_COLOR");
  setenv("TERM", "xterm-256color", 1);
  Style s = detect_style(false, false, true);
  EXPECT_TRUE(s.unicode);
  EXPECT_TRUE(s.colour);
  EXPECT_FALSE(detect_style(true, false, true).unicode);    // --ascii
  EXPECT_FALSE(detect_style(false, true, true).colour);     // --no-color
  EXPECT_FALSE(detect_style(false, false, false).colour);   // not a terminal
  setenv("NO_COLOR", "1", 1);
  EXPECT_FALSE(detect_style(false, false, true).colour);
  unsetenv("NO_COLOR");
  setenv("TERM", "dumb", 1);
  EXPECT_FALSE(detect_style(false, false, true).colour);
  setenv("TERM", "xterm", 1);
  setenv("LANG", "C", 1);
  EXPECT_FALSE(detect_style(false, false, true).unicode);
}

}  // namespace
}  // namespace cardroom::play
