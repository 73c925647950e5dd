#pragma once
// Seeded random numbers: xoshiro256** seeded through SplitMix64. Fast, small (32 bytes, so a
// bot can copy it with a game state) and splittable: stream(seed, k) gives game k of a
// simulation its own independent generator, so results do not depend on the thread count.
#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace cardroom {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) noexcept {
    std::uint64_t x = seed;
    for (auto& word : state_) word = splitmix(x);
  }

  // An independent generator for item `index` (a game, a thread, a bot) under `seed`.
  static Rng stream(std::uint64_t seed, std::uint64_t index) noexcept {
    std::uint64_t x = seed ^ 0x6a09e667f3bcc909ULL;
    std::uint64_t mixed = splitmix(x) ^ (index * 0x9e3779b97f4a7c15ULL + 0xbb67ae8584caa73bULL);
    return Rng(splitmix(mixed));
  }

  bool operator==(const Rng&) const = default;

  std::uint64_t next() noexcept {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform in [0, 1): the top 53 bits of a step, every double of that spacing equally likely.
  double unit() noexcept { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's multiply-and-reject).
  std::uint32_t below(std::uint32_t bound) noexcept {
    std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
    auto low = std::uint32_t(m);
    if (low < bound) {
      const std::uint32_t threshold = std::uint32_t(-bound) % bound;
      while (low < threshold) {
        m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        low = std::uint32_t(m);
      }
    }
    return std::uint32_t(m >> 32);
  }

  // A number below `first` and one below `second` (both bounds at least 1) from a single step:
  // the high half of next() gives the first and the low half the second, each by the
  // multiply-and-shift of below(), and the step is redrawn when either half falls in its biased
  // sliver, so the pair is exactly uniform. Random play draws its word and, should it be a bet,
  // the amount at once: one step instead of two on the chain from one decision to the next.
  std::pair<std::uint32_t, std::uint32_t> below_both(std::uint32_t first, std::uint32_t second) noexcept {
    for (;;) {
      const std::uint64_t x = next();
      const std::uint64_t a = (x >> 32) * first, b = (x & 0xffffffffULL) * second;
      const auto a_low = std::uint32_t(a), b_low = std::uint32_t(b);
      // Below the bound is the only place a biased draw can be (2^32 mod bound < bound).
      if ((a_low < first) | (b_low < second)) [[unlikely]] {
        if (a_low < std::uint32_t(-first) % first || b_low < std::uint32_t(-second) % second) continue;
      }
      return {std::uint32_t(a >> 32), std::uint32_t(b >> 32)};
    }
  }

  // Fisher-Yates shuffle of any contiguous range.
  template <typename T>
  void shuffle(std::span<T> items) noexcept {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::swap(items[i - 1], items[below(std::uint32_t(i))]);
    }
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix(std::uint64_t& x) noexcept {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  std::array<std::uint64_t, 4> state_{};
};

}  // namespace cardroom
