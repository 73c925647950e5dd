// Running moments and the Wilson interval, on cases whose answer is known.
#include "stats/statistics.h"

#include <gtest/gtest.h>

#include <cmath>

namespace cardroom::stats {
namespace {

TEST(RunningStat, ExactValuesOnConstructedData) {
  RunningStat s;
  for (double x : {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0}) s.add(x);
  EXPECT_EQ(s.count(), 8);
  EXPECT_DOUBLE_EQ(s.mean(), 5.0);
  EXPECT_DOUBLE_EQ(s.variance(), 32.0 / 7.0);  // sum of squared deviations 32, n - 1 = 7
  EXPECT_NEAR(s.ci95_half_width(), 1.959963984540054 * std::sqrt(32.0 / 7.0 / 8.0), 1e-12);
}

TEST(RunningStat, MergingEqualsOneStream) {
  RunningStat all, left, right;
  for (int i = 0; i < 100; ++i) {
    const double x = (i * 37 % 11) - 3.5;
    all.add(x);
    (i < 40 ? left : right).add(x);
  }
  left.merge(right);
  EXPECT_EQ(left.count(), all.count());
  EXPECT_NEAR(left.mean(), all.mean(), 1e-12);
  EXPECT_NEAR(left.variance(), all.variance(), 1e-9);
}

TEST(Wilson, KnownIntervalsAndBounds) {
  const Interval half = wilson95(0.5, 100);  // 50 of 100: the textbook [0.4038, 0.5962]
  EXPECT_NEAR(half.low, 0.40383, 1e-5);
  EXPECT_NEAR(half.high, 0.59617, 1e-5);
  const double z2 = 1.959963984540054 * 1.959963984540054;
  const Interval none = wilson95(0.0, 10), all = wilson95(1.0, 10);
  EXPECT_NEAR(none.low, 0.0, 1e-12);
  EXPECT_NEAR(none.high, z2 / 10 / (1 + z2 / 10), 1e-12);  // not a point, unlike mean ± 0
  EXPECT_NEAR(all.high, 1.0, 1e-12);
  EXPECT_NEAR(all.low, 1 - z2 / 10 / (1 + z2 / 10), 1e-12);
  for (int n : {1, 2, 7, 1000}) {
    for (double p : {0.0, 0.01, 0.3, 0.99, 1.0}) {
      const Interval i = wilson95(p, n);
      EXPECT_GE(i.low, 0.0);
      EXPECT_LE(i.high, 1.0);
      EXPECT_LE(i.low, p + 1e-12);
      EXPECT_GE(i.high, p - 1e-12);
    }
  }
}

}  // namespace
}  // namespace cardroom::stats
