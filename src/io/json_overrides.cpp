#include "io/json_overrides.h"

#include <fstream>
#include <sstream>

#include "core/input_error.h"

namespace cardroom::io {

Json overrides_from_pairs(const std::vector<std::string>& pairs) {
  Json overrides = Json::object();
  for (const auto& pair : pairs) {
    const auto eq = pair.find('=');
    if (eq == std::string::npos || eq == 0) {
      throw InputError("--rule '" + pair + "': expected key=value, e.g. nearness=over-is-bust");
    }
    const std::string key = pair.substr(0, eq);
    const std::string text = pair.substr(eq + 1);
    Json value = Json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (value.is_discarded()) value = text;
    // Dotted keys reach into nested objects: betting.structure.
    Json* node = &overrides;
    std::size_t start = 0;
    for (auto dot = key.find('.'); dot != std::string::npos; dot = key.find('.', start)) {
      Json& child = (*node)[key.substr(start, dot - start)];
      if (!child.is_object()) child = Json::object();
      node = &child;
      start = dot + 1;
    }
    (*node)[key.substr(start)] = value;
  }
  return overrides;
}

Json read_json_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path + ": cannot open the file");
  std::stringstream text;
  text << in.rdbuf();
  try {
    return parse_document(text.str());
  } catch (const InputError& e) {
    throw InputError(path + ": " + e.what());
  }
}

}  // namespace cardroom::io
