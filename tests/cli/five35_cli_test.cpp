// The Five Three Five side of the command-line contract (cli-contract.md, five-three-five.md §9),
// run against the built binary: `cardroom rules five-three-five` and `cardroom replay`.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "cli/run_cardroom.h"
#include "core/rng.h"

namespace cardroom::testing {
namespace {

using Json = nlohmann::json;

// The 2-player deck of the rulebook's going-out example: seat 1 gets the even positions.
const Json kTwoPlayerDeck =
    Json::parse("[1, 1, 2, 2, 3, 3, 5, 4, 5, 4, 8, 4, 8, 7, 9, 9, 12, 9, 14, 11, 15, 12, 15, 13]");

Json replay(const Json& input) {
  const CliResult r = run_cardroom({"replay"}, input.dump());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  return r.exit_code == 0 ? Json::parse(r.out) : Json();
}

// Bad input: exit 2, nothing on stdout, one line on stderr that contains `mention`.
void expect_refused(const std::string& input, const std::string& mention) {
  const CliResult r = run_cardroom({"replay"}, input);
  EXPECT_EQ(r.exit_code, 2) << input;
  EXPECT_EQ(r.out, "") << input;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << input << "\n" << r.err;
  EXPECT_NE(r.err.find(mention), std::string::npos) << input << "\n" << r.err;
}

Json record(Json actions) {
  return Json{
      {"game", "five-three-five"}, {"rules", Json::object()},      {"players", 2}, {"dealer", 0},
      {"deck", kTwoPlayerDeck},    {"actions", std::move(actions)}};
}

TEST(Five35Cli, RulesPrintsTheWholePreset) {
  for (const char* name : {"five-three-five", "535"}) {
    const CliResult r = run_cardroom({"rules", name});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(Json::parse(r.out), Json::parse(R"({"card_points": {"1": 1, "2": 1, "3": 1,
        "4": 1, "5": 1, "7": 2, "8": 5, "9": 2, "11": 3, "12": 3, "13": 3, "14": 3, "15": 3},
        "rule_of_eight": "any-eight", "target_score": 20, "two_player_rounds": 2})"));
  }
}

TEST(Five35Cli, StartOfARound) {
  const Json out = replay(record(Json::array()));
  EXPECT_EQ(out, Json::parse(R"({"finished": false, "to_act": 0,
      "legal": ["lead 1", "lead 2", "lead 3", "lead 4", "lead 7", "lead 9", "lead 11", "lead 12",
                "lead 13", "lead 4 4", "lead 4 4 4", "lead 9 9", "lead 1 2", "lead 2 3",
                "lead 3 4", "lead 11 12", "lead 12 13", "lead 1 2 3", "lead 2 3 4",
                "lead 11 12 13"],
      "hands": [[1, 2, 3, 4, 4, 4, 7, 9, 9, 11, 12, 13], [1, 2, 3, 5, 5, 8, 8, 9, 12, 14, 15, 15]],
      "meld": null, "trick_leader": 0, "went_out": null, "round_points": [0, 0],
      "scores": [0, 0], "game_over": false, "winners": []})"));
}

TEST(Five35Cli, GoingOutMidTrickEndsTheRoundButNotTheTwoRoundGame) {
  // As the rulebook example, but in the default two-round game: round 1 never ends the game.
  Json in = record({"lead 1 2 3", "pass", "lead 11 12 13", "pass", "lead 4 4 4", "pass", "lead 7",
                    "overwrite 9", "add 9 9"});
  Json out = replay(in);
  EXPECT_EQ(out["finished"], true);
  EXPECT_EQ(out["went_out"], 0);
  EXPECT_EQ(out["meld"], nullptr);
  EXPECT_EQ(out["trick_leader"], 0);
  EXPECT_EQ(out["round_points"], Json::parse("[0, 27]"));
  EXPECT_EQ(out["game_over"], false);
  EXPECT_EQ(out["winners"], Json::array());
  in["round"] = 2;
  in["scores"] = {3, 0};
  out = replay(in);
  EXPECT_EQ(out["scores"], Json::parse("[3, 27]"));
  EXPECT_EQ(out["game_over"], true);
  EXPECT_EQ(out["winners"], Json::parse("[0]"));
  // Stopped one action early: nothing is decided.
  in["actions"].erase(in["actions"].size() - 1);
  out = replay(in);
  EXPECT_EQ(out["finished"], false);
  EXPECT_EQ(out["game_over"], false);
  EXPECT_EQ(out["round_points"], Json::parse("[0, 0]"));
  EXPECT_EQ(out["scores"], Json::parse("[3, 0]"));
  EXPECT_EQ(out["legal"], Json::parse(R"(["add 9", "add 9 9", "pass"])"));
}

TEST(Five35Cli, GameOverAtTheTargetWithSharedWinners) {
  // Totals at or past the target decide nothing while the round is still being played.
  Json in = {{"game", "535"}, {"players", 3},         {"dealer", 0},
             {"seed", 4},     {"scores", {25, 0, 5}}, {"actions", Json::array()}};
  Json out = replay(in);
  EXPECT_EQ(out["scores"], Json::parse("[25, 0, 5]"));
  EXPECT_EQ(out["game_over"], false);
  EXPECT_EQ(out["winners"], Json::array());

  Json two = record({"lead 1 2 3", "pass", "lead 11 12 13", "pass", "lead 4 4 4", "pass", "lead 7",
                     "overwrite 9", "add 9 9"});
  two["rules"] = {{"two_player_rounds", 0}};
  two["scores"] = {27, 0};  // seat 0 went out with 0, seat 1 scores 27: both at 27
  out = replay(two);
  EXPECT_EQ(out["scores"], Json::parse("[27, 27]"));
  EXPECT_EQ(out["game_over"], true);
  EXPECT_EQ(out["winners"], Json::parse("[0, 1]"));
  two["rules"] = {{"two_player_rounds", 0}, {"target_score", 60}};
  out = replay(two);
  EXPECT_EQ(out["game_over"], false);
  EXPECT_EQ(out["winners"], Json::array());
  two["rules"] = {{"two_player_rounds", 0}, {"card_points", {{"8", 0}, {"15", 10}}}};
  two["scores"] = {0, 0};
  out = replay(two);
  // Seat 1 keeps 1 2 3 5 5 8 8 12 14 15 15: 5 + 0 + 0 + 3 + 3 + 10 + 10.
  EXPECT_EQ(out["round_points"], Json::parse("[0, 31]"));
}

TEST(Five35Cli, SeedShufflesTheAscendingDeck) {
  for (std::uint64_t seed : {0ULL, 7ULL, 123456789ULL}) {
    for (int players : {2, 3, 5}) {
      const int copies = players >= 5 ? 5 : 4;
      std::vector<int> deck;
      for (int rank : {1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15}) {
        for (int c = 0; c < copies; ++c) deck.push_back(rank);
      }
      Rng rng(seed);
      rng.shuffle(std::span<int>(deck));
      Json by_seed = {{"game", "five-three-five"},
                      {"players", players},
                      {"dealer", 1},
                      {"seed", seed},
                      {"actions", Json::array()}};
      Json by_deck = by_seed;
      by_deck.erase("seed");
      by_deck["deck"] = deck;
      EXPECT_EQ(replay(by_seed), replay(by_deck)) << seed << " " << players;
      if (players == 2) {
        // Round 2 of the two-round game deals the next 24 cards of the same shuffle.
        by_seed["round"] = 2;
        by_deck["round"] = 2;
        by_deck["deck"] = std::vector<int>(deck.begin() + 24, deck.end());
        EXPECT_EQ(replay(by_seed), replay(by_deck)) << seed;
      }
    }
  }
}

TEST(Five35Cli, DealsFromTheDealersLeftAndLeavesExtraCardsUndealt) {
  // Three players, dealer 2: seat 0 gets positions 0, 3, 6, ..., seat 1 positions 1, 4, ...; the
  // card at position p of the ascending deck is the (p / 4)th rank. A full 52-card deck is fine.
  std::vector<int> deck;
  for (int rank : {1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15}) {
    for (int c = 0; c < 4; ++c) deck.push_back(rank);
  }
  Json out = replay({{"game", "535"}, {"players", 3}, {"dealer", 2}, {"deck", deck}});
  EXPECT_EQ(out["hands"][0], Json::parse("[1, 1, 2, 3, 4, 4, 5, 7, 8, 8, 9, 11, 12]"));
  EXPECT_EQ(out["hands"][1], Json::parse("[1, 2, 2, 3, 4, 5, 5, 7, 8, 9, 9, 11, 12]"));
  EXPECT_EQ(out["hands"][2], Json::parse("[1, 2, 3, 3, 4, 5, 7, 7, 8, 9, 11, 11, 12]"));
  EXPECT_EQ(out["to_act"], 2);
  EXPECT_EQ(out["trick_leader"], 2);
}

TEST(Five35Cli, FiveCopiesCompleteASetWithFivePlayers) {
  // Five players, 12 each: seats 1, 2, 3, 4, 0 get positions 0, 1, 2, 3, 4 of each round.
  std::vector<int> deck;
  const std::array<std::vector<int>, 5> hands = {
      std::vector<int>{5, 5, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3},
      std::vector<int>{5, 5, 1, 2, 3, 3, 3, 4, 4, 4, 4, 4},
      std::vector<int>{5, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 9},
      std::vector<int>{9, 9, 9, 9, 11, 11, 11, 11, 11, 12, 12, 12},
      std::vector<int>{12, 12, 13, 13, 13, 13, 13, 14, 14, 14, 14, 14}};
  for (int i = 0; i < 12; ++i) {
    for (int s : {1, 2, 3, 4, 0}) deck.push_back(hands[std::size_t(s)][std::size_t(i)]);
  }
  Json in = {{"game", "535"},
             {"players", 5},
             {"dealer", 0},
             {"deck", deck},
             {"actions", {"lead 5 5", "add 5 5"}}};
  Json out = replay(in);
  EXPECT_EQ(out["meld"], Json::parse(R"({"type": "set", "cards": [5, 5, 5, 5]})"));
  EXPECT_EQ(out["to_act"], 2);
  EXPECT_EQ(out["legal"], Json::parse(R"(["add 5", "pass"])"));
  in["actions"].push_back("add 5");
  out = replay(in);
  EXPECT_EQ(out["meld"], nullptr);
  EXPECT_EQ(out["to_act"], 2);
  EXPECT_EQ(out["trick_leader"], 2);
}

TEST(Five35Cli, RuleOfEightSettings) {
  // Seat 0 leads 9; seat 1 adds 8 (8-9): any-eight ends the trick, source-list and off do not.
  Json in = record({"lead 9", "add 8"});
  Json out = replay(in);
  EXPECT_EQ(out["meld"], nullptr);
  EXPECT_EQ(out["to_act"], 1);
  EXPECT_EQ(out["trick_leader"], 1);
  for (const char* rule : {"source-list", "off"}) {
    in["rules"] = {{"rule_of_eight", rule}};
    out = replay(in);
    EXPECT_EQ(out["meld"], Json::parse(R"({"type": "run", "cards": [8, 9]})")) << rule;
    EXPECT_EQ(out["to_act"], 0) << rule;
    EXPECT_EQ(out["trick_leader"], 0) << rule;
  }
  // overwrite 8 over a 7: an 8 single ends it under source-list, not under off.
  in = record({"lead 7", "overwrite 8"});
  in["rules"] = {{"rule_of_eight", "source-list"}};
  EXPECT_EQ(replay(in)["meld"], nullptr);
  in["rules"] = {{"rule_of_eight", "off"}};
  EXPECT_EQ(replay(in)["meld"], Json::parse(R"({"type": "single", "cards": [8]})"));
}

TEST(Five35Cli, CardsInAnyOrderAndTheWordDecides) {
  const Json a = replay(record({"lead 3 1 2"}));
  const Json b = replay(record({"lead 1 2 3"}));
  EXPECT_EQ(a, b);
  // Facing a single 7, seat 1 may overwrite or add with the same card.
  const Json out = replay(record({"lead 7"}));
  const auto legal = out["legal"].get<std::vector<std::string>>();
  EXPECT_NE(std::find(legal.begin(), legal.end(), "overwrite 8"), legal.end());
  EXPECT_NE(std::find(legal.begin(), legal.end(), "add 8"), legal.end());
  EXPECT_EQ(replay(record({"lead 7", "overwrite 9"}))["meld"],
            Json::parse(R"({"type": "single", "cards": [9]})"));
  EXPECT_EQ(replay(record({"lead 7", "add 9 8"}))["meld"], nullptr);  // 7-8-9 by the Rule of 8
}

TEST(Five35Cli, BadRecords) {
  expect_refused("{", "JSON");
  expect_refused("", "JSON");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "colour": 1})", "colour");
  expect_refused(R"({"game": "535", "dealer": 0, "seed": 1})", "players");
  expect_refused(R"({"game": "535", "players": 2, "seed": 1})", "dealer");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0})", "deck");
  expect_refused(R"({"game": "535", "players": 1, "dealer": 0, "seed": 1})", "players");
  expect_refused(R"({"game": "535", "players": 7, "dealer": 0, "seed": 1})", "players");
  expect_refused(R"({"game": "535", "players": "3", "dealer": 0, "seed": 1})", "players");
  expect_refused(R"({"game": "535", "players": 3, "dealer": 3, "seed": 1})", "dealer");
  expect_refused(R"({"game": "535", "players": 3, "dealer": -1, "seed": 1})", "dealer");
  expect_refused(R"({"game": "535", "players": 3, "dealer": 0, "seed": -1})", "seed");
  expect_refused(R"({"game": "535", "players": 3, "dealer": 0, "seed": "x"})", "seed");
  expect_refused(R"({"game": "535", "players": 3, "dealer": 0, "seed": 1, "scores": [0, 0]})",
                 "scores");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "scores": [0, -1]})",
                 "scores[1]");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "scores": {}})",
                 "scores");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": []})", "rules");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": {"x": 1}})",
                 "'x'");
  expect_refused(
      R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": {"card_points": {"10": 1}}})",
      "card_points");
  expect_refused(
      R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": {"card_points": {"8": -2}}})",
      "card_points.8");
  expect_refused(
      R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": {"rule_of_eight": "on"}})",
      "rule_of_eight");
  expect_refused(
      R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": {"target_score": -5}})",
      "target_score");
  expect_refused(
      R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "rules": {"two_player_rounds": 1}})",
      "two_player_rounds");
  expect_refused(R"({"game": "535", "players": 3, "dealer": 0, "seed": 1, "round": 2})", "round");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "round": 3})", "round");
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "round": 2,
                     "rules": {"two_player_rounds": 0}})",
                 "round");
}

