#include "server/table.h"

#include <algorithm>
#include <bit>

#include "bots/bot.h"
#include "bots/vying_heuristic.h"
#include "core/input_error.h"
#include "io/vying_json.h"
#include "io/vying_rules_json.h"
#include "play/vying_narration.h"
#include "vying/legal.h"
#include "vying/view.h"

namespace cardroom::server {

using vying::Action;
using vying::Hand;
using vying::SeatView;

namespace {

constexpr int kSpectator = -1;  // a SeatView for nobody: every face-down card hidden

// Bots get names a player can call across the table.
constexpr const char* kBotNames[] = {"Ada", "Bea", "Cal", "Dot", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo"};

}  // namespace

// --- construction and restoring ----------------------------------------------------------------

Table::Table(std::string id, TableConfig config, std::uint64_t seed, Journal* journal)
    : id_(std::move(id)),
      config_(std::move(config)),
      seed_(seed),
      journal_(journal),
      seats_(static_cast<std::size_t>(config_.seats)),
      bots_(static_cast<std::size_t>(config_.seats)) {}

Table::Table(std::string id, TableConfig config, std::uint64_t seed, Journal* journal, Millis now)
    : Table(std::move(id), std::move(config), seed, journal) {
  for (const BotSeat& bot : config_.bots) {
    commit({{"type", "sit"},
            {"seat", bot.seat},
            {"name", std::string(kBotNames[bot.seat % 10]) + " (" + bot.spec.kind + ")"},
            {"token_hash", ""},
            {"bot", bot.spec.text()},
            {"stack", config_.stack}},
           now);
  }
}

Table::~Table() = default;
Table::Table(Table&&) noexcept = default;

Table Table::restore(std::string id, TableConfig config, std::uint64_t seed, Journal* journal,
                     const std::vector<io::Json>& events, std::int64_t seq, Millis now) {
  Table table(std::move(id), std::move(config), seed, nullptr);
  for (const io::Json& event : events) {
    table.apply(event, now);
    ++table.seq_;
  }
  table.seq_ = std::max(table.seq_, seq);
  table.journal_ = journal;
  table.arm_timer(now);  // a decision timer starts again from full
  return table;
}

void Table::commit(io::Json event, Millis now) {
  if (journal_) journal_->record(id_, seq_ + 1, event);
  ++seq_;
  apply(event, now);
}

// --- applying events: the only place the table changes --------------------------------------

void Table::apply(const io::Json& e, Millis now) {
  const std::string type = e.at("type").get<std::string>();
  const std::optional<int> awaited_before = waiting_for();
  if (type == "sit") {
    apply_sit(e);
  } else if (type == "leave") {
    TableSeat& s = *seats_[e.at("seat").get<std::size_t>()];
    s.leaving = true;
    s.away = true;
  } else if (type == "cash-out") {
    apply_cash_out(e);
  } else if (type == "away") {
    seats_[e.at("seat").get<std::size_t>()]->away = e.at("on").get<bool>();
  } else if (type == "choose") {
    apply_choose(e);
  } else if (type == "deal") {
    apply_deal(e);
  } else if (type == "act") {
    apply_act(e);
  } else if (type == "hand-over") {
    apply_hand_over(e, now);
  }
  // "presence" only changes what connections show; connections do not survive a restart.
  // A new decision (or a seat coming back from away) starts the clock; anything else, such as
  // someone sitting down, leaves the running clock alone.
  const bool new_decision = type == "act" || type == "deal" || type == "choose" ||
                            type == "hand-over" || type == "away" || type == "leave";
  if (new_decision || waiting_for() != awaited_before) arm_timer(now);
}

void Table::apply_sit(const io::Json& e) {
  const auto seat = e.at("seat").get<std::size_t>();
  TableSeat s;
  s.name = e.at("name").get<std::string>();
  s.token_hash = e.at("token_hash").get<std::string>();
  if (!e.at("bot").is_null()) {
    s.bot = bots::parse_bot_spec(e.at("bot").get<std::string>());
    bots_[seat] = bots::make_vying_bot(*s.bot);
  }
  s.stack = e.at("stack").get<std::int64_t>();
  s.occupant = ++sittings_;
  ledger_.push_back({static_cast<int>(seat), s.name, "buy-in", s.stack});
  seats_[seat] = std::move(s);
}

void Table::apply_cash_out(const io::Json& e) {
  const auto seat = e.at("seat").get<std::size_t>();
  ledger_.push_back({static_cast<int>(seat), seats_[seat]->name, "cash-out",
                     e.at("chips").get<std::int64_t>()});
  seats_[seat].reset();
  bots_[seat].reset();
}

void Table::apply_choose(const io::Json& e) {
  const Game game = require_game(e.at("game").get<std::string>());
  chosen_.emplace(game, io::vying_rules_from_json(vying::preset(game), e.at("rules"), "rules"));
}

void Table::apply_deal(const io::Json& e) {
  record_ = io::read_vying_record({{"game", e.at("game")},
                                   {"rules", e.at("rules")},
                                   {"stacks", e.at("stacks")},
                                   {"dealer", e.at("dealer")},
                                   {"deck", e.at("deck")},
                                   {"seed", e.at("seed")}});
  hand_.emplace(record_.rules, record_.stacks, record_.dealer, record_.deck, record_.seed);
  hand_number_ = e.at("hand").get<int>();
  button_ = record_.dealer;
  dealt_occupants_.assign(seats_.size(), 0);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i] && hand_->seat(static_cast<int>(i)).dealt_in) {
      dealt_occupants_[i] = seats_[i]->occupant;
    }
  }
  chosen_.reset();
  result_ = nullptr;
  const std::vector<std::string> who = names();
  const auto speaker = [&who](int seat) { return play::Speaker{who[std::size_t(seat)], false}; };
  log_ = {who[static_cast<std::size_t>(button_)] + " deals " +
          std::string(game_name(record_.game)) + "."};
  log_.push_back(play::phase_header(*hand_, speaker));
}

