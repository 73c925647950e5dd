// The guided bot: PUCT follows the prior where the results do not tell the actions apart and
// leaves it where they do; with random networks in the model format the bot plays only legal
// actions in all three games, the same for the same seed; and it sits only where its model may.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "../vying/random_rules.h"
#include "bots/bot.h"
#include "bots/guided_bot.h"
#include "bots/guided_search.h"
#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "bot_test_helpers.h"
#include "model_files.h"
#include "vying/hand.h"
#include "vying/rules.h"

namespace cardroom::bots {
namespace guided_bot_test {

// The game names, not five35::Game (another test of this unity batch brings that in as Game).
using Game = ::cardroom::Game;
using bot_tests::error_of;
using model_files::model_file;
using model_files::ModelSpec;

// One decision among three actions, worth `payoff` to the seat that makes it; nothing hidden.
struct OneChoice {
  struct View {};
  struct State {
    int chosen = -1;
  };
  using Action = int;
  static constexpr int kMaxActions = 3;
  static constexpr int kMaxSeats = 2;
  static inline std::array<double, 3> payoff{};

  static State sample(const View&, Rng&) { return {}; }
  static int seat(const View&) { return 0; }
  static bool terminal(const State& s) { return s.chosen >= 0; }
  static int to_act(const State&) { return 0; }
  static int actions(const State&, std::array<Action, kMaxActions>& out) {
    out = {0, 1, 2};
    return 3;
  }
  static void apply(State& s, const Action& a) { s.chosen = a; }
  static void rewards(const State& s, std::array<double, kMaxSeats>& out) {
    out = {payoff[std::size_t(s.chosen)], 0.0};
  }
  static Action rollout(const State&, Rng&) { return 0; }  // never asked: one decision ends it
};

struct Visits {
  std::array<std::int64_t, 3> of{};
  std::array<double, 3> mean{};
  int chosen = -1;
  int prior_calls = 0;
};

Visits search_one_choice(std::array<double, 3> payoff, std::array<double, 3> prior,
                         int iterations, double c) {
  OneChoice::payoff = payoff;
  GuidedIsmcts<OneChoice> search(SearchBudget{iterations, 0}, c);
  Visits v;
  Rng rng(1);
  v.chosen = search.decide(OneChoice::View{}, rng,
                           [&](const auto&, const auto&, int n, auto& p) {
                             ++v.prior_calls;
                             for (int k = 0; k < n; ++k) p[std::size_t(k)] = prior[std::size_t(k)];
                           });
  for (const auto& child : search.root_children()) {
    v.of[std::size_t(child.action)] = child.visits;
    v.mean[std::size_t(child.action)] = child.mean;
  }
  return v;
}

TEST(GuidedSearch, WhereResultsAreEqualTheVisitsFollowThePrior) {
  const Visits v = search_one_choice({0, 0, 0}, {6, 3, 1}, 100, 1.0);
  EXPECT_EQ(v.of[0] + v.of[1] + v.of[2], 100);
  EXPECT_GT(v.of[0], v.of[1]);
  EXPECT_GT(v.of[1], v.of[2]);
  EXPECT_GE(v.of[2], 1);  // even the least likely action is tried
  // (1 + visits) in proportion to the prior, within one visit.
  EXPECT_NEAR(double(v.of[0] + 1) / double(v.of[2] + 1), 6.0, 1.0);
  EXPECT_EQ(v.chosen, 0);
  EXPECT_EQ(v.prior_calls, 1);  // one node, asked once
}

TEST(GuidedSearch, TheResultsOverruleThePrior) {
  // The action the prior likes least is the only one that wins anything.
  const Visits v = search_one_choice({0, 0, 1}, {6, 3, 1}, 300, 1.0);
  EXPECT_EQ(v.chosen, 2);
  EXPECT_GT(v.of[2], v.of[0] + v.of[1]);
  // Each root action's mean is its result for the player who chose it.
  EXPECT_EQ(v.mean, (std::array<double, 3>{0, 0, 1}));
}

TEST(GuidedSearch, NoPriorAtAllMeansEveryActionAlike) {
  const Visits v = search_one_choice({0, 0, 0}, {0, 0, 0}, 99, 1.0);
  EXPECT_EQ(v.of[0], 33);
  EXPECT_EQ(v.of[1], 33);
  EXPECT_EQ(v.of[2], 33);
}

// OneChoice with a second step: seat 1 confirms the choice (its only action) before the deal ends,
// so a walk that stops at a root child stops short of the end, where a leaf value may stand in.
struct ChoiceConfirmed {
  struct View {};
  struct State {
    int chosen = -1;
    bool confirmed = false;
  };
  using Action = int;
  static constexpr int kMaxActions = 3;
  static constexpr int kMaxSeats = 2;
  static inline std::array<double, 3> payoff{};

