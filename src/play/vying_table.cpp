// The vying table: hands in sequence (vying::Session moves the button and keeps the stacks),
// the human's turns asked at the console, the bots' decided from their own seat views, every
// action told, every hand explained and logged.
#include <memory>
#include <ostream>

#include "bots/bot.h"
#include "core/input_error.h"
#include "i18n/i18n.h"
#include "io/vying_record.h"
#include "narration/vying_narration.h"
#include "play/hints.h"
#include "play/vying_dealers_choice.h"
#include "play/vying_input.h"
#include "play/vying_play.h"
#include "play/vying_screen.h"
#include "play/vying_summary.h"
#include "vying/session.h"
#include "vying/view.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;
using i18n::tr;

constexpr int kHuman = 0;

enum class HandEnd { kFinished, kQuit };

class Table {
 public:
  Table(Console& console, const VyingTableOptions& options)
      : console_(console),
        options_(options),
        style_(console.style()),
        session_(std::vector<std::int64_t>(options.players.size(), options.stack), kHuman),
        deal_rng_(Rng::stream(options.seed, 0)),
        bot_rng_(Rng::stream(options.seed, 1)) {
    for (const auto& p : options.players) {
      names_.push_back(p.name);
      labels_.push_back(seat_label(p));
      bots_.push_back(p.bot ? bots::make_vying_bot(*p.bot) : nullptr);
    }
  }

  int run() {
    std::string why;
    while (true) {
      if (options_.hands > 0 && session_.hands_played() >= options_.hands) {
        why = i18n::trn("the only hand asked for", "all {n} hands played", options_.hands);
        break;
      }
      if (session_.stacks()[kHuman] == 0) {
        why = tr("you have no chips left");
        break;
      }
      if (!session_.can_deal()) {
        why = tr("one player holds every chip");
        break;
      }
      if (play_hand() == HandEnd::kQuit) {
        why = interrupted()       ? tr("interrupted; the unfinished hand does not count")
              : console_.closed() ? tr("end of input; the unfinished hand does not count")
                                  : tr("you stopped; the unfinished hand does not count");
        break;
      }
      if (!more_hands_possible()) continue;  // the checks above say why it ends
      if (!ask_next_hand()) {
        why = console_.closed() ? tr("end of input") : tr("you stopped");
        break;
      }
    }
    console_.out() << "\n";
    print(session_summary(session_.hands_played(), names_,
                          {session_.stacks().begin(), session_.stacks().end()}, options_.stack,
                          why));
    return 0;
  }

 private:
  narration::Speaker speaker(int seat) const {
    if (seat == kHuman) return {tr("You"), true};
    return {names_[static_cast<std::size_t>(seat)], false};
  }
  narration::SpeakerOf speaker_of() const {
    return [this](int seat) { return speaker(seat); };
  }

  void print(const std::vector<std::string>& lines) {
    for (const auto& line : lines) console_.out() << line << '\n';
  }
  void say(const std::string& text) {
    for (const auto& line : wrap(text, kScreenWidth, 2)) console_.out() << line << '\n';
  }

  bool more_hands_possible() const {
    return !(options_.hands > 0 && session_.hands_played() >= options_.hands) &&
           session_.stacks()[kHuman] > 0 && session_.can_deal();
  }

  void draw(const Hand& hand, const std::string& heading) {
    if (options_.clear_screen) console_.out() << "\x1b[H\x1b[2J";
    TableLook look;
    look.title = title_;
    look.labels = labels_;
    look.story_heading = heading;
    look.story = story_;
    console_.out() << '\n';
    print(draw_table(snapshot_of(SeatView(hand, kHuman)), look, style_));
  }

  std::optional<DealersChoice> choose() {
    const int dealer = session_.dealer();
    if (dealer == kHuman && options_.games.size() > 1) {
      console_.out() << "\n"
                     << tr("Hand {hand}: your deal.",
                           {{"hand", std::to_string(session_.hands_played() + 1)}})
                     << "\n";
      return ask_dealers_choice(console_, options_);
    }
    DealersChoice choice = bot_dealers_choice(options_, deal_rng_);
    if (options_.games.size() > 1) {
      story_.push_back(tr("{name} deals and chooses {game}.",
                          {{"name", names_[static_cast<std::size_t>(dealer)]},
                           {"game", std::string(game_name(choice.game))}}));
    }
    return choice;
  }

  // The human's turn: asks until a legal action (or quitting); nothing when the session ends.
  std::optional<Action> ask_action(const Hand& hand) {
    draw(hand, tr("Since your last turn:"));
    const LegalActions legal = SeatView(hand, kHuman).legal();
    ++decisions_;
    if (options_.hints) print(hint(hand));
    while (true) {
      for (const auto& line : wrap(paint(tr("Your turn: "), Tone::kBold, style_) +
                                       legal_menu(legal, style_) + "   " +
                                       tr("(? help, h hint, q quit)"),
                                   kScreenWidth, 2)) {
        console_.out() << line << '\n';
      }
      const auto answer = console_.ask("> ");
      if (!answer) return std::nullopt;
      const PlayerInput input = read_player_input(*answer, legal);
      switch (input.kind) {
        case PlayerInput::Kind::kHelp:
          print(input_help(legal, style_));
          continue;
        case PlayerInput::Kind::kHint:
          print(hint(hand));
          continue;
        case PlayerInput::Kind::kQuit:
          if (confirm_quit(console_)) return std::nullopt;
          continue;
        case PlayerInput::Kind::kProblem:
          say("  " + input.problem);
          continue;
        case PlayerInput::Kind::kAction:
          break;
      }
      const Refusal refusal = hand.check(kHuman, input.action);
      if (refusal.ok()) return input.action;
      say("  " + refusal_text(refusal));
    }
  }

