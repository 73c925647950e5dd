#pragma once
// Every rule key of a vying game's rules (betting keys dotted: "betting.structure") with what it
// accepts (io/rule_choices.h).
#include <vector>

#include "io/rule_choices.h"
#include "vying/rules.h"

namespace cardroom::io {

std::vector<RuleChoice> vying_rule_choices(const vying::Rules& rules);

}  // namespace cardroom::io
