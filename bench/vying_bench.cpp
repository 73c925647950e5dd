// Hot paths of the vying engine: copying a hand (bots copy millions), both contest standings
// of a hand, and whole hands of random legal play.
#include <benchmark/benchmark.h>

#include <array>

#include "vying/hand.h"
#include "vying/random_play.h"

namespace {

using namespace cardroom;
using namespace cardroom::vying;

const std::array<std::int64_t, 6> kSixStacks{100, 100, 100, 100, 100, 100};

// A six-player 15-35 hand some way in: exposures done, a betting round under way.
Hand hand_in_progress() {
  Rng rng(5);
  Hand hand = Hand::shuffled(fifteen_thirty_five(), kSixStacks, 0, rng);
  for (int i = 0; i < 8 && !hand.finished(); ++i) hand.apply(random_action(hand.legal(), rng));
  return hand;
}

void BM_CopyHand(benchmark::State& state) {
  const Hand source = hand_in_progress();
  for (auto _ : state) {
    Hand copy = source;
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
  state.SetLabel(std::to_string(sizeof(Hand)) + " bytes");
}
BENCHMARK(BM_CopyHand);

void BM_BothStandingsFiveCards(benchmark::State& state) {
  const Rules rules = fifteen_thirty_five();
  // Two aces and two pictures: the most totals a five-card hand can reach here.
  std::array<Tally, 4> hands{
      Tally::of(std::array{Card::of(1, Suit::kSpades), Card::of(1, Suit::kHearts),
                           Card::of(13, Suit::kClubs), Card::of(12, Suit::kDiamonds),
                           Card::of(5, Suit::kClubs)}),
      Tally::of(std::array{Card::of(9, Suit::kSpades), Card::of(3, Suit::kHearts),
                           Card::of(11, Suit::kClubs), Card::of(7, Suit::kDiamonds),
                           Card::of(2, Suit::kClubs)}),
      Tally::of(std::array{Card::of(1, Suit::kClubs), Card::of(10, Suit::kHearts),
                           Card::of(4, Suit::kClubs), Card::of(6, Suit::kDiamonds),
                           Card::of(8, Suit::kClubs)}),
      Tally::of(std::array{Card::of(13, Suit::kSpades), Card::of(13, Suit::kHearts),
                           Card::of(12, Suit::kClubs), Card::of(11, Suit::kDiamonds),
                           Card::of(1, Suit::kDiamonds)})};
  std::size_t i = 0;
  for (auto _ : state) {
    const Tally& t = hands[i++ & 3];
    benchmark::DoNotOptimize(standing(t, Target::kLow, rules));
    benchmark::DoNotOptimize(standing(t, Target::kHigh, rules));
  }
}
BENCHMARK(BM_BothStandingsFiveCards);

// Shuffle, ante, deal and random legal play to the payout.
void BM_RandomHand(benchmark::State& state, Rules rules, int players) {
  Rng rng(11);
  std::array<std::int64_t, kMaxSeats> stacks{};
  stacks.fill(100);
  const std::span<const std::int64_t> table(stacks.data(), static_cast<std::size_t>(players));
  std::int64_t actions = 0;
  for (auto _ : state) {
    Hand hand = Hand::shuffled(rules, table, 0, rng);
    while (!hand.finished()) {
      hand.apply_unchecked(random_action(hand.legal(), rng));
      ++actions;
    }
    benchmark::DoNotOptimize(hand.payout(0));
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["actions/hand"] =
      benchmark::Counter(static_cast<double>(actions) / static_cast<double>(state.iterations()));
}
BENCHMARK_CAPTURE(BM_RandomHand, fifteen_thirty_five_6p, fifteen_thirty_five(), 6);
BENCHMARK_CAPTURE(BM_RandomHand, seven_twenty_seven_6p, seven_twenty_seven(), 6);

}  // namespace
