// `cardroom simulate` and `cardroom arena` as a job of three ranks under OpenMPI's mpirun,
// against one plain process: the same bytes in every output format, a checkpointed job killed
// midway and resumed, and a failing or killed rank that ends the job with an error, never a
// hang (ctest's timeout would catch one). No timings are asserted.
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

using Args = std::vector<std::string>;

// mpirun as root in CI containers, with more ranks than this machine has cores; shared memory
// without the single-copy mechanism (CMA), which containers that forbid ptrace refuse.
CliResult run_job(int ranks, const Args& args, const std::string& env = "") {
  const std::string prefix = env + (env.empty() ? "" : " ") + CARDROOM_MPIEXEC +
                             " --allow-run-as-root --oversubscribe"
                             " --mca btl_vader_single_copy_mechanism none -n " +
                             std::to_string(ranks);
  return run_cardroom_after(prefix, args);
}

std::string temp_name(const std::string& suffix) {
  char name[] = "/tmp/cardroom-mpi-XXXXXX";
  const int fd = mkstemp(name);
  close(fd);
  std::remove(name);
  return std::string(name) + suffix;
}

Args with(Args args, const Args& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

// Every output format of one run, alone and as a job of three ranks: stdout, --csv and
// --report byte for byte.
void expect_same_as_one_process(const Args& run, bool files) {
  for (const bool json : {true, false}) {
    const std::string csv1 = temp_name(".csv"), csv3 = temp_name(".csv");
    const std::string html1 = temp_name(".html"), html3 = temp_name(".html");
    Args format = json ? Args{"--json"} : Args{};
    Args one = with(run, format), three = with(run, format);
    if (files && json) {
      one = with(one, {"--csv", csv1, "--report", html1});
      three = with(three, {"--csv", csv3, "--report", html3});
    }
    const CliResult alone = run_cardroom(one);
    ASSERT_EQ(alone.exit_code, 0) << alone.err;
    const CliResult job = run_job(3, three);
    ASSERT_EQ(job.exit_code, 0) << job.err;
    EXPECT_FALSE(alone.out.empty());
    EXPECT_EQ(job.out, alone.out) << run[0] << " " << run[2] << (json ? " --json" : "");
    if (files && json) {
      EXPECT_FALSE(slurp(csv1).empty());
      EXPECT_EQ(slurp(csv3), slurp(csv1)) << run[2];
      EXPECT_FALSE(slurp(html1).empty());
      EXPECT_EQ(slurp(html3), slurp(html1)) << run[2];
    }
    for (const auto& f : {csv1, csv3, html1, html3}) std::remove(f.c_str());
  }
}

TEST(Mpirun, SimulateOfEveryGameIsByteIdentical) {
  expect_same_as_one_process(
      {"simulate", "--game", "15-35", "--players", "6", "--games", "3000", "--seed", "9", "--bots",
       "random"},
      true);
  expect_same_as_one_process({"simulate", "--game", "7-27", "--players", "5", "--games", "2000",
                              "--seed", "4", "--bots", "heuristic,random,random,random,random"},
                             true);
  expect_same_as_one_process({"simulate", "--game", "535", "--players", "4", "--games", "300",
                              "--seed", "2", "--threads", "2"},
                             true);
}

TEST(Mpirun, ASimulatedComparisonIsByteIdentical) {
  const std::string preset = temp_name(".json"), bust = temp_name(".json");
  std::FILE* f = std::fopen(preset.c_str(), "w");
  std::fputs("{}", f);
  std::fclose(f);
  f = std::fopen(bust.c_str(), "w");
  std::fputs("{\"nearness\": \"over-is-bust\"}", f);
  std::fclose(f);
  expect_same_as_one_process(
      {"simulate", "--game", "7-27", "--games", "2500", "--seed", "7", "--bots", "random", "--compare",
       preset, bust},
      true);
  for (const auto& p : {preset, bust}) std::remove(p.c_str());
}

TEST(Mpirun, ArenaOfBothFamiliesIsByteIdentical) {
  expect_same_as_one_process(
      {"arena", "--game", "15-35", "--bots", "heuristic,random,random", "--games", "90"}, false);
  expect_same_as_one_process({"arena", "--game", "535", "--bots", "heuristic,random", "--games",
                              "70", "--threads", "2", "--seed", "5"},
                             false);
}

TEST(Mpirun, AJobKilledMidwayResumesToTheSameBytes) {
  for (const Args& run :
       {Args{"simulate", "--game", "15-35", "--games", "4000", "--seed", "12", "--bots", "random",
             "--json"},
        Args{"arena", "--game", "535", "--bots", "heuristic,random", "--games", "96"}}) {
    const std::string checkpoint = temp_name(".ckpt");
    const CliResult whole = run_cardroom(run);
    ASSERT_EQ(whole.exit_code, 0) << whole.err;
    const Args args = with(run, {"--checkpoint", checkpoint});
    // Rank 0 saves after 3 blocks and kills itself; mpirun ends the job.
    const CliResult killed = run_job(3, args, "CARDROOM_TEST_STOP_AFTER_BLOCKS=3");
    EXPECT_NE(killed.exit_code, 0);
    EXPECT_EQ(killed.out, "");
    ASSERT_EQ(access(checkpoint.c_str(), F_OK), 0) << run[0];
    // Resumed by a job of another size: the blocks do not depend on it.
    const CliResult resumed = run_job(2, args);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(resumed.out, whole.out) << run[0];
    EXPECT_NE(access(checkpoint.c_str(), F_OK), 0) << "a finished job removes its checkpoint";
  }
}

TEST(Mpirun, AFailingRankEndsTheJobWithAnError) {
  const Args run{"simulate", "--game", "15-35", "--games", "3000", "--bots", "random", "--quiet"};
  const CliResult failed = run_job(3, run, "CARDROOM_TEST_FAIL_RANK=1");
  EXPECT_NE(failed.exit_code, 0);
  EXPECT_EQ(failed.out, "");
  EXPECT_NE(failed.err.find("cardroom: rank 1 of 3: rank 1 failed"), std::string::npos)
      << failed.err;
  // Killed by a signal, the rank says nothing; mpirun notices and ends the job.
  const CliResult killed = run_job(3, run, "CARDROOM_TEST_FAIL_RANK=2:kill");
  EXPECT_NE(killed.exit_code, 0);
  EXPECT_EQ(killed.out, "");
  EXPECT_FALSE(killed.err.empty());
}

TEST(Mpirun, BadInputIsReportedOnceByRankZero) {
  const CliResult r = run_job(3, {"simulate", "--game", "15-35", "--players", "99"});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_EQ(r.out, "");
  const auto lines = std::count(r.err.begin(), r.err.end(), '\n');
  std::size_t ours = 0;
  for (std::size_t at = r.err.find("cardroom: --players"); at != std::string::npos;
       at = r.err.find("cardroom: --players", at + 1))
    ++ours;
  EXPECT_EQ(ours, 1u) << r.err;
  EXPECT_GE(lines, 1);
}

// The job asks for OpenMPI's ob1 messaging layer, so MPI_Init never probes the fabric libraries
// of the "cm" layer (OpenMPI's verbose output of the mtl framework, which only cm opens, stays
// silent); a layer the launcher chose is kept, and then cm is considered again.
TEST(Mpirun, AJobLeavesTheFabricProbesOutUnlessTheLauncherChose) {
  const Args run{"simulate", "--game", "7-27", "--games", "40", "--json"};
  const CliResult ours = run_job(2, run, "OMPI_MCA_mtl_base_verbose=10");
  ASSERT_EQ(ours.exit_code, 0) << ours.err;
  EXPECT_EQ(ours.err.find("mtl"), std::string::npos) << ours.err;
  const CliResult chosen = run_job(2, run, "OMPI_MCA_pml=^ucx OMPI_MCA_mtl_base_verbose=10");
  ASSERT_EQ(chosen.exit_code, 0) << chosen.err;
  EXPECT_NE(chosen.err.find("mtl"), std::string::npos) << chosen.err;
  EXPECT_EQ(chosen.out, ours.out);
}

}  // namespace
}  // namespace cardroom::testing
