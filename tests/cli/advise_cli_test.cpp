// `cardroom advise` run as a user runs it: a replay record plus "seat" on stdin, the advice on
// stdout, and bad input refused as the contract says (exit 2, one line on stderr, nothing on
// stdout).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/run_cardroom.h"

namespace cardroom::testing::advise_cli {
namespace {

using testing::CliResult;
using testing::run_cardroom;

using Json = nlohmann::json;

// Seven Twenty-Seven heads-up, seat 1 to call or fold the last 2 chips of seat 0 (worked by hand
// in tests/advice/exact_positions_test.cpp: calling is worth 136/49 chips).
Json last_decision() {
  return Json::parse(R"({"game": "7-27", "rules": {"after_no_draw": "final-betting-round"},
      "stacks": [3, 10], "dealer": 1, "deck": ["Kh", "5c", "4s", "2d", "9c", "9d"],
      "actions": ["stand", "stand", "check", "check", "stand", "stand", "all-in"], "seat": 1})");
}

Json four_players() {
  return Json::parse(R"({"game": "7-27", "stacks": [100, 100, 100, 100], "seed": 5,
      "actions": ["stand", "stand", "stand", "stand"], "seat": 1})");
}

Json five35_round() {
  return Json::parse(R"({"game": "535", "players": 3, "dealer": 0, "seed": 3,
      "actions": [], "seat": 0})");
}

Json advise_json(const Json& input, std::vector<std::string> flags = {}) {
  flags.insert(flags.begin(), {"advise", "--json"});
  const CliResult r = run_cardroom(flags, input.dump());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  return r.exit_code == 0 ? Json::parse(r.out) : Json();
}

void expect_refused(const std::string& input, const std::string& mention,
                    std::vector<std::string> flags = {}) {
  flags.insert(flags.begin(), "advise");
  const CliResult r = run_cardroom(flags, input);
  EXPECT_EQ(r.exit_code, 2) << input;
  EXPECT_EQ(r.out, "") << input;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << input << "\n" << r.err;
  EXPECT_NE(r.err.find(mention), std::string::npos) << input << "\n" << r.err;
}

TEST(AdviseCli, ExactLastDecisionAsJson) {
  const Json out = advise_json(last_decision());
  EXPECT_EQ(out["seat"], 1);
  EXPECT_EQ(out["exact"], true);
  EXPECT_EQ(out["samples"], 49);
  // 29/49, 78/98 and 136/49 rounded as printed.
  EXPECT_DOUBLE_EQ(out["showdown_now"]["high"].get<double>(), 0.592);
  EXPECT_DOUBLE_EQ(out["showdown_now"]["share"].get<double>(), 0.796);
  ASSERT_EQ(out["actions"].size(), 2u);
  EXPECT_EQ(out["actions"][0]["action"], "call");
  EXPECT_DOUBLE_EQ(out["actions"][0]["ev"].get<double>(), 2.78);
  EXPECT_EQ(out["actions"][0]["ci95"], Json::array({2.78, 2.78}));
  EXPECT_EQ(out["actions"][1]["action"], "fold");
}

TEST(AdviseCli, ReadableTableSaysItInWords) {
  const CliResult r = run_cardroom({"advise"}, last_decision().dump());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("call: +2.78 chips exactly"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("fold: 0 chips exactly"), std::string::npos) << r.out;
  EXPECT_LT(r.out.find("call:"), r.out.find("fold:"));  // best first
}

