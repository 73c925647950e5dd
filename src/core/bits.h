#pragma once
// Counting the set bits of a mask (seats, cards). A baseline x86-64 build has no popcnt
// instruction, so std::popcount becomes a call into libgcc; these few shifts and adds are
// cheaper than the call on the engines' hot paths (random play counts seats at every action).
#include <cstdint>
#include <type_traits>

namespace cardroom {

constexpr int count_bits(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return int((x * 0x0101010101010101ULL) >> 56);
}

static_assert(count_bits(0) == 0 && count_bits(0x8000000000000001ULL) == 2 &&
              count_bits(~std::uint64_t{0}) == 64);

// `if_true` when `condition`, else `if_false`, by masking rather than by a branch. For
// conditions on random cards or random choices: GCC turns some `?:` into branches, and a branch
// on random data mispredicts about half the time.
template <typename T>
constexpr T selected(bool condition, T if_true, T if_false) {
  static_assert(std::is_integral_v<T>);
  const std::uint64_t mask = std::uint64_t{0} - std::uint64_t{condition};
  const auto a = static_cast<std::uint64_t>(if_true), b = static_cast<std::uint64_t>(if_false);
  return static_cast<T>(b ^ ((a ^ b) & mask));
}

static_assert(selected(true, -3, 5) == -3 && selected(false, -3, 5) == 5 &&
              selected<std::int8_t>(true, -1, 7) == -1);

}  // namespace cardroom
