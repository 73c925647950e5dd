// Simulations: the same numbers at any thread count, statistics that must hold exactly
// (chips conserved, shares that add up), closed-form probabilities of the deal, and the
// collectors checked against hands replayed by hand.
#include "sim/simulation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "core/input_error.h"
#include "sim/report.h"
#include "sim_helpers.h"
#include "vying/hand.h"
#include "vying/random_play.h"

namespace cardroom::sim {
namespace {

using testing::config_for;
using testing::rule;

double metric(const SimResult& r, const std::string& key, std::size_t variant = 0) {
  const int i = r.schema.metric_index(key);
  EXPECT_GE(i, 0) << key;
  return r.stats[variant].metric(i).mean();
}

const stats::Histogram& dist(const SimResult& r, const std::string& key, std::size_t variant = 0) {
  const int i = r.schema.dist_index(key);
  EXPECT_GE(i, 0) << key;
  return r.stats[variant].dist(i);
}

std::string json_of(const SimConfig& config) { return result_json(run_simulation(config)).dump(); }

TEST(Simulation, SameNumbersAtAnyThreadCount) {
  for (Game game : {Game::kFifteenThirtyFive, Game::kSevenTwentySeven, Game::kFiveThreeFive}) {
    const int players = game == Game::kFiveThreeFive ? 4 : 6;
    const std::int64_t games = game == Game::kFiveThreeFive ? 1500 : 6000;
    SimConfig config = config_for(game, players, games, 1);
    const std::string one = json_of(config);
    for (int threads : {2, 3}) {
      config.threads = threads;
      EXPECT_EQ(json_of(config), one) << game_name(game) << " on " << threads << " threads";
    }
  }
}

TEST(Simulation, CsvRowsAreTheSameAtAnyThreadCount) {
  SimConfig config = config_for(Game::kFifteenThirtyFive, 5, 700, 1);
  std::ostringstream one, three;
  RunHooks hooks;
  hooks.csv = &one;
  run_simulation(config, hooks);
  config.threads = 3;
  hooks.csv = &three;
  run_simulation(config, hooks);
  EXPECT_EQ(one.str(), three.str());
  std::istringstream lines(one.str());
  std::string header, row;
  std::getline(lines, header);
  EXPECT_EQ(header,
            "game,dealer,end,pot,actions,betting_rounds,net_0,net_1,net_2,net_3,net_4,"
            "taken_0,taken_1,taken_2,taken_3,taken_4");
  int rows = 0;
  while (std::getline(lines, row)) {
    EXPECT_EQ(row.rfind(std::to_string(rows) + ",", 0), 0u) << row;
    ++rows;
  }
  EXPECT_EQ(rows, 700);
}

TEST(Simulation, RandomBotsFromTheEngineEqualRandomBotsFromViews) {
  for (Game game : {Game::kFifteenThirtyFive, Game::kSevenTwentySeven, Game::kFiveThreeFive}) {
    const int players = game == Game::kFiveThreeFive ? 3 : 5;
    SimConfig config = config_for(game, players, 400, 2);
    const std::string direct = json_of(config);
    config.random_through_views = true;
    EXPECT_EQ(json_of(config), direct) << game_name(game);
  }
}

TEST(Simulation, VyingSharesAndChipsAddUp) {
  const SimResult r = run_simulation(config_for(Game::kFifteenThirtyFive, 6, 5000, 2));
  EXPECT_NEAR(metric(r, "showdown") + metric(r, "fold_out"), 1.0, 1e-12);
  double net = 0;
  for (int s = 0; s < 6; ++s) net += metric(r, "net.seat." + std::to_string(s));
  EXPECT_NEAR(net, 0.0, 1e-9);  // chips are conserved in every hand
  double by_position = 0;
  for (int p = 1; p <= 6; ++p) by_position += metric(r, "net.position." + std::to_string(p));
  EXPECT_NEAR(by_position, 0.0, 1e-9);
  EXPECT_NEAR(metric(r, "net.bot.random"), 0.0, 1e-9);
  // One sample per player per hand; totals only for players at a showdown.
  EXPECT_EQ(dist(r, "cards_taken").total(), 6 * 5000);
  EXPECT_EQ(dist(r, "dealt_aces").total(), 6 * 5000);
  EXPECT_NEAR(dist(r, "cards_taken").moments().mean(), metric(r, "cards_taken"), 1e-9);
  EXPECT_EQ(dist(r, "total.low").total(), dist(r, "total.high").total());
  // Players at a showdown declare unless a natural scoops every pot.
  EXPECT_LE(dist(r, "declaration").total(), dist(r, "total.low").total());
  EXPECT_GT(dist(r, "declaration").total(), 0);
  // The 15-35 preset: no busts (nearness is under-beats-over), freezing after two refusals.
  EXPECT_EQ(metric(r, "bust"), 0.0);
  EXPECT_GT(metric(r, "frozen"), 0.0);
  EXPECT_EQ(r.stats[0].games(), 5000);
}

TEST(Simulation, HouseRulesShowInTheirStatistics) {
  // No freezing at all; over-is-bust makes players bust.
  const SimResult r = run_simulation(config_for(
      Game::kFifteenThirtyFive, 6, 3000, 2,
      {{"--rule", io::Json{{"freeze_after_refusals", 0}, {"nearness", "over-is-bust"}}}}));
  EXPECT_EQ(metric(r, "frozen"), 0.0);
  EXPECT_EQ(metric(r, "any_frozen"), 0.0);
  EXPECT_GT(metric(r, "bust"), 0.0);
  EXPECT_GT(metric(r, "any_bust"), 0.0);
  // A split showdown (cards speak) has no declarations.
  const SimResult split = run_simulation(config_for(Game::kSevenTwentySeven, 4, 2000, 2));
  EXPECT_EQ(dist(split, "declaration").total(), 0);
  EXPECT_EQ(metric(split, "natural_scoop"), 0.0);  // 7-27: natural_scoops is false
}

// P(k aces among n cards dealt from 52), hypergeometric.
double aces_probability(int k, int n) {
  if (k > n) return 0.0;
  auto choose = [](int a, int b) {
    double c = 1;
    for (int i = 1; i <= b; ++i) c = c * (a - b + i) / i;
    return c;
  };
  return choose(4, k) * choose(48, n - k) / choose(52, n);
}

TEST(Simulation, DealtAcesMatchTheHypergeometricLaw) {
  // 15-35 deals three cards, 7-27 two. P(two aces in three cards) = 6 * 48 / 22100.
  EXPECT_NEAR(aces_probability(2, 3), 288.0 / 22100.0, 1e-15);
  for (auto [game, cards] :
       {std::pair{Game::kFifteenThirtyFive, 3}, std::pair{Game::kSevenTwentySeven, 2}}) {
    const SimResult r = run_simulation(config_for(game, 6, 40000, 2));
    const stats::Histogram& aces = dist(r, "dealt_aces");
    const auto n = static_cast<double>(aces.total());
    for (int k = 0; k <= 3; ++k) {
      const double p = aces_probability(k, cards);
      const double observed = aces.count(k) / n;
      // Five standard errors (samples at one table are slightly dependent; still far inside).
      EXPECT_NEAR(observed, p, 5 * std::sqrt(p * (1 - p) / n) + 1e-12)
          << game_name(game) << ": " << k << " aces";
    }
  }
}

TEST(Simulation, VyingTableRecordsWhatTheHandDid) {
  // Replays games by hand from the same streams and checks the recorded values.
  SimConfig config = config_for(Game::kFifteenThirtyFive, 4, 1, 1);
  const auto sim = make_vying_sim(config);
  const Schema& schema = sim->schema();
  const auto table = sim->table(config.variants[0]);
  for (std::int64_t game = 0; game < 300; ++game) {
    StatSet stats(schema);
    GameValues values(schema);
    const GameSeeds seeds = GameSeeds::of(config.seed, game);
    std::string row;
    table->play(game, seeds, values, stats, &row);

    const std::array<std::int64_t, 4> stacks{100, 100, 100, 100};
    Rng deal(seeds.deal);
    vying::Hand hand = vying::Hand::shuffled(config.variants[0].vying, stacks, int(game % 4), deal);
    std::array<Rng, 4> rng{seeds.bot_rng(0), seeds.bot_rng(1), seeds.bot_rng(2), seeds.bot_rng(3)};
    int actions = 0;
    while (!hand.finished()) {
      const int s = hand.to_act();
      ASSERT_TRUE(hand.apply(vying::random_action(hand.legal(), rng[std::size_t(s)])));
      ++actions;
    }
    EXPECT_EQ(values.value(schema.metric_index("pot")), double(hand.pot_total()));
    EXPECT_EQ(values.value(schema.metric_index("actions")), actions);
    EXPECT_EQ(values.value(schema.metric_index("showdown")), hand.went_to_showdown() ? 1.0 : 0.0);
    int taken = 0;
    for (int s = 0; s < 4; ++s) {
      EXPECT_EQ(values.value(schema.metric_index("net.seat." + std::to_string(s))),
                double(hand.seat(s).stack - 100));
      taken += hand.seat(s).count - 3;
    }
    EXPECT_DOUBLE_EQ(values.value(schema.metric_index("cards_taken")), taken / 4.0);
    EXPECT_EQ(
        row.rfind(
            std::to_string(game % 4) + (hand.went_to_showdown() ? ",showdown," : ",fold-out,"), 0),
        0u);
  }
}

TEST(Simulation, Five35CountsAddUp) {
  const SimResult r = run_simulation(config_for(Game::kFiveThreeFive, 4, 800, 2));
  double wins = 0, wins_by_position = 0;
  for (int s = 0; s < 4; ++s) {
    wins += metric(r, "win.seat." + std::to_string(s));
    wins_by_position += metric(r, "win.position." + std::to_string(s));
  }
  EXPECT_NEAR(wins, 1.0, 1e-12);  // every game has winners, a shared win split
  EXPECT_NEAR(wins_by_position, 1.0, 1e-12);
  const double rounds = metric(r, "rounds") * 800;
  EXPECT_NEAR(double(dist(r, "went_out").total()), rounds, 1e-6);
  EXPECT_NEAR(double(dist(r, "round_moves").total()), rounds, 1e-6);
  EXPECT_NEAR(double(dist(r, "trick_end").total()), metric(r, "tricks") * 800, 1e-6);
  EXPECT_NEAR(dist(r, "round_moves").moments().mean() * rounds, metric(r, "moves") * 800, 1e-6);
  EXPECT_EQ(dist(r, "round_penalty").total(), static_cast<std::int64_t>(4 * rounds + 0.5));
  // Every round ends with exactly one "went out" trick.
  EXPECT_EQ(dist(r, "trick_end").count(4), dist(r, "went_out").total());
  // A game ends when a score reaches 20, so the highest final score is at least 20.
  EXPECT_GE(dist(r, "final_score").moments().mean() * 4, 20.0);
}

TEST(Simulation, TwoPlayerFive35IsTwoRounds) {
  const SimResult r = run_simulation(config_for(Game::kFiveThreeFive, 2, 300, 2));
  EXPECT_EQ(metric(r, "rounds"), 2.0);
  EXPECT_EQ(dist(r, "rounds").count(2), 300);
}

TEST(Comparison, IdenticalRuleSetsDifferByNothing) {
  // The same deals and bot streams under both: every game is played identically.
  SimConfig config = config_for(Game::kFifteenThirtyFive, 6, 2000, 2);
  config.variants.push_back(make_variant(config.game, "again", {}));
  const SimResult r = run_simulation(config);
  for (std::size_t m = 0; m < r.schema.metrics().size(); ++m) {
    EXPECT_EQ(r.paired[1].metric(int(m)).mean(), 0.0) << r.schema.metrics()[m].key;
    EXPECT_EQ(r.paired[1].metric(int(m)).ci95_half_width(), 0.0) << r.schema.metrics()[m].key;
    EXPECT_EQ(r.stats[0].metric(int(m)).mean(), r.stats[1].metric(int(m)).mean());
  }
  for (std::size_t d = 0; d < r.schema.dists().size(); ++d) {
    const DistInfo& info = r.schema.dists()[d];
    for (int b = 0; b < (info.categorical() ? info.bins : 1); ++b) {
      EXPECT_NEAR(r.paired[1].dist(int(d), b).difference().diff, 0.0, 1e-12) << info.key;
      EXPECT_NEAR(r.paired[1].dist(int(d), b).difference().half_width, 0.0, 1e-6) << info.key;
    }
  }
}

TEST(Comparison, SameAtAnyThreadCountAndPairedDifferences) {
  SimConfig config = config_for(Game::kSevenTwentySeven, 5, 3000, 1);
  config.variants.push_back(
      make_variant(config.game, "bust.json", {{"bust.json", rule("nearness", "over-is-bust")}}));
  const std::string one = json_of(config);
  config.threads = 3;
  EXPECT_EQ(json_of(config), one);
  const SimResult r = run_simulation(config);
  EXPECT_EQ(metric(r, "bust", 0), 0.0);
  EXPECT_GT(metric(r, "bust", 1), 0.0);
  const int bust = r.schema.metric_index("bust");
  const Difference d =
      metric_difference(r.schema.metrics()[std::size_t(bust)], r.stats[0].metric(bust),
                        r.stats[1].metric(bust), &r.paired[1].metric(bust));
  EXPECT_TRUE(d.paired);
  EXPECT_NEAR(d.diff, metric(r, "bust", 1) - metric(r, "bust", 0), 1e-12);
  EXPECT_GT(d.diff - d.half_width, 0.0);
}

TEST(Variants, LayersApplyInOrderAndErrorsNameTheLayer) {
  const Variant v = make_variant(
      Game::kFifteenThirtyFive, "x",
      {{"a.json", rule("freeze_after_refusals", 3)}, {"--rule", rule("freeze_after_refusals", 1)}});
  EXPECT_EQ(v.vying.freeze_after_refusals, 1);
  EXPECT_EQ(v.rules["freeze_after_refusals"], 1);
  try {
    make_variant(Game::kFifteenThirtyFive, "x", {{"house.json", rule("nearnes", "nearest")}});
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("house.json"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("nearnes"), std::string::npos) << e.what();
  }
  // Five Three Five layers merge key by key, card_points included.
  const Variant f =
      make_variant(Game::kFiveThreeFive, "y",
                   {{"a", io::Json{{"card_points", {{"8", 7}}}}},
                    {"b", io::Json{{"card_points", {{"1", 2}}}, {"target_score", 30}}}});
  EXPECT_EQ(f.five35.card_points[0], 2);
  EXPECT_EQ(f.five35.card_points[6], 7);
  EXPECT_EQ(f.five35.target_score, 30);
  EXPECT_THROW(make_variant(Game::kFiveThreeFive, "z", {{"c", rule("rule_of_eight", "sometimes")}}),
               InputError);
}

TEST(Validation, BadConfigurationsAreInputErrors) {
  SimConfig config = config_for(Game::kFifteenThirtyFive, 6, 10);
  config.players = 9;
  config.bots.resize(9, config.bots.front());
  EXPECT_THROW(run_simulation(config), InputError);  // 15-35 seats at most 8
  config = config_for(Game::kFiveThreeFive, 4, 10);
  config.bots[2] = bots::parse_bot_spec("nosuchbot");
  EXPECT_THROW(run_simulation(config), InputError);
  config = config_for(Game::kFiveThreeFive, 4, 0);
  EXPECT_THROW(run_simulation(config), InputError);
  config = config_for(Game::kFiveThreeFive, 4, 10);
  config.threads = 0;
  EXPECT_THROW(run_simulation(config), InputError);
  EXPECT_THROW(run_simulation(config_for(Game::kFiveThreeFive, 4, 10, 1,
                                         {{"r", io::Json{{"card_points",
                                                          {{"1", 0},
                                                           {"2", 0},
                                                           {"3", 0},
                                                           {"4", 0},
                                                           {"5", 0},
                                                           {"7", 0},
                                                           {"8", 0},
                                                           {"9", 0},
                                                           {"11", 0},
                                                           {"12", 0},
                                                           {"13", 0},
                                                           {"14", 0},
                                                           {"15", 0}}}}}})),
               InputError);
}

}  // namespace
}  // namespace cardroom::sim