void Table::apply_act(const io::Json& e) {
  const Action action = *vying::parse_action(e.at("action").get<std::string>());
  const Hand before = *hand_;
  const int seat = hand_->to_act();
  hand_->apply(action);
  record_.actions.push_back(action);
  // The table's log is public: told to nobody in particular, so face-down cards stay unnamed.
  const std::vector<std::string> who = names();
  const auto speaker = [&who](int s) { return play::Speaker{who[std::size_t(s)], false}; };
  log_.push_back(
      play::narrate(before, *hand_, seat, action, speaker, play::kPublic, play::Style{false, false}));
  const std::string next = play::phase_change(before, *hand_, speaker);
  if (!next.empty()) log_.push_back(next);
}

void Table::apply_hand_over(const io::Json& e, Millis now) {
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (in_this_hand(static_cast<int>(i))) seats_[i]->stack = hand_->seat(static_cast<int>(i)).stack;
  }
  result_ = e.at("record").at("result");
  finished_hands_.push_back(e.at("record"));
  hands_played_ = hand_number_;
  next_deal_at_ = now + static_cast<Millis>(config_.pause_s) * 1000;
}

// --- requests --------------------------------------------------------------------------------

int Table::sit(const std::string& name, std::optional<int> seat, const std::string& token_hash,
               Millis now) {
  if (name.empty() || name.size() > 40) throw TableError(400, "name: 1 to 40 characters");
  int chosen = -1;
  if (seat) {
    if (*seat < 0 || *seat >= config_.seats) {
      throw TableError(400, "seat: the table has seats 0 to " + std::to_string(config_.seats - 1));
    }
    if (seats_[std::size_t(*seat)]) throw TableError(409, "seat " + std::to_string(*seat) + " is taken");
    chosen = *seat;
  } else {
    for (int i = 0; i < config_.seats && chosen < 0; ++i) {
      if (!seats_[std::size_t(i)]) chosen = i;
    }
    if (chosen < 0) throw TableError(409, "the table is full");
  }
  if (chosen_) {
    int with_chips = 1;  // the newcomer
    for (const auto& other : seats_) with_chips += other && other->stack > 0 && !other->leaving;
    if (with_chips > vying::max_players(chosen_->first)) {
      throw TableError(409, "the dealer has chosen " + std::string(game_name(chosen_->first)) +
                                ", which seats " + std::to_string(vying::max_players(chosen_->first)) +
                                " players: sit down after this hand");
    }
  }
  commit({{"type", "sit"},
          {"seat", chosen},
          {"name", name},
          {"token_hash", token_hash},
          {"bot", nullptr},
          {"stack", config_.stack}},
         now);
  return chosen;
}

