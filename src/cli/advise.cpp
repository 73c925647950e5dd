// `cardroom advise`: the advisor (src/advice) for one seat of a hand or round given as a replay
// record (cli-contract.md) plus "seat": the odds and the value of every legal action, from that
// seat's view only. Bad input exits 2 with one line, as in the contract.
#include <iostream>
#include <iterator>
#include <memory>

#include "advice/advice.h"
#include "advice/advice_json.h"
#include "advice/advice_text.h"
#include "cli/command.h"
#include "core/game_name.h"
#include "core/input_error.h"
#include "io/five35_record.h"
#include "io/json_read.h"
#include "io/vying_record.h"
#include "vying/view.h"

namespace cardroom::cli {

namespace {

struct AdviseOptions {
  advice::AdviceOptions advice;
  bool json = false;
};

// The seat asked about, checked against the table's seats once they are known.
int seat_in_range(std::int64_t seat, int seats) {
  if (seat < 0 || seat >= seats) {
    throw InputError("seat: " + std::to_string(seat) +
                     " is out of range: the table has seats 0 to " + std::to_string(seats - 1));
  }
  return static_cast<int>(seat);
}

int run_advise(const AdviseOptions& o) {
  advice::check_options(o.advice);
  std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  io::Json record = io::parse_document(text);
  if (!record.is_object()) throw InputError("input: expected a JSON object");
  if (!record.contains("seat")) throw InputError("input: missing key 'seat' (the seat to advise)");
  const std::int64_t seat = io::read_int(record["seat"], "seat");
  record.erase("seat");  // the rest is a replay record, read as `cardroom replay` reads it
  if (!record.contains("game")) throw InputError("input: missing key 'game'");
  const Game game = require_game(io::read_string(record["game"], "game"));

  io::Json out;
  std::vector<std::string> lines;
  if (game == Game::kFiveThreeFive) {
    const io::Five35Record r = io::read_five35_record(record);
    const int me = seat_in_range(seat, r.players);
    const five35::Round round = io::play_five35_record(r);
    if (round.finished()) {
      throw InputError("actions: the round is already over (seat " +
                       std::to_string(round.went_out()) + " went out): nothing to advise");
    }
    const advice::Five35Advice a = advice::advise(five35::View(round, me), o.advice);
    out = advice::advice_json(a);
    lines = advice::advice_lines(a);
  } else {
    const io::VyingRecord r = io::read_vying_record(record);
    const int me = seat_in_range(seat, static_cast<int>(r.stacks.size()));
    const vying::Hand hand = io::play_vying_record(r);
    if (hand.finished()) throw InputError("actions: the hand is already over: nothing to advise");
    if (!hand.seat(me).dealt_in) {
      throw InputError("seat: " + std::to_string(me) +
                       " sits this hand out (no chips): nothing to advise");
    }
    const advice::VyingAdvice a = advice::advise(vying::SeatView(hand, me), o.advice);
    out = advice::advice_json(a);
    lines = advice::advice_lines(a);
  }
  if (o.json) {
    std::cout << out.dump() << '\n';
  } else {
    for (const auto& line : lines) std::cout << line << '\n';
  }
  return 0;
}

}  // namespace

Command add_advise_command(CLI::App& parent) {
  auto o = std::make_shared<AdviseOptions>();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "advise",
      "Odds and the value of every legal action for one seat: stdin is a replay record (as "
      "`cardroom replay` reads it) plus \"seat\": k, the seat to advise, which sees only its own "
      "view. Vying: the chances in the main pot if the hands were shown now, and each action's "
      "chips at the end of the hand relative to now; Five Three Five: the chance of going out "
      "first, and each move's penalty points this round. Exact when few deals of the unseen "
      "cards remain and nothing else is left to chance");
  command.app = app;
  app->add_option("--policy", o->advice.policy,
                  "How every seat is assumed to play on: a bot (docs/bots.md)")
      ->capture_default_str();
  app->add_option("--samples", o->advice.samples,
                  "Random deals of the unseen cards when not exact (the default keeps every "
                  "probability within ±0.05 at 95%)")
      ->capture_default_str();
  app->add_option(
         "--playouts", o->advice.playouts,
         "Of those deals, how many value each action by playing it out to the end (at "
         "most --samples; 0: the vying games' actions share 256 playouts, Five Three Five plays "
         "every move on every deal)")
      ->capture_default_str();
  app->add_option("--seed", o->advice.seed, "Seed: the same seed gives the same numbers")
      ->capture_default_str();
  app->add_option("--threads", o->advice.threads,
                  "Worker threads; any number gives the same numbers")
      ->capture_default_str();
  app->add_flag("--json", o->json, "Print JSON instead of the table in words");
  command.run = [o] { return run_advise(*o); };
  return command;
}

}  // namespace cardroom::cli
