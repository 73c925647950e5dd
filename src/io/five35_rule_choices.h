#pragma once
// Every rule key of Five Three Five with what it accepts (io/rule_choices.h).
#include <vector>

#include "five35/rules.h"
#include "io/rule_choices.h"

namespace cardroom::io {

std::vector<RuleChoice> five35_rule_choices(const five35::Rules& rules);

}  // namespace cardroom::io
