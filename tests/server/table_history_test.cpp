// The hand history (GET /api/tables/ID/hands?after=K): finished hands numbered above K, oldest
// first, each with its game, rules, dealer, starting stacks, actions, shown hands and result.
#include <gtest/gtest.h>

#include <set>

#include "core/game_name.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

TEST(TableHistory, FinishedHandsOldestFirstWithTheProtocolsKeys) {
  Harness h(R"({"seats": 4, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"},
               {"seat": 3, "kind": "heuristic"}]})", 5);
  EXPECT_TRUE(h.t().hands_after(0).empty());
  ASSERT_TRUE(play_hands(h, 12));
  const Json hands = h.t().hands_after(0);
  ASSERT_TRUE(hands.is_array());
  ASSERT_EQ(hands.size(), 12u);
  EXPECT_EQ(h.t().hands_played(), 12);
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const Json& hand = hands[i];
    EXPECT_EQ(keys(hand), kHandKeys) << hand.dump();
    if (i > 0) {
      EXPECT_EQ(hand.at("hand").get<int>(), hands[i - 1].at("hand").get<int>() + 1);
    }
    EXPECT_TRUE(parse_game(hand.at("game").get<std::string>()).has_value()) << hand.dump();
    EXPECT_TRUE(hand.at("rules").is_object());
    EXPECT_TRUE(hand.at("dealer").is_number_integer());
    ASSERT_TRUE(hand.at("stacks").is_array());
    EXPECT_EQ(hand.at("stacks").size(), 4u);
    ASSERT_TRUE(hand.at("actions").is_array());
    EXPECT_FALSE(hand.at("actions").empty());
    for (const auto& a : hand.at("actions")) EXPECT_TRUE(a.is_string());
    EXPECT_TRUE(hand.at("shown").is_object());
    for (const auto& [seat, cards] : hand.at("shown").items()) {
      EXPECT_GE(std::stoi(seat), 0);
      EXPECT_LT(std::stoi(seat), 4);
      EXPECT_TRUE(cards.is_array());
    }
    EXPECT_FALSE(hand.at("result").is_null());
  }
  EXPECT_EQ(hands[0].at("hand"), 1);
}

TEST(TableHistory, AfterKGivesOnlyLaterHands) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 2, "kind": "random"}]})");
  ASSERT_TRUE(play_hands(h, 6));
  const Json all = h.t().hands_after(0);
  ASSERT_EQ(all.size(), 6u);
  const int third = all[2].at("hand").get<int>();
  const Json later = h.t().hands_after(third);
  ASSERT_EQ(later.size(), 3u);
  EXPECT_EQ(later[0], all[3]);
  EXPECT_EQ(later[2], all[5]);
  EXPECT_TRUE(h.t().hands_after(all[5].at("hand").get<int>()).empty());
  EXPECT_TRUE(h.t().hands_after(1000).empty());
}

TEST(TableHistory, APageHoldsAtMostItsLimitAndSaysWhetherMoreFollow) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 2, "kind": "random"}]})");
  ASSERT_TRUE(play_hands(h, 7));
  const Json all = h.t().hands_after(0);
  ASSERT_EQ(all.size(), 7u);
  // Pages of 3 from the start: 1-3, 4-6, then 7 alone, the last.
  Table::Page page = h.t().hands_page(0, 3);
  EXPECT_EQ(Json::parse(page.json), Json(std::vector<Json>(all.begin(), all.begin() + 3)));
  EXPECT_EQ(page.last, 3);
  EXPECT_TRUE(page.more);
  page = h.t().hands_page(page.last, 3);
  EXPECT_EQ(Json::parse(page.json), Json(std::vector<Json>(all.begin() + 3, all.begin() + 6)));
  EXPECT_EQ(page.last, 6);
  EXPECT_TRUE(page.more);
  page = h.t().hands_page(page.last, 3);
  EXPECT_EQ(Json::parse(page.json), Json::array({all[6]}));
  EXPECT_EQ(page.last, 7);
  EXPECT_FALSE(page.more);
  // A page that ends exactly at the last hand has none after it.
  page = h.t().hands_page(4, 3);
  EXPECT_EQ(page.last, 7);
  EXPECT_FALSE(page.more);
  // Past the end: an empty page that stays where it was asked.
  page = h.t().hands_page(7, 3);
  EXPECT_EQ(page.json, "[]");
  EXPECT_EQ(page.last, 7);
  EXPECT_FALSE(page.more);
  EXPECT_EQ(h.t().hands_after(2, 1), Json::array({all[2]}));
}

