#include "play/five35_table.h"

#include <cctype>
#include <ostream>

#include "core/input_error.h"
#include "i18n/i18n.h"
#include "narration/five35_narration.h"
#include "narration/words.h"
#include "play/five35_input.h"
#include "play/five35_moves_menu.h"
#include "play/five35_screen.h"
#include "play/hints.h"

namespace cardroom::play {

using namespace five35;
using i18n::tr;

namespace {

// After the player passes, the bots may play on for a long stretch; only its end is shown, so
// the table still fits one terminal screen.
constexpr std::size_t kNarrationShown = 14;

std::vector<std::string> last_lines(const std::vector<std::string>& lines) {
  if (lines.size() <= kNarrationShown) return lines;
  std::vector<std::string> shown;
  shown.push_back(i18n::trn("({n} earlier move)", "({n} earlier moves)",
                            static_cast<long long>(lines.size() - kNarrationShown + 1)));
  shown.insert(shown.end(), lines.end() - long(kNarrationShown - 1), lines.end());
  return shown;
}

}  // namespace

Five35Table::Five35Table(Console& console, const Five35TableOptions& options)
    : console_(console), options_(options) {
  const int seats = int(options_.players.size());
  if (seats < kMinPlayers || seats > kMaxPlayers) {
    throw InputError("--seats: Five Three Five is played by 2 to 6 players, got " +
                     std::to_string(seats));
  }
  for (int seat = 0; seat < seats; ++seat) {
    const SeatPlayer& player = options_.players[std::size_t(seat)];
    bots_.push_back(player.bot ? bots::make_five35_bot(*player.bot) : nullptr);
    tally_.labels.push_back(seat_label(player));
    seats_.names.push_back(player.name);
  }
  seats_.labels = tally_.labels;
  seats_.you = 0;
  tally_.wins.assign(std::size_t(seats), 0);
  tally_.points.assign(std::size_t(seats), 0);
}

void Five35Table::say(const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    // Every line is built to fit; wrapping here is the last guard for 80 columns.
    for (const std::string& part : wrap(line, kScreenWidth, "    ")) console_.out() << part << '\n';
  }
  console_.out() << std::flush;
}

void Five35Table::say(const std::string& line) { say(std::vector<std::string>{line}); }

std::string Five35Table::title() const {
  const Rules& rules = options_.rules;
  const std::string round = std::to_string(game_->round_number());
  if (two_round_game(rules, game_->players())) return tr("round {round} of 2", {{"round", round}});
  return tr("round {round}, game to {target}",
            {{"round", round}, {"target", std::to_string(rules.target_score)}});
}

int Five35Table::run() {
  const int players = int(options_.players.size());
  say(heading("Five Three Five", console_.style()));
  const std::string intro =
      tr("{players} players: {name} and {bots}.",
         {{"players", std::to_string(players)},
          {"name", narration::short_name(tally_.labels[0])},
          {"bots", i18n::trn("{n} bot", "{n} bots", players - 1)}}) +
      " " +
      tr("Shed your cards: the points of the cards left in your hand when someone goes out "
         "count against you. ? for help.");
  say(wrap("  " + intro, kScreenWidth, "  "));
  for (int game_index = 0;; ++game_index) {
    if (play_game(game_index) == Outcome::kStop) break;
    if (options_.games > 0 && tally_.games >= options_.games) break;
    if (ask_enter_or_q(tr("Enter for a new game, q to stop: "),
                       tr("Press Enter for a new game, or type q to stop.")) == Outcome::kStop) {
      break;
    }
  }
  game_.reset();
  say(session_summary(tally_, console_.style()));
  return 0;
}

