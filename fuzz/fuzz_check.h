#pragma once
// What every harness shares: a failed expectation stops the fuzzer with the reason on stderr
// (libFuzzer then saves the input as a crash), and bad input must be refused with InputError —
// any other exception escaping a parser is a bug. And the read–write–read check: whatever the
// project writes it reads again, as the same value. (What the bytes choose: fuzz_choices.h.)
#include <cstdio>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
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

// A failure's text: given as text, as JSON (dumped), or as a function that makes it, so that a
// harness builds it only when an expectation fails.
template <typename Shown>
std::string text_of(const Shown& shown) {
  if constexpr (std::is_invocable_v<const Shown&>) {
    return shown();
  } else if constexpr (requires { shown.dump(); }) {
    return shown.dump();
  } else {
    return std::string(shown);
  }
}

// What a writer wrote, read back by `read`: it must be accepted (whatever the project writes,
// it reads), and the value is returned to compare with the one written.
template <typename Read, typename Shown>
auto read_back(Read&& read, std::string_view what, const Shown& shown) {
  std::optional<decltype(read())> value;
  FUZZ_EXPECT(accepted([&] { value.emplace(read()); }, what), text_of(shown));
  return std::move(*value);
}

// The read–write–read check: `value`, read from the input, was written as `written`; read back
// by `read(written)`, it must be accepted and be `value` again as `same(again, value)` sees it
// (equal, unless a harness says what counts). A failure shows `shown` and what was written.
// Returns what was read back, for the checks a harness adds (written again the same, say).
template <typename T, typename Written, typename Read, typename Shown,
          typename Same = std::equal_to<>>
T written_reads_back(const T& value, const Written& written, Read&& read, std::string_view what,
                     const Shown& shown, Same&& same = {}) {
  const auto both = [&] { return text_of(shown) + "\nwritten: " + text_of(written); };
  T again = read_back([&]() -> T { return read(written); }, what, both);
  FUZZ_EXPECT(same(std::as_const(again), value), both());
  return again;
}

// A reader that says no with an empty optional (a card, a vying action word) as one that refuses
// with InputError, as written_reads_back() expects of a reader.
template <typename Read>
auto refusing(Read read) {
  return [read](std::string_view text) {
    auto value = read(text);
    if (!value) throw InputError("refused: " + std::string(text));
    return *std::move(value);
  };
}

// Words on one line, for a failure's text (the legal moves of the engine and of the rulebook).
template <typename Words>
std::string joined(const Words& words) {
  std::string s;
  for (const auto& w : words) s += (s.empty() ? "" : ", ") + w;
  return s;
}

}  // namespace cardroom::fuzz
