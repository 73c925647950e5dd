// Rebuys (docs/server.md "Rebuys"): chips added between hands, or during a hand for a seat not
// dealt into it, never past max_buy_in, each a ledger entry that keeps the nets at zero; refused
// to a seat playing the hand in progress and at a Five Three Five table; with approve_rebuys the
// request waits for the host, who approves (made at once, or when the seat's hand ends) or
// turns it down; journaled, so a restored table has them all.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace rebuy_test {

constexpr const char* kTwo = R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 50})";

// A refusal with its status, and a text that names why.
void expect_refused(const std::function<void()>& request, int status, const std::string& why) {
  try {
    request();
    ADD_FAILURE() << "not refused (expected " << status << ", " << why << ")";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), status) << e.what();
    EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
  }
}

TEST(TableRebuy, BetweenHandsUpToMaxBuyIn) {
  Harness h(kTwo);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  ASSERT_FALSE(h.t().hand_in_progress());  // nothing dealt until the clock steps
  EXPECT_EQ(h.view(0).at("rebuy"),
            (Json{{"allowed", true}, {"max_chips", 30}, {"needs_approval", false}, {"pending", nullptr}}));
  EXPECT_EQ(h.t().rebuy(0, 25, false, h.now), (Json{{"stack", 45}}));
  EXPECT_EQ(h.t().seats()[0]->stack, 45);
  EXPECT_EQ(h.view(0).at("rebuy").at("max_chips"), 5);
  const auto seq = h.t().seq();
  expect_refused([&] { h.t().rebuy(0, 6, false, h.now); }, 409, "may add up to 5 chips");
  expect_refused([&] { h.t().rebuy(0, 0, false, h.now); }, 400, "at least 1");
  EXPECT_EQ(h.t().seq(), seq);
  h.t().rebuy(0, 5, false, h.now);
  expect_refused([&] { h.t().rebuy(0, 1, false, h.now); }, 409, "already holds the most");
  EXPECT_FALSE(h.view(0).at("rebuy").at("allowed").get<bool>());
  // The ledger: two buy-ins and two rebuys; the nets count the rebuys as bought chips.
  const Json ledger = h.t().ledger();
  ASSERT_EQ(ledger.at("entries").size(), 4u);
  EXPECT_EQ(ledger.at("entries")[2], (Json{{"seat", 0}, {"name", "Ann"}, {"kind", "rebuy"}, {"chips", 25}}));
  EXPECT_EQ(ledger_sums(h.t()).rebuys, 30);
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
  EXPECT_EQ(h.t().chips_on_table(), 20 + 50);
  EXPECT_EQ(h.t().rebuy(1, 1, false, h.now), (Json{{"stack", 21}}));
}

TEST(TableRebuy, RefusedToASeatPlayingTheHandInProgress) {
  Harness h(kTwo);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());
  const auto seq = h.t().seq();
  expect_refused([&] { h.t().rebuy(0, 1, false, h.now); }, 409, "plays the hand in progress");
  expect_refused([&] { h.t().rebuy(0, 1, true, h.now); }, 409, "plays the hand in progress");
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_FALSE(h.view(0).at("rebuy").at("allowed").get<bool>());
  EXPECT_EQ(h.view(0).at("rebuy").at("max_chips"), 0);
  // A newcomer not dealt in may top up during the hand (to the most the table allows).
  h.t().sit("Cy", 2, "hash-cy", h.now);
  EXPECT_TRUE(h.view(2).at("rebuy").at("allowed").get<bool>());
  EXPECT_EQ(h.t().rebuy(2, 30, false, h.now), (Json{{"stack", 50}}));
  // Once the hand is over it is offered again.
  ASSERT_TRUE(play_hands(h, 1));
  if (!h.t().hand_in_progress() && h.t().seats()[0]->stack < 50) {
    EXPECT_TRUE(h.view(0).at("rebuy").at("allowed").get<bool>());
  }
}

