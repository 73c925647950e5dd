// `--checkpoint` of simulate and arena through the built binary: a run killed midway (exactly,
// by a test hook, not a timer) and started again ends with the same bytes as a run that never
// stopped, --csv included; a checkpoint of another run is refused naming what differs.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/run_cardroom.h"

namespace cardroom::testing {
namespace {

std::string temp_name(const std::string& suffix) {
  char name[] = "/tmp/cardroom-ckpt-cli-XXXXXX";
  const int fd = mkstemp(name);
  close(fd);
  std::remove(name);
  return std::string(name) + suffix;
}

bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

// Runs with CARDROOM_TEST_STOP_AFTER_BLOCKS set: the run saves after that many blocks and
// kills itself.
CliResult run_killed_after(const std::vector<std::string>& args, int blocks) {
  setenv("CARDROOM_TEST_STOP_AFTER_BLOCKS", std::to_string(blocks).c_str(), 1);
  CliResult r = run_cardroom(args);
  unsetenv("CARDROOM_TEST_STOP_AFTER_BLOCKS");
  return r;
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(CheckpointCli, SimulateKilledMidwayResumesToTheSameBytes) {
  for (const std::vector<std::string>& run :
       {std::vector<std::string>{"simulate", "--game", "15-35", "--games", "3000", "--seed", "5",
                                 "--threads", "2", "--bots", "random"},
        std::vector<std::string>{"simulate", "--game", "535", "--games", "300", "--seed", "5",
                                 "--bots", "heuristic,random,random,random"}}) {
    const std::string csv_a = temp_name(".csv"), csv_b = temp_name(".csv");
    const std::string checkpoint = temp_name(".ckpt");
    for (const bool json : {true, false}) {
      const auto format = json ? std::vector<std::string>{"--json"} : std::vector<std::string>{};
      const CliResult whole = run_cardroom(with(with(run, format), {"--csv", csv_a}));
      ASSERT_EQ(whole.exit_code, 0) << whole.err;
      const auto args = with(with(run, format), {"--csv", csv_b, "--checkpoint", checkpoint});
      const CliResult killed = run_killed_after(args, 5);
      EXPECT_NE(killed.exit_code, 0);
      EXPECT_EQ(killed.out, "");
      ASSERT_TRUE(exists(checkpoint)) << run[2];
      const std::string rows_at_kill = slurp(csv_b);
      const CliResult resumed = run_cardroom(args);
      ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
      EXPECT_EQ(resumed.err, "");
      EXPECT_EQ(resumed.out, whole.out) << run[2];
      EXPECT_EQ(slurp(csv_b), slurp(csv_a)) << run[2];
      EXPECT_LT(rows_at_kill.size(), slurp(csv_a).size());  // it really stopped midway
      EXPECT_FALSE(exists(checkpoint)) << "a finished run removes its checkpoint";
    }
    for (const auto& f : {csv_a, csv_b}) std::remove(f.c_str());
  }
}

TEST(CheckpointCli, ArenaKilledMidwayResumesToTheSameBytes) {
  for (const std::vector<std::string>& run :
       {std::vector<std::string>{"arena", "--game", "15-35", "--bots", "heuristic,random",
                                 "--games", "120", "--seed", "3", "--json"},
        std::vector<std::string>{"arena", "--game", "535", "--bots", "heuristic,random,random",
                                 "--games", "80", "--seed", "3", "--threads", "2"}}) {
    const std::string checkpoint = temp_name(".ckpt");
    const CliResult whole = run_cardroom(run);
    ASSERT_EQ(whole.exit_code, 0) << whole.err;
    const auto args = with(run, {"--checkpoint", checkpoint, "--checkpoint-every", "3600"});
    const CliResult killed = run_killed_after(args, 2);
    EXPECT_NE(killed.exit_code, 0);
    EXPECT_EQ(killed.out, "");
    ASSERT_TRUE(exists(checkpoint));
    const CliResult resumed = run_cardroom(args);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(resumed.out, whole.out) << run[2];
    EXPECT_FALSE(exists(checkpoint));
  }
}

TEST(CheckpointCli, ACheckpointOfAnotherRunIsRefused) {
  const std::string checkpoint = temp_name(".ckpt");
  const std::vector<std::string> run{"simulate", "--game",       "7-27",    "--games", "2000",
                                     "--bots",   "random",       "--checkpoint", checkpoint};
  ASSERT_NE(run_killed_after(with(run, {"--seed", "1"}), 3).exit_code, 0);
  ASSERT_TRUE(exists(checkpoint));
  for (const auto& [change, named] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--seed", "2"}, "seed: 1 there, 2 here"},
           {{"--seed", "1", "--players", "5"}, "players: 6 there, 5 here"},
           {{"--seed", "1", "--rule", "nearness=over-is-bust"}, "nearness"}}) {
    const CliResult r = run_cardroom(with(run, change));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(named), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--checkpoint"), std::string::npos) << r.err;
  }
  // An arena refuses a simulation's checkpoint.
  const CliResult arena = run_cardroom({"arena", "--games", "10", "--checkpoint", checkpoint});
  EXPECT_EQ(arena.exit_code, 2);
  EXPECT_NE(arena.err.find("command: \"simulate\" there, \"arena\" here"), std::string::npos)
      << arena.err;
  std::remove(checkpoint.c_str());
}

TEST(CheckpointCli, BadOptionsExitTwo) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"simulate", "--game", "15-35", "--checkpoint", "x.ckpt",
                                 "--checkpoint-every", "0"},
        std::vector<std::string>{"simulate", "--game", "15-35", "--checkpoint-every", "5"},
        std::vector<std::string>{"arena", "--checkpoint", "/nonexistent-dir/x.ckpt"}}) {
    const CliResult r = run_cardroom(args);
    EXPECT_EQ(r.exit_code, 2) << args.back();
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

}  // namespace
}  // namespace cardroom::testing
