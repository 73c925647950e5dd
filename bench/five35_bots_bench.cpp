// Five Three Five bots: one decision of each bot at its default budget, and the ISMCTS
// iteration rate. The position is the dealer's first lead: a full hand gives the most candidate
// moves and the longest playouts, so it is the slowest decision of a round (the one the default
// budgets are chosen against: under about 40 ms).
#include <benchmark/benchmark.h>

#include <vector>

#include "bots/bot.h"
#include "bots/five35_search_bots.h"
#include "core/rng.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "five35/view.h"

namespace {

using namespace cardroom;
using namespace cardroom::five35;

// The dealer's view of `count` fresh deals for `players`.
std::vector<View> first_leads(int players, int count) {
  Rng rng(std::uint64_t(players) * 1009);
  std::vector<View> views;
  for (int i = 0; i < count; ++i) {
    const Deck deck = shuffled_deck(players, rng);
    const Round round(Rules{}, players, 0, deal_cards(players, 0, deck.view()));
    views.emplace_back(round, 0);
  }
  return views;
}

void BM_Five35BotFirstLead(benchmark::State& state, const char* spec) {
  auto bot = bots::make_five35_bot(bots::parse_bot_spec(spec));
  const std::vector<View> views = first_leads(int(state.range(0)), 16);
  Rng rng(7);
  std::size_t i = 0;
  for (auto _ : state) {
    Move move = bot->decide(views[i++ % views.size()], rng);
    benchmark::DoNotOptimize(move);
  }
}
BENCHMARK_CAPTURE(BM_Five35BotFirstLead, random, "random")->DenseRange(2, 6);
BENCHMARK_CAPTURE(BM_Five35BotFirstLead, heuristic, "heuristic")->DenseRange(2, 6);
BENCHMARK_CAPTURE(BM_Five35BotFirstLead, montecarlo, "montecarlo")
    ->DenseRange(2, 6)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Five35BotFirstLead, ismcts, "ismcts")
    ->DenseRange(2, 6)
    ->Unit(benchmark::kMillisecond);

// Iterations per second of ISMCTS at its default budget, from the same positions.
void BM_Five35IsmctsIterations(benchmark::State& state) {
  bots::IsmctsFive35Bot bot;
  const std::vector<View> views = first_leads(int(state.range(0)), 16);
  Rng rng(7);
  std::size_t i = 0;
  double iterations = 0;
  for (auto _ : state) {
    Move move = bot.decide(views[i++ % views.size()], rng);
    benchmark::DoNotOptimize(move);
    iterations += bot.last_iterations();
  }
  state.counters["iterations"] = benchmark::Counter(iterations, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Five35IsmctsIterations)->Arg(4)->Unit(benchmark::kMillisecond);

}  // namespace
