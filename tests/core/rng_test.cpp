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

// below_both, stated plainly: one step of the generator; the high half times the first bound
// and the low half times the second, each kept when its low 32 bits are at least 2^32 mod its
// bound (the unbiased multiply-and-shift); otherwise the step is drawn again. Bounds near 2^32
// reject about half their draws, so the redraws are exercised.
TEST(Rng, BelowBothIsTwoUnbiasedDrawsFromOneStep) {
  Rng chooser(16), plain(5), both(5);
  constexpr std::array<std::uint32_t, 6> kBounds{1, 2, 3, 7, 0x80000001u, 0xffffffffu};
  const auto accepted = [](std::uint64_t product, std::uint32_t bound) {
    return std::uint32_t(product) >= (std::uint64_t{1} << 32) % bound;
  };
  for (int i = 0; i < 20000; ++i) {
    const std::uint32_t first = kBounds[chooser.below(kBounds.size())];
    const std::uint32_t second = kBounds[chooser.below(kBounds.size())];
    std::uint64_t a = 0, b = 0;
    do {
      const std::uint64_t x = plain.next();
      a = (x >> 32) * first;
      b = (x & 0xffffffffULL) * second;
    } while (!accepted(a, first) || !accepted(b, second));
    const auto [got_first, got_second] = both.below_both(first, second);
    ASSERT_EQ(got_first, a >> 32) << i;
    ASSERT_EQ(got_second, b >> 32) << i;
    ASSERT_LT(got_first, first);
    ASSERT_LT(got_second, second);
    ASSERT_TRUE(both == plain) << i;
  }
}

// The two numbers are independent: every pair of 3 x 5 turns up about equally often.
TEST(Rng, BelowBothCoversEveryPairEvenly) {
  Rng rng(8);
  std::array<std::array<int, 5>, 3> seen{};
  for (int i = 0; i < 15000; ++i) {
    const auto [first, second] = rng.below_both(3, 5);
    ++seen[first][second];
  }
  for (const auto& row : seen) {
    for (int count : row) EXPECT_GT(count, 850);  // expected 1000 each
  }
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