// A broke seat sits out of the next hand; it may rebuy while that hand is played, and is dealt
// into the one after.
TEST(TableRebuy, ABrokeSeatRebuysDuringAHandItSitsOut) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 4, "max_buy_in": 10, "pause_s": 0,
      "betting": {"structure": "no-limit"},
      "bots": [{"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}]})", 3);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().set_away(0, true, h.now);
  // Play until a broke seat sits out of a hand in progress.
  int broke = -1;
  ASSERT_TRUE(drive(h, [&] {
    if (!h.t().hand_in_progress()) return false;
    const Json v = h.view(std::nullopt);
    for (int s = 0; s < 3; ++s) {
      if (h.t().seats()[s] && h.t().seats()[s]->stack == 0 && !v.at("seats")[s].at("in_hand").get<bool>()) {
        broke = s;
        return true;
      }
    }
    // Two broke seats end the table's play: top the broke bots up between hands.
    return false;
  }));
  const std::int64_t before = h.t().chips_on_table();
  EXPECT_EQ(h.t().rebuy(broke, 10, true, h.now), (Json{{"stack", 10}}));
  EXPECT_EQ(h.t().chips_on_table(), before + 10);
  const int hand = h.t().hands_played() + 1;
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress() && h.t().hands_played() >= hand; }));
  EXPECT_TRUE(h.view(std::nullopt).at("seats")[broke].at("in_hand").get<bool>());
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
}

TEST(TableRebuy, WaitsForTheHostWhenTheTableAsksForApproval) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 50, "approve_rebuys": true})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  EXPECT_EQ(h.t().rebuy(0, 10, false, h.now), (Json{{"stack", 20}, {"pending", 1}}));
  EXPECT_EQ(h.t().seats()[0]->stack, 20);
  EXPECT_EQ(h.view(0).at("rebuy").at("pending"), (Json{{"id", 1}, {"chips", 10}, {"approved", false}}));
  EXPECT_FALSE(h.view(0).at("rebuy").at("allowed").get<bool>());
  // Only the host's views list it.
  EXPECT_FALSE(h.view(1).contains("rebuys"));
  EXPECT_FALSE(h.view(std::nullopt).contains("rebuys"));
  const Json host = h.t().view(std::nullopt, h.now, true);
  EXPECT_EQ(host.at("rebuys"), (Json::array({{{"id", 1}, {"seat", 0}, {"name", "Ann"}, {"chips", 10}, {"approved", false}}})));
  EXPECT_TRUE(host.at("host").get<bool>());
  expect_refused([&] { h.t().rebuy(0, 5, false, h.now); }, 409, "already waits for the host");
  // Turned down: nothing added, nothing in the ledger; asked again, approved: added at once.
  EXPECT_EQ(h.t().answer_rebuy(1, false, h.now).at("approved"), false);
  EXPECT_EQ(h.t().seats()[0]->stack, 20);
  EXPECT_TRUE(h.t().pending_rebuys().empty());
  expect_refused([&] { h.t().answer_rebuy(1, true, h.now); }, 404, "no rebuy request 1");
  EXPECT_EQ(h.t().rebuy(0, 30, false, h.now).at("pending"), 2);
  const Json answer = h.t().answer_rebuy(2, true, h.now);
  EXPECT_EQ(answer, (Json{{"rebuy", 2}, {"approved", true}, {"seat", 0}, {"stack", 50}, {"waiting", false}}));
  EXPECT_EQ(ledger_sums(h.t()).rebuys, 30);
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
  // The host's own top-up needs no approval.
  EXPECT_EQ(h.t().rebuy(1, 5, true, h.now), (Json{{"stack", 25}}));
}

