// cardroom: one executable, one subcommand per job. The contract subcommands (rules, showdown,
// replay) read JSON on stdin and print JSON on stdout; bad input exits 2 with one line on stderr.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "cli/command.h"
#include "core/input_error.h"
#include "core/write_whole.h"
#include "i18n/i18n.h"
#include "io/contract.h"

namespace {

using cardroom::Game;
using cardroom::InputError;
namespace io = cardroom::io;

io::Json read_stdin() {
  std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  return io::parse_document(text);
}

// The game named by a contract input's "game" key.
Game input_game(const io::Json& input) {
  if (!input.is_object()) throw InputError("input: expected a JSON object");
  auto it = input.find("game");
  if (it == input.end()) throw InputError("input: missing key 'game'");
  return cardroom::require_game(io::read_string(*it, "game"));
}

void print(const io::Json& output) { std::cout << output.dump() << '\n'; }

// The one line of an error, "cardroom: " and all, in a single write, as cluster_job.cpp writes
// a rank's: under mpirun the launcher forwards stderr as it reads it and may print its banner
// in between, so a line written in pieces (as std::cerr writes them) can come out cut in two.
void complain(const std::string& what) {
  std::cerr.flush();
  cardroom::write_whole(STDERR_FILENO, "cardroom: " + what + "\n");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "cardroom: engines, bots and tools for Seven Twenty-Seven, Fifteen Thirty-Five and Five "
      "Three Five.\nGames: seven-twenty-seven (7-27), fifteen-thirty-five (15-35), "
      "five-three-five (535)."};
  app.require_subcommand(1);
  app.set_version_flag("--version", CARDROOM_VERSION);
  // Before the subcommands, which inherit it: `cardroom play --lang fr` as well as
  // `cardroom --lang fr play`.
  std::string lang;
  app.add_option("--lang", lang,
                 "The language play, replay --show, advise and demo speak: en or fr (default: "
                 "LANGUAGE, LC_ALL, LC_MESSAGES or LANG; any other is English)");
  app.fallthrough();

  std::string rules_game;
  auto* rules = app.add_subcommand("rules", "Print a game's preset rule set as JSON");
  rules->add_option("GAME", rules_game, "seven-twenty-seven, fifteen-thirty-five, five-three-five")
      ->required();

  app.add_subcommand("showdown",
                     "Settle one vying showdown: JSON on stdin (game, rules, dealer, players), "
                     "pots and payouts on stdout");
  auto* replay = app.add_subcommand(
      "replay",
      "Play one vying hand or one Five Three Five round from a JSON record on stdin; print "
      "where it ends. With --show FILE: step through saved hands on the table's screen");
  std::string show_file;
  int show_hand = 0;
  replay->add_option("--show", show_file,
                     "Step through the records of FILE (JSON lines, as `play --log` writes "
                     "them): Enter = next action, q = stop");
  auto* show_hand_option =
      replay->add_option("--hand", show_hand, "With --show: only the K-th record (from 1)");

  // Subcommands beyond the contract, each in its own file.
  const std::vector<cardroom::cli::Command> commands{
      cardroom::cli::add_demo_command(app),
      cardroom::cli::add_arena_command(app),
      cardroom::cli::add_simulate_command(app),
      cardroom::cli::add_bench_command(app),
      cardroom::cli::add_play_command(app),
      cardroom::cli::add_serve_command(app),
      cardroom::cli::add_advise_command(app),
      cardroom::cli::add_solve_command(app),
      cardroom::cli::add_exploitability_command(app),
  };

  const auto& known = app.get_subcommands([](const CLI::App*) { return true; });
  const bool is_known = argc > 1 && std::any_of(known.begin(), known.end(), [&](const CLI::App* c) {
    return c->get_name() == argv[1];
  });
  if (argc > 1 && argv[1][0] != '-' && !is_known) {
    std::string names;
    for (const CLI::App* c : known) names += (names.empty() ? "" : ", ") + c->get_name();
    complain("unknown subcommand '" + std::string(argv[1]) + "'; subcommands: " + names +
             " (see cardroom --help)");
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    complain(std::string(e.what()) + " (see cardroom --help)");
    return 2;
  }

  // Only what a person reads speaks their language: the contract's JSON, its errors and the
  // server's room stay as they are.
  for (const char* spoken : {"play", "advise", "demo", "replay"}) {
    if (app.got_subcommand(spoken)) {
      cardroom::i18n::set_language(lang.empty() ? cardroom::i18n::language_from_environment() : lang);
    }
  }
  try {
    if (rules->parsed()) {
      Game game = cardroom::require_game(rules_game);
      print(game == Game::kFiveThreeFive ? io::five35_rules_preset() : io::vying_rules_preset(game));
    } else if (app.got_subcommand("showdown")) {
      io::Json input = read_stdin();
      if (input_game(input) == Game::kFiveThreeFive) {
        throw InputError("game: showdown is for the vying games (seven-twenty-seven, "
                         "fifteen-thirty-five)");
      }
      print(io::vying_showdown(input));
    } else if (app.got_subcommand("replay") && !show_file.empty()) {
      return cardroom::cli::run_replay_show(
          show_file, show_hand_option->count() ? std::optional<int>(show_hand) : std::nullopt);
    } else if (app.got_subcommand("replay")) {
      if (show_hand_option->count()) throw InputError("--hand: only with --show FILE");
      io::Json input = read_stdin();
      print(input_game(input) == Game::kFiveThreeFive ? io::five35_replay(input)
                                                      : io::vying_replay(input));
    } else {
      for (const auto& command : commands) {
        if (command.app->parsed()) return command.run();
      }
    }
  } catch (const InputError& e) {
    complain(e.what());
    return 2;
  } catch (const std::exception& e) {
    // Not the user's input: still one line and exit 2, never an abort (cli-contract.md).
    complain(std::string("internal error: ") + e.what());
    return 2;
  } catch (...) {
    complain("internal error: an unknown exception");
    return 2;
  }
  return 0;
}
