// Rebuys and top-ups (docs/server.md "Rebuys"): chips added to a seat's stack between hands, or
// during a hand for a seat not dealt into it, up to the table's max_buy_in; with the table option
// approve_rebuys, a seat's request waits for the host's answer. Each is a ledger entry of its
// own, counted in the nets like a buy-in, so the ledger still balances.
#include <algorithm>

#include "i18n/said.h"
#include "server/table.h"
#include "server/table_game.h"

namespace cardroom::server {

namespace {

std::string chips_text(std::int64_t chips) {
  return i18n::trn("{n} chip", "{n} chips", chips);
}

}  // namespace

io::Json Table::rebuy(int seat, std::int64_t chips, bool by_host, Millis now) {
  const TableSeat& s = seat_at(seat);
  if (!game_->buy_in()) {
    throw TableError(409, {"points-table"}, "a Five Three Five table plays for points: there are no chips to buy");
  }
  if (chips < 1) throw TableError(400, {"chips-at-least-one"}, "chips: at least 1");
  if (s.leaving) throw TableError(409, {"player-leaving", {{"name", s.name}}}, s.name + " is leaving the table");
  if (hand_in_progress() && in_this_hand(seat)) {
    throw TableError(409, {"rebuy-mid-hand", {{"name", s.name}}},
                     s.name + " plays the hand in progress: a rebuy comes when it ends");
  }
  const std::int64_t room = config_.max_buy_in - s.stack;
  if (room <= 0) {
    throw TableError(409, {"stack-at-max", {{"name", s.name}, {"max_buy_in", config_.max_buy_in}}},
                     s.name + " already holds the most a stack may (max_buy_in " +
                              std::to_string(config_.max_buy_in) + ")");
  }
  if (chips > room) {
    throw TableError(409, {"rebuy-above-max", {{"name", s.name}, {"max_buy_in", config_.max_buy_in}, {"room", room}}},
                     "a rebuy brings a stack to at most max_buy_in (" +
                              std::to_string(config_.max_buy_in) + "): " + s.name +
                              " may add up to " + chips_text(room) + " now");
  }
  if (config_.approve_rebuys && !by_host) {
    for (const PendingRebuy& r : pending_rebuys_) {
      if (r.seat == seat) {
        throw TableError(409, {"rebuy-waiting", {{"name", s.name}, {"chips", r.chips}}},
                         s.name + "'s rebuy of " + chips_text(r.chips) +
                                  " already waits for the host");
      }
    }
    const int id = rebuy_requests_ + 1;
    commit({{"type", "rebuy-request"}, {"id", id}, {"seat", seat}, {"chips", chips}}, now);
    return {{"stack", seat_at(seat).stack}, {"pending", id}};
  }
  commit({{"type", "rebuy"}, {"seat", seat}, {"name", s.name}, {"chips", chips}}, now);
  return {{"stack", seat_at(seat).stack}};
}

io::Json Table::answer_rebuy(int id, bool approve, Millis now) {
  const auto it = std::find_if(pending_rebuys_.begin(), pending_rebuys_.end(),
                               [id](const PendingRebuy& r) { return r.id == id && !r.approved; });
  if (it == pending_rebuys_.end()) {
    throw TableError(404, {"no-rebuy-request", {{"id", id}}},
                     "no rebuy request " + std::to_string(id) + " waits for an answer");
  }
  const int seat = it->seat;
  commit({{"type", "rebuy-answer"}, {"id", id}, {"approve", approve}}, now);
  if (approve) make_approved_rebuys(now);
  const bool waiting = std::any_of(pending_rebuys_.begin(), pending_rebuys_.end(),
                                   [id](const PendingRebuy& r) { return r.id == id; });
  return {{"rebuy", id}, {"approved", approve}, {"seat", seat},
          {"stack", seat_at(seat).stack}, {"waiting", waiting}};
}

void Table::make_approved_rebuys(Millis now) {
  const std::vector<PendingRebuy> pending = pending_rebuys_;
  for (const PendingRebuy& r : pending) {
    if (!r.approved || !seats_[std::size_t(r.seat)]) continue;
    if (hand_in_progress() && in_this_hand(r.seat)) continue;  // when its hand ends
    const TableSeat& s = seat_at(r.seat);
    // The stack may have grown since the request: never past max_buy_in.
    const std::int64_t chips = std::clamp<std::int64_t>(config_.max_buy_in - s.stack, 0, r.chips);
    commit({{"type", "rebuy"}, {"seat", r.seat}, {"name", s.name}, {"chips", chips}, {"request", r.id}},
           now);
  }
}

void Table::apply_rebuy(const io::Json& e) {
  const auto seat = e.at("seat").get<int>();
  const auto chips = e.at("chips").get<std::int64_t>();
  TableSeat& s = *seats_[std::size_t(seat)];
  if (e.contains("request")) {
    const int id = e.at("request").get<int>();
    std::erase_if(pending_rebuys_, [id](const PendingRebuy& r) { return r.id == id; });
  }
  if (chips == 0) {
    log_.push_back(i18n::said([&] {
      return i18n::tr("{name}'s approved rebuy adds nothing: the stack is at max_buy_in.",
                      {{"name", s.name}});
    }));
    return;
  }
  s.stack += chips;
  ledger_.push_back({seat, s.name, "rebuy", chips, s.bot.has_value()});
  log_.push_back(i18n::said([&] {
    return i18n::tr("{name} rebuys for {chips}.", {{"name", s.name}, {"chips", chips_text(chips)}});
  }));
}

void Table::apply_rebuy_request(const io::Json& e) {
  PendingRebuy r;
  r.id = e.at("id").get<int>();
  r.seat = e.at("seat").get<int>();
  r.chips = e.at("chips").get<std::int64_t>();
  rebuy_requests_ = std::max(rebuy_requests_, r.id);
  pending_rebuys_.push_back(r);
  log_.push_back(i18n::said([&] {
    return i18n::tr("{name} asks the host for a rebuy of {chips}.",
                    {{"name", seats_[std::size_t(r.seat)]->name}, {"chips", chips_text(r.chips)}});
  }));
}

void Table::apply_rebuy_answer(const io::Json& e) {
  const int id = e.at("id").get<int>();
  const auto it = std::find_if(pending_rebuys_.begin(), pending_rebuys_.end(),
                               [id](const PendingRebuy& r) { return r.id == id; });
  if (it == pending_rebuys_.end()) return;
  const std::string& name = seats_[std::size_t(it->seat)]->name;
  if (e.at("approve").get<bool>()) {
    it->approved = true;
    log_.push_back(i18n::said([&] { return i18n::tr("The host approves {name}'s rebuy.", {{"name", name}}); }));
  } else {
    log_.push_back(
        i18n::said([&] { return i18n::tr("The host turns down {name}'s rebuy.", {{"name", name}}); }));
    pending_rebuys_.erase(it);
  }
}

io::Json Table::rebuy_offer(int seat) const {
  if (!game_->buy_in() || seat < 0 || seat >= config_.seats || !seats_[std::size_t(seat)]) {
    return nullptr;
  }
  const TableSeat& s = *seats_[std::size_t(seat)];
  const bool in_hand = hand_in_progress() && in_this_hand(seat);
  const std::int64_t room = std::max<std::int64_t>(0, config_.max_buy_in - s.stack);
  io::Json pending = nullptr;
  for (const PendingRebuy& r : pending_rebuys_) {
    if (r.seat == seat) pending = {{"id", r.id}, {"chips", r.chips}, {"approved", r.approved}};
  }
  const bool allowed = !in_hand && !s.leaving && room > 0 && pending.is_null();
  return {{"allowed", allowed},
          {"max_chips", allowed ? room : 0},
          {"needs_approval", config_.approve_rebuys},
          {"pending", pending}};
}

}  // namespace cardroom::server
