// Reading a table's config (POST /api/tables): defaults, strict refusals, the JSON round trip.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "server/table_config.h"
#include "table_test_support.h"
#include "vying/rules.h"

namespace cardroom::server::table_test {
namespace {

TEST(TableConfig, DefaultsFromAnEmptyBody) {
  const TableConfig c = config_of("{}");
  EXPECT_EQ(c.name, "Table");
  ASSERT_EQ(c.games.size(), 2u);
  EXPECT_EQ(c.games[0], Game::kFifteenThirtyFive);
  EXPECT_EQ(c.games[1], Game::kSevenTwentySeven);
  EXPECT_EQ(c.seats, 6);
  EXPECT_EQ(c.stack, 200);
  EXPECT_EQ(c.timer_s, 30);
  EXPECT_EQ(c.pause_s, 4);
  EXPECT_TRUE(c.bots.empty());
  EXPECT_FALSE(c.five_three_five());
  EXPECT_EQ(c.vying_rules.at(Game::kFifteenThirtyFive), vying::fifteen_thirty_five());
  EXPECT_EQ(c.vying_rules.at(Game::kSevenTwentySeven), vying::seven_twenty_seven());
}

TEST(TableConfig, ReadsTheProtocolsExample) {
  const TableConfig c = config_of(R"({"name": "Friday", "games": ["15-35", "7-27"],
      "rules": {"15-35": {"nearness": "under-beats-over"}}, "seats": 6, "stack": 200,
      "betting": {"structure": "no-limit"}, "timer_s": 30,
      "bots": [{"seat": 4, "kind": "heuristic"}]})");
  EXPECT_EQ(c.name, "Friday");
  EXPECT_EQ(c.vying_rules.at(Game::kFifteenThirtyFive).nearness, vying::Nearness::kUnderBeatsOver);
  EXPECT_EQ(c.vying_rules.at(Game::kSevenTwentySeven).nearness,
            vying::seven_twenty_seven().nearness);
  // The table's betting applies to every game.
  EXPECT_EQ(c.vying_rules.at(Game::kFifteenThirtyFive).betting.structure,
            vying::Structure::kNoLimit);
  EXPECT_EQ(c.vying_rules.at(Game::kSevenTwentySeven).betting.structure,
            vying::Structure::kNoLimit);
  ASSERT_EQ(c.bots.size(), 1u);
  EXPECT_EQ(c.bots[0].seat, 4);
  EXPECT_EQ(c.bots[0].spec.kind, "heuristic");
}

TEST(TableConfig, FullGameNamesAndAliasesAreTheSame) {
  const TableConfig a = config_of(R"({"games": ["seven-twenty-seven"]})");
  const TableConfig b = config_of(R"({"games": ["7-27"]})");
  EXPECT_EQ(a.games, b.games);
  ASSERT_EQ(a.games.size(), 1u);
  EXPECT_EQ(a.games[0], Game::kSevenTwentySeven);
}

TEST(TableConfig, SeatsUpToTheLargestGameOfTheTable) {
  // With 7-27 in the choice, ten seats; when more players have chips than 15-35 seats, the
  // dealer's choice leaves it out. A table of 15-35 alone could never deal to nine.
  EXPECT_NO_THROW(config_of(R"({"games": ["15-35", "7-27"], "seats": 10})"));
  EXPECT_NO_THROW(config_of(R"({"games": ["15-35"], "seats": 8})"));
  EXPECT_THROW(config_of(R"({"games": ["15-35"], "seats": 9})"), InputError);
  EXPECT_NO_THROW(config_of(R"({"seats": 2})"));
}

TEST(TableConfig, BotsByLevelPlayTheLevelsSpecUnderThePlayersWord) {
  Harness h(R"({"games": ["15-35"], "seats": 4, "bots": [{"seat": 0, "kind": "easy"},
      {"seat": 1, "kind": "medium"}, {"seat": 2, "kind": "strong"},
      {"seat": 3, "kind": "montecarlo:iterations=50"}]})");
  const std::vector<std::pair<std::string, std::string>> want = {
      {"Ada (easy)", "heuristic"}, {"Bea (medium)", "ismcts"}, {"Cal (strong)", "montecarlo"},
      {"Dot (montecarlo)", "montecarlo:iterations=50"}};
  for (std::size_t seat = 0; seat < want.size(); ++seat) {
    const Json& sit = h.journal.rows[seat].event;
    EXPECT_EQ(sit.at("name"), want[seat].first);
    EXPECT_EQ(sit.at("bot"), want[seat].second) << "the spec stays in the history";
  }
  const Json bots = table_config_json(h.config).at("bots");
  EXPECT_EQ(bots[0].at("kind"), "easy");
  EXPECT_EQ(bots[2].at("kind"), "strong");
  EXPECT_EQ(bots[3].at("kind"), "montecarlo:iterations=50");
  // A kind that is neither a bot nor a level names both lists.
  try {
    (void)config_of(R"({"bots": [{"seat": 0, "kind": "expert"}]})");
    FAIL() << "'expert' was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("easy, medium, strong"), std::string::npos) << e.what();
  }
}

