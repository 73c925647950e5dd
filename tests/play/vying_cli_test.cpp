// `cardroom play` and `replay --show` as a program: flags, exit codes, and a logged session
// replayed by `cardroom replay` itself.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>

#include "io/json_read.h"

namespace {

struct Result {
  int status;
  std::string out;
};

Result shell(const std::string& command) {
  Result r{0, ""};
  FILE* pipe = popen(command.c_str(), "r");
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.out.append(buffer, n);
  const int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

const std::string kCardroom = CARDROOM_BINARY;

TEST(PlayCli, BadFlagsExitTwoWithOneLine) {
  for (const char* flags :
       {"--game 99", "--game 15-35 --seats 9", "--game 535 --seats 7", "--rule nearness=closest",
        "--bots nope", "--stack 0", "--games 7-27,535"}) {
    const Result r = shell(kCardroom + " play " + flags + " </dev/null 2>&1");
    EXPECT_EQ(r.status, 2) << flags << ": " << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << flags << ": " << r.out;
  }
}

TEST(PlayCli, ALoggedSessionReplaysToTheStacksTheTableShowed) {
  const std::string dir = ::testing::TempDir();
  const std::string log = dir + "/play_cli_log.jsonl";
  std::remove(log.c_str());
  // A script that checks or calls, stands and declares high, then deals on.
  std::ofstream script(dir + "/play_cli_input.txt");
  for (int i = 0; i < 600; ++i)
    script << (i % 4 == 0 ? "c\n" : i % 4 == 1 ? "s\n" : i % 4 == 2 ? "hi\n" : "\n");
  script.close();
  const Result r =
      shell(kCardroom + " play --game 7-27 --seats 3 --bots random --seed 8 --hands 3 --log " +
            log + " < " + dir + "/play_cli_input.txt");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("seed 8"), std::string::npos);
  EXPECT_EQ(r.out.find("\x1b["), std::string::npos) << "colour into a pipe";
  std::ifstream lines(log);
  std::string line, last_stacks;
  int count = 0;
  while (std::getline(lines, line)) {
    std::ofstream one(dir + "/play_cli_one.json");
    one << line;
    one.close();
    const Result replayed = shell(kCardroom + " replay < " + dir + "/play_cli_one.json");
    ASSERT_EQ(replayed.status, 0) << line;
    last_stacks = cardroom::io::parse_document(replayed.out)["stacks"].dump();
    ++count;
  }
  EXPECT_EQ(count, 3);
  // The session summary lists the same chips.
  std::smatch m;
  std::string summary = r.out.substr(r.out.rfind("Session summary"));
  std::vector<std::string> chips;
  static const std::regex kChips("(\\d+) chips, net");
  for (auto it = std::sregex_iterator(summary.begin(), summary.end(), kChips);
       it != std::sregex_iterator(); ++it) {
    chips.push_back((*it)[1].str());
  }
  ASSERT_EQ(chips.size(), 3u);
  EXPECT_EQ(last_stacks, "[" + chips[0] + "," + chips[1] + "," + chips[2] + "]");

  const Result shown = shell(kCardroom + " replay --show " + log + " --hand 2 </dev/null");
  EXPECT_EQ(shown.status, 0);
  EXPECT_NE(shown.out.find("Hand 2 of 3"), std::string::npos);
  EXPECT_NE(shown.out.find("Chips this hand:"), std::string::npos);
}

}  // namespace
