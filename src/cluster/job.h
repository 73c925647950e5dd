#pragma once
// This process's part in a cluster job: alone (a plain run), or one rank of a job launched by
// mpirun or srun, as the launcher's environment says (cluster/launch.h). MPI is loaded and
// initialised only by start(), and only in a job of two ranks or more.
#include <memory>
#include <string>

#include "cluster/launch.h"
#include "cluster/mpi_job.h"

namespace cardroom::cluster {

class Job {
 public:
  // The job of this process, read from its environment once.
  static Job& current();
  explicit Job(Launch launch) : launch_(std::move(launch)) {}

  bool clustered() const { return launch_.clustered(); }
  int rank() const { return job_ ? job_->rank() : launch_.rank; }
  int size() const { return job_ ? job_->size() : launch_.size; }
  bool started() const { return job_ != nullptr; }

  // Loads the MPI plugin and initialises MPI; null for a plain run. Throws InputError when the
  // plugin or MPI cannot be started.
  Transport* start();
  // MPI_Finalize after a job's good end (nothing for a plain run).
  void finish();
  // Ends every rank of a started job with this exit code (MPI_Abort).
  [[noreturn]] void abort(int code);

 private:
  Launch launch_;
  MpiJob* job_ = nullptr;  // the plugin's; lives until the process ends
  bool finished_ = false;
};

// CPUs this process may run on (its affinity mask: a rank bound to one core by mpirun gets 1).
int cores_available();

}  // namespace cardroom::cluster
