#include "cli/progress.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

namespace cardroom::cli {

namespace {

constexpr int kBarWidth = 24;

std::string duration_text(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "--:--";
  const auto s = static_cast<std::int64_t>(seconds + 0.5);
  char buffer[32];
  if (s >= 3600) {
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                  static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
  } else {
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld", static_cast<long long>(s / 60),
                  static_cast<long long>(s % 60));
  }
  return buffer;
}

}  // namespace

std::string with_commas(std::int64_t n) {
  std::string digits = std::to_string(n < 0 ? -n : n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

std::string short_rate(double per_second) {
  char buffer[32];
  if (per_second >= 1e6) {
    std::snprintf(buffer, sizeof buffer, "%.2fM", per_second / 1e6);
  } else if (per_second >= 1e4) {
    std::snprintf(buffer, sizeof buffer, "%.0fk", per_second / 1e3);
  } else if (per_second >= 100) {
    std::snprintf(buffer, sizeof buffer, "%.0f", per_second);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.2f", per_second);
  }
  return buffer;
}

Progress::Progress(std::int64_t total, std::string unit, bool enabled, std::ostream& out)
    : total_(std::max<std::int64_t>(total, 0)),
      unit_(std::move(unit)),
      enabled_(enabled),
      out_(out),
      start_(std::chrono::steady_clock::now()) {}

Progress::~Progress() {
  // A run that ended by an error leaves the bar's line ended, so the error starts a fresh one.
  std::lock_guard lock(mu_);
  if (enabled_ && !finished_ && drawn_width_ > 0) out_ << '\n' << std::flush;
}

bool Progress::stderr_is_terminal() { return isatty(STDERR_FILENO) != 0; }

std::string Progress::line(std::int64_t done, std::int64_t total, const std::string& unit,
                           double seconds) {
  const double fraction = total > 0 ? std::clamp(double(done) / double(total), 0.0, 1.0) : 1.0;
  const int filled = static_cast<int>(fraction * kBarWidth);
  std::string bar = "[" + std::string(std::size_t(filled), '#') +
                    std::string(std::size_t(kBarWidth - filled), '-') + "]";
  char percent[16];
  std::snprintf(percent, sizeof percent, "%5.1f%%", 100 * fraction);
  const double rate = seconds > 0 ? double(done) / seconds : 0.0;
  const double left = rate > 0 ? double(total - done) / rate : -1;
  return bar + " " + percent + "  " + with_commas(done) + "/" + with_commas(total) + " " + unit +
         "  " + short_rate(rate) + " " + unit + "/s  ETA " + duration_text(left);
}

void Progress::update(std::int64_t done) {
  if (!enabled_) return;
  std::lock_guard lock(mu_);
  if (finished_) return;
  done_ = std::max(done_, done);
  const auto now = std::chrono::steady_clock::now();
  if (drawn_width_ > 0 && now - last_draw_ < std::chrono::milliseconds(100)) return;
  last_draw_ = now;
  const std::string text =
      line(done_, total_, unit_, std::chrono::duration<double>(now - start_).count());
  out_ << '\r' << text;
  if (text.size() < drawn_width_) out_ << std::string(drawn_width_ - text.size(), ' ');
  out_ << std::flush;
  drawn_width_ = text.size();
}

void Progress::finish() {
  std::lock_guard lock(mu_);
  if (!enabled_ || finished_) return;
  finished_ = true;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  char elapsed[32];
  std::snprintf(elapsed, sizeof elapsed, "%.2f s", seconds);
  const std::string text = with_commas(total_) + " " + unit_ + " in " + elapsed + ", " +
                           short_rate(seconds > 0 ? double(total_) / seconds : 0.0) + " " + unit_ +
                           "/s";
  out_ << '\r' << text;
  if (text.size() < drawn_width_) out_ << std::string(drawn_width_ - text.size(), ' ');
  out_ << '\n' << std::flush;
}

}  // namespace cardroom::cli
