// Counting set bits and finding the n-th of them (core/bits.h), against a plain walk over the
// bits.
#include <gtest/gtest.h>

#include "core/bits.h"
#include "core/rng.h"

namespace cardroom {
namespace {

TEST(Bits, TheNthSetBitIsTheOneAWalkFinds) {
  Rng rng(64);
  for (int k = 0; k < 20'000; ++k) {
    // Sparse, dense and byte-clustered masks.
    std::uint64_t x = rng.next();
    if (k % 3 == 1) x &= rng.next() & rng.next();
    if (k % 3 == 2) x &= 0xFF00000000FF00F0ULL;
    if (x == 0) continue;
    const SetBits bits(x);
    ASSERT_EQ(bits.count(), count_bits(x));
    int n = 0;
    for (int position = 0; position < 64; ++position) {
      if (x >> position & 1u) {
        ASSERT_EQ(bits.nth(n), position) << std::hex << x;
        ASSERT_EQ(nth_set_bit(x, n), position);
        ++n;
      }
    }
  }
}

}  // namespace
}  // namespace cardroom
