// A line told in every language (src/i18n/said.h): the teller runs once per language with a
// catalogue, in that language; a reader gets the line in theirs, or in English for a language we
// have no catalogue for; the lines stay in step across languages.
#include "i18n/said.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace cardroom::i18n {
namespace {

TEST(Said, EachLanguageTellsItsOwnLine) {
  std::vector<std::string> asked;
  const std::vector<Said> lines = said_lines([&] {
    asked.push_back(language());
    return std::vector<std::string>{tr("Game over: nobody wins."), trn("{n} chip", "{n} chips", 3)};
  });
  EXPECT_EQ(asked, languages());
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].in("fr"), "Fin de la partie : personne ne gagne.");
  EXPECT_EQ(lines[1].in("en"), "3 chips");
  EXPECT_EQ(lines[1].in("fr"), "3 jetons");
  EXPECT_EQ(lines[1].in("de"), "3 chips");  // no catalogue: English
  EXPECT_EQ(language(), "en");              // the teller's language is put back
}

TEST(Said, NothingSaidReadsEmpty) { EXPECT_EQ(Said().in("fr"), ""); }

TEST(Said, OneLine) {
  const LanguageScope french("fr");  // the thread's own language changes nothing
  const Said line = said([] { return trn("{n} chip", "{n} chips", 1); });
  EXPECT_EQ(line.in("en"), "1 chip");
  EXPECT_EQ(line.in("fr"), "1 jeton");
  EXPECT_EQ(language(), "fr");
}

}  // namespace
}  // namespace cardroom::i18n
