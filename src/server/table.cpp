#include "server/table.h"

#include <algorithm>
#include <chrono>

#include "server/hand_replay.h"
#include "server/settle_up.h"
#include "server/table_five35.h"
#include "server/table_game.h"
#include "server/table_vying.h"

namespace cardroom::server {

namespace {

// A page is read with one row more than it holds (`limit` + 1): that row says whether more
// follow. Drops it and says so.
template <class Row>
bool cut_to_page(std::vector<Row>& rows, int limit) {
  if (static_cast<int>(rows.size()) <= limit) return false;
  rows.resize(static_cast<std::size_t>(limit));
  return true;
}

// Bots get names a player can call across the table.
constexpr const char* kBotNames[] = {"Ada", "Bea", "Cal", "Dot", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo"};

}  // namespace

std::unique_ptr<TableGame> make_game(const TableConfig& config) {
  if (config.five_three_five()) return std::make_unique<Five35TableGame>(config);
  return std::make_unique<VyingTableGame>(config);
}

// --- construction and restoring ----------------------------------------------------------------

std::int64_t unix_now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Table::Table(std::string id, TableConfig config, std::uint64_t seed, Journal* journal)
    : id_(std::move(id)),
      config_(std::move(config)),
      seed_(seed),
      journal_(journal),
      seats_(static_cast<std::size_t>(config_.seats)),
      game_(make_game(config_)),
      wall_ms_(unix_now_ms) {}

Table::Table(std::string id, TableConfig config, std::uint64_t seed, Journal* journal, Millis now)
    : Table(std::move(id), std::move(config), seed, journal) {
  for (const BotSeat& bot : config_.bots) {
    io::Json sit = {{"type", "sit"},
                    {"seat", bot.seat},
                    {"name", std::string(kBotNames[bot.seat % 10]) + " (" + bot.label() + ")"},
                    {"token_hash", ""},
                    {"bot", bot.spec.text()}};
    if (const auto stack = game_->buy_in()) sit["stack"] = *stack;
    commit(std::move(sit), now);
  }
}

Table::~Table() = default;
Table::Table(Table&&) noexcept = default;

Table Table::restore(std::string id, TableConfig config, std::uint64_t seed, Journal* journal,
                     const std::vector<io::Json>& events, std::int64_t seq, Millis now,
                     std::optional<std::int64_t> wall_now) {
  Table table(std::move(id), std::move(config), seed, nullptr);
  for (const io::Json& event : events) {
    table.apply(event, now);
    ++table.seq_;
  }
  table.seq_ = std::max(table.seq_, seq);
  table.after_restore(journal, now, wall_now);
  return table;
}

void Table::after_restore(Journal* journal, Millis now, std::optional<std::int64_t> wall_now) {
  journal_ = journal;
  // A hand's last action and its hand-over are two writes: a kill between them leaves a hand
  // finished that nothing closed. Close it now, as the action would have, so that its record,
  // its result and the chips it paid are kept before anything else is dealt.
  if (game_->dealt() && !hand_in_progress() && hands_played_ < hand_number_) close_hand(now);
  const bool bank_ran = on_time_bank_;
  arm_timer(now);  // a decision timer starts again from full
  if (bank_ran) resume_time_bank(now, wall_now ? *wall_now : wall_ms_());
}

void Table::resume_time_bank(Millis now, std::int64_t wall_now) {
  const auto seat = waiting_for();
  if (!seat || acts_by_itself(*seat)) return;
  std::int64_t left = seat_at(*seat).time_bank_ms;
  if (!bank_held_ && bank_started_at_ > 0) left -= std::max<std::int64_t>(0, wall_now - bank_started_at_);
  left = std::max<std::int64_t>(0, left);
  on_time_bank_ = true;
  if (paused_) {
    frozen_ms_ = std::max<Millis>(1, left);  // the bank goes on from there when resumed
    deadline_ = 0;
  } else {
    // Journaled: a crash after this restart counts from here, from what is left now.
    commit({{"type", "time-bank"}, {"seat", *seat}, {"at", wall_now}, {"time_bank_ms", left}}, now);
  }
}

void Table::hold_clock(Millis now) {
  const auto seat = waiting_for();
  if (!on_time_bank_ || !seat) return;
  const Millis left = paused_ ? frozen_ms_ : std::max<Millis>(0, deadline_ - now);
  commit({{"type", "stop"}, {"seat", *seat}, {"time_bank_ms", left}}, now);
}

void Table::commit(io::Json event, Millis now) {
  // Every deal saves the state before it (server/table_snapshot.cpp): once per hand, a restore
  // applies at most one hand's events (about 35 at a six-seat vying table) after it, and a
  // finished hand's replay starts from it. A state weighs a few kilobytes beside a hand's
  // events and mirrors, and the deal is the one point where the state needs no hand in play.
  if (journal_ && event.at("type") == "deal") {
    journal_->record_deal(id_, seq_ + 1, event, snapshot_state());
  } else if (journal_) {
    journal_->record(id_, seq_ + 1, event);
  }
  ++seq_;
  apply(event, now);
}

// --- applying events: the only place the table changes --------------------------------------

void Table::apply(const io::Json& e, Millis now) {
  const std::string type = e.at("type").get<std::string>();
  const std::optional<int> awaited_before = waiting_for();
  const auto tell = [this](std::vector<i18n::Said> lines) {
    log_.insert(log_.end(), std::make_move_iterator(lines.begin()),
                std::make_move_iterator(lines.end()));
  };
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
  } else if (type == "sit-out") {
    apply_sit_out(e);
  } else if (type == "seat-answer") {
    apply_seat_answer(e);
  } else if (type == "choose") {
    game_->apply_choose(e);
  } else if (type == "deal") {
    started_ = true;
    apply_deal(e);
  } else if (type == "act") {
    // The clock's decisions in a row, for auto_sit_out; the seat's own decision ends the run.
    TableSeat& actor = *seats_[e.at("seat").get<std::size_t>()];
    if (e.value("by", "") == "timer") ++actor.timeouts;
    else if (!e.contains("by")) actor.timeouts = 0;
    hand_actors_.push_back(e.at("seat").get<int>());
    tell(game_->apply_act(e, names()));
  } else if (type == "hand-over") {
    apply_hand_over(e, now);
  } else if (type == "game-over") {
    tell(game_->apply_other(e, result_));
  } else if (type == "pause") {
    apply_pause(e, now);
  } else if (type == "resume") {
    apply_resume(e, now);
  } else if (type == "lock") {
    locked_ = e.at("on").get<bool>();
  } else if (type == "start") {
    started_ = true;
  } else if (type == "rebuy") {
    apply_rebuy(e);
  } else if (type == "rebuy-request") {
    apply_rebuy_request(e);
  } else if (type == "rebuy-answer") {
    apply_rebuy_answer(e);
  } else if (type == "settings") {
    apply_settings(e);
  } else if (type == "time-bank") {
    // The awaited seat's timer ran out (or a restore goes on with its bank, saying how much is
    // left): the bank runs from `at`.
    TableSeat& s = *seats_[e.at("seat").get<std::size_t>()];
    if (e.contains("time_bank_ms")) s.time_bank_ms = e.at("time_bank_ms").get<std::int64_t>();
    on_time_bank_ = true;
    deadline_ = now + s.time_bank_ms;
    bank_started_at_ = e.value("at", std::int64_t{0});
    bank_held_ = false;
  } else if (type == "stop") {
    bank_held_ = true;  // its time_bank_ms (below) is what was left when the server stopped
  }
  // A decision made on the time bank (or the seat turning away on it) says what is left of it.
  if (e.contains("time_bank_ms")) {
    seats_[e.at("seat").get<std::size_t>()]->time_bank_ms = e.at("time_bank_ms").get<std::int64_t>();
  }
  // "presence" only changes what connections show; connections do not survive a restart.
  // A new decision (or a seat coming back from away) starts the clock; anything else, such as
  // someone sitting down, leaves the running clock alone.
  const bool new_decision = type == "act" || type == "deal" || type == "choose" ||
                            type == "hand-over" || type == "away" || type == "leave" ||
                            type == "game-over";
  // A seat on its time bank keeps it running while others come and go (the bank is spent by
  // what it runs for; only a decision, or the seat's own turning away, stops it).
  const bool bank_runs_on = on_time_bank_ && type != "act" && type != "choose" &&
                            waiting_for() == awaited_before && awaited_before &&
                            !acts_by_itself(*awaited_before);
  if ((new_decision || waiting_for() != awaited_before) && !bank_runs_on) arm_timer(now);
}

void Table::apply_sit(const io::Json& e) {
  const auto seat = e.at("seat").get<std::size_t>();
  TableSeat s;
  s.name = e.at("name").get<std::string>();
  s.token_hash = e.at("token_hash").get<std::string>();
  if (!e.at("bot").is_null()) s.bot = bots::parse_bot_spec(e.at("bot").get<std::string>());
  if (e.contains("stack")) {  // a buy-in (a table of points has none)
    s.stack = e.at("stack").get<std::int64_t>();
    ledger_.push_back({static_cast<int>(seat), s.name, "buy-in", s.stack, s.bot.has_value()});
  }
  if (e.value("approval", false)) {  // waits for the host's yes (table_sit_out.cpp)
    s.sitting_out = true;
    s.sat_out_by = "approval";
    log_.push_back(
        i18n::said([&] { return i18n::tr("{name} asks the host for a seat.", {{"name", s.name}}); }));
  }
  s.occupant = ++sittings_;
  s.time_bank_ms = static_cast<std::int64_t>(config_.time_bank_s) * 1000;
  seats_[seat] = std::move(s);
  game_->seated(static_cast<int>(seat), *seats_[seat]);
}

void Table::apply_cash_out(const io::Json& e) {
  const auto seat = e.at("seat").get<std::size_t>();
  if (e.contains("chips")) {
    ledger_.push_back({static_cast<int>(seat), seats_[seat]->name, "cash-out",
                       e.at("chips").get<std::int64_t>(), seats_[seat]->bot.has_value()});
  }
  seats_[seat].reset();
  std::erase_if(pending_rebuys_, [&](const PendingRebuy& r) { return r.seat == static_cast<int>(seat); });
  game_->emptied(static_cast<int>(seat));
}

void Table::apply_deal(const io::Json& e) {
  log_ = game_->apply_deal(e, seats_, names());
  hand_number_ = e.at("hand").get<int>();
  hand_actors_.clear();
  dealt_occupants_.assign(seats_.size(), 0);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i] && game_->dealt_in(static_cast<int>(i))) {
      dealt_occupants_[i] = seats_[i]->occupant;
    }
  }
  result_ = nullptr;
}

