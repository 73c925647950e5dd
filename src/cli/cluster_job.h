#pragma once
// A subcommand run as one rank of a cluster job (or alone, exactly as before). Errors found
// before the job starts are the same on every rank, so only rank 0 reports them; an error after
// the start is reported by the rank that met it, which then ends the whole job (MPI_Abort) so
// that no other rank waits for it forever.
#include <functional>

#include "cluster/job.h"

namespace cardroom::cli {

int run_as_rank(const std::function<int(cluster::Job&)>& body);

}  // namespace cardroom::cli
