#pragma once
// Matching a contract output against a worked example, as the spec's own checker does: every
// expected field present and equal (numbers compared as numbers, so 15 matches 15.0), `legal`
// compared as a set; fields the example does not mention are not checked. Shared by the
// published examples and the golden records.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/run_cardroom.h"

namespace cardroom::testing {

using Json = nlohmann::json;

inline bool contract_matches(const Json& want, const Json& got);

inline bool contract_field_matches(const std::string& key, const Json& want, const Json& got) {
  if (key == "legal" && got.is_array() && want.is_array()) {
    auto a = want.get<std::vector<std::string>>();
    auto b = got.get<std::vector<std::string>>();
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
  }
  return contract_matches(want, got);
}

inline bool contract_matches(const Json& want, const Json& got) {
  if (want.is_boolean() || got.is_boolean()) return want == got;
  if (want.is_number() && got.is_number()) {
    return std::abs(want.get<double>() - got.get<double>()) < 1e-9;
  }
  if (want.is_object()) {
    if (!got.is_object()) return false;
    for (const auto& [k, v] : want.items()) {
      if (!got.contains(k) || !contract_field_matches(k, v, got[k])) return false;
    }
    return true;
  }
  if (want.is_array()) {
    if (!got.is_array() || want.size() != got.size()) return false;
    for (std::size_t i = 0; i < want.size(); ++i) {
      if (!contract_matches(want[i], got[i])) return false;
    }
    return true;
  }
  return want == got;
}

// The .json files of a folder under tests/data, sorted.
inline std::vector<std::filesystem::path> example_files(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(CARDROOM_TEST_DATA) + "/" + folder)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Runs one example file ({"command", "input", "expect" | "expect_error"}) against the binary.
inline void check_example(const std::filesystem::path& path) {
  std::ifstream in(path);
  const Json example = Json::parse(in);
  const std::string command = example["command"].get<std::string>();
  const std::string sub = command.substr(command.find(' ') + 1);
  const CliResult r = run_cardroom({sub}, example["input"].dump());
  if (example.value("expect_error", false)) {
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    return;
  }
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const Json got = Json::parse(r.out);
  for (const auto& [key, want] : example["expect"].items()) {
    ASSERT_TRUE(got.contains(key)) << key;
    EXPECT_TRUE(contract_field_matches(key, want, got[key]))
        << key << ": want " << want.dump() << "\n got " << got[key].dump();
  }
}

// A test name from a file name: letters and digits, the rest '_'.
inline std::string example_test_name(const std::filesystem::path& path) {
  std::string name = path.stem().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

}  // namespace cardroom::testing
