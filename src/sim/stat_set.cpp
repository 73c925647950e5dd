#include "sim/stat_set.h"

#include <algorithm>
#include <cmath>

namespace cardroom::sim {

namespace {
constexpr double kZ95 = 1.959963984540054;
}  // namespace

int Schema::add(MetricInfo info) {
  metrics_.push_back(std::move(info));
  return static_cast<int>(metrics_.size()) - 1;
}

int Schema::add(DistInfo info) {
  dists_.push_back(std::move(info));
  return static_cast<int>(dists_.size()) - 1;
}

int Schema::add_categories(std::string section, std::string key, std::string label,
                           std::string sample, std::vector<std::string> categories) {
  DistInfo info;
  info.section = std::move(section);
  info.key = std::move(key);
  info.label = std::move(label);
  info.sample = std::move(sample);
  info.unit = Unit::kShare;
  info.lo = 0;
  info.width = 1;
  info.bins = static_cast<int>(categories.size());
  info.categories = std::move(categories);
  return add(std::move(info));
}

int Schema::metric_index(std::string_view key) const {
  for (std::size_t i = 0; i < metrics_.size(); ++i) {
    if (metrics_[i].key == key) return static_cast<int>(i);
  }
  return -1;
}

int Schema::dist_index(std::string_view key) const {
  for (std::size_t i = 0; i < dists_.size(); ++i) {
    if (dists_[i].key == key) return static_cast<int>(i);
  }
  return -1;
}

GameValues::GameValues(const Schema& schema)
    : values_(schema.metrics().size(), 0.0),
      defined_(schema.metrics().size(), 0),
      always_(schema.metrics().size(), 0) {
  for (std::size_t i = 0; i < always_.size(); ++i) {
    always_[i] = schema.metrics()[i].conditional ? 0 : 1;
  }
  reset();
}

void GameValues::reset() {
  for (std::size_t i = 0; i < values_.size(); ++i) {
    values_[i] = 0.0;
    defined_[i] = always_[i];
  }
}

StatSet::StatSet(const Schema& schema) : metrics_(schema.metrics().size()) {
  dists_.reserve(schema.dists().size());
  for (const DistInfo& d : schema.dists()) {
    dists_.emplace_back(d.lo, d.width, d.bins);
    marks_.emplace_back(d.categorical() ? static_cast<std::size_t>(d.bins) : 0, 0);
  }
}

void StatSet::start_game() {
  for (std::size_t d = 0; d < dists_.size(); ++d) {
    dists_[d].start_game();
    auto& mark = marks_[d];
    for (std::size_t b = 0; b < mark.size(); ++b) mark[b] = dists_[d].count(static_cast<int>(b));
  }
}

void StatSet::add_game(const GameValues& values) {
  ++games_;
  for (int m = 0; m < values.size(); ++m) {
    if (values.defined(m)) metrics_[static_cast<std::size_t>(m)].add(values.value(m));
  }
}

void StatSet::merge(const StatSet& other) {
  games_ += other.games_;
  for (std::size_t m = 0; m < metrics_.size(); ++m) metrics_[m].merge(other.metrics_[m]);
  for (std::size_t d = 0; d < dists_.size(); ++d) dists_[d].merge(other.dists_[d]);
}

namespace {

template <typename Stats>
void write_all(ByteWriter& out, const std::vector<Stats>& all) {
  out.i64(static_cast<std::int64_t>(all.size()));
  for (const auto& s : all) s.write(out);
}

template <typename Stats>
void read_all(ByteReader& in, std::vector<Stats>& all) {
  if (in.i64() != static_cast<std::int64_t>(all.size())) in.fail("statistics of another schema");
  for (auto& s : all) s.read(in);
}

}  // namespace

void StatSet::write(ByteWriter& out) const {
  out.i64(games_);
  write_all(out, metrics_);
  write_all(out, dists_);
}

void StatSet::read(ByteReader& in) {
  games_ = in.i64();
  read_all(in, metrics_);
  read_all(in, dists_);
}

void PairedRatio::write(ByteWriter& out) const {
  out.i64(n_);
  for (const double m : mean_) out.f64(m);
  for (const double c : c_) out.f64(c);
}

void PairedRatio::read(ByteReader& in) {
  n_ = in.i64();
  for (double& m : mean_) m = in.f64();
  for (double& c : c_) c = in.f64();
}

void PairedDiffs::write(ByteWriter& out) const {
  write_all(out, metrics_);
  out.i64(static_cast<std::int64_t>(dists_.size()));
  for (const auto& d : dists_) write_all(out, d);
}

void PairedDiffs::read(ByteReader& in) {
  read_all(in, metrics_);
  if (in.i64() != static_cast<std::int64_t>(dists_.size())) in.fail("statistics of another schema");
  for (auto& d : dists_) read_all(in, d);
}

void PairedRatio::add(double xa, double ya, double xb, double yb) {
  const std::array<double, kDim> v{xa, ya, xb, yb};
  ++n_;
  std::array<double, kDim> before{};
  for (int i = 0; i < kDim; ++i) {
    before[std::size_t(i)] = v[std::size_t(i)] - mean_[std::size_t(i)];
    mean_[std::size_t(i)] += before[std::size_t(i)] / static_cast<double>(n_);
  }
  for (int i = 0; i < kDim; ++i) {
    for (int j = 0; j < kDim; ++j) {
      cov(i, j) += before[std::size_t(i)] * (v[std::size_t(j)] - mean_[std::size_t(j)]);
    }
  }
}

void PairedRatio::merge(const PairedRatio& other) {
  if (other.n_ == 0) return;
  if (n_ == 0) {
    *this = other;
    return;
  }
  const double na = static_cast<double>(n_), nb = static_cast<double>(other.n_), n = na + nb;
  std::array<double, kDim> delta{};
  for (int i = 0; i < kDim; ++i)
    delta[std::size_t(i)] = other.mean_[std::size_t(i)] - mean_[std::size_t(i)];
  for (int i = 0; i < kDim; ++i) {
    for (int j = 0; j < kDim; ++j) {
      cov(i, j) += other.cov(i, j) + delta[std::size_t(i)] * delta[std::size_t(j)] * na * nb / n;
    }
  }
  for (int i = 0; i < kDim; ++i) mean_[std::size_t(i)] += delta[std::size_t(i)] * nb / n;
  n_ += other.n_;
}

Difference PairedRatio::difference() const {
  // Ratio R = mean x / mean y on each side (0 without samples). Linearised, R_B - R_A moves
  // with z = (xB - R_B yB) / mean yB - (xA - R_A yA) / mean yA per game.
  std::array<double, kDim> a{};
  double ra = 0, rb = 0;
  if (mean_[1] > 0) {
    ra = mean_[0] / mean_[1];
    a[0] = -1 / mean_[1];
    a[1] = ra / mean_[1];
  }
  if (mean_[3] > 0) {
    rb = mean_[2] / mean_[3];
    a[2] = 1 / mean_[3];
    a[3] = -rb / mean_[3];
  }
  double variance = 0;
  if (n_ > 1) {
    for (int i = 0; i < kDim; ++i) {
      for (int j = 0; j < kDim; ++j) variance += a[std::size_t(i)] * a[std::size_t(j)] * cov(i, j);
    }
    variance = std::max(variance, 0.0) / static_cast<double>(n_ - 1) / static_cast<double>(n_);
  }
  return Difference{rb - ra, kZ95 * std::sqrt(variance), true};
}

PairedDiffs::PairedDiffs(const Schema& schema) : metrics_(schema.metrics().size()) {
  for (const DistInfo& d : schema.dists()) {
    dists_.emplace_back(d.categorical() ? static_cast<std::size_t>(d.bins) : 1);
    categorical_.push_back(d.categorical());
  }
}

void PairedDiffs::add(const GameValues& base, const StatSet& base_stats, const GameValues& other,
                      const StatSet& other_stats) {
  for (int m = 0; m < base.size(); ++m) {
    if (base.defined(m) && other.defined(m)) {
      metrics_[static_cast<std::size_t>(m)].add(other.value(m) - base.value(m));
    }
  }
  for (std::size_t d = 0; d < dists_.size(); ++d) {
    const stats::Histogram& ha = base_stats.dist(static_cast<int>(d));
    const stats::Histogram& hb = other_stats.dist(static_cast<int>(d));
    const auto ya = static_cast<double>(ha.game_count()), yb = static_cast<double>(hb.game_count());
    if (!categorical_[d]) {
      dists_[d][0].add(static_cast<double>(ha.game_sum()), ya, static_cast<double>(hb.game_sum()),
                       yb);
      continue;
    }
    for (std::size_t b = 0; b < dists_[d].size(); ++b) {
      dists_[d][b].add(
          static_cast<double>(base_stats.game_category(static_cast<int>(d), static_cast<int>(b))),
          ya,
          static_cast<double>(other_stats.game_category(static_cast<int>(d), static_cast<int>(b))),
          yb);
    }
  }
}

void PairedDiffs::merge(const PairedDiffs& other) {
  for (std::size_t m = 0; m < metrics_.size(); ++m) metrics_[m].merge(other.metrics_[m]);
  for (std::size_t d = 0; d < dists_.size(); ++d) {
    for (std::size_t b = 0; b < dists_[d].size(); ++b) dists_[d][b].merge(other.dists_[d][b]);
  }
}

Difference metric_difference(const MetricInfo& info, const stats::RunningStat& a,
                             const stats::RunningStat& b, const stats::RunningStat* paired) {
  if (paired && !info.conditional && paired->count() > 0) {
    return Difference{paired->mean(), paired->ci95_half_width(), true};
  }
  return mean_difference(a, b);
}

Difference mean_difference(const stats::RunningStat& a, const stats::RunningStat& b) {
  auto variance_of_mean = [](const stats::RunningStat& s) {
    return s.count() > 0 ? s.variance() / static_cast<double>(s.count()) : 0.0;
  };
  return Difference{b.mean() - a.mean(),
                    kZ95 * std::sqrt(variance_of_mean(a) + variance_of_mean(b)), false};
}

Difference share_difference(std::int64_t count_a, std::int64_t total_a, std::int64_t count_b,
                            std::int64_t total_b) {
  const double pa = total_a > 0 ? static_cast<double>(count_a) / static_cast<double>(total_a) : 0;
  const double pb = total_b > 0 ? static_cast<double>(count_b) / static_cast<double>(total_b) : 0;
  const double va = total_a > 0 ? pa * (1 - pa) / static_cast<double>(total_a) : 0;
  const double vb = total_b > 0 ? pb * (1 - pb) / static_cast<double>(total_b) : 0;
  return Difference{pb - pa, kZ95 * std::sqrt(va + vb), false};
}

}  // namespace cardroom::sim
