// The rule set as JSON: every key of the rulebook in the preset, partial overrides, strictness.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "io/contract.h"
#include "io/five35_rules_json.h"

namespace cardroom::five35 {
namespace {

using io::Json;

TEST(Five35RulesJson, PresetHasEveryKeyAndAllThirteenRanks) {
  const Json preset = io::five35_rules_preset();
  EXPECT_EQ(preset, Json::parse(R"({"card_points": {"1": 1, "2": 1, "3": 1, "4": 1, "5": 1,
      "7": 2, "8": 5, "9": 2, "11": 3, "12": 3, "13": 3, "14": 3, "15": 3},
      "rule_of_eight": "any-eight", "target_score": 20, "two_player_rounds": 2})"));
}

TEST(Five35RulesJson, OverridesKeepTheRest) {
  const Rules rules = io::five35_rules_from_json(
      Json::parse(R"({"card_points": {"8": 9, "1": 0}, "rule_of_eight": "source-list",
                      "target_score": 50, "two_player_rounds": 0})"));
  EXPECT_EQ(rules.card_points[std::size_t(rank_index(8))], 9);
  EXPECT_EQ(rules.card_points[std::size_t(rank_index(1))], 0);
  EXPECT_EQ(rules.card_points[std::size_t(rank_index(15))], 3);
  EXPECT_EQ(rules.rule_of_eight, RuleOfEight::kSourceList);
  EXPECT_EQ(rules.target_score, 50);
  EXPECT_EQ(rules.two_player_rounds, 0);
  EXPECT_EQ(io::five35_rules_from_json(Json::object()), Rules{});
  EXPECT_EQ(io::five35_rules_from_json(io::five35_rules_to_json(rules)), rules);
}

TEST(Five35RulesJson, BadRulesNameTheKey) {
  const std::vector<std::pair<const char*, const char*>> cases = {
      {R"({"target": 20})", "target"},
      {R"({"card_points": {"6": 1}})", "card_points"},
      {R"({"card_points": {"08": 1}})", "card_points"},
      {R"({"card_points": {"8": -1}})", "card_points.8"},
      {R"({"card_points": {"8": 1.5}})", "card_points.8"},
      {R"({"card_points": {"8": "5"}})", "card_points.8"},
      {R"({"card_points": [5]})", "card_points"},
      {R"({"rule_of_eight": "sometimes"})", "rule_of_eight"},
      {R"({"rule_of_eight": true})", "rule_of_eight"},
      {R"({"target_score": 0})", "target_score"},
      {R"({"target_score": "20"})", "target_score"},
      {R"({"two_player_rounds": 3})", "two_player_rounds"},
      {R"({"two_player_rounds": -1})", "two_player_rounds"},
      {R"([])", "rules"},
  };
  for (const auto& [text, key] : cases) {
    try {
      io::five35_rules_from_json(Json::parse(text));
      ADD_FAILURE() << text << " accepted";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(key), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace cardroom::five35
