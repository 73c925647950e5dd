#pragma once
// Limits per client against abuse (docs/server.md "Limits"): a friend's browser never comes near
// them, a script hammering the server does. The network layer counts connections and requests
// per address and messages per WebSocket connection; the room counts the tables each address
// opens. Every rate is a token bucket: a client may spend its whole allowance in a burst, and it
// comes back steadily over the period.
//
// The clock is passed in (or taken from `clock`), and the length of the limits' "second" is an
// option, so tests can stretch it: a test that sends six requests against a limit of five in a
// stretched second sees the sixth refused however slow the machine is.
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace cardroom::server {

struct LimitOptions {
  int connections_per_address = 64;  // open connections (HTTP and WebSocket) at once; 0: none
  int tables_per_minute = 20;        // POST /api/tables per address per minute; 0: no limit
  int requests_per_second = 50;      // HTTP requests (handshakes included) per address; 0: no limit
  int messages_per_second = 20;      // WebSocket messages per connection; 0: no limit
  std::int64_t request_timeout_ms = 10'000;  // a request's headers and body (and a TLS handshake)
  std::int64_t ws_idle_timeout_ms = 60'000;  // a silent WebSocket is pinged at half, closed at this
  std::int64_t second_ms = 1000;             // how long the limits' second lasts (tests stretch it)
};

// One allowance: `capacity` tokens, refilled at `capacity` per `period_ms`. Not thread-safe.
class TokenBucket {
 public:
  TokenBucket() = default;
  TokenBucket(int capacity, std::int64_t period_ms, std::int64_t now_ms);
  // Spends one token if there is one. When there is none, `retry_after_ms` (if given) says when
  // the next one comes.
  bool take(std::int64_t now_ms, std::int64_t* retry_after_ms = nullptr);
  // Whether it is full at `now_ms` (an address with full buckets can be forgotten).
  bool full(std::int64_t now_ms) const;

 private:
  void refill(std::int64_t now_ms);
  // Tokens are counted in thousandths so a refill never loses a fraction.
  std::int64_t capacity_milli_ = 0, tokens_milli_ = 0, period_ms_ = 1, last_ms_ = 0;
};

// The per-address counts, shared by every connection (thread-safe).
class ClientLimits {
 public:
  using Clock = std::function<std::int64_t()>;  // milliseconds; steady
  explicit ClientLimits(LimitOptions options, Clock clock = nullptr);

  const LimitOptions& options() const { return options_; }
  std::int64_t now() const { return clock_(); }

  // The key an address is counted under: itself, or for IPv6 its /64 (one household's or one
  // machine's share of addresses: counting each of them apart would let one client pass as
  // millions).
  static std::string address_key(std::string_view address);

  // A connection opens from `key`: false (and nothing counted) when the address already holds
  // its limit. Each accepted open is matched by one `close`.
  bool open(const std::string& key);
  void close(const std::string& key);
  // An HTTP request from `key`; false when over the limit, with the wait until the next one.
  bool request(const std::string& key, std::int64_t* retry_after_ms);
  // A new table from `key`; likewise.
  bool new_table(const std::string& key, std::int64_t* retry_after_ms);

  // How many addresses are tracked (for the tests of forgetting).
  std::size_t tracked() const;

 private:
  struct Address {
    int connections = 0;
    TokenBucket requests, tables;
    bool has_requests = false, has_tables = false;
  };
  Address& at(const std::string& key, std::int64_t now);
  void forget_idle(std::int64_t now);

  LimitOptions options_;
  Clock clock_;
  mutable std::mutex mutex_;
  std::map<std::string, Address, std::less<>> addresses_;
  std::size_t forget_at_ = 4096;  // sweep idle addresses once the map grows past this
};

// The messages of one WebSocket connection: within the limit a message is taken; over it, it is
// refused with an error; a connection that goes on past one more second's worth of refusals
// (refusals come back at a tenth of the rate) is closed.
class MessageLimit {
 public:
  enum class Verdict { kTake, kRefuse, kClose };
  MessageLimit() = default;
  MessageLimit(int per_second, std::int64_t second_ms, std::int64_t now_ms);
  Verdict next(std::int64_t now_ms);

 private:
  bool on_ = false;
  TokenBucket messages_, refusals_;
};

}  // namespace cardroom::server
