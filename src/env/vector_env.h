#pragma once
// A batch of episodes stepped together for a learner (the Python package's VectorEnv): the
// learner's seat decides through `step`, the other seats are played inside by bots, finished
// episodes start again from the next seed of their stream. Every episode draws only from its own
// seeds, so the results are the same on one thread or many.
//
// Episode k of environment i is dealt with episode_seeds(seed, i, k): the deal's seed, the
// dealer (k mod players: the button goes round) and one seed per seat for its bot's generator —
// a Python loop over single states with the same seeds plays the same games.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "bots/bot.h"
#include "env/five35_episode.h"
#include "env/vying_episode.h"
#include "env/worker_pool.h"

namespace cardroom::env {

struct EpisodeSeeds {
  std::uint64_t deal = 0;
  int dealer = 0;
  std::vector<std::uint64_t> bots;  // per seat
};
EpisodeSeeds episode_seeds(std::uint64_t seed, std::int64_t env, std::int64_t episode, int players);

// The learner's seat in every episode, or kAllSeats for self-play (every seat learns; the
// observation and mask are for the player to act).
inline constexpr int kAllSeats = -1;

struct VectorEnvConfig {
  int num_envs = 1;
  std::uint64_t seed = 0;
  std::vector<bots::BotSpec> opponents;  // one for every other seat, or one per seat
  int seat = 0;                          // or kAllSeats
  int threads = 1;
};

// What one step gives back, per environment (row-major arrays the caller owns).
struct StepOutput {
  std::span<float> observations;  // num_envs x observation size
  std::span<bool> masks;          // num_envs x action codes
  std::span<float> rewards;       // num_envs, or num_envs x players with kAllSeats
  std::span<bool> done;           // num_envs
  // Empty, or num_envs x observation size: where an episode ended during the step, the
  // observation of its end (the learner's seat; in self-play the seat that acted last) before
  // the next episode replaced it (Gymnasium's final_observation).
  std::span<float> final_observations = {};
};

// The family-specific part: how an episode is dealt, observed and played by a bot.
struct VyingFamily {
  using Setup = VyingSetup;
  using Episode = VyingEpisode;
  using Bot = bots::VyingBot;
  static int players(const Setup& s) { return s.players(); }
  static int observation_size(const Setup& s);
  static int num_codes(const Setup& s) { return s.codes().size(); }
  // Refuses (InputError) an opponent that cannot play this table, before the first step.
  static std::unique_ptr<Bot> make_bot(const Setup& s, const bots::BotSpec& spec) {
    return bots::make_seated_vying_bot(spec, s.rules, s.players());
  }
  static Episode deal(std::shared_ptr<const Setup> s, const EpisodeSeeds& seeds) {
    return Episode::seeded(std::move(s), seeds.deal, seeds.dealer);
  }
  static void observe(const Episode& e, int seat, std::span<float> out);
  // The code the seat to act plays: `bot` decides from its view, or with `plain_random` the
  // random bot's draw is taken from the legal actions directly (the same draw, without a view).
  static int bot_code(const Episode& e, Bot& bot, bool plain_random, Rng& rng);
};

struct Five35Family {
  using Setup = Five35Setup;
  using Episode = Five35Episode;
  using Bot = bots::Five35Bot;
  static int players(const Setup& s) { return s.players; }
  static int observation_size(const Setup& s);
  static int num_codes(const Setup&) { return Five35ActionCodes::size(); }
  static std::unique_ptr<Bot> make_bot(const Setup& s, const bots::BotSpec& spec) {
    return bots::make_seated_five35_bot(spec, s.players);
  }
  static Episode deal(std::shared_ptr<const Setup> s, const EpisodeSeeds& seeds) {
    return Episode::seeded(std::move(s), seeds.deal, seeds.dealer);
  }
  static void observe(const Episode& e, int seat, std::span<float> out);
  static int bot_code(const Episode& e, Bot& bot, bool plain_random, Rng& rng);
};

template <typename Family>
class VectorEnv {
 public:
  using Setup = typename Family::Setup;
  using Episode = typename Family::Episode;

  // Throws InputError for a bad size, seat, thread count or bot.
  VectorEnv(std::shared_ptr<const Setup> setup, VectorEnvConfig config);

  int num_envs() const { return config_.num_envs; }
  int players() const { return Family::players(*setup_); }
  int observation_size() const { return Family::observation_size(*setup_); }
  int num_codes() const { return Family::num_codes(*setup_); }
  bool self_play() const { return config_.seat == kAllSeats; }

  // Starts every environment's first episode; fills observations and masks.
  void reset(StepOutput out);
  // Plays `actions[i]` for environment i's learner; throws InputError naming the environment of
  // an illegal action (nothing is played then: every action is checked first).
  void step(std::span<const std::int64_t> actions, StepOutput out);
  // The seat whose observation each environment gave last (the learner's, or the player to act).
  const std::vector<int>& current_players() const { return to_act_; }
  const Episode& episode(int env) const { return slots_[std::size_t(env)].episode; }

 private:
  struct Slot {
    Episode episode;
    std::int64_t count = 0;  // episodes started
    std::vector<std::unique_ptr<typename Family::Bot>> bots;
    std::vector<bool> plain_random;  // per seat: bots::is_plain_random
    std::vector<Rng> rngs;           // per seat, from the episode's seeds
    std::vector<int> legal;          // the learner's legal codes, as last shown in the mask
  };
  void start(int env);
  // Plays the bots until the learner is to act, starting new episodes as they end; the rewards of
  // episodes that ended are added to `reward`. Returns whether one ended.
  bool advance(int env, std::span<float> reward, std::span<float> final_observation = {});
  bool learner_to_act(const Episode& e) const;
  void write(int env, StepOutput out);
  template <typename Work>
  void in_parallel(Work work);

  std::shared_ptr<const Setup> setup_;
  VectorEnvConfig config_;
  std::vector<Slot> slots_;
  std::vector<int> to_act_;
  std::unique_ptr<WorkerPool> pool_;  // none on one thread
};

extern template class VectorEnv<VyingFamily>;
extern template class VectorEnv<Five35Family>;

}  // namespace cardroom::env
