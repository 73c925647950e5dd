#pragma once
// A few threads kept for the life of a batch (a VectorEnv), so that each step's work is handed
// to threads already running: starting threads afresh for every step cost more than the step.
//
// The work is a range of indices. Each thread has its own share, the same in every run (so an
// episode stays in the one core's cache and allocator), and runs it in small chunks; a thread
// done with its share takes chunks left in the others'. So a worker that wakes late (on a virtual
// machine waking a sleeping thread can take longer than a chunk) or a share that costs more (more
// episodes ended and dealt again) does not hold the run up. A worker spins briefly after a run
// before it sleeps, since a batch stepped in a loop gives it the next run within microseconds.
#include <atomic>
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
  // Runs work(i) once for every i in [0, count), on the calling thread and the workers, and
  // returns once all have finished; then rethrows the exception of the lowest index that threw
  // (the same whichever thread ran it).
  void for_each(int count, const std::function<void(int)>& work);

 private:
  void serve(int t);
  void drain(int t);  // runs chunks, its own share's first, until none is left

  struct alignas(64) Share {  // a cache line each: the threads take chunks side by side
    std::atomic<int> next{0};
    int end = 0;
  };

  std::mutex mutex_;
  std::condition_variable start_, finished_;
  std::atomic<std::uint64_t> round_{0};  // counts for_each calls, so a worker joins each once
  std::atomic<int> busy_{0};             // workers inside the current run
  bool open_ = false;                    // whether a worker may still join the current run
  std::atomic<bool> stopping_{false};
  const std::function<void(int)>* work_ = nullptr;
  int chunk_ = 1;
  int error_index_ = 0;
  std::exception_ptr error_;
  std::vector<Share> shares_;  // per thread
  std::vector<std::thread> workers_;
};

}  // namespace cardroom::env