TEST(AdviseCli, InFrenchTheTableIsInFrenchAndTheJsonStaysTheContract) {
  const CliResult r = run_cardroom({"--lang", "fr", "advise"}, last_decision().dump());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("Conseil pour le siège 1 (exact : "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("suivre : +2,78 jetons exactement"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("se coucher : 0 jetons exactement"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("chips"), std::string::npos) << r.out;
  const CliResult json = run_cardroom({"--lang", "fr", "advise", "--json"}, last_decision().dump());
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const Json out = Json::parse(json.out);
  EXPECT_EQ(out["actions"][0]["action"], "call");
  EXPECT_EQ(out["actions"][1]["action"], "fold");
}

// A language we have no catalogue for is no error: the same English table, exit 0.
TEST(AdviseCli, AnUnknownLanguageIsEnglish) {
  const CliResult english = run_cardroom({"advise"}, last_decision().dump());
  ASSERT_EQ(english.exit_code, 0) << english.err;
  const CliResult flag = run_cardroom({"--lang", "klingon", "advise"}, last_decision().dump());
  EXPECT_EQ(flag.exit_code, 0) << flag.err;
  EXPECT_EQ(flag.out, english.out);
  EXPECT_EQ(flag.err, "");
  for (const char* env : {"LANG=xx_YY.UTF-8", "LC_ALL=C", "LANGUAGE=de:it LANG=POSIX"}) {
    const CliResult r = run_cardroom_after(std::string("env -u LC_ALL -u LC_MESSAGES -u LANGUAGE ") + env,
                                           {"advise"}, last_decision().dump());
    EXPECT_EQ(r.exit_code, 0) << env << ": " << r.err;
    EXPECT_EQ(r.out, english.out) << env;
    EXPECT_EQ(r.err, "") << env;
  }
  // And the environment's French gives way to English asked on the command line.
  const CliResult asked = run_cardroom_after("env LANG=fr_FR.UTF-8", {"--lang", "en", "advise"},
                                             last_decision().dump());
  EXPECT_EQ(asked.out, english.out);
}

TEST(AdviseCli, FiveThreeFiveShape) {
  const Json out = advise_json(five35_round(), {"--samples", "60", "--playouts", "20"});
  EXPECT_EQ(out["seat"], 0);
  EXPECT_EQ(out["samples"], 60);
  EXPECT_TRUE(out.contains("go_out_first"));
  ASSERT_FALSE(out["actions"].empty());
  double last = -1;
  for (const auto& a : out["actions"]) {
    EXPECT_EQ(a["action"].get<std::string>().rfind("lead ", 0), 0u) << a;
    EXPECT_GE(a["points"].get<double>(), last);  // fewest points first
    last = a["points"].get<double>();
    EXPECT_LE(a["ci95"][0].get<double>(), a["points"].get<double>());
  }
}

TEST(AdviseCli, ThreadsGiveTheSameNumbers) {
  for (const Json& input : {four_players(), five35_round()}) {
    const std::vector<std::string> budget{"--samples", "80", "--playouts", "20", "--seed", "9"};
    auto with = [&](const char* threads) {
      auto flags = budget;
      flags.insert(flags.end(), {"--threads", threads});
      return advise_json(input, flags);
    };
    const Json one = with("1");
    EXPECT_FALSE(one["exact"].get<bool>());
    EXPECT_EQ(with("2"), one);
  }
}

TEST(AdviseCli, AdvisesASeatThatIsNotToAct) {
  Json input = four_players();
  input["seat"] = 3;
  const Json out = advise_json(input, {"--samples", "50", "--playouts", "10"});
  EXPECT_EQ(out["seat"], 3);
  EXPECT_TRUE(out["actions"].empty());
}

TEST(AdviseCli, BadInputIsRefusedOnOneLine) {
  expect_refused("{\"game\": ", "");
  expect_refused("[1, 2]", "object");
  Json no_seat = last_decision();
  no_seat.erase("seat");
  expect_refused(no_seat.dump(), "seat");
  Json far = last_decision();
  far["seat"] = 2;
  expect_refused(far.dump(), "seat: 2 is out of range");
  far["seat"] = -1;
  expect_refused(far.dump(), "seat: -1 is out of range");
  Json text_seat = last_decision();
  text_seat["seat"] = "one";
  expect_refused(text_seat.dump(), "seat");
  Json unknown = last_decision();
  unknown["colour"] = "red";
  expect_refused(unknown.dump(), "colour");
  Json over = last_decision();
  over["actions"].push_back("call");
  expect_refused(over.dump(), "already over");
  Json illegal = last_decision();
  illegal["actions"].push_back("raise 2");
  expect_refused(illegal.dump(), "action 7");
  Json round_over = five35_round();
  round_over["players"] = 2;
  round_over["deck"] = Json::parse(
      "[1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13]");
  round_over.erase("seed");
  round_over["seat"] = 7;
  expect_refused(round_over.dump(), "seat: 7 is out of range");
  Json game = last_decision();
  game["game"] = "poker";
  expect_refused(game.dump(), "poker");
}

TEST(AdviseCli, BadOptionsAreRefused) {
  const std::string input = last_decision().dump();
  expect_refused(input, "--samples", {"--samples", "0"});
  expect_refused(input, "--threads", {"--threads", "0"});
  expect_refused(input, "--playouts", {"--playouts", "-3"});
  expect_refused(input, "--policy", {"--policy", "wizard"});
  expect_refused(input, "--samples", {"--samples", "many"});
}

TEST(AdviseCli, FinishedRoundIsRefused) {
  // Play a round to its end with `cardroom replay`, always the first legal move, then ask.
  Json record = five35_round();
  record.erase("seat");
  for (int i = 0; i < 300; ++i) {
    const CliResult r = run_cardroom({"replay"}, record.dump());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json out = Json::parse(r.out);
    if (out["finished"].get<bool>()) break;
    record["actions"].push_back(out["legal"][0]);
  }
  record["seat"] = 1;
  expect_refused(record.dump(), "already over");
}

TEST(AdviseCli, HelpListsTheOptions) {
  const CliResult help = run_cardroom({"advise", "--help"});
  EXPECT_EQ(help.exit_code, 0);
  for (const char* option :
       {"--policy", "--samples", "--playouts", "--seed", "--threads", "--json"}) {
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  }
}

}  // namespace
}  // namespace cardroom::testing::advise_cli
