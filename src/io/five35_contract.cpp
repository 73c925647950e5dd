#include "core/input_error.h"
#include "io/contract.h"

namespace cardroom::io {

Json five35_rules_preset() { throw InputError("five-three-five rules: not built yet"); }
Json five35_replay(const Json&) { throw InputError("five-three-five replay: not built yet"); }

}  // namespace cardroom::io
