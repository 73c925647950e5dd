// The block runner: every item played once, blocks merged in order whatever the thread count,
// errors carried back to the caller.
#include "sim/runner.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <stdexcept>
#include <thread>
#include <vector>

#include "stats/statistics.h"
#include "core/input_error.h"
#include "sim/loopback_transport.h"

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

// A block's items and a floating statistic of them whose bits depend on the merge order.
struct Sums {
  std::vector<std::int64_t> items;
  stats::RunningStat stat;
};

Sums play_sums(std::int64_t first, std::int64_t count) {
  Sums s;
  for (std::int64_t i = first; i < first + count; ++i) {
    s.items.push_back(i);
    s.stat.add(std::sin(static_cast<double>(i)) * 1e3 + 1.0 / static_cast<double>(i + 3));
  }
  return s;
}

RunControl<Sums> sums_control() {
  RunControl<Sums> c;
  c.encode = [](const Sums& s, ByteWriter& out) {
    out.i64(static_cast<std::int64_t>(s.items.size()));
    for (auto i : s.items) out.i64(i);
    s.stat.write(out);
  };
  c.decode = [](ByteReader& in) {
    Sums s;
    for (auto n = in.count(1 << 20); n > 0; --n) s.items.push_back(in.i64());
    s.stat.read(in);
    return s;
  };
  return c;
}

// Merged in one process: the reference every job must reproduce bit for bit.
Sums one_process(std::int64_t items, std::int64_t block) {
  Sums total;
  run_blocks<Sums>(
      BlockPlan{items, 1, block}, play_sums,
      [&](Sums& s) {
        total.items.insert(total.items.end(), s.items.begin(), s.items.end());
        total.stat.merge(s.stat);
      },
      sums_control());
  return total;
}

TEST(RunBlocks, RanksOfAJobMergeOnRankZeroInBlockOrder) {
  const std::int64_t items = 1000, block = 7;
  const Sums expected = one_process(items, block);
  ASSERT_EQ(expected.items.size(), static_cast<std::size_t>(items));
  for (int ranks : {2, 3, 5}) {
    cardroom::testing::Loopback net(ranks);
    std::vector<Sums> totals(static_cast<std::size_t>(ranks));
    std::vector<std::int64_t> merges(static_cast<std::size_t>(ranks), 0);
    std::int64_t last_progress = -1;
    std::vector<std::thread> job;
    for (int r = 0; r < ranks; ++r) {
      job.emplace_back([&, r] {
        RunControl<Sums> control = sums_control();
        control.transport = &net.rank(r);
        if (r == 0) control.progress = [&](std::int64_t done) { last_progress = done; };
        Sums& total = totals[std::size_t(r)];
        run_blocks<Sums>(
            BlockPlan{items, 1 + r % 3, block}, play_sums,
            [&](Sums& s) {
              ++merges[std::size_t(r)];
              total.items.insert(total.items.end(), s.items.begin(), s.items.end());
              total.stat.merge(s.stat);
            },
            control);
      });
    }
    for (auto& t : job) t.join();
    EXPECT_EQ(totals[0].items, expected.items) << ranks;
    EXPECT_EQ(totals[0].stat.count(), expected.stat.count());
    // The same bits: the same merges in the same order.
    EXPECT_EQ(totals[0].stat.mean(), expected.stat.mean()) << ranks;
    EXPECT_EQ(totals[0].stat.variance(), expected.stat.variance()) << ranks;
    EXPECT_EQ(last_progress, items);
    for (int r = 1; r < ranks; ++r) EXPECT_EQ(merges[std::size_t(r)], 0) << "rank " << r;
  }
}

TEST(RunBlocks, AResumedRunPlaysOnlyTheRestAndSavesWhatItMerged) {
  const std::int64_t items = 300, block = 10;
  const Sums expected = one_process(items, block);
  // The first 12 blocks, as a checkpoint would hold them.
  Sums total;
  for (std::int64_t b = 0; b < 12; ++b) {
    const Sums s = play_sums(b * block, block);
    total.items.insert(total.items.end(), s.items.begin(), s.items.end());
    total.stat.merge(s.stat);
  }
  std::atomic<std::int64_t> lowest{items};
  RunControl<Sums> control = sums_control();
  control.first_block = 12;
  std::vector<std::int64_t> saved;
  control.save_every = 1e-9;  // at every round of the main loop
  control.save = [&](std::int64_t blocks) { saved.push_back(blocks); };
  run_blocks<Sums>(
      BlockPlan{items, 3, block},
      [&](std::int64_t first, std::int64_t count) {
        std::int64_t seen = lowest.load();
        while (first < seen && !lowest.compare_exchange_weak(seen, first)) {
        }
        return play_sums(first, count);
      },
      [&](Sums& s) {
        total.items.insert(total.items.end(), s.items.begin(), s.items.end());
        total.stat.merge(s.stat);
      },
      control);
  EXPECT_EQ(lowest.load(), 120);
  EXPECT_EQ(total.items, expected.items);
  EXPECT_EQ(total.stat.mean(), expected.stat.mean());
  EXPECT_EQ(total.stat.variance(), expected.stat.variance());
  ASSERT_FALSE(saved.empty());
  for (std::size_t i = 0; i < saved.size(); ++i) {
    EXPECT_GE(saved[i], 12);
    EXPECT_LE(saved[i], 30);
    if (i > 0) {
      EXPECT_GE(saved[i], saved[i - 1]);
    }
  }
}

TEST(RunBlocks, AnErrorOnAnotherRankIsRethrownThere) {
  cardroom::testing::Loopback net(2);
  std::exception_ptr error;
  std::atomic<bool> failed{false};
  std::thread rank1([&] {
    RunControl<Sums> control = sums_control();
    control.transport = &net.rank(1);
    try {
      run_blocks<Sums>(
          BlockPlan{100, 1, 10},
          [](std::int64_t, std::int64_t) -> Sums { throw std::runtime_error("rank 1 fails"); },
          [](Sums&) {}, control);
    } catch (...) {
      error = std::current_exception();
    }
    // As the command line does: a failing rank ends the job, so rank 0 stops waiting.
    net.rank(1).send(0, 999, "");
    failed = true;
  });
  RunControl<Sums> control = sums_control();
  control.transport = &net.rank(0);
  // Rank 0 plays nothing until rank 1 has failed, so rank 1 surely gets blocks to fail on.
  auto wait_then_play = [&](std::int64_t first, std::int64_t count) {
    while (!failed) std::this_thread::yield();
    return play_sums(first, count);
  };
  EXPECT_THROW(run_blocks<Sums>(
                   BlockPlan{100, 1, 10}, wait_then_play, [](Sums&) {}, control),
               InputError);  // the unknown message
  rank1.join();
  ASSERT_TRUE(error);
  EXPECT_THROW(std::rethrow_exception(error), std::runtime_error);
}

TEST(RunBlocks, DefaultBlockSize) {
  EXPECT_EQ(default_block_size(1), 1);
  EXPECT_EQ(default_block_size(256), 1);
  EXPECT_EQ(default_block_size(2560), 10);
  EXPECT_EQ(default_block_size(100'000'000), 1024);
}

}  // namespace
}  // namespace cardroom::sim
