#include "io/json_read.h"

#include <algorithm>
#include <cmath>

#include "core/input_error.h"

namespace cardroom::io {

namespace {

std::string type_name(const Json& value) {
  if (value.is_null()) return "null";
  if (value.is_boolean()) return "a boolean";
  if (value.is_number()) return "a number";
  if (value.is_string()) return "a string";
  if (value.is_array()) return "an array";
  return "an object";
}

[[noreturn]] void wrong_type(const Json& value, std::string_view where, std::string_view wanted) {
  throw InputError(std::string(where) + ": expected " + std::string(wanted) + ", got " + type_name(value),
                   {"wrong-type", {{"where", std::string(where)}, {"expected", std::string(wanted)}}});
}

}  // namespace

Json parse_document(std::string_view text) {
  try {
    return Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& e) {
    throw InputError(std::string("malformed JSON: ") + e.what());
  } catch (const Json::out_of_range& e) {
    // A number too large for a double (1e400) is nlohmann's out_of_range, not a parse_error:
    // still bad input, not a failure of the program (found by fuzz/cards).
    throw InputError(std::string("malformed JSON: ") + e.what());
  }
}

void require_object(const Json& value, std::string_view where,
                    std::initializer_list<std::string_view> accepted) {
  if (!value.is_object()) wrong_type(value, where, "an object");
  for (const auto& [key, unused] : value.items()) {
    if (std::find(accepted.begin(), accepted.end(), key) != accepted.end()) continue;
    std::string list;
    for (auto name : accepted) list += (list.empty() ? "" : ", ") + std::string(name);
    throw InputError("unknown key '" + key + "' in " + std::string(where) + "; accepted: " + list,
                     {"unknown-key", {{"where", std::string(where)}, {"key", key}, {"accepted", list}}});
  }
}

std::int64_t read_int(const Json& value, std::string_view where) {
  if (value.is_number_integer()) return value.get<std::int64_t>();
  if (value.is_number_float()) {
    // Only whole numbers well inside the int64 range convert (a cast outside it is undefined).
    const double d = value.get<double>();
    if (d >= -9.0e15 && d <= 9.0e15 && d == std::floor(d)) return static_cast<std::int64_t>(d);
  }
  wrong_type(value, where, "an integer");
}

std::int64_t read_int_in(const Json& value, std::string_view where, std::int64_t lo,
                         std::int64_t hi) {
  std::int64_t n = read_int(value, where);
  if (n < lo || n > hi) {
    throw InputError(
        std::string(where) + ": " + std::to_string(n) + " is out of range " + std::to_string(lo) +
            ".." + std::to_string(hi),
        {"out-of-range", {{"where", std::string(where)}, {"value", n}, {"lo", lo}, {"hi", hi}}});
  }
  return n;
}

bool read_bool(const Json& value, std::string_view where) {
  if (!value.is_boolean()) wrong_type(value, where, "true or false");
  return value.get<bool>();
}

std::string read_string(const Json& value, std::string_view where) {
  if (!value.is_string()) wrong_type(value, where, "a string");
  return value.get<std::string>();
}

const Json& read_array(const Json& value, std::string_view where) {
  if (!value.is_array()) wrong_type(value, where, "an array");
  return value;
}

Json half_points_json(int half_points) {
  if (half_points % 2 == 0) return Json(half_points / 2);
  return Json(half_points / 2.0);
}

std::string at_key(std::string_view where, std::string_view key) {
  return where.empty() ? std::string(key) : std::string(where) + "." + std::string(key);
}

std::string at_index(std::string_view where, std::size_t index) {
  return std::string(where) + "[" + std::to_string(index) + "]";
}

}  // namespace cardroom::io
