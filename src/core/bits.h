#pragma once
// Counting the set bits of a mask (seats, cards). A baseline x86-64 build has no popcnt
// instruction, so std::popcount becomes a call into libgcc; these few shifts and adds are
// cheaper than the call on the engines' hot paths (random play counts seats at every action).
#include <array>
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

namespace bits_detail {
// kNthInByte[byte][n]: the position of the n-th set bit of `byte` (8 when it has fewer).
constexpr std::array<std::array<std::uint8_t, 8>, 256> nth_in_byte_table() {
  std::array<std::array<std::uint8_t, 8>, 256> table{};
  for (unsigned byte = 0; byte < 256; ++byte) {
    int n = 0;
    for (auto& position : table[byte]) position = 8;
    for (int bit = 0; bit < 8; ++bit) {
      if (byte >> bit & 1u) table[byte][std::size_t(n++)] = std::uint8_t(bit);
    }
  }
  return table;
}
inline constexpr auto kNthInByte = nth_in_byte_table();
}  // namespace bits_detail

// A mask's set bits counted byte by byte, for how many there are and where the n-th is. Random
// play counts the moves a mask marks and then takes the n-th: a loop clearing n bits would stop
// after a random number of steps and mispredict its exit, so the bytes' running counts find the
// byte at once (Vigna's broadword select) and a table the bit inside it.
class SetBits {
 public:
  constexpr explicit SetBits(std::uint64_t x) : x_(x) {
    std::uint64_t s = x - ((x >> 1) & 0x5555555555555555ULL);
    s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
    s = (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    running_ = s * kBytes;  // byte i: the set bits in bytes 0..i (at most 64: no byte overflows)
  }

  constexpr int count() const { return int(running_ >> 56); }

  // The position of the n-th set bit, counting from 0 at the lowest; n < count().
  constexpr int nth(int n) const {
    // Top bit of byte i set when bytes 0..i hold n or fewer set bits: the n-th lies beyond them.
    // They are a run of low bytes, since the running counts only grow.
    const std::uint64_t passed = ((std::uint64_t(n) * kBytes | kByteTops) - running_) & kByteTops;
    const int shift = int((((passed >> 7) * kBytes) >> 56) * 8);
    const int before = int(((running_ << 8) >> shift) & 0xFF);
    const unsigned byte = unsigned(x_ >> shift) & 0xFFu;
    return shift + bits_detail::kNthInByte[byte][std::size_t(n - before)];
  }

 private:
  static constexpr std::uint64_t kBytes = 0x0101010101010101ULL;
  static constexpr std::uint64_t kByteTops = 0x8080808080808080ULL;
  std::uint64_t x_;
  std::uint64_t running_;
};

// The position of the n-th set bit of `x` (from 0 at the lowest); `x` must have more than n.
constexpr int nth_set_bit(std::uint64_t x, int n) { return SetBits(x).nth(n); }

static_assert(SetBits(0x0000010000001100ULL).count() == 3 && nth_set_bit(1, 0) == 0 &&
              nth_set_bit(0x8000000000000001ULL, 1) == 63 &&
              nth_set_bit(0x0000010000001100ULL, 2) == 40 && nth_set_bit(~std::uint64_t{0}, 37) == 37);

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
