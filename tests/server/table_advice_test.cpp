// Advice at a table (the option `hints`): refused where the host has not turned it on, for a
// bot's seat and outside a hand; otherwise a task that owns a copy of the seat's view, so it
// gives the same answer however the table has moved on when it runs, and the same answer for
// the same point of the table.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace advice_test {

constexpr const char* kHints = R"({"games": ["7-27"], "seats": 3, "hints": true,
    "bots": [{"seat": 1, "kind": "heuristic"}]})";

TEST(TableAdvice, RefusedWithoutHintsForBotsAndOutsideAHand) {
  Harness off(R"({"games": ["7-27"], "seats": 3})");
  off.t().sit("Ann", 0, "hash-ann", off.now);
  EXPECT_EQ(status_of([&] { off.t().advice_task(0); }), 403);
  Harness h(kHints);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  EXPECT_EQ(status_of([&] { h.t().advice_task(1); }), 403);  // a bot's seat
  EXPECT_EQ(status_of([&] { h.t().advice_task(2); }), 404);  // nobody there
  h.t().pause(false, h.now);  // between hands: the table stops at once
  EXPECT_EQ(status_of([&] { h.t().advice_task(0); }), 409);
}

TEST(TableAdvice, TheTaskKeepsItsOwnCopyOfTheView) {
  Harness h(kHints);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  const auto task = h.t().advice_task(0);
  const auto again = h.t().advice_task(0);
  // Run the first after the table has moved on (Ann acts, the bot answers): the same answer.
  h.t().act(0, concrete(legal_words(h.t(), 0, h.now).front()), h.t().seq(), h.now);
  settle(h);
  const Json advice = task();
  EXPECT_EQ(advice, again());
  EXPECT_EQ(advice.at("seat"), 0);
  EXPECT_TRUE(advice.contains("showdown_now"));
  EXPECT_FALSE(advice.at("actions").empty());  // it was Ann's decision
}

TEST(TableAdvice, FiveThreeFiveAdviceNamesTheTablesSeat) {
  Harness h(R"({"games": ["535"], "seats": 4, "hints": true,
      "bots": [{"seat": 0, "kind": "heuristic"}, {"seat": 1, "kind": "heuristic"}]})");
  h.t().sit("Ann", 3, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  const Json advice = h.t().advice_task(3)();
  EXPECT_EQ(advice.at("seat"), 3);
  EXPECT_TRUE(advice.contains("go_out_first"));
  // Every legal move of the view is valued.
  EXPECT_EQ(advice.at("actions").size(), legal_words(h.t(), 3, h.now).size());
}

}  // namespace advice_test
}  // namespace cardroom::server::table_test
