// The vying half of the command-line contract (../shared/spec/cli-contract.md), against the
// built binary: `cardroom rules`, `showdown` and `replay`, their help, and bad input to each,
// which must exit 2 with exactly one line on stderr (naming the key, or `action N`) and nothing
// on stdout.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/run_cardroom.h"

namespace cardroom::testing {
namespace {

using Json = nlohmann::json;

// Bad input: exit 2, nothing on stdout, one line on stderr that mentions `mention`.
void expect_bad(const std::vector<std::string>& args, const std::string& input,
                const std::string& mention) {
  const CliResult r = run_cardroom(args, input);
  std::string where = "cardroom";
  for (const auto& a : args) where += " " + a;
  where += " <<< " + input;
  EXPECT_EQ(r.exit_code, 2) << where;
  EXPECT_EQ(r.out, "") << where;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << where << "\nstderr: " << r.err;
  EXPECT_FALSE(r.err.empty() || r.err.back() != '\n') << where;
  EXPECT_NE(r.err.find(mention), std::string::npos)
      << where << "\nstderr should mention '" << mention << "': " << r.err;
}

Json run_ok(const std::vector<std::string>& args, const std::string& input = "") {
  const CliResult r = run_cardroom(args, input);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  return Json::parse(r.out);
}

// A valid showdown input with one field replaced (JSON pointer style edits by the caller).
Json showdown_input() {
  return Json::parse(R"({"game": "seven-twenty-seven", "dealer": 0,
    "players": [{"cards": ["6c", "Kd"], "put_in": 5, "folded": false},
                {"cards": ["7c", "Kh"], "put_in": 5}]})");
}

Json replay_input() {
  return Json::parse(R"({"game": "seven-twenty-seven", "rules": {}, "stacks": [10, 10],
    "dealer": 1, "deck": ["2c", "3c", "4c", "5c", "6c"], "actions": []})");
}

// --- help ----------------------------------------------------------------------------------

TEST(VyingCliHelp, HelpExitsZeroOnEveryCommand) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"--help"}, {"-h"}, {"rules", "--help"}, {"showdown", "--help"}, {"replay", "--help"}}) {
    const CliResult r = run_cardroom(args);
    EXPECT_EQ(r.exit_code, 0) << args.front() << " " << args.back();
    EXPECT_FALSE(r.out.empty()) << args.front() << " " << args.back();
  }
  EXPECT_NE(run_cardroom({"--help"}).out.find("replay"), std::string::npos);
  EXPECT_NE(run_cardroom({"rules", "--help"}).out.find("GAME"), std::string::npos);
}

// --- rules ---------------------------------------------------------------------------------

TEST(VyingCliRules, NamesAndAliasesPrintTheSamePreset) {
  const Json full = run_ok({"rules", "seven-twenty-seven"});
  EXPECT_EQ(run_ok({"rules", "7-27"}), full);
  EXPECT_EQ(full["targets"], Json({7, 27}));
  EXPECT_EQ(full["nearness"], "nearest");
  EXPECT_EQ(full["betting"]["structure"], "spread-limit");
  const Json fifteen = run_ok({"rules", "fifteen-thirty-five"});
  EXPECT_EQ(run_ok({"rules", "15-35"}), fifteen);
  EXPECT_EQ(fifteen["targets"], Json({15, 35}));
  EXPECT_EQ(fifteen["showdown"], "declare-simultaneous");
  for (const char* key :
       {"targets", "deal", "extra_card_face", "initial_offer", "freeze_after_refusals", "pictures",
        "first_opener", "later_opener", "after_no_draw", "showdown", "natural_scoops", "nearness",
        "fewer_cards_wins", "betting"}) {
    EXPECT_TRUE(full.contains(key)) << key;
    EXPECT_TRUE(fifteen.contains(key)) << key;
  }
}

TEST(VyingCliRules, BadArguments) {
  expect_bad({"rules"}, "", "GAME");
  expect_bad({"rules", "seven-27"}, "", "seven-27");
  expect_bad({"rules", "poker"}, "", "seven-twenty-seven");  // lists the accepted names
  expect_bad({"rules", "7-27", "extra"}, "", "extra");
  expect_bad({"rules", "--nope", "7-27"}, "", "nope");
}

