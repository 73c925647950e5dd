// The vying table driven by a test player: whole hands, dealer's choice, quitting, the end of
// input, and the log that `cardroom replay` plays back to the same stacks.
#include <gtest/gtest.h>

#include <numeric>
#include <regex>

#include "io/contract.h"
#include "io/json_read.h"
#include "narration/words.h"
#include "play/players.h"
#include "play/vying_play.h"
#include "play/vying_screen.h"
#include "vying_test_player.h"

namespace cardroom::play {
namespace {

using testing::Policy;
using testing::ReactiveInput;

struct TableRun {
  std::string transcript;
  std::vector<io::Json> records;
  std::vector<std::string> answers;
};

VyingTableOptions table(std::vector<Game> games, int seats, std::uint64_t seed, int hands,
                        const std::string& bot = "random") {
  VyingTableOptions o;
  o.games = std::move(games);
  for (Game g : o.games) o.rules[g] = vying::preset(g);
  o.players = seat_players(seats, "You", {bots::parse_bot_spec(bot)});
  o.seed = seed;
  o.hands = hands;
  return o;
}

TableRun play(VyingTableOptions options, Policy policy, Style style = {false, false}) {
  std::ostringstream out, log;
  ReactiveInput input(out, std::move(policy));
  std::istream in(&input);
  Console console(in, out, style, /*echo=*/true);
  options.log = &log;
  EXPECT_EQ(play_vying(console, options), 0);
  TableRun run{out.str(), {}, input.answers};
  std::istringstream lines(log.str());
  for (std::string line; std::getline(lines, line);)
    run.records.push_back(io::parse_document(line));
  return run;
}

Policy steady(int takes = 1, std::string declaration = "hi") {
  return [takes, declaration](const std::string& since) mutable {
    return testing::steady_answer(since, takes, declaration);
  };
}

// The chips each player ends the session with, read off the session summary.
std::vector<std::int64_t> summary_stacks(const std::string& transcript) {
  std::vector<std::int64_t> stacks;
  const auto at = transcript.rfind("Session summary");
  static const std::regex kLine("  \\S+ +(\\d+) chips, net");
  std::istringstream lines(transcript.substr(at));
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, kLine)) stacks.push_back(std::stoll(m[1]));
  }
  return stacks;
}

std::vector<std::int64_t> stacks_of(const io::Json& json) {
  return json.get<std::vector<std::int64_t>>();
}

TEST(VyingTable, PlaysAWholeSevenTwentySevenHand) {
  const TableRun run = play(table({Game::kSevenTwentySeven}, 3, 5, 1), steady());
  EXPECT_NE(run.transcript.find("Hand 1 · seven-twenty-seven"), std::string::npos);
  EXPECT_NE(run.transcript.find("Your turn: "), std::string::npos);
  EXPECT_TRUE(run.transcript.find("Showdown:") != std::string::npos ||
              run.transcript.find("Everyone else folded") != std::string::npos);
  EXPECT_NE(run.transcript.find("Chips this hand:"), std::string::npos);
  EXPECT_NE(run.transcript.find("Session summary: 1 hand played (the only hand asked for)"),
            std::string::npos);
  ASSERT_EQ(run.records.size(), 1u);
  // The log replays to the stacks the table showed.
  const io::Json replayed = io::vying_replay(run.records[0]);
  EXPECT_TRUE(replayed["finished"].get<bool>());
  EXPECT_EQ(stacks_of(replayed["stacks"]), summary_stacks(run.transcript));
}

TEST(VyingTable, PlaysAFifteenThirtyFiveHandWithAnExposureAndADeclaration) {
  // Seeds until the hand reaches the declarations (random bots sometimes all fold first).
  for (std::uint64_t seed = 1; seed < 60; ++seed) {
    const TableRun run = play(table({Game::kFifteenThirtyFive}, 3, seed, 1), steady(1, "both"));
    ASSERT_NE(run.transcript.find("You turn up "), std::string::npos) << run.transcript;
    if (run.transcript.find("You declare both") == std::string::npos) continue;
    EXPECT_NE(run.transcript.find("Your turn: expose "), std::string::npos);
    EXPECT_NE(run.transcript.find("Your turn: declare low · high · both"), std::string::npos);
    EXPECT_NE(run.transcript.find("declared both"), std::string::npos);
    EXPECT_NE(run.transcript.find("Showdown:"), std::string::npos);
    ASSERT_EQ(run.records.size(), 1u);
    EXPECT_EQ(stacks_of(io::vying_replay(run.records[0])["stacks"]),
              summary_stacks(run.transcript));
    return;
  }
  FAIL() << "no seed reached the declarations";
}

