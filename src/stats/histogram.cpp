#include "stats/histogram.h"

#include <algorithm>
#include <cmath>

namespace cardroom::stats {

Histogram::Histogram(std::int64_t lo, std::int64_t width, int bins)
    : lo_(lo),
      width_(std::max<std::int64_t>(width, 1)),
      counts_(static_cast<std::size_t>(std::max(bins, 1)), 0) {}

void Histogram::merge(const Histogram& other) {
  for (std::size_t i = 0; i < counts_.size() && i < other.counts_.size(); ++i) {
    counts_[i] += other.counts_[i];
  }
  under_ += other.under_;
  over_ += other.over_;
  moments_.merge(other.moments_);
}

void Histogram::write(ByteWriter& out) const {
  out.i64(static_cast<std::int64_t>(counts_.size()));
  for (const std::int64_t c : counts_) out.i64(c);
  out.i64(under_);
  out.i64(over_);
  moments_.write(out);
}

void Histogram::read(ByteReader& in) {
  if (in.i64() != static_cast<std::int64_t>(counts_.size()))
    in.fail("a histogram of another shape");
  for (std::int64_t& c : counts_) c = in.i64();
  under_ = in.i64();
  over_ = in.i64();
  moments_.read(in);
}

std::int64_t Histogram::quantile(double q) const {
  const std::int64_t n = total();
  if (n == 0) return 0;
  // The smallest value v with at least ceil(q n) samples at or below it.
  const auto rank =
      std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(q * static_cast<double>(n))));
  std::int64_t seen = under_;
  if (seen >= rank) return lo_;
  for (std::size_t i = 0; i < counts_.size(); ++i) {
    seen += counts_[i];
    if (seen >= rank) return lo_ + static_cast<std::int64_t>(i) * width_;
  }
  return lo_ + static_cast<std::int64_t>(counts_.size()) * width_;
}

}  // namespace cardroom::stats
