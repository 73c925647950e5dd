#include "server/table_vying.h"

#include <algorithm>
#include <bit>

#include "advice/advice.h"
#include "advice/advice_json.h"
#include "bots/bot.h"
#include "bots/vying_heuristic.h"
#include "core/input_error.h"
#include "io/vying_json.h"
#include "io/vying_rules_json.h"
#include "i18n/i18n.h"
#include "narration/vying_narration.h"
#include "narration/words.h"
#include "server/table.h"
#include "vying/legal.h"
#include "vying/view.h"

namespace cardroom::server {

using vying::Action;
using vying::SeatView;

namespace {

constexpr int kSpectator = -1;  // a SeatView for nobody: every face-down card hidden

// Dealt in the next hand: chips behind, not leaving, not sitting out.
bool plays_next(const std::optional<TableSeat>& s) {
  return s && s->stack > 0 && !s->leaving && !s->sitting_out;
}

int with_chips(const Seats& seats) {
  int n = 0;
  for (const auto& s : seats) n += plays_next(s);
  return n;
}

}  // namespace

VyingTableGame::VyingTableGame(const TableConfig& config)
    : games_(config.games),
      rules_(config.vying_rules),
      stack_(config.stack),
      bots_(static_cast<std::size_t>(config.seats)) {}

VyingTableGame::~VyingTableGame() = default;

// --- seating and chips -----------------------------------------------------------------------

void VyingTableGame::check_sit(const Seats& seats) const {
  if (!chosen_) return;
  const int players = with_chips(seats) + 1;  // the newcomer
  const Game game = chosen_->first;
  if (players <= vying::max_players(game)) return;
  throw TableError(409,
                   {"game-seats-fewer",
                    {{"game", std::string(game_alias(game))}, {"players", vying::max_players(game)}}},
                   "the dealer has chosen " + std::string(game_name(game)) + ", which seats " +
                       std::to_string(vying::max_players(game)) + " players: sit down after this hand");
}

void VyingTableGame::seated(int seat, const TableSeat& s) {
  if (s.bot) bots_[std::size_t(seat)] = bots::make_vying_bot(*s.bot);
}

void VyingTableGame::emptied(int seat) { bots_[std::size_t(seat)].reset(); }

// A choice the dealer made under the old settings is asked again under the new ones.
void VyingTableGame::reconfigure(const TableConfig& config) {
  games_ = config.games;
  rules_ = config.vying_rules;
  chosen_.reset();
}

std::optional<std::int64_t> VyingTableGame::stack_now(int seat, bool dealt,
                                                      const TableSeat& s) const {
  return in_progress() && dealt ? hand_->seat(seat).stack : s.stack;
}

std::optional<std::int64_t> VyingTableGame::ledger_stack(int seat, bool dealt,
                                                         const TableSeat& s) const {
  return in_progress() && dealt ? record_.stacks[std::size_t(seat)] : s.stack;
}

std::int64_t VyingTableGame::pot_total() const { return in_progress() ? hand_->pot_total() : 0; }

// --- the hand in play ------------------------------------------------------------------------

std::vector<std::string> VyingTableGame::legal_words() const {
  return vying::legal_words(hand_->legal());
}

std::string VyingTableGame::checked_word(int seat, const std::string& text) const {
  std::string why;
  const auto action = vying::parse_action(text, &why);
  if (!action) throw TableError(400, {"not-an-action", {{"text", text}}}, why);
  if (const vying::Refusal refusal = hand_->check(seat, *action)) {
    throw TableError(409, refusal.code(), explain(refusal));
  }
  return vying::to_string(*action);
}

// Check, else fold; stand; the lowest card to expose; the declaration of the nearer target.
std::string VyingTableGame::default_word() const {
  const vying::LegalActions legal = hand_->legal();
  if (legal.check) return vying::to_string(Action::check());
  if (legal.fold) return vying::to_string(Action::fold());
  if (legal.stand) return vying::to_string(Action::stand());
  if (legal.exposable) {
    return vying::to_string(Action::expose(Card::from_index(std::countr_zero(legal.exposable))));
  }
  if (legal.declare) {
    const vying::SeatState& me = hand_->seat(hand_->to_act());
    return vying::to_string(Action::declare(bots::guess_declaration(me.tally, hand_->rules())));
  }
  return vying::to_string(*vying::parse_action(vying::legal_words(legal).front()));
}

std::string VyingTableGame::bot_word(int seat, Rng& rng) {
  return vying::to_string(bots_[std::size_t(seat)]->decide(SeatView(*hand_, seat), rng));
}

std::function<io::Json()> VyingTableGame::advice_task(int seat, std::uint64_t seed) const {
  if (!in_progress() || !hand_->seat(seat).dealt_in) {
    throw TableError(409, {"no-advice-out-of-hand", {{"seat", seat}}},
                     "seat " + std::to_string(seat) + " is not in a hand in play: no advice to give");
  }
  if (hand_->seat(seat).folded) {
    throw TableError(409, {"no-advice-folded", {{"seat", seat}}},
                     "seat " + std::to_string(seat) + " has folded");
  }
  return [view = SeatView(*hand_, seat), seed] {
    advice::AdviceOptions options;
    options.seed = seed;
    return advice::advice_json(advice::advise(view, options));
  };
}

io::Json VyingTableGame::hand_record(int hand, const Seats&) const {
  // The finished hand as the history shows it: never the deck, only the cards shown.
  const io::Json result = result_json();
  io::Json record = {{"hand", hand},
                     {"game", std::string(game_name(record_.game))},
                     {"rules", io::vying_rules_to_json(record_.rules)},
                     {"dealer", record_.dealer},
                     {"stacks", record_.stacks},
                     {"actions", io::Json::array()},
                     {"shown", result.at("shown")},
                     {"result", result}};
  for (const Action& a : record_.actions) record["actions"].push_back(vying::to_string(a));
  return record;
}

io::Json VyingTableGame::result_json() const {
  io::Json result;
  const auto showdown = hand_->showdown();
  if (showdown) {
    std::vector<vying::ShowdownSeat> seats;
    for (int i = 0; i < hand_->seats(); ++i) {
      const vying::SeatState& s = hand_->seat(i);
      seats.push_back({s.tally, s.put_in, s.live(),
                       showdown->declared ? s.declaration : vying::Declaration::kNone});
    }
    result = io::showdown_json(*showdown, seats, record_.rules);
  } else {
    io::Json payouts = io::Json::array();
    for (int i = 0; i < hand_->seats(); ++i) payouts.push_back(hand_->payout(i));
    result = {{"payouts", payouts}};
  }
  io::Json shown = io::Json::object();
  if (hand_->went_to_showdown()) {
    for (int i = 0; i < hand_->seats(); ++i) {
      if (hand_->seat(i).live()) shown[std::to_string(i)] = io::cards_json(hand_->seat(i).hand());
    }
  }
  result["shown"] = shown;
  return result;
}

// --- between hands: the dealer's choice and the deal -----------------------------------------

std::vector<Game> VyingTableGame::fitting_games(const Seats& seats) const {
  const int players = with_chips(seats);
  std::vector<Game> games;
  for (Game g : games_) {
    if (players <= vying::max_players(g)) games.push_back(g);
  }
  return games;
}

bool VyingTableGame::must_choose(const Seats& seats) const {
  return !chosen_ && fitting_games(seats).size() > 1;
}

bool VyingTableGame::can_deal(const Seats& seats) const {
  return with_chips(seats) >= 2 && !fitting_games(seats).empty();
}

int VyingTableGame::next_dealer(const Seats& seats) const {
  const int n = static_cast<int>(seats.size());
  for (int step = 1; step <= n; ++step) {
    const int seat = ((button_ < 0 ? n - 1 : button_) + step) % n;
    if (plays_next(seats[std::size_t(seat)])) return seat;
  }
  return 0;
}

std::optional<int> VyingTableGame::chooser(const Seats& seats) const {
  if (!must_choose(seats) || !can_deal(seats)) return std::nullopt;
  return next_dealer(seats);
}

std::vector<std::string> VyingTableGame::choice_words(const Seats& seats) const {
  std::vector<std::string> words;
  for (Game g : fitting_games(seats)) words.push_back("choose " + std::string(game_alias(g)));
  return words;
}

io::Json VyingTableGame::choose_event(int seat, const std::string& game_text, const io::Json& rules,
                                      const Seats& seats) const {
  if (in_progress() || chooser(seats) != seat) {
    throw TableError(409, {"not-your-choice"}, "not your choice to make now");
  }
  const auto game = parse_game(game_text);
  const std::vector<Game> games = fitting_games(seats);
  if (!game || std::find(games.begin(), games.end(), *game) == games.end()) {
    std::string names;
    for (Game g : games) names += (names.empty() ? "" : ", ") + std::string(game_alias(g));
    throw TableError(
        400, {"game-not-offered", {{"game", game_text}, {"games", names}}},
        "game: choose one of " + names +
                 (games.size() < games_.size() ? " (the others seat fewer players than have chips)"
                                               : ""));
  }
  vying::Rules chosen_rules;
  try {
    chosen_rules = io::vying_rules_from_json(rules_.at(*game),
                                             rules.is_null() ? io::Json::object() : rules, "rules");
  } catch (const InputError& e) {
    throw TableError(400, e.refusal(), e.what());
  }
  // House rules of the moment that a seated bot cannot play (a learned model of other targets)
  // are refused now, not found at the bot's first turn with the hand stuck.
  for (std::size_t bot = 0; bot < bots_.size(); ++bot) {
    if (!bots_[bot]) continue;
    const std::string why = bots_[bot]->table_refusal(chosen_rules, static_cast<int>(bots_.size()));
    if (!why.empty()) {
      throw TableError(400, {"bot-cannot-play-rules", {{"seat", int(bot)}, {"why", why}}},
                       "rules: the bot in seat " + std::to_string(bot) + " cannot play them: " + why);
    }
  }
  return {{"type", "choose"},
          {"seat", seat},
          {"game", std::string(game_alias(*game))},
          {"rules", io::vying_rules_to_json(chosen_rules)}};
}

// Bots, and people away or out of time, choose among the table's games at random.
io::Json VyingTableGame::auto_choose_event(const Seats& seats, Rng& rng) const {
  const std::vector<Game> games = fitting_games(seats);
  const Game game = games[rng.below(static_cast<std::uint32_t>(games.size()))];
  return {{"type", "choose"},
          {"seat", next_dealer(seats)},
          {"game", std::string(game_alias(game))},
          {"rules", io::vying_rules_to_json(rules_.at(game))}};
}

io::Json VyingTableGame::deal_event(int hand, const Seats& seats, Rng& rng) const {
  const Game only = fitting_games(seats).front();
  const auto [game, rules] =
      chosen_ ? *chosen_ : std::pair<Game, vying::Rules>{only, rules_.at(only)};
  std::vector<std::int64_t> stacks;
  for (const auto& s : seats) stacks.push_back(plays_next(s) ? s->stack : 0);  // 0: not dealt in
  auto deck = ordered_deck();
  rng.shuffle(std::span<Card>(deck));
  io::Json deck_json = io::Json::array();
  for (Card c : deck) deck_json.push_back(to_string(c));
  return {{"type", "deal"},
          {"hand", hand},
          {"game", std::string(game_name(game))},
          {"rules", io::vying_rules_to_json(rules)},
          {"dealer", next_dealer(seats)},
          {"stacks", stacks},
          {"deck", deck_json},
          {"seed", rng.next() >> 1}};
}

// --- applying events -------------------------------------------------------------------------

void VyingTableGame::apply_choose(const io::Json& e) {
  const Game game = require_game(e.at("game").get<std::string>());
  chosen_.emplace(game, io::vying_rules_from_json(vying::preset(game), e.at("rules"), "rules"));
}

std::vector<i18n::Said> VyingTableGame::apply_deal(const io::Json& e, const Seats&,
                                                   const Names& who) {
  record_ = io::read_vying_record({{"game", e.at("game")},
                                   {"rules", e.at("rules")},
                                   {"stacks", e.at("stacks")},
                                   {"dealer", e.at("dealer")},
                                   {"deck", e.at("deck")},
                                   {"seed", e.at("seed")}});
  hand_.emplace(record_.rules, record_.stacks, record_.dealer, record_.deck, record_.seed);
  button_ = record_.dealer;
  chosen_.reset();
  const auto speaker = [&who](int seat) {
    return narration::Speaker{who[std::size_t(seat)], false};
  };
  return i18n::said_lines([&] {
    return std::vector<std::string>{
        i18n::tr("{dealer} deals {game}.", {{"dealer", who[static_cast<std::size_t>(button_)]},
                                            {"game", std::string(game_name(record_.game))}}),
        narration::phase_header(*hand_, speaker)};
  });
}

std::vector<i18n::Said> VyingTableGame::apply_act(const io::Json& e, const Names& who) {
  const Action action = *vying::parse_action(e.at("action").get<std::string>());
  const vying::Hand before = *hand_;
  const int seat = hand_->to_act();
  hand_->apply(action);
  record_.actions.push_back(action);
  // The table's log is public: told to nobody in particular, so face-down cards stay unnamed.
  const auto speaker = [&who](int s) { return narration::Speaker{who[std::size_t(s)], false}; };
  const auto card = [](Card c) { return narration::card_name(c, false); };
  return i18n::said_lines([&] {
    std::vector<std::string> lines{
        narration::narrate(before, *hand_, seat, action, speaker, narration::kPublic, card)};
    const std::string next = narration::phase_change(before, *hand_, speaker);
    if (!next.empty()) lines.push_back(next);
    return lines;
  });
}

std::vector<i18n::Said> VyingTableGame::apply_hand_over(const io::Json&, Seats& seats,
                                                        const std::vector<bool>& dealt,
                                                        const Names&) {
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (dealt[i]) seats[i]->stack = hand_->seat(static_cast<int>(i)).stack;
  }
  return {};
}

