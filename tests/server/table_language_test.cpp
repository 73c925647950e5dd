// The log in each connection's language (docs/server.md, "Languages"): one story, told in every
// language with a catalogue as it happens; a view or a replay asked in French reads in French,
// line for line the same events as in English; a language without a catalogue reads in English.
#include <gtest/gtest.h>

#include "table_five35_support.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace language_test {

std::vector<std::string> log_of(const Json& view) {
  std::vector<std::string> lines;
  for (const Json& line : view.at("log")) lines.push_back(line.get<std::string>());
  return lines;
}

bool any_line_has(const std::vector<std::string>& lines, std::string_view text) {
  for (const std::string& line : lines) {
    if (line.find(text) != std::string::npos) return true;
  }
  return false;
}

constexpr const char* kVying = R"({"games": ["15-35"], "seats": 3, "timer_s": 30,
    "bots": [{"seat": 1, "kind": "heuristic"}, {"seat": 2, "kind": "random"}]})";

TEST(TableLanguage, TheVyingLogReadsInTheViewersLanguage) {
  Harness h(kVying);
  ASSERT_TRUE(play_hands(h, 2));
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  ASSERT_TRUE(drive(h, [&] { return log_of(h.view(std::nullopt)).size() >= 4; }));
  const auto english = log_of(h.t().view(std::nullopt, h.now, false, "en"));
  const auto french = log_of(h.t().view(std::nullopt, h.now, false, "fr"));
  ASSERT_EQ(english.size(), french.size());
  EXPECT_NE(english[0].find(" deals fifteen-thirty-five."), std::string::npos) << english[0];
  EXPECT_NE(french[0].find(" distribue fifteen-thirty-five."), std::string::npos) << french[0];
  for (std::size_t i = 0; i < english.size(); ++i) {
    EXPECT_NE(english[i], french[i]) << "line " << i << " was not translated: " << english[i];
    EXPECT_EQ(french[i].find('{'), std::string::npos) << french[i];
  }
  // The default is English, and so is a language we have no catalogue for.
  EXPECT_EQ(log_of(h.view(std::nullopt)), english);
  EXPECT_EQ(log_of(h.t().view(std::nullopt, h.now, false, "de")), english);
  // A seat's own view too.
  EXPECT_EQ(log_of(h.t().view(0, h.now, false, "fr")), french);
}

TEST(TableLanguage, TheHostsLinesReadInFrench) {
  Harness h(R"({"games": ["7-27"], "seats": 3})");
  h.t().change_settings({{"timer_s", 12}, {"hints", true}}, h.now);
  const auto french = log_of(h.t().view(std::nullopt, h.now, false, "fr"));
  ASSERT_FALSE(french.empty());
  EXPECT_EQ(french.back(),
            "L'hôte change les réglages à partir de la prochaine main : conseils pour les "
            "joueurs assis ; 12 s pour décider.");
}

TEST(TableLanguage, FiveThreeFiveRoundsAndTheirEndInFrench) {
  Harness h(kFourBots535);
  ASSERT_TRUE(drive(h, [&] { return h.t().hands_played() >= 1; }));
  const auto french = log_of(h.t().view(std::nullopt, h.now, false, "fr"));
  const auto english = log_of(h.t().view(std::nullopt, h.now, false, "en"));
  ASSERT_EQ(english.size(), french.size());
  EXPECT_TRUE(any_line_has(english, " is left with ")) << testing::PrintToString(english);
  EXPECT_TRUE(any_line_has(french, "Il reste ")) << testing::PrintToString(french);
  EXPECT_TRUE(any_line_has(french, " en tout.")) << testing::PrintToString(french);
  EXPECT_FALSE(any_line_has(french, " is left with "));
}

TEST(TableLanguage, AReplayReadsInTheLanguageAsked) {
  Harness h(kVying);
  ASSERT_TRUE(play_hands(h, 1));
  const int hand = h.t().hands_played();
  const Json english = h.t().replay(hand);
  const Json french = h.t().replay(hand, std::nullopt, "fr");
  ASSERT_EQ(english.at("steps").size(), french.at("steps").size());
  const Json& last_en = english.at("steps").back().at("log");
  const Json& last_fr = french.at("steps").back().at("log");
  ASSERT_EQ(last_en.size(), last_fr.size());
  EXPECT_NE(last_fr[0].get<std::string>().find(" distribue "), std::string::npos) << last_fr[0];
  // Everything but the words differs not: the same steps, the same cards.
  for (std::size_t i = 0; i < english.at("steps").size(); ++i) {
    Json a = english.at("steps")[i], b = french.at("steps")[i];
    a.erase("log");
    b.erase("log");
    EXPECT_EQ(a, b) << "step " << i;
  }
}

}  // namespace language_test
}  // namespace cardroom::server::table_test