  // The advice for the human's seat, from its view; seeded by the table's seed and the
  // decision's number, so a session's hints are reproducible.
  std::vector<std::string> hint(const Hand& hand) const {
    return hint_lines(SeatView(hand, kHuman), options_.seed ^ (std::uint64_t(decisions_) << 32),
                      style_);
  }

  Action bot_action(const Hand& hand, int seat) {
    const Action a = bots_[static_cast<std::size_t>(seat)]->decide(SeatView(hand, seat), bot_rng_);
    if (hand.legal().allows(a)) return a;
    // A bot that breaks the rules must not stop the game: it checks, calls or stands instead.
    const LegalActions legal = hand.legal();
    for (const Action fallback : {Action::check(), Action::call(), Action::stand(), Action::fold(),
                                  Action::declare(Declaration::kHigh)}) {
      if (legal.allows(fallback)) return fallback;
    }
    for (int i = 0; i < Card::kCount; ++i) {
      if (legal.exposable >> i & 1) return Action::expose(Card::from_index(i));
    }
    return Action::all_in();
  }

  HandEnd play_hand() {
    const auto choice = choose();
    if (!choice) return HandEnd::kQuit;
    int playing = 0;
    for (auto s : session_.stacks()) playing += s > 0;
    if (playing > max_players(choice->game)) {
      throw InputError(std::string(game_name(choice->game)) + " seats at most " +
                       std::to_string(max_players(choice->game)) + " players");
    }
    io::VyingRecord record;
    record.game = choice->game;
    record.rules = choice->rules;
    record.stacks.assign(session_.stacks().begin(), session_.stacks().end());
    record.dealer = session_.dealer();
    auto deck = ordered_deck();
    deal_rng_.shuffle(std::span<Card>(deck));
    record.deck.assign(deck.begin(), deck.end());
    record.seed = deal_rng_.next() >> 1;  // the record's seed is a JSON integer up to 2^63 - 1
    Hand hand(record.rules, record.stacks, record.dealer, record.deck, record.seed);

    title_ = tr("Hand {hand} · {game}", {{"hand", std::to_string(session_.hands_played() + 1)},
                                         {"game", std::string(game_name(record.game))}});
    story_.push_back(record.dealer == kHuman
                         ? tr("You deal.")
                         : tr("{name} deals.",
                              {{"name", names_[static_cast<std::size_t>(record.dealer)]}}));
    story_.push_back(narration::phase_header(hand, speaker_of()));
    while (!hand.finished()) {
      const int seat = hand.to_act();
      std::optional<Action> action;
      if (seat == kHuman) {
        action = ask_action(hand);
        if (!action) return HandEnd::kQuit;
        story_.clear();
      } else {
        action = bot_action(hand, seat);
      }
      const Hand before = hand;
      hand.apply(*action);
      record.actions.push_back(*action);
      story_.push_back(narration::narrate(before, hand, seat, *action, speaker_of(), kHuman,
                                          card_namer(style_)));
      const std::string next = narration::phase_change(before, hand, speaker_of());
      if (!next.empty()) story_.push_back(next);
    }
    if (options_.log) *options_.log << io::record_json(record).dump() << '\n' << std::flush;
    draw(hand, tr("The end of the hand:"));
    console_.out() << '\n';
    print(hand_summary(hand, kHuman, names_, record.stacks, options_.stack, style_));
    session_.finish(hand);
    story_.clear();
    return HandEnd::kFinished;
  }

  bool ask_next_hand() {
    while (true) {
      const auto answer = console_.ask(tr("Enter for the next hand, q to stop "));
      if (!answer) return false;
      if (answer->empty()) return true;
      if (*answer == "q" || *answer == "quit" || *answer == "quitter") return false;
      console_.out() << tr("  Press Enter to deal the next hand, or type q to stop.") << "\n";
    }
  }

  Console& console_;
  const VyingTableOptions& options_;
  Style style_;
  Session session_;
  Rng deal_rng_;
  Rng bot_rng_;
  std::vector<std::string> names_;
  std::vector<std::string> labels_;
  std::vector<std::unique_ptr<bots::VyingBot>> bots_;
  std::vector<std::string> story_;
  std::string title_;
  int decisions_ = 0;  // the human's decisions so far
};

}  // namespace

int play_vying(Console& console, const VyingTableOptions& options) {
  if (options.games.empty()) throw InputError("play: no game to deal");
  if (options.players.size() < 2) throw InputError("play: a table needs at least two players");
  if (options.stack < 1) throw InputError("--stack must be at least 1");
  for (Game g : options.games) {
    if (g == Game::kFiveThreeFive) throw InputError("play: five-three-five is not a vying game");
    if (static_cast<int>(options.players.size()) > max_players(g)) {
      throw InputError(std::string(game_name(g)) + " is played by 2 to " +
                       std::to_string(max_players(g)) + " players, not " +
                       std::to_string(options.players.size()));
    }
  }
  Table table(console, options);
  return table.run();
}

}  // namespace cardroom::play
