// `cardroom demo`: a seeded vying hand between random players, told action by action as a
// dealer would call it. The narrator sees every card; the players do not.
#include "cli/demo.h"

#include <iostream>
#include <memory>
#include <vector>

#include "cli/command.h"
#include "core/input_error.h"
#include "io/vying_json.h"
#include "narration/vying_narration.h"
#include "narration/words.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/showdown_explain.h"

namespace cardroom::cli {

namespace {

using namespace cardroom::vying;

std::string hand_text(const SeatState& s) {
  std::string text;
  for (int slot = 0; slot < s.count; ++slot) {
    text += (slot ? " " : "") + to_string(s.cards[slot]) + (s.is_up(slot) ? "" : "*");
  }
  return text;
}

// The demo's players are plain seat numbers, and its narrator sees every card.
narration::Speaker seat_speaker(int seat) { return {"seat " + std::to_string(seat), false}; }

// Cards in the rulebook's notation ("Th"), without colour.
std::string plain_card(Card card) { return narration::card_name(card, false); }

}  // namespace

int run_demo(const DemoOptions& options, std::ostream& out) {
  const Game game = require_game(options.game);
  if (game == Game::kFiveThreeFive) {
    throw InputError("demo: --game must be a vying game (7-27 or 15-35) for now");
  }
  if (options.players < 2 || options.players > max_players(game)) {
    throw InputError("demo: --players must be 2.." + std::to_string(max_players(game)));
  }
  const Rules rules = preset(game);
  Rng rng(options.seed);
  const std::vector<std::int64_t> stacks(static_cast<std::size_t>(options.players), 100);
  Hand hand = Hand::shuffled(rules, stacks, 0, rng);

  out << game_name(game) << ": " << options.players << " random players, seed " << options.seed
      << ", dealer seat 0, ante " << rules.betting.ante << ", 100 chips each.\n"
      << "Cards marked * are face down.\n";
  for (int i = 0; i < hand.seats(); ++i) {
    out << "  seat " << i << ": " << hand_text(hand.seat(i)) << "\n";
  }
  Phase shown_phase = Phase::kFinished;
  int shown_round = 0;
  while (!hand.finished()) {
    if (hand.phase() != shown_phase || hand.betting_round() != shown_round) {
      out << narration::phase_header(hand, seat_speaker) << "\n";
      shown_phase = hand.phase();
      shown_round = hand.betting_round();
    }
    const int seat = hand.to_act();
    // Loose random players: uniform over the legal words, but a fold is redrawn most of the
    // time, so that the demo usually reaches the draws and the showdown.
    Action action = random_action(hand.legal(), rng);
    for (int redraw = 0; redraw < 3 && action.kind == ActionKind::kFold; ++redraw) {
      action = random_action(hand.legal(), rng);
    }
    const Hand before = hand;
    hand.apply(action);
    out << "  "
        << narration::narrate(before, hand, seat, action, seat_speaker, narration::kEveryone,
                              plain_card)
        << "\n";
    // A new offer round after betting, or a new betting round after an offer round.
    if (hand.phase() == before.phase() && hand.phase() == Phase::kOffer &&
        hand.betting_round() != before.betting_round()) {
      shown_phase = Phase::kFinished;
    }
  }

  out << "\nThe hand is over.\n";
  for (int i = 0; i < hand.seats(); ++i) {
    const SeatState& s = hand.seat(i);
    out << "  seat " << i << ": " << hand_text(s)
        << (s.folded ? (s.bust ? "  (bust)" : "  (folded)") : "") << "\n";
  }
  if (auto result = hand.showdown()) {
    std::vector<ShowdownSeat> seats;
    for (int i = 0; i < hand.seats(); ++i) {
      const SeatState& s = hand.seat(i);
      seats.push_back(ShowdownSeat{s.tally, s.put_in, s.live(), s.declaration});
    }
    out << "Showdown:\n";
    for (int i = 0; i < hand.seats(); ++i) {
      if (!seats[static_cast<std::size_t>(i)].live) continue;
      out << "  seat " << i << " shows " << points_text(result->low[i].total) << " for low, "
          << points_text(result->high[i].total) << " for high";
      if (result->declared) out << ", declared " << to_string(hand.seat(i).declaration);
      out << "\n";
      for (const auto& line : explain_seat(*result, seats, rules, i)) out << "    " << line << "\n";
    }
  } else {
    for (int i = 0; i < hand.seats(); ++i) {
      if (hand.seat(i).live()) out << "Everyone else folded: seat " << i << " takes the pot.\n";
    }
  }
  out << "Chips now:";
  for (int i = 0; i < hand.seats(); ++i) {
    const auto change = hand.seat(i).stack - 100;
    out << "  seat " << i << " " << hand.seat(i).stack << " (" << (change >= 0 ? "+" : "") << change
        << ")";
  }
  out << "\n";
  return 0;
}

Command add_demo_command(CLI::App& parent) {
  auto options = std::make_shared<DemoOptions>();
  Command command;
  command.app =
      parent.add_subcommand("demo", "Narrate one seeded vying hand between random players");
  command.app->add_option("--game", options->game, "7-27 or 15-35")->capture_default_str();
  command.app->add_option("--seed", options->seed, "Seed of the shuffle and the players")
      ->capture_default_str();
  command.app->add_option("--players", options->players, "Number of players")
      ->capture_default_str();
  command.run = [options] { return run_demo(*options, std::cout); };
  return command;
}

}  // namespace cardroom::cli