TEST(TableHistory, TheDownloadIsTheSameReadAPageAtATime) {
  Harness h(R"({"games": ["15-35"], "seats": 3, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 1, "kind": "random"}]})");
  ASSERT_TRUE(play_hands(h, 7));
  const std::string whole = downloaded(h.t());
  std::vector<std::string> pages;
  const auto next = h.t().hands_download(3);
  while (auto page = next()) pages.push_back(std::move(*page));
  ASSERT_EQ(pages.size(), 3u);  // 3 + 3 + 1 hands
  EXPECT_EQ(pages[0] + pages[1] + pages[2], whole);
  EXPECT_FALSE(next());  // and stays at its end
  // Pages that end exactly at the last hand: one more read finds none.
  pages.clear();
  const auto by_seven = h.t().hands_download(7);
  while (auto page = by_seven()) pages.push_back(std::move(*page));
  ASSERT_EQ(pages.size(), 1u);
  EXPECT_EQ(pages[0], whole);
  // Each line is a hand of the history with who played it, in order.
  const Json all = h.t().hands_after(0);
  std::size_t at = 0;
  for (const Json& hand : all) {
    const std::size_t end = whole.find('\n', at);
    ASSERT_NE(end, std::string::npos);
    Json line = Json::parse(whole.substr(at, end - at));
    EXPECT_TRUE(line.at("players").is_array()) << line.dump();
    EXPECT_TRUE(line.at("actors").is_array()) << line.dump();
    line.erase("players");
    line.erase("actors");
    EXPECT_EQ(line, hand);
    at = end + 1;
  }
  EXPECT_EQ(at, whole.size());
}

TEST(TableHistory, StacksAreTheStartOfEachHandAndTheViewNumbersMatch) {
  Harness h(R"({"games": ["15-35"], "seats": 3, "stack": 100,
               "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})");
  std::vector<Json> starts;
  ASSERT_TRUE(play_hands(h, 5, [&] {
    if (!h.t().hand_in_progress()) {
      const Json v = h.view(std::nullopt);
      if (!v.at("result").is_null()) {
        const Json hands = h.t().hands_after(0);
        ASSERT_FALSE(hands.empty());
        EXPECT_EQ(v.at("hand"), hands.back().at("hand"));
      }
    }
  }));
  const Json hands = h.t().hands_after(0);
  EXPECT_EQ(hands[0].at("stacks")[0], 100);
  EXPECT_EQ(hands[0].at("stacks")[1], 100);
  EXPECT_TRUE(hands[0].at("stacks")[2] == 0 || hands[0].at("stacks")[2].is_null());
  for (const auto& hand : hands) {
    std::int64_t total = 0;
    for (const auto& s : hand.at("stacks"))
      if (!s.is_null()) total += s.get<std::int64_t>();
    EXPECT_EQ(total, 200);
  }
}

TEST(TableHistory, TheListingCountsHandsPlayed) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "bots": [{"seat": 0, "kind": "random"},
               {"seat": 2, "kind": "random"}]})");
  ASSERT_TRUE(play_hands(h, 3));
  EXPECT_EQ(h.t().listing().at("hands_played"), 3);
}

}  // namespace
}  // namespace cardroom::server::table_test
