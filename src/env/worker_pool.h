#pragma once
// A few threads kept for the life of a batch (a VectorEnv), so that each step's work is handed
// to threads already running: starting threads afresh for every step cost more than the step.
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cardroom::env {

class WorkerPool {
 public:
  // `threads` in all, the caller's included (so threads - 1 are started).
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int threads() const { return static_cast<int>(workers_.size()) + 1; }
  // Runs work(t) for every t in [0, threads()), t = 0 on the calling thread, and returns once all
  // have finished; then rethrows the first exception any of them threw.
  void run(const std::function<void(int)>& work);

 private:
  void serve(int t);

  std::mutex mutex_;
  std::condition_variable start_, finished_;
  const std::function<void(int)>* work_ = nullptr;
  std::uint64_t round_ = 0;  // counts run() calls, so a worker takes each job once
  int running_ = 0;
  bool stopping_ = false;
  std::vector<std::exception_ptr> errors_;
  std::vector<std::thread> workers_;
};

}  // namespace cardroom::env