  static State sample(const View&, Rng&) { return {}; }
  static bool terminal(const State& s) { return s.confirmed; }
  static int to_act(const State& s) { return s.chosen < 0 ? 0 : 1; }
  static int actions(const State& s, std::array<Action, kMaxActions>& out) {
    if (s.chosen >= 0) {
      out[0] = 0;
      return 1;
    }
    out = {0, 1, 2};
    return 3;
  }
  static void apply(State& s, const Action& a) {
    if (s.chosen < 0) {
      s.chosen = a;
    } else {
      s.confirmed = true;
    }
  }
  static void rewards(const State& s, std::array<double, kMaxSeats>& out) {
    out = {payoff[std::size_t(s.chosen)], -payoff[std::size_t(s.chosen)]};
  }
  static Action rollout(const State&, Rng&) { return 0; }
};

// The root means after three iterations (one visit to each choice) with `value` at the leaves
// (null: none) weighed at `weight` against the playouts, which find `payoff`.
std::array<double, 3> leaf_means(std::array<double, 3> payoff, const std::array<double, 3>* value,
                                 double weight, int* leaf_calls) {
  ChoiceConfirmed::payoff = payoff;
  // An exploration this large sends each of the first three walks to a choice not yet tried.
  GuidedIsmcts<ChoiceConfirmed> search(SearchBudget{3, 0}, 100.0, weight);
  Rng rng(1);
  search.decide(
      ChoiceConfirmed::View{}, rng, [](const auto&, const auto&, int, auto&) {},
      [&](const ChoiceConfirmed::State& s, std::array<double, 2>& out) {
        ++*leaf_calls;
        if (value == nullptr) return false;
        EXPECT_EQ(s.chosen >= 0 && !s.confirmed, true);  // asked where the walk stopped
        out = {(*value)[std::size_t(s.chosen)], -(*value)[std::size_t(s.chosen)]};
        return true;
      });
  std::array<double, 3> mean{};
  for (const auto& child : search.root_children()) {
    EXPECT_EQ(child.visits, 1);
    mean[std::size_t(child.action)] = child.mean;
  }
  return mean;
}

TEST(GuidedSearch, ALeafValueStandsForThePlayoutWeighedByTheMix) {
  const std::array<double, 3> payoff{0, 0, 4};
  const std::array<double, 3> value{2, 0, 0};
  int calls = 0;
  EXPECT_EQ(leaf_means(payoff, &value, 1.0, &calls), value);  // the value alone
  EXPECT_EQ(calls, 3);
  EXPECT_EQ(leaf_means(payoff, &value, 0.5, &calls), (std::array<double, 3>{1, 0, 2}));
  EXPECT_EQ(leaf_means(payoff, &value, 0.0, &calls), payoff);  // the playout alone
  calls = 0;
  EXPECT_EQ(leaf_means(payoff, nullptr, 1.0, &calls), payoff);  // declined: played out
  EXPECT_EQ(calls, 3);
}

TEST(GuidedSearch, ALeafAtTheEndOfTheDealIsNeverAsked) {
  // One decision ends the deal: the walk stops at the end, where the rules give the result.
  OneChoice::payoff = {1, 2, 3};
  GuidedIsmcts<OneChoice> search(SearchBudget{30, 0}, 1.0);
  Rng rng(1);
  int calls = 0;
  EXPECT_EQ(search.decide(OneChoice::View{}, rng, [](const auto&, const auto&, int, auto&) {},
                          [&](const auto&, auto&) { return ++calls, true; }),
            2);
  EXPECT_EQ(calls, 0);
}

TEST(GuidedSearch, SoftmaxPriorOfTheNetworksScores) {
  std::array<double, 3> p{};
  const std::array<float, 3> q{1.0f, 2.0f, 2.0f};
  softmax_prior(q, 0.5, p);
  EXPECT_DOUBLE_EQ(p[1], p[2]);
  EXPECT_NEAR(p[1] / p[0], std::exp(2.0), 1e-6);  // (2 - 1) / 0.5
  softmax_prior(q, 0.0, p);  // no temperature: all on the first of the best
  EXPECT_EQ(p, (std::array<double, 3>{0, 1, 0}));
  const std::array<float, 2> far{0.0f, 1e6f};
  std::array<double, 2> two{};
  softmax_prior(far, 0.01, two);  // no overflow, however far apart
  EXPECT_EQ(two[1], 1.0);
  EXPECT_EQ(two[0], 0.0);
}

// --- the bot in the real games -----------------------------------------------------------------

BotSpec guided_spec(const std::string& model, int iterations) {
  return BotSpec{"guided", {{"model", model}, {"iterations", std::to_string(iterations)}}};
}


// Every move of a few games of Five Three Five, all four seats guided.
std::vector<std::string> five35_moves(const std::string& model, std::uint64_t seed) {
  auto bot = make_seated_five35_bot(guided_spec(model, 40), 4);
  std::vector<std::string> moves;
  for (int g = 0; g < 2; ++g) {
    five35::Game game(five35::Rules{}, 4, g, seed + std::uint64_t(g));
    Rng rng = Rng::stream(seed, std::uint64_t(g));
    for (int rounds = 0; rounds < 2 && !game.game_over(); ++rounds) {
      while (!game.round_over()) {
        const int seat = game.round().to_act();
        const five35::Move move = bot->decide(game.view(seat), rng);
        EXPECT_EQ(game.round().check(seat, move), five35::Refusal::kNone) << five35::to_words(move);
        if (game.apply(seat, move) != five35::Refusal::kNone) return moves;
        moves.push_back(five35::to_words(move));
      }
      if (!game.game_over()) game.next_round();
    }
  }
  return moves;
}

TEST(GuidedBots, Five35PlaysLegalMovesTheSameForTheSameSeed) {
  const std::string path = model_file("guided_535.bin", ModelSpec{}, 11);
  const auto first = five35_moves(path, 3);
  EXPECT_GT(first.size(), 40u);
  EXPECT_EQ(five35_moves(path, 3), first);
  EXPECT_NE(five35_moves(path, 4), first);
}

TEST(GuidedBots, VyingPlaysOnlyLegalActionsUnderRandomRules) {
  Rng rng(8);
  for (int h = 0; h < 60; ++h) {
    const vying::Rules rules = vying::testing::random_rules(rng);
    const auto stacks = vying::testing::random_stacks(rng);
    ModelSpec m;
    m.game = vying_game_of(rules) == Game::kSevenTwentySeven ? 0 : 1;
    m.players = std::uint32_t(stacks.size());
    const std::string path = model_file("guided_vying.bin", m, std::uint64_t(h));
    auto bot = make_seated_vying_bot(guided_spec(path, 30), rules, int(stacks.size()));
    vying::Hand hand = vying::Hand::shuffled(rules, stacks, 0, rng);
    ASSERT_NO_FATAL_FAILURE(bot_tests::play_out_checked(*bot, hand, rng, "guided"));
    std::filesystem::remove(path);
  }
}

TEST(GuidedBots, TheSameSeedGivesTheSameVyingDecisions) {
  ModelSpec m;
  m.game = 1;
  const std::string path = model_file("guided_15-35.bin", m, 5);
  auto play = [&](std::uint64_t seed) {
    auto bot = make_seated_vying_bot(guided_spec(path, 60), vying::fifteen_thirty_five(), 4);
    Rng rng(seed);
    const std::vector<std::int64_t> stacks(4, 100);
    vying::Hand hand = vying::Hand::shuffled(vying::fifteen_thirty_five(), stacks, 0, rng);
    std::vector<std::string> actions;
    while (!hand.finished()) {
      const vying::Action a = bot->decide(vying::SeatView(hand, hand.to_act()), rng);
      EXPECT_TRUE(hand.apply(a));
      actions.push_back(vying::to_string(a));
    }
    return actions;
  };
  for (std::uint64_t seed : {1u, 2u, 3u}) EXPECT_EQ(play(seed), play(seed)) << seed;
}

// The model decides where the bot may sit, with the learned bot's words, before any deal.
TEST(GuidedBots, TablesItsModelCannotPlayAreRefusedWhenSeated) {
  ModelSpec fifteen;
  fifteen.game = 1;
  const std::string vying_model = model_file("guided_seat_15-35.bin", fifteen);
  EXPECT_EQ(error_of([&] {
              make_seated_vying_bot(guided_spec(vying_model, 10), vying::fifteen_thirty_five(), 4);
            }),
            "");
  EXPECT_EQ(error_of([&] {
              make_seated_vying_bot(guided_spec(vying_model, 10), vying::fifteen_thirty_five(), 2);
            }),
            "model " + vying_model +
                ": trained for fifteen-thirty-five with 4 players, but the table is "
                "fifteen-thirty-five with 2 players");
  const std::string five35_model = model_file("guided_seat_535.bin", ModelSpec{});
  EXPECT_EQ(error_of([&] { make_seated_five35_bot(guided_spec(five35_model, 10), 4); }), "");
  EXPECT_NE(error_of([&] { make_seated_five35_bot(guided_spec(five35_model, 10), 5); })
                .find("with 4 players, but the table is five-three-five with 5 players"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_vying_bot(guided_spec(five35_model, 10)); })
                .find("trained for five-three-five, not a vying game"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_five35_bot(guided_spec(vying_model, 10)); })
                .find("but the table is five-three-five"),
            std::string::npos);
  // Without a model of its own, a table of other targets has no shipped model to play with.
  vying::Rules odd = vying::fifteen_thirty_five();
  odd.targets[0] = odd.targets[0] + 2;
  EXPECT_EQ(make_vying_bot(BotSpec{"guided", {}})->table_refusal(odd, 4),
            "bot guided: no shipped model for a vying table with these targets; give one with "
            "guided:model=FILE");
}

