// A Five Three Five table's configuration: "games": ["535"] alone, the rulebook's rule keys under
// rules.535, 2 to 6 seats, no chips, and the Five Three Five bots.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

TEST(Five35TableConfig, AcceptsATableOfItsOwn) {
  const TableConfig c = config_of(R"({"name": "Sunday", "games": ["535"], "seats": 4,
      "timer_s": 20, "pause_s": 2, "rules": {"535": {"target_score": 30, "rule_of_eight": "off",
      "card_points": {"8": 7}, "two_player_rounds": 0}},
      "bots": [{"seat": 1, "kind": "heuristic:control=0.5"}, {"seat": 2, "kind": "ismcts:iterations=50"},
               {"seat": 3, "kind": "montecarlo:iterations=20"}]})");
  EXPECT_TRUE(c.five_three_five());
  EXPECT_EQ(c.seats, 4);
  EXPECT_EQ(c.five35_rules.target_score, 30);
  EXPECT_EQ(c.five35_rules.rule_of_eight, five35::RuleOfEight::kOff);
  EXPECT_EQ(c.five35_rules.card_points[five35::kEightIndex], 7);
  EXPECT_EQ(c.five35_rules.card_points[0], 1);  // the ranks it does not name keep their points
  EXPECT_EQ(c.five35_rules.two_player_rounds, 0);
  EXPECT_TRUE(c.vying_rules.empty());
  ASSERT_EQ(c.bots.size(), 3u);
  EXPECT_EQ(config_of(R"({"games": ["five-three-five"]})").five35_rules, five35::Rules{});
  EXPECT_NO_THROW(config_of(R"({"games": ["535"], "rules": {"five-three-five": {}}})"));
}

TEST(Five35TableConfig, SeatsTwoToSix) {
  EXPECT_NO_THROW(config_of(R"({"games": ["535"], "seats": 2})"));
  EXPECT_NO_THROW(config_of(R"({"games": ["535"], "seats": 6})"));
  EXPECT_EQ(config_of(R"({"games": ["535"]})").seats, 6);
  EXPECT_THROW(config_of(R"({"games": ["535"], "seats": 1})"), InputError);
  EXPECT_THROW(config_of(R"({"games": ["535"], "seats": 7})"), InputError);
}

TEST(Five35TableConfig, RefusesChipsMixedGamesAndBadRules) {
  const char* bad[] = {
      R"({"games": ["535"], "stack": 200})",
      R"({"games": ["535"], "betting": {"structure": "pot-limit"}})",
      R"({"games": ["535", "15-35"]})",
      R"({"games": ["7-27", "535"]})",
      R"({"games": ["535", "535"]})",
      R"({"games": ["535"], "rules": {"535": {"bogus": 1}}})",
      R"({"games": ["535"], "rules": {"535": {"target_score": 0}}})",
      R"({"games": ["535"], "rules": {"535": {"rule_of_eight": "sometimes"}}})",
      R"({"games": ["535"], "rules": {"535": {"card_points": {"6": 2}}}})",
      R"({"games": ["535"], "rules": {"535": {"two_player_rounds": 3}}})",
      R"({"games": ["535"], "rules": {"535": [1]}})",
      R"({"games": ["535"], "rules": {"535": {}, "five-three-five": {}}})",
      R"({"games": ["535"], "rules": {"15-35": {}}})",
      R"({"games": ["15-35"], "rules": {"535": {}}})",
      R"({"games": ["535"], "bots": [{"seat": 1, "kind": "genius"}]})",
      R"({"games": ["535"], "bots": [{"seat": 1, "kind": "heuristic:samples=4"}]})",
      R"({"games": ["535"], "bots": [{"seat": 1, "kind": "ismcts:iterations=0"}]})",
      R"({"games": ["535"], "seats": 3, "bots": [{"seat": 3, "kind": "random"}]})",
  };
  for (const char* body : bad) {
    EXPECT_THROW(config_of(body), InputError) << body;
  }
}

TEST(Five35TableConfig, TheMessagesSayWhy) {
  const auto message = [](const char* body) {
    try {
      config_of(body);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message(R"({"games": ["535"], "stack": 100})"),
            "stack: a Five Three Five table plays for points, not chips");
  EXPECT_EQ(message(R"({"games": ["535"], "betting": {}})"),
            "betting: a Five Three Five table plays for points, not chips");
  EXPECT_NE(message(R"({"games": ["535", "7-27"]})").find("a table of its own"), std::string::npos);
  EXPECT_NE(message(R"({"games": ["535"], "rules": {"535": {"bogus": 1}}})").find("rules.535"),
            std::string::npos);
}

TEST(Five35TableConfig, RoundTripsThroughJsonWithoutChips) {
  const TableConfig c = config_of(R"({"name": "Sunday", "games": ["535"], "seats": 3,
      "rules": {"535": {"target_score": 12}}, "bots": [{"seat": 0, "kind": "random"}]})");
  const Json json = table_config_json(c);
  EXPECT_FALSE(json.contains("stack"));
  EXPECT_FALSE(json.contains("betting"));
  const TableConfig back = read_table_config(json);
  EXPECT_EQ(table_config_json(back), json);
  EXPECT_EQ(back.five35_rules.target_score, 12);
  EXPECT_EQ(back.seats, 3);
  ASSERT_EQ(back.bots.size(), 1u);
  EXPECT_EQ(back.bots[0].spec.text(), "random");
}

TEST(Five35TableConfig, ATableListsItsGame) {
  Harness h(R"({"name": "Sunday", "games": ["535"], "seats": 3})");
  const Json listing = h.t().listing();
  EXPECT_EQ(listing.at("games"), Json::array({"535"}));
  EXPECT_EQ(listing.at("seats"), 3);
  EXPECT_EQ(listing.at("taken"), 0);
  EXPECT_EQ(listing.at("hands_played"), 0);
}

}  // namespace
}  // namespace cardroom::server::table_test
