// A learned bot at the online table. Its model plays one game at one table size (the shipped
// ones: four players), so a table it cannot play is refused with the table (400, naming the model
// and both sizes) instead of stopping at the bot's first turn; house rules it cannot play are
// refused when the dealer chooses them; a Five Three Five table deals a new game only with as
// many players as the model's, and a game that loses a player plays on with the bot as away.
#include <gtest/gtest.h>

#include <string>

#include "bots/learned_bot.h"
#include "bots/learned_model.h"
#include "core/input_error.h"
#include "shipped_models_folder.h"
#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace learned_table_test {

std::string config_refusal(std::string_view json) {
  try {
    config_of(json);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string choice_refusal(Harness& h, int seat, const Json& rules) {
  try {
    h.t().choose(seat, "15-35", rules, h.now);
  } catch (const TableError& e) {
    return std::to_string(e.status()) + " " + e.what();
  }
  return "";
}

TEST(LearnedBotAtTheTable, AModelOfAnotherSizeOrGameIsRefusedWithTheTable) {
  EXPECT_EQ(config_refusal(R"({"seats": 4, "bots": [{"seat": 1, "kind": "learned"}]})"), "");
  EXPECT_EQ(config_refusal(R"({"games": ["535"], "seats": 4,
      "bots": [{"seat": 3, "kind": "learned"}]})"), "");
  // The default table, six seats of both vying games, has its models (models/15-35-6p.bin,
  // 7-27-6p.bin), and five seats play them with the sixth sat out.
  EXPECT_EQ(config_refusal(R"({"bots": [{"seat": 1, "kind": "learned"}]})"), "");
  EXPECT_EQ(config_refusal(R"({"seats": 5, "bots": [{"seat": 0, "kind": "random"},
      {"seat": 1, "kind": "learned"}]})"), "");
  const std::string fifteen = bots::shipped_model_path(Game::kFifteenThirtyFive);
  {
    // Where no shipped model plays the table (a folder of the four-player models alone), the
    // table is refused with the sizes that are.
    const cardroom::testing::ShippedModelsFolder four_only({"535.bin", "15-35.bin", "7-27.bin"});
    EXPECT_EQ(config_refusal(R"({"games": ["535"], "seats": 6,
        "bots": [{"seat": 0, "kind": "learned"}]})"),
              "bots[0].kind: model " + bots::shipped_model_path(Game::kFiveThreeFive) +
                  ": trained for five-three-five with 4 players, but the table is "
                  "five-three-five with 6 players (the shipped models of five-three-five play 4 "
                  "players; give another with learned:model=FILE)");
    EXPECT_EQ(config_refusal(R"({"seats": 5, "bots": [{"seat": 1, "kind": "learned"}]})"),
              "bots[0].kind: model " + bots::shipped_model_path(Game::kFifteenThirtyFive) +
                  ": trained for fifteen-thirty-five with 4 players, but the table is "
                  "fifteen-thirty-five with 5 players (the shipped models of "
                  "fifteen-thirty-five play 2, 3 and 4 players; give another with "
                  "learned:model=FILE)");
  }
  // A vying model named by file must fit every game of the dealer's choice.
  EXPECT_EQ(config_refusal(R"({"seats": 4, "bots": [{"seat": 0, "kind": "learned:model=)" +
                           fifteen + R"("}]})"),
            "bots[0].kind: model " + fifteen +
                ": trained for fifteen-thirty-five with 4 players, but the table is "
                "seven-twenty-seven with 4 players");
  EXPECT_EQ(config_refusal(R"({"games": ["15-35"], "seats": 4,
      "bots": [{"seat": 0, "kind": "learned:model=)" + fifteen + R"("}]})"), "");
  // Other targets have no shipped model; a change of settings is checked the same way.
  EXPECT_NE(config_refusal(R"({"seats": 4, "rules": {"15-35": {"targets": [16, 35]}},
      "bots": [{"seat": 1, "kind": "learned"}]})")
                .find("no shipped model for a vying table with these targets"),
            std::string::npos);
  const TableConfig four = config_of(R"({"seats": 4, "bots": [{"seat": 1, "kind": "learned"}]})");
  EXPECT_THROW(changed_table_config(four, Json{{"rules", {{"15-35", {{"targets", {16, 35}}}}}}}),
               InputError);
}

TEST(LearnedBotAtTheTable, RulesItCannotPlayAreRefusedWhenTheDealerChooses) {
  Harness h(R"({"seats": 4, "timer_s": 0, "pause_s": 1,
      "bots": [{"seat": 2, "kind": "learned"}, {"seat": 3, "kind": "learned"}]})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  const Json v = h.view(std::nullopt);
  ASSERT_TRUE(v.at("to_act").is_number()) << v.dump();
  const int dealer = v.at("to_act").get<int>();
  ASSERT_TRUE(dealer == 0 || dealer == 1);
  const auto seq = h.t().seq();
  EXPECT_NE(choice_refusal(h, dealer, Json{{"targets", {16, 35}}})
                .find("400 rules: the bot in seat 2 cannot play them: bot learned: no shipped "
                      "model for a vying table with these targets"),
            std::string::npos);
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_FALSE(h.t().hand_in_progress());
  // Other house rules keep the game: the bots play it, and both games of the dealer's choice.
  EXPECT_EQ(choice_refusal(h, dealer, Json{{"nearness", "under-beats-over"}}), "");
  ASSERT_TRUE(play_hands(h, 8));
  std::set<std::string> games;
  for (const auto& row : h.journal.rows) {
    if (row.event.at("type") == "deal") games.insert(row.event.at("game").get<std::string>());
  }
  EXPECT_EQ(games.size(), 2u);
}

TEST(LearnedBotAtTheTable, FiveThreeFiveWaitsForTheModelsSizeAndAShrunkGamePlaysOn) {
  // Models for three and four players of Five Three Five, none for two.
  const cardroom::testing::ShippedModelsFolder no_two({"535-3p.bin", "535.bin"});
  ASSERT_EQ(bots::shipped_model_size(Game::kFiveThreeFive, 2), 0);
  ASSERT_EQ(bots::shipped_model_size(Game::kFiveThreeFive, 3), 3);
  Harness h(R"({"games": ["535"], "seats": 4, "timer_s": 0, "pause_s": 1,
      "rules": {"535": {"target_score": 40}},
      "bots": [{"seat": 0, "kind": "learned"}]})",
            46);
  // Ann and the bot: a round of two, which no model plays: no deal.
  h.t().sit("Ann", 1, "hash-ann", h.now);
  settle(h);
  h.now += 60'000;
  settle(h);
  EXPECT_FALSE(h.t().hand_in_progress());
  h.t().sit("Bo", 3, "hash-bo", h.now);
  ASSERT_TRUE(play_hands(h, 2));
  // Bo leaves: the game goes on with two to its end, the learned bot playing as away.
  h.t().leave(3, h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().ledger().at("games").size() == 1; }));
  int two = 0;
  for (const auto& row : h.journal.rows) {
    if (row.event.at("type") != "deal") continue;
    const auto n = row.event.at("players").size();
    EXPECT_TRUE(n == 3u || n == 2u) << row.event.dump();
    two += n == 2u;
  }
  EXPECT_GT(two, 0);
  // The next game waits for a third player again.
  h.now += 60'000;
  settle(h);
  EXPECT_FALSE(h.t().hand_in_progress());
}

}  // namespace learned_table_test
}  // namespace cardroom::server::table_test
