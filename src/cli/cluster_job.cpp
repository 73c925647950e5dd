#include "cli/cluster_job.h"

#include <unistd.h>

#include <iostream>
#include <string>

#include "core/input_error.h"
#include "core/write_whole.h"

namespace cardroom::cli {

namespace {

[[noreturn]] void end_job(cluster::Job& job, const std::string& message, int code) {
  // One write for the whole line: std::cerr writes each piece as it comes, and mpirun, told of
  // the abort while reading the first pieces, printed its own banner in the middle of the line.
  // If stderr is gone, nobody is left to tell.
  std::cerr.flush();
  write_whole(STDERR_FILENO, "cardroom: rank " + std::to_string(job.rank()) + " of " +
                                 std::to_string(job.size()) + ": " + message +
                                 "; ending the job\n");
  job.abort(code);
}

}  // namespace

int run_as_rank(const std::function<int(cluster::Job&)>& body) {
  cluster::Job& job = cluster::Job::current();
  if (!job.clustered()) return body(job);
  try {
    const int code = body(job);
    job.finish();
    return code;
  } catch (const InputError& e) {
    if (job.started()) end_job(job, e.what(), 2);
    if (job.rank() == 0) throw;
    // The other ranks met the same error and leave the verdict to rank 0: a rank that exited
    // with an error first would have mpirun end the job, perhaps before rank 0 had said why.
    return 0;
  } catch (const std::exception& e) {
    if (job.started()) end_job(job, std::string("internal error: ") + e.what(), 1);
    if (job.rank() == 0) throw;
    return 0;
  }
}

}  // namespace cardroom::cli
