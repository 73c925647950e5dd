#pragma once
// What each rule key of a game accepts, for people choosing house rules: the terminal's `?` at
// the dealer's choice and the web lobby's forms (GET /api/rules) list the same keys with the
// same values. The names of an enum's values come from the rule reader itself (it is asked to
// read a value that cannot be right and names the accepted ones), so there is one truth for them.
#include <string>
#include <vector>

#include "io/json_read.h"

namespace cardroom::io {

struct RuleChoice {
  std::string key;                  // dotted inside an object: "betting.structure"
  Json value;                       // the value in the rules given
  std::string kind;                 // "one-of", "bool", "number", "targets", "points"
  std::vector<std::string> values;  // for "one-of"
};

// "nearest, over-is-bust, under-beats-over", "true or false", "a whole number", ...
std::string describe_accepted(const RuleChoice& choice);

// The choice for `key` whose current value is `value`, the enum's names found by `probe`, which
// reads rules with the key set to a value no rule has and returns the error message.
RuleChoice rule_choice(const std::string& key, const Json& value,
                       const std::string& probe_message);

Json rule_choices_json(const std::vector<RuleChoice>& choices);

}  // namespace cardroom::io
