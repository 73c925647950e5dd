#include "cli/run_cardroom.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace cardroom::testing {

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

namespace {

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) {
    if (c == '\'') {
      q.append("'\\''");
    } else {
      q.push_back(c);
    }
  }
  q.push_back('\'');
  return q;
}

}  // namespace

CliResult run_cardroom(const std::vector<std::string>& args, const std::string& input) {
  return run_cardroom_after("", args, input);
}

CliResult run_cardroom_after(const std::string& prefix, const std::vector<std::string>& args,
                             const std::string& input) {
  char dir_template[] = "/tmp/cardroom-cli-XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (!dir) throw std::runtime_error("mkdtemp failed");
  const std::string base = dir;
  const std::string in_path = std::string(base).append("/in");
  const std::string out_path = std::string(base).append("/out");
  const std::string err_path = std::string(base).append("/err");
  std::ofstream(in_path) << input;
  std::string command = prefix.empty() ? "" : prefix + " ";
  command += quote(CARDROOM_BINARY);
  for (const auto& arg : args) command.append(" ").append(quote(arg));
  command.append(" <").append(in_path).append(" >").append(out_path).append(" 2>").append(err_path);
  int status = std::system(command.c_str());
  CliResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = slurp(out_path);
  result.err = slurp(err_path);
  for (const auto& path : {in_path, out_path, err_path}) std::remove(path.c_str());
  rmdir(base.c_str());
  return result;
}

}  // namespace cardroom::testing
