// The solver on Kuhn poker, whose numbers are known by hand.
#include <gtest/gtest.h>

#include "solve/best_response.h"
#include "solve/cfr.h"
#include "kuhn.h"

namespace cardroom::solve {
namespace {

GameTree kuhn_tree() { return build_tree(testing::Kuhn{}, testing::Kuhn{}.root(), 1000); }

TEST(CfrKuhn, TheTreeHasTheGamesTwelveInformationSets) {
  const GameTree tree = kuhn_tree();
  EXPECT_EQ(tree.strategy_sets.size(), 12u);
  EXPECT_EQ(tree.recall_sets.size(), 12u);
  EXPECT_EQ(tree.size(), 1u + 6 * 9);  // the deal, then 9 nodes a deal
}

// Worked by hand (docs/solve.md): against a uniform opponent the first player's best response
// bets J, Q and K alike and wins 1/2 a hand; the second player's wins 5/12 (J: -3/4, Q: 1/4, K: 7/4).
TEST(CfrKuhn, TheUniformStrategyIsExploitableByTheHandWorkedValue) {
  const GameTree tree = kuhn_tree();
  const Exploitability e = exploitability(tree, uniform_profile(tree), 1);
  EXPECT_NEAR(e.responses[0], 0.5, 1e-12);
  EXPECT_NEAR(e.responses[1], 5.0 / 12, 1e-12);
  EXPECT_NEAR(e.exploitability(), 11.0 / 24, 1e-12);
  EXPECT_NEAR(e.value, 0.125, 1e-12);  // uniform against uniform: the first player's edge of acting first
}

TEST(CfrKuhn, CfrPlusReachesTheValueWithinAThousandthOfTheAnte) {
  const GameTree tree = kuhn_tree();
  Solver solver(tree, Method::kCfrPlus, 1);
  for (int i = 0; i < 300; ++i) solver.iterate();
  const Exploitability e = exploitability(tree, solver.average(), 1);
  EXPECT_LT(e.exploitability(), 1e-3);
  EXPECT_NEAR(e.value, -1.0 / 18, 1e-3);
}

TEST(CfrKuhn, DiscountedCfrReachesTheValueToo) {
  const GameTree tree = kuhn_tree();
  Solver solver(tree, Method::kDiscounted, 1);
  for (int i = 0; i < 300; ++i) solver.iterate();
  const Exploitability e = exploitability(tree, solver.average(), 1);
  EXPECT_LT(e.exploitability(), 1e-3);
  EXPECT_NEAR(e.value, -1.0 / 18, 1e-3);
}

TEST(CfrKuhn, ExploitabilityNeverRisesBetweenCheckpoints) {
  const GameTree tree = kuhn_tree();
  Solver solver(tree, Method::kCfrPlus, 1);
  double last = exploitability(tree, solver.average(), 1).exploitability();
  for (int checkpoint = 1; checkpoint <= 512; checkpoint *= 2) {
    while (solver.iterations() < checkpoint) solver.iterate();
    const double now = exploitability(tree, solver.average(), 1).exploitability();
    EXPECT_LE(now, last + 1e-12) << "at iteration " << checkpoint;
    last = now;
  }
}

TEST(CfrKuhn, AResumedSolveIsTheSameAsAnUnbrokenOne) {
  const GameTree tree = kuhn_tree();
  Solver unbroken(tree, Method::kCfrPlus, 1), first(tree, Method::kCfrPlus, 1);
  for (int i = 0; i < 40; ++i) unbroken.iterate();
  for (int i = 0; i < 17; ++i) first.iterate();
  Solver resumed(tree, Method::kCfrPlus, 2);
  resumed.restore(first.sums());
  while (resumed.iterations() < 40) resumed.iterate();
  EXPECT_EQ(resumed.average(), unbroken.average());
}

}  // namespace
}  // namespace cardroom::solve
