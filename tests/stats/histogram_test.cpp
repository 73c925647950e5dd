// The histogram, checked against values worked out by hand.
#include "stats/histogram.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace cardroom::stats {
namespace {

TEST(Histogram, CountsBinsAndEnds) {
  Histogram h(10, 5, 3);  // [10,15) [15,20) [20,25)
  for (int x : {9, 10, 14, 15, 19, 20, 24, 25, 100, -3}) h.add(x);
  EXPECT_EQ(h.under(), 2);
  EXPECT_EQ(h.count(0), 2);
  EXPECT_EQ(h.count(1), 2);
  EXPECT_EQ(h.count(2), 2);
  EXPECT_EQ(h.over(), 2);
  EXPECT_EQ(h.total(), 10);
  // The moments count every sample, outliers included: sum 233.
  EXPECT_DOUBLE_EQ(h.moments().mean(), 23.3);
}

TEST(Histogram, ExactMeanVarianceAndQuantiles) {
  Histogram h(0, 1, 10);
  for (int x : {1, 2, 2, 3, 3, 3, 4, 4, 4, 4}) h.add(x);
  EXPECT_DOUBLE_EQ(h.moments().mean(), 3.0);
  // Sum of squared deviations: 4 + 2*1 + 0 + 4*1 = 10, over n - 1 = 9.
  EXPECT_NEAR(h.moments().variance(), 10.0 / 9.0, 1e-12);
  EXPECT_EQ(h.quantile(0.1), 1);
  EXPECT_EQ(h.quantile(0.2), 2);
  EXPECT_EQ(h.quantile(0.5), 3);
  EXPECT_EQ(h.quantile(0.6), 3);
  EXPECT_EQ(h.quantile(0.61), 4);
  EXPECT_EQ(h.quantile(0.99), 4);
}

TEST(Histogram, MergeEqualsAddingEverything) {
  Histogram a(0, 2, 5), b(0, 2, 5), all(0, 2, 5);
  for (int x = -2; x < 14; ++x) {
    (x % 3 ? a : b).add(x * 7 % 13);
    all.add(x * 7 % 13);
  }
  a.merge(b);
  EXPECT_EQ(a.total(), all.total());
  EXPECT_EQ(a.under(), all.under());
  EXPECT_EQ(a.over(), all.over());
  for (int i = 0; i < a.bins(); ++i) EXPECT_EQ(a.count(i), all.count(i));
  EXPECT_NEAR(a.moments().mean(), all.moments().mean(), 1e-12);
  EXPECT_NEAR(a.moments().variance(), all.moments().variance(), 1e-12);
}

TEST(Histogram, EmptyIsZero) {
  Histogram h(5, 1, 4);
  EXPECT_EQ(h.total(), 0);
  EXPECT_EQ(h.quantile(0.5), 0);
  EXPECT_EQ(h.moments().mean(), 0.0);
}

}  // namespace
}  // namespace cardroom::stats
