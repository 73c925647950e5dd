// The host's lock: while locked nobody new may sit down (409, naming the lock, nothing changed),
// those seated play on and may leave; unlocked, seats open again; views say so; a restored table
// is still locked; locking twice changes nothing.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace lock_test {

constexpr const char* kPeople = R"({"games": ["7-27"], "seats": 4, "timer_s": 30})";

TEST(TableLock, NobodyNewSitsDownWhileLocked) {
  Harness h(kPeople);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  EXPECT_FALSE(h.view(std::nullopt).at("locked").get<bool>());
  h.t().lock(true, h.now);
  EXPECT_TRUE(h.t().locked());
  EXPECT_TRUE(h.view(0).at("locked").get<bool>());
  EXPECT_TRUE(h.view(std::nullopt).at("locked").get<bool>());
  const auto seq = h.t().seq();
  try {
    h.t().sit("Cy", 2, "hash-cy", h.now);
    FAIL() << "sat down at a locked table";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 409);
    EXPECT_NE(std::string(e.what()).find("locked"), std::string::npos) << e.what();
  }
  EXPECT_THROW(h.t().sit("Cy", std::nullopt, "hash-cy", h.now), TableError);
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(h.t().taken(), 2);
  // Locking again is no change; the seated may still leave.
  h.t().lock(true, h.now);
  EXPECT_EQ(h.t().seq(), seq);
  h.t().leave(1, h.now);
  EXPECT_EQ(h.t().taken(), 1);
  h.t().lock(false, h.now);
  EXPECT_FALSE(h.view(std::nullopt).at("locked").get<bool>());
  EXPECT_EQ(h.t().sit("Cy", std::nullopt, "hash-cy", h.now), 1);
}

TEST(TableLock, TheSeatedPlayOnWhileLocked) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "timer_s": 30,
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})");
  h.t().lock(true, h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hands_played() >= 3; }));
}

TEST(TableLock, ALockedTableIsStillLockedAfterARestore) {
  Harness h(kPeople);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().lock(true, h.now);
  Harness copy(kPeople, 7, "copy");
  copy.table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, 7, &copy.journal,
                                                      h.journal.events(), h.t().seq(), h.now));
  EXPECT_TRUE(copy.t().locked());
  EXPECT_THROW(copy.t().sit("Bo", 1, "hash-bo", copy.now), TableError);
  EXPECT_EQ(all_views(copy.t(), h.now, true), all_views(h.t(), h.now, true));
}

}  // namespace lock_test
}  // namespace cardroom::server::table_test
