#pragma once
// What `cardroom serve` writes about itself: error lines on stderr and, with --access-log, one
// line per request. Neither may hold a credential or a card (docs/server.md "Logs"): a log file
// is read by whoever runs the machine, and a token in it is a seat anyone could take. So every
// line goes through `redacted`, and a request's target is logged with the values of its
// `token` and `host` query keys replaced.
#include <fstream>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace cardroom::server {

// `text` with every run of 16 or more hex digits (a token, a token's hash) replaced by
// "[token]" and every card code standing as a word of its own ("As", "7d", "Tc") by "[card]".
std::string redacted(std::string_view text);

// A request target for a log: the path as it is, the query's `token` and `host` values
// replaced by "[token]", the rest through `redacted`.
std::string redacted_target(std::string_view target);

// One line on stderr: "cardroom serve: " + redacted(text).
void log_error(std::string_view text);

// The access log: `path` a file appended to, or "-" for stderr. Thread-safe; lines are written
// whole. Each line: UTC time, the client's address, then `what` (redacted).
class AccessLog {
 public:
  // Throws std::runtime_error when the file cannot be opened.
  explicit AccessLog(const std::string& path);
  void write(std::string_view address, std::string_view what);

 private:
  std::mutex mutex_;
  std::ofstream file_;
  bool to_stderr_ = false;
};

}  // namespace cardroom::server