// --- reading ---------------------------------------------------------------------------------

io::Json VyingTableGame::game_json(bool choosing) const {
  return hand_ && !choosing ? io::Json(std::string(game_name(record_.game))) : io::Json();
}

void VyingTableGame::fill_view(io::Json& view, int viewer, const Seats& seats,
                               const std::vector<bool>& dealt) const {
  const int me = viewer < 0 ? kSpectator : viewer;
  std::optional<SeatView> seen;
  if (hand_) seen.emplace(*hand_, me);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i]) continue;
    const int seat = static_cast<int>(i);
    io::Json cards = io::Json::array(), up = io::Json::array();
    bool in_hand = false, frozen = false;
    if (dealt[i]) {
      const vying::SeatState& state = seen->seat_state(seat);
      in_hand = state.live();
      frozen = state.frozen;
      // A folded hand is turned down: others see nothing of it. At a showdown the hands still
      // in are turned face up for everyone.
      const bool shown = !in_progress() && hand_->went_to_showdown() && state.live();
      if (state.live() || seat == me) {
        for (int slot = 0; slot < state.count; ++slot) {
          cards.push_back(to_string(state.cards[std::size_t(slot)]));
          up.push_back(shown || state.is_up(slot));
        }
      }
    }
    io::Json& entry = view["seats"][i];
    entry["stack"] = *stack_now(seat, dealt[i], *seats[i]);
    entry["in_hand"] = in_hand;
    entry["cards"] = cards;
    entry["up"] = up;
    entry["frozen"] = frozen;
  }
  // The viewer's own totals toward each target, as the terminal shows them beside the cards
  // (null: no total counts toward it, e.g. over the target where over is bust).
  if (hand_ && me >= 0 && me < static_cast<int>(dealt.size()) && dealt[std::size_t(me)]) {
    const vying::SeatState& mine = seen->seat_state(me);
    io::Json totals = io::Json::array();
    for (const vying::Target target : {vying::Target::kLow, vying::Target::kHigh}) {
      const vying::Standing st = vying::standing(mine.tally, target, hand_->rules());
      totals.push_back({{"target", hand_->rules().targets[static_cast<int>(target)] / 2.0},
                        {"total", st.counts ? io::Json(st.total / 2.0) : io::Json()}});
    }
    view["totals"] = std::move(totals);
  }
  io::Json pots = io::Json::array();
  if (in_progress()) {
    const vying::Pots now_in = hand_->pots();  // list() views into it: keep it alive
    for (const auto& pot : now_in.list()) pots.push_back(pot.amount);
  }
  view["pots"] = pots;
}

