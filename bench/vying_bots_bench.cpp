// One decision of each vying bot at its default budget, in a six-player 15-35 hand in its first
// betting round, and ISMCTS iterations per second (one core).
#include <benchmark/benchmark.h>

#include <array>
#include <vector>

#include "bots/bot.h"
#include "bots/vying_search_bots.h"
#include "vying/random_play.h"

namespace {

using namespace cardroom;
using namespace cardroom::vying;

// A six-player 15-35 hand at its first betting decision.
Hand first_bet(std::uint64_t seed = 3) {
  const std::array<std::int64_t, 6> stacks{100, 100, 100, 100, 100, 100};
  Rng rng(seed);
  Hand hand = Hand::shuffled(fifteen_thirty_five(), stacks, 0, rng);
  while (hand.phase() != Phase::kBetting) hand.apply_unchecked(random_action(hand.legal(), rng));
  return hand;
}

// Decisions in 64 different hands in turn: the heuristic reuses its count when one seat decides
// again with the same cards, which one hand over and over would flatter.
void BM_VyingBotDecision(benchmark::State& state, const char* spec) {
  std::vector<SeatView> views;
  for (std::uint64_t seed = 3; seed < 67; ++seed) {
    const Hand hand = first_bet(seed);
    views.emplace_back(hand, hand.to_act());
  }
  auto bot = bots::make_vying_bot(bots::parse_bot_spec(spec));
  Rng rng(9);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(bot->decide(views[i++ % views.size()], rng));
}
BENCHMARK_CAPTURE(BM_VyingBotDecision, random, "random");
BENCHMARK_CAPTURE(BM_VyingBotDecision, heuristic, "heuristic");
BENCHMARK_CAPTURE(BM_VyingBotDecision, montecarlo, "montecarlo")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_VyingBotDecision, ismcts, "ismcts")->Unit(benchmark::kMillisecond);

// Iterations per second of ISMCTS without a time limit.
void BM_IsmctsIterations(benchmark::State& state) {
  const Hand hand = first_bet();
  const SeatView view(hand, hand.to_act());
  bots::IsmctsVyingBot bot({2000, 0}, 0.7);
  Rng rng(9);
  std::int64_t iterations = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(bot.decide(view, rng));
    iterations += bot.last_iterations();
  }
  state.counters["iterations/s"] =
      benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_IsmctsIterations)->Unit(benchmark::kMillisecond);

}  // namespace