void Table::apply_hand_over(const io::Json& e, Millis now) {
  std::vector<i18n::Said> lines = game_->apply_hand_over(e, seats_, dealt_seats(), names());
  log_.insert(log_.end(), lines.begin(), lines.end());
  result_ = e.at("record").at("result");
  hands_played_ = hand_number_;
  top_up_time_banks();
  if (pending_config_) adopt_config();
  next_deal_at_ = now + static_cast<Millis>(config_.pause_s) * 1000;
  if (pausing_) {  // the host's pause comes now (no clock to freeze between hands)
    pausing_ = false;
    paused_ = true;
  }
}

void Table::apply_pause(const io::Json& e, Millis now) {
  if (!e.at("now").get<bool>() && hand_in_progress()) {
    pausing_ = true;
    return;
  }
  pausing_ = false;
  paused_ = true;
  frozen_ms_ = deadline_ != 0 ? std::max<Millis>(1, deadline_ - now) : 0;
  deadline_ = 0;
  if (e.contains("time_bank_ms")) bank_held_ = true;  // what the bank had left, exactly
}

void Table::apply_resume(const io::Json& e, Millis now) {
  const Millis left = frozen_ms_;
  const bool on_bank = on_time_bank_;
  paused_ = false;
  pausing_ = false;
  frozen_ms_ = 0;
  arm_timer(now);
  if (left > 0 && deadline_ != 0) {
    deadline_ = now + left;
    on_time_bank_ = on_bank;  // the bank goes on from what it had left
  }
  if (e.contains("at")) {  // the bank runs again from now
    bank_started_at_ = e.at("at").get<std::int64_t>();
    bank_held_ = false;
  }
}

