// Rulebook §8: action words, cards in any order in, ascending out.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "helpers.h"

namespace cardroom::five35 {
namespace {

using testing::cards;

TEST(Five35ActionWords, ParseAnyOrder) {
  EXPECT_EQ(parse_words("lead 5 3 4"), Move::lead(cards({3, 4, 5})));
  EXPECT_EQ(parse_words("overwrite 7 7"), Move::overwrite(cards({7, 7})));
  EXPECT_EQ(parse_words("add 5"), Move::add(cards({5})));
  EXPECT_EQ(parse_words("add 5 2"), Move::add(cards({2, 5})));
  EXPECT_EQ(parse_words("pass"), Move::pass());
  EXPECT_EQ(parse_words("  add   15  "), Move::add(cards({15})));
}

TEST(Five35ActionWords, TheWordSaysWhichAction) {
  EXPECT_NE(parse_words("add 5"), parse_words("overwrite 5"));
}

TEST(Five35ActionWords, PrintAscending) {
  EXPECT_EQ(to_words(Move::lead(cards({13, 11, 12}))), "lead 11 12 13");
  EXPECT_EQ(to_words(Move::add(cards({5, 2}))), "add 2 5");
  EXPECT_EQ(to_words(Move::overwrite(cards({7, 7}))), "overwrite 7 7");
  EXPECT_EQ(to_words(Move::pass()), "pass");
}

TEST(Five35ActionWords, RoundTrip) {
  for (int a = 0; a < kRankCount; ++a) {
    for (int b = a; b < kRankCount; ++b) {
      Hand h = Hand::of(a) + Hand::of(b);
      for (Move m : {Move::lead(h), Move::overwrite(h), Move::add(h)}) {
        EXPECT_EQ(parse_words(to_words(m)), m);
      }
    }
  }
}

TEST(Five35ActionWords, BadWordsAreInputErrors) {
  for (const char* bad : {"", "   ", "play 3", "Lead 3", "lead", "add", "overwrite", "lead 1 2 3 4",
                          "pass 3", "lead 6", "lead 10", "lead 0", "lead 16", "lead 03", "lead +3",
                          "lead 3.0", "lead x", "lead -1", "lead 3,4"}) {
    EXPECT_THROW(parse_words(bad), InputError) << "'" << bad << "'";
  }
}

}  // namespace
}  // namespace cardroom::five35
