#include "env/worker_pool.h"

namespace cardroom::env {

WorkerPool::WorkerPool(int threads) : errors_(static_cast<std::size_t>(threads)) {
  for (int t = 1; t < threads; ++t) workers_.emplace_back([this, t] { serve(t); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  start_.notify_all();
  for (auto& worker : workers_) worker.join();
}

void WorkerPool::serve(int t) {
  std::uint64_t seen = 0;
  for (;;) {
    const std::function<void(int)>* work = nullptr;
    {
      std::unique_lock lock(mutex_);
      start_.wait(lock, [&] { return stopping_ || round_ != seen; });
      if (stopping_) return;
      seen = round_;
      work = work_;
    }
    try {
      (*work)(t);
    } catch (...) {
      errors_[static_cast<std::size_t>(t)] = std::current_exception();
    }
    {
      std::lock_guard lock(mutex_);
      if (--running_ == 0) finished_.notify_one();
    }
  }
}

void WorkerPool::run(const std::function<void(int)>& work) {
  std::fill(errors_.begin(), errors_.end(), nullptr);
  {
    std::lock_guard lock(mutex_);
    work_ = &work;
    running_ = static_cast<int>(workers_.size());
    ++round_;
  }
  start_.notify_all();
  try {
    work(0);
  } catch (...) {
    errors_[0] = std::current_exception();
  }
  {
    std::unique_lock lock(mutex_);
    finished_.wait(lock, [&] { return running_ == 0; });
  }
  for (const auto& error : errors_) {
    if (error) std::rethrow_exception(error);
  }
}

}  // namespace cardroom::env