Five35Table::Outcome Five35Table::play_game(int game_index) {
  const int players = int(options_.players.size());
  // Each game its own deal and bot streams, all from the one seed: a session replays exactly.
  Rng dealer_rng = Rng::stream(options_.seed, std::uint64_t(game_index));
  const std::uint64_t game_seed = dealer_rng.next();
  const int first_dealer = int(dealer_rng.below(std::uint32_t(players)));
  game_.emplace(options_.rules, players, first_dealer, game_seed);
  bot_rngs_.clear();
  for (int seat = 0; seat < players; ++seat) {
    bot_rngs_.push_back(Rng::stream(game_seed, std::uint64_t(seat)));
  }
  rounds_this_game_ = 0;
  say("");
  say(heading(tr("Game {game}", {{"game", std::to_string(game_index + 1)}}), console_.style()));
  while (true) {
    if (play_round() == Outcome::kStop) {
      tally_.unfinished_rounds += rounds_this_game_;
      return Outcome::kStop;
    }
    if (game_->game_over()) break;
    if (ask_enter_or_q(tr("Enter for the next round, q to stop: "),
                       tr("Press Enter for the next round, or type q to stop.")) ==
        Outcome::kStop) {
      tally_.unfinished_rounds += rounds_this_game_;
      return Outcome::kStop;
    }
    game_->next_round();
  }
  const std::uint8_t winners = game_->winners();
  for (int seat = 0; seat < players; ++seat) {
    if ((winners >> seat) & 1u) ++tally_.wins[std::size_t(seat)];
  }
  ++tally_.games;
  say(game_summary(game_->scores(), winners, game_->round_number(), seats_, console_.style()));
  return Outcome::kPlayOn;
}

Five35Table::Outcome Five35Table::play_round() {
  record_.emplace(*game_);
  narration_.clear();
  const Round& dealt = game_->round();
  last_leader_ = dealt.trick_leader();
  previous_trick_.clear();
  moved_this_round_ = false;
  const bool you_deal = dealt.dealer() == 0;
  const int dealt_cards = dealt.hand(0).size();
  narration_.push_back(
      you_deal ? i18n::trn("You deal {n} card each and lead the first trick.",
                           "You deal {n} cards each and lead the first trick.", dealt_cards)
               : i18n::trn("{name} deals {n} card each and leads the first trick.",
                           "{name} deals {n} cards each and leads the first trick.", dealt_cards,
                           {{"name", narration::short_name(
                                         options_.players[std::size_t(dealt.dealer())].name)}}));
  while (!game_->round_over()) {
    const int seat = game_->round().to_act();
    if (seat == 0) {
      if (human_turn() == Outcome::kStop) return Outcome::kStop;
    } else {
      bot_turn(seat);
    }
  }
  // The round is over: what happened since the player's last move, then the scores.
  say("");
  say(moved_this_round_ ? tr("Since your last move:") : tr("So far this round:"));
  for (const std::string& line : last_lines(narration_)) say("  " + line);
  narration_.clear();
  if (options_.log != nullptr) *options_.log << record_->to_json().dump() << '\n' << std::flush;
  ++tally_.rounds;
  ++rounds_this_game_;
  const Round& round = game_->round();
  for (int seat = 0; seat < round.players(); ++seat) {
    tally_.points[std::size_t(seat)] += round.round_points(seat);
  }
  const std::span<const SeatMove> history = game_->history();
  Five35RoundEnd end;
  end.round_number = game_->round_number();
  end.last_move = history.empty() ? Move{} : history.back().move;
  end.last_leader = last_leader_;
  end.previous_trick = previous_trick_;
  say(round_summary(round, end, seats_, game_->scores(), console_.style()));
  return Outcome::kPlayOn;
}

