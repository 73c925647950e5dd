// `cardroom simulate`: many seeded games between bots under a rule set, or the same games under
// several rule sets side by side (--compare), on every core. The numbers for a seed do not
// depend on --threads; a summary goes to stdout (or JSON with --json), a progress bar to a
// terminal's stderr, rows to --csv and a self-contained HTML page to --report. Launched by
// mpirun or srun, every rank plays its share and rank 0 prints the same bytes one process would;
// --checkpoint lets a stopped run resume.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot_spec.h"
#include "cli/cluster_job.h"
#include "cli/command.h"
#include "cli/progress.h"
#include "core/input_error.h"
#include "io/json_overrides.h"
#include "sim/checkpoint.h"
#include "sim/report.h"
#include "sim/simulation.h"
#include "vying/rules.h"

namespace cardroom::cli {

namespace {

struct SimulateOptions {
  std::string game;
  std::string rules_file;
  std::vector<std::string> rule_pairs;
  int players = 0;  // 0: the game's usual table (6 for the vying games, 4 for Five Three Five)
  std::string bots = sim::kDefaultSimulationBots;
  std::int64_t games = 10000;
  std::uint64_t seed = 1;
  int threads = 0;  // 0: every core
  std::int64_t stack = 100;
  std::vector<std::string> compare;
  bool json = false;
  std::string csv;
  std::string report;
  bool quiet = false;
  std::string checkpoint;
  double checkpoint_every = 60;
};

std::ofstream open_output(const std::string& path, const char* flag) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError(std::string(flag) + " " + path + ": cannot open the file for writing");
  return out;
}

// --csv when resuming: the rows of the blocks the checkpoint holds stay, any written after it
// (by the run that stopped) go, and the new rows follow.
std::ofstream open_csv(const std::string& path, const std::optional<sim::Checkpoint>& resume) {
  if (!resume) return open_output(path, "--csv");
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  if (error || size < static_cast<std::uintmax_t>(resume->csv_bytes)) {
    throw InputError("--csv " + path + ": the checkpoint holds " +
                     std::to_string(resume->csv_bytes) +
                     " bytes of rows that this file does not have; cannot resume it");
  }
  std::filesystem::resize_file(path, static_cast<std::uintmax_t>(resume->csv_bytes), error);
  std::ofstream out(path, std::ios::binary | std::ios::app);
  if (error || !out) throw InputError("--csv " + path + ": cannot open the file for writing");
  return out;
}

int run_simulate(const SimulateOptions& o, cluster::Job& job) {
  sim::SimRequest request;
  request.game = o.game;
  request.players = o.players;
  request.bots = bots::parse_bot_list(o.bots);
  request.games = o.games;
  request.seed = o.seed;
  request.threads = o.threads;
  request.stack = o.stack;
  if (!o.rules_file.empty())
    request.layers.push_back({o.rules_file, io::read_json_file(o.rules_file)});
  if (!o.rule_pairs.empty())
    request.layers.push_back({"--rule", io::overrides_from_pairs(o.rule_pairs)});
  sim::SimConfig config = sim::simulation_config(request);
  if (!o.compare.empty()) {
    if (o.compare.size() < 2) {
      throw InputError("--compare: give two or more rule files (a file holding {} is the preset)");
    }
    // Each file is read and checked in turn, so an error names the first file at fault.
    config.variants.clear();
    for (const auto& file : o.compare) {
      std::vector<sim::RuleLayer> layers = request.layers;
      layers.push_back({file, io::read_json_file(file)});
      config.variants.push_back(sim::make_variant(config.game, file, layers));
    }
  }
  // A rank that mpirun bound to one core plays on that core.
  if (job.clustered() && o.threads == 0) config.threads = cluster::cores_available();
  sim::check_simulation(config);

  // Only rank 0 writes files; it reads the checkpoint and opens them before the run, so a bad
  // path or a checkpoint of another run fails at once rather than after it.
  const bool rank0 = job.rank() == 0;
  std::optional<sim::Checkpoint> resume;
  if (rank0 && !o.checkpoint.empty()) {
    resume = sim::read_checkpoint(o.checkpoint);
    if (resume) {
      sim::check_same_run(o.checkpoint, sim::simulation_identity(config, !o.csv.empty()),
                          resume->run);
    }
  }
  std::ofstream csv, report;
  std::ostream no_rows(nullptr);  // the other ranks make the rows; rank 0 writes them
  if (!o.csv.empty() && rank0) csv = open_csv(o.csv, resume);
  if (!o.report.empty() && rank0) report = open_output(o.report, "--report");

  Progress progress(config.games, sim::game_noun(config.game),
                    rank0 && !o.quiet && Progress::stderr_is_terminal(), std::cerr);
  sim::RunHooks hooks;
  hooks.progress = [&](std::int64_t done) { progress.update(done); };
  if (!o.csv.empty()) hooks.csv = rank0 ? static_cast<std::ostream*>(&csv) : &no_rows;
  hooks.checkpoint = o.checkpoint;
  hooks.checkpoint_every = o.checkpoint_every;
  hooks.transport = job.start();
  const sim::SimResult result = sim::run_simulation(config, hooks);
  progress.finish();
  if (!result.complete) return 0;

  if (!o.report.empty()) {
    sim::write_html_report(result, report);
    report.flush();
    if (!report) throw InputError("--report " + o.report + ": writing the file failed");
  }
  if (o.json) {
    std::cout << sim::result_json(result).dump() << '\n';
  } else {
    sim::write_summary(result, std::cout);
  }
  std::cout.flush();
  // The run is whole: its checkpoint has done its work.
  if (!o.checkpoint.empty()) std::remove(o.checkpoint.c_str());
  return 0;
}

}  // namespace

