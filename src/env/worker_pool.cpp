#include "env/worker_pool.h"

#include <algorithm>
#include <chrono>

namespace cardroom::env {

namespace {

// Spins until `done()` or about `spin` has passed; returns whether done() held.
template <typename Done>
bool spin_until(Done done, std::chrono::microseconds spin) {
  const auto until = std::chrono::steady_clock::now() + spin;
  for (int i = 0;; ++i) {
    if (done()) return true;
    if ((i & 63) == 63 && std::chrono::steady_clock::now() > until) return false;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }
}

constexpr std::chrono::microseconds kSpin{1000};

}  // namespace

WorkerPool::WorkerPool(int threads) : shares_(static_cast<std::size_t>(threads)) {
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

void WorkerPool::drain(int t) {
  const auto threads = static_cast<int>(shares_.size());
  for (int k = 0; k < threads; ++k) {
    Share& share = shares_[static_cast<std::size_t>((t + k) % threads)];
    for (;;) {
      const int begin = share.next.fetch_add(chunk_, std::memory_order_relaxed);
      if (begin >= share.end) break;
      const int end = std::min(share.end, begin + chunk_);
      for (int i = begin; i < end; ++i) {
        try {
          (*work_)(i);
        } catch (...) {
          std::lock_guard lock(mutex_);
          if (!error_ || i < error_index_) {
            error_ = std::current_exception();
            error_index_ = i;
          }
        }
      }
    }
  }
}

void WorkerPool::serve(int t) {
  std::uint64_t seen = 0;
  for (;;) {
    spin_until([&] { return round_.load() != seen || stopping_.load(); }, kSpin);
    {
      std::unique_lock lock(mutex_);
      start_.wait(lock, [&] { return stopping_ || round_ != seen; });
      if (stopping_) return;
      seen = round_;
      if (!open_) continue;  // woke after the caller had finished the run alone
      ++busy_;
    }
    drain(t);
    std::lock_guard lock(mutex_);
    if (--busy_ == 0) finished_.notify_one();
  }
}

void WorkerPool::for_each(int count, const std::function<void(int)>& work) {
  {
    std::lock_guard lock(mutex_);
    work_ = &work;
    const int threads = this->threads();
    // Several chunks a share, so that what is left at the end evens out.
    chunk_ = std::max(1, std::min(32, count / (8 * threads)));
    for (int t = 0; t < threads; ++t) {
      Share& share = shares_[static_cast<std::size_t>(t)];
      share.next = static_cast<int>(std::int64_t{count} * t / threads);
      share.end = static_cast<int>(std::int64_t{count} * (t + 1) / threads);
    }
    error_ = nullptr;
    open_ = true;
    ++round_;
  }
  start_.notify_all();
  drain(0);
  {
    std::unique_lock lock(mutex_);
    open_ = false;  // a worker not yet in finds nothing left and must not join late
  }
  if (!spin_until([&] { return busy_.load() == 0; }, kSpin)) {
    std::unique_lock lock(mutex_);
    finished_.wait(lock, [&] { return busy_ == 0; });
  }
  // Every worker is out (busy_ was read under the lock, or seen 0 after the last one left it).
  std::exception_ptr error;
  {
    std::lock_guard lock(mutex_);
    error = error_;
  }
  if (error) std::rethrow_exception(error);
}

}  // namespace cardroom::env
