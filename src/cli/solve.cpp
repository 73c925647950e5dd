// `cardroom solve`: an equilibrium of a heads-up vying game by CFR+ (docs/solve.md).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/command.h"
#include "cli/solve_game.h"
#include "core/input_error.h"
#include "solve/checkpoint.h"
#include "solve/heads_up.h"

namespace cardroom::cli {
namespace {

struct SolveOptions {
  SolveGameOptions game;
  std::optional<int> iterations;
  std::optional<double> target;
  int check_every = 10;
  std::string method = "cfr+";
  std::string out, checkpoint;
  bool json = false, quiet = false;
};

constexpr int kDefaultIterations = 1000;

strategy::StrategyTable table_of(const strategy::SolvedGame& game, const solve::GameTree& tree,
                                 const solve::Profile& profile, const io::Json& summary) {
  strategy::StrategyTable table;
  table.game = game;
  table.summary = summary;
  const solve::InfoSets& sets = tree.strategy_sets;
  for (std::size_t s = 0; s < sets.size(); ++s) {
    std::vector<float> p(sets.actions[s]);
    for (int a = 0; a < sets.actions[s]; ++a) p[static_cast<std::size_t>(a)] = static_cast<float>(profile[sets.first_action[s] + a]);
    table.probabilities.emplace(tree.strategy_keys[s], std::move(p));
  }
  return table;
}

int run(const SolveOptions& o) {
  const strategy::SolvedGame game = solved_game(o.game);
  const solve::Method method = o.method == "dcfr" ? solve::Method::kDiscounted : solve::Method::kCfrPlus;
  const auto start = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  const solve::HeadsUp heads_up(game);
  const solve::GameTree tree = solve::build_tree(heads_up, heads_up.root(), o.game.max_nodes);
  const double ante = static_cast<double>(game.rules.betting.ante);
  if (!o.quiet) std::cerr << "cardroom solve: " << describe_game(game, tree) << '\n';

  solve::Solver solver(tree, method, o.game.threads);
  if (!o.checkpoint.empty()) {
    if (auto sums = solve::read_checkpoint(o.checkpoint, game, method)) {
      solver.restore(*sums);
      if (!o.quiet) std::cerr << "cardroom solve: resumed from " << o.checkpoint << " at iteration " << sums->iterations << '\n';
    }
  }
  // With neither --iterations nor --target: to 1% of the ante, or kDefaultIterations.
  const std::optional<double> target =
      o.target || o.iterations ? o.target : std::optional<double>(0.01 * ante);
  const int last = o.iterations.value_or(o.target ? 1'000'000 : kDefaultIterations);
  solve::Exploitability measured;
  bool measured_now = false;
  auto measure = [&] {
    measured = solve::exploitability(tree, solver.average(), o.game.threads);
    measured_now = true;
    if (!o.quiet) {
      std::fprintf(stderr, "iteration %d: exploitability %.6f chips a hand (%.3f%% of the ante), %.1f s\n",
                   solver.iterations(), measured.exploitability(), 100 * measured.exploitability() / ante, seconds());
    }
    if (!o.checkpoint.empty()) solve::write_checkpoint(o.checkpoint, game, method, solver.sums());
  };
  while (solver.iterations() < last) {
    solver.iterate();
    measured_now = false;
    if (solver.iterations() % o.check_every == 0 || solver.iterations() == last) {
      measure();
      if (target && measured.exploitability() <= *target) break;
    }
  }
  if (!measured_now) measure();

  const double dealer = measured.value;
  io::Json summary = {{"method", std::string(solve::name(method))},
                      {"iterations", solver.iterations()},
                      {"exploitability", measured.exploitability()},
                      {"nash_conv", measured.nash_conv()},
                      {"value", {{"dealer", dealer}, {"other", -dealer}}},
                      {"dealer_edge", dealer},
                      // The game's true value to the dealer lies between what the dealer's
                      // strategy wins against its best response and what a best response wins
                      // against the other seat's strategy.
                      {"dealer_value_bounds", {-measured.responses[1], measured.responses[0]}}};
  if (!o.out.empty()) write_strategy(o.out, table_of(game, tree, solver.average(), summary));
  if (o.json) {
    io::Json report = {{"game", strategy::solved_game_json(game)}, {"size", game_size_json(tree)},
                       {"seconds", seconds()}};
    report.update(summary);
    if (target) report["target"] = *target;
    if (!o.out.empty()) report["strategy"] = o.out;
    std::cout << report.dump(2) << '\n';
    return 0;
  }
  std::printf("%s\n", describe_game(game, tree).c_str());
  std::printf("%s after %d iterations: exploitability %.6f chips a hand (%.3f%% of the ante), NashConv %.6f\n",
              std::string(solve::name(method)).c_str(), solver.iterations(), measured.exploitability(),
              100 * measured.exploitability() / ante, measured.nash_conv());
  std::printf("value a hand: dealer %+.4f chips, other seat %+.4f (the game's true value to the dealer lies in [%+.4f, %+.4f])\n",
              dealer, -dealer, -measured.responses[1], measured.responses[0]);
  if (!o.out.empty()) std::printf("strategy written to %s (play it with --bots solved:strategy=%s)\n", o.out.c_str(), o.out.c_str());
  return 0;
}

}  // namespace

Command add_solve_command(CLI::App& parent) {
  auto o = std::make_shared<SolveOptions>();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "solve",
      "An equilibrium of a heads-up vying game (fixed-limit by default) by CFR+ over the whole "
      "game tree, printing its exploitability as it goes (docs/solve.md)");
  add_solve_game_options(app, o->game);
  app->add_option("--iterations", o->iterations,
                                     "Iterations to run at most (default " + std::to_string(kDefaultIterations) +
                                         "; with neither this nor --target, the solve stops at 1% of the ante)")
                         ->check(CLI::Range(1, 100'000'000));
  app->add_option("--target", o->target,
                  "Stop once the exploitability is at most this, in chips a hand (measured every "
                  "--check-every iterations)")
      ->check(CLI::PositiveNumber);
  app->add_option("--check-every", o->check_every, "Iterations between measures of the exploitability")
      ->capture_default_str()
      ->check(CLI::Range(1, 1'000'000));
  app->add_option("--method", o->method, "cfr+ or dcfr (discounted CFR)")
      ->capture_default_str()
      ->check(CLI::IsMember({"cfr+", "dcfr"}));
  app->add_option("--out", o->out, "Write the average strategy here (the solved bot plays it)");
  app->add_option("--checkpoint", o->checkpoint,
                  "Keep the solver's sums in this file at each measure; the same command started "
                  "again resumes from it");
  app->add_flag("--json", o->json, "Print one JSON object");
  app->add_flag("--quiet", o->quiet, "No progress lines on stderr");
  command.app = app;
  command.run = [o] { return run(*o); };
  return command;
}

}  // namespace cardroom::cli
