#pragma once
// Rule overrides from the command line: `--rule nearness=over-is-bust --rule
// betting.structure=no-limit` becomes {"nearness": "over-is-bust", "betting": {"structure":
// "no-limit"}}. A value is read as JSON when it parses (numbers, true, false, arrays), else as
// a string. The game's own rule reader then checks the keys and values.
#include <string>
#include <vector>

#include "io/json_read.h"

namespace cardroom::io {

// Throws InputError for an item without `=` or with an empty key.
Json overrides_from_pairs(const std::vector<std::string>& pairs);

// The JSON object in `path` (a rules file); throws InputError naming the file.
Json read_json_file(const std::string& path);

}  // namespace cardroom::io