// --- requests --------------------------------------------------------------------------------

int Table::sit(const std::string& name, std::optional<int> seat, const std::string& token_hash,
               Millis now, const std::optional<std::string>& password, bool by_host) {
  if (name.empty() || name.size() > 40) {
    throw TableError(400, {"name-length", {{"max", 40}}}, "name: 1 to 40 characters");
  }
  if (locked_) throw TableError(409, {"table-locked"}, "the table is locked by its host: no new seats");
  // The newest settings: a password the host has just set (or removed) holds at once.
  if (!next_config().password_hash.empty() && !password) {
    throw TableError(403, {"password-needed"}, "this table takes a password to sit down: {\"password\": \"...\"}");
  }
  if (password && !password_opens(next_config(), *password)) {
    throw TableError(403, {"wrong-password"}, "that is not this table's password");
  }
  int chosen = -1;
  if (seat) {
    if (*seat < 0 || *seat >= config_.seats) {
      throw TableError(400, {"no-such-seat", {{"seat", *seat}, {"seats", config_.seats}}},
                       "seat: the table has seats 0 to " + std::to_string(config_.seats - 1));
    }
    if (seats_[std::size_t(*seat)]) {
      throw TableError(409, {"seat-taken", {{"seat", *seat}}}, "seat " + std::to_string(*seat) + " is taken");
    }
    chosen = *seat;
  } else {
    for (int i = 0; i < config_.seats && chosen < 0; ++i) {
      if (!seats_[std::size_t(i)]) chosen = i;
    }
    if (chosen < 0) throw TableError(409, {"table-full"}, "the table is full");
  }
  game_->check_sit(seats_);
  io::Json event = {{"type", "sit"},
                    {"seat", chosen},
                    {"name", name},
                    {"token_hash", token_hash},
                    {"bot", nullptr}};
  if (const auto stack = game_->buy_in()) event["stack"] = *stack;
  if (next_config().approve_seats && !by_host) event["approval"] = true;
  commit(std::move(event), now);
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
  cash_out(seat, now);
  after_leaving(now);
}

