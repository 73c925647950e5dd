#pragma once
// A one-line progress bar on stderr for long runs (simulate, arena): the share done, the count,
// the rate and the time left. It draws only on a terminal, so logs and pipes stay clean, and
// --quiet turns it off. update() is safe from any thread and redraws at most ten times a second.
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <string>

namespace cardroom::cli {

class Progress {
 public:
  // A bar for `total` items called `unit` ("hands"); draws on `out` only when `enabled`.
  Progress(std::int64_t total, std::string unit, bool enabled, std::ostream& out);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void update(std::int64_t done);
  // Replaces the bar by a last line ("1,000,000 hands in 1.6 s, 612k hands/s") and ends it.
  void finish();

  // Whether standard error is a terminal (where a bar belongs).
  static bool stderr_is_terminal();
  // The bar as it would be drawn: exposed for tests.
  static std::string line(std::int64_t done, std::int64_t total, const std::string& unit,
                          double seconds);

 private:
  std::int64_t total_;
  std::string unit_;
  bool enabled_;
  bool finished_ = false;
  std::ostream& out_;
  std::mutex mu_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_draw_{};
  std::size_t drawn_width_ = 0;
  std::int64_t done_ = 0;
};

// 1234567 -> "1,234,567".
std::string with_commas(std::int64_t n);
// 612345.0 -> "612k", 1.5e6 -> "1.50M".
std::string short_rate(double per_second);

}  // namespace cardroom::cli