Command add_simulate_command(CLI::App& parent) {
  auto o = std::make_shared<SimulateOptions>();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "simulate",
      "Play many seeded games between bots and summarise them; --compare plays the same games "
      "under several rule sets side by side");
  command.app = app;
  app->add_option("--game", o->game, "7-27, 15-35 or 535")->required();
  app->add_option("--rules", o->rules_file, "JSON file of rule overrides on the game's preset");
  app->add_option("--rule", o->rule_pairs,
                  "One rule override, key=value (the value read as JSON, else as text): "
                  "nearness=over-is-bust, betting.structure=no-limit; repeatable")
      ->allow_extra_args(false);
  app->add_option("--players", o->players, "Seats at the table (default 6; Five Three Five 4)");
  app->add_option("--bots", o->bots, "One bot per seat, comma-separated, or one bot for every seat")
      ->capture_default_str();
  app->add_option("--games", o->games, "Games to play (vying: hands)")->capture_default_str();
  app->add_option("--seed", o->seed, "Seed: the same seed gives the same numbers")
      ->capture_default_str();
  app->add_option("--threads", o->threads, "Worker threads (default: every core)");
  app->add_option("--stack", o->stack, "Vying: chips at every seat at the start of each hand")
      ->capture_default_str();
  app->add_option("--compare", o->compare,
                  "Rule files to compare (two or more): the same deals and bot streams under each")
      ->expected(1, -1);
  app->add_flag("--json", o->json, "Print the statistics as JSON instead of the summary");
  app->add_option("--csv", o->csv, "Write one row per game to this file");
  app->add_option("--report", o->report,
                  "Write a self-contained HTML report with charts to this file");
  app->add_flag("--quiet", o->quiet, "No progress bar");
  auto* checkpoint = app->add_option(
      "--checkpoint", o->checkpoint,
      "Keep the merged partial statistics in this file; the same command started again resumes "
      "from it (the file is removed when the run ends)");
  app->add_option("--checkpoint-every", o->checkpoint_every,
                  "Seconds between rewrites of the --checkpoint file")
      ->capture_default_str()
      ->check(CLI::PositiveNumber)
      ->needs(checkpoint);
  command.run = [o] {
    return run_as_rank([&](cluster::Job& job) { return run_simulate(*o, job); });
  };
  return command;
}

}  // namespace cardroom::cli