void Table::act(int seat, const std::string& text, std::optional<std::int64_t> seq, Millis now) {
  require_person(seat);
  if (seq && *seq != seq_) {
    throw TableError(409, {"stale", {{"seq", seq_}}}, "stale: the table has moved on to seq " + std::to_string(seq_));
  }
  if (paused_) throw TableError(409, {"table-paused"}, "the table is paused by the host");
  if (!hand_in_progress()) {
    if (chooser()) throw TableError(409, {"dealer-choosing"}, "the dealer is choosing the game");
    throw TableError(409, {"no-hand"}, "no hand in progress");
  }
  if (game_->to_act() != seat) {
    throw TableError(409, {"not-your-turn", {{"seat", seat}, {"to_act", game_->to_act()}}}, "not your turn");
  }
  const std::string word = game_->checked_word(seat, text);
  io::Json event = {{"type", "act"}, {"hand", hand_number_}, {"seat", seat}, {"action", word}};
  if (on_time_bank_) event["time_bank_ms"] = std::max<Millis>(0, deadline_ - now);
  commit(std::move(event), now);
  if (!hand_in_progress()) close_hand(now);
}

void Table::choose(int seat, const std::string& game, const io::Json& rules, Millis now) {
  require_person(seat);
  if (paused_) throw TableError(409, {"table-paused"}, "the table is paused by the host");
  io::Json event = game_->choose_event(seat, game, rules, seats_);
  if (on_time_bank_) event["time_bank_ms"] = std::max<Millis>(0, deadline_ - now);
  commit(std::move(event), now);
}

void Table::set_away(int seat, bool on, Millis now) {
  const TableSeat& s = seat_at(seat);
  if (s.away == on) return;
  io::Json event = {{"type", "away"}, {"seat", seat}, {"on", on}};
  if (on && on_time_bank_ && waiting_for() == seat) event["time_bank_ms"] = std::max<Millis>(0, deadline_ - now);
  commit(std::move(event), now);
}

// A pause or resume that stops or restarts a running time bank says what the bank has left, so
// that a restart after a crash knows it (see restore()).
void Table::pause(bool at_once, Millis now) {
  if (paused_ || (pausing_ && !at_once)) return;
  io::Json event = {{"type", "pause"}, {"now", at_once}};
  if (on_time_bank_ && (at_once || !hand_in_progress()) && waiting_for()) {
    event["seat"] = *waiting_for();
    event["time_bank_ms"] = std::max<Millis>(0, deadline_ - now);
  }
  commit(std::move(event), now);
}

void Table::resume(Millis now) {
  if (!paused_ && !pausing_) return;
  io::Json event = {{"type", "resume"}};
  if (paused_ && on_time_bank_ && frozen_ms_ > 0 && waiting_for()) {
    event["seat"] = *waiting_for();
    event["at"] = wall_ms_();
    event["time_bank_ms"] = frozen_ms_;
  }
  commit(std::move(event), now);
}

void Table::lock(bool on, Millis now) {
  if (locked_ == on) return;
  commit({{"type", "lock"}, {"on", on}}, now);
}

bool Table::waiting_for_start() const {
  return config_.wait_for_start && !started_ && taken() < config_.seats;
}

void Table::start(Millis now) {
  if (!waiting_for_start()) return;
  if (taken() < 2) throw TableError(409, {"no-players"}, "two players at least to start the game");
  commit({{"type", "start"}}, now);
}

