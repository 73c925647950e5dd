// `cardroom bench --signature`: one checksum of a fixed seeded workload in every game
// (docs/simulate.md "The signature"). The value is pinned: a change that moves it changed some
// action, move or outcome, and must update it here and say why in its commit.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli/run_cardroom.h"

namespace cardroom::testing {
namespace {

// Pinned on 2026-12-04, with the engines, the heuristic bots and the workload of that day.
constexpr const char* kPinnedSignature = "d1287d8a7a5be3d0";
constexpr long long kPinnedEvents = 834598;

struct Printed {
  std::string signature;
  long long events = -1;
};

Printed run_signature() {
  const CliResult r = run_cardroom({"bench", "--signature", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  std::smatch m;
  Printed p;
  if (std::regex_search(r.out, m, std::regex(R"re(\{"events":(\d+),"signature":"([0-9a-f]{16})"\})re"))) {
    p.events = std::stoll(m[1]);
    p.signature = m[2];
  } else {
    ADD_FAILURE() << "not the signature's JSON: " << r.out;
  }
  return p;
}

TEST(BenchSignature, PinnedValue) {
  const Printed p = run_signature();
  EXPECT_EQ(p.signature, kPinnedSignature);
  EXPECT_EQ(p.events, kPinnedEvents);
}

TEST(BenchSignature, SameOnEveryRunAndInBothForms) {
  const Printed first = run_signature();
  const Printed again = run_signature();
  EXPECT_EQ(first.signature, again.signature);
  EXPECT_EQ(first.events, again.events);
  const CliResult text = run_cardroom({"bench", "--signature"});
  EXPECT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("signature " + first.signature), std::string::npos) << text.out;
}

}  // namespace
}  // namespace cardroom::testing
