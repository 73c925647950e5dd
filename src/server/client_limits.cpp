#include "server/client_limits.h"

#include <algorithm>
#include <boost/asio/ip/address.hpp>
#include <chrono>

namespace cardroom::server {

TokenBucket::TokenBucket(int capacity, std::int64_t period_ms, std::int64_t now_ms)
    : capacity_milli_(std::int64_t{capacity} * 1000),
      tokens_milli_(capacity_milli_),
      period_ms_(std::max<std::int64_t>(1, period_ms)),
      last_ms_(now_ms) {}

void TokenBucket::refill(std::int64_t now_ms) {
  if (now_ms <= last_ms_ || capacity_milli_ == 0) return;
  // capacity tokens per period: capacity_milli / period_ms thousandths per millisecond. Only the
  // whole thousandths earned move the clock on, so slow refills are not rounded away.
  const std::int64_t elapsed = now_ms - last_ms_;
  const std::int64_t earned = elapsed * capacity_milli_ / period_ms_;
  if (earned == 0) return;
  tokens_milli_ = std::min(capacity_milli_, tokens_milli_ + earned);
  last_ms_ = tokens_milli_ == capacity_milli_ ? now_ms : last_ms_ + earned * period_ms_ / capacity_milli_;
}

bool TokenBucket::take(std::int64_t now_ms, std::int64_t* retry_after_ms) {
  refill(now_ms);
  if (tokens_milli_ >= 1000) {
    tokens_milli_ -= 1000;
    return true;
  }
  if (retry_after_ms) {
    const std::int64_t missing = 1000 - tokens_milli_;
    // ceil(missing * period / capacity), less what has accrued since the last refill.
    const std::int64_t wait = (missing * period_ms_ + capacity_milli_ - 1) / std::max<std::int64_t>(1, capacity_milli_);
    *retry_after_ms = std::max<std::int64_t>(1, wait - (now_ms - last_ms_));
  }
  return false;
}

bool TokenBucket::full(std::int64_t now_ms) const {
  TokenBucket copy = *this;
  copy.refill(now_ms);
  return copy.tokens_milli_ >= copy.capacity_milli_;
}

ClientLimits::ClientLimits(LimitOptions options, Clock clock)
    : options_(options), clock_(std::move(clock)) {
  if (!clock_) {
    clock_ = [] {
      using namespace std::chrono;
      return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    };
  }
}

std::string ClientLimits::address_key(std::string_view address) {
  boost::system::error_code ec;
  const auto parsed = boost::asio::ip::make_address(std::string(address), ec);
  if (ec) return std::string(address);
  if (parsed.is_v6()) {
    const auto v6 = parsed.to_v6();
    if (v6.is_v4_mapped()) {
      return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, v6).to_string();
    }
    auto bytes = v6.to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), 0);
    return boost::asio::ip::address_v6(bytes).to_string() + "/64";
  }
  return parsed.to_string();
}

ClientLimits::Address& ClientLimits::at(const std::string& key, std::int64_t now) {
  if (addresses_.size() >= forget_at_) forget_idle(now);
  return addresses_[key];
}

void ClientLimits::forget_idle(std::int64_t now) {
  std::erase_if(addresses_, [now](const auto& entry) {
    const Address& a = entry.second;
    return a.connections == 0 && (!a.has_requests || a.requests.full(now)) &&
           (!a.has_tables || a.tables.full(now));
  });
  // Sweep again only once the map has doubled from what is left, so sweeping stays cheap.
  forget_at_ = std::max<std::size_t>(4096, addresses_.size() * 2);
}

bool ClientLimits::open(const std::string& key) {
  std::lock_guard lock(mutex_);
  Address& a = at(key, clock_());
  if (options_.connections_per_address > 0 && a.connections >= options_.connections_per_address) {
    return false;
  }
  ++a.connections;
  return true;
}

void ClientLimits::close(const std::string& key) {
  std::lock_guard lock(mutex_);
  const auto it = addresses_.find(key);
  if (it != addresses_.end() && it->second.connections > 0) --it->second.connections;
}

bool ClientLimits::request(const std::string& key, std::int64_t* retry_after_ms) {
  if (options_.requests_per_second <= 0) return true;
  std::lock_guard lock(mutex_);
  const std::int64_t now = clock_();
  Address& a = at(key, now);
  if (!a.has_requests) {
    a.requests = TokenBucket(options_.requests_per_second, options_.second_ms, now);
    a.has_requests = true;
  }
  return a.requests.take(now, retry_after_ms);
}

bool ClientLimits::new_table(const std::string& key, std::int64_t* retry_after_ms) {
  if (options_.tables_per_minute <= 0) return true;
  std::lock_guard lock(mutex_);
  const std::int64_t now = clock_();
  Address& a = at(key, now);
  if (!a.has_tables) {
    a.tables = TokenBucket(options_.tables_per_minute, 60 * options_.second_ms, now);
    a.has_tables = true;
  }
  return a.tables.take(now, retry_after_ms);
}

std::size_t ClientLimits::tracked() const {
  std::lock_guard lock(mutex_);
  return addresses_.size();
}

MessageLimit::MessageLimit(int per_second, std::int64_t second_ms, std::int64_t now_ms)
    : on_(per_second > 0),
      messages_(per_second, second_ms, now_ms),
      refusals_(per_second, 10 * second_ms, now_ms) {}

MessageLimit::Verdict MessageLimit::next(std::int64_t now_ms) {
  if (!on_ || messages_.take(now_ms)) return Verdict::kTake;
  return refusals_.take(now_ms) ? Verdict::kRefuse : Verdict::kClose;
}

}  // namespace cardroom::server
