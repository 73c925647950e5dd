// `cardroom arena`: bots against bots in duplicate format, with confidence intervals; launched by
// mpirun or srun, the deals are shared among the ranks and rank 0 prints what one process would.
#include "arena/arena.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/cluster_job.h"
#include "cli/command.h"
#include "cli/progress.h"
#include "core/input_error.h"
#include "io/json_overrides.h"
#include "sim/checkpoint.h"

namespace cardroom::cli {

namespace {

struct ArenaOptions {
  std::string game = "15-35";
  std::string bots = "heuristic,random";
  int games = 200;
  std::uint64_t seed = 1;
  int threads = 1;
  std::vector<std::string> rules;
  std::string rules_file;
  std::int64_t stack = 100;
  bool json = false;
  bool quiet = false;
  bool timing = false;
  std::string checkpoint;
  double checkpoint_every = 60;
};

std::string fixed(double x, int digits = 3) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(digits) << x;
  return s.str();
}

void print_table(const arena::ArenaResult& r, std::ostream& out) {
  out << game_name(r.game) << ": " << r.games << " deals, each played once per seating ("
      << r.bots.size() << " seatings)\n"
      << "mean " << arena::result_unit(r.game) << ", with the 95% confidence interval\n\n";
  for (const auto& b : r.bots) {
    out << "  " << std::left << std::setw(34) << b.name << std::right << std::setw(9)
        << fixed(b.result.mean()) << "   [" << fixed(b.result.ci95_low()) << ", "
        << fixed(b.result.ci95_high()) << "]";
    if (r.game == Game::kFiveThreeFive)
      out << "   games won " << fixed(100 * b.wins.mean(), 1) << "%";
    out << "\n";
  }
  if (std::any_of(r.bots.begin(), r.bots.end(), [](const auto& b) { return b.think.count(); })) {
    out << "\nCPU time per decision (the thread's own, averaged over every decision):\n";
    for (const auto& b : r.bots) {
      out << "  " << std::left << std::setw(34) << b.name << std::right << std::setw(9)
          << fixed(1000 * b.think.mean(), 2) << " ms   (" << b.think.count() << " decisions)\n";
    }
  }
  out << "\npairs (first minus second, deal by deal):\n";
  for (const auto& p : r.pairs) {
    // Clear of zero as printed: copies of one bot seated alike differ by rounding alone, and
    // an interval of [0.000, 0.000] must not be called a difference.
    const bool clear = p.diff.ci95_low() >= 0.0005 || p.diff.ci95_high() <= -0.0005;
    out << "  " << r.bots[p.a].name << " - " << r.bots[p.b].name << ": " << fixed(p.diff.mean())
        << "   [" << fixed(p.diff.ci95_low()) << ", " << fixed(p.diff.ci95_high()) << "]"
        << (clear ? "  (interval excludes 0)" : "") << "\n";
  }
}

int run(const ArenaOptions& o, cluster::Job& job) {
  arena::ArenaConfig config;
  config.game = require_game(o.game);
  config.bots = bots::parse_bot_list(o.bots);
  config.games = o.games;
  config.seed = o.seed;
  config.threads = o.threads;
  config.stack = o.stack;
  config.timing = o.timing;
  io::Json overrides = o.rules_file.empty() ? io::Json::object() : io::read_json_file(o.rules_file);
  overrides.update(io::overrides_from_pairs(o.rules), /*merge_objects=*/true);
  arena::set_rules(config, overrides);
  arena::check_arena(config);  // before the job starts: every rank finds the same errors
  const bool rank0 = job.rank() == 0;
  if (rank0 && !o.checkpoint.empty()) {
    if (const auto resume = sim::read_checkpoint(o.checkpoint)) {
      sim::check_same_run(o.checkpoint, arena::arena_identity(config), resume->run);
    }
  }
  Progress progress(o.games, "deals", rank0 && !o.quiet && Progress::stderr_is_terminal(),
                    std::cerr);
  arena::ArenaHooks hooks;
  hooks.progress = [&](std::int64_t done) { progress.update(done); };
  hooks.checkpoint = o.checkpoint;
  hooks.checkpoint_every = o.checkpoint_every;
  hooks.transport = job.start();
  const auto result = arena::run_arena(config, hooks);
  progress.finish();
  if (!result.complete) return 0;
  if (o.json) {
    std::cout << arena::arena_json(result).dump(2) << "\n";
  } else {
    print_table(result, std::cout);
  }
  std::cout.flush();
  // The match is whole: its checkpoint has done its work.
  if (!o.checkpoint.empty()) std::remove(o.checkpoint.c_str());
  return 0;
}

}  // namespace

Command add_arena_command(CLI::App& parent) {
  auto o = std::make_shared<ArenaOptions>();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "arena",
      "Bots against bots in duplicate format: every deal is replayed with the bots rotated "
      "through the seats. Bots: random, heuristic, montecarlo, ismcts, learned, guided, solved, "
      "with parameters as kind:name=value,... (e.g. ismcts:iterations=2000,c=0.7)");
  app->add_option("--game", o->game, "7-27, 15-35 or 535")->capture_default_str();
  app->add_option("--bots", o->bots, "One bot per seat, comma-separated")->capture_default_str();
  app->add_option("--games", o->games, "Deals to play (each once per seating)")
      ->capture_default_str();
  app->add_option("--seed", o->seed, "Seed of the deals and the bots")->capture_default_str();
  app->add_option("--threads", o->threads, "Threads (results do not depend on it)")
      ->capture_default_str();
  app->add_option("--rule", o->rules,
                  "A rule override key=value (repeatable), e.g. nearness=nearest");
  app->add_option("--rules", o->rules_file, "A JSON file of rule overrides");
  app->add_option("--stack", o->stack, "Vying games: chips each seat starts every hand with")
      ->capture_default_str();
  app->add_flag("--json", o->json, "Print one JSON object instead of the table");
  app->add_flag("--quiet", o->quiet, "No progress on stderr");
  app->add_flag("--timing", o->timing,
                "Also print each bot's CPU time per decision (differs from run to run, so off by "
                "default)");
  auto* checkpoint = app->add_option(
      "--checkpoint", o->checkpoint,
      "Keep the merged partial results in this file; the same command started again resumes "
      "from it (the file is removed when the match ends)");
  app->add_option("--checkpoint-every", o->checkpoint_every,
                  "Seconds between rewrites of the --checkpoint file")
      ->capture_default_str()
      ->check(CLI::PositiveNumber)
      ->needs(checkpoint);
  command.app = app;
  command.run = [o] { return run_as_rank([&](cluster::Job& job) { return run(*o, job); }); };
  return command;
}

}  // namespace cardroom::cli
