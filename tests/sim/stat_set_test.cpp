// The statistics sets of a simulation, checked against values worked out by hand.
#include "sim/stat_set.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace cardroom::sim {
namespace {

Schema two_metric_schema() {
  Schema s;
  s.add(MetricInfo{"A", "always", "defined in every game", Unit::kCount, "", "", false});
  s.add(MetricInfo{"A", "sometimes", "defined in some games", Unit::kShare, "", "", true});
  s.add(DistInfo{"A", "d", "a distribution", "sample", Unit::kHalfPoints, 0, 1, 8, {}});
  s.add_categories("B", "c", "categories", "thing", {"x", "y"});
  return s;
}

TEST(StatSet, DefinedValuesOnly) {
  const Schema schema = two_metric_schema();
  EXPECT_EQ(schema.metric_index("sometimes"), 1);
  EXPECT_EQ(schema.dist_index("c"), 1);
  EXPECT_EQ(schema.metric_index("nothing"), -1);
  StatSet stats(schema);
  GameValues v(schema);
  for (int game = 0; game < 4; ++game) {
    v.reset();
    v.set(0, game);               // 0 1 2 3
    if (game % 2) v.set(1, 1.0);  // defined in games 1 and 3 only
    stats.add_game(v);
    stats.dist(1).add(game % 2);
  }
  EXPECT_EQ(stats.games(), 4);
  EXPECT_EQ(stats.metric(0).count(), 4);
  EXPECT_DOUBLE_EQ(stats.metric(0).mean(), 1.5);
  EXPECT_NEAR(stats.metric(0).variance(), 5.0 / 3.0, 1e-12);
  EXPECT_EQ(stats.metric(1).count(), 2);
  EXPECT_DOUBLE_EQ(stats.metric(1).mean(), 1.0);
  EXPECT_EQ(stats.dist(1).count(0), 2);
  EXPECT_EQ(stats.dist(1).count(1), 2);
}

TEST(StatSet, UnsetUnconditionalMetricsCountAsZero) {
  const Schema schema = two_metric_schema();
  StatSet stats(schema);
  GameValues v(schema);
  v.reset();
  stats.add_game(v);
  EXPECT_EQ(stats.metric(0).count(), 1);
  EXPECT_EQ(stats.metric(1).count(), 0);
}

TEST(PairedDiffs, DifferencesGameByGame) {
  const Schema schema = two_metric_schema();
  PairedDiffs paired(schema);
  GameValues a(schema), b(schema);
  StatSet sa(schema), sb(schema);
  const std::vector<double> xa{1, 2, 3, 4}, xb{2, 2, 4, 4};
  for (std::size_t i = 0; i < xa.size(); ++i) {
    a.reset();
    b.reset();
    sa.start_game();
    sb.start_game();
    a.set(0, xa[i]);
    b.set(0, xb[i]);
    // Distribution 0: A adds one sample of 2, B two samples of 3; category "y" in B only.
    sa.dist(0).add(2);
    sb.dist(0).add(3);
    sb.dist(0).add(3);
    sa.dist(1).add(0);
    sb.dist(1).add(1);
    paired.add(a, sa, b, sb);
  }
  // Differences 1 0 1 0: mean 0.5, variance 4 * 0.25 / 3.
  EXPECT_DOUBLE_EQ(paired.metric(0).mean(), 0.5);
  EXPECT_NEAR(paired.metric(0).variance(), 1.0 / 3.0, 1e-12);
  EXPECT_EQ(paired.metric(1).count(), 0);  // never defined in both
  // Mean 1.5 points (3 half-points) against 1 (2 half-points); every game alike, so no spread.
  EXPECT_DOUBLE_EQ(paired.dist(0).difference().diff, 1.0);
  EXPECT_DOUBLE_EQ(paired.dist(0).difference().half_width, 0.0);
  EXPECT_DOUBLE_EQ(paired.dist(1, 0).difference().diff, -1.0);  // share of "x": 1 -> 0
  EXPECT_DOUBLE_EQ(paired.dist(1, 1).difference().diff, 1.0);
}

TEST(PairedRatio, RatioOfSumsAndItsInterval) {
  // A: x 2 and 4 over y 1 and 2 (ratio 6 / 3 = 2); B: x 3 and 3 over 1 and 1 (ratio 3).
  PairedRatio r;
  r.add(2, 1, 3, 1);
  r.add(4, 2, 3, 1);
  EXPECT_NEAR(r.difference().diff, 1.0, 1e-12);
  EXPECT_TRUE(r.difference().paired);
  // With one sample per game the interval is that of the paired mean difference.
  PairedRatio ones, first, second;
  stats::RunningStat direct;
  const std::vector<double> xa{1, 5, 2, 8, 3}, xb{2, 5, 4, 7, 6};
  for (std::size_t i = 0; i < xa.size(); ++i) {
    ones.add(xa[i], 1, xb[i], 1);
    (i < 2 ? first : second).add(xa[i], 1, xb[i], 1);
    direct.add(xb[i] - xa[i]);
  }
  EXPECT_NEAR(ones.difference().diff, direct.mean(), 1e-12);
  EXPECT_NEAR(ones.difference().half_width, direct.ci95_half_width(), 1e-12);
  first.merge(second);
  EXPECT_NEAR(first.difference().diff, ones.difference().diff, 1e-12);
  EXPECT_NEAR(first.difference().half_width, ones.difference().half_width, 1e-12);
  // No samples on one side: that side's ratio reads 0.
  PairedRatio empty;
  empty.add(0, 0, 4, 2);
  EXPECT_DOUBLE_EQ(empty.difference().diff, 2.0);
}

TEST(Differences, PairedWelchAndProportions) {
  stats::RunningStat a, b, d;
  for (double x : {1.0, 2.0, 3.0}) a.add(x);
  for (double x : {2.0, 4.0, 6.0}) b.add(x);
  for (double x : {1.0, 2.0, 3.0}) d.add(x);
  const MetricInfo plain{"s", "k", "l", Unit::kCount, "", "", false};
  const Difference paired = metric_difference(plain, a, b, &d);
  EXPECT_TRUE(paired.paired);
  EXPECT_DOUBLE_EQ(paired.diff, 2.0);
  EXPECT_NEAR(paired.half_width, 1.959963984540054 * 1.0 / std::sqrt(3.0), 1e-12);

  MetricInfo conditional = plain;
  conditional.conditional = true;
  const Difference welch = metric_difference(conditional, a, b, &d);
  EXPECT_FALSE(welch.paired);
  EXPECT_DOUBLE_EQ(welch.diff, 2.0);
  // Variances 1 and 4, three samples each.
  EXPECT_NEAR(welch.half_width, 1.959963984540054 * std::sqrt(1.0 / 3 + 4.0 / 3), 1e-12);

  const Difference shares = share_difference(30, 100, 45, 150);  // 0.3 both
  EXPECT_NEAR(shares.diff, 0.0, 1e-15);
  EXPECT_NEAR(shares.half_width, 1.959963984540054 * std::sqrt(0.21 / 100 + 0.21 / 150), 1e-12);
}

TEST(Units, HalfPointsPrintHalved) {
  EXPECT_EQ(display_scale(Unit::kHalfPoints), 0.5);
  EXPECT_EQ(display_scale(Unit::kChips), 1.0);
}

}  // namespace
}  // namespace cardroom::sim
