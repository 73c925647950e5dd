#pragma once
// What every harness shares: a failed expectation stops the fuzzer with the reason on stderr
// (libFuzzer then saves the input as a crash), and bad input must be refused with InputError —
// any other exception escaping a parser is a bug.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/input_error.h"

namespace cardroom::fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = "") {
  std::fprintf(stderr, "\nFUZZ EXPECTATION FAILED: %.*s\n%.*s\n", int(what.size()), what.data(),
               int(detail.size()), detail.data());
  std::fflush(stderr);
  __builtin_trap();
}

#define FUZZ_EXPECT(condition, detail)                                                  \
  do {                                                                                  \
    if (!(condition)) ::cardroom::fuzz::fail(#condition " (" __FILE__ ")", (detail)); \
  } while (0)

// Runs `f`: true when it returned, false when it refused the input with InputError; anything
// else escaping is a failure.
template <typename F>
bool accepted(F&& f, std::string_view what) {
  try {
    f();
    return true;
  } catch (const InputError& e) {
    if (std::string_view(e.what()).empty()) fail(what, "an InputError without a message");
    return false;
  } catch (const std::exception& e) {
    fail(std::string(what) + ": an exception other than InputError escaped", e.what());
  } catch (...) {
    fail(what, "something that is not a std::exception escaped");
  }
}

// What a writer wrote, read back by `read`: it must be accepted (whatever the project writes,
// it reads), and the value is returned to compare with the one written.
template <typename Read>
auto read_back(Read&& read, std::string_view what, const std::string& shown) {
  std::optional<decltype(read())> value;
  FUZZ_EXPECT(accepted([&] { value.emplace(read()); }, what), shown);
  return std::move(*value);
}

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

}  // namespace cardroom::fuzz
