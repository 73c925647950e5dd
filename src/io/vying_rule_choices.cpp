#include "io/vying_rule_choices.h"

#include "core/input_error.h"
#include "io/json_overrides.h"
#include "io/vying_rules_json.h"

namespace cardroom::io {

namespace {

std::string probe(const vying::Rules& rules, const std::string& key) {
  try {
    vying_rules_from_json(rules, overrides_from_pairs({key + "=?"}));
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

std::vector<RuleChoice> vying_rule_choices(const vying::Rules& rules) {
  std::vector<RuleChoice> choices;
  const Json json = vying_rules_to_json(rules);
  for (const auto& [key, value] : json.items()) {
    if (value.is_object()) {
      for (const auto& [inner, v] : value.items()) {
        const std::string dotted = key + "." + inner;
        choices.push_back(rule_choice(dotted, v, v.is_string() ? probe(rules, dotted) : ""));
      }
    } else {
      choices.push_back(rule_choice(key, value, value.is_string() ? probe(rules, key) : ""));
    }
  }
  return choices;
}

}  // namespace cardroom::io
