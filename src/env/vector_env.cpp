#include "env/vector_env.h"

#include <algorithm>
#include <string>

#include "bots/random_bots.h"
#include "core/input_error.h"
#include "features/observation.h"
#include "vying/random_play.h"

namespace cardroom::env {

EpisodeSeeds episode_seeds(std::uint64_t seed, std::int64_t env, std::int64_t episode,
                           int players) {
  Rng stream = Rng::stream(Rng::stream(seed, static_cast<std::uint64_t>(env)).next(),
                           static_cast<std::uint64_t>(episode));
  EpisodeSeeds seeds;
  seeds.deal = stream.next();
  seeds.dealer = static_cast<int>(episode % players);
  for (int seat = 0; seat < players; ++seat) seeds.bots.push_back(stream.next());
  return seeds;
}

// --- the families --------------------------------------------------------------------------

int VyingFamily::observation_size(const Setup& s) { return vying_observation_size(s.players()); }

void VyingFamily::observe(const Episode& e, int seat, std::span<float> out) {
  vying_observation(e.hand(), seat, e.codes().max_amount(), out);
}

int VyingFamily::bot_code(const Episode& e, Bot& bot, bool plain_random, Rng& rng) {
  if (plain_random) return *e.codes().encode(vying::random_action(e.hand().legal(), rng));
  const vying::SeatView view(e.hand(), e.current_player());
  return *e.codes().encode(bot.decide(view, rng));
}

int Five35Family::observation_size(const Setup& s) { return five35_observation_size(s.players); }

void Five35Family::observe(const Episode& e, int seat, std::span<float> out) {
  five35_observation(e.game(), seat, out);
}

int Five35Family::bot_code(const Episode& e, Bot& bot, bool plain_random, Rng& rng) {
  if (plain_random) {
    // bots::random_move's pick without writing the list.
    const five35::Round& round = e.round();
    return *Five35ActionCodes::encode(
        five35::random_legal_move(round.hand(round.to_act()), round.meld(), round.copies(), rng));
  }
  return *Five35ActionCodes::encode(bot.decide(e.game().view(e.current_player()), rng));
}

// --- the batch -------------------------------------------------------------------------------

template <typename Family>
VectorEnv<Family>::VectorEnv(std::shared_ptr<const Setup> setup, VectorEnvConfig config)
    : setup_(std::move(setup)), config_(std::move(config)) {
  const int players = Family::players(*setup_);
  if (config_.num_envs < 1 || config_.num_envs > 1'000'000) {
    throw InputError("num_envs: 1 to 1000000, not " + std::to_string(config_.num_envs));
  }
  if (config_.threads < 1 || config_.threads > 256) {
    throw InputError("threads: 1 to 256, not " + std::to_string(config_.threads));
  }
  if (config_.seat != kAllSeats && (config_.seat < 0 || config_.seat >= players)) {
    throw InputError("seat: 0 to " + std::to_string(players - 1) + " or \"all\", not " +
                     std::to_string(config_.seat));
  }
  std::vector<bots::BotSpec> per_seat;
  if (!self_play()) {
    if (config_.opponents.size() == 1) {
      per_seat.assign(std::size_t(players), config_.opponents.front());
    } else if (config_.opponents.size() == std::size_t(players)) {
      per_seat = config_.opponents;  // the learner's own entry is not used
    } else {
      throw InputError("opponents: one bot for every other seat, or one per seat (" +
                       std::to_string(players) + "), not " +
                       std::to_string(config_.opponents.size()));
    }
  }
  to_act_.assign(std::size_t(config_.num_envs), -1);
  if (const int threads = std::min(config_.threads, config_.num_envs); threads > 1) {
    pool_ = std::make_unique<WorkerPool>(threads);
  }
  slots_.reserve(std::size_t(config_.num_envs));
  for (int env = 0; env < config_.num_envs; ++env) {
    Slot slot{
        Family::deal(setup_, episode_seeds(config_.seed, env, 0, players)), 0, {}, {}, {}, {}};
    for (int seat = 0; seat < players; ++seat) {
      const bool learner = self_play() || seat == config_.seat;
      slot.bots.push_back(learner ? nullptr : Family::make_bot(*setup_, per_seat[std::size_t(seat)]));
      slot.plain_random.push_back(!learner && bots::is_plain_random(per_seat[std::size_t(seat)]));
    }
    slots_.push_back(std::move(slot));
  }
}

template <typename Family>
void VectorEnv<Family>::start(int env) {
  Slot& slot = slots_[std::size_t(env)];
  const EpisodeSeeds seeds = episode_seeds(config_.seed, env, slot.count++, players());
  slot.episode.redeal(seeds.deal, seeds.dealer);
  slot.rngs.clear();
  for (std::uint64_t s : seeds.bots) slot.rngs.emplace_back(s);
}

template <typename Family>
bool VectorEnv<Family>::learner_to_act(const Episode& e) const {
  return !e.is_terminal() && (self_play() || e.current_player() == config_.seat);
}

template <typename Family>
bool VectorEnv<Family>::advance(int env, std::span<float> reward,
                                std::span<float> final_observation) {
  Slot& slot = slots_[std::size_t(env)];
  bool ended = false;
  for (;;) {
    Episode& e = slot.episode;
    if (learner_to_act(e)) return ended;
    if (e.is_terminal()) {
      const auto returns = e.returns();
      if (self_play()) {
        for (std::size_t s = 0; s < returns.size(); ++s)
          reward[s] += static_cast<float>(returns[s]);
      } else {
        reward[0] += static_cast<float>(returns[std::size_t(config_.seat)]);
      }
      if (!final_observation.empty()) {
        const int seat = !self_play()             ? config_.seat
                         : e.history().empty() ? 0
                                               : e.history().back().seat;
        Family::observe(e, seat, final_observation);
      }
      ended = true;
      start(env);
      continue;
    }
    const auto seat = std::size_t(e.current_player());
    const int code =
        Family::bot_code(e, *slot.bots[seat], slot.plain_random[seat], slot.rngs[seat]);
    if (slot.plain_random[seat]) {
      e.apply_action_unchecked(code);  // drawn from the legal actions
      continue;
    }
    if (const std::string why = e.apply_action(code); !why.empty()) {
      throw InputError("environment " + std::to_string(env) + ": the bot in seat " +
                       std::to_string(seat) + " played an illegal action: " + why);
    }
  }
}

template <typename Family>
void VectorEnv<Family>::write(int env, StepOutput out) {
  const Episode& e = slots_[std::size_t(env)].episode;
  const int seat = self_play() ? e.current_player() : config_.seat;
  to_act_[std::size_t(env)] = seat;
  const auto size = std::size_t(observation_size());
  Family::observe(e, seat, out.observations.subspan(std::size_t(env) * size, size));
  const auto codes = std::size_t(num_codes());
  std::span<bool> mask = out.masks.subspan(std::size_t(env) * codes, codes);
  std::fill(mask.begin(), mask.end(), false);
  std::vector<int>& legal = slots_[std::size_t(env)].legal;
  e.legal_actions(legal);
  for (int code : legal) mask[std::size_t(code)] = true;
}

template <typename Family>
template <typename Work>
void VectorEnv<Family>::in_parallel(Work work) {
  const int n = config_.num_envs;
  if (!pool_) {
    for (int env = 0; env < n; ++env) work(env);
    return;
  }
  pool_->for_each(n, work);
}

template <typename Family>
void VectorEnv<Family>::reset(StepOutput out) {
  const std::size_t per_env = self_play() ? std::size_t(players()) : 1;
  in_parallel([&](int env) {
    slots_[std::size_t(env)].count = 0;
    start(env);
    std::vector<float> ignored(per_env, 0.0f);  // episodes over before the learner's first turn
    advance(env, ignored);
    write(env, out);
    std::fill_n(out.rewards.begin() + std::ptrdiff_t(std::size_t(env) * per_env), per_env, 0.0f);
    out.done[std::size_t(env)] = false;
  });
}

template <typename Family>
void VectorEnv<Family>::step(std::span<const std::int64_t> actions, StepOutput out) {
  if (actions.size() != std::size_t(config_.num_envs)) {
    throw InputError("actions: one per environment (" + std::to_string(config_.num_envs) +
                     "), not " + std::to_string(actions.size()));
  }
  for (int env = 0; env < config_.num_envs; ++env) {
    const std::vector<int>& legal = slots_[std::size_t(env)].legal;
    const std::int64_t a = actions[std::size_t(env)];
    if (!std::binary_search(legal.begin(), legal.end(), a)) {
      throw InputError("actions[" + std::to_string(env) + "]: " + std::to_string(a) +
                       " is not a legal action there (see the mask)");
    }
  }
  const std::size_t per_env = self_play() ? std::size_t(players()) : 1;
  in_parallel([&](int env) {
    Episode& e = slots_[std::size_t(env)].episode;
    std::span<float> reward = out.rewards.subspan(std::size_t(env) * per_env, per_env);
    std::fill(reward.begin(), reward.end(), 0.0f);
    e.apply_action_unchecked(static_cast<int>(actions[std::size_t(env)]));  // checked above
    const auto size = std::size_t(observation_size());
    const std::span<float> final_observation =
        out.final_observations.empty() ? std::span<float>{}
                                       : out.final_observations.subspan(std::size_t(env) * size, size);
    out.done[std::size_t(env)] = advance(env, reward, final_observation);
    write(env, out);
  });
}

template class VectorEnv<VyingFamily>;
template class VectorEnv<Five35Family>;

}  // namespace cardroom::env
