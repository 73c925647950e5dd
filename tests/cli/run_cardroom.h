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
// The same, with a shell prefix before the binary ("VAR=1 mpirun -n 3"); a run ended by a
// signal has exit_code -1.
CliResult run_cardroom_after(const std::string& prefix, const std::vector<std::string>& args,
                             const std::string& input = "");

// A file's whole text ("" when it cannot be read).
std::string slurp(const std::string& path);

}  // namespace cardroom::testing
