#pragma once
// How a subcommand plugs into `cardroom`: it declares its flags on its own CLI11 sub-app and
// returns what to run once the command line is parsed. Errors are thrown as InputError; main
// prints them on one line and exits 2.
#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>

namespace cardroom::cli {

struct Command {
  CLI::App* app = nullptr;
  std::function<int()> run;
};

Command add_demo_command(CLI::App& parent);
Command add_arena_command(CLI::App& parent);
Command add_simulate_command(CLI::App& parent);
Command add_bench_command(CLI::App& parent);
Command add_play_command(CLI::App& parent);
Command add_serve_command(CLI::App& parent);
Command add_advise_command(CLI::App& parent);
Command add_solve_command(CLI::App& parent);
Command add_exploitability_command(CLI::App& parent);

// `cardroom replay --show FILE [--hand K]`: steps through saved hands (see play.cpp).
int run_replay_show(const std::string& file, std::optional<int> hand);

}  // namespace cardroom::cli
