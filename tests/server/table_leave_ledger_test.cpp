// Leaving and the ledger: between hands a seat cashes out at once; during a hand it is played as
// away and cashed out when the hand ends. The ledger's nets always sum to zero.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

std::int64_t cash_out_of(const Table& table, int seat) {
  std::int64_t chips = -1;
  const Json ledger = table.ledger();
  for (const auto& e : ledger.at("entries"))
    if (e.at("seat") == seat && e.at("kind") == "cash-out") chips = e.at("chips").get<std::int64_t>();
  return chips;
}

TEST(TableLeave, BetweenHandsCashesOutAtOnce) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 1, "kind": "random"}]})");
  h.t().sit("Ann", 2, "hash-ann", h.now);
  ASSERT_TRUE(play_hands(h, 3));
  ASSERT_FALSE(h.t().hand_in_progress());
  const auto stack = h.t().seats()[2]->stack;
  const auto chips = h.t().chips_on_table();
  const auto seq = h.t().seq();
  h.t().leave(2, h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
  EXPECT_FALSE(h.t().seats()[2].has_value());
  EXPECT_TRUE(h.view(std::nullopt).at("seats")[2].is_null());
  EXPECT_EQ(h.t().chips_on_table(), chips - stack);
  EXPECT_EQ(cash_out_of(h.t(), 2), stack) << h.t().ledger().dump();
  EXPECT_EQ(h.t().seat_of_token_hash("hash-ann"), std::nullopt);
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
  // The seat is free again.
  EXPECT_EQ(h.t().sit("Bo", std::nullopt, "hash-bo", h.now), 2);
}

TEST(TableLeave, DuringAHandThePlayerIsPlayedAsAwayAndCashedOutAtTheEnd) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "bots": [{"seat": 0, "kind": "random"}]})");
  h.t().sit("Ann", 1, "hash-ann", h.now);
  h.t().sit("Bo", 3, "hash-bo", h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  const int hand = h.view(std::nullopt).at("hand").get<int>();
  h.t().leave(1, h.now);
  ASSERT_TRUE(h.t().seats()[1].has_value());
  EXPECT_TRUE(h.t().seats()[1]->leaving);
  EXPECT_EQ(cash_out_of(h.t(), 1), -1);
  // Her turns are played by the table at once, like a seat away.
  ASSERT_TRUE(drive(h, [&] { return !h.t().hand_in_progress(); }, [&] {
    if (!h.t().hand_in_progress()) return;
    const Json v = h.view(std::nullopt);
    if (v.at("to_act") == 1) {
      const auto seq = h.t().seq();
      EXPECT_TRUE(h.t().step(h.now)) << "a leaving seat was waited for";
      EXPECT_GT(h.t().seq(), seq);
    }
  }));
  EXPECT_EQ(h.t().hands_played(), 1);
  EXPECT_EQ(hand, h.t().hands_after(0)[0].at("hand").get<int>());
  // Cashed out with what she had after the pots were paid.
  EXPECT_FALSE(h.t().seats()[1].has_value());
  EXPECT_TRUE(h.view(std::nullopt).at("seats")[1].is_null());
  EXPECT_GE(cash_out_of(h.t(), 1), 0);
  const auto sums = ledger_sums(h.t());
  EXPECT_EQ(sums.net, 0);
  EXPECT_EQ(h.t().chips_on_table() + sums.cash_outs, sums.buy_ins);
  // The others play on.
  ASSERT_TRUE(play_hands(h, 2));
}

TEST(TableLeave, OnlyAPersonsOwnSeatCanBeLeft) {
  Harness h(R"({"seats": 4, "bots": [{"seat": 0, "kind": "random"}]})");
  const auto seq = h.t().seq();
  EXPECT_THROW(h.t().leave(2, h.now), TableError);  // empty
  EXPECT_THROW(h.t().leave(9, h.now), TableError);  // no such seat
  EXPECT_EQ(h.t().seq(), seq);
}

TEST(TableLedger, HasTheProtocolsShape) {
  Harness h(R"({"seats": 3, "stack": 120, "bots": [{"seat": 0, "kind": "random"}]})");
  h.t().sit("Ann", 2, "hash-ann", h.now);
  const Json ledger = h.t().ledger();
  ASSERT_TRUE(ledger.at("entries").is_array());
  ASSERT_TRUE(ledger.at("net").is_array());
  EXPECT_EQ(ledger.at("settle"), Json::array()) << "everyone is square before a hand";
  EXPECT_EQ(ledger.size(), 4u);
  // The bots' nets apart from the people's (nobody pays or is paid a bot's chips).
  ASSERT_EQ(ledger.at("bots").size(), 1u);
  EXPECT_EQ(ledger.at("bots")[0].at("seat"), 0);
  EXPECT_EQ(ledger.at("bots")[0].at("net"), 0);
  ASSERT_EQ(ledger.at("entries").size(), 2u);
  for (const auto& e : ledger.at("entries")) {
    EXPECT_EQ(e.size(), 4u) << e.dump();
    EXPECT_EQ(e.at("kind"), "buy-in");
    EXPECT_EQ(e.at("chips"), 120);
    EXPECT_TRUE(e.at("name").is_string());
  }
  bool ann = false;
  for (const auto& n : ledger.at("net")) {
    EXPECT_EQ(n.size(), 3u) << n.dump();
    EXPECT_EQ(n.at("net"), 0);
    if (n.at("name") == "Ann") {
      ann = true;
      EXPECT_EQ(n.at("seat"), 2);
    }
  }
  EXPECT_TRUE(ann);
}

