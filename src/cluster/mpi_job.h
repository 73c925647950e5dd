#pragma once
// The boundary between the program and its MPI plugin (libcardroom_mpi.so, mpi/mpi_transport.cpp).
// The program is not linked to MPI: a plain run loads nothing of it and starts as fast as ever,
// and runs where OpenMPI is not installed. Launched by mpirun or srun, it loads the plugin,
// which is linked to OpenMPI, and asks it for a started job. Both sides come from one build.
#include <cstddef>

#include "cluster/transport.h"

namespace cardroom::cluster {

class MpiJob : public Transport {
 public:
  // Ends every rank of the job (MPI_Abort) with this exit code.
  [[noreturn]] virtual void abort(int code) = 0;
  // MPI_Finalize, once every rank is done.
  virtual void finish() = 0;
};

// The plugin's one entry point: MPI_Init_thread, then the job; null with a reason in `error`.
using StartMpi = MpiJob* (*)(char* error, std::size_t error_size);
inline constexpr const char* kStartMpiSymbol = "cardroom_start_mpi";

}  // namespace cardroom::cluster
