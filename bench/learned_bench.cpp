// The learned bots: one decision with a network of hidden 256, 128, 64 (twice the shipped widths) and
// random weights, at the slowest points — Five Three Five's first lead of a full hand (the most
// candidate moves), a vying betting decision at a full table. The issue asks ≤ 1 ms.
#include <benchmark/benchmark.h>

#include <cstring>
#include <string>
#include <vector>

#include "bots/learned_bot.h"
#include "bots/learned_model.h"
#include "core/rng.h"
#include "features/learned_features.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "five35/view.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/rules.h"

namespace {

using namespace cardroom;

std::shared_ptr<const bots::LearnedModel> random_model(Game game, int players) {
  const std::vector<std::uint32_t> hidden{256, 128, 64};
  const int s = game == Game::kFiveThreeFive ? env::five35_state_size(players)
                                             : env::vying_state_size(players);
  const int a = game == Game::kFiveThreeFive ? env::kFive35ActionFeatures
                                             : env::kVyingActionFeatures;
  std::string bytes = "CRQN";
  const auto u32 = [&](std::uint32_t v) { bytes.append(reinterpret_cast<const char*>(&v), 4); };
  for (std::uint32_t v : {bots::kModelFormatVersion, std::uint32_t(game), std::uint32_t(players),
                          std::uint32_t(env::kLearnedFeaturesVersion), std::uint32_t(s),
                          std::uint32_t(a), std::uint32_t(hidden.size())})
    u32(v);
  for (auto h : hidden) u32(h);
  std::vector<std::uint32_t> widths{std::uint32_t(s + a), 256, 128, 64, 1};
  Rng rng(1);
  for (std::size_t l = 0; l + 1 < widths.size(); ++l) {
    for (std::size_t i = 0; i < std::size_t(widths[l] + 1) * widths[l + 1]; ++i) {
      const float w = (float(rng.below(2001)) - 1000.0f) / 20000.0f;
      bytes.append(reinterpret_cast<const char*>(&w), 4);
    }
  }
  return bots::LearnedModel::parse(std::as_bytes(std::span(bytes.data(), bytes.size())), "bench");
}

void BM_LearnedFive35FirstLead(benchmark::State& state) {
  const int players = int(state.range(0));
  bots::LearnedFive35Bot bot(random_model(Game::kFiveThreeFive, players), 0.0);
  Rng rng(std::uint64_t(players) * 1009);
  std::vector<five35::View> views;
  for (int i = 0; i < 16; ++i) {
    const five35::Deck deck = five35::shuffled_deck(players, rng);
    const five35::Round round(five35::Rules{}, players, 0, five35::deal_cards(players, 0, deck.view()));
    views.emplace_back(round, 0);
  }
  std::size_t i = 0;
  for (auto _ : state) {
    five35::Move move = bot.decide(views[i++ % views.size()], rng);
    benchmark::DoNotOptimize(move);
  }
}
BENCHMARK(BM_LearnedFive35FirstLead)->DenseRange(2, 6)->Unit(benchmark::kMicrosecond);

void BM_LearnedVyingDecision(benchmark::State& state, Game game) {
  const int players = int(state.range(0));
  bots::LearnedVyingBot bot(random_model(game, players), 0.0);
  Rng rng(5);
  const std::vector<std::int64_t> stacks(std::size_t(players), 100);
  // Views a few random actions into hands: offers, bets and raises.
  std::vector<vying::SeatView> views;
  while (views.size() < 32) {
    vying::Hand hand = vying::Hand::shuffled(vying::preset(game), stacks, 0, rng);
    for (int k = int(rng.below(6)); k > 0 && !hand.finished(); --k)
      hand.apply(vying::random_action(hand.legal(), rng));
    if (!hand.finished()) views.emplace_back(hand, hand.to_act());
  }
  std::size_t i = 0;
  for (auto _ : state) {
    vying::Action action = bot.decide(views[i++ % views.size()], rng);
    benchmark::DoNotOptimize(action);
  }
}
BENCHMARK_CAPTURE(BM_LearnedVyingDecision, fifteen_thirty_five, Game::kFifteenThirtyFive)
    ->Arg(4)->Arg(8)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_LearnedVyingDecision, seven_twenty_seven, Game::kSevenTwentySeven)
    ->Arg(4)->Arg(10)->Unit(benchmark::kMicrosecond);

}  // namespace
