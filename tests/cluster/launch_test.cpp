// Telling a rank of a cluster job from a plain run by the launcher's environment alone.
#include "cluster/launch.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace cardroom::cluster {
namespace {

Launch launch_with(const std::map<std::string, std::string>& vars) {
  return detect_launch([&](const char* name) -> const char* {
    const auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  });
}

TEST(DetectLaunch, APlainRunIsNoJob) {
  const Launch l = launch_with({{"HOME", "/root"}});
  EXPECT_FALSE(l.clustered());
  EXPECT_EQ(l.rank, 0);
  EXPECT_EQ(l.size, 1);
  EXPECT_EQ(l.launcher, "");
}

TEST(DetectLaunch, OpenMpisMpirun) {
  const Launch l = launch_with({{"OMPI_COMM_WORLD_SIZE", "3"}, {"OMPI_COMM_WORLD_RANK", "2"}});
  EXPECT_TRUE(l.clustered());
  EXPECT_EQ(l.rank, 2);
  EXPECT_EQ(l.size, 3);
  EXPECT_EQ(l.launcher, "mpirun");
}

TEST(DetectLaunch, PmiAndSrun) {
  EXPECT_EQ(launch_with({{"PMI_SIZE", "4"}, {"PMI_RANK", "1"}}).launcher, "pmi");
  const Launch pmix = launch_with({{"SLURM_STEP_NUM_TASKS", "64"}, {"PMIX_RANK", "17"}});
  EXPECT_EQ(pmix.launcher, "srun");
  EXPECT_EQ(pmix.rank, 17);
  EXPECT_EQ(pmix.size, 64);
  const Launch slurm = launch_with({{"SLURM_STEP_NUM_TASKS", "8"}, {"SLURM_PROCID", "7"}});
  EXPECT_TRUE(slurm.clustered());
  EXPECT_EQ(slurm.rank, 7);
}

TEST(DetectLaunch, OneRankOrNonsenseIsAPlainRun) {
  EXPECT_FALSE(
      launch_with({{"OMPI_COMM_WORLD_SIZE", "1"}, {"OMPI_COMM_WORLD_RANK", "0"}}).clustered());
  EXPECT_FALSE(
      launch_with({{"OMPI_COMM_WORLD_SIZE", "3"}, {"OMPI_COMM_WORLD_RANK", "3"}}).clustered());
  EXPECT_FALSE(launch_with({{"PMI_SIZE", "many"}, {"PMI_RANK", "0"}}).clustered());
  // A Slurm batch script outside srun has the job's variables but no step.
  EXPECT_FALSE(launch_with({{"SLURM_NTASKS", "8"}, {"SLURM_PROCID", "0"}}).clustered());
}

}  // namespace
}  // namespace cardroom::cluster
