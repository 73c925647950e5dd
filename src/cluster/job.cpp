#include "cluster/job.h"

#include <dlfcn.h>
#include <sched.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "core/input_error.h"

namespace cardroom::cluster {

namespace {

// Beside the executable first (an installed copy), then where the build put it.
std::vector<std::string> plugin_paths() {
  std::vector<std::string> paths;
  if (const char* explicit_path = std::getenv("CARDROOM_MPI_PLUGIN"))
    paths.push_back(explicit_path);
  char exe[4096];
  const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    std::string dir(exe, static_cast<std::size_t>(n));
    dir.erase(dir.rfind('/') + 1);
    paths.push_back(dir + "libcardroom_mpi.so");
  }
#ifdef CARDROOM_MPI_PLUGIN
  paths.push_back(CARDROOM_MPI_PLUGIN);
#endif
  return paths;
}

}  // namespace

Job& Job::current() {
  static Job job(detect_launch());
  return job;
}

Transport* Job::start() {
  if (!clustered()) return nullptr;
  if (job_) return job_;
  std::string tried;
  void* plugin = nullptr;
  for (const auto& path : plugin_paths()) {
    // RTLD_GLOBAL: OpenMPI's own components, loaded later, look for MPI's symbols globally.
    plugin = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (plugin) break;
    tried += (tried.empty() ? "" : "; ") + std::string(dlerror());
  }
  if (!plugin) {
#ifdef CARDROOM_MPI_PLUGIN
    const std::string hint;
#else
    // A player's build (scripts/setup) has no OpenMPI, so no plugin was built.
    const std::string hint = "; this build has none: scripts/setup --dev builds it with OpenMPI";
#endif
    throw InputError("launched as rank " + std::to_string(launch_.rank) + " of " +
                     std::to_string(launch_.size) + " by " + launch_.launcher +
                     ", but the MPI plugin does not load (" + tried + ")" + hint);
  }
  auto start_mpi = reinterpret_cast<StartMpi>(dlsym(plugin, kStartMpiSymbol));
  if (!start_mpi) throw InputError("the MPI plugin has no " + std::string(kStartMpiSymbol));
  char error[512] = "";
  MpiJob* job = start_mpi(error, sizeof error);
  if (!job) throw InputError(std::string("MPI did not start: ") + error);
  if (job->size() != launch_.size) {
    // Each process would run the whole job alone and print it (srun without an MPI plugin
    // starts "singletons"): better to stop.
    throw InputError("launched as rank " + std::to_string(launch_.rank) + " of " +
                     std::to_string(launch_.size) + " by " + launch_.launcher +
                     ", but MPI sees a job of " + std::to_string(job->size()) +
                     " (with srun, pass --mpi=pmix)");
  }
  job_ = job;
  return job_;
}

void Job::finish() {
  if (job_ && !finished_) job_->finish();
  finished_ = true;
}

void Job::abort(int code) {
  if (job_) job_->abort(code);
  std::_Exit(code);
}

int cores_available() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace cardroom::cluster