TEST(TableConfig, RefusesBadInput) {
  const char* bad[] = {
      R"({"colour": "green"})",
      R"({"games": ["poker"]})",
      R"({"games": []})",
      R"({"games": "7-27"})",
      R"({"games": ["535", "7-27"]})",
      R"({"games": ["15-35", "535"]})",
      R"({"seats": 1})",
      R"({"seats": 11})",
      R"({"seats": "six"})",
      R"({"stack": 0})",
      R"({"stack": -5})",
      R"({"timer_s": -1})",
      R"({"bots": [{"seat": 6, "kind": "random"}]})",
      R"({"bots": [{"seat": -1, "kind": "random"}]})",
      R"({"bots": [{"seat": 1, "kind": "random"}, {"seat": 1, "kind": "heuristic"}]})",
      R"({"bots": [{"seat": 1, "kind": "genius"}]})",
      R"({"bots": [{"seat": 1, "kind": "random:bogus=1"}]})",
      R"({"bots": [{"seat": 1, "kind": "heuristic:samples=zero"}]})",
      R"({"bots": [{"seat": 1}]})",
      R"({"bots": [{"seat": 1, "kind": "random", "colour": "red"}]})",
      R"({"rules": {"15-35": {"bogus": 1}}})",
      R"({"rules": {"15-35": {"nearness": "closest"}}})",
      R"({"rules": {"poker": {}}})",
      R"({"betting": {"structure": "table-stakes"}})",
      R"({"betting": {"bogus": 3}})",
      R"({"name": 5})",
      "[]",
  };
  for (const char* body : bad) {
    EXPECT_THROW(config_of(body), InputError) << body;
  }
}

TEST(TableConfig, RoundTripsThroughJson) {
  const TableConfig c = config_of(R"({"name": "Friday", "games": ["7-27", "15-35"],
      "rules": {"15-35": {"nearness": "under-beats-over"}, "7-27": {"deal": "three-down-expose"}},
      "seats": 8, "stack": 150, "betting": {"structure": "pot-limit"}, "timer_s": 0,
      "pause_s": 2, "bots": [{"seat": 4, "kind": "heuristic"}, {"seat": 0, "kind": "random"}]})");
  const io::Json json = table_config_json(c);
  const TableConfig back = read_table_config(json);
  EXPECT_EQ(back.name, c.name);
  EXPECT_EQ(back.games, c.games);
  EXPECT_EQ(back.vying_rules, c.vying_rules);
  EXPECT_EQ(back.seats, 8);
  EXPECT_EQ(back.stack, 150);
  EXPECT_EQ(back.timer_s, 0);
  EXPECT_EQ(back.pause_s, 2);
  ASSERT_EQ(back.bots.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(back.bots[i].seat, c.bots[i].seat);
    EXPECT_EQ(back.bots[i].spec.text(), c.bots[i].spec.text());
  }
  EXPECT_EQ(table_config_json(back), json);
}

TEST(TableConfig, DefaultsRoundTripToo) {
  const TableConfig c = config_of("{}");
  const TableConfig back = read_table_config(table_config_json(c));
  EXPECT_EQ(back.games, c.games);
  EXPECT_EQ(back.vying_rules, c.vying_rules);
  EXPECT_EQ(table_config_json(back), table_config_json(c));
}

}  // namespace
}  // namespace cardroom::server::table_test