TEST(TableRebuy, AnApprovalForASeatInAHandIsMadeWhenTheHandEnds) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 1000, "approve_rebuys": true})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  h.t().rebuy(0, 7, false, h.now);  // asked between hands
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());
  EXPECT_EQ(h.t().answer_rebuy(1, true, h.now).at("waiting"), true);
  EXPECT_TRUE(h.view(0).at("rebuy").at("pending").at("approved").get<bool>());
  const std::int64_t conserved = h.t().chips_on_table();
  ASSERT_TRUE(play_hands(h, 1, [&] {
    if (h.t().hand_in_progress()) {
      ASSERT_EQ(h.t().chips_on_table(), conserved);
    }
  }));
  // The hand's result, then the rebuy on top of it.
  const Json record = h.t().hands_after(0).at(0);
  const auto& journal = h.journal.rows;
  const auto rebuy = std::find_if(journal.begin(), journal.end(),
                                  [](const JournalRow& r) { return r.event.at("type") == "rebuy"; });
  ASSERT_NE(rebuy, journal.end());
  EXPECT_EQ(rebuy->event.at("chips"), 7);
  EXPECT_EQ(rebuy->event.at("request"), 1);
  const auto over = std::find_if(journal.begin(), journal.end(),
                                 [](const JournalRow& r) { return r.event.at("type") == "hand-over"; });
  EXPECT_LT(over - journal.begin(), rebuy - journal.begin());
  EXPECT_TRUE(h.t().pending_rebuys().empty());
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
  EXPECT_EQ(ledger_sums(h.t()).rebuys, 7);
}

TEST(TableRebuy, AnApprovedRebuyNeverPassesMaxBuyIn) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 30, "approve_rebuys": true,
      "betting": {"structure": "no-limit"}})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  h.t().rebuy(0, 10, false, h.now);
  settle(h);
  h.t().answer_rebuy(1, true, h.now);
  ASSERT_TRUE(play_hands(h, 1));
  // Whatever Ann won or lost, the approved rebuy filled her stack at most to 30.
  const auto stack = h.t().seats()[0]->stack;
  EXPECT_LE(stack, 30);
  EXPECT_TRUE(h.t().pending_rebuys().empty());
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
}

TEST(TableRebuy, ARequestGoesWithItsSeat) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 30, "approve_rebuys": true})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  h.t().rebuy(0, 10, false, h.now);
  h.t().leave(0, h.now);
  EXPECT_TRUE(h.t().pending_rebuys().empty());
  EXPECT_THROW(h.t().answer_rebuy(1, true, h.now), TableError);
}

TEST(TableRebuy, NoneAtAFiveThreeFiveTable) {
  Harness h(R"({"games": ["535"], "seats": 3})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  expect_refused([&] { h.t().rebuy(0, 5, false, h.now); }, 409, "plays for points");
  EXPECT_FALSE(h.view(0).contains("rebuy"));
}

TEST(TableRebuy, ARestoredTableHasItsRebuys) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 60, "approve_rebuys": true})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  h.t().rebuy(0, 10, false, h.now);
  h.t().answer_rebuy(1, true, h.now);
  h.t().rebuy(1, 15, false, h.now);  // waits
  settle(h);
  Harness copy(R"({"games": ["7-27"], "seats": 3, "stack": 20, "max_buy_in": 60, "approve_rebuys": true})", 7, "copy");
  copy.table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, 7, &copy.journal,
                                                      h.journal.events(), h.t().seq(), h.now));
  EXPECT_EQ(all_views(copy.t(), h.now, true), all_views(h.t(), h.now, true));
  EXPECT_EQ(copy.t().ledger(), h.t().ledger());
  EXPECT_EQ(copy.t().view(std::nullopt, h.now, true).at("rebuys"),
            h.t().view(std::nullopt, h.now, true).at("rebuys"));
  // The restored table numbers the next request on from the original's (the newcomer Cy is
  // not in the hand, so may ask during it).
  copy.t().answer_rebuy(2, false, copy.now);
  copy.t().sit("Cy", 2, "hash-cy", copy.now);
  EXPECT_EQ(copy.t().rebuy(2, 5, false, copy.now).at("pending"), 3);
}

}  // namespace rebuy_test
}  // namespace cardroom::server::table_test
