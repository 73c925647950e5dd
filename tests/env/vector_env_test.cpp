// The vector environment: the same outputs on one thread and on several, every episode drawn
// from its own seeds, an illegal action refused with nothing played, self-play rewards per seat.
#include "env/vector_env.h"

#include <gtest/gtest.h>

#include "core/input_error.h"

namespace cardroom::env {
namespace {

template <typename Family>
struct Buffers {
  std::vector<float> obs, rewards;
  std::unique_ptr<bool[]> masks, done;
  std::size_t mask_size = 0, n = 0;
  explicit Buffers(const VectorEnv<Family>& env)
      : obs(std::size_t(env.num_envs() * env.observation_size())),
        rewards(std::size_t(env.num_envs() * (env.self_play() ? env.players() : 1))),
        masks(new bool[std::size_t(env.num_envs() * env.num_codes())]),
        done(new bool[std::size_t(env.num_envs())]),
        mask_size(std::size_t(env.num_envs() * env.num_codes())),
        n(std::size_t(env.num_envs())) {}
  StepOutput out() { return {obs, {masks.get(), mask_size}, rewards, {done.get(), n}}; }
  std::vector<bool> mask() const { return std::vector<bool>(masks.get(), masks.get() + mask_size); }
};

// The k-th legal code of each environment, k depending on the step.
std::vector<std::int64_t> choices(const std::vector<bool>& mask, int n, int codes, int step) {
  std::vector<std::int64_t> out;
  for (int env = 0; env < n; ++env) {
    std::vector<int> legal;
    for (int c = 0; c < codes; ++c) {
      if (mask[std::size_t(env * codes + c)]) legal.push_back(c);
    }
    out.push_back(legal[std::size_t(step * 7 + env) % legal.size()]);
  }
  return out;
}

template <typename Family>
std::vector<std::vector<float>> trace(std::shared_ptr<const typename Family::Setup> setup,
                                      int threads, int seat) {
  VectorEnvConfig config;
  config.num_envs = 12;
  config.seed = 9;
  config.opponents = {bots::parse_bot_spec("heuristic")};
  config.seat = seat;
  config.threads = threads;
  VectorEnv<Family> env(setup, config);
  Buffers<Family> b(env);
  env.reset(b.out());
  std::vector<std::vector<float>> seen{b.obs};
  for (int step = 0; step < 60; ++step) {
    env.step(choices(b.mask(), env.num_envs(), env.num_codes(), step), b.out());
    seen.push_back(b.obs);
    seen.push_back(b.rewards);
    std::vector<float> done(b.done.get(), b.done.get() + b.n);  // as 0 and 1
    seen.push_back(done);
  }
  return seen;
}

std::shared_ptr<const VyingSetup> vying() {
  auto setup = std::make_shared<VyingSetup>();
  setup->game = Game::kFifteenThirtyFive;
  setup->rules = vying::preset(setup->game);
  setup->stacks.assign(5, 60);
  return setup;
}

std::shared_ptr<const Five35Setup> five35(bool whole_game) {
  auto setup = std::make_shared<Five35Setup>();
  setup->players = 4;
  setup->whole_game = whole_game;
  return setup;
}

TEST(VectorEnv, ThreadsGiveTheSameOutputsAsOneThread) {
  EXPECT_EQ(trace<VyingFamily>(vying(), 1, 2), trace<VyingFamily>(vying(), 4, 2));
  EXPECT_EQ(trace<Five35Family>(five35(false), 1, 0), trace<Five35Family>(five35(false), 3, 0));
  EXPECT_EQ(trace<Five35Family>(five35(true), 1, kAllSeats),
            trace<Five35Family>(five35(true), 2, kAllSeats));
}

TEST(VectorEnv, AnIllegalActionIsRefusedAndNothingIsPlayed) {
  VectorEnvConfig config;
  config.num_envs = 3;
  config.opponents = {bots::parse_bot_spec("random")};
  VectorEnv<VyingFamily> env(vying(), config);
  Buffers<VyingFamily> b(env);
  env.reset(b.out());
  std::vector<std::int64_t> actions = choices(b.mask(), 3, env.num_codes(), 0);
  const auto before = b.obs;
  auto bad = actions;
  for (int c = 0; c < env.num_codes(); ++c) {
    if (!b.mask()[std::size_t(2 * env.num_codes() + c)]) {
      bad[2] = c;
      break;
    }
  }
  EXPECT_THROW(env.step(bad, b.out()), InputError);
  EXPECT_THROW(env.step(std::vector<std::int64_t>{0, 0}, b.out()), InputError);
  EXPECT_EQ(b.obs, before);
  // The same step as a fresh batch's first one.
  env.step(actions, b.out());
  VectorEnv<VyingFamily> fresh(vying(), config);
  Buffers<VyingFamily> f(fresh);
  fresh.reset(f.out());
  fresh.step(actions, f.out());
  EXPECT_EQ(b.obs, f.obs);
  EXPECT_EQ(b.rewards, f.rewards);
}

TEST(VectorEnv, BadConfigurationsAreRefused) {
  VectorEnvConfig config;
  config.opponents = {bots::parse_bot_spec("random")};
  config.num_envs = 0;
  EXPECT_THROW(VectorEnv<VyingFamily>(vying(), config), InputError);
  config.num_envs = 2;
  config.seat = 5;
  EXPECT_THROW(VectorEnv<VyingFamily>(vying(), config), InputError);
  config.seat = 0;
  config.opponents.push_back(bots::parse_bot_spec("random"));  // two bots for five seats
  EXPECT_THROW(VectorEnv<VyingFamily>(vying(), config), InputError);
  config.opponents.pop_back();
  config.threads = 0;
  EXPECT_THROW(VectorEnv<VyingFamily>(vying(), config), InputError);
}

TEST(VectorEnv, EpisodeSeedsDependOnTheEnvironmentAndTheEpisode) {
  const auto a = episode_seeds(1, 0, 0, 4), b = episode_seeds(1, 1, 0, 4),
             c = episode_seeds(1, 0, 1, 4);
  EXPECT_NE(a.deal, b.deal);
  EXPECT_NE(a.deal, c.deal);
  EXPECT_EQ(a.dealer, 0);
  EXPECT_EQ(c.dealer, 1);
  EXPECT_EQ(a.bots.size(), 4u);
  EXPECT_EQ(episode_seeds(1, 0, 0, 4).deal, a.deal);
}

}  // namespace
}  // namespace cardroom::env
