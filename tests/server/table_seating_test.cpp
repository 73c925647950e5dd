// Sitting down: bots from the config, people in the seat they ask for or the first empty one,
// refusals when taken or full, joining during a hand, and when play starts.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

TEST(TableSeating, BotsFromTheConfigAreSeatedAndBuyIn) {
  Harness h(R"({"seats": 4, "stack": 150, "bots": [{"seat": 1, "kind": "random"},
                {"seat": 3, "kind": "heuristic"}]})");
  const auto& seats = h.t().seats();
  ASSERT_EQ(seats.size(), 4u);
  EXPECT_FALSE(seats[0].has_value());
  ASSERT_TRUE(seats[1].has_value());
  ASSERT_TRUE(seats[1]->bot.has_value());
  EXPECT_EQ(seats[1]->bot->kind, "random");
  EXPECT_EQ(seats[1]->stack, 150);
  ASSERT_TRUE(seats[3].has_value());
  EXPECT_EQ(seats[3]->stack, 150);
  EXPECT_EQ(h.t().taken(), 2);
  EXPECT_EQ(h.t().chips_on_table(), 300);

  const Json ledger = h.t().ledger();
  int buy_ins = 0;
  for (const auto& e : ledger.at("entries")) {
    EXPECT_EQ(e.at("kind"), "buy-in");
    EXPECT_EQ(e.at("chips"), 150);
    EXPECT_TRUE(e.at("seat") == 1 || e.at("seat") == 3) << e.dump();
    ++buy_ins;
  }
  EXPECT_EQ(buy_ins, 2);
  EXPECT_EQ(ledger_sums(h.t()).net, 0);
}

TEST(TableSeating, SitTakesTheAskedSeatOrTheFirstEmptyOne) {
  Harness h(R"({"seats": 4, "bots": [{"seat": 0, "kind": "random"}]})");
  EXPECT_EQ(h.t().sit("Ann", 2, "hash-ann", h.now), 2);
  EXPECT_EQ(h.t().sit("Bo", std::nullopt, "hash-bo", h.now), 1);
  EXPECT_EQ(h.t().sit("Cy", std::nullopt, "hash-cy", h.now), 3);
  EXPECT_EQ(h.t().taken(), 4);
  EXPECT_EQ(h.t().seats()[2]->name, "Ann");
  EXPECT_FALSE(h.t().seats()[2]->bot.has_value());
  EXPECT_EQ(h.t().seats()[2]->stack, 200);
  EXPECT_EQ(h.t().seat_of_token_hash("hash-bo"), 1);
  EXPECT_EQ(h.t().seat_of_token_hash("hash-nobody"), std::nullopt);

  const Json listing = h.t().listing();
  EXPECT_EQ(listing.at("id"), "t1");
  EXPECT_EQ(listing.at("name"), "Table");
  EXPECT_EQ(listing.at("seats"), 4);
  EXPECT_EQ(listing.at("taken"), 4);
  EXPECT_TRUE(listing.contains("games"));
  EXPECT_TRUE(listing.contains("hands_played"));
}

TEST(TableSeating, ATakenSeatOrAFullTableIsAConflict) {
  Harness h(R"({"seats": 2, "bots": [{"seat": 0, "kind": "random"}]})");
  try {
    h.t().sit("Ann", 0, "hash-ann", h.now);
    FAIL() << "sat in a bot's seat";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 409);
  }
  EXPECT_EQ(h.t().sit("Ann", std::nullopt, "hash-ann", h.now), 1);
  const auto seq = h.t().seq();
  try {
    h.t().sit("Bo", std::nullopt, "hash-bo", h.now);
    FAIL() << "sat at a full table";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 409);
  }
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(h.t().taken(), 2);
}

TEST(TableSeating, ASeatThatDoesNotExistIsRefused) {
  Harness h(R"({"seats": 3})");
  EXPECT_THROW(h.t().sit("Ann", 3, "hash-ann", h.now), TableError);
  EXPECT_THROW(h.t().sit("Ann", -1, "hash-ann", h.now), TableError);
  EXPECT_EQ(h.t().taken(), 0);
  EXPECT_EQ(h.t().seq(), 0);
}

TEST(TableSeating, OnePlayerAloneIsNotDealtIn) {
  Harness h(R"({"games": ["7-27"], "seats": 4})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.now += 60'000;
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_FALSE(h.t().hand_in_progress());
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
}

TEST(TableSeating, PlayStartsWhenTwoSeatsAreFilledBotsCounting) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "bots": [{"seat": 3, "kind": "random"}]})");
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_FALSE(h.t().hand_in_progress());
  h.t().sit("Ann", std::nullopt, "hash-ann", h.now);
  EXPECT_TRUE(h.t().step(h.now));  // the deal
  EXPECT_TRUE(h.t().hand_in_progress());
  const Json v = h.view(0);
  EXPECT_EQ(v.at("game"), "seven-twenty-seven");
  EXPECT_TRUE(v.at("seats")[0].at("in_hand").get<bool>());
  EXPECT_TRUE(v.at("seats")[3].at("in_hand").get<bool>());
  EXPECT_FALSE(v.at("seats")[0].at("cards").empty());
}

