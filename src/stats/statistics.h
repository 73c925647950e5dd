#pragma once
// Streaming statistics: mean, variance and a 95% confidence interval without storing the
// samples (Welford's method), mergeable so per-thread results combine in a fixed order.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "core/bytes.h"

namespace cardroom::stats {

class RunningStat {
 public:
  void add(double x) {
    ++n_;
    const double delta = x - mean_;
    mean_ += delta / static_cast<double>(n_);
    m2_ += delta * (x - mean_);
  }
  // Combines another stream's samples into this one (Chan et al.).
  void merge(const RunningStat& other) {
    if (other.n_ == 0) return;
    if (n_ == 0) {
      *this = other;
      return;
    }
    const double n = static_cast<double>(n_ + other.n_);
    const double delta = other.mean_ - mean_;
    mean_ += delta * static_cast<double>(other.n_) / n;
    m2_ += other.m2_ + delta * delta * static_cast<double>(n_) * static_cast<double>(other.n_) / n;
    n_ += other.n_;
  }

  std::int64_t count() const { return n_; }
  double mean() const { return mean_; }
  // Sample variance (n - 1 in the denominator); 0 with fewer than two samples.
  double variance() const { return n_ > 1 ? m2_ / static_cast<double>(n_ - 1) : 0.0; }
  double stddev() const { return std::sqrt(variance()); }
  // Half the width of the normal-approximation 95% interval of the mean.
  double ci95_half_width() const {
    return n_ > 1 ? 1.959963984540054 * stddev() / std::sqrt(static_cast<double>(n_)) : 0.0;
  }
  double ci95_low() const { return mean_ - ci95_half_width(); }
  double ci95_high() const { return mean_ + ci95_half_width(); }

  // The exact state, for checkpoints and the ranks of a cluster job (core/bytes.h).
  void write(ByteWriter& out) const {
    out.i64(n_);
    out.f64(mean_);
    out.f64(m2_);
  }
  void read(ByteReader& in) {
    n_ = in.count(std::numeric_limits<std::int64_t>::max());
    mean_ = in.f64();
    m2_ = in.f64();
  }

 private:
  std::int64_t n_ = 0;
  double mean_ = 0.0;
  double m2_ = 0.0;
};

// A 95% interval that stays inside its range.
struct Interval {
  double low = 0;
  double high = 0;
};

// The Wilson score interval of a proportion: `p` observed over `n` independent trials. Unlike
// the normal approximation it never leaves [0, 1] and does not shrink to a point at 0% or
// 100%, where a small run says least.
inline Interval wilson95(double p, std::int64_t n) {
  if (n <= 0) return {0.0, 1.0};
  constexpr double z = 1.959963984540054;
  const double nn = static_cast<double>(n), z2 = z * z;
  const double scale = 1 + z2 / nn;
  const double centre = (p + z2 / (2 * nn)) / scale;
  const double half = z / scale * std::sqrt(std::max(p * (1 - p), 0.0) / nn + z2 / (4 * nn * nn));
  return {std::clamp(centre - half, 0.0, 1.0), std::clamp(centre + half, 0.0, 1.0)};
}

}  // namespace cardroom::stats
