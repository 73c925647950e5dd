// The learner's environment (src/env, the Python package's VectorEnv) without Python: steps of a
// batch of 1024 episodes against random opponents, six-player 15-35 and four-player Five Three
// Five, on one thread and two. The learner plays a random legal code, drawn here outside the timing
// as a policy's choice would be made outside env.step.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "core/rng.h"
#include "env/vector_env.h"

namespace {

using namespace cardroom;
using namespace cardroom::env;

constexpr int kEnvs = 1024;

std::shared_ptr<const VyingSetup> six_player_15_35() {
  auto setup = std::make_shared<VyingSetup>();
  setup->game = Game::kFifteenThirtyFive;
  setup->rules = vying::preset(setup->game);
  setup->stacks.assign(6, 100);
  return setup;
}

std::shared_ptr<const Five35Setup> four_player_535() {
  auto setup = std::make_shared<Five35Setup>();
  setup->players = 4;
  return setup;
}

template <typename Family>
void step_batch(benchmark::State& state, std::shared_ptr<const typename Family::Setup> setup) {
  VectorEnvConfig config;
  config.num_envs = kEnvs;
  config.seed = 1;
  config.opponents = {bots::parse_bot_spec("random")};
  config.threads = static_cast<int>(state.range(0));
  VectorEnv<Family> env(setup, config);
  const auto obs_size = std::size_t(env.observation_size());
  const auto codes = std::size_t(env.num_codes());
  std::vector<float> obs(kEnvs * obs_size), rewards(kEnvs);
  const auto masks = std::make_unique<bool[]>(kEnvs * codes);
  const auto done = std::make_unique<bool[]>(kEnvs);
  const StepOutput out{obs, {masks.get(), kEnvs * codes}, rewards, {done.get(), kEnvs}};
  env.reset(out);
  std::vector<std::int64_t> actions(kEnvs);
  std::vector<int> legal;
  Rng rng(2);
  for (auto _ : state) {
    state.PauseTiming();
    for (std::size_t e = 0; e < kEnvs; ++e) {
      legal.clear();
      for (std::size_t c = 0; c < codes; ++c) {
        if (masks[e * codes + c]) legal.push_back(static_cast<int>(c));
      }
      actions[e] = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    }
    state.ResumeTiming();
    env.step(actions, out);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kEnvs);  // learner steps
}

void BM_VectorEnvStep_15_35_SixPlayers(benchmark::State& state) {
  step_batch<VyingFamily>(state, six_player_15_35());
}
BENCHMARK(BM_VectorEnvStep_15_35_SixPlayers)->Arg(1)->Arg(2)->UseRealTime();

void BM_VectorEnvStep_535_FourPlayers(benchmark::State& state) {
  step_batch<Five35Family>(state, four_player_535());
}
BENCHMARK(BM_VectorEnvStep_535_FourPlayers)->Arg(1)->Arg(2)->UseRealTime();

}  // namespace
