#pragma once
// Whether this process was started as one rank of a cluster job, read from the launcher's
// environment only, so a plain run never touches MPI: OpenMPI's mpirun (OMPI_COMM_WORLD_SIZE,
// OMPI_COMM_WORLD_RANK), a PMI launcher such as MPICH's or srun --mpi=pmi2 (PMI_SIZE,
// PMI_RANK), and Slurm's srun (SLURM_STEP_NUM_TASKS, SLURM_PROCID; PMIx sets PMIX_RANK). A job
// of one rank is no job: it runs as a plain process.
#include <functional>
#include <string>

namespace cardroom::cluster {

struct Launch {
  int rank = 0;
  int size = 1;
  std::string launcher;  // "mpirun", "pmi", "srun"; "" for a plain run
  bool clustered() const { return size > 1; }
};

using Environment = std::function<const char*(const char*)>;
Launch detect_launch(const Environment& env);
Launch detect_launch();  // from this process's environment

}  // namespace cardroom::cluster
