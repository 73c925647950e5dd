#pragma once
// What a simulation measures, independent of the game: a Schema names every statistic once,
// and a StatSet holds their streaming values. Two kinds:
//  - a metric has one value per game (a share, a count, chips) and keeps its running mean,
//    spread and 95% interval; most are defined in every game, which lets a comparison of rule
//    sets pair them game by game;
//  - a distribution has any number of samples per game (one per player at the showdown, one
//    per round) and keeps a histogram; categorical ones name their bins.
// Nothing here grows with the number of games: memory is fixed by the schema.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "stats/statistics.h"
#include "stats/histogram.h"

namespace cardroom::sim {

// How a value reads: shares print as percentages, half-points as points (halved).
enum class Unit : std::uint8_t { kShare, kCount, kChips, kPoints, kHalfPoints };

// The factor from stored values to printed ones (0.5 for half-points).
inline double display_scale(Unit unit) { return unit == Unit::kHalfPoints ? 0.5 : 1.0; }

struct MetricInfo {
  std::string section;  // heading it is listed under ("Hands", "Results by seat")
  std::string key;      // stable name in --json ("showdown", "net.seat.0")
  std::string label;    // words for people
  Unit unit = Unit::kCount;
  std::string chart;         // metrics sharing a chart title are drawn as one bar chart ("" none)
  std::string bar;           // the bar's label in that chart ("seat 0")
  bool conditional = false;  // defined only in some games (no game-by-game pairing then)
};

struct DistInfo {
  std::string section;
  std::string key;
  std::string label;
  std::string sample;  // what one sample is ("player at the showdown", "round")
  Unit unit = Unit::kCount;
  std::int64_t lo = 0;
  std::int64_t width = 1;
  int bins = 1;
  std::vector<std::string> categories;  // non-empty: bin i is category i (lo 0, width 1)
  bool categorical() const { return !categories.empty(); }
};

class Schema {
 public:
  int add(MetricInfo info);
  int add(DistInfo info);
  // A categorical distribution: samples are 0 .. categories.size() - 1.
  int add_categories(std::string section, std::string key, std::string label, std::string sample,
                     std::vector<std::string> categories);

  const std::vector<MetricInfo>& metrics() const { return metrics_; }
  const std::vector<DistInfo>& dists() const { return dists_; }
  // -1 when there is no such key.
  int metric_index(std::string_view key) const;
  int dist_index(std::string_view key) const;

 private:
  std::vector<MetricInfo> metrics_;
  std::vector<DistInfo> dists_;
};

// One game's metric values, filled by a game's collector and then added to a StatSet. Made
// once and reset for every game, so recording a game allocates nothing.
class GameValues {
 public:
  explicit GameValues(const Schema& schema);
  // Every metric defined in all games back to 0; conditional ones undefined.
  void reset();
  void set(int metric, double value) {
    values_[static_cast<std::size_t>(metric)] = value;
    defined_[static_cast<std::size_t>(metric)] = 1;
  }
  void add(int metric, double value) {
    values_[static_cast<std::size_t>(metric)] += value;
    defined_[static_cast<std::size_t>(metric)] = 1;
  }
  double value(int metric) const { return values_[static_cast<std::size_t>(metric)]; }
  bool defined(int metric) const { return defined_[static_cast<std::size_t>(metric)] != 0; }
  int size() const { return static_cast<int>(values_.size()); }

 private:
  std::vector<double> values_;
  std::vector<std::uint8_t> defined_;
  std::vector<std::uint8_t> always_;
};

class StatSet {
 public:
  StatSet() = default;
  explicit StatSet(const Schema& schema);

