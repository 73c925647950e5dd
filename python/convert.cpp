// What every part of the extension shares (bindings.h): dicts crossing as JSON, the refusal
// that becomes Python's ValueError, and action codes read from Python. A file of its own, so that the parts (module.cpp,
// vector_env.cpp, tools.cpp, learned.cpp) call into it and not into each other.
#include <limits>
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

int code_of(const py::handle& action) {
  const std::string type = Py_TYPE(action.ptr())->tp_name;
  if (PyBool_Check(action.ptr()) || type == "numpy.bool_" || type == "numpy.bool" ||
      !PyIndex_Check(action.ptr())) {
    throw py::type_error("action: an int code, not " + py::repr(action).cast<std::string>());
  }
  const py::int_ value = py::reinterpret_steal<py::int_>(PyNumber_Index(action.ptr()));
  if (!value) throw py::error_already_set();
  // Within an int, the game itself says which codes there are (and names the range).
  if (value < py::int_(std::numeric_limits<int>::min()) ||
      value > py::int_(std::numeric_limits<int>::max())) {
    refuse("action " + py::repr(value).cast<std::string>() + " is not an action code");
  }
  return value.cast<int>();
}

}  // namespace cardroom::python