TEST(VyingCliTop, BadArgumentsToCardroomItself) {
  expect_bad({}, "", "subcommand");
  // CLI11 reports the missing subcommand before the stray word; either says what is wrong.
  expect_bad({"--nope"}, "", "");
  expect_bad({"shodown"}, "", "");
  expect_bad({"replay", "--nope"}, "", "nope");
}

// --- showdown ------------------------------------------------------------------------------

TEST(VyingCliShowdown, AGoodInputPrintsOneDocument) {
  const Json out = run_ok({"showdown"}, showdown_input().dump());
  EXPECT_EQ(out["payouts"], Json({2, 8}));
  EXPECT_EQ(out["players"][0]["low"], 6.5);
  EXPECT_EQ(out["pots"][0]["amount"], 10);
}

TEST(VyingCliShowdown, MalformedAndMistypedDocuments) {
  expect_bad({"showdown"}, "", "JSON");
  expect_bad({"showdown"}, "{", "JSON");
  expect_bad({"showdown"}, "{\"game\": \"7-27\",}", "JSON");
  expect_bad({"showdown"}, showdown_input().dump() + " {}", "JSON");
  expect_bad({"showdown"}, "[]", "object");
  expect_bad({"showdown"}, "\"7-27\"", "object");
  Json in = showdown_input();
  in["game"] = 727;
  expect_bad({"showdown"}, in.dump(), "game");
  in = showdown_input();
  in["players"] = "two";
  expect_bad({"showdown"}, in.dump(), "players");
  in = showdown_input();
  in["players"][0]["cards"] = "6c Kd";
  expect_bad({"showdown"}, in.dump(), "players[0].cards");
  in = showdown_input();
  in["players"][0]["put_in"] = "5";
  expect_bad({"showdown"}, in.dump(), "players[0].put_in");
  in = showdown_input();
  in["players"][0]["put_in"] = 2.5;
  expect_bad({"showdown"}, in.dump(), "players[0].put_in");
  in = showdown_input();
  in["players"][1]["folded"] = "no";
  expect_bad({"showdown"}, in.dump(), "players[1].folded");
  in = showdown_input();
  in["players"][1] = 5;
  expect_bad({"showdown"}, in.dump(), "players[1]");
  in = showdown_input();
  in["dealer"] = "0";
  expect_bad({"showdown"}, in.dump(), "dealer");
}

TEST(VyingCliShowdown, UnknownGameKeysAndRules) {
  Json in = showdown_input();
  in["game"] = "poker";
  expect_bad({"showdown"}, in.dump(), "poker");
  in["game"] = "five-three-five";
  expect_bad({"showdown"}, in.dump(), "game");
  in = showdown_input();
  in["pot"] = 10;
  expect_bad({"showdown"}, in.dump(), "pot");
  in = showdown_input();
  in["players"][0]["chips"] = 3;
  expect_bad({"showdown"}, in.dump(), "chips");
  in = showdown_input();
  in["rules"] = {{"nearnes", "nearest"}};
  expect_bad({"showdown"}, in.dump(), "nearnes");
  in["rules"] = {{"nearness", "closest"}};
  expect_bad({"showdown"}, in.dump(), "over-is-bust");  // the accepted values are listed
  in["rules"] = {{"showdown", "cards-speak"}};
  expect_bad({"showdown"}, in.dump(), "declare-sequential");
  in["rules"] = {{"fewer_cards_wins", "yes"}};
  expect_bad({"showdown"}, in.dump(), "fewer_cards_wins");
  in["rules"] = {{"betting", {{"structure", "pot"}}}};
  expect_bad({"showdown"}, in.dump(), "no-limit");
  in["rules"] = "split";
  expect_bad({"showdown"}, in.dump(), "rules");
}

