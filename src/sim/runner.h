#pragma once
// Plays numbered items (games) in fixed blocks on worker threads and hands each block's result
// over in block order. The blocks depend only on the number of items, never on the number of
// threads or processes, and results are merged block 0, 1, 2, ... — so floating-point sums come
// out the same bit for bit at any thread count, and on any number of ranks of a cluster job.
// Workers run at most a few blocks ahead of the merge, so memory stays flat however many items
// there are.
//
// On a cluster (a Transport of more than one rank) rank 0 coordinates: it hands out block
// numbers in increasing order to its own threads and to the other ranks (a few at a time, as
// each asks), receives their blocks' results as bytes, and merges every block in order, exactly
// as one process would. The other ranks play what they are given and send each block back.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cluster/transport.h"
#include "core/bytes.h"
#include "sim/test_hooks.h"

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

// What a run may do beyond playing and merging. Everything is optional.
template <typename Partial>
struct RunControl {
  // Called on the calling thread (rank 0's) about ten times a second with the items finished
  // so far in the whole job, and once at the end.
  std::function<void(std::int64_t)> progress;
  // Blocks 0 .. first_block - 1 are already merged (a run resumed from a checkpoint).
  std::int64_t first_block = 0;
  // Called with the merge lock held (so the merged state is consistent) every `save_every`
  // seconds with the number of blocks merged so far; 0: never.
  double save_every = 0;
  std::function<void(std::int64_t)> save;
  // A cluster job; null, or a job of one rank, plays in this process alone.
  cluster::Transport* transport = nullptr;
  // A block's result as bytes and back, for the ranks of a cluster job.
  std::function<void(const Partial&, ByteWriter&)> encode;
  std::function<Partial(ByteReader&)> decode;
};

// Message tags of the block protocol.
enum BlockTag : int { kTagHello = 11, kTagAssign = 12, kTagPartial = 13, kTagStop = 14 };