// guided:leaf (the network's value at the leaves) is for heads-up vying tables, where the hand
// is zero-sum: it plays legal actions there, the same for a seed, and is refused elsewhere.
TEST(GuidedBots, TheLeafValuePlaysHeadsUpAndIsRefusedElsewhere) {
  ModelSpec m;
  m.game = 0;
  m.players = 2;
  const std::string path = model_file("guided_leaf_7-27.bin", m, 3);
  BotSpec spec = guided_spec(path, 40);
  spec.params.emplace_back("leaf", "0.02");
  spec.params.emplace_back("mix", "0.5");
  auto play = [&](std::uint64_t seed) {
    auto bot = make_seated_vying_bot(spec, vying::seven_twenty_seven(), 2);
    Rng rng(seed);
    vying::Hand hand = vying::Hand::shuffled(vying::seven_twenty_seven(),
                                             std::vector<std::int64_t>(2, 100), 0, rng);
    std::vector<std::string> actions;
    while (!hand.finished()) {
      const vying::Action a = bot->decide(vying::SeatView(hand, hand.to_act()), rng);
      EXPECT_TRUE(hand.apply(a)) << vying::to_string(a);
      actions.push_back(vying::to_string(a));
    }
    return actions;
  };
  for (std::uint64_t seed : {1u, 2u}) EXPECT_EQ(play(seed), play(seed)) << seed;
  ModelSpec four;
  four.game = 0;
  const std::string four_path = model_file("guided_leaf_7-27-4p.bin", four, 3);
  BotSpec at_four = guided_spec(four_path, 40);
  at_four.params.emplace_back("leaf", "0.02");
  EXPECT_EQ(error_of([&] { make_seated_vying_bot(at_four, vying::seven_twenty_seven(), 4); }),
            "guided:leaf values the search's leaves heads-up only (the hand is zero-sum there), "
            "but the table has 4 seats; leave leaf out to play out the leaves");
  EXPECT_NE(error_of([&] { make_vying_bot(BotSpec{"guided", {{"mix", "0.5"}}}); })
                .find("which leaf=SCALE turns on"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_vying_bot(BotSpec{"guided", {{"leaf", "0.02"}, {"mix", "2"}}}); })
                .find("mix=2"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_five35_bot(BotSpec{"guided", {{"leaf", "0.1"}}}); })
                .find("unknown parameter 'leaf'"),
            std::string::npos);
}

TEST(GuidedBots, BadParametersAreRefusedByName) {
  EXPECT_NE(error_of([&] { make_vying_bot(BotSpec{"guided", {{"t", "-1"}}}); }).find("t=-1"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_five35_bot(BotSpec{"guided", {{"c", "x"}}}); }).find("c=x"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_vying_bot(BotSpec{"guided", {{"epsilon", "0.1"}}}); })
                .find("epsilon"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_five35_bot(BotSpec{"guided", {{"model", "/nonexistent.bin"}}}); })
                .find("/nonexistent.bin"),
            std::string::npos);
}

}  // namespace guided_bot_test
}  // namespace cardroom::bots
