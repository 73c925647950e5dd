// `cardroom play`: a human at the terminal against bots, and `cardroom replay --show`, which
// steps through what `play --log` saved. The flags become the table's options here; the table
// itself lives in src/play.
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>

#include "bots/bot.h"
#include "cli/command.h"
#include "core/input_error.h"
#include "i18n/i18n.h"
#include "io/five35_rules_json.h"
#include "io/json_overrides.h"
#include "io/vying_rules_json.h"
#include "play/console.h"
#include "play/five35_play.h"
#include "play/players.h"
#include "play/replay_show.h"
#include "play/style.h"
#include "play/vying_play.h"
#include "play/vying_screen.h"

namespace cardroom::cli {

namespace {

struct PlayOptions {
  std::string game = "choice";
  std::string games = "7-27,15-35";
  int seats = 4;
  std::string bots = "heuristic";
  std::int64_t stack = 100;
  std::vector<std::string> rules;
  std::string rules_file;
  std::uint64_t seed = 0;
  std::string name = "You";
  int hands = 0;
  bool ascii = false;
  bool no_colour = false;
  bool hints = false;
  std::string log;
};

int seat_limit(Game game) {
  if (game == Game::kFiveThreeFive) return 6;
  return vying::max_players(game);
}

std::vector<Game> dealers_games(const PlayOptions& o) {
  if (o.game != "choice") return {require_game(o.game)};
  std::vector<Game> games;
  std::stringstream list(o.games);
  for (std::string item; std::getline(list, item, ',');) {
    if (item.empty()) continue;
    const Game g = require_game(item);
    if (g == Game::kFiveThreeFive) {
      throw InputError(
          "--games: five-three-five is played on its own (--game 535), not in a "
          "dealer's choice of vying games");
    }
    if (std::find(games.begin(), games.end(), g) == games.end()) games.push_back(g);
  }
  if (games.empty()) throw InputError("--games: name at least one game, e.g. 7-27,15-35");
  return games;
}

// The first line: what is played, and how to deal the same cards again; wrapped to the screen
// (French runs longer).
void say_start(const std::string& games, std::uint64_t seed) {
  const std::string line = i18n::tr(
      "cardroom play: {games}, seed {seed} (--seed {seed} deals the same cards again)",
      {{"games", games}, {"seed", std::to_string(seed)}});
  for (const std::string& part : play::wrap(line, play::kScreenWidth, 2)) std::cout << part << "\n";
}

int run_play(const PlayOptions& o, bool seed_given) {
  const std::vector<Game> games = dealers_games(o);
  for (Game g : games) {
    if (o.seats < 2 || o.seats > seat_limit(g)) {
      throw InputError("--seats: " + std::string(game_name(g)) + " is played by 2 to " +
                       std::to_string(seat_limit(g)) + " players, not " + std::to_string(o.seats));
    }
  }
  if (o.stack < 1) throw InputError("--stack must be at least 1");
  if (o.hands < 0) throw InputError("--hands must be 0 (no limit) or more");
  const auto bots = bots::parse_bot_list(o.bots);
  // The default name is the reader's word for "you" ("Vous"); a name given stays as typed.
  const std::string name = o.name == "You" ? i18n::tr("You") : o.name;
  const std::vector<play::SeatPlayer> players = play::seat_players(o.seats, name, bots);
  // Unknown bot kinds and parameters are bad flags, found before the table opens.
  for (const auto& spec : bots) {
    if (games[0] == Game::kFiveThreeFive) {
      bots::make_five35_bot(spec);
    } else {
      bots::make_vying_bot(spec);
    }
  }
  io::Json overrides = o.rules_file.empty() ? io::Json::object() : io::read_json_file(o.rules_file);
  overrides.update(io::overrides_from_pairs(o.rules), /*merge_objects=*/true);

  std::unique_ptr<std::ofstream> log;
  if (!o.log.empty()) {
    log = std::make_unique<std::ofstream>(o.log, std::ios::app);
    if (!*log) throw InputError("--log " + o.log + ": cannot open the file for writing");
  }
  // A fresh seed is kept short, so that it is easy to type again.
  const std::uint64_t seed = seed_given ? o.seed : std::random_device{}() % 1000000;

  play::Style style = play::detect_style(o.ascii, o.no_colour, isatty(STDOUT_FILENO) != 0);
  // Answers read from a file or a pipe are echoed, so the transcript reads like a session.
  play::Console console(std::cin, std::cout, style, isatty(STDIN_FILENO) == 0);

  if (games[0] == Game::kFiveThreeFive) {
    play::Five35TableOptions table;
    table.rules = io::five35_rules_from_json(overrides, "rules");
    // A bot that cannot play this many (a learned model of another size) is a bad flag too.
    for (const auto& spec : bots) bots::make_seated_five35_bot(spec, o.seats);
    table.players = players;
    table.seed = seed;
    table.games = o.hands;
    table.log = log.get();
    table.hints = o.hints;
    say_start("five-three-five", seed);
    play::catch_interrupts();
    return play::play_five35(console, table);
  }
  play::VyingTableOptions table;
  table.games = games;
  for (Game g : games) {
    table.rules[g] = io::vying_rules_from_json(vying::preset(g), overrides, "rules");
    // ... and one that cannot play one of the dealer's games at this table size.
    for (const auto& spec : bots) bots::make_seated_vying_bot(spec, table.rules[g], o.seats);
  }
  table.players = players;
  table.stack = o.stack;
  table.seed = seed;
  table.hands = o.hands;
  table.log = log.get();
  table.hints = o.hints;
  table.clear_screen = isatty(STDOUT_FILENO) != 0 && isatty(STDIN_FILENO) != 0;
  std::string names;
  for (Game g : games) names += (names.empty() ? "" : ", ") + std::string(game_name(g));
  if (games.size() > 1) names = i18n::tr("{games} (dealer's choice)", {{"games", names}});
  say_start(names, seed);
  play::catch_interrupts();
  return play::play_vying(console, table);
}

}  // namespace

int run_replay_show(const std::string& file, std::optional<int> hand) {
  std::ifstream records(file);
  if (!records) throw InputError("--show " + file + ": cannot open the file");
  const bool terminal = isatty(STDIN_FILENO) != 0;
  const play::Style style = play::detect_style(false, false, isatty(STDOUT_FILENO) != 0);
  // Not at a terminal, nobody presses Enter: every step is printed without asking.
  std::istringstream nothing;
  play::Console console(terminal ? std::cin : nothing, std::cout, style);
  if (!terminal) console.close();
  play::catch_interrupts();
  return play::show_records(console, records, hand);
}

Command add_play_command(CLI::App& parent) {
  auto o = std::make_shared<PlayOptions>();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "play",
      "Play at the terminal against bots: Seven Twenty-Seven and Fifteen Thirty-Five (dealer's "
      "choice) or Five Three Five");
  app->add_option("--game", o->game, "choice (the dealer picks from --games), 7-27, 15-35 or 535")
      ->capture_default_str();
  app->add_option("--games", o->games, "The games of a dealer's choice, comma-separated")
      ->capture_default_str();
  app->add_option("--seats", o->seats,
                  "Players at the table, you included (7-27: 2-10, 15-35: 2-8, 535: 2-6)")
      ->capture_default_str();
  app->add_option("--bots", o->bots,
                  "One bot kind for every other seat, or one per seat, comma-separated (random, "
                  "heuristic, montecarlo, ismcts, learned, with parameters as kind:name=value)")
      ->capture_default_str();
  app->add_option("--stack", o->stack, "Vying games: chips each player sits down with")
      ->capture_default_str();
  app->add_option("--rule", o->rules,
                  "A rule of the table key=value (repeatable), e.g. nearness=over-is-bust");
  app->add_option("--rules", o->rules_file, "A JSON file of rule overrides");
  auto* seed = app->add_option("--seed", o->seed,
                               "Seed of the deals and the bots (default: random, printed)");
  app->add_option("--name", o->name, "Your name at the table")->capture_default_str();
  app->add_option("--hands", o->hands, "Hands (vying) or games (535) to play; 0: until you stop")
      ->capture_default_str();
  app->add_flag("--ascii", o->ascii, "Letters for suits (As, Th) instead of symbols");
  app->add_flag("--no-color", o->no_colour, "No colour (also when NO_COLOR is set)");
  app->add_flag("--hints", o->hints,
                "Show the advisor's odds and the value of each action before every decision of "
                "yours (type h at any decision for one hint)");
  app->add_option("--log", o->log,
                  "Append each finished hand to FILE as a replay record (JSON lines)");
  command.app = app;
  command.run = [o, seed] { return run_play(*o, seed->count() > 0); };
  return command;
}

}  // namespace cardroom::cli
