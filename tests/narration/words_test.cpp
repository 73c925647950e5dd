// The words shared by the terminal and the server's log: cards by name (the rulebook's notation,
// or suit symbols), widths as a screen counts them, names cut to a column, lists of names.
#include "narration/words.h"

#include <gtest/gtest.h>

namespace cardroom::narration {
namespace words_test {

Card card(const char* text) { return *parse_card(text); }

TEST(CardName, PlainTextUsesTheRulebookNotation) {
  EXPECT_EQ(card_name(card("As"), false), "As");
  EXPECT_EQ(card_name(card("10d"), false), "Td");
  EXPECT_EQ(card_name(card("7c"), false), "7c");
}

TEST(CardName, UnicodeShowsSuitSymbolsAndTen) {
  EXPECT_EQ(card_name(card("As"), true), "A\u2660");
  EXPECT_EQ(card_name(card("Td"), true), "10\u2666");
  EXPECT_EQ(card_name(card("7c"), true), "7\u2663");
  EXPECT_EQ(card_name(card("Qh"), true), "Q\u2665");
}

TEST(CardName, HiddenCardIsABack) {
  EXPECT_EQ(card_name(Card::hidden(), false), "##");
  EXPECT_EQ(card_name(Card::hidden(), true), "\u2592\u2592");
}

TEST(CardName, WordsOnlyNeverColour) {
  for (int i = 0; i < 52; ++i) {
    for (bool unicode : {false, true}) {
      EXPECT_EQ(card_name(Card::from_index(i), unicode).find('\x1b'), std::string::npos);
    }
  }
}

TEST(DisplayWidth, CountsWhatTheScreenShows) {
  EXPECT_EQ(display_width(""), 0);
  EXPECT_EQ(display_width("As"), 2);
  EXPECT_EQ(display_width("10\u2666"), 3);
  // A terminal's colour codes take no column.
  EXPECT_EQ(display_width("\x1b[31mQ\u2665\x1b[0m"), 2);
  EXPECT_EQ(display_width("\x1b[1mab\x1b[0m    "), 6);
}

TEST(ShortName, NamesThatFitStayWhole) {
  EXPECT_EQ(short_name("Bea"), "Bea");
  const std::string eighteen(kShortNameColumns, 'x');
  EXPECT_EQ(short_name(eighteen), eighteen);
  EXPECT_EQ(short_name(""), "");
}

TEST(ShortName, LongerNamesAreCutToTheColumnWithADot) {
  EXPECT_EQ(short_name("Bartholomew Montgomery"), "Bartholomew Montg.");
  EXPECT_EQ(display_width(short_name("Bartholomew Montgomery")), kShortNameColumns);
  // Columns, not bytes: a name of two-byte letters is cut at the same column, never mid-letter.
  std::string umlauts;
  for (int i = 0; i < 20; ++i) umlauts += "\u00f6";
  std::string cut;
  for (int i = 0; i < kShortNameColumns - 1; ++i) cut += "\u00f6";
  EXPECT_EQ(short_name(umlauts), cut + ".");
}

TEST(JoinedNames, CommasThenAnd) {
  EXPECT_EQ(joined_names({}), "");
  EXPECT_EQ(joined_names({"Ann"}), "Ann");
  EXPECT_EQ(joined_names({"Ann", "Bo"}), "Ann and Bo");
  EXPECT_EQ(joined_names({"Ann", "Bo", "Cy"}), "Ann, Bo and Cy");
  EXPECT_EQ(joined_names({"Ann", "Bo", "Cy", "Dot"}), "Ann, Bo, Cy and Dot");
}

}  // namespace words_test
}  // namespace cardroom::narration