// `play(first, count)` runs on a worker and returns a block's result (a default-constructible,
// movable Partial); `merge(partial)` is called with the blocks in order, one at a time, on rank
// 0, from the worker or the main loop that completes the sequence. The first exception thrown
// by `play` or `merge` (on this rank) stops the run and is rethrown here.
template <typename Partial, typename Play, typename Merge>
void run_blocks(const BlockPlan& plan, Play&& play, Merge&& merge,
                const RunControl<Partial>& control) {
  const std::int64_t block = std::max<std::int64_t>(plan.block_size, 1);
  const std::int64_t blocks = (plan.items + block - 1) / block;
  cluster::Transport* const net =
      control.transport && control.transport->size() > 1 ? control.transport : nullptr;
  const int rank = net ? net->rank() : 0;
  const bool coordinator = rank == 0;
  const std::int64_t first = std::clamp<std::int64_t>(control.first_block, 0, blocks);
  const int threads = static_cast<int>(
      std::clamp<std::int64_t>(plan.threads, 1, std::max<std::int64_t>(blocks - first, 1)));
  const TestHooks hooks = TestHooks::from_environment();
  auto items_of = [&](std::int64_t b) { return std::min(block, plan.items - b * block); };

  std::mutex mu;
  std::condition_variable cv;
  std::int64_t next_claim = first, next_merge = first;
  std::int64_t window = 2 * static_cast<std::int64_t>(threads) + 2;
  std::map<std::int64_t, Partial> pending;
  std::atomic<std::int64_t> done{std::min(first * block, plan.items)};
  std::exception_ptr error;
  bool stop = false;
  // A rank other than 0: the blocks it was given, whether more will come, and what it owes.
  std::deque<std::int64_t> assigned;
  bool no_more = false;
  int busy = 0;
  std::deque<std::pair<std::int64_t, std::string>> outbox;

  auto fail_locked = [&](std::exception_ptr e) {
    if (!error) error = e;
    stop = true;
    cv.notify_all();
  };
  // Merges what is next in order; the merge lock is held.
  auto merge_ready = [&] {
    while (!stop && !pending.empty() && pending.begin()->first == next_merge) {
      merge(pending.begin()->second);
      pending.erase(pending.begin());
      ++next_merge;
      if (hooks.stop_after_blocks > 0 && next_merge == hooks.stop_after_blocks && control.save) {
        // A test's deterministic "killed midway": the checkpoint holds exactly this many blocks.
        control.save(next_merge);
        std::raise(SIGKILL);
      }
    }
  };
  auto deliver = [&](std::int64_t b, Partial&& partial) {
    pending.emplace(b, std::move(partial));
    try {
      merge_ready();
    } catch (...) {
      fail_locked(std::current_exception());
    }
    cv.notify_all();  // the window moved on, or the run is over
  };

  auto worker = [&] {
    for (;;) {
      std::int64_t b = -1;
      {
        std::unique_lock lock(mu);
        if (coordinator) {
          cv.wait(lock,
                  [&] { return stop || next_claim >= blocks || next_claim < next_merge + window; });
          if (stop || next_claim >= blocks) return;
          b = next_claim++;
        } else {
          cv.wait(lock, [&] { return stop || !assigned.empty() || no_more; });
          if (stop || assigned.empty()) return;
          b = assigned.front();
          assigned.pop_front();
        }
        ++busy;
      }
      Partial partial;
      std::string bytes;
      try {
        partial = play(b * block, items_of(b));
        if (!coordinator) {
          ByteWriter out;
          control.encode(partial, out);
          bytes = out.take();
        }
      } catch (...) {
        std::lock_guard lock(mu);
        return fail_locked(std::current_exception());
      }
      done.fetch_add(items_of(b), std::memory_order_relaxed);
      std::lock_guard lock(mu);
      --busy;
      if (coordinator) {
        deliver(b, std::move(partial));
      } else {
        outbox.emplace_back(b, std::move(bytes));
      }
      cv.notify_all();
    }
  };

  // A test's failing rank fails as it starts, whether or not a block would have come its way.
  hooks.maybe_fail(rank);
  // A checkpoint at once: a path that cannot be written fails now, not after an hour.
  if (coordinator && control.save) control.save(first);

  std::vector<std::thread> pool;
  pool.reserve(static_cast<std::size_t>(threads));
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);

  // The main loop: progress and checkpoints on rank 0, and the messages of a cluster job. It
  // sleeps on the lock's condition between rounds, a millisecond at most when messages may
  // come (MPI's own blocking receive would spin a core the workers need).
  const auto tick = net ? std::chrono::milliseconds(1) : std::chrono::milliseconds(100);
  std::vector<std::int64_t> credit(static_cast<std::size_t>(net ? net->size() : 1), 0);
  // Rank 0 finishes only once every rank has said hello, blocks or none: a rank that died
  // before it could (mpirun then ends the job) must not leave a result behind as if it had
  // taken part.
  int hellos = 0;
  const int others = net ? net->size() - 1 : 0;
  auto assign = [&] {  // rank 0, merge lock held: block numbers to ranks that asked
    for (int r = 1; r < static_cast<int>(credit.size()); ++r) {
      ByteWriter list;
      std::int64_t& wants = credit[static_cast<std::size_t>(r)];
      while (wants > 0 && next_claim < blocks && next_claim < next_merge + window) {
        list.i64(next_claim++);
        --wants;
      }
      if (!list.bytes().empty()) net->send(r, kTagAssign, list.take());
    }
  };
  auto handle = [&](cluster::Message& m, std::unique_lock<std::mutex>& lock) {
    ByteReader in(m.bytes, "a message from rank " + std::to_string(m.from));
    if (coordinator && m.tag == kTagHello) {
      ++hellos;
      const std::int64_t asks = 2 * in.count(1 << 20);
      credit[static_cast<std::size_t>(m.from)] += asks;
      window += 2 * asks;
    } else if (coordinator && m.tag == kTagPartial) {
      const std::int64_t b = in.count(blocks - 1);
      lock.unlock();
      Partial partial = control.decode(in);
      in.finish();
      done.fetch_add(items_of(b), std::memory_order_relaxed);
      lock.lock();
      ++credit[static_cast<std::size_t>(m.from)];
      deliver(b, std::move(partial));
    } else if (!coordinator && m.tag == kTagAssign) {
      while (in.left() > 0) assigned.push_back(in.count(blocks - 1));
      cv.notify_all();
    } else if (!coordinator && m.tag == kTagStop) {
      no_more = true;
      cv.notify_all();
    } else {
      in.fail("unexpected tag " + std::to_string(m.tag));
    }
  };

  auto last_progress = std::chrono::steady_clock::now();
  auto last_save = last_progress;
  {
    std::unique_lock lock(mu);
    if (net && !coordinator) {
      ByteWriter hello;
      hello.i64(threads);
      net->send(0, kTagHello, hello.take());
    }
    for (;;) {
      try {
        if (net) {
          for (auto m = net->poll(); m && !stop; m = net->poll()) handle(*m, lock);
          if (coordinator) {
            assign();
          } else {
            while (!outbox.empty()) {
              ByteWriter out;
              out.i64(outbox.front().first);
              std::string bytes = out.take() + outbox.front().second;
              outbox.pop_front();
              net->send(0, kTagPartial, std::move(bytes));
            }
          }
        }
      } catch (...) {
        if (!lock.owns_lock()) lock.lock();
        fail_locked(std::current_exception());
      }
      if (stop) break;
      if (coordinator && next_merge >= blocks && hellos == others) break;
      if (!coordinator && no_more && assigned.empty() && busy == 0 && outbox.empty()) break;
      const auto now = std::chrono::steady_clock::now();
      if (coordinator && control.progress &&
          now - last_progress >= std::chrono::milliseconds(100)) {
        last_progress = now;
        lock.unlock();
        control.progress(done.load(std::memory_order_relaxed));
        lock.lock();
      }
      if (coordinator && control.save && control.save_every > 0 &&
          now - last_save >= std::chrono::duration<double>(control.save_every)) {
        last_save = now;
        try {
          control.save(next_merge);
        } catch (...) {
          fail_locked(std::current_exception());
        }
      }
      cv.wait_for(lock, tick, [&] {
        return stop || (coordinator && next_merge >= blocks && hellos == others) ||
               (!coordinator && !outbox.empty());
      });
    }
    if (net && coordinator && !stop) {
      for (int r = 1; r < net->size(); ++r) net->send(r, kTagStop, {});
    }
    cv.notify_all();
  }
  for (auto& t : pool) t.join();
  if (net) net->flush();
  if (error) std::rethrow_exception(error);
  if (coordinator && control.progress) control.progress(plan.items);
}

// One process: progress only.
template <typename Partial, typename Play, typename Merge>
void run_blocks(const BlockPlan& plan, Play&& play, Merge&& merge,
                const std::function<void(std::int64_t)>& progress = {}) {
  RunControl<Partial> control;
  control.progress = progress;
  run_blocks<Partial>(plan, std::forward<Play>(play), std::forward<Merge>(merge), control);
}

}  // namespace cardroom::sim
