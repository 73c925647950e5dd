#include "cluster/launch.h"

#include <cstdlib>

namespace cardroom::cluster {

namespace {

// A non-negative integer, or -1 for anything else.
int number(const char* text) {
  if (!text || !*text) return -1;
  char* end = nullptr;
  const long v = std::strtol(text, &end, 10);
  if (*end != '\0' || v < 0 || v > 1 << 24) return -1;
  return static_cast<int>(v);
}

}  // namespace

Launch detect_launch(const Environment& env) {
  struct Source {
    const char* size;
    const char* rank;
    const char* launcher;
  };
  // In order of trust: OpenMPI's own variables, then PMI's, then Slurm's (srun sets the step's
  // task count; in a batch script outside srun there is no step, so no job).
  for (const Source s :
       {Source{"OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_RANK", "mpirun"},
        Source{"PMI_SIZE", "PMI_RANK", "pmi"}, Source{"SLURM_STEP_NUM_TASKS", "PMIX_RANK", "srun"},
        Source{"SLURM_STEP_NUM_TASKS", "SLURM_PROCID", "srun"}}) {
    const int size = number(env(s.size)), rank = number(env(s.rank));
    if (size >= 1 && rank >= 0 && rank < size) return Launch{rank, size, s.launcher};
  }
  return Launch{};
}

Launch detect_launch() {
  return detect_launch([](const char* name) { return std::getenv(name); });
}

}  // namespace cardroom::cluster
