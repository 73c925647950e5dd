// What each rule key accepts (io/rule_choices.h, GET /api/rules): every key of the rules is
// listed, and every value offered for a key is one the rule reader takes.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "io/five35_rule_choices.h"
#include "io/five35_rules_json.h"
#include "io/json_overrides.h"
#include "io/vying_rule_choices.h"
#include "io/vying_rules_json.h"

namespace cardroom::io {
namespace {

TEST(RuleChoices, EveryVyingKeyIsListedAndEveryOfferedValueIsAccepted) {
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    const vying::Rules preset = vying::preset(game);
    const auto choices = vying_rule_choices(preset);
    std::size_t keys = 0;
    const Json json = vying_rules_to_json(preset);
    for (auto it = json.begin(); it != json.end(); ++it) keys += it->is_object() ? it->size() : 1;
    EXPECT_EQ(choices.size(), keys);
    for (const RuleChoice& c : choices) {
      if (c.kind != "one-of") continue;
      ASSERT_GE(c.values.size(), 2u) << c.key;
      for (const std::string& v : c.values) {
        const vying::Rules read = vying_rules_from_json(preset, overrides_from_pairs({c.key + "=" + v}));
        Json json = vying_rules_to_json(read);
        const auto dot = c.key.find('.');
        const Json& got = dot == std::string::npos ? json.at(c.key)
                                                   : json.at(c.key.substr(0, dot)).at(c.key.substr(dot + 1));
        EXPECT_EQ(got, v) << c.key;
      }
      EXPECT_THROW(vying_rules_from_json(preset, overrides_from_pairs({c.key + "=nonsense"})), InputError);
    }
  }
}

TEST(RuleChoices, KindsFollowTheValues) {
  const auto choices = vying_rule_choices(vying::preset(Game::kFifteenThirtyFive));
  auto find = [&](const std::string& key) {
    for (const auto& c : choices) {
      if (c.key == key) return c;
    }
    ADD_FAILURE() << key;
    return RuleChoice{};
  };
  EXPECT_EQ(find("targets").kind, "targets");
  EXPECT_EQ(find("natural_scoops").kind, "bool");
  EXPECT_EQ(find("betting.ante").kind, "number");
  EXPECT_EQ(find("nearness").kind, "one-of");
  EXPECT_EQ(describe_accepted(find("natural_scoops")), "true or false");
  EXPECT_NE(describe_accepted(find("nearness")).find("over-is-bust"), std::string::npos);
}

TEST(RuleChoices, FiveThreeFiveKeys) {
  const five35::Rules rules = five35_rules_from_json(Json::object());
  const auto choices = five35_rule_choices(rules);
  EXPECT_EQ(choices.size(), five35_rules_to_json(rules).size());
  for (const RuleChoice& c : choices) {
    if (c.key == "card_points") {
      EXPECT_EQ(c.kind, "points");
    }
    if (c.kind != "one-of") continue;
    ASSERT_GE(c.values.size(), 2u) << c.key;
    for (const std::string& v : c.values) {
      EXPECT_EQ(five35_rules_to_json(five35_rules_from_json(Json{{c.key, v}})).at(c.key), v);
    }
  }
}

}  // namespace
}  // namespace cardroom::io
