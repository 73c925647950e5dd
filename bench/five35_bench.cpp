// Five Three Five hot paths: legal move generation, copying a round, and whole rounds of random
// legal play (shuffle, deal, play to scoring) as a bot's rollout would do them.
#include <benchmark/benchmark.h>

#include "core/rng.h"
#include "five35/deal.h"
#include "five35/moves.h"
#include "five35/round.h"
#include "five35/view.h"

namespace {

using namespace cardroom::five35;

Hand hand_of(std::initializer_list<int> numbers) {
  Hand hand;
  for (int n : numbers) hand.add(rank_index(n));
  return hand;
}

// A twelve-card hand facing a two-card run: overwrites, adds at both ends, pass.
void BM_LegalMovesFacingTwoCardRun(benchmark::State& state) {
  const Hand hand = hand_of({1, 2, 2, 3, 5, 7, 8, 9, 11, 12, 12, 14});
  const Meld meld = meld_of(hand_of({3, 4}));
  MoveList moves;
  for (auto _ : state) {
    Hand h = hand;
    benchmark::DoNotOptimize(h);
    legal_moves(h, meld, 4, moves);
    benchmark::DoNotOptimize(moves);
  }
  state.counters["moves"] = double(moves.size());
}
BENCHMARK(BM_LegalMovesFacingTwoCardRun);

void BM_LegalMovesLead(benchmark::State& state) {
  const Hand hand = hand_of({1, 2, 2, 3, 5, 7, 8, 9, 11, 12, 12, 14});
  MoveList moves;
  for (auto _ : state) {
    Hand h = hand;
    benchmark::DoNotOptimize(h);
    legal_moves(h, Meld{}, 4, moves);
    benchmark::DoNotOptimize(moves);
  }
  state.counters["moves"] = double(moves.size());
}
BENCHMARK(BM_LegalMovesLead);

// Plays one round at random from a fresh shuffle to its scoring; returns the actions taken.
int random_round(int players, cardroom::Rng& rng) {
  const int dealer = int(rng.below(std::uint32_t(players)));
  Round round(Rules{}, players, dealer, shuffle_and_deal(players, dealer, rng).deal);
  int actions = 0;
  while (!round.finished()) {
    round.play_random(rng);
    ++actions;
  }
  std::int64_t points = 0;
  for (int s = 0; s < players; ++s) points += round.round_points(s);
  benchmark::DoNotOptimize(points);
  return actions;
}

void BM_RandomRound(benchmark::State& state) {
  const int players = int(state.range(0));
  cardroom::Rng rng(42);
  long actions = 0;
  for (auto _ : state) actions += random_round(players, rng);
  state.SetItemsProcessed(state.iterations());
  state.counters["actions/round"] = double(actions) / double(state.iterations());
}
BENCHMARK(BM_RandomRound)->DenseRange(2, 6);

void BM_CopyRound(benchmark::State& state) {
  cardroom::Rng rng(1);
  const Deck deck = shuffled_deck(4, rng);
  const Round round(Rules{}, 4, 0, deal_cards(4, 0, deck.view()));
  for (auto _ : state) {
    Round copy = round;
    benchmark::DoNotOptimize(copy);
  }
  state.counters["bytes"] = double(sizeof(Round));
}
BENCHMARK(BM_CopyRound);

void BM_SampleRound(benchmark::State& state) {
  cardroom::Rng rng(1);
  const Deck deck = shuffled_deck(4, rng);
  const Round round(Rules{}, 4, 0, deal_cards(4, 0, deck.view()));
  const View view(round, 0);
  for (auto _ : state) {
    Round sample = sample_round(view, rng);
    benchmark::DoNotOptimize(sample);
  }
}
BENCHMARK(BM_SampleRound);

}  // namespace
