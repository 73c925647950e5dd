#include "server/server_log.h"

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <iostream>
#include <stdexcept>

namespace cardroom::server {

namespace {

bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }
bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

bool is_card_at(std::string_view text, std::size_t i) {
  static constexpr std::string_view kRanks = "23456789TJQKA", kSuits = "cdhs";
  if (i + 2 > text.size()) return false;
  if (kRanks.find(text[i]) == std::string_view::npos) return false;
  if (kSuits.find(text[i + 1]) == std::string_view::npos) return false;
  const bool alone_before = i == 0 || !is_word(text[i - 1]);
  const bool alone_after = i + 2 == text.size() || !is_word(text[i + 2]);
  return alone_before && alone_after;
}

std::string utc_now() {
  using namespace std::chrono;
  const auto now = system_clock::now();
  const std::time_t seconds = system_clock::to_time_t(now);
  const auto millis = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char text[96];
  std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(millis));
  return text;
}

}  // namespace

std::string redacted(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_hex(text[i]) && (i == 0 || !is_hex(text[i - 1]))) {
      std::size_t end = i;
      while (end < text.size() && is_hex(text[end])) ++end;
      if (end - i >= 16) {
        out += "[token]";
        i = end;
        continue;
      }
    }
    if (is_card_at(text, i)) {
      out += "[card]";
      i += 2;
      continue;
    }
    // Control characters (a newline in a target) would let a client forge log lines.
    const unsigned char c = static_cast<unsigned char>(text[i]);
    out += c < 0x20 || c == 0x7f ? '?' : text[i];
    ++i;
  }
  return out;
}

std::string redacted_target(std::string_view target) {
  const auto mark = target.find('?');
  std::string out = redacted(target.substr(0, mark));
  if (mark == std::string_view::npos) return out;
  std::string_view query = target.substr(mark + 1);
  out += '?';
  bool first = true;
  while (true) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    const auto eq = pair.find('=');
    const std::string_view key = pair.substr(0, eq);
    if (!first) out += '&';
    first = false;
    if (eq != std::string_view::npos && (key == "token" || key == "host")) {
      out += redacted(key);
      out += "=[token]";
    } else {
      out += redacted(pair);
    }
    if (amp == std::string_view::npos) break;
    query = query.substr(amp + 1);
  }
  return out;
}

void log_error(std::string_view text) {
  std::cerr << ("cardroom serve: " + redacted(text) + "\n") << std::flush;
}

AccessLog::AccessLog(const std::string& path) : to_stderr_(path == "-") {
  if (to_stderr_) return;
  file_.open(path, std::ios::app);
  if (!file_) {
    throw std::runtime_error("--access-log " + path + ": cannot open it for writing (" +
                             std::strerror(errno) + ")");
  }
}

void AccessLog::write(std::string_view address, std::string_view what) {
  // The address comes from the socket, not from the client: it is written as it is.
  const std::string line = utc_now() + " " + std::string(address) + " " + redacted(what) + "\n";
  std::lock_guard lock(mutex_);
  if (to_stderr_) {
    std::cerr << line << std::flush;
  } else {
    file_ << line << std::flush;
  }
}

}  // namespace cardroom::server