void Table::leave(int seat, Millis now) {
  const TableSeat& s = seat_at(seat);
  // Dealt into the hand in play (folded or not): the seat is played as away and cashes out when
  // the hand ends, so every ledger entry falls between hands of that seat.
  if (hand_in_progress() && in_this_hand(seat)) {
    if (!s.leaving) commit({{"type", "leave"}, {"seat", seat}}, now);
    return;
  }
  commit({{"type", "cash-out"}, {"seat", seat}, {"name", s.name}, {"chips", s.stack}}, now);
}

void Table::act(int seat, const std::string& text, std::optional<std::int64_t> seq, Millis now) {
  require_person(seat);
  if (seq && *seq != seq_) {
    throw TableError(409, "stale: the table has moved on to seq " + std::to_string(seq_));
  }
  if (!hand_in_progress()) {
    throw TableError(409, must_choose() ? "the dealer is choosing the game" : "no hand in progress");
  }
  if (hand_->to_act() != seat) throw TableError(409, "not your turn");
  std::string why;
  const auto action = vying::parse_action(text, &why);
  if (!action) throw TableError(400, why);
  why = hand_->why_illegal(seat, *action);
  if (!why.empty()) throw TableError(409, why);
  commit({{"type", "act"}, {"hand", hand_number_}, {"seat", seat}, {"action", vying::to_string(*action)}},
         now);
  if (hand_->finished()) close_hand(now);
}

void Table::choose(int seat, const std::string& game_text, const io::Json& rules, Millis now) {
  require_person(seat);
  if (hand_in_progress() || !must_choose() || !can_deal() || next_dealer() != seat) {
    throw TableError(409, "not your choice to make now");
  }
  const auto game = parse_game(game_text);
  const std::vector<Game> games = fitting_games();
  if (!game || std::find(games.begin(), games.end(), *game) == games.end()) {
    std::string names;
    for (Game g : games) names += (names.empty() ? "" : ", ") + std::string(game_alias(g));
    throw TableError(400, "game: choose one of " + names +
                              (games.size() < config_.games.size()
                                   ? " (the others seat fewer players than have chips)"
                                   : ""));
  }
  vying::Rules chosen_rules;
  try {
    chosen_rules = io::vying_rules_from_json(config_.vying_rules.at(*game),
                                             rules.is_null() ? io::Json::object() : rules, "rules");
  } catch (const InputError& e) {
    throw TableError(400, e.what());
  }
  commit({{"type", "choose"},
          {"seat", seat},
          {"game", std::string(game_alias(*game))},
          {"rules", io::vying_rules_to_json(chosen_rules)}},
         now);
}

void Table::set_away(int seat, bool on, Millis now) {
  const TableSeat& s = seat_at(seat);
  if (s.away == on) return;
  commit({{"type", "away"}, {"seat", seat}, {"on", on}}, now);
}

void Table::connection(int seat, int delta, Millis now) {
  const TableSeat& s = seat_at(seat);
  const int connections = std::max(0, s.connections + delta);
  if ((s.connections > 0) != (connections > 0)) {
    commit({{"type", "presence"}, {"seat", seat}, {"connected", connections > 0}}, now);
  }
  seats_[std::size_t(seat)]->connections = connections;
}

// --- time ------------------------------------------------------------------------------------

