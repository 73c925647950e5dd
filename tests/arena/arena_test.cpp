// The arena's statistics and its duplicate seating, on cases whose answer is known.
#include "arena/arena.h"

#include <gtest/gtest.h>

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

TEST(Wilson, KnownIntervalsAndBounds) {
  const Interval half = wilson95(0.5, 100);  // 50 of 100: the textbook [0.4038, 0.5962]
  EXPECT_NEAR(half.low, 0.40383, 1e-5);
  EXPECT_NEAR(half.high, 0.59617, 1e-5);
  const double z2 = 1.959963984540054 * 1.959963984540054;
  const Interval none = wilson95(0.0, 10), all = wilson95(1.0, 10);
  EXPECT_NEAR(none.low, 0.0, 1e-12);
  EXPECT_NEAR(none.high, z2 / 10 / (1 + z2 / 10), 1e-12);  // not a point, unlike mean ± 0
  EXPECT_NEAR(all.high, 1.0, 1e-12);
  EXPECT_NEAR(all.low, 1 - z2 / 10 / (1 + z2 / 10), 1e-12);
  for (int n : {1, 2, 7, 1000}) {
    for (double p : {0.0, 0.01, 0.3, 0.99, 1.0}) {
      const Interval i = wilson95(p, n);
      EXPECT_GE(i.low, 0.0);
      EXPECT_LE(i.high, 1.0);
      EXPECT_LE(i.low, p + 1e-12);
      EXPECT_GE(i.high, p - 1e-12);
    }
  }
}

TEST(Arena, GamesWonTakeTheWilsonInterval) {
  // A strong bot against a weak one wins nearly every game: the normal interval would pass 1.
  const ArenaResult r = run_arena(config(Game::kFiveThreeFive, "heuristic", "random", 40));
  const io::Json j = arena_json(r);
  for (std::size_t b = 0; b < r.bots.size(); ++b) {
    const io::Json& bot = j["bots"][b];
    const Interval expected = wilson95(r.bots[b].wins.mean(), r.bots[b].wins.count());
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
