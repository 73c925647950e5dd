#include "cli/cluster_job.h"

#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <string>

#include "core/input_error.h"

namespace cardroom::cli {

namespace {

// The line goes out in one write: std::cerr writes each piece as it comes, and mpirun, told of
// the abort while reading the first pieces, printed its own banner in the middle of the line.
void say_whole_line(const std::string& line) {
  std::cerr.flush();
  std::size_t done = 0;
  while (done < line.size()) {
    const ssize_t n = ::write(STDERR_FILENO, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // stderr is gone: nobody is left to tell
    done += std::size_t(n);
  }
}

[[noreturn]] void end_job(cluster::Job& job, const std::string& message, int code) {
  say_whole_line("cardroom: rank " + std::to_string(job.rank()) + " of " +
                 std::to_string(job.size()) + ": " + message + "; ending the job\n");
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
    return 2;
  } catch (const std::exception& e) {
    if (job.started()) end_job(job, std::string("internal error: ") + e.what(), 1);
    if (job.rank() == 0) throw;
    return 1;
  }
}

}  // namespace cardroom::cli
