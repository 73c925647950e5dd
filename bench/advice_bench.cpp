// The advisor at its default budget (400 deals for the odds; the vying actions share 256
// playouts by the heuristic, Five Three Five plays every move out on every deal), one core: the
// target is at most 200 ms per advice. Positions: the first betting decision of a vying hand at
// several table sizes (check and three bets), a raise to answer (call, fold and three raises),
// and the first lead of a Five Three Five round.
#include <benchmark/benchmark.h>

#include <vector>

#include "advice/advice.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "vying/random_play.h"

namespace {

using namespace cardroom;

// A hand at its first betting decision: everyone stands and exposes at random before it.
vying::Hand first_bet(const vying::Rules& rules, int seats, std::uint64_t seed) {
  const std::vector<std::int64_t> stacks(std::size_t(seats), 100);
  Rng rng(seed);
  vying::Hand hand = vying::Hand::shuffled(rules, stacks, 0, rng);
  while (hand.phase() != vying::Phase::kBetting) {
    const vying::LegalActions legal = hand.legal();
    hand.apply_unchecked(legal.stand ? vying::Action::stand() : vying::random_action(legal, rng));
  }
  return hand;
}

// The same hand once its opener has bet: the next seat faces a bet.
vying::Hand facing_bet(const vying::Rules& rules, int seats, std::uint64_t seed) {
  vying::Hand hand = first_bet(rules, seats, seed);
  hand.apply_unchecked(vying::Action::bet(hand.legal().lo));
  return hand;
}

void BM_VyingAdvice(benchmark::State& state, bool fifteen_35, bool bet) {
  const vying::Rules rules =
      fifteen_35 ? vying::fifteen_thirty_five() : vying::seven_twenty_seven();
  const int seats = int(state.range(0));
  const vying::Hand hand = bet ? facing_bet(rules, seats, 3) : first_bet(rules, seats, 3);
  const vying::SeatView view(hand, hand.to_act());
  std::size_t actions = 0;
  for (auto _ : state) {
    const advice::VyingAdvice a = advice::advise(view);
    actions = a.actions.size();
    benchmark::DoNotOptimize(a.showdown_now.share);
  }
  state.counters["actions"] = double(actions);
}
BENCHMARK_CAPTURE(BM_VyingAdvice, seven_27, false, false)
    ->Arg(2)
    ->Arg(4)
    ->Arg(6)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_VyingAdvice, fifteen_35, true, false)
    ->Arg(2)
    ->Arg(4)
    ->Arg(6)
    ->Arg(8)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_VyingAdvice, seven_27_facing_bet, false, true)
    ->Arg(4)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_VyingAdvice, fifteen_35_facing_bet, true, true)
    ->Arg(4)
    ->Arg(8)
    ->Unit(benchmark::kMillisecond);

void BM_Five35Advice(benchmark::State& state) {
  const int players = int(state.range(0));
  Rng rng(5);
  const five35::Deck deck = five35::shuffled_deck(players, rng);
  const five35::Round round(five35::Rules{}, players, 0,
                            five35::deal_cards(players, 0, deck.view()));
  const five35::View view(round, 0);
  std::size_t moves = 0;
  for (auto _ : state) {
    const advice::Five35Advice a = advice::advise(view);
    moves = a.actions.size();
    benchmark::DoNotOptimize(a.go_out_first);
  }
  state.counters["moves"] = double(moves);
}
BENCHMARK(BM_Five35Advice)->Arg(2)->Arg(3)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace
