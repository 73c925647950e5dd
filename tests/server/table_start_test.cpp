// The host's start (the option wait_for_start, docs/server.md "Starting the first game"): the
// first deal waits for the host or for every seat to be taken, not for two seats, so friends a
// minute late are dealt into the first game. Without the option, two seats start play
// (server-protocol.md).
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

constexpr const char* kWaiting = R"({"games": ["535"], "seats": 3, "wait_for_start": true,
                                     "bots": [{"seat": 2, "kind": "random"}]})";

TEST(TableStart, TwoSeatsWaitForTheHost) {
  Harness h(kWaiting);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  settle(h);
  EXPECT_FALSE(h.t().hand_in_progress()) << "Ann and the bot wait for the host";
  EXPECT_EQ(h.view(0).at("waiting_for_start"), true);
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
  h.t().start(h.now);
  EXPECT_FALSE(h.view(0).contains("waiting_for_start"));
  settle(h);
  EXPECT_TRUE(h.t().hand_in_progress());
  h.t().start(h.now);  // once started, nothing to do
}

TEST(TableStart, EverySeatTakenStartsWithoutTheHost) {
  Harness h(kWaiting);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  EXPECT_TRUE(h.t().hand_in_progress());
  const Json seats = h.view(std::nullopt).at("seats");
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(seats.at(i).at("in_hand").get<bool>()) << "seat " << i;
}

TEST(TableStart, OneSeatCannotStartAndWithoutTheOptionTwoSeatsPlay) {
  Harness lonely(R"({"games": ["535"], "seats": 3, "wait_for_start": true})");
  lonely.t().sit("Ann", 0, "hash-ann", lonely.now);
  EXPECT_EQ(status_of([&] { lonely.t().start(lonely.now); }), 409);
  Harness plain(R"({"games": ["535"], "seats": 3, "bots": [{"seat": 2, "kind": "random"}]})");
  plain.t().sit("Ann", 0, "hash-ann", plain.now);
  settle(plain);
  EXPECT_TRUE(plain.t().hand_in_progress());
  EXPECT_FALSE(plain.view(0).contains("waiting_for_start"));
}

TEST(TableStart, TheStartIsRestoredFromTheJournal) {
  Harness h(kWaiting);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().start(h.now);
  Table copy = Table::restore(h.t().id(), h.config, 7, nullptr, h.journal.events(), h.t().seq(), h.now);
  EXPECT_FALSE(copy.waiting_for_start());
  Harness waiting(kWaiting);
  waiting.t().sit("Ann", 0, "hash-ann", waiting.now);
  Table still = Table::restore("t1", waiting.config, 7, nullptr, waiting.journal.events(), waiting.t().seq(), waiting.now);
  EXPECT_TRUE(still.waiting_for_start());
}

}  // namespace
}  // namespace cardroom::server::table_test
