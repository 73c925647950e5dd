// The worked examples published with the contract (../shared/spec/examples, copied into
// tests/data/spec-examples), run against the built binary with the same matching rules as the
// spec's own checker: every expected field present and equal, `legal` compared as a set.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/run_cardroom.h"

namespace cardroom::testing {
namespace {

using Json = nlohmann::json;

bool matches(const Json& want, const Json& got);

bool field_matches(const std::string& key, const Json& want, const Json& got) {
  if (key == "legal" && got.is_array() && want.is_array()) {
    auto a = want.get<std::vector<std::string>>();
    auto b = got.get<std::vector<std::string>>();
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
  }
  return matches(want, got);
}

bool matches(const Json& want, const Json& got) {
  if (want.is_boolean() || got.is_boolean()) return want == got;
  if (want.is_number() && got.is_number()) {
    return std::abs(want.get<double>() - got.get<double>()) < 1e-9;
  }
  if (want.is_object()) {
    if (!got.is_object()) return false;
    for (const auto& [k, v] : want.items()) {
      if (!got.contains(k) || !field_matches(k, v, got[k])) return false;
    }
    return true;
  }
  if (want.is_array()) {
    if (!got.is_array() || want.size() != got.size()) return false;
    for (std::size_t i = 0; i < want.size(); ++i) {
      if (!matches(want[i], got[i])) return false;
    }
    return true;
  }
  return want == got;
}

std::vector<std::filesystem::path> example_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(CARDROOM_TEST_DATA) + "/spec-examples")) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

class SpecExample : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(SpecExample, MatchesContract) {
  std::ifstream in(GetParam());
  Json example = Json::parse(in);
  std::string command = example["command"].get<std::string>();
  std::string sub = command.substr(command.find(' ') + 1);
  CliResult r = run_cardroom({sub}, example["input"].dump());
  if (example.value("expect_error", false)) {
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    return;
  }
  ASSERT_EQ(r.exit_code, 0) << r.err;
  Json got = Json::parse(r.out);
  for (const auto& [key, want] : example["expect"].items()) {
    ASSERT_TRUE(got.contains(key)) << key;
    EXPECT_TRUE(field_matches(key, want, got[key]))
        << key << ": want " << want.dump() << "\n got " << got[key].dump();
  }
}

INSTANTIATE_TEST_SUITE_P(All, SpecExample, ::testing::ValuesIn(example_files()),
                         [](const auto& info) {
                           std::string name = info.param.stem().string();
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace cardroom::testing
