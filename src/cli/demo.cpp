#include "cli/demo.h"

#include "core/input_error.h"

namespace cardroom::cli {

int run_demo(const DemoOptions&, std::ostream&) { throw InputError("demo: not built yet"); }

}  // namespace cardroom::cli
