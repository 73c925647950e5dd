#pragma once
// Five Three Five rule sets as JSON: every key of the rulebook, `card_points` keyed by rank.
#include <string_view>

#include "five35/rules.h"
#include "io/json_read.h"

namespace cardroom::io {

// The full rule set, every key present and `card_points` listing all thirteen ranks.
Json five35_rules_to_json(const five35::Rules& rules);

// The preset with the overrides in `value` (an object; keys it leaves out keep their defaults,
// and `card_points` may name only some ranks). Throws InputError naming the key at fault.
five35::Rules five35_rules_from_json(const Json& value, std::string_view where = "rules");

}  // namespace cardroom::io
