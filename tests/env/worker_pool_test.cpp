// The worker pool runs every index exactly once however the threads share them, run after run,
// and reports the failure of the lowest index that failed, whichever thread ran it.
#include "env/worker_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

namespace cardroom::env {
namespace {

TEST(WorkerPool, RunsEveryIndexOnceRunAfterRun) {
  for (int threads : {2, 3, 5}) {
    WorkerPool pool(threads);
    EXPECT_EQ(pool.threads(), threads);
    for (int count : {0, 1, 2, 7, 64, 1000, 1021}) {
      for (int run = 0; run < 20; ++run) {
        std::vector<std::atomic<int>> ran(static_cast<std::size_t>(count));
        pool.for_each(count, [&](int i) { ran[static_cast<std::size_t>(i)]++; });
        for (int i = 0; i < count; ++i)
          ASSERT_EQ(ran[static_cast<std::size_t>(i)].load(), 1) << "index " << i;
      }
    }
  }
}

TEST(WorkerPool, RethrowsTheLowestFailingIndexAndStaysUsable) {
  WorkerPool pool(3);
  for (int run = 0; run < 50; ++run) {
    std::atomic<int> ran{0};
    try {
      pool.for_each(600, [&](int i) {
        ++ran;
        if (i == 17 || i == 250 || i == 599) throw std::runtime_error(std::to_string(i));
      });
      FAIL() << "no exception";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "17");
    }
    EXPECT_EQ(ran.load(), 600);  // a failure stops nothing else
  }
  std::atomic<int> ran{0};
  pool.for_each(100, [&](int) { ++ran; });
  EXPECT_EQ(ran.load(), 100);
}

}  // namespace
}  // namespace cardroom::env