bool Table::step(Millis now) {
  if (hand_in_progress()) {
    const int seat = hand_->to_act();
    const TableSeat& s = seat_at(seat);
    Action action;
    std::string by;
    if (s.bot) {
      Rng rng = next_change_rng();
      action = bots_[std::size_t(seat)]->decide(SeatView(*hand_, seat), rng);
      by = "bot";
    } else if (s.away) {
      action = default_action();
      by = "away";
    } else if (deadline_ != 0 && now >= deadline_) {
      action = default_action();
      by = "timer";
    } else {
      return false;
    }
    commit({{"type", "act"},
            {"hand", hand_number_},
            {"seat", seat},
            {"action", vying::to_string(action)},
            {"by", by}},
           now);
    if (hand_->finished()) close_hand(now);
    return true;
  }
  if (hand_ && now < next_deal_at_) return false;
  if (!can_deal()) return false;
  if (must_choose()) {
    const int dealer = next_dealer();
    if (!acts_by_itself(dealer) && !(deadline_ != 0 && now >= deadline_)) return false;
    // Bots, and people away or out of time, choose among the table's games at random.
    const std::vector<Game> games = fitting_games();
    Rng rng = next_change_rng();
    const Game game = games[rng.below(static_cast<std::uint32_t>(games.size()))];
    commit({{"type", "choose"},
            {"seat", dealer},
            {"game", std::string(game_alias(game))},
            {"rules", io::vying_rules_to_json(config_.vying_rules.at(game))}},
           now);
    return true;
  }
  const Game only = fitting_games().front();
  const auto [game, rules] =
      chosen_ ? *chosen_ : std::pair<Game, vying::Rules>{only, config_.vying_rules.at(only)};
  commit(deal_event(game, rules), now);
  return true;
}

std::optional<Millis> Table::next_wakeup() const {
  if (deadline_ != 0) return deadline_;
  const Millis due_now = 0;
  if (hand_in_progress()) {
    return acts_by_itself(hand_->to_act()) ? std::optional<Millis>(due_now) : std::nullopt;
  }
  if (!can_deal()) return std::nullopt;
  if (must_choose() && !acts_by_itself(next_dealer())) return std::nullopt;
  return hand_ ? next_deal_at_ : due_now;
}

// --- the hand's end --------------------------------------------------------------------------

void Table::close_hand(Millis now) {
  // The finished hand as the history shows it: never the deck, only the cards shown.
  const io::Json result = result_json();
  io::Json record = {{"hand", hand_number_},
                     {"game", std::string(game_name(record_.game))},
                     {"rules", io::vying_rules_to_json(record_.rules)},
                     {"dealer", record_.dealer},
                     {"stacks", record_.stacks},
                     {"actions", io::Json::array()},
                     {"shown", result.at("shown")},
                     {"result", result}};
  for (const Action& a : record_.actions) record["actions"].push_back(vying::to_string(a));
  commit({{"type", "hand-over"}, {"hand", hand_number_}, {"record", record}}, now);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i] && seats_[i]->leaving) {
      commit({{"type", "cash-out"},
              {"seat", static_cast<int>(i)},
              {"name", seats_[i]->name},
              {"chips", seats_[i]->stack}},
             now);
    }
  }
}

