#pragma once
// A histogram of integer samples: bins of equal width from `lo`, two end counters for samples
// outside them, and the exact mean and spread of every sample (outliers included) beside the
// bins. Its size is fixed when it is made, so adding a sample never allocates, and two
// histograms of the same shape merge by adding counts.
#include <cstdint>
#include <span>
#include <vector>

#include "stats/statistics.h"

namespace cardroom::stats {

class Histogram {
 public:
  Histogram() = default;
  // Bins [lo, lo + width), [lo + width, lo + 2 width), ... `bins` of them; width >= 1.
  Histogram(std::int64_t lo, std::int64_t width, int bins);

  void add(std::int64_t x) {
    moments_.add(static_cast<double>(x));
    game_sum_ += x;
    ++game_count_;
    if (x < lo_) {
      ++under_;
    } else if (const std::int64_t b = (x - lo_) / width_;
               b >= static_cast<std::int64_t>(counts_.size())) {
      ++over_;
    } else {
      ++counts_[static_cast<std::size_t>(b)];
    }
  }
  // Adds `other`'s samples; the shapes must be equal (they come from one schema).
  void merge(const Histogram& other);

  std::int64_t lo() const { return lo_; }
  std::int64_t width() const { return width_; }
  int bins() const { return static_cast<int>(counts_.size()); }
  std::span<const std::int64_t> counts() const { return counts_; }
  std::int64_t count(int bin) const { return counts_[static_cast<std::size_t>(bin)]; }
  std::int64_t under() const { return under_; }
  std::int64_t over() const { return over_; }
  std::int64_t total() const { return moments_.count(); }
  const stats::RunningStat& moments() const { return moments_; }

  // The samples of the game being recorded (for pairing games across rule sets).
  void start_game() {
    game_sum_ = 0;
    game_count_ = 0;
  }
  std::int64_t game_sum() const { return game_sum_; }
  std::int64_t game_count() const { return game_count_; }

  // The lower edge of the bin holding the q-quantile (0 < q < 1), counting the samples below
  // the first bin at `lo` and those above the last at its upper edge; 0 when empty. Exact for
  // bins of width 1 when no sample fell outside.
  std::int64_t quantile(double q) const;

  // The samples (not the current game's marks), for checkpoints and cluster messages; read()
  // expects a histogram of the same shape.
  void write(ByteWriter& out) const;
  void read(ByteReader& in);

 private:
  std::int64_t lo_ = 0;
  std::int64_t width_ = 1;
  std::vector<std::int64_t> counts_;
  std::int64_t under_ = 0;
  std::int64_t over_ = 0;
  stats::RunningStat moments_;
  std::int64_t game_sum_ = 0;
  std::int64_t game_count_ = 0;
};

}  // namespace cardroom::stats