TEST(Five35Cli, BadDecks) {
  auto with_deck = [](const std::string& deck, int players = 2) {
    return R"({"game": "535", "players": )" + std::to_string(players) +
           R"(, "dealer": 0, "deck": )" + deck + "}";
  };
  Json deck = kTwoPlayerDeck;
  for (int bad : {6, 10, 0, 16, -3}) {
    Json d = deck;
    d[5] = bad;
    expect_refused(with_deck(d.dump()), "deck[5]");
  }
  Json d = deck;
  d[3] = "2";
  expect_refused(with_deck(d.dump()), "deck[3]");
  d[3] = 2.5;
  expect_refused(with_deck(d.dump()), "deck[3]");
  expect_refused(with_deck("{}"), "deck");
  // Too few cards for the deal: 23 for two players.
  d = deck;
  d.erase(23);
  expect_refused(with_deck(d.dump()), "deck");
  // A fifth 8 with four players' copies; a sixth with five players.
  d = deck;
  d.push_back(8);
  d.push_back(8);
  d.push_back(8);
  expect_refused(with_deck(d.dump()), "deck[26]");
  std::vector<int> sixty(60, 1);
  expect_refused(with_deck(Json(sixty).dump(), 5), "deck[5]");
  // Extra cards beyond the deal are fine.
  d = deck;
  d.push_back(14);
  d.push_back(14);
  const CliResult ok = run_cardroom({"replay"}, with_deck(d.dump()));
  EXPECT_EQ(ok.exit_code, 0) << ok.err;
}