TEST(VyingCliShowdown, MissingKeys) {
  Json in = showdown_input();
  in.erase("game");
  expect_bad({"showdown"}, in.dump(), "game");
  in = showdown_input();
  in.erase("players");
  expect_bad({"showdown"}, in.dump(), "players");
  in = showdown_input();
  in["players"][0].erase("cards");
  expect_bad({"showdown"}, in.dump(), "cards");
  in = showdown_input();
  in["players"][1].erase("put_in");
  expect_bad({"showdown"}, in.dump(), "put_in");
}

TEST(VyingCliShowdown, BadCardsAndChips) {
  Json in = showdown_input();
  in["players"][1]["cards"] = {"7c", "Kd"};  // Kd is seat 0's
  expect_bad({"showdown"}, in.dump(), "Kd");
  in = showdown_input();
  in["players"][1]["cards"] = {"7c", "Kx"};
  expect_bad({"showdown"}, in.dump(), "Kx");
  in["players"][1]["cards"] = {"1c"};
  expect_bad({"showdown"}, in.dump(), "1c");
  in["players"][1]["cards"] = {7};
  expect_bad({"showdown"}, in.dump(), "players[1].cards[0]");
  in = showdown_input();
  in["players"][0]["put_in"] = -1;
  expect_bad({"showdown"}, in.dump(), "put_in");
  in = showdown_input();
  in["dealer"] = 2;
  expect_bad({"showdown"}, in.dump(), "dealer");
  in = showdown_input();
  in["players"] = Json::array({in["players"][0]});
  expect_bad({"showdown"}, in.dump(), "players");
  in = showdown_input();
  in["players"][0]["folded"] = true;
  in["players"][1]["folded"] = true;
  expect_bad({"showdown"}, in.dump(), "players");
}

TEST(VyingCliShowdown, DeclarationsWhereTheRulesDeclare) {
  Json in = showdown_input();
  in["game"] = "15-35";
  expect_bad({"showdown"}, in.dump(), "declare");
  in["players"][0]["declare"] = "low";
  expect_bad({"showdown"}, in.dump(), "players[1]");
  in["players"][1]["declare"] = "top";
  expect_bad({"showdown"}, in.dump(), "players[1].declare");
  in["players"][1]["declare"] = 2;
  expect_bad({"showdown"}, in.dump(), "players[1].declare");
  in["players"][1]["declare"] = "high";
  EXPECT_EQ(run_ok({"showdown"}, in.dump())["payouts"], Json({5, 5}));
  // 7-27 with a declaring showdown rule needs them too.
  in = showdown_input();
  in["rules"] = {{"showdown", "declare-sequential"}};
  expect_bad({"showdown"}, in.dump(), "declare");
}

TEST(VyingCliShowdown, PlayerCountsOfEachGame) {
  Json in = showdown_input();
  in["game"] = "15-35";
  in["players"] = Json::array();
  const char* cards[] = {"2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc"};
  for (const char* c : cards)
    in["players"].push_back({{"cards", {c}}, {"put_in", 1}, {"declare", "low"}});
  expect_bad({"showdown"}, in.dump(), "players");  // 9 players: 15-35 seats 2 to 8
  in["game"] = "7-27";
  EXPECT_EQ(run_ok({"showdown"}, in.dump())["payouts"].size(), 9u);
}

// --- replay --------------------------------------------------------------------------------

TEST(VyingCliReplay, AGoodRecordPrintsWhereItEnds) {
  const Json out = run_ok({"replay"}, replay_input().dump());
  EXPECT_EQ(out["finished"], false);
  EXPECT_EQ(out["to_act"], 0);
  EXPECT_EQ(out["stacks"], Json({9, 9}));
  EXPECT_EQ(out["showdown"], nullptr);
}

TEST(VyingCliReplay, MalformedAndMistypedRecords) {
  expect_bad({"replay"}, "", "JSON");
  expect_bad({"replay"}, "{\"game\": ", "JSON");
  expect_bad({"replay"}, "[1, 2]", "object");
  Json in = replay_input();
  in["stacks"] = "10 10";
  expect_bad({"replay"}, in.dump(), "stacks");
  in = replay_input();
  in["stacks"] = {10, "10"};
  expect_bad({"replay"}, in.dump(), "stacks[1]");
  in = replay_input();
  in["deck"] = "2c 3c";
  expect_bad({"replay"}, in.dump(), "deck");
  in = replay_input();
  in["actions"] = "take";
  expect_bad({"replay"}, in.dump(), "actions");
  in = replay_input();
  in["actions"] = {"stand", 3};
  expect_bad({"replay"}, in.dump(), "action 1");
  in = replay_input();
  in["seed"] = "x";
  expect_bad({"replay"}, in.dump(), "seed");
  in = replay_input();
  in["dealer"] = true;
  expect_bad({"replay"}, in.dump(), "dealer");
}

