// Golden `cardroom replay` records of the vying games (tests/data/golden/vying), each worked out
// by hand from the rulebook (the reasoning is in its "why"), run against the built binary with
// the contract's matching rules (contract_match.h). At least one per preset and per variation.
#include <gtest/gtest.h>

#include "cli/contract_match.h"

namespace cardroom::testing {
namespace {

class GoldenVying : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(GoldenVying, MatchesContract) { check_example(GetParam()); }

TEST(GoldenVyingRecords, EveryRecordSaysWhy) {
  const auto files = example_files("golden/vying");
  EXPECT_GE(files.size(), 30u);
  for (const auto& path : files) {
    std::ifstream in(path);
    const Json record = Json::parse(in);
    EXPECT_EQ(record.value("command", ""), "cardroom replay") << path;
    EXPECT_EQ(record.value("name", "") + ".json", path.filename().string());
    EXPECT_FALSE(record.value("why", "").empty()) << path;
    EXPECT_TRUE(record.contains("expect") != record.value("expect_error", false)) << path;
  }
}

INSTANTIATE_TEST_SUITE_P(All, GoldenVying, ::testing::ValuesIn(example_files("golden/vying")),
                         [](const auto& info) { return example_test_name(info.param); });

}  // namespace
}  // namespace cardroom::testing
