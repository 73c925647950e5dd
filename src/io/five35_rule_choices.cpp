#include "io/five35_rule_choices.h"

#include "core/input_error.h"
#include "io/five35_rules_json.h"

namespace cardroom::io {

std::vector<RuleChoice> five35_rule_choices(const five35::Rules& rules) {
  std::vector<RuleChoice> choices;
  const Json json = five35_rules_to_json(rules);
  for (const auto& [key, value] : json.items()) {
    std::string message;
    if (value.is_string()) {
      try {
        Json probe = json;
        probe[key] = "?";
        five35_rules_from_json(probe);
      } catch (const InputError& e) {
        message = e.what();
      }
    }
    choices.push_back(rule_choice(key, value, message));
  }
  return choices;
}

}  // namespace cardroom::io
