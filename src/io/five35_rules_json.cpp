#include "io/five35_rules_json.h"

#include "core/input_error.h"

namespace cardroom::io {

using five35::RuleOfEight;
using five35::Rules;

Json five35_rules_to_json(const Rules& rules) {
  Json points = Json::object();
  for (int r = 0; r < five35::kRankCount; ++r) {
    points[std::to_string(five35::rank_number(r))] = rules.card_points[std::size_t(r)];
  }
  return Json{{"card_points", points},
              {"rule_of_eight", std::string(five35::rule_of_eight_name(rules.rule_of_eight))},
              {"target_score", rules.target_score},
              {"two_player_rounds", rules.two_player_rounds}};
}

namespace {

void read_card_points(const Json& value, const std::string& where, Rules& rules) {
  if (!value.is_object()) {
    std::string message = where;
    message.append(": expected an object of rank to points, like {\"8\": 5}");
    throw InputError(message);
  }
  for (const auto& [key, points] : value.items()) {
    int index = -1;
    for (int r = 0; r < five35::kRankCount; ++r) {
      if (key == std::to_string(five35::rank_number(r))) index = r;
    }
    if (index < 0) {
      std::string message = where;
      message.append(": '").append(key).append(
          "' is not a rank (the ranks are 1-5, 7-9 and 11-15)");
      throw InputError(message);
    }
    rules.card_points[std::size_t(index)] =
        std::int32_t(read_int_in(points, at_key(where, key), 0, five35::kMaxCardPoints));
  }
}

}  // namespace

Rules five35_rules_from_json(const Json& value, std::string_view where) {
  require_object(value, where,
                 {"card_points", "rule_of_eight", "target_score", "two_player_rounds"});
  Rules rules;
  if (auto it = value.find("card_points"); it != value.end()) {
    read_card_points(*it, at_key(where, "card_points"), rules);
  }
  if (auto it = value.find("rule_of_eight"); it != value.end()) {
    const std::string key = at_key(where, "rule_of_eight");
    const std::string name = read_string(*it, key);
    if (name == "any-eight") {
      rules.rule_of_eight = RuleOfEight::kAnyEight;
    } else if (name == "source-list") {
      rules.rule_of_eight = RuleOfEight::kSourceList;
    } else if (name == "off") {
      rules.rule_of_eight = RuleOfEight::kOff;
    } else {
      std::string message = key;
      message.append(": unknown value '")
          .append(name)
          .append("'; accepted: any-eight, source-list, off");
      throw InputError(message);
    }
  }
  if (auto it = value.find("target_score"); it != value.end()) {
    rules.target_score =
        std::int32_t(read_int_in(*it, at_key(where, "target_score"), 1, five35::kMaxTargetScore));
  }
  if (auto it = value.find("two_player_rounds"); it != value.end()) {
    const std::string key = at_key(where, "two_player_rounds");
    const std::int64_t rounds = read_int(*it, key);
    if (rounds != 0 && rounds != 2) {
      std::string message = key;
      message.append(": ")
          .append(std::to_string(rounds))
          .append(
              " is not allowed; 2 (two rounds from one shuffle) or 0 (play to the target score)");
      throw InputError(message);
    }
    rules.two_player_rounds = std::int32_t(rounds);
  }
  return rules;
}

}  // namespace cardroom::io
