#include <benchmark/benchmark.h>

#include <array>
#include <numeric>

#include "core/rng.h"

namespace {

void BM_ShuffleDeck(benchmark::State& state) {
  cardroom::Rng rng(1);
  std::array<std::uint8_t, 52> deck{};
  std::iota(deck.begin(), deck.end(), std::uint8_t{0});
  for (auto _ : state) {
    rng.shuffle(std::span<std::uint8_t>(deck));
    benchmark::DoNotOptimize(deck);
  }
}
BENCHMARK(BM_ShuffleDeck);

}  // namespace