TEST(Five35Cli, BadActionsNameTheAction) {
  const std::vector<std::pair<Json, std::string>> cases = {
      {Json::array({"pass"}), "action 0"},                       // pass on a lead
      {Json::array({"lead 5 7"}), "action 0"},                   // not held / no meld
      {Json::array({"lead 1 3"}), "action 0"},                   // no meld
      {Json::array({"lead 1 2 3 4"}), "action 0"},               // four cards
      {Json::array({"lead 6"}), "action 0"},                     // not a rank
      {Json::array({"lead"}), "action 0"},                       // no cards
      {Json::array({"jump 3"}), "action 0"},                     // unknown word
      {Json::array({"lead 7", "overwrite 5"}), "action 1"},      // not stronger (and not held)
      {Json::array({"lead 7", "overwrite 12 12"}), "action 1"},  // wrong shape
      {Json::array({"lead 7", "add 12"}), "action 1"},           // does not fit
      {Json::array({"lead 7", "lead 8"}), "action 1"},           // already led
      {Json::array({"lead 7", "pass", "pass"}), "action 2"},     // pass on a lead again
      {Json::array({"lead 7", 8}), "action 1"},                  // not a string
      {Json::array({"lead 1 2 3", "pass", "lead 11 12 13", "pass", "lead 4 4 4", "pass", "lead 7",
                    "overwrite 9", "add 9 9", "pass"}),
       "action 9"},  // after the round ended
  };
  for (const auto& [actions, where] : cases) expect_refused(record(actions).dump(), where);
  expect_refused(R"({"game": "535", "players": 2, "dealer": 0, "seed": 1, "actions": "pass"})",
                 "actions");
  // A control character in an action still gives one line.
  expect_refused(record(Json::array({"lead\n7\n9"})).dump(), "action 0");
}

TEST(Five35Cli, OddDocumentsNeverCrash) {
  for (const char* input : {"null", "[]", "3", "\"535\"", R"({"game": 535})",
                            R"({"game": "535", "players": 1e300, "dealer": 0, "seed": 1})",
                            R"({"game": "535", "players": 2, "dealer": 0,
                                "seed": 18446744073709551615})",
                            R"({"game": "535", "players": 2, "dealer": 0,
                                "seed": 184467440737095516150})"}) {
    const CliResult r = run_cardroom({"replay"}, input);
    EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 2) << input << r.err;
    if (r.exit_code == 2) {
      EXPECT_EQ(r.out, "") << input;
    }
  }
}

}  // namespace
}  // namespace cardroom::testing