io::Json Table::result_json() const {
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

// --- who is awaited --------------------------------------------------------------------------

Rng Table::next_change_rng() const { return Rng::stream(seed_, static_cast<std::uint64_t>(seq_ + 1)); }

std::vector<Game> Table::fitting_games() const {
  int with_chips = 0;
  for (const auto& s : seats_) with_chips += s && s->stack > 0 && !s->leaving;
  std::vector<Game> games;
  for (Game g : config_.games) {
    if (with_chips <= vying::max_players(g)) games.push_back(g);
  }
  return games;
}

// The dealer chooses when more than one of the table's games seats everyone with chips.
bool Table::must_choose() const { return !chosen_ && fitting_games().size() > 1; }

bool Table::can_deal() const {
  int with_chips = 0;
  for (const auto& s : seats_) with_chips += s && s->stack > 0 && !s->leaving;
  return with_chips >= 2 && !fitting_games().empty();
}

int Table::next_dealer() const {
  const int n = config_.seats;
  for (int step = 1; step <= n; ++step) {
    const int seat = ((button_ < 0 ? n - 1 : button_) + step) % n;
    if (seats_[std::size_t(seat)] && seats_[std::size_t(seat)]->stack > 0) return seat;
  }
  return 0;
}

bool Table::choosing() const { return !hand_in_progress() && must_choose() && can_deal(); }

bool Table::acts_by_itself(int seat) const {
  const TableSeat& s = seat_at(seat);
  return s.bot.has_value() || s.away;
}

bool Table::in_this_hand(int seat) const {
  const auto i = static_cast<std::size_t>(seat);
  return hand_ && seats_[i] && i < dealt_occupants_.size() &&
         dealt_occupants_[i] == seats_[i]->occupant;
}

std::int64_t Table::stack_now(int seat) const {
  return hand_in_progress() && in_this_hand(seat) ? hand_->seat(seat).stack
                                                  : seat_at(seat).stack;
}

std::optional<int> Table::waiting_for() const {
  if (hand_in_progress()) return hand_->to_act();
  if (choosing()) return next_dealer();
  return std::nullopt;
}

void Table::arm_timer(Millis now) {
  deadline_ = 0;
  const auto seat = waiting_for();
  awaited_ = seat.value_or(-1);
  if (config_.timer_s <= 0 || !seat || acts_by_itself(*seat)) return;
  // A dealer's clock starts once the last hand's result has had its time on the table.
  const Millis start = !hand_in_progress() && hand_ ? std::max(now, next_deal_at_) : now;
  deadline_ = start + static_cast<Millis>(config_.timer_s) * 1000;
}

Action Table::default_action() const {
  const vying::LegalActions legal = hand_->legal();
  if (legal.check) return Action::check();
  if (legal.fold) return Action::fold();
  if (legal.stand) return Action::stand();
  if (legal.exposable) {
    return Action::expose(Card::from_index(std::countr_zero(legal.exposable)));
  }
  if (legal.declare) {
    const vying::SeatState& me = hand_->seat(hand_->to_act());
    return Action::declare(bots::guess_declaration(me.tally, hand_->rules()));
  }
  return *vying::parse_action(vying::legal_words(legal).front());
}

io::Json Table::deal_event(Game game, const vying::Rules& rules) {
  std::vector<std::int64_t> stacks;
  for (const auto& s : seats_) stacks.push_back(s && !s->leaving ? s->stack : 0);
  Rng rng = next_change_rng();
  auto deck = ordered_deck();
  rng.shuffle(std::span<Card>(deck));
  io::Json deck_json = io::Json::array();
  for (Card c : deck) deck_json.push_back(to_string(c));
  return {{"type", "deal"},
          {"hand", hands_played_ + 1},
          {"game", std::string(game_name(game))},
          {"rules", io::vying_rules_to_json(rules)},
          {"dealer", next_dealer()},
          {"stacks", stacks},
          {"deck", deck_json},
          {"seed", rng.next() >> 1}};
}

// --- reading ---------------------------------------------------------------------------------

const TableSeat& Table::seat_at(int seat) const {
  if (seat < 0 || seat >= config_.seats || !seats_[std::size_t(seat)]) {
    throw TableError(404, "no player in seat " + std::to_string(seat));
  }
  return *seats_[std::size_t(seat)];
}

void Table::require_person(int seat) const {
  if (seat_at(seat).bot) throw TableError(403, "seat " + std::to_string(seat) + " is a bot's");
}

int Table::taken() const {
  return static_cast<int>(std::count_if(seats_.begin(), seats_.end(), [](const auto& s) { return s.has_value(); }));
}

std::optional<int> Table::seat_of_token_hash(const std::string& token_hash) const {
  if (token_hash.empty()) return std::nullopt;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i] && !seats_[i]->bot && seats_[i]->token_hash == token_hash) return static_cast<int>(i);
  }
  return std::nullopt;
}

std::int64_t Table::chips_on_table() const {
  std::int64_t chips = hand_in_progress() ? hand_->pot_total() : 0;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i]) chips += stack_now(static_cast<int>(i));
  }
  return chips;
}

std::vector<std::string> Table::names() const {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    names.push_back(seats_[i] ? seats_[i]->name : "seat " + std::to_string(i));
  }
  return names;
}

