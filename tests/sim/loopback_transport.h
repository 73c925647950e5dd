#pragma once
// The ranks of a cluster job as threads of one test: each rank's Transport puts messages in the
// other's mailbox, so the block protocol runs (under the sanitizers too) without MPI.
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include "cluster/transport.h"

namespace cardroom::testing {

class Loopback {
 public:
  explicit Loopback(int ranks) : boxes_(static_cast<std::size_t>(ranks)) {
    for (auto& b : boxes_) b = std::make_unique<Box>();
    for (int r = 0; r < ranks; ++r) ends_.push_back(std::make_unique<End>(*this, r));
  }
  cluster::Transport& rank(int r) { return *ends_[static_cast<std::size_t>(r)]; }
  int size() const { return static_cast<int>(ends_.size()); }

 private:
  struct Box {
    std::mutex mu;
    std::deque<cluster::Message> queue;
  };
  class End final : public cluster::Transport {
   public:
    End(Loopback& net, int rank) : net_(net), rank_(rank) {}
    int rank() const override { return rank_; }
    int size() const override { return net_.size(); }
    void send(int to, int tag, std::string bytes) override {
      Box& box = *net_.boxes_[static_cast<std::size_t>(to)];
      std::lock_guard lock(box.mu);
      box.queue.push_back({rank_, tag, std::move(bytes)});
    }
    std::optional<cluster::Message> poll() override {
      Box& box = *net_.boxes_[static_cast<std::size_t>(rank_)];
      std::lock_guard lock(box.mu);
      if (box.queue.empty()) return std::nullopt;
      cluster::Message m = std::move(box.queue.front());
      box.queue.pop_front();
      return m;
    }
    void flush() override {}

   private:
    Loopback& net_;
    int rank_;
  };
  std::vector<std::unique_ptr<Box>> boxes_;
  std::vector<std::unique_ptr<End>> ends_;
};

}  // namespace cardroom::testing