TEST(VyingCliReplay, UnknownGameKeysAndRules) {
  Json in = replay_input();
  in["game"] = "seven";
  expect_bad({"replay"}, in.dump(), "seven");
  in = replay_input();
  in["players"] = 2;
  expect_bad({"replay"}, in.dump(), "players");
  in = replay_input();
  in["rules"] = {{"deal", "down-up"}};
  expect_bad({"replay"}, in.dump(), "three-down-expose");
  in["rules"] = {{"dealer", 1}};
  expect_bad({"replay"}, in.dump(), "dealer");
  in["rules"] = {{"betting", {{"maximum", 5}}}};
  expect_bad({"replay"}, in.dump(), "maximum");
}

TEST(VyingCliReplay, MissingKeys) {
  Json in = replay_input();
  in.erase("game");
  expect_bad({"replay"}, in.dump(), "game");
  in = replay_input();
  in.erase("stacks");
  expect_bad({"replay"}, in.dump(), "stacks");
}

TEST(VyingCliReplay, BadTablesAndDecks) {
  Json in = replay_input();
  in["stacks"] = {10, -5};
  expect_bad({"replay"}, in.dump(), "stacks[1]");
  in["stacks"] = {10};
  expect_bad({"replay"}, in.dump(), "stacks");
  in["stacks"] = {10, 0};
  expect_bad({"replay"}, in.dump(), "stacks");  // one seat with chips cannot play
  in = replay_input();
  in["game"] = "15-35";
  in["stacks"] = {5, 5, 5, 5, 5, 5, 5, 5, 5};
  in["dealer"] = 0;
  in["deck"] = Json::array();
  expect_bad({"replay"}, in.dump(), "stacks");  // 15-35 seats 2 to 8
  in = replay_input();
  in["dealer"] = 2;
  expect_bad({"replay"}, in.dump(), "dealer");
  in = replay_input();
  in["deck"] = {"2c", "3c", "2c", "5c"};
  expect_bad({"replay"}, in.dump(), "2c");
  in["deck"] = {"2c", "3c", "4c", "5z"};
  expect_bad({"replay"}, in.dump(), "deck[3]");
  in["deck"] = {"2c", "3c", "4c"};
  expect_bad({"replay"}, in.dump(), "deck exhausted");
}

TEST(VyingCliReplay, IllegalActionsNameTheActionAndTheRule) {
  Json in = replay_input();
  in["actions"] = {"stand", "jump"};
  expect_bad({"replay"}, in.dump(), "action 1");
  in["actions"] = {"check"};  // an offer round: take or stand
  expect_bad({"replay"}, in.dump(), "action 0");
  in["actions"] = {"stand", "stand", "bet 6"};
  expect_bad({"replay"}, in.dump(), "action 2");
  in["actions"] = {"stand", "stand", "bet 0"};
  expect_bad({"replay"}, in.dump(), "action 2");
  in["actions"] = {"stand", "stand", "bet -1"};
  expect_bad({"replay"}, in.dump(), "action 2");
  in["actions"] = {"stand", "stand", "fold"};
  expect_bad({"replay"}, in.dump(), "action 2");
  in["actions"] = {"stand", "stand", "raise 1"};
  expect_bad({"replay"}, in.dump(), "action 2");
  in["actions"] = {"stand", "stand", "check", "call"};
  expect_bad({"replay"}, in.dump(), "action 3");
  in["actions"] = {"stand", "stand", "declare low"};
  expect_bad({"replay"}, in.dump(), "action 2");
  in["actions"] = {"take", "take", "take"};  // the five-card record deck is used up
  expect_bad({"replay"}, in.dump(), "action 1");
  in["actions"] = {"stand", "stand", "check", "check", "take", "take"};
  expect_bad({"replay"}, in.dump(), "deck exhausted");
  in["actions"] = {"stand", "stand", "check", "check", "stand", "stand", "stand"};
  expect_bad({"replay"}, in.dump(), "action 6");  // the hand is over
  in["actions"] = {"stand", "stand", "bet 1", "fold", "check"};
  expect_bad({"replay"}, in.dump(), "action 4");
}