io::Json Table::view(std::optional<int> viewer, Millis now) const {
  const int me = viewer.value_or(kSpectator);
  const auto awaited = waiting_for();
  const bool choosing = this->choosing();
  io::Json v = {{"type", "view"},
                {"seq", seq_},
                {"you", viewer ? io::Json(*viewer) : io::Json()},
                {"hand", hand_ ? io::Json(hand_number_) : io::Json()},
                {"game", hand_ && !choosing ? io::Json(std::string(game_name(record_.game)))
                                            : io::Json()},
                {"dealer", choosing ? io::Json(next_dealer())
                                    : hand_ ? io::Json(record_.dealer) : io::Json()},
                {"to_act", awaited && (hand_in_progress() || choosing) ? io::Json(*awaited)
                                                                       : io::Json()},
                {"deadline_ms", deadline_ ? io::Json(std::max<Millis>(0, deadline_ - now))
                                          : io::Json()}};
  if (viewer && awaited && *awaited == me) {
    io::Json legal = io::Json::array();
    if (hand_in_progress()) {
      for (const auto& word : vying::legal_words(hand_->legal())) legal.push_back(word);
    } else if (choosing) {
      for (Game g : fitting_games()) legal.push_back("choose " + std::string(game_alias(g)));
    }
    v["legal"] = legal;
  }
  std::optional<SeatView> seen;
  if (hand_) seen.emplace(*hand_, me);
  io::Json seats = io::Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (!seats_[i]) {
      seats.push_back(nullptr);
      continue;
    }
    const TableSeat& s = *seats_[i];
    const int seat = static_cast<int>(i);
    io::Json cards = io::Json::array(), up = io::Json::array();
    bool in_hand = false, frozen = false;
    if (in_this_hand(seat)) {
      const vying::SeatState& state = seen->seat_state(seat);
      in_hand = state.live();
      frozen = state.frozen;
      // A folded hand is turned down: others see nothing of it.
      if (state.live() || seat == me) {
        for (int slot = 0; slot < state.count; ++slot) {
          cards.push_back(to_string(state.cards[std::size_t(slot)]));
          up.push_back(state.is_up(slot));
        }
      }
    }
    seats.push_back({{"name", s.name},
                     {"stack", stack_now(seat)},
                     {"in_hand", in_hand},
                     {"cards", cards},
                     {"up", up},
                     {"frozen", frozen},
                     {"away", s.away},
                     {"connected", s.bot ? true : s.connections > 0}});
  }
  v["seats"] = seats;
  io::Json pots = io::Json::array();
  if (hand_in_progress()) {
    const vying::Pots now_in = hand_->pots();  // list() views into it: keep it alive
    for (const auto& pot : now_in.list()) pots.push_back(pot.amount);
  }
  v["pots"] = pots;
  v["log"] = log_;
  v["result"] = hand_in_progress() ? io::Json() : result_;
  return v;
}

io::Json Table::listing() const {
  io::Json games = io::Json::array();
  for (Game g : config_.games) games.push_back(std::string(game_alias(g)));
  return {{"id", id_},
          {"name", config_.name},
          {"games", games},
          {"seats", config_.seats},
          {"taken", taken()},
          {"hands_played", hands_played_}};
}

io::Json Table::hands_after(int after) const {
  io::Json list = io::Json::array();
  for (const io::Json& h : finished_hands_) {
    if (h.at("hand").get<int>() > after) list.push_back(h);
  }
  return list;
}

io::Json Table::ledger() const {
  io::Json entries = io::Json::array();
  // Nets per player (a seat and a name): what they cashed out, plus their stack at the start of
  // the hand in play (or now, between hands), minus what they bought in for.
  std::vector<std::pair<std::pair<int, std::string>, std::int64_t>> nets;
  auto add = [&](int seat, const std::string& who, std::int64_t chips) {
    for (auto& [key, total] : nets) {
      if (key.first == seat && key.second == who) {
        total += chips;
        return;
      }
    }
    nets.push_back({{seat, who}, chips});
  };
  for (const LedgerEntry& e : ledger_) {
    entries.push_back({{"seat", e.seat}, {"name", e.name}, {"kind", e.kind}, {"chips", e.chips}});
    add(e.seat, e.name, e.kind == "buy-in" ? -e.chips : e.chips);
  }
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (!seats_[i]) continue;
    const int seat = static_cast<int>(i);
    const bool dealt = hand_in_progress() && in_this_hand(seat);
    add(seat, seats_[i]->name, dealt ? record_.stacks[i] : seats_[i]->stack);
  }
  io::Json net = io::Json::array();
  for (const auto& [key, total] : nets) {
    net.push_back({{"seat", key.first}, {"name", key.second}, {"net", total}});
  }
  return {{"entries", entries}, {"net", net}};
}

}  // namespace cardroom::server
