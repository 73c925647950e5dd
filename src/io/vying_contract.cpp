#include "core/input_error.h"
#include "io/contract.h"

namespace cardroom::io {

Json vying_rules_preset(Game) { throw InputError("vying rules: not built yet"); }
Json vying_showdown(const Json&) { throw InputError("showdown: not built yet"); }
Json vying_replay(const Json&) { throw InputError("replay: not built yet"); }

}  // namespace cardroom::io
