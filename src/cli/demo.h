#pragma once
// `cardroom demo`: one seeded hand between random players, narrated action by action.
#include <cstdint>
#include <ostream>
#include <string>

namespace cardroom::cli {

struct DemoOptions {
  std::string game = "15-35";
  std::uint64_t seed = 1;
  int players = 5;
};

int run_demo(const DemoOptions& options, std::ostream& out);

}  // namespace cardroom::cli
