// The arena's statistics and its duplicate seating, on cases whose answer is known.
#include <gtest/gtest.h>

#include "arena/arena.h"
#include "core/input_error.h"

namespace cardroom::arena {
namespace {

TEST(RunningStat, ExactValuesOnConstructedData) {
  RunningStat s;
  for (double x : {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0}) s.add(x);
  EXPECT_EQ(s.count(), 8);
  EXPECT_DOUBLE_EQ(s.mean(), 5.0);
  EXPECT_DOUBLE_EQ(s.variance(), 32.0 / 7.0);  // sum of squared deviations 32, n - 1 = 7
  EXPECT_NEAR(s.ci95_half_width(), 1.959963984540054 * std::sqrt(32.0 / 7.0 / 8.0), 1e-12);
}

TEST(RunningStat, MergingEqualsOneStream) {
  RunningStat all, left, right;
  for (int i = 0; i < 100; ++i) {
    const double x = (i * 37 % 11) - 3.5;
    all.add(x);
    (i < 40 ? left : right).add(x);
  }
  left.merge(right);
  EXPECT_EQ(left.count(), all.count());
  EXPECT_NEAR(left.mean(), all.mean(), 1e-12);
  EXPECT_NEAR(left.variance(), all.variance(), 1e-9);
}

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

TEST(Arena, BadConfigurationsAreErrors) {
  EXPECT_THROW(run_arena(config(Game::kFifteenThirtyFive, "random", "nonsense", 5)), InputError);
  ArenaConfig c = config(Game::kFiveThreeFive, "random", "random", 5);
  c.bots.resize(7, c.bots[0]);
  EXPECT_THROW(run_arena(c), InputError);
}

}  // namespace
}  // namespace cardroom::arena