void Table::connection(int seat, int delta, Millis now) {
  const TableSeat& s = seat_at(seat);
  const int connections = std::max(0, s.connections + delta);
  if ((s.connections > 0) != (connections > 0)) {
    commit({{"type", "presence"}, {"seat", seat}, {"connected", connections > 0}}, now);
  }
  TableSeat& changed = *seats_[std::size_t(seat)];
  changed.connections = connections;
  if (connections > 0) changed.seen_connected = true;
  // Sat out for being gone, the seat is back as soon as it is connected again.
  if (connections > 0 && changed.sitting_out && changed.sat_out_by == "disconnected") {
    commit({{"type", "sit-out"}, {"seat", seat}, {"on", false}, {"by", "back"}}, now);
  } else if (connections == 0 && hand_in_progress() && game_->to_act() == seat) {
    sit_out_if_gone(seat, now);
  }
}

// --- time ------------------------------------------------------------------------------------

bool Table::step(Millis now) {
  if (paused_) return false;
  if (hand_in_progress()) {
    const int seat = game_->to_act();
    if (sit_out_if_gone(seat, now)) return true;
    const TableSeat& s = seat_at(seat);
    std::string word, by;
    if (s.bot) {
      Rng rng = next_change_rng();
      word = game_->bot_word(seat, rng);
      by = "bot";
    } else if (s.away) {
      word = game_->default_word();
      by = "away";
    } else if (deadline_ != 0 && now >= deadline_) {
      if (start_time_bank(seat, now)) return true;
      word = game_->default_word();
      by = "timer";
    } else {
      return false;
    }
    io::Json event = {{"type", "act"}, {"hand", hand_number_}, {"seat", seat}, {"action", word}, {"by", by}};
    if (on_time_bank_ && by == "timer") event["time_bank_ms"] = 0;
    commit(std::move(event), now);
    if (by == "timer") sit_out_after_timeout(seat, now);
    if (!hand_in_progress()) close_hand(now);
    return true;
  }
  if (game_->dealt() && now < next_deal_at_) return false;
  if (waiting_for_start() || !game_->can_deal(seats_)) return false;
  if (const auto dealer = chooser()) {
    const bool out_of_time = deadline_ != 0 && now >= deadline_;
    if (!acts_by_itself(*dealer) && !out_of_time) return false;
    if (!acts_by_itself(*dealer) && start_time_bank(*dealer, now)) return true;
    Rng rng = next_change_rng();
    io::Json event = game_->auto_choose_event(seats_, rng);
    if (on_time_bank_ && !acts_by_itself(*dealer)) event["time_bank_ms"] = 0;
    commit(std::move(event), now);
    return true;
  }
  Rng rng = next_change_rng();
  commit(game_->deal_event(hands_played_ + 1, seats_, rng), now);
  return true;
}

std::optional<Millis> Table::next_wakeup() const {
  if (paused_) return std::nullopt;
  if (deadline_ != 0) return deadline_;
  const Millis due_now = 0;
  if (hand_in_progress()) {
    return acts_by_itself(game_->to_act()) ? std::optional<Millis>(due_now) : std::nullopt;
  }
  if (waiting_for_start() || !game_->can_deal(seats_)) return std::nullopt;
  if (const auto dealer = chooser(); dealer && !acts_by_itself(*dealer)) return std::nullopt;
  return game_->dealt() ? next_deal_at_ : due_now;
}

// --- the hand's end and leaving ----------------------------------------------------------------

void Table::close_hand(Millis now) {
  // The game's record (the protocol's keys), and beside it who played it: each seat dealt in
  // by name (and bot), and the seat of each action, for the download (hands_download()).
  io::Json players = io::Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (!in_this_hand(static_cast<int>(i))) {
      players.push_back(nullptr);
      continue;
    }
    const TableSeat& s = *seats_[i];
    players.push_back({{"name", s.name}, {"bot", s.bot ? io::Json(s.bot->text()) : io::Json()}});
  }
  io::Json record = game_->hand_record(hand_number_, seats_);
  io::Json finished_game = game_->finished_game(record);
  io::Json event = {{"type", "hand-over"},
                    {"hand", hand_number_},
                    {"record", std::move(record)},
                    {"players", std::move(players)},
                    {"actors", hand_actors_}};
  if (!finished_game.is_null()) event["finished_game"] = std::move(finished_game);
  commit(std::move(event), now);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i] && seats_[i]->leaving) cash_out(static_cast<int>(i), now);
  }
  after_leaving(now);
  make_approved_rebuys(now);
}