TEST(TableLedger, NetsCountFinishedHandsAndSumToZeroThroughLeavesAndJoins) {
  Harness h(R"({"seats": 5, "stack": 60, "betting": {"structure": "no-limit"},
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})", 9);
  h.t().sit("Ann", 2, "hash-ann", h.now);
  h.t().sit("Bo", 3, "hash-bo", h.now);
  Rng rng(17);
  int joins = 2;
  int last_hands = 0;
  ASSERT_TRUE(play_hands(h, 300, [&] {
    const auto sums = ledger_sums(h.t());
    ASSERT_EQ(sums.net, 0) << h.t().ledger().dump();
    ASSERT_EQ(h.t().chips_on_table() + sums.cash_outs, sums.buy_ins);
    if (h.t().hands_played() == last_hands) {
      // Mid-hand, sometimes someone asks to leave.
      if (h.t().hand_in_progress() && rng.below(40) == 0) {
        for (int s = 2; s < 5; ++s)
          if (h.t().seats()[s] && !h.t().seats()[s]->leaving) {
            h.t().leave(s, h.now);
            break;
          }
      }
      return;
    }
    last_hands = h.t().hands_played();
    // Between hands: the broke leave, empty seats fill up again, sometimes someone leaves.
    for (int s = 2; s < 5; ++s) {
      const auto& seat = h.t().seats()[s];
      if (seat && (seat->stack == 0 || rng.below(25) == 0)) h.t().leave(s, h.now);
      if (!h.t().seats()[s] && rng.below(2) == 0) {
        const std::string name = "P" + std::to_string(++joins);
        h.t().sit(name, s, "hash-" + name, h.now);
      }
    }
    // Keep two people at the table so that play goes on when the bots are broke.
    int people = 0;
    for (int s = 2; s < 5; ++s) people += h.t().seats()[s].has_value();
    for (int s = 2; s < 5 && people < 2; ++s) {
      if (h.t().seats()[s]) continue;
      const std::string name = "P" + std::to_string(++joins);
      h.t().sit(name, s, "hash-" + name, h.now);
      ++people;
    }
  }, DriveOptions{.answer_people = true, .seed = 5}));
  EXPECT_GT(joins, 10);
  // Every leave is in the ledger.
  int cash_outs = 0;
  const Json ledger = h.t().ledger();
  for (const auto& e : ledger.at("entries")) cash_outs += e.at("kind") == "cash-out";
  EXPECT_GT(cash_outs, 8);
  // The settle-up is among people: the two bots (nets apart) neither pay nor are paid, and
  // every person is paid toward their net, never past it.
  ASSERT_EQ(ledger.at("bots").size(), 2u);
  std::int64_t bots = 0;
  for (const auto& b : ledger.at("bots")) bots += b.at("net").get<std::int64_t>();
  EXPECT_NE(bots, 0) << "random bots should not end square after 300 hands";
  std::map<std::string, std::int64_t> owed, paid;
  for (const auto& n : ledger.at("net")) {
    if (n.at("seat").get<int>() >= 2) owed[n.at("name").get<std::string>()] += n.at("net").get<std::int64_t>();
  }
  ASSERT_FALSE(ledger.at("settle").empty());
  for (const auto& t : ledger.at("settle")) {
    const std::string from = t.at("from"), to = t.at("to");
    EXPECT_TRUE(owed.count(from) && owed.count(to)) << t.dump();
    paid[from] -= t.at("chips").get<std::int64_t>();
    paid[to] += t.at("chips").get<std::int64_t>();
  }
  for (const auto& [name, net] : owed) {
    const std::int64_t got = paid[name];
    EXPECT_TRUE(got == 0 || ((got > 0) == (net > 0) && std::abs(got) <= std::abs(net)))
        << name << " net " << net << " settled " << got;
  }
}

TEST(TableLedger, NetsAreStacksAtTheStartOfTheHandInProgressMinusBuyIns) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 1, "kind": "random"}]})");
  ASSERT_TRUE(play_hands(h, 4));
  ASSERT_FALSE(h.t().hand_in_progress());
  // Between hands the stacks are the next hand's starting stacks.
  const Json between = h.view(std::nullopt);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  const Json nets = h.t().ledger().at("net");
  ASSERT_EQ(nets.size(), 2u);
  for (const auto& n : nets) {
    const int seat = n.at("seat").get<int>();
    EXPECT_EQ(n.at("net").get<std::int64_t>(),
              between.at("seats")[seat].at("stack").get<std::int64_t>() - 200)
        << "seat " << seat;
  }
}

}  // namespace
}  // namespace cardroom::server::table_test