// --- replaying ------------------------------------------------------------------------------

// A deal event holds the whole hand, so only the dealer's choice and the button carry over.
std::unique_ptr<TableGame> VyingTableGame::copy_without_bots(const TableConfig& config) const {
  auto copy = std::make_unique<VyingTableGame>(config);
  copy->chosen_ = chosen_;
  copy->button_ = button_;
  return copy;
}

}  // namespace cardroom::server

namespace cardroom::server {

// --- snapshots ------------------------------------------------------------------------------

// The deal brings the hand, its game and rules and its dealer; only the button (which the next
// dealer is worked out from) and a dealer's choice already made carry over between hands.
io::Json VyingTableGame::snapshot() const {
  io::Json chosen;
  if (chosen_) {
    chosen = {{"game", std::string(game_alias(chosen_->first))},
              {"rules", io::vying_rules_to_json(chosen_->second)}};
  }
  return {{"button", button_}, {"chosen", chosen}};
}

void VyingTableGame::restore_snapshot(const io::Json& state) {
  button_ = state.at("button").get<int>();
  chosen_.reset();
  if (const io::Json& chosen = state.at("chosen"); !chosen.is_null()) {
    const Game game = require_game(chosen.at("game").get<std::string>());
    chosen_.emplace(game, io::vying_rules_from_json(vying::preset(game), chosen.at("rules"), "rules"));
  }
}

}  // namespace cardroom::server
