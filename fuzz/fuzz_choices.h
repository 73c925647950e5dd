#pragma once
// What the fuzzer's bytes choose: read from the front (a selector byte, then the rest as text),
// or, for the differential targets, one choice after another, from the bytes while they last and
// then from a generator seeded by the whole input, so that every input plays a whole hand or
// round, the same one every time it is run.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/rng.h"

namespace cardroom::fuzz {

// The fuzzer's bytes read from the front: a selector byte, then the rest as text.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  std::uint8_t byte() {
    if (size_ == 0) return 0;
    --size_;
    return *data_++;
  }
  // A number in 0..n-1 (0 once the bytes run out).
  unsigned below(unsigned n) { return n == 0 ? 0 : byte() % n; }
  std::string_view rest() {
    std::string_view text(reinterpret_cast<const char*>(data_), size_);
    data_ += size_;
    size_ = 0;
    return text;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
};

// The 64-bit FNV-1a hash of the input: the seed of the choices once the bytes run out.
inline std::uint64_t fnv1a(const std::uint8_t* data, std::size_t size) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 0x100000001b3ULL;
  return h;
}

// Choices from the bytes, then from a generator once they run out.
class Chooser {
 public:
  Chooser(const std::uint8_t* data, std::size_t size)
      : bytes_(data, size), rng_(fnv1a(data, size)) {}
  unsigned below(unsigned n) {
    if (n <= 1) return 0;
    if (!bytes_.empty()) return bytes_.below(n);
    return rng_.below(n);
  }
  bool coin() { return below(2) == 1; }

 private:
  Bytes bytes_;
  Rng rng_;
};

}  // namespace cardroom::fuzz