TEST(VyingTable, DealersChoiceWithAHouseRule) {
  int takes = 0;
  const TableRun run = play(table({Game::kSevenTwentySeven, Game::kFifteenThirtyFive}, 4, 3, 1),
                            [&](const std::string& since) -> std::optional<std::string> {
                              if (since.find("Game (Enter") != std::string::npos) return "15-35";
                              if (since.find("House rules for this hand") != std::string::npos) {
                                if (since.find("house rule: nearness") == std::string::npos) {
                                  return "nearness=over-is-bust";
                                }
                                return "";
                              }
                              return testing::steady_answer(since, takes);
                            });
  EXPECT_NE(run.transcript.find("Hand 1: your deal."), std::string::npos);
  EXPECT_NE(run.transcript.find("house rule: nearness=over-is-bust"), std::string::npos);
  ASSERT_EQ(run.records.size(), 1u);
  EXPECT_EQ(run.records[0]["game"], "fifteen-thirty-five");
  EXPECT_EQ(run.records[0]["rules"]["nearness"], "over-is-bust");
  EXPECT_EQ(stacks_of(io::vying_replay(run.records[0])["stacks"]), summary_stacks(run.transcript));
}

TEST(VyingTable, ABotDealerSaysWhichGameItChose) {
  // Two hands: the human deals the first (choosing), a bot the second.
  const TableRun run =
      play(table({Game::kSevenTwentySeven, Game::kFifteenThirtyFive}, 3, 11, 2), steady());
  EXPECT_TRUE(std::regex_search(
      run.transcript,
      std::regex("Bea deals and chooses (seven-twenty-seven|fifteen-thirty-five)\\.")))
      << run.transcript;
}

TEST(VyingTable, QuittingAsksFirstAndEndsWithTheSummary) {
  int asked = 0;
  const TableRun run = play(table({Game::kSevenTwentySeven}, 3, 5, 0),
                            [&](const std::string& since) -> std::optional<std::string> {
                              if (since.find("Quit the session?") != std::string::npos) {
                                return ++asked == 1 ? "n" : "y";
                              }
                              return "q";
                            });
  EXPECT_EQ(asked, 2);
  EXPECT_NE(run.transcript.find("Session summary: 0 hands played (you stopped"), std::string::npos);
  EXPECT_EQ(summary_stacks(run.transcript), (std::vector<std::int64_t>{100, 100, 100}));
  EXPECT_TRUE(run.records.empty());
}

TEST(VyingTable, EndOfInputMidHandGivesTheSessionSummary) {
  int answers = 0;
  int takes = 1;
  const TableRun run = play(table({Game::kSevenTwentySeven}, 4, 9, 0),
                            [&](const std::string& since) -> std::optional<std::string> {
                              if (++answers > 2) return std::nullopt;
                              return testing::steady_answer(since, takes);
                            });
  EXPECT_NE(run.transcript.find("Session summary: 0 hands played (end of input; the unfinished"),
            std::string::npos)
      << run.transcript;
  EXPECT_EQ(summary_stacks(run.transcript), (std::vector<std::int64_t>{100, 100, 100, 100}));
}

TEST(VyingTable, ChipsAreConservedAndEveryLoggedHandReplaysToTheNextStacks) {
  const TableRun run =
      play(table({Game::kSevenTwentySeven, Game::kFifteenThirtyFive}, 5, 21, 25, "heuristic"),
           steady(2, "low"));
  ASSERT_GE(run.records.size(), 10u);
  for (std::size_t k = 0; k < run.records.size(); ++k) {
    const auto start = stacks_of(run.records[k]["stacks"]);
    EXPECT_EQ(std::accumulate(start.begin(), start.end(), std::int64_t{0}), 500) << "hand " << k;
    EXPECT_EQ(run.records[k]["deck"].size(), 52u);
    const auto end = stacks_of(io::vying_replay(run.records[k])["stacks"]);
    if (k + 1 < run.records.size()) {
      EXPECT_EQ(end, stacks_of(run.records[k + 1]["stacks"])) << "hand " << k;
    } else {
      EXPECT_EQ(end, summary_stacks(run.transcript));
    }
  }
}

TEST(VyingTable, TheWholeSessionFitsEightyColumnsAtTenSeats) {
  VyingTableOptions o = table({Game::kSevenTwentySeven}, 10, 4, 4);
  o.players[0].name = "Maximiliana Longname-Smythe";
  const TableRun run = play(o, steady(3), Style{true, true});
  EXPECT_NE(run.transcript.find("Session summary: 4 hands played"), std::string::npos);
  std::istringstream lines(run.transcript);
  for (std::string line; std::getline(lines, line);) {
    // Clearing the screen is off here; every line is drawn text or an echoed answer.
    EXPECT_LE(narration::display_width(line), kScreenWidth) << line;
  }
}

}  // namespace
}  // namespace cardroom::play
