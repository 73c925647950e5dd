#pragma once
// Work shared out over threads: f(i) for every i below `count`, taken in chunks from a shared
// counter. The solver's passes write each result to its own place, so what they compute does
// not depend on which thread did what, nor on how many there are.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace cardroom::solve {

template <typename F>
void parallel_for(std::size_t count, int threads, std::size_t chunk, F f) {
  const int workers = static_cast<int>(std::min<std::size_t>(
      static_cast<std::size_t>(std::max(threads, 1)), (count + chunk - 1) / std::max<std::size_t>(chunk, 1)));
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (;;) {
      const std::size_t begin = next.fetch_add(chunk);
      if (begin >= count) return;
      const std::size_t end = std::min(count, begin + chunk);
      for (std::size_t i = begin; i < end; ++i) f(i);
    }
  };
  if (workers <= 1) return work();
  std::vector<std::thread> pool;
  for (int t = 1; t < workers; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

}  // namespace cardroom::solve