void Table::cash_out(int seat, Millis now) {
  const TableSeat& s = seat_at(seat);
  io::Json event = {{"type", "cash-out"}, {"seat", seat}, {"name", s.name}};
  if (const auto chips = game_->stack_now(seat, in_this_hand(seat), s)) event["chips"] = *chips;
  commit(std::move(event), now);
}

void Table::after_leaving(Millis now) {
  io::Json event = game_->after_leaving(seats_);
  if (!event.is_null()) commit(std::move(event), now);
}

// --- who is awaited --------------------------------------------------------------------------

Rng Table::next_change_rng() const { return Rng::stream(seed_, static_cast<std::uint64_t>(seq_ + 1)); }

bool Table::hand_in_progress() const { return game_->in_progress(); }

std::optional<int> Table::chooser() const {
  if (hand_in_progress() || waiting_for_start()) return std::nullopt;
  return game_->chooser(seats_);
}

bool Table::acts_by_itself(int seat) const {
  const TableSeat& s = seat_at(seat);
  // Sat out by the clock, the seat is not there: the hand it was dealt does not wait for it.
  return s.bot.has_value() || s.away || (s.sitting_out && s.sat_out_by == "timeouts");
}

bool Table::in_this_hand(int seat) const {
  const auto i = static_cast<std::size_t>(seat);
  return game_->dealt() && seats_[i] && i < dealt_occupants_.size() &&
         dealt_occupants_[i] == seats_[i]->occupant;
}

std::vector<bool> Table::dealt_seats() const {
  std::vector<bool> dealt;
  for (std::size_t i = 0; i < seats_.size(); ++i) dealt.push_back(in_this_hand(static_cast<int>(i)));
  return dealt;
}

std::optional<int> Table::waiting_for() const {
  if (hand_in_progress()) return game_->to_act();
  return chooser();
}

void Table::arm_timer(Millis now) {
  deadline_ = 0;
  on_time_bank_ = false;
  if (paused_) {
    frozen_ms_ = 0;  // a decision that comes during the pause gets its whole time after it
    return;
  }
  const auto seat = waiting_for();
  if (config_.timer_s <= 0 || !seat || acts_by_itself(*seat)) return;
  // A dealer's clock starts once the last hand's result has had its time on the table.
  const Millis start = !hand_in_progress() && game_->dealt() ? std::max(now, next_deal_at_) : now;
  deadline_ = start + static_cast<Millis>(config_.timer_s) * 1000;
}

// --- reading ---------------------------------------------------------------------------------

const TableSeat& Table::seat_at(int seat) const {
  if (seat < 0 || seat >= config_.seats || !seats_[std::size_t(seat)]) {
    throw TableError(404, {"no-player", {{"seat", seat}}}, "no player in seat " + std::to_string(seat));
  }
  return *seats_[std::size_t(seat)];
}

void Table::require_person(int seat) const {
  if (seat_at(seat).bot) {
    throw TableError(403, {"seat-is-bot", {{"seat", seat}}}, "seat " + std::to_string(seat) + " is a bot's");
  }
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
  std::int64_t chips = game_->pot_total();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const int seat = static_cast<int>(i);
    if (seats_[i]) chips += game_->stack_now(seat, in_this_hand(seat), *seats_[i]).value_or(0);
  }
  return chips;
}

Names names_of(const Seats& seats) {
  Names names;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    names.push_back(seats[i] ? seats[i]->name : "seat " + std::to_string(i));
  }
  return names;
}

std::vector<std::string> Table::names() const { return names_of(seats_); }

