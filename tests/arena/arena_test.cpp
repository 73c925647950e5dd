// The arena's duplicate seating, on cases whose answer is known.
#include "arena/arena.h"

#include <gtest/gtest.h>

#include "core/input_error.h"

namespace cardroom::arena {
namespace {

ArenaConfig config(Game game, const char* a, const char* b, int games) {
  ArenaConfig c;
  c.game = game;
  c.bots = {bots::parse_bot_spec(a), bots::parse_bot_spec(b)};
  c.games = games;
  c.seed = 11;
  if (game == Game::kSevenTwentySeven) c.vying_rules = vying::seven_twenty_seven();
  return c;
}

// With the same bot in both seats, the two seatings of a deal are the same game with the seats'
// labels swapped, so duplicate scoring gives each copy exactly the same result on every deal.
TEST(Arena, DuplicateSeatingCancelsTheCardsExactly) {
  for (Game game : {Game::kFifteenThirtyFive, Game::kSevenTwentySeven, Game::kFiveThreeFive}) {
    const ArenaResult r = run_arena(config(game, "random", "random", 64));
    ASSERT_EQ(r.pairs.size(), 1u);
    EXPECT_EQ(r.pairs[0].diff.mean(), 0.0) << game_name(game);
    EXPECT_EQ(r.pairs[0].diff.variance(), 0.0) << game_name(game);
    EXPECT_EQ(r.bots[1].name, "random#2");
  }
}

TEST(Arena, ChipsWonAndLostBalance) {
  const ArenaResult r = run_arena(config(Game::kFifteenThirtyFive, "heuristic", "random", 50));
  EXPECT_NEAR(r.bots[0].result.mean() + r.bots[1].result.mean(), 0.0, 1e-9);
  EXPECT_NEAR(r.pairs[0].diff.mean(), 2 * r.bots[0].result.mean(), 1e-9);
}

TEST(Arena, SameNumbersOnOneAndTwoThreads) {
  for (Game game : {Game::kFifteenThirtyFive, Game::kFiveThreeFive}) {
    ArenaConfig c = config(game, "heuristic", "random", 70);
    c.threads = 1;
    const ArenaResult one = run_arena(c);
    c.threads = 2;
    const ArenaResult two = run_arena(c);
    for (std::size_t i = 0; i < one.bots.size(); ++i) {
      EXPECT_EQ(one.bots[i].result.mean(), two.bots[i].result.mean());
      EXPECT_EQ(one.bots[i].result.variance(), two.bots[i].result.variance());
      EXPECT_EQ(one.bots[i].wins.mean(), two.bots[i].wins.mean());
    }
  }
}

// Timing counts every decision of every bot and changes nothing else; untimed, nothing is
// recorded and the JSON has no timing in it (so the same seed still gives the same bytes).
TEST(Arena, TimingRecordsEveryDecisionAndChangesNoResult) {
  for (Game game : {Game::kFifteenThirtyFive, Game::kFiveThreeFive}) {
    ArenaConfig c = config(game, "heuristic", "random", 20);
    const ArenaResult plain = run_arena(c);
    c.timing = true;
    c.threads = 2;
    const ArenaResult timed = run_arena(c);
    const io::Json plain_json = arena_json(plain), timed_json = arena_json(timed);
    for (std::size_t i = 0; i < plain.bots.size(); ++i) {
      EXPECT_EQ(plain.bots[i].result.mean(), timed.bots[i].result.mean());
      EXPECT_EQ(plain.bots[i].think.count(), 0);
      EXPECT_FALSE(plain_json["bots"][i].contains("ms_per_decision"));
      // At least one decision a seating of every deal (both bots act in every hand and round).
      EXPECT_GE(timed.bots[i].think.count(), 2 * 20) << game_name(game);
      EXPECT_GE(timed.bots[i].think.mean(), 0.0);
      EXPECT_EQ(timed_json["bots"][i]["ms_per_decision"].get<double>(),
                1000 * timed.bots[i].think.mean());
    }
  }
}

TEST(Arena, GamesWonTakeTheWilsonInterval) {
  // A strong bot against a weak one wins nearly every game: the normal interval would pass 1.
  const ArenaResult r = run_arena(config(Game::kFiveThreeFive, "heuristic", "random", 40));
  const io::Json j = arena_json(r);
  for (std::size_t b = 0; b < r.bots.size(); ++b) {
    const io::Json& bot = j["bots"][b];
    const stats::Interval expected = stats::wilson95(r.bots[b].wins.mean(), r.bots[b].wins.count());
    EXPECT_EQ(bot["game_wins_ci95"][0].get<double>(), expected.low);
    EXPECT_EQ(bot["game_wins_ci95"][1].get<double>(), expected.high);
    EXPECT_GE(expected.low, 0.0);
    EXPECT_LE(expected.high, 1.0);
    EXPECT_LE(expected.low, r.bots[b].wins.mean());
    EXPECT_GE(expected.high, r.bots[b].wins.mean());
    // The mean result keeps the normal interval.
    EXPECT_EQ(bot["ci95"][0].get<double>(), r.bots[b].result.ci95_low());
  }
}

TEST(Arena, BadConfigurationsAreErrors) {
  EXPECT_THROW(run_arena(config(Game::kFifteenThirtyFive, "random", "nonsense", 5)), InputError);
  ArenaConfig c = config(Game::kFiveThreeFive, "random", "random", 5);
  c.bots.resize(7, c.bots[0]);
  EXPECT_THROW(run_arena(c), InputError);
}

}  // namespace
}  // namespace cardroom::arena