  // Marks the start of a game's samples (see game_category), then counts the game and adds its
  // defined metric values.
  void start_game();
  void add_game(const GameValues& values);
  // Samples of category `bin` the current game added to categorical distribution `index`.
  std::int64_t game_category(int index, int bin) const {
    const auto& mark = marks_[static_cast<std::size_t>(index)];
    return dist(index).count(bin) - mark[static_cast<std::size_t>(bin)];
  }
  stats::Histogram& dist(int index) { return dists_[static_cast<std::size_t>(index)]; }
  // Adds `other` (same schema) after this one's samples.
  void merge(const StatSet& other);
  // The samples, exactly (checkpoints, cluster messages); read() expects the same schema.
  void write(ByteWriter& out) const;
  void read(ByteReader& in);

  std::int64_t games() const { return games_; }
  const stats::RunningStat& metric(int index) const {
    return metrics_[static_cast<std::size_t>(index)];
  }
  const stats::Histogram& dist(int index) const { return dists_[static_cast<std::size_t>(index)]; }

 private:
  std::int64_t games_ = 0;
  std::vector<stats::RunningStat> metrics_;
  std::vector<stats::Histogram> dists_;
  std::vector<std::vector<std::int64_t>> marks_;  // categorical bin counts at the game's start
};

// A difference of two means with the 95% interval of the normal approximation.
struct Difference {
  double diff = 0;
  double half_width = 0;
  bool paired = false;
};

// The difference of two ratios of sums, B's sum x / sum y minus A's, from games paired across
// the two rule sets: x is what a game added (the sum of its samples, or its samples in one
// category) and y how many samples it added. The interval comes from the delta method on the
// streaming covariance of (xA, yA, xB, yB), so games that come out the same under both rule
// sets narrow it just as they do for metrics.
class PairedRatio {
 public:
  void add(double xa, double ya, double xb, double yb);
  void merge(const PairedRatio& other);
  void write(ByteWriter& out) const;
  void read(ByteReader& in);
  Difference difference() const;
  std::int64_t count() const { return n_; }

 private:
  static constexpr int kDim = 4;
  double& cov(int i, int j) { return c_[static_cast<std::size_t>(i * kDim + j)]; }
  double cov(int i, int j) const { return c_[static_cast<std::size_t>(i * kDim + j)]; }
  std::int64_t n_ = 0;
  std::array<double, kDim> mean_{};
  std::array<double, kDim * kDim> c_{};  // sums of products of deviations
};

// Game-by-game differences of every statistic, one rule set against the first: the same deals
// played under both, so the interval of a difference is much tighter than that of two
// independent runs. Metrics defined in every game pair directly; a distribution pairs its mean
// (or each category's share) as a ratio of per-game sums.
class PairedDiffs {
 public:
  PairedDiffs() = default;
  explicit PairedDiffs(const Schema& schema);
  // One game: its metric values and the samples it added under each rule set.
  void add(const GameValues& base, const StatSet& base_stats, const GameValues& other,
           const StatSet& other_stats);
  void merge(const PairedDiffs& other);
  void write(ByteWriter& out) const;
  void read(ByteReader& in);

  const stats::RunningStat& metric(int index) const {
    return metrics_[static_cast<std::size_t>(index)];
  }
  // A numeric distribution's mean (bin 0), or a categorical one's share of category `bin`.
  const PairedRatio& dist(int index, int bin = 0) const {
    return dists_[static_cast<std::size_t>(index)][static_cast<std::size_t>(bin)];
  }

 private:
  std::vector<stats::RunningStat> metrics_;
  std::vector<std::vector<PairedRatio>> dists_;
  std::vector<bool> categorical_;
};

// B - A for a metric: from the paired differences when the metric is defined in every game,
// else from the two independent means (Welch's standard error).
Difference metric_difference(const MetricInfo& info, const stats::RunningStat& a,
                             const stats::RunningStat& b, const stats::RunningStat* paired);
// B - A for the mean of a distribution's samples (independent samples).
Difference mean_difference(const stats::RunningStat& a, const stats::RunningStat& b);
// B - A for the share of a category: two proportions.
Difference share_difference(std::int64_t count_a, std::int64_t total_a, std::int64_t count_b,
                            std::int64_t total_b);

}  // namespace cardroom::sim