io::Json Table::view(std::optional<int> viewer, Millis now, bool host, std::string_view lang) const {
  const int me = viewer.value_or(-1);
  const auto awaited = waiting_for();
  const auto chooser = this->chooser();
  const bool dealt = game_->dealt();
  io::Json v = {{"type", "view"},
                {"seq", seq_},
                {"you", viewer ? io::Json(*viewer) : io::Json()},
                {"hand", dealt ? io::Json(hand_number_) : io::Json()},
                {"game", game_->game_json(chooser.has_value())},
                {"dealer", chooser ? io::Json(*chooser)
                                   : dealt ? io::Json(game_->dealer()) : io::Json()},
                {"to_act", awaited ? io::Json(*awaited) : io::Json()},
                {"deadline_ms", deadline_ ? io::Json(std::max<Millis>(0, deadline_ - now))
                                          : io::Json()},
                {"paused", paused_},
                {"pausing", pausing_},
                {"locked", locked_},
                {"time_bank", on_time_bank_}};
  if (waiting_for_start()) v["waiting_for_start"] = true;  // only then: the protocol's keys stay
  // Nothing is legal while the host has paused the table (actions are refused until resumed).
  if (viewer && awaited && *awaited == me && !paused_) {
    io::Json legal = io::Json::array();
    for (const auto& word : hand_in_progress() ? game_->legal_words() : game_->choice_words(seats_)) {
      legal.push_back(word);
    }
    v["legal"] = legal;
  }
  io::Json seats = io::Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const auto& s = seats_[i];
    if (!s) {
      seats.push_back(nullptr);
      continue;
    }
    // The bank of the seat on it runs down with the clock (and holds still in the host's pause).
    std::int64_t bank = s->time_bank_ms;
    if (on_time_bank_ && awaited == static_cast<int>(i)) {
      bank = deadline_ != 0 ? std::max<Millis>(0, deadline_ - now) : paused_ ? frozen_ms_ : bank;
    }
    seats.push_back({{"name", s->name},
                     {"away", s->away},
                     {"connected", s->bot ? true : s->connections > 0},
                     {"time_bank_ms", bank},
                     {"sitting_out", s->sitting_out},
                     {"sat_out_by", s->sitting_out ? io::Json(s->sat_out_by) : io::Json()}});
  }
  v["seats"] = seats;
  if (viewer && game_->buy_in()) v["rebuy"] = rebuy_offer(*viewer);  // chips only
  if (host) {
    io::Json rebuys = io::Json::array();
    for (const PendingRebuy& r : pending_rebuys_) {
      rebuys.push_back({{"id", r.id}, {"seat", r.seat}, {"name", seat_at(r.seat).name},
                        {"chips", r.chips}, {"approved", r.approved}});
    }
    v["rebuys"] = rebuys;
    v["host"] = true;
  }
  game_->fill_view(v, me, seats_, dealt_seats());
  v["log"] = log_json(log_, lang);
  v["result"] = hand_in_progress() ? io::Json() : result_;
  return v;
}

io::Json Table::listing() const { return next_config().listed ? summary() : io::Json(); }

io::Json Table::summary() const {
  io::Json games = io::Json::array();
  for (Game g : config_.games) games.push_back(std::string(game_alias(g)));
  return {{"id", id_},
          {"name", config_.name},
          {"games", games},
          {"seats", config_.seats},
          {"taken", taken()},
          {"hands_played", hands_played_},
          {"locked", locked_},
          {"password", !next_config().password_hash.empty()},
          {"approval", next_config().approve_seats}};
}

Table::Page Table::hands_page(int after, int limit) const {
  Page page{"[", after, false};
  if (journal_) {
    std::vector<FinishedHand> hands = journal_->finished_hands(id_, after, limit + 1);
    page.more = cut_to_page(hands, limit);
    std::size_t size = 2;
    for (const FinishedHand& h : hands) size += h.record.size() + 1;
    page.json.reserve(size);  // written once, never grown by doubling
    for (const FinishedHand& h : hands) {
      if (page.json.size() > 1) page.json += ',';
      page.json += h.record;
    }
    if (!hands.empty()) page.last = hands.back().hand;
  }
  page.json += ']';
  return page;
}

Table::Page Table::games_page(int after, int limit) const {
  Page page{"", after, false};
  io::Json games = io::Json::array();
  if (journal_) {
    std::vector<io::Json> read = journal_->finished_games(id_, after, limit + 1);
    page.more = cut_to_page(read, limit);
    if (!read.empty()) page.last = read.back().at("game").get<int>();
    games = io::Json(std::move(read));
  }
  page.json = games.dump();
  return page;
}

io::Json Table::hands_after(int after, int limit) const {
  return io::Json::parse(hands_page(after, limit).json);
}

std::function<std::optional<std::string>()> Table::hands_download(int page) const {
  return [journal = journal_, id = id_, page, after = 0, done = journal_ == nullptr]() mutable
         -> std::optional<std::string> {
    if (done) return std::nullopt;
    const std::vector<FinishedHand> hands = journal->finished_hands(id, after, page);
    done = static_cast<int>(hands.size()) < page;
    if (hands.empty()) return std::nullopt;
    after = hands.back().hand;
    std::string lines;
    for (const FinishedHand& h : hands) {
      io::Json hand = io::Json::parse(h.record);
      // null for a hand journaled before they were kept
      hand["players"] = h.players.empty() ? io::Json() : io::Json::parse(h.players);
      hand["actors"] = h.actors.empty() ? io::Json() : io::Json::parse(h.actors);
      lines += hand.dump() + "\n";
    }
    return lines;
  };
}

