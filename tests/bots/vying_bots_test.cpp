// Every vying bot plays only legal actions, whatever the rules and the table, and decides from
// its view alone.
#include <gtest/gtest.h>

#include "../vying/random_rules.h"
#include "bot_test_helpers.h"
#include "bots/bot.h"
#include "vying_hidden_cards.h"
#include "bots/vying_search_bots.h"
#include "vying/hand.h"

namespace cardroom::bots {
namespace {

using namespace cardroom::vying;

void play_hands(const char* spec, int hands, std::uint64_t seed) {
  Rng rng(seed);
  auto bot = make_vying_bot(parse_bot_spec(spec));
  for (int h = 0; h < hands; ++h) {
    const vying::Rules rules = vying::testing::random_rules(rng);
    const auto stacks = vying::testing::random_stacks(rng);
    Hand hand = Hand::shuffled(rules, stacks, 0, rng);
    ASSERT_NO_FATAL_FAILURE(bot_tests::play_out_checked(*bot, hand, rng, spec));
  }
}

TEST(VyingBots, RandomPlaysOnlyLegalActions) { play_hands("random", 3000, 1); }
TEST(VyingBots, HeuristicPlaysOnlyLegalActions) { play_hands("heuristic:samples=4", 1500, 2); }
TEST(VyingBots, MonteCarloPlaysOnlyLegalActions) {
  play_hands("montecarlo:iterations=12,playout_samples=1", 80, 3);
}
TEST(VyingBots, IsmctsPlaysOnlyLegalActions) { play_hands("ismcts:iterations=60", 150, 4); }
TEST(VyingBots, HeuristicWithoutNoisePlaysOnlyLegalActions) {
  play_hands("heuristic:samples=0", 300, 5);
  play_hands("montecarlo:iterations=12,playout_samples=0", 12, 6);  // no noise in playouts
}

TEST(VyingBots, HeuristicWithoutNoiseDecidesAlikeWhateverTheRandomNumbers) {
  // samples=0: the counted share as it is (montecarlo's playouts), so two bots given different
  // random numbers bet, call, fold and declare alike wherever every opponent's face-down cards
  // are counted (up to four); with samples=1 the noise makes them differ.
  Rng deal_rng(7);
  int compared = 0, noisy_differs = 0;
  for (int h = 0; h < 300; ++h) {
    const vying::Rules rules = h % 2 ? seven_twenty_seven() : fifteen_thirty_five();
    const std::array<std::int64_t, 5> stacks{60, 60, 60, 60, 60};
    Hand hand = Hand::shuffled(rules, stacks, h % 5, deal_rng);
    auto exact_a = make_vying_bot(parse_bot_spec("heuristic:samples=0"));
    auto exact_b = make_vying_bot(parse_bot_spec("heuristic:samples=0"));
    auto noisy_a = make_vying_bot(parse_bot_spec("heuristic:samples=1"));
    auto noisy_b = make_vying_bot(parse_bot_spec("heuristic:samples=1"));
    Rng ra(1), rb(2), na(3), nb(4);
    while (!hand.finished()) {
      const SeatView view(hand, hand.to_act());
      const Action a = exact_a->decide(view, ra);
      if ((view.phase() == Phase::kBetting || view.phase() == Phase::kDeclare) &&
          vying_hidden_cards::most_hidden_of_opponents(view) <= 4) {
        ASSERT_EQ(a, exact_b->decide(view, rb)) << "hand " << h;
        ++compared;
        noisy_differs += !(noisy_a->decide(view, na) == noisy_b->decide(view, nb));
      }
      ASSERT_TRUE(hand.apply(a));
    }
  }
  EXPECT_GT(compared, 2000);
  EXPECT_GT(noisy_differs, 50);
}

TEST(VyingBots, ADecisionDependsOnlyOnTheViewAndTheSeed) {
  // Two hands that differ only in cards seat 0 cannot see give seat 0 the same view, so every
  // bot must choose the same action from the same seed.
  const std::array<std::int64_t, 3> stacks{50, 50, 50};
  auto deck_a = ordered_deck();
  auto deck_b = deck_a;
  // Seat 0 gets deck[2], deck[5] (dealer 2, up-down deal); seats 1, 2 get the others. Swap two
  // cards between seat 1's face-down card and the stock.
  std::swap(deck_b[4], deck_b[20]);
  const vying::Rules rules = seven_twenty_seven();
  const Hand a(rules, stacks, 2, deck_a, 0), b(rules, stacks, 2, deck_b, 0);
  ASSERT_EQ(a.to_act(), 0);
  ASSERT_FALSE(a == b);
  for (const char* spec : {"random", "heuristic", "montecarlo:iterations=50", "ismcts:iterations=200,ms=0"}) {
    auto bot = make_vying_bot(parse_bot_spec(spec));
    Rng r1(42), r2(42);
    EXPECT_EQ(bot->decide(SeatView(a, 0), r1), bot->decide(SeatView(b, 0), r2)) << spec;
  }
}

TEST(VyingBots, SearchBudgetsAreCountsUnlessATimeIsAsked) {
  // A time limit would make a seeded arena depend on the machine's speed and load.
  const auto mc = make_vying_bot(parse_bot_spec("montecarlo"));
  const auto* monte_carlo = dynamic_cast<const MonteCarloVyingBot*>(mc.get());
  ASSERT_NE(monte_carlo, nullptr);
  EXPECT_EQ(monte_carlo->budget().iterations, 160);
  EXPECT_EQ(monte_carlo->budget().milliseconds, 0);
  const auto ts = make_vying_bot(parse_bot_spec("ismcts"));
  const auto* ismcts = dynamic_cast<const IsmctsVyingBot*>(ts.get());
  ASSERT_NE(ismcts, nullptr);
  EXPECT_EQ(ismcts->budget().iterations, 1000);
  EXPECT_EQ(ismcts->budget().milliseconds, 0);
  const auto timed = make_vying_bot(parse_bot_spec("ismcts:ms=30"));
  EXPECT_EQ(dynamic_cast<const IsmctsVyingBot*>(timed.get())->budget().milliseconds, 30);
  for (const auto& bot : bot_catalogue()) {
    for (const auto& param : bot.params) {
      if (param.name == "ms") {
        EXPECT_EQ(param.default_value, "0") << bot.kind;
      }
    }
  }
}

TEST(VyingBots, ParametersByName) {
  EXPECT_NO_THROW(make_vying_bot(parse_bot_spec("ismcts:iterations=2000,c=0.5,ms=10")));
  EXPECT_NO_THROW(make_vying_bot(parse_bot_spec("montecarlo:iterations=100,playout_samples=2")));
  EXPECT_NO_THROW(make_vying_bot(parse_bot_spec("heuristic:samples=8,aggression=2")));
  EXPECT_ANY_THROW(make_vying_bot(parse_bot_spec("ismcts:iteration=2000")));
  EXPECT_NO_THROW(make_vying_bot(parse_bot_spec("heuristic:samples=0")));
  EXPECT_ANY_THROW(make_vying_bot(parse_bot_spec("heuristic:samples=-1")));
}

}  // namespace
}  // namespace cardroom::bots
