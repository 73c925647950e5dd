#pragma once
// Plays numbered items (games) in fixed blocks on worker threads and hands each block's result
// over in block order. The blocks depend only on the number of items, never on the number of
// threads, and results are merged block 0, 1, 2, ... — so floating-point sums come out the same
// bit for bit at any thread count. Workers run at most a few blocks ahead of the merge, so
// memory stays flat however many items there are.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace cardroom::sim {

struct BlockPlan {
  std::int64_t items = 0;
  int threads = 1;
  std::int64_t block_size = 1024;
};

// Up to 1024 items a block, but at least 256 blocks when there are that many items (so a short
// run of slow games still spreads over every core).
inline std::int64_t default_block_size(std::int64_t items) {
  return std::clamp<std::int64_t>((items + 255) / 256, 1, 1024);
}

// `play(first, count)` runs on a worker and returns a block's result (a default-constructible,
// movable Partial); `merge(partial)` is called with the blocks in order, one at a time, from
// the worker that completes the sequence. `progress(done)`, if set, is called on the calling
// thread about ten times a second with the items finished so far, and once at the end. The
// first exception thrown by `play` or `merge` stops the run and is rethrown here.
template <typename Partial, typename Play, typename Merge>
void run_blocks(const BlockPlan& plan, Play&& play, Merge&& merge,
                const std::function<void(std::int64_t)>& progress = {}) {
  const std::int64_t block = std::max<std::int64_t>(plan.block_size, 1);
  const std::int64_t blocks = (plan.items + block - 1) / block;
  const int threads = static_cast<int>(
      std::clamp<std::int64_t>(plan.threads, 1, std::max<std::int64_t>(blocks, 1)));
  const std::int64_t window = 2 * static_cast<std::int64_t>(threads) + 2;

  std::mutex mu;
  std::condition_variable cv;
  std::int64_t next_claim = 0, next_merge = 0;
  std::map<std::int64_t, Partial> pending;
  std::atomic<std::int64_t> done{0};
  std::exception_ptr error;
  bool stop = false;

  auto fail = [&](std::exception_ptr e) {
    std::lock_guard lock(mu);
    if (!error) error = e;
    stop = true;
    cv.notify_all();
  };

  auto worker = [&] {
    for (;;) {
      std::int64_t b = 0;
      {
        std::unique_lock lock(mu);
        cv.wait(lock,
                [&] { return stop || next_claim >= blocks || next_claim < next_merge + window; });
        if (stop || next_claim >= blocks) return;
        b = next_claim++;
      }
      const std::int64_t first = b * block;
      const std::int64_t count = std::min(block, plan.items - first);
      Partial partial;
      try {
        partial = play(first, count);
      } catch (...) {
        return fail(std::current_exception());
      }
      done.fetch_add(count, std::memory_order_relaxed);
      std::unique_lock lock(mu);
      pending.emplace(b, std::move(partial));
      try {
        while (!stop && !pending.empty() && pending.begin()->first == next_merge) {
          merge(pending.begin()->second);
          pending.erase(pending.begin());
          ++next_merge;
        }
      } catch (...) {
        if (!error) error = std::current_exception();
        stop = true;
      }
      cv.notify_all();
    }
  };

  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(threads));
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  {
    std::unique_lock lock(mu);
    auto finished = [&] { return stop || next_merge >= blocks; };
    while (!finished()) {
      const auto tick = std::chrono::steady_clock::now() + std::chrono::milliseconds(100);
      if (cv.wait_until(lock, tick, finished)) break;
      if (progress) {
        lock.unlock();
        progress(done.load(std::memory_order_relaxed));
        lock.lock();
      }
    }
  }
  for (auto& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  if (progress) progress(plan.items);
}

}  // namespace cardroom::sim
