#pragma once
// Strict reading of JSON input. Every helper throws InputError whose message names the place
// (`rules.nearness`, `players[2].cards`) and what was expected, so a CLI user sees one clear line.
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cardroom::io {

using Json = nlohmann::json;

// Parses a whole document; malformed JSON is an InputError with the byte position.
Json parse_document(std::string_view text);

// Throws unless `value` is an object whose keys are all in `accepted` (listed in the error).
void require_object(const Json& value, std::string_view where,
                    std::initializer_list<std::string_view> accepted);

std::int64_t read_int(const Json& value, std::string_view where);
std::int64_t read_int_in(const Json& value, std::string_view where, std::int64_t lo,
                         std::int64_t hi);
bool read_bool(const Json& value, std::string_view where);
std::string read_string(const Json& value, std::string_view where);
const Json& read_array(const Json& value, std::string_view where);

// A count of half-points as a JSON number: 31 -> 15.5, 30 -> 15 (an integer).
Json half_points_json(int half_points);

// "where.key" or "where[i]" for nested error messages.
std::string at_key(std::string_view where, std::string_view key);
std::string at_index(std::string_view where, std::size_t index);

}  // namespace cardroom::io
