// What every part of the extension shares (bindings.h): dicts crossing as JSON, and the refusal
// that becomes Python's ValueError. A file of its own, so that the parts (module.cpp,
// vector_env.cpp, tools.cpp, learned.cpp) call into it and not into each other.
#include <string>

#include "bindings.h"

namespace cardroom::python {

io::Json to_json(const py::object& value) {
  return io::Json::parse(py::module_::import("json").attr("dumps")(value).cast<std::string>());
}

py::object from_json(const io::Json& value) {
  return py::module_::import("json").attr("loads")(value.dump());
}

void refuse(const std::string& why) { throw py::value_error(why); }

}  // namespace cardroom::python
