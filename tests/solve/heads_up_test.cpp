// The solver on a real vying game, built through the engine: heads-up 7-27 under fixed-limit
// betting with nobody taking a card (--offer-rounds 0), the smallest game of the rule set.
#include <gtest/gtest.h>

#include <filesystem>

#include "bots/bot_spec.h"
#include "solve/best_response.h"
#include "solve/bot_strategy.h"
#include "solve/cfr.h"
#include "solve/heads_up.h"
#include "solve/sampled_response.h"
#include "strategy/strategy_file.h"

namespace cardroom::solve {
namespace {

strategy::SolvedGame small_game() {
  strategy::SolvedGame game;
  game.rules = vying::seven_twenty_seven();
  game.rules.betting.structure = vying::Structure::kFixedLimit;
  game.stack = 3;
  game.offer_rounds = 0;
  return game;
}

const GameTree& small_tree() {
  static const GameTree tree = [] {
    const HeadsUp game(small_game());
    return build_tree(game, game.root(), 10'000'000);
  }();
  return tree;
}

TEST(HeadsUp, EveryChanceNodesOutcomesAddUpToOne) {
  const GameTree& tree = small_tree();
  int chance_nodes = 0;
  for (std::uint32_t n = 0; n < tree.size(); ++n) {
    if (tree.kind[n] != NodeKind::kChance) continue;
    ++chance_nodes;
    double total = 0;
    for (int k = 0; k < tree.child_count[n]; ++k) total += tree.probability[tree.first_child[n] + k];
    ASSERT_NEAR(total, 1.0, 1e-12) << "node " << n;
  }
  // The deal, a card at a time: 1 + 11 + 11^2 + 11^3 chance nodes before the fourth card.
  EXPECT_EQ(chance_nodes, 1 + 11 + 121 + 1331);
}

TEST(HeadsUp, NobodyWinsMoreThanTheOtherPutIn) {
  const GameTree& tree = small_tree();
  for (std::uint32_t n = 0; n < tree.size(); ++n) {
    if (tree.kind[n] == NodeKind::kTerminal) {
      ASSERT_LE(std::abs(tree.utility[n]), 3.0);
    }
  }
}

TEST(HeadsUp, CfrPlusSolvesItAndNeverGetsWorseBetweenCheckpoints) {
  const GameTree& tree = small_tree();
  Solver solver(tree, Method::kCfrPlus, 2);
  double last = exploitability(tree, solver.average(), 2).exploitability();
  for (int checkpoint = 1; checkpoint <= 64; checkpoint *= 2) {
    while (solver.iterations() < checkpoint) solver.iterate();
    const double now = exploitability(tree, solver.average(), 2).exploitability();
    EXPECT_LE(now, last + 1e-12) << "at iteration " << checkpoint;
    last = now;
  }
  EXPECT_LT(last, 0.01);  // 1% of the ante
}

TEST(HeadsUp, TheSameSolveOnOneThreadOrTwo) {
  const GameTree& tree = small_tree();
  Solver one(tree, Method::kCfrPlus, 1), two(tree, Method::kCfrPlus, 2);
  for (int i = 0; i < 5; ++i) {
    one.iterate();
    two.iterate();
  }
  EXPECT_EQ(one.average(), two.average());
}

// Two independent measures of one best response: exact over the tree, and sampled from hands
// the engine deals from shuffled decks. The exact value must lie in the sample's interval.
TEST(HeadsUp, TheExactBestResponseAgreesWithHandsPlayedThroughTheEngine) {
  const GameTree& tree = small_tree();
  const HeadsUp game(small_game());
  const Profile uniform = uniform_profile(tree);
  for (int responder = 0; responder < 2; ++responder) {
    const BestResponse exact = best_response(tree, uniform, responder, 2);
    const SampledValue sampled = sampled_response(game, tree, uniform, exact, responder, 40000, 7);
    EXPECT_NEAR(sampled.mean, exact.value, sampled.half_width * 1.5)
        << "responder " << responder << ": sampled " << sampled.mean << " ± " << sampled.half_width;
    EXPECT_GT(exact.value, 0.1);  // the uniform strategy folds to bets: there is much to win
  }
}

TEST(HeadsUp, TheSolvedBotPlaysTheSolvedStrategyExactly) {
  const GameTree& tree = small_tree();
  Solver solver(tree, Method::kCfrPlus, 2);
  for (int i = 0; i < 30; ++i) solver.iterate();
  const Profile average = solver.average();
  strategy::StrategyTable table;
  table.game = small_game();
  for (std::size_t s = 0; s < tree.strategy_sets.size(); ++s) {
    std::vector<float> p(tree.strategy_sets.actions[s]);
    for (std::size_t a = 0; a < p.size(); ++a) p[a] = static_cast<float>(average[tree.strategy_sets.first_action[s] + a]);
    table.probabilities.emplace(tree.strategy_keys[s], p);
  }
  const std::string path = (std::filesystem::temp_directory_path() / "cardroom-solve-test.strategy").string();
  strategy::write_strategy(path, table);
  const HeadsUp game(small_game());
  const BotStrategy read = bot_strategy(game, bots::parse_bot_spec("solved:strategy=" + path), 1, 1, 10'000'000);
  std::filesystem::remove(path);
  const double solved = exploitability(tree, average, 2).exploitability();
  EXPECT_NEAR(exploitability(read.tree, read.profile, 2).exploitability(), solved, 1e-5);
  // And a heuristic bot, read the same way, is worth exploiting more.
  const BotStrategy heuristic = bot_strategy(game, bots::parse_bot_spec("heuristic:samples=0"), 1, 1, 10'000'000);
  EXPECT_GT(exploitability(heuristic.tree, heuristic.profile, 2).exploitability(), solved + 0.01);
}

// Declarations come after the betting: a strategy that forgot who bet could not be an
// equilibrium. The keys hold the public history, so CFR+ converges here too.
TEST(HeadsUp, DeclaringAfterTheBettingConvergesToo) {
  strategy::SolvedGame game = small_game();
  game.stack = 2;
  game.rules.showdown = vying::ShowdownRule::kDeclareSimultaneous;
  const HeadsUp heads_up(game);
  const GameTree tree = build_tree(heads_up, heads_up.root(), 10'000'000);
  Solver solver(tree, Method::kCfrPlus, 2);
  for (int i = 0; i < 100; ++i) solver.iterate();
  EXPECT_LT(exploitability(tree, solver.average(), 2).exploitability(), 0.002);
}

// 15-35 deals three cards down to each seat: nothing tells them apart before one is exposed, so
// a seat's three are one chance outcome of the 455 multisets of 13 classes, each as likely as
// the sets of cards that give it.
TEST(HeadsUp, ThreeCardsDownAreDealtAsOneMultiset) {
  strategy::SolvedGame game;
  game.rules = vying::fifteen_thirty_five();
  game.rules.betting.structure = vying::Structure::kFixedLimit;
  game.stack = 2;
  const HeadsUp heads_up(game);
  Expansion<HeadsUp::State> first, second;
  heads_up.expand(heads_up.root(), first);
  ASSERT_EQ(first.kind, NodeKind::kChance);
  ASSERT_EQ(first.children.size(), 455u);
  double total = 0;
  for (const double p : first.probabilities) total += p;
  EXPECT_NEAR(total, 1.0, 1e-12);
  const double sets_of_three = 52.0 * 51 * 50 / 6;
  EXPECT_NEAR(first.probabilities.front(), 4 / sets_of_three, 1e-15);  // three aces: C(4,3) sets
  EXPECT_NEAR(first.probabilities[1], 6 * 4 / sets_of_three, 1e-15);   // two aces and a two
  // The other seat's three come from the 49 cards left: three aces leave one ace.
  heads_up.expand(first.children.front(), second);
  ASSERT_EQ(second.kind, NodeKind::kChance);
  EXPECT_EQ(second.children.size(), 455u - 13);  // none with two aces or more
  total = 0;
  for (const double p : second.probabilities) total += p;
  EXPECT_NEAR(total, 1.0, 1e-12);
  ASSERT_TRUE(second.children.front().hand.has_value());  // the deal is complete: the hand begins
  EXPECT_EQ(second.children.front().hand->phase(), vying::Phase::kExpose);
}

TEST(HeadsUp, AGameTooLargeIsRefusedWithAMessage) {
  const HeadsUp game(small_game());
  EXPECT_THROW(build_tree(game, game.root(), 1000), InputError);
}

}  // namespace
}  // namespace cardroom::solve
