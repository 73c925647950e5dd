#pragma once
// A simulation: many games of one game at one table of bots, under one rule set or several
// (a comparison), on every core, reproducibly. Game k draws everything from (seed, k): its
// deal and each seat's bot generator, the same under every rule set of a comparison, so rule
// sets are compared on the same cards and the same bot choices wherever the play allows.
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot_spec.h"
#include "cluster/transport.h"
#include "core/game_name.h"
#include "core/rng.h"
#include "five35/rules.h"
#include "io/json_read.h"
#include "sim/stat_set.h"
#include "vying/rules.h"

namespace cardroom::sim {

// The random streams of one game.
struct GameSeeds {
  std::uint64_t deal = 0;  // the shuffles (vying: the hand; Five Three Five: every round)
  std::uint64_t bots = 0;  // seat s decides with Rng::stream(bots, s)
  static GameSeeds of(std::uint64_t seed, std::int64_t game) {
    Rng rng = Rng::stream(seed, static_cast<std::uint64_t>(game));
    GameSeeds seeds;
    seeds.deal = rng.next();
    seeds.bots = rng.next();
    return seeds;
  }
  Rng bot_rng(int seat) const { return Rng::stream(bots, static_cast<std::uint64_t>(seat)); }
};

// One rule set of a run, as given and as played.
struct Variant {
  std::string name;    // "preset", or the file of a comparison
  io::Json rules;      // the complete rule set
  vying::Rules vying;  // the one that applies to the game
  five35::Rules five35;
};

struct SimConfig {
  Game game = Game::kFifteenThirtyFive;
  int players = 6;
  std::vector<bots::BotSpec> bots;  // one per seat
  std::int64_t games = 10000;       // vying: hands; Five Three Five: whole games
  std::uint64_t seed = 1;
  int threads = 1;
  std::int64_t stack = 100;       // vying: every seat's chips at the start of each hand
  std::vector<Variant> variants;  // one, or several to compare (the first is the baseline)
  // Random bots decide from the engine's own legal actions, skipping the seat view (the same
  // draw from the same list, only cheaper); true forces the view, for tests of exactly that.
  bool random_through_views = false;
  std::int64_t block_size = 0;  // 0: default_block_size(games)
};

struct SimResult {
  SimConfig config;
  Schema schema;
  std::vector<StatSet> stats;       // one per variant
  std::vector<PairedDiffs> paired;  // [v] = variant v minus variant 0 (empty for v = 0)
  double seconds = 0;               // wall time (not part of --json: it differs run to run)
  bool complete = true;             // false on the ranks of a cluster job other than 0
};

// One rule set's table; a fresh one plays each block of games, so nothing a bot keeps can
// carry across blocks (which would make results depend on the thread count).
class Table {
 public:
  virtual ~Table() = default;
  // Plays game `game`, recording its metrics in `values` (already reset) and its samples in
  // `stats`; appends a CSV row (without the leading game and variant columns) when `row` is
  // set.
  virtual void play(std::int64_t game, const GameSeeds& seeds, GameValues& values, StatSet& stats,
                    std::string* row) = 0;
};

class GameSim {
 public:
  virtual ~GameSim() = default;
  virtual const Schema& schema() const = 0;
  virtual std::unique_ptr<Table> table(const Variant& variant) const = 0;
  // CSV columns after `game` (and `variant` in a comparison).
  virtual std::string csv_header() const = 0;
};

std::unique_ptr<GameSim> make_vying_sim(const SimConfig& config);
std::unique_ptr<GameSim> make_five35_sim(const SimConfig& config);

struct RunHooks {
  std::function<void(std::int64_t)> progress;  // games finished so far
  std::ostream* csv = nullptr;                 // one row per game (per variant) when set
  // A cluster job: every rank calls run_simulation with the same configuration; rank 0 gets
  // the result, the others an empty one (SimResult::complete false).
  cluster::Transport* transport = nullptr;
  // A file of the merged partial statistics, rewritten every `checkpoint_every` seconds; a run
  // that finds one of the same run resumes from it (and appends to --csv from where it was).
  std::string checkpoint;
  double checkpoint_every = 60;
};

// Checks the configuration (InputError for bad players, bots, games, threads) and plays it.
SimResult run_simulation(const SimConfig& config, const RunHooks& hooks = {});
// Checks the configuration as run_simulation does, without playing.
void check_simulation(const SimConfig& config);
// What a checkpoint of this run must match: every option that changes the result.
io::Json simulation_identity(const SimConfig& config, bool csv);

// A rule set: the game's preset with layers of overrides applied in order (--rules FILE, then
// --rule k=v, then a comparison's file). Each layer is named in its error messages.
struct RuleLayer {
  std::string where;  // "--rule", "house.json"
  io::Json overrides;
};
Variant make_variant(Game game, std::string name, const std::vector<RuleLayer>& layers);

// What `cardroom simulate` is asked, as the command line and the Python package take it.
// The bots a simulation seats when none are named: players who play like people, so the numbers
// are about the real game (`--bots random` remains for the engine's raw speed).
inline constexpr const char* kDefaultSimulationBots = "heuristic";

struct SimRequest {
  std::string game;
  int players = 0;                  // 0: the game's usual table (6; Five Three Five 4)
  std::vector<bots::BotSpec> bots;  // one for every seat, or one per seat
  std::int64_t games = 10000;
  std::uint64_t seed = 1;
  int threads = 0;  // 0: every core
  std::int64_t stack = 100;
  std::vector<RuleLayer> layers;  // rule overrides, in order
};

// The configuration a request asks for, with one rule set (the command line's --compare
// replaces it with several); throws InputError naming the option at fault.
SimConfig simulation_config(const SimRequest& request);

}  // namespace cardroom::sim
