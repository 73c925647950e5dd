// The languages a person reads (src/i18n/i18n.h), from the issue: French from --lang or the
// environment, whether or not the machine has a French locale (these machines have only
// C.UTF-8); an unknown language is English with no error; French plurals make 0 and 1 singular.
#include "i18n/i18n.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <optional>
#include <string>

namespace cardroom::i18n {
namespace {

// Sets the locale variables for one test and puts them back after it.
class Environment {
 public:
  explicit Environment(const std::map<std::string, std::optional<std::string>>& values) {
    for (const auto& [name, value] : values) {
      const char* old = std::getenv(name.c_str());
      saved_[name] = old ? std::optional<std::string>(old) : std::nullopt;
      if (value) ::setenv(name.c_str(), value->c_str(), 1);
      else ::unsetenv(name.c_str());
    }
  }
  ~Environment() {
    for (const auto& [name, value] : saved_) {
      if (value) ::setenv(name.c_str(), value->c_str(), 1);
      else ::unsetenv(name.c_str());
    }
  }

 private:
  std::map<std::string, std::optional<std::string>> saved_;
};

const std::nullopt_t unset = std::nullopt;

TEST(I18n, TheBuildSpeaksEnglishAndFrench) {
  const auto& known = languages();
  ASSERT_FALSE(known.empty());
  EXPECT_EQ(known.front(), "en");
  EXPECT_NE(std::find(known.begin(), known.end(), "fr"), known.end()) << "catalogues in " << catalogue_dir();
}

TEST(I18n, ALanguageIsReadFromAnyOfItsSpellings) {
  for (const char* spelling : {"fr", "FR", "fr_FR.UTF-8", "fr-CA", "fr_BE@euro", "fr.UTF-8"}) {
    EXPECT_EQ(language_tag(spelling), "fr") << spelling;
  }
  for (const char* other : {"", "en", "en_GB.UTF-8", "C", "C.UTF-8", "POSIX", "de_DE.UTF-8", "xx", "f"}) {
    EXPECT_EQ(language_tag(other), "en") << other << ": English, with no error";
  }
}

TEST(I18n, TheEnvironmentIsReadAsGettextReadsItWithoutTheCLibrary) {
  {
    const Environment env({{"LANGUAGE", unset}, {"LC_ALL", unset}, {"LC_MESSAGES", unset}, {"LANG", "fr_FR.UTF-8"}});
    EXPECT_EQ(language_from_environment(), "fr") << "LANG alone, with no French locale installed";
  }
  {
    const Environment env({{"LANGUAGE", unset}, {"LC_ALL", unset}, {"LC_MESSAGES", "fr_FR.UTF-8"}, {"LANG", "C.UTF-8"}});
    EXPECT_EQ(language_from_environment(), "fr") << "LC_MESSAGES before LANG";
  }
  {
    const Environment env({{"LANGUAGE", unset}, {"LC_ALL", "C.UTF-8"}, {"LC_MESSAGES", "fr_FR.UTF-8"}, {"LANG", "fr_FR.UTF-8"}});
    EXPECT_EQ(language_from_environment(), "en") << "LC_ALL before the others";
  }
  {
    const Environment env({{"LANGUAGE", "de:fr:en"}, {"LC_ALL", unset}, {"LC_MESSAGES", unset}, {"LANG", "C.UTF-8"}});
    EXPECT_EQ(language_from_environment(), "fr") << "LANGUAGE's first language we speak";
  }
  {
    const Environment env({{"LANGUAGE", unset}, {"LC_ALL", unset}, {"LC_MESSAGES", unset}, {"LANG", unset}});
    EXPECT_EQ(language_from_environment(), "en");
  }
  {
    const Environment env({{"LANGUAGE", unset}, {"LC_ALL", unset}, {"LC_MESSAGES", unset}, {"LANG", "klingon"}});
    EXPECT_EQ(language_from_environment(), "en");
  }
}

TEST(I18n, AMessageReadsInTheThreadsLanguage) {
  EXPECT_EQ(language(), "en");
  EXPECT_EQ(tr("{name} folds", {{"name", "Bea"}}), "Bea folds");
  {
    const LanguageScope french("fr");
    EXPECT_EQ(language(), "fr");
    EXPECT_EQ(tr("{name} folds", {{"name", "Bea"}}), "Bea se couche");
    EXPECT_EQ(trc("rank", "K"), "R");
    EXPECT_EQ(trc("declaration", "both"), "les deux");
    EXPECT_EQ(tr("a message no catalogue has"), "a message no catalogue has") << "untranslated: English";
  }
  EXPECT_EQ(language(), "en") << "the scope gives the language back";
  EXPECT_EQ(trc("rank", "K"), "K");
  set_language("xx");
  EXPECT_EQ(language(), "en") << "an unknown language is English";
}

TEST(I18n, APluralOfTheCatalogueTakesTheLanguagesForm) {
  // A real message of po/fr.po (the terminal's Five Three Five hand): French makes 0 and 1
  // singular, English only 1.
  EXPECT_EQ(trn("{n} card", "{n} cards", 0), "0 cards");
  EXPECT_EQ(trn("{n} card", "{n} cards", 1), "1 card");
  EXPECT_EQ(trn("{n} card", "{n} cards", 2), "2 cards");
  const LanguageScope french("fr");
  EXPECT_EQ(trn("{n} card", "{n} cards", 0), "0 carte");
  EXPECT_EQ(trn("{n} card", "{n} cards", 1), "1 carte");
  EXPECT_EQ(trn("{n} card", "{n} cards", 2), "2 cartes");
  EXPECT_EQ(trn("{n} penalty point", "{n} penalty points", 1), "1 point de pénalité");
  EXPECT_EQ(trn("{n} penalty point", "{n} penalty points", 12), "12 points de pénalité");
  // Other placeholders are filled after {n}.
  EXPECT_EQ(trn("{name} wins with {n} point, the lowest total.",
                "{name} wins with {n} points, the lowest total.", 0, {{"name", "Bea"}}),
            "Bea gagne avec 0 point, le plus petit total.");
}

TEST(I18n, PlaceholdersAreFilledByNameWhereverTheTranslationPutsThem) {
  EXPECT_EQ(fill("{a} and {b}, {a}", {{"a", "x"}, {"b", "{a}"}}), "x and {a}, x");
  EXPECT_EQ(fill("{unknown} stays", {{"a", "x"}}), "{unknown} stays");
  EXPECT_EQ(fill("", {}), "");
}

TEST(I18n, NumbersAsTheLanguageWritesThem) {
  EXPECT_EQ(decimal("13.5"), "13.5");
  EXPECT_EQ(percent("66"), "66%");
  const LanguageScope french("fr");
  EXPECT_EQ(decimal("13.5"), "13,5");
  EXPECT_EQ(decimal("-2.78"), "-2,78");
  EXPECT_EQ(decimal("27"), "27");
  EXPECT_EQ(percent("66"), "66\u00a0%");
}

}  // namespace
}  // namespace cardroom::i18n