TEST(TableSeating, SomeoneSeatedDuringAHandWaitsForTheNext) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 1, "kind": "random"}]})");
  ASSERT_TRUE(h.t().step(h.now));
  ASSERT_TRUE(h.t().hand_in_progress());
  const int hand = h.view(std::nullopt).at("hand").get<int>();
  const auto chips = h.t().chips_on_table();
  EXPECT_EQ(h.t().sit("Ann", 2, "hash-ann", h.now), 2);
  EXPECT_EQ(h.t().chips_on_table(), chips + 200);

  drive(h, [&] { return !h.t().hand_in_progress(); }, [&] {
    if (!h.t().hand_in_progress()) return;
    const Json v = h.view(2);
    if (v.at("hand").get<int>() != hand) return;
    EXPECT_FALSE(v.at("seats")[2].at("in_hand").get<bool>());
    EXPECT_TRUE(v.at("seats")[2].at("cards").empty());
    EXPECT_NE(v.at("to_act"), 2);
    EXPECT_FALSE(v.contains("legal"));
  });
  // The next hand deals her in.
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  const Json v = h.view(2);
  EXPECT_NE(v.at("hand").get<int>(), hand);
  EXPECT_TRUE(v.at("seats")[2].at("in_hand").get<bool>());
  EXPECT_FALSE(v.at("seats")[2].at("cards").empty());
}

TEST(TableSeating, NobodySitsDownWhomTheChosenGameCouldNotSeat) {
  // Eight players at a ten-seat table; the dealer (Ann, seat 0) chooses 15-35, which seats
  // eight: a ninth player must wait for the next hand, and the refusal changes nothing.
  Harness h(R"({"games": ["15-35", "7-27"], "seats": 10, "bots": [
      {"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}, {"seat": 3, "kind": "random"},
      {"seat": 4, "kind": "random"}, {"seat": 5, "kind": "random"}, {"seat": 6, "kind": "random"},
      {"seat": 7, "kind": "random"}]})");
  ASSERT_EQ(h.t().sit("Ann", 0, "hash-ann", h.now), 0);
  const Json before_choice = h.t().view(0, h.now);
  ASSERT_EQ(before_choice.at("to_act"), 0);
  h.t().choose(0, "15-35", Json::object(), h.now);
  const std::int64_t seq = h.t().seq();
  try {
    h.t().sit("Zed", 9, "hash-zed", h.now);
    FAIL() << "a ninth player sat down at a chosen 15-35";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 409);
    EXPECT_NE(std::string(e.what()).find("fifteen-thirty-five"), std::string::npos) << e.what();
  }
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_FALSE(h.t().seats()[9].has_value());
  // Before the choice, nine could sit: the dealer is then offered 7-27 only.
  Harness g(R"({"games": ["15-35", "7-27"], "seats": 10, "bots": [
      {"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}, {"seat": 3, "kind": "random"},
      {"seat": 4, "kind": "random"}, {"seat": 5, "kind": "random"}, {"seat": 6, "kind": "random"},
      {"seat": 7, "kind": "random"}, {"seat": 8, "kind": "random"}]})");
  ASSERT_EQ(g.t().sit("Ann", 0, "hash-ann", g.now), 0);
  const Json view = g.t().view(0, g.now);
  EXPECT_EQ(view.at("to_act"), nullptr) << view.dump();  // one game fits: nothing to choose
  ASSERT_TRUE(g.t().step(g.now));                       // the deal
  EXPECT_EQ(g.t().view(0, g.now).at("game"), "seven-twenty-seven");
}

TEST(TableSeating, ConnectionsShowAsConnected) {
  Harness h(R"({"seats": 3})");
  h.t().sit("Ann", 1, "hash-ann", h.now);
  const auto connected = [&] {
    return h.view(std::nullopt).at("seats")[1].at("connected").get<bool>();
  };
  const auto seq = h.t().seq();
  EXPECT_FALSE(connected());
  h.t().connection(1, +1, h.now);
  EXPECT_TRUE(connected());
  EXPECT_EQ(h.t().seq(), seq + 1);
  h.t().connection(1, +1, h.now);  // a second tab
  EXPECT_EQ(h.t().seq(), seq + 1);
  h.t().connection(1, -1, h.now);
  EXPECT_TRUE(connected());
  EXPECT_EQ(h.t().seq(), seq + 1);
  h.t().connection(1, -1, h.now);
  EXPECT_FALSE(connected());
  EXPECT_EQ(h.t().seq(), seq + 2);
}

}  // namespace
}  // namespace cardroom::server::table_test
