#pragma once
// Matches between bots in duplicate format: every deal is played once per rotation of the bots
// through the seats (same cards, same dealer), so the luck of the cards cancels out and what is
// left is skill. Results are per bot: the mean over deals of its average result across the
// rotations, with a 95% confidence interval, and the same for every pair's difference. Shares
// of games won (Five Three Five) take the Wilson score interval, which stays within 0 and 1.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "stats/statistics.h"
#include "bots/bot_spec.h"
#include "cluster/transport.h"
#include "core/game_name.h"
#include "five35/rules.h"
#include "io/json_read.h"
#include "vying/rules.h"

namespace cardroom::arena {

struct ArenaConfig {
  Game game = Game::kFifteenThirtyFive;
  std::vector<bots::BotSpec> bots;  // one per seat
  int games = 100;                  // deals; each is played once per rotation
  std::uint64_t seed = 1;
  int threads = 1;
  vying::Rules vying_rules = vying::fifteen_thirty_five();
  five35::Rules five35_rules;
  std::int64_t stack = 100;  // vying: every seat starts each hand with this many chips
  // Measure each bot's CPU time per decision (BotResult::think). Off by default: a clock read
  // costs more than a random bot's decision, and the figures differ from run to run.
  bool timing = false;
};

struct BotResult {
  std::string name;  // the spec's text, with "#2" and so on for a repeated spec
  // Vying: chips won per hand. Five Three Five: penalty points per round (lower is better).
  stats::RunningStat result;
  stats::RunningStat wins;  // Five Three Five: share of games won (shared wins split)
  stats::RunningStat think;  // with ArenaConfig::timing: CPU seconds of each decision
};

struct PairResult {
  int a = 0, b = 0;  // indices into ArenaResult::bots
  stats::RunningStat diff;  // a's result minus b's, deal by deal
};

struct ArenaResult {
  Game game = Game::kFifteenThirtyFive;
  int games = 0;
  std::vector<BotResult> bots;
  std::vector<PairResult> pairs;
  bool complete = true;  // false on the ranks of a cluster job other than 0
};

struct ArenaHooks {
  std::function<void(std::int64_t)> progress;  // deals finished so far (on the calling thread)
  // A cluster job: every rank calls run_arena with the same configuration; rank 0 gets the
  // result, the others an empty one (ArenaResult::complete false).
  cluster::Transport* transport = nullptr;
  // A file of the merged partial results, rewritten every `checkpoint_every` seconds; a run
  // that finds one of the same match resumes from it.
  std::string checkpoint;
  double checkpoint_every = 60;
};

// Plays the match; `progress(done)` is called now and then with the number of deals finished.
// Throws InputError for a bot that cannot be built or that makes an illegal move. The result is
// the same for a seed whatever the number of threads or ranks.
ArenaResult run_arena(const ArenaConfig& config, const ArenaHooks& hooks);
ArenaResult run_arena(const ArenaConfig& config,
                      const std::function<void(std::int64_t)>& progress = {});
// Checks the configuration as run_arena does, without playing.
void check_arena(const ArenaConfig& config);
// What a checkpoint of this match must match: every option that changes the result.
io::Json arena_identity(const ArenaConfig& config);

// Sets the config's rule set for its game: the preset with `overrides` (the contract's keys)
// applied. Throws InputError naming a bad key or value.
void set_rules(ArenaConfig& config, const io::Json& overrides);

// The result as `cardroom arena --json` prints it (with "ms_per_decision" for each bot when the
// match was timed).
io::Json arena_json(const ArenaResult& result);

// The unit of a game's results, e.g. "chips per hand".
std::string result_unit(Game game);

}  // namespace cardroom::arena
