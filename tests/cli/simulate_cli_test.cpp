// `cardroom simulate` and `cardroom bench` through the built binary: the same --json bytes at
// any thread count, the comparison, the files it writes, quiet stderr off a terminal, and bad
// input that exits 2 with one line.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_cardroom.h"

namespace cardroom::testing {
namespace {

using Json = nlohmann::json;

class TempDir {
 public:
  TempDir() {
    char name[] = "/tmp/cardroom-sim-XXXXXX";
    path_ = mkdtemp(name);
  }
  ~TempDir() {
    for (const auto& f : files_) std::remove(f.c_str());
    rmdir(path_.c_str());
  }
  std::string file(const std::string& name, const std::string& text = "") {
    const std::string p = path_ + "/" + name;
    if (!text.empty()) std::ofstream(p) << text;
    files_.push_back(p);
    return p;
  }

 private:
  std::string path_;
  std::vector<std::string> files_;
};

CliResult run_clean(const std::vector<std::string>& args) {
  CliResult r = run_cardroom(args);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");  // no progress bar when stderr is not a terminal
  return r;
}

void expect_bad(const std::vector<std::string>& args, const std::string& mention) {
  const CliResult r = run_cardroom(args);
  std::string where = "cardroom";
  for (const auto& a : args) where += " " + a;
  EXPECT_EQ(r.exit_code, 2) << where;
  EXPECT_EQ(r.out, "") << where;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << where << "\nstderr: " << r.err;
  EXPECT_NE(r.err.find(mention), std::string::npos)
      << where << "\nstderr should mention '" << mention << "': " << r.err;
}

TEST(SimulateCli, JsonIsByteIdenticalOnOneAndTwoThreads) {
  for (const std::vector<std::string>& game :
       {std::vector<std::string>{"--game", "15-35", "--players", "6", "--games", "4000", "--bots",
                                 "random"},
        std::vector<std::string>{"--game", "535", "--players", "4", "--games", "600"},
        std::vector<std::string>{"--game", "7-27", "--players", "7", "--games", "3000", "--rule",
                                 "nearness=over-is-bust", "--bots", "random"}}) {
    std::vector<std::string> one{"simulate"};
    one.insert(one.end(), game.begin(), game.end());
    one.insert(one.end(), {"--seed", "42", "--json"});
    std::vector<std::string> two = one;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const CliResult a = run_clean(one), b = run_clean(two);
    EXPECT_EQ(a.out, b.out) << game[1];
    const Json j = Json::parse(a.out);
    EXPECT_EQ(j["seed"], 42);
    EXPECT_FALSE(j["metrics"].empty());
  }
}

TEST(SimulateCli, SummaryNamesTheRunAndItsRules) {
  const CliResult r =
      run_clean({"simulate", "--game", "7-27", "--games", "500", "--players", "3", "--rule",
              "freeze_after_refusals=2", "--rule", "betting.structure=no-limit"});
  EXPECT_EQ(
      r.out.rfind("seven-twenty-seven: 500 hands, 3 players (all heuristic), seed 1, 100 chips each\n",
                  0),
      0u)
      << r.out;
  EXPECT_NE(r.out.find("betting.structure=no-limit"), std::string::npos);
  EXPECT_NE(r.out.find("freeze_after_refusals=2"), std::string::npos);
  EXPECT_NE(r.out.find("hands that reach a showdown"), std::string::npos);
}

TEST(SimulateCli, PlayersWhoPlayLikePeopleUnlessRandomIsAskedFor) {
  for (const char* game : {"15-35", "7-27", "535"}) {
    const std::vector<std::string> run{"simulate", "--game", game, "--games", "150", "--json"};
    auto with_bots = [&](const char* bots) {
      std::vector<std::string> args = run;
      args.insert(args.end(), {"--bots", bots});
      return run_clean(args).out;
    };
    const std::string by_default = run_clean(run).out;
    EXPECT_EQ(by_default, with_bots("heuristic")) << game;
    EXPECT_NE(by_default, with_bots("random")) << game;
  }
}

TEST(SimulateCli, CompareTwoRuleFiles) {
  TempDir dir;
  const std::string a = dir.file("a.json", "{}");
  const std::string b =
      dir.file("b.json", R"({"nearness": "over-is-bust", "freeze_after_refusals": 0})");
  const std::vector<std::string> args{"simulate", "--game", "15-35", "--games", "2000", "--bots",
                                      "random",   "--compare", a, b, "--json"};
  std::vector<std::string> one = args, two = args;
  one.insert(one.end(), {"--threads", "1"});
  two.insert(two.end(), {"--threads", "2"});
  const CliResult r1 = run_clean(one), r2 = run_clean(two);
  EXPECT_EQ(r1.out, r2.out);
  const Json j = Json::parse(r1.out);
  ASSERT_EQ(j["variants"].size(), 2u);
  EXPECT_EQ(j["variants"][1]["name"], b);
  const Json& frozen = j["metrics"]["frozen"];
  EXPECT_GT(frozen["variants"][0]["mean"].get<double>(), 0.0);
  EXPECT_EQ(frozen["variants"][1]["mean"].get<double>(), 0.0);
  EXPECT_LT(frozen["differences"][0]["diff"].get<double>(), 0.0);
  EXPECT_EQ(frozen["differences"][0]["paired"], true);
  // The dealt cards are the same under both rule sets.
  EXPECT_EQ(j["distributions"]["dealt_aces"]["variants"][0]["counts"],
            j["distributions"]["dealt_aces"]["variants"][1]["counts"]);

  const CliResult text =
      run_clean({"simulate", "--game", "15-35", "--games", "500", "--compare", a, b});
  EXPECT_NE(text.out.find(b + " - " + a + " (95% CI)"), std::string::npos) << text.out;
}

TEST(SimulateCli, CsvAndReportFiles) {
  TempDir dir;
  const std::string csv = dir.file("games.csv"), html = dir.file("report.html");
  run_clean({"simulate", "--game", "535", "--players", "3", "--games", "250", "--csv", csv, "--report",
          html, "--quiet"});
  const std::string rows = slurp(csv);
  EXPECT_EQ(std::count(rows.begin(), rows.end(), '\n'), 251);
  EXPECT_EQ(
      rows.rfind("game,first_dealer,rounds,tricks,moves,score_0,score_1,score_2,winners\n", 0), 0u);
  const std::string page = slurp(html);
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(page.find("<svg"), std::string::npos);
  EXPECT_NE(page.find("</html>"), std::string::npos);
  EXPECT_EQ(page.find("http"), std::string::npos);
}

TEST(SimulateCli, BadInputExitsTwoWithOneLine) {
  TempDir dir;
  const std::string bad_rules = dir.file("bad.json", R"({"nearness": "closest"})");
  const std::string not_json = dir.file("broken.json", "{nearness");
  expect_bad({"simulate", "--game", "15-35", "--rule", "nearnes=nearest"}, "nearnes");
  expect_bad({"simulate", "--game", "15-35", "--rule", "nearness=closest"}, "closest");
  expect_bad({"simulate", "--game", "15-35", "--rule", "nearness"}, "key=value");
  expect_bad({"simulate", "--game", "15-35", "--rules", bad_rules}, "bad.json");
  expect_bad({"simulate", "--game", "15-35", "--rules", not_json}, "broken.json");
  expect_bad({"simulate", "--game", "15-35", "--rules", dir.file("missing.json")}, "missing.json");
  expect_bad({"simulate", "--game", "15-35", "--players", "9"}, "--players");
  expect_bad({"simulate", "--game", "535", "--players", "7"}, "--players");
  expect_bad({"simulate", "--game", "15-35", "--players", "3", "--bots", "random,random"},
             "--bots");
  expect_bad({"simulate", "--game", "15-35", "--bots", "genius"}, "genius");
  expect_bad({"simulate", "--game", "15-35", "--games", "0"}, "--games");
  expect_bad({"simulate", "--game", "15-35", "--compare", bad_rules}, "--compare");
  expect_bad({"simulate", "--game", "15-35", "--compare", bad_rules, not_json}, "bad.json");
  expect_bad({"simulate", "--game", "poker"}, "poker");
  expect_bad({"simulate"}, "--game");
  expect_bad({"simulate", "--game", "15-35", "--csv", "/nonexistent/dir/x.csv"}, "--csv");
}

TEST(SimulateCli, Help) {
  const CliResult r = run_cardroom({"simulate", "--help"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("--compare"), std::string::npos);
  EXPECT_NE(r.out.find("--report"), std::string::npos);
}

TEST(BenchCli, JsonListsEachBenchmarkPerThreadCount) {
  const CliResult r =
      run_clean({"bench", "--time", "0.02", "--filter", "totals", "--threads", "2", "--json"});
  const Json j = Json::parse(r.out);
  ASSERT_EQ(j["benchmarks"].size(), 2u);
  EXPECT_EQ(j["benchmarks"][0]["name"], "totals/15-35");
  EXPECT_EQ(j["benchmarks"][0]["threads"], 1);
  EXPECT_EQ(j["benchmarks"][1]["threads"], 2);
  EXPECT_GT(j["benchmarks"][0]["per_second"].get<double>(), 0.0);

  const CliResult table =
      run_clean({"bench", "--time", "0.02", "--filter", "random-play/535", "--threads", "1"});
  EXPECT_EQ(table.out.rfind("benchmark", 0), 0u);
  EXPECT_NE(table.out.find("random-play/535/4p"), std::string::npos);
  EXPECT_NE(table.out.find("games/s"), std::string::npos);
  expect_bad({"bench", "--filter", "nothing-like-this"}, "--filter");
}

}  // namespace
}  // namespace cardroom::testing
