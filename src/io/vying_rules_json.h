#pragma once
// The vying rule set as JSON: every key of the rulebook, read strictly (an unknown key or value
// names itself and lists what is accepted) and written completely.
#include "io/json_read.h"
#include "vying/rules.h"

namespace cardroom::io {

Json vying_rules_to_json(const vying::Rules& rules);

// `base` with the keys of `overrides` applied; `where` prefixes error messages ("rules").
vying::Rules vying_rules_from_json(vying::Rules base, const Json& overrides,
                                   std::string_view where = "rules");

}  // namespace cardroom::io
