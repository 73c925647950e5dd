// The block runner: every item played once, blocks merged in order whatever the thread count,
// errors carried back to the caller.
#include "sim/runner.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <vector>

namespace cardroom::sim {
namespace {

struct Block {
  std::int64_t first = -1;
  std::vector<std::int64_t> items;
};

TEST(RunBlocks, EveryItemOnceAndBlocksInOrder) {
  for (int threads : {1, 2, 3, 5}) {
    for (std::int64_t block : {1, 7, 64, 1000}) {
      const std::int64_t items = 517;
      std::vector<std::int64_t> merged;
      std::int64_t last_progress = -1;
      BlockPlan plan{items, threads, block};
      run_blocks<Block>(
          plan,
          [](std::int64_t first, std::int64_t count) {
            Block b;
            b.first = first;
            for (std::int64_t i = first; i < first + count; ++i) b.items.push_back(i);
            return b;
          },
          [&](Block& b) { merged.insert(merged.end(), b.items.begin(), b.items.end()); },
          [&](std::int64_t done) {
            EXPECT_GE(done, last_progress);
            last_progress = done;
          });
      ASSERT_EQ(static_cast<std::int64_t>(merged.size()), items) << threads << " " << block;
      for (std::int64_t i = 0; i < items; ++i) ASSERT_EQ(merged[std::size_t(i)], i);
      EXPECT_EQ(last_progress, items);
    }
  }
}

TEST(RunBlocks, AnErrorStopsTheRunAndIsRethrown) {
  std::atomic<int> played{0};
  BlockPlan plan{10000, 3, 10};
  EXPECT_THROW(run_blocks<Block>(
                   plan,
                   [&](std::int64_t first, std::int64_t) {
                     ++played;
                     if (first == 50) throw std::runtime_error("bad block");
                     return Block{};
                   },
                   [](Block&) {}),
               std::runtime_error);
  EXPECT_LT(played.load(), 1000);
}

TEST(RunBlocks, DefaultBlockSize) {
  EXPECT_EQ(default_block_size(1), 1);
  EXPECT_EQ(default_block_size(256), 1);
  EXPECT_EQ(default_block_size(2560), 10);
  EXPECT_EQ(default_block_size(100'000'000), 1024);
}

}  // namespace
}  // namespace cardroom::sim
