// (in cardroom_core with the other JSON helpers: both engines' rule lists use it)
#include "io/rule_choices.h"

namespace cardroom::io {

std::string describe_accepted(const RuleChoice& choice) {
  if (choice.kind == "bool") return "true or false";
  if (choice.kind == "targets") return "[low, high] in points, e.g. [7, 27]";
  if (choice.kind == "number") return "a whole number";
  if (choice.kind == "points") return "points per rank, e.g. {\"8\": 5}";
  std::string text;
  for (const auto& v : choice.values) text += (text.empty() ? "" : ", ") + v;
  return text.empty() ? "see the rulebook" : text;
}

RuleChoice rule_choice(const std::string& key, const Json& value, const std::string& probe_message) {
  RuleChoice choice{key, value, "one-of", {}};
  if (value.is_boolean()) {
    choice.kind = "bool";
  } else if (value.is_array()) {
    choice.kind = "targets";
  } else if (value.is_object()) {
    choice.kind = "points";
  } else if (value.is_number()) {
    choice.kind = "number";
  } else {
    const auto at = probe_message.find("accepted: ");
    if (at != std::string::npos) {
      std::string rest = probe_message.substr(at + 10);
      std::size_t start = 0;
      while (start <= rest.size()) {
        const auto comma = rest.find(", ", start);
        choice.values.push_back(rest.substr(start, comma - start));
        if (comma == std::string::npos) break;
        start = comma + 2;
      }
    }
  }
  return choice;
}

Json rule_choices_json(const std::vector<RuleChoice>& choices) {
  Json list = Json::array();
  for (const RuleChoice& c : choices) {
    Json entry = {{"key", c.key}, {"value", c.value}, {"kind", c.kind}};
    if (c.kind == "one-of") entry["values"] = c.values;
    list.push_back(entry);
  }
  return list;
}

}  // namespace cardroom::io
