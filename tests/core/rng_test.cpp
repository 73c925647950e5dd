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

// below_if steps by a select rather than a branch: it must give what the branch gives, the
// redraws of large bounds included (a bound near 2^32 rejects about half its first draws).
TEST(Rng, BelowIfDrawsWhatABranchWouldDraw) {
  Rng chooser(16), plain(5), selected(5);
  constexpr std::array<std::uint32_t, 6> kBounds{0, 1, 2, 7, 0x80000001u, 0xffffffffu};
  for (int i = 0; i < 20000; ++i) {
    const bool draw = chooser.below(2) != 0;
    const std::uint32_t bound = kBounds[chooser.below(kBounds.size())];
    const std::uint32_t expected = draw && bound > 0 ? plain.below(bound) : 0;
    ASSERT_EQ(selected.below_if(draw && bound > 0, bound), expected) << i;
    ASSERT_TRUE(selected == plain) << i;
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