TEST(VyingCliReplay, DeclarationsInARecord) {
  Json in = replay_input();
  in["rules"] = {{"showdown", "declare-simultaneous"}};
  in["actions"] = {"stand", "stand", "check", "check", "stand", "stand"};
  const Json out = run_ok({"replay"}, in.dump());  // the record may stop before declaring
  EXPECT_EQ(out["finished"], false);
  EXPECT_EQ(out["to_act"], 0);
  in["actions"].push_back("declare sideways");
  expect_bad({"replay"}, in.dump(), "action 6");
  in["actions"].back() = "declare";
  expect_bad({"replay"}, in.dump(), "action 6");
  in["actions"].back() = "take";
  expect_bad({"replay"}, in.dump(), "action 6");
}

TEST(VyingCliReplay, ExposeWordsAreChecked) {
  Json in = replay_input();
  in["game"] = "15-35";
  in["dealer"] = 1;
  in["deck"] = {"2c", "3c", "4c", "5c", "6c", "7c"};
  in["actions"] = {"expose 3c"};  // seat 0 holds 2c 4c 6c
  expect_bad({"replay"}, in.dump(), "action 0");
  in["actions"] = {"expose"};
  expect_bad({"replay"}, in.dump(), "action 0");
  in["actions"] = {"expose 2c", "expose 2c"};
  expect_bad({"replay"}, in.dump(), "action 1");
  in["actions"] = {"check"};
  expect_bad({"replay"}, in.dump(), "action 0");
}

TEST(VyingCliReplay, OddDocumentsNeverCrash) {
  // Whatever the document, the answer is a result or a one-line error, never a crash.
  for (const char* doc :
       {"null", "0", "true", "{}", "{\"game\": null}", "{\"game\": \"7-27\", \"stacks\": null}",
        "{\"game\": \"7-27\", \"stacks\": [1e300, 5]}",
        "{\"game\": \"7-27\", \"stacks\": [10, 10], \"deck\": null}",
        "{\"game\": \"7-27\", \"stacks\": [10, 10], \"rules\": null}",
        "{\"game\": \"7-27\", \"stacks\": [18446744073709551615, 10]}"}) {
    const CliResult r = run_cardroom({"replay"}, doc);
    EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 2) << doc << ": " << r.exit_code << " " << r.err;
    if (r.exit_code == 2) {
      EXPECT_EQ(r.out, "") << doc;
      EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << doc << ": " << r.err;
    }
  }
}

// Copies of one bot seated alike differ by rounding alone: their pair prints [0.000, 0.000] and
// must not be called a difference (seed 5 gives one such pair a rounding-sized interval).
TEST(VyingCliArena, OnlyAnIntervalClearOfZeroAsPrintedIsCalledADifference) {
  const CliResult r = run_cardroom({"arena", "--game", "15-35", "--bots",
                                    "heuristic,random,heuristic,random,heuristic,random", "--games",
                                    "20", "--seed", "5"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  int clear = 0;
  std::size_t at = 0;
  for (std::size_t end; (end = r.out.find('\n', at)) != std::string::npos; at = end + 1) {
    const std::string line = r.out.substr(at, end - at);
    if (line.find("(interval excludes 0)") == std::string::npos) continue;
    ++clear;
    const auto open = line.find('[');
    const double low = std::stod(line.substr(open + 1));
    const double high = std::stod(line.substr(line.find(", ", open) + 2));
    EXPECT_TRUE(low > 0 || high < 0) << line;
  }
  EXPECT_EQ(clear, 9);  // each heuristic against each random
}

}  // namespace
}  // namespace cardroom::testing
