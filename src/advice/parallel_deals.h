#pragma once
// Deals evaluated on several threads with the same results as on one: each thread takes the
// next deal index from a shared counter and writes its results at that index, and every deal's
// randomness comes from its index. Each thread makes its own worker (bots keep caches).
#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <vector>

namespace cardroom::advice {

// Calls work(worker, k) for every k in [first, count) with a worker from make() per thread; stops
// taking new deals once `stop` is set (a deal found that cannot be exact).
template <class Make, class Work>
void for_each_deal(int first, int count, int threads, Make make, Work work,
                   const std::atomic<bool>* stop = nullptr) {
  std::atomic<int> next{first};
  std::atomic<bool> failed{false};
  auto run = [&] {
    auto worker = make();
    for (int k = next++; k < count; k = next++) {
      if (failed.load(std::memory_order_relaxed)) return;
      if (stop && stop->load(std::memory_order_relaxed)) return;
      work(worker, k);
    }
  };
  const int helpers = std::clamp(std::min(threads, count - first) - 1, 0, 255);
  // A helper's exception is carried to the calling thread and thrown there, once all have
  // stopped (never std::terminate); the others stop taking deals.
  std::vector<std::exception_ptr> errors(std::size_t(helpers) + 1);
  auto guarded = [&](std::size_t slot) {
    try {
      run();
    } catch (...) {
      errors[slot] = std::current_exception();
      failed = true;
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(std::size_t(helpers));
  for (int t = 0; t < helpers; ++t) pool.emplace_back(guarded, std::size_t(t) + 1);
  guarded(0);
  for (auto& t : pool) t.join();
  for (const auto& error : errors) {
    if (error) std::rethrow_exception(error);
  }
}

}  // namespace cardroom::advice
