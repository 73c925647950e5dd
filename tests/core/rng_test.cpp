#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "core/rng.h"

namespace cardroom {
namespace {

TEST(Rng, SameSeedSameSequence) {
  Rng a(42), b(42);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.next(), b.next());
}

TEST(Rng, StreamsDiffer) {
  Rng a = Rng::stream(7, 0), b = Rng::stream(7, 1);
  int same = 0;
  for (int i = 0; i < 100; ++i) same += a.next() == b.next();
  EXPECT_EQ(same, 0);
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
  Rng rng(3);
  std::array<int, 7> seen{};
  for (int i = 0; i < 7000; ++i) {
    auto x = rng.below(7);
    ASSERT_LT(x, 7u);
    ++seen[x];
  }
  for (int count : seen) EXPECT_GT(count, 800);  // expected 1000 each
}

TEST(Rng, ShuffleIsAPermutation) {
  Rng rng(9);
  std::array<int, 52> cards{};
  std::iota(cards.begin(), cards.end(), 0);
  rng.shuffle(std::span<int>(cards));
  auto sorted = cards;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 52; ++i) EXPECT_EQ(sorted[i], i);
  EXPECT_FALSE(std::is_sorted(cards.begin(), cards.end()));
}

}  // namespace
}  // namespace cardroom