io::Json Table::replay(int hand, const std::optional<std::string>& token_hash,
                       std::string_view lang) const {
  if (hand < 1 || hand > hands_played_) {
    throw TableError(404, {"no-such-hand", {{"hand", hand}}}, "no finished hand " + std::to_string(hand) + " at this table");
  }
  const auto not_kept = [&] {
    return TableError(404, {"hand-not-kept", {{"hand", hand}, {"kept", std::int64_t(kKeptReplays)}}},
                      "hand " + std::to_string(hand) + " is no longer kept for replaying (the last " +
                          std::to_string(kKeptReplays) + " hands are); its record is in the history");
  };
  // The last kKeptReplays, as the protocol promises (older states may be pruned by archiving).
  if (hand <= hands_played_ - static_cast<int>(kKeptReplays) || !journal_) throw not_kept();
  const std::optional<SavedDeal> saved = journal_->saved_deal(id_, hand);
  if (!saved) throw not_kept();  // dealt before the journal kept states
  const std::vector<FinishedHand> finished = journal_->finished_hands(id_, hand - 1, 1);
  if (finished.empty() || finished.front().hand != hand) throw not_kept();
  const io::Json record = io::Json::parse(finished.front().record);
  HandReplaySource source = replay_source(saved->state, config_, hand, saved->deal, record);
  // The player who held a seat in this hand sees their own cards at every step, folded or not.
  std::optional<int> own;
  for (std::size_t i = 0; token_hash && i < source.seats.size(); ++i) {
    const auto& s = source.seats[i];
    if (s && !s->bot && !s->token_hash.empty() && s->token_hash == *token_hash) own = static_cast<int>(i);
  }
  return replay_hand(source, record, config_, own, lang);
}

io::Json Table::ledger() const {
  io::Json entries = io::Json::array();
  // Nets per player (a seat and a name): what they cashed out, plus their stack at the start of
  // the hand in play (or now, between hands), minus what they bought in for.
  struct Net {
    int seat;
    std::string name;
    bool bot;
    std::int64_t chips;
  };
  std::vector<Net> nets;
  auto add = [&](int seat, const std::string& who, bool bot, std::int64_t chips) {
    for (Net& n : nets) {
      if (n.seat == seat && n.name == who && n.bot == bot) {
        n.chips += chips;
        return;
      }
    }
    nets.push_back({seat, who, bot, chips});
  };
  for (const LedgerEntry& e : ledger_) {
    entries.push_back({{"seat", e.seat}, {"name", e.name}, {"kind", e.kind}, {"chips", e.chips}});
    add(e.seat, e.name, e.bot, e.kind == "cash-out" ? e.chips : -e.chips);  // buy-ins and rebuys cost
  }
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (!seats_[i]) continue;
    const int seat = static_cast<int>(i);
    if (const auto stack = game_->ledger_stack(seat, in_this_hand(seat), *seats_[i])) {
      add(seat, seats_[i]->name, seats_[i]->bot.has_value(), *stack);
    }
  }
  // Everyone's net; the bots' apart; the payments among people alone (server/settle_up.h).
  io::Json net = io::Json::array(), bots = io::Json::array();
  std::vector<std::pair<std::string, std::int64_t>> by_name;
  for (const Net& n : nets) {
    const io::Json line = {{"seat", n.seat}, {"name", n.name}, {"net", n.chips}};
    net.push_back(line);
    if (n.bot) bots.push_back(line);
    else by_name.emplace_back(n.name, n.chips);
  }
  io::Json settle = io::Json::array();
  if (by_name != settled_nets_) {
    settled_ = settle_up(people_settle(by_name));
    settled_nets_ = std::move(by_name);
  }
  for (const Transfer& t : settled_) {
    settle.push_back({{"from", t.from}, {"to", t.to}, {"chips", t.chips}});
  }
  io::Json ledger = {{"entries", entries}, {"net", net}, {"settle", settle}, {"bots", bots}};
  game_->fill_ledger(ledger, [this](int after, int limit) {
    return journal_ ? journal_->finished_games(id_, after, limit) : std::vector<io::Json>{};
  });
  return ledger;
}

}  // namespace cardroom::server
