#pragma once
// Counting the set bits of a mask (seats, cards). A baseline x86-64 build has no popcnt
// instruction, so std::popcount becomes a call into libgcc; these few shifts and adds are
// cheaper than the call on the engines' hot paths (random play counts seats at every action).
#include <cstdint>

namespace cardroom {

constexpr int count_bits(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return int((x * 0x0101010101010101ULL) >> 56);
}

static_assert(count_bits(0) == 0 && count_bits(0x8000000000000001ULL) == 2 &&
              count_bits(~std::uint64_t{0}) == 64);

}  // namespace cardroom
