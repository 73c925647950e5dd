// The worked examples published with the contract (../shared/spec/examples, copied into
// tests/data/spec-examples), run against the built binary with the same matching rules as the
// spec's own checker (contract_match.h).
#include <gtest/gtest.h>

#include "cli/contract_match.h"

namespace cardroom::testing {
namespace {

class SpecExample : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(SpecExample, MatchesContract) { check_example(GetParam()); }

INSTANTIATE_TEST_SUITE_P(All, SpecExample, ::testing::ValuesIn(example_files("spec-examples")),
                         [](const auto& info) { return example_test_name(info.param); });

}  // namespace
}  // namespace cardroom::testing
