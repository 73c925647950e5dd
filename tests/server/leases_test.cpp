// Leases (server/leases.h): one holder per table among the processes sharing a database, terms
// that run out, and a store fenced by them — on both databases. Times are given, never waited.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "server/leases.h"
#include "server/store.h"
#include "server/store_backend.h"

namespace cardroom::server {
namespace {

using testing_support::StoreBackendTest;

constexpr std::int64_t kTerm = 8000;
constexpr std::int64_t kNow = 1'000'000;
const char* const kA = "http://10.0.0.1:8080";
const char* const kB = "http://10.0.0.2:8080";
const char* const kC = "http://10.0.0.3:8080";

class LeasesTest : public StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    if (IsSkipped()) return;
    store_ = std::make_unique<Store>(where_);
    for (const char* id : {"t1", "t2", "t3"}) {
      store_->create_table(id, io::Json{{"seats", 2}}, 1000, 7, "");
    }
    a_ = std::make_unique<Leases>(where_, kA, kTerm);
    b_ = std::make_unique<Leases>(where_, kB, kTerm);
  }
  void TearDown() override {
    a_.reset();
    b_.reset();
    store_.reset();
    StoreBackendTest::TearDown();
  }

  std::unique_ptr<Store> store_;
  std::unique_ptr<Leases> a_, b_;
};

TEST_P(LeasesTest, OneHolderAtATimeUntilItsTermRunsOut) {
  EXPECT_FALSE(a_->claim("nosuchtable", kNow));  // no lease for a table that does not exist
  EXPECT_EQ(count("leases"), 0);

  EXPECT_TRUE(a_->claim("t1", kNow));
  EXPECT_TRUE(a_->claim("t1", kNow + 10));  // ours already: renewed
  EXPECT_FALSE(b_->claim("t1", kNow + 20));
  EXPECT_EQ(b_->holder_of("t1", kNow + 20), kA);
  EXPECT_EQ(b_->holder_of("t2", kNow + 20), std::nullopt);

  // The term runs from the last claim or renewal: B waits it out to the millisecond.
  EXPECT_FALSE(b_->claim("t1", kNow + 10 + kTerm - 1));
  EXPECT_TRUE(b_->claim("t1", kNow + 10 + kTerm));
  EXPECT_EQ(a_->holder_of("t1", kNow + 10 + kTerm), kB);
  // A renews what it holds: no longer t1.
  EXPECT_TRUE(a_->renew(kNow + 10 + kTerm).empty());
  EXPECT_EQ(b_->renew(kNow + 10 + kTerm), std::vector<std::string>{"t1"});
}

TEST_P(LeasesTest, RenewingKeepsATableReleasingGivesItBack) {
  ASSERT_TRUE(a_->claim("t1", kNow));
  ASSERT_TRUE(a_->claim("t2", kNow));
  auto held = a_->renew(kNow + kTerm - 1);
  std::sort(held.begin(), held.end());
  EXPECT_EQ(held, (std::vector<std::string>{"t1", "t2"}));
  EXPECT_FALSE(b_->claim("t1", kNow + kTerm));  // renewed: a whole term from then
  EXPECT_TRUE(b_->our_share_of_lapsed(kNow + kTerm).empty());

  a_->release("t1");
  b_->release("t2");  // not B's: nothing happens
  EXPECT_TRUE(b_->claim("t1", kNow + kTerm));
  EXPECT_FALSE(b_->claim("t2", kNow + kTerm));
}

TEST_P(LeasesTest, AHolderThatStopsHandsItsTablesOverAtOnce) {
  ASSERT_TRUE(a_->claim("t1", kNow));
  ASSERT_TRUE(a_->claim("t2", kNow));
  EXPECT_TRUE(b_->our_share_of_lapsed(kNow + 1).empty());
  a_->hand_over(kNow);
  EXPECT_EQ(b_->our_share_of_lapsed(kNow + 1), (std::vector<std::string>{"t1", "t2"}));
  EXPECT_TRUE(b_->claim("t1", kNow + 1));
  EXPECT_EQ(b_->our_share_of_lapsed(kNow + 1), std::vector<std::string>{"t2"});
}

TEST_P(LeasesTest, OnlyTheHolderMovesATableAndTheNewHolderFindsItAtItsRenewal) {
  ASSERT_TRUE(a_->claim("t1", kNow));
  EXPECT_FALSE(b_->move_to("t1", kB, kNow));  // B does not hold it
  EXPECT_TRUE(a_->move_to("t1", kB, kNow));
  EXPECT_EQ(a_->holder_of("t1", kNow + 1), kB);
  EXPECT_EQ(b_->renew(kNow + 1), std::vector<std::string>{"t1"});
  EXPECT_FALSE(a_->claim("t1", kNow + 2));
}

TEST_P(LeasesTest, AFencedStoreWritesOnlyTheTablesItsProcessHolds) {
  Store& a_store = *store_;
  a_store.fence(kA);
  ASSERT_TRUE(a_->claim("t1", kNow));
  a_store.record("t1", 1, io::Json{{"type", "presence"}});
  // t2 is nobody's: A may not write it.
  EXPECT_THROW(a_store.record("t2", 1, io::Json{{"type", "presence"}}), std::runtime_error);
  // B takes t1 over once A's term is out; A, frozen meanwhile, can no longer write it.
  ASSERT_TRUE(b_->claim("t1", kNow + kTerm));
  EXPECT_THROW(a_store.record("t1", 2, io::Json{{"type", "presence"}}), std::runtime_error);
  Store b_store(where_);
  b_store.fence(kB);
  b_store.record("t1", 2, io::Json{{"type", "presence"}});
  EXPECT_EQ(rows("SELECT seq FROM tables WHERE id = 't1'"), (std::vector<std::vector<std::string>>{{"2"}}));
  EXPECT_EQ(count("events"), 2);
}

TEST_P(LeasesTest, TheLapsedAreSharedAmongTheLivingThenAnyonesATermLater) {
  ASSERT_TRUE(a_->claim("t1", kNow));
  ASSERT_TRUE(a_->claim("t2", kNow));
  Leases c(where_, kC, kTerm);
  b_->renew(kNow + kTerm);  // B and C live (they renew, holding a table or not); A's term is over
  c.renew(kNow + kTerm);
  auto by_b = b_->our_share_of_lapsed(kNow + kTerm);
  auto by_c = c.our_share_of_lapsed(kNow + kTerm);
  std::vector<std::string> both = by_b;
  both.insert(both.end(), by_c.begin(), by_c.end());
  std::sort(both.begin(), both.end());
  EXPECT_EQ(both, (std::vector<std::string>{"t1", "t2"}));  // each once, between them
  // A whole term after A's ended, whatever is left is anyone's.
  c.renew(kNow + 2 * kTerm - 1);
  EXPECT_EQ(b_->our_share_of_lapsed(kNow + 2 * kTerm), (std::vector<std::string>{"t1", "t2"}));
}

CARDROOM_ON_BOTH_STORES(LeasesTest);

}  // namespace
}  // namespace cardroom::server
