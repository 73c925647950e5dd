#pragma once
// Exact binary images of statistics, for the two places they leave a process: a checkpoint
// file and a message between the ranks of a cluster job. Doubles travel as their bits, so a
// partial result read back merges to the same bytes as one that never left memory. Both ends
// are the same build on the same kind of machine (little-endian x86-64 or arm64); a reader
// that runs off the end throws InputError naming what it was reading.
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/input_error.h"

namespace cardroom {

class ByteWriter {
 public:
  void i64(std::int64_t v) { raw(v); }
  void f64(double v) { raw(v); }
  void text(std::string_view s) {
    i64(static_cast<std::int64_t>(s.size()));
    out_.append(s.data(), s.size());
  }
  const std::string& bytes() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  template <typename T>
  void raw(T v) {
    static_assert(std::is_trivially_copyable_v<T>);
    char buffer[sizeof(T)];
    std::memcpy(buffer, &v, sizeof(T));
    out_.append(buffer, sizeof(T));
  }
  std::string out_;
};

class ByteReader {
 public:
  // `what` names the source in errors ("--checkpoint run.ckpt").
  ByteReader(std::string_view bytes, std::string what) : in_(bytes), what_(std::move(what)) {}

  std::int64_t i64() { return raw<std::int64_t>(); }
  double f64() { return raw<double>(); }
  // A count that must lie in [0, most]: guards the sizes read before allocating.
  std::int64_t count(std::int64_t most) {
    const std::int64_t n = i64();
    if (n < 0 || n > most) fail("a count out of range");
    return n;
  }
  std::string text() {
    const auto n = static_cast<std::size_t>(count(static_cast<std::int64_t>(left())));
    std::string s(in_.substr(at_, n));
    at_ += n;
    return s;
  }
  std::size_t left() const { return in_.size() - at_; }
  // Throws unless every byte was read.
  void finish() const {
    if (at_ != in_.size()) fail("bytes left over at the end");
  }
  [[noreturn]] void fail(const std::string& why) const {
    throw InputError(what_ + ": not a valid image (" + why + ")");
  }

 private:
  template <typename T>
  T raw() {
    if (left() < sizeof(T)) fail("it ends early");
    T v;
    std::memcpy(&v, in_.data() + at_, sizeof(T));
    at_ += sizeof(T);
    return v;
  }
  std::string_view in_;
  std::size_t at_ = 0;
  std::string what_;
};

}  // namespace cardroom