void Five35Table::make_move(int seat, const Move& move) {
  const Meld before = game_->round().meld();
  if (before.empty()) last_leader_ = seat;
  PlayResult result;
  const Refusal refusal = game_->apply(seat, move, &result);
  if (refusal != Refusal::kNone) return;  // callers only pass checked moves
  record_->add(move);
  const auto speaker = [&](int s) {
    return narration::Five35Speaker{options_.players[std::size_t(s)].name, s == 0};
  };
  narration_.push_back(narration::narrate_move(speaker(seat), move, before));
  const int winner = result.trick_winner() >= 0 ? result.trick_winner() : seat;
  const Meld after = move.action == Action::kPass ? before : meld_after(before, move);
  const std::string outcome =
      narration::narrate_result(result, speaker(seat), speaker(winner), after);
  if (!outcome.empty()) narration_.push_back(outcome);
  if (result.trick_end() != TrickEnd::kNone)
    previous_trick_ = narration::trick_end_reason(result.trick_end(), after);
}

void Five35Table::bot_turn(int seat) {
  const View view = game_->view(seat);
  Move move = bots_[std::size_t(seat)]->decide(view, bot_rngs_[std::size_t(seat)]);
  if (game_->round().check(seat, move) != Refusal::kNone) {
    // A bot should never offer an illegal move; if one does, the table plays on.
    MoveList legal;
    view.legal_moves(legal);
    move = legal[0];
  }
  make_move(seat, move);
}

Five35Table::Outcome Five35Table::human_turn() {
  const View view = game_->view(0);
  Five35Scene scene = scene_for_seat(view, options_.players, game_->scores(), title());
  scene.narration_heading =
      moved_this_round_ ? tr("Since your last move:") : tr("So far this round:");
  scene.narration = last_lines(narration_);
  say("");
  say(draw_table(scene, console_.style()));
  narration_.clear();
  const std::vector<std::string> menu = moves_menu(view, console_.style());
  // A hint's seed: the table's seed and the decision's number (a session's hints repeat).
  const std::uint64_t hint_seed = options_.seed ^ (std::uint64_t(++decisions_) << 32);
  say("");
  if (options_.hints) say(hint_lines(view, hint_seed, console_.style()));
  say(menu);
  while (true) {
    const std::optional<std::string> typed = console_.ask(tr("Your move (? for help): "));
    if (!typed) return Outcome::kStop;
    const Five35Answer answer = read_five35_answer(*typed, view);
    switch (answer.kind) {
      case Five35Answer::Kind::kHelp:
        say(five35_help(view.rules(), view.players(), console_.style()));
        say(menu);
        break;
      case Five35Answer::Kind::kHint:
        say(hint_lines(view, hint_seed, console_.style()));
        say(menu);
        break;
      case Five35Answer::Kind::kQuit:
        if (confirm_quit()) return Outcome::kStop;
        if (console_.closed()) return Outcome::kStop;
        say(menu);
        break;
      case Five35Answer::Kind::kRetry:
        say(wrap(answer.message, kScreenWidth, "  "));
        break;
      case Five35Answer::Kind::kMove:
        if (const Refusal refusal = game_->round().check(0, answer.move);
            refusal != Refusal::kNone) {
          say(wrap(tr("Not allowed: {why}.", {{"why", refusal_text(refusal)}}), kScreenWidth,
                   "  "));
          break;
        }
        make_move(0, answer.move);
        moved_this_round_ = true;
        return Outcome::kPlayOn;
    }
  }
}

bool Five35Table::confirm_quit() {
  while (true) {
    const std::optional<std::string> typed =
        console_.ask(tr("Stop playing? (y = stop, n = play on): "));
    if (!typed) return true;
    std::string answer;
    for (char c : *typed) answer.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    if (is_yes(answer)) return true;
    if (is_no(answer)) return false;
    say(tr("Please answer y to stop or n to play on."));
  }
}

Five35Table::Outcome Five35Table::ask_enter_or_q(const std::string& prompt,
                                                 const std::string& what) {
  while (true) {
    const std::optional<std::string> typed = console_.ask(prompt);
    if (!typed) return Outcome::kStop;
    if (typed->empty()) return Outcome::kPlayOn;
    if (*typed == "q" || *typed == "Q" || *typed == "quit" || *typed == "quitter") {
      return Outcome::kStop;
    }
    say(what);
  }
}

}  // namespace cardroom::play
