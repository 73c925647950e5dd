#pragma once
// Deals evaluated on several threads with the same results as on one: each thread takes the
// next deal index from a shared counter and writes its results at that index, and every deal's
// randomness comes from its index. Each thread makes its own worker (bots keep caches).
#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace cardroom::advice {

// Calls work(worker, k) for every k in [first, count) with a worker from make() per thread; stops
// taking new deals once `stop` is set (a deal found that cannot be exact).
template <class Make, class Work>
void for_each_deal(int first, int count, int threads, Make make, Work work,
                   const std::atomic<bool>* stop = nullptr) {
  std::atomic<int> next{first};
  auto run = [&] {
    auto worker = make();
    for (int k = next++; k < count; k = next++) {
      if (stop && stop->load(std::memory_order_relaxed)) return;
      work(worker, k);
    }
  };
  const int helpers = std::clamp(std::min(threads, count - first) - 1, 0, 255);
  std::vector<std::thread> pool;
  pool.reserve(std::size_t(helpers));
  for (int t = 0; t < helpers; ++t) pool.emplace_back(run);
  run();
  for (auto& t : pool) t.join();
}

}  // namespace cardroom::advice
