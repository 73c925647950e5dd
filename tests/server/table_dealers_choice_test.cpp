// Dealer's choice: with several games the dealer names each hand's game before the deal; bots
// choose on step(); with one game nobody is asked.
#include <gtest/gtest.h>

#include <set>

#include "core/game_name.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

// Two people at a dealer's-choice table, brought to the first choice.
struct ChoiceTable : Harness {
  ChoiceTable() : Harness(R"({"seats": 3})") {
    t().sit("Ann", 0, "hash-ann", now);
    t().sit("Bo", 1, "hash-bo", now);
    settle(*this);
  }
};

std::set<Game> chosen_games(const Json& legal) {
  std::set<Game> games;
  for (const auto& w : legal) {
    const auto word = w.get<std::string>();
    EXPECT_TRUE(is_choose(word)) << word;
    const auto game = parse_game(word.substr(7));
    EXPECT_TRUE(game.has_value()) << word;
    if (game) games.insert(*game);
  }
  return games;
}

TEST(TableDealersChoice, TheDealerIsAskedForTheGameBeforeTheHand) {
  ChoiceTable h;
  EXPECT_FALSE(h.t().hand_in_progress());
  const Json spectator = h.view(std::nullopt);
  ASSERT_TRUE(spectator.at("game").is_null()) << spectator.dump();
  ASSERT_TRUE(spectator.at("to_act").is_number()) << spectator.dump();
  const int dealer = spectator.at("to_act").get<int>();
  ASSERT_TRUE(dealer == 0 || dealer == 1);
  EXPECT_FALSE(spectator.contains("legal"));
  const int other = 1 - dealer;
  for (int viewer : {0, 1}) {
    const Json v = h.view(viewer);
    EXPECT_TRUE(v.at("game").is_null());
    EXPECT_EQ(v.at("to_act"), dealer);
  }
  EXPECT_FALSE(h.view(other).contains("legal"));
  const Json legal = h.view(dealer).at("legal");
  EXPECT_EQ(chosen_games(legal),
            (std::set<Game>{Game::kSevenTwentySeven, Game::kFifteenThirtyFive}));
  EXPECT_EQ(legal.size(), 2u) << legal.dump();
}

TEST(TableDealersChoice, OnlyTheDealerMayChoose) {
  ChoiceTable h;
  const int dealer = h.view(std::nullopt).at("to_act").get<int>();
  const int other = 1 - dealer;
  const auto seq = h.t().seq();
  const auto before = all_views(h.t(), h.now, false);
  EXPECT_THROW(h.t().choose(other, "7-27", Json::object(), h.now), TableError);
  EXPECT_THROW(h.t().choose(2, "7-27", Json::object(), h.now), TableError);  // empty seat
  EXPECT_THROW(h.t().act(dealer, "check", std::nullopt, h.now), TableError);
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(all_views(h.t(), h.now, false), before);
}

TEST(TableDealersChoice, AGameOffTheTableOrBadRulesAreRefused) {
  ChoiceTable h;
  const int dealer = h.view(std::nullopt).at("to_act").get<int>();
  const auto seq = h.t().seq();
  EXPECT_THROW(h.t().choose(dealer, "535", Json::object(), h.now), TableError);
  EXPECT_THROW(h.t().choose(dealer, "poker", Json::object(), h.now), TableError);
  EXPECT_THROW(h.t().choose(dealer, "7-27", Json{{"bogus", 1}}, h.now), TableError);
  EXPECT_THROW(h.t().choose(dealer, "7-27", Json{{"nearness", "closest"}}, h.now), TableError);
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_FALSE(h.t().hand_in_progress());
}

TEST(TableDealersChoice, TheChosenGameIsDealtWithTheChosenRules) {
  ChoiceTable h;
  const int dealer = h.view(std::nullopt).at("to_act").get<int>();
  const auto seq = h.t().seq();
  h.t().choose(dealer, "7-27", Json{{"nearness", "under-beats-over"}}, h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());
  const Json v = h.view(std::nullopt);
  EXPECT_EQ(v.at("game"), "seven-twenty-seven");
  EXPECT_EQ(v.at("dealer"), dealer);
  ASSERT_TRUE(play_hands(h, 1));
  const Json hands = h.t().hands_after(0);
  ASSERT_EQ(hands.size(), 1u);
  EXPECT_EQ(parse_game(hands[0].at("game").get<std::string>()), Game::kSevenTwentySeven);
  EXPECT_EQ(hands[0].at("rules").at("nearness"), "under-beats-over");
  EXPECT_EQ(hands[0].at("dealer"), dealer);
}

TEST(TableDealersChoice, TheNextDealerIsAskedAfterTheResultHasShown) {
  ChoiceTable h;
  const int first = h.view(std::nullopt).at("to_act").get<int>();
  ASSERT_TRUE(play_hands(h, 1, {}, DriveOptions{.answer_people = true, .seed = 3}));
  // The result shows until the next hand starts, through the next dealer's choice.
  settle(h);
  ASSERT_TRUE(drive(h, [&] {
    const Json v = h.view(std::nullopt);
    return v.at("game").is_null() && v.at("to_act").is_number();
  }, {}, DriveOptions{.answer_people = false}));
  const Json v = h.view(std::nullopt);
  EXPECT_EQ(v.at("to_act"), 1 - first);  // the button moved
  EXPECT_FALSE(v.at("result").is_null()) << v.dump();
  EXPECT_FALSE(h.t().hand_in_progress());
}

TEST(TableDealersChoice, BotDealersChooseOnStep) {
  Harness h(R"({"seats": 3, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"},
               {"seat": 2, "kind": "random"}]})",
            11);
  std::set<Game> seen;
  for (int i = 0; i < 40; ++i) {
    ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
    const auto game = parse_game(h.view(std::nullopt).at("game").get<std::string>());
    ASSERT_TRUE(game.has_value());
    seen.insert(*game);
    ASSERT_TRUE(play_hands(h, 1));
  }
  // Bots choose among the table's games at random.
  EXPECT_EQ(seen, (std::set<Game>{Game::kSevenTwentySeven, Game::kFifteenThirtyFive}));
}

TEST(TableDealersChoice, WithOneGameNobodyIsAsked) {
  Harness h(R"({"games": ["15-35"], "seats": 3})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());
  EXPECT_EQ(h.view(std::nullopt).at("game"), "fifteen-thirty-five");
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  const Json legal = h.view(actor).at("legal");
  for (const auto& w : legal) EXPECT_FALSE(is_choose(w.get<std::string>()));
}

}  // namespace
}  // namespace cardroom::server::table_test
