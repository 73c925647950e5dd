#pragma once
// Runs the built `cardroom` binary with arguments and standard input, for contract tests.
#include <string>
#include <vector>

namespace cardroom::testing {

struct CliResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

CliResult run_cardroom(const std::vector<std::string>& args, const std::string& input = "");

// A file's whole text ("" when it cannot be read).
std::string slurp(const std::string& path);

}  // namespace cardroom::testing
