// The limits per client on a fake clock (docs/server.md "Limits").
#include "server/client_limits.h"

#include <gtest/gtest.h>

namespace cardroom::server {
namespace {

struct LimitsClock {
  std::int64_t now = 1'000'000;
  ClientLimits::Clock clock() {
    return [this] { return now; };
  }
};

TEST(TokenBucket, AllowsABurstOfItsCapacityThenRefillsSteadily) {
  TokenBucket bucket(5, 1000, 0);
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(bucket.take(0)) << i;
  std::int64_t retry = 0;
  EXPECT_FALSE(bucket.take(0, &retry));
  EXPECT_EQ(retry, 200);  // one token every 200 ms
  EXPECT_FALSE(bucket.take(199));
  EXPECT_TRUE(bucket.take(200));
  EXPECT_FALSE(bucket.take(200));
  // A long pause refills to the capacity, no more.
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(bucket.take(100'000)) << i;
  EXPECT_FALSE(bucket.take(100'000));
  EXPECT_FALSE(bucket.full(100'000));
  EXPECT_TRUE(bucket.full(101'000));
}

TEST(TokenBucket, SlowRatesKeepTheirFractions) {
  // 3 a minute: one every 20 s, however often it is asked in between.
  TokenBucket bucket(3, 60'000, 0);
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(bucket.take(0));
  for (std::int64_t t = 0; t < 20'000; t += 7) EXPECT_FALSE(bucket.take(t)) << t;
  EXPECT_TRUE(bucket.take(20'000));
}

TEST(ClientLimits, CountsConnectionsPerAddress) {
  LimitsClock fake;
  LimitOptions options;
  options.connections_per_address = 2;
  ClientLimits limits(options, fake.clock());
  EXPECT_TRUE(limits.open("10.0.0.1"));
  EXPECT_TRUE(limits.open("10.0.0.1"));
  EXPECT_FALSE(limits.open("10.0.0.1"));
  EXPECT_TRUE(limits.open("10.0.0.2"));  // another address is not held up
  limits.close("10.0.0.1");
  EXPECT_TRUE(limits.open("10.0.0.1"));
  EXPECT_FALSE(limits.open("10.0.0.1"));
}

TEST(ClientLimits, ZeroMeansNoLimit) {
  LimitsClock fake;
  LimitOptions options;
  options.connections_per_address = 0;
  options.requests_per_second = 0;
  options.tables_per_minute = 0;
  ClientLimits limits(options, fake.clock());
  for (int i = 0; i < 10'000; ++i) {
    ASSERT_TRUE(limits.open("10.0.0.1"));
    ASSERT_TRUE(limits.request("10.0.0.1", nullptr));
    ASSERT_TRUE(limits.new_table("10.0.0.1", nullptr));
  }
}

TEST(ClientLimits, RequestsAndTablesPerAddressWithTheWaitToRetry) {
  LimitsClock fake;
  LimitOptions options;
  options.requests_per_second = 50;
  options.tables_per_minute = 20;
  ClientLimits limits(options, fake.clock());
  for (int i = 0; i < 50; ++i) ASSERT_TRUE(limits.request("10.0.0.1", nullptr)) << i;
  std::int64_t retry = 0;
  EXPECT_FALSE(limits.request("10.0.0.1", &retry));
  EXPECT_EQ(retry, 20);
  EXPECT_TRUE(limits.request("10.0.0.2", nullptr));
  fake.now += 20;
  EXPECT_TRUE(limits.request("10.0.0.1", nullptr));

  for (int i = 0; i < 20; ++i) ASSERT_TRUE(limits.new_table("10.0.0.1", nullptr)) << i;
  EXPECT_FALSE(limits.new_table("10.0.0.1", &retry));
  EXPECT_EQ(retry, 3000);  // 20 a minute: one every 3 s
  fake.now += 3000;
  EXPECT_TRUE(limits.new_table("10.0.0.1", nullptr));
}

TEST(ClientLimits, TheSecondStretchesForTests) {
  LimitsClock fake;
  LimitOptions options;
  options.requests_per_second = 3;
  options.second_ms = 600'000;
  ClientLimits limits(options, fake.clock());
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(limits.request("a", nullptr));
  fake.now += 60'000;  // a slow machine's minute is still within the stretched second
  EXPECT_FALSE(limits.request("a", nullptr));
}

TEST(ClientLimits, AnIpv6ClientIsCountedByItsSlash64) {
  EXPECT_EQ(ClientLimits::address_key("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  EXPECT_EQ(ClientLimits::address_key("2001:db8:1:2::1"), "2001:db8:1:2::/64");
  EXPECT_NE(ClientLimits::address_key("2001:db8:1:3::1"), "2001:db8:1:2::/64");
  EXPECT_EQ(ClientLimits::address_key("::ffff:192.0.2.7"), "192.0.2.7");
  EXPECT_EQ(ClientLimits::address_key("192.0.2.7"), "192.0.2.7");
  EXPECT_EQ(ClientLimits::address_key("not an address"), "not an address");
}

TEST(ClientLimits, ForgetsAddressesThatAreIdle) {
  LimitsClock fake;
  LimitOptions options;
  options.requests_per_second = 10;
  options.connections_per_address = 1;
  ClientLimits limits(options, fake.clock());
  ASSERT_TRUE(limits.open("held"));
  for (int i = 0; i < 5000; ++i) limits.request("10.1." + std::to_string(i), nullptr);
  EXPECT_EQ(limits.tracked(), 5001u);  // within their second: all remembered
  fake.now += 10'000;                  // every bucket full again
  // The map sweeps itself as it grows: the idle addresses go, the one holding a connection stays.
  for (int i = 0; i < 3200; ++i) limits.request("10.2." + std::to_string(i), nullptr);
  EXPECT_LT(limits.tracked(), 5000u);
  EXPECT_FALSE(limits.open("held"));
  limits.close("held");
  EXPECT_TRUE(limits.open("held"));
}

TEST(MessageLimit, RefusesOverTheRateThenClosesWhenItGoesOn) {
  MessageLimit limit(4, 1000, 0);
  using V = MessageLimit::Verdict;
  for (int i = 0; i < 4; ++i) EXPECT_EQ(limit.next(0), V::kTake) << i;
  for (int i = 0; i < 4; ++i) EXPECT_EQ(limit.next(0), V::kRefuse) << i;
  EXPECT_EQ(limit.next(0), V::kClose);
}

TEST(MessageLimit, AClientThatSlowsDownIsNeverClosed) {
  MessageLimit limit(4, 1000, 0);
  using V = MessageLimit::Verdict;
  std::int64_t t = 0;
  for (int i = 0; i < 6; ++i) limit.next(t);  // a burst: two refused
  for (int i = 0; i < 1000; ++i) {
    t += 250;  // then within the rate for a long time
    ASSERT_EQ(limit.next(t), V::kTake) << i;
  }
}

TEST(MessageLimit, ZeroMeansNoLimit) {
  MessageLimit limit(0, 1000, 0);
  for (int i = 0; i < 10'000; ++i) ASSERT_EQ(limit.next(0), MessageLimit::Verdict::kTake);
}

}  // namespace
}  // namespace cardroom::server
