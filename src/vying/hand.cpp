#include "vying/hand.h"

#include <algorithm>
#include <limits>

#include "core/input_error.h"

namespace cardroom::vying {

namespace {
constexpr std::int64_t kUnlimited = std::numeric_limits<std::int64_t>::max() / 4;
}  // namespace

// ---------------------------------------------------------------------------------------------
// Antes and the deal (§4.1-4.2)

Hand::Hand(const Rules& rules, std::span<const std::int64_t> stacks, int dealer,
           std::span<const Card> deck, std::uint64_t seed)
    : rules_(rules), rng_(Rng::stream(seed, 1)) {
  const int n = static_cast<int>(stacks.size());
  if (n < 2 || n > kMaxSeats) {
    throw InputError("stacks: a table has 2 to " + std::to_string(kMaxSeats) + " seats, not " +
                     std::to_string(n));
  }
  if (dealer < 0 || dealer >= n) {
    throw InputError("dealer: seat " + std::to_string(dealer) + " is not at the table (0.." +
                     std::to_string(n - 1) + ")");
  }
  if (deck.size() > Card::kCount) throw InputError("deck: more than 52 cards");
  std::uint64_t seen = 0;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    if (seen & deck[i].bit()) {
      throw InputError("deck: " + to_string(deck[i]) + " is listed twice (deck[" +
                       std::to_string(i) + "])");
    }
    seen |= deck[i].bit();
  }
  seats_ = static_cast<std::int8_t>(n);
  dealer_ = static_cast<std::int8_t>(dealer);
  int with_chips = 0;
  for (int i = 0; i < n; ++i) {
    if (stacks[i] < 0) throw InputError("stacks[" + std::to_string(i) + "]: negative chips");
    if (stacks[i] > 0) ++with_chips;
  }
  if (with_chips < 2) throw InputError("stacks: at least two seats need chips to play a hand");

  for (int i = 0; i < n; ++i) {
    SeatState& s = seat_[i];
    s.stack = stacks[i];
    if (s.stack == 0) continue;  // sits the hand out
    s.dealt_in = true;
    const std::int64_t ante = std::min(rules_.betting.ante, s.stack);
    s.stack -= ante;
    s.put_in = ante;
  }
  std::copy(deck.begin(), deck.end(), stock_.begin());
  stock_size_ = static_cast<std::uint8_t>(deck.size());
  complete_deck_ = deck.size() == Card::kCount;
  deal(deck);
}

Hand Hand::shuffled(const Rules& rules, std::span<const std::int64_t> stacks, int dealer,
                    Rng& rng) {
  auto deck = ordered_deck();
  rng.shuffle(std::span<Card>(deck));
  return Hand(rules, stacks, dealer, deck, rng.next());
}

void Hand::receive(int seat, Card card, bool up) {
  SeatState& s = seat_[seat];
  s.cards[s.count] = card;
  if (up) s.turn_up(s.count);
  ++s.count;
  s.tally.add(card);
}

bool Hand::draw(Card& card) {
  if (stock_top_ == stock_size_) return false;
  card = stock_[stock_top_++];
  return true;
}

// §4.6: the moment a full deck runs out, the folded hands are shuffled into a new stock.
void Hand::restock() {
  std::copy_n(discards_.begin(), discard_count_, stock_.begin());
  rng_.shuffle(std::span<Card>(stock_.data(), discard_count_));
  stock_top_ = 0;
  stock_size_ = discard_count_;
  discard_count_ = 0;
  for (int i = 0; i < seats_; ++i) seat_[i].discarded = false;
}

void Hand::discard_hand(int seat) {
  for (Card c : seat_[seat].hand()) discards_[discard_count_++] = c;
  seat_[seat].discarded = true;
}

void Hand::deal(std::span<const Card>) {
  static constexpr std::array<bool, 2> kUpDown{true, false};
  static constexpr std::array<bool, 3> kDownDownUp{false, false, true};
  static constexpr std::array<bool, 3> kThreeDown{false, false, false};
  std::span<const bool> faces;
  switch (rules_.deal) {
    case DealPattern::kUpDown: faces = kUpDown; break;
    case DealPattern::kDownDownUp: faces = kDownDownUp; break;
    case DealPattern::kThreeDownExpose: faces = kThreeDown; break;
  }
  for (bool up : faces) {
    for (int step = 1; step <= seats_; ++step) {
      const int i = around(dealer_, step);
      if (!seat_[i].dealt_in) continue;
      Card card;
      if (!draw(card)) throw InputError("deck exhausted: the deck runs out during the deal");
      receive(i, card, up);
    }
  }
  if (rules_.deal == DealPattern::kThreeDownExpose) {
    phase_ = Phase::kExpose;
    order_start_ = static_cast<std::int8_t>(next_seat(dealer_));
    step_ = 0;
    while (!seat_[around(order_start_, step_)].dealt_in) ++step_;
    to_act_ = static_cast<std::int8_t>(around(order_start_, step_));
  } else {
    after_deal();
  }
}

void Hand::after_deal() {
  if (rules_.initial_offer) {
    start_offer(true);
  } else {
    start_betting();
  }
}

int Hand::live_count() const {
  int n = 0;
  for (int i = 0; i < seats_; ++i) n += seat_[i].live();
  return n;
}

int Hand::live_with_chips() const {
  int n = 0;
  for (int i = 0; i < seats_; ++i) n += seat_[i].live() && seat_[i].stack > 0;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Betting rounds (§5) and openers (§4.5)

void Hand::start_betting() {
  ++betting_round_;
  for (int i = 0; i < seats_; ++i) {
    seat_[i].round_bet = 0;
    seat_[i].acted = false;
  }
  current_bet_ = 0;
  last_full_raise_ = rules_.betting.min;
  raises_ = 0;
  bet_made_ = false;
  aggressor_ = -1;
  if (live_with_chips() <= 1) {  // nobody could be called: the round is skipped
    last_round_aggressor_ = -1;
    end_betting();
    return;
  }
  phase_ = Phase::kBetting;
  to_act_ = static_cast<std::int8_t>(opener());
}

void Hand::end_betting() {
  if (phase_ == Phase::kBetting) last_round_aggressor_ = aggressor_;
  if (live_count() <= 1) return finish_fold_out();
  if (final_round_) return go_to_showdown();
  start_offer(false);
}

int Hand::opener() const {
  const Opener rule = betting_round_ == 1 ? rules_.first_opener : rules_.later_opener;
  std::array<int, kMaxSeats> candidates{};
  int count = 0;
  for (int step = 1; step <= seats_; ++step) {
    const int i = around(dealer_, step);
    if (seat_[i].live() && seat_[i].stack > 0) candidates[count++] = i;
  }
  if (rule == Opener::kLeftOfDealer) return candidates[0];
  if (rule == Opener::kRotate) return candidates[(betting_round_ - 1) % count];
  // Highest exposed (see SeatState::up_ranks); the first clockwise from the dealer's left wins
  // a full tie.
  int best = candidates[0];
  for (int c = 1; c < count; ++c) {
    if (seat_[candidates[c]].up_ranks > seat_[best].up_ranks) best = candidates[c];
  }
  return best;
}

std::int64_t Hand::min_increment() const {
  const Betting& b = rules_.betting;
  if (b.structure == Structure::kPotLimit || b.structure == Structure::kNoLimit) {
    return std::max(b.min, last_full_raise_);
  }
  return b.min;
}

std::int64_t Hand::max_increment(std::int64_t call) const {
  const Betting& b = rules_.betting;
  switch (b.structure) {
    case Structure::kSpreadLimit: return b.max;
    case Structure::kFixedLimit: return b.min;
    case Structure::kPotLimit: return pot_total() + call;
    case Structure::kNoLimit: return kUnlimited;
  }
  return b.max;
}

int Hand::next_to_bet(int after) const {
  for (int step = 1; step <= seats_; ++step) {
    const int i = around(after, step);
    const SeatState& s = seat_[i];
    if (s.live() && s.stack > 0 && (!s.acted || s.round_bet < current_bet_)) return i;
  }
  return -1;
}

void Hand::put_chips(int seat, std::int64_t chips) {
  SeatState& s = seat_[seat];
  s.stack -= chips;
  s.put_in += chips;
  s.round_bet += chips;
}

// A bet or raise that raised the current bet by `increment`: full ones reopen the betting.
void Hand::raise_to_current(int seat, std::int64_t increment) {
  current_bet_ = seat_[seat].round_bet;
  aggressor_ = static_cast<std::int8_t>(seat);
  const bool full = increment >= min_increment();
  if (full) {
    if (bet_made_) ++raises_;
    last_full_raise_ = increment;
    for (int i = 0; i < seats_; ++i) seat_[i].acted = false;
  }
  bet_made_ = true;
  seat_[seat].acted = true;
}

void Hand::apply_bet(const Action& a) {
  const int s = to_act_;
  SeatState& me = seat_[s];
  const std::int64_t call = current_bet_ - me.round_bet;
  switch (a.kind) {
    case ActionKind::kCheck: me.acted = true; break;
    case ActionKind::kCall:
      put_chips(s, call);
      me.acted = true;
      break;
    case ActionKind::kFold:
      me.folded = true;
      me.acted = true;
      discard_hand(s);
      if (live_count() == 1) return finish_fold_out();
      break;
    case ActionKind::kBet:
    case ActionKind::kRaise:
      put_chips(s, call + a.amount);
      raise_to_current(s, a.amount);
      break;
    case ActionKind::kAllIn: {
      const std::int64_t all = me.stack;
      put_chips(s, all);
      if (all > call) {
        raise_to_current(s, all - call);
      } else {
        me.acted = true;
      }
      break;
    }
    default: break;
  }
  const int next = next_to_bet(s);
  if (next < 0) return end_betting();
  to_act_ = static_cast<std::int8_t>(next);
}

// ---------------------------------------------------------------------------------------------
// Offer rounds (§4.3-4.4, §4.6) and over-is-bust

void Hand::start_offer(bool initial) {
  phase_ = Phase::kOffer;
  initial_offer_ = initial;
  any_taken_ = false;
  order_start_ = static_cast<std::int8_t>(next_seat(dealer_));
  step_ = -1;
  advance_offer();
}

void Hand::advance_offer() {
  for (++step_; step_ < seats_; ++step_) {
    const int i = around(order_start_, step_);
    if (!seat_[i].live() || seat_[i].frozen) continue;
    to_act_ = static_cast<std::int8_t>(i);
    return;
  }
  end_offer();
}

void Hand::end_offer() {
  if (initial_offer_ || any_taken_) return start_betting();
  if (rules_.after_no_draw == AfterNoDraw::kFinalBettingRound) {
    final_round_ = true;
    return start_betting();
  }
  go_to_showdown();
}

bool Hand::take_would_exhaust() const {
  // A full deck never lies empty at an offer (it is remade or the round ends when it runs
  // out), so only a short record deck gets here.
  return phase_ == Phase::kOffer && stock_top_ == stock_size_;
}

void Hand::apply_offer(const Action& a) {
  const int s = to_act_;
  SeatState& me = seat_[s];
  if (a.kind == ActionKind::kTake) {
    Card card;
    draw(card);
    receive(s, card, rules_.extra_card_face == CardFace::kUp);
    me.refusals = 0;
    any_taken_ = true;
    if (rules_.nearness == Nearness::kOverIsBust && smallest_total(me.tally) > rules_.targets[1]) {
      me.folded = true;
      me.bust = true;
      discard_hand(s);
      if (live_count() == 1) return finish_fold_out();
    }
    if (complete_deck_ && stock_top_ == stock_size_) {
      if (discard_count_ > 0) {
        restock();
      } else {
        // No card can ever be dealt again: the round ends here, as one in which nobody took.
        any_taken_ = false;
        return end_offer();
      }
    }
  } else {
    ++me.refusals;
    if (rules_.freeze_after_refusals > 0 && me.refusals >= rules_.freeze_after_refusals) {
      me.frozen = true;
    }
  }
  advance_offer();
}

// ---------------------------------------------------------------------------------------------
// Declarations and the showdown (§6)

void Hand::go_to_showdown() {
  showdown_reached_ = true;
  std::array<ShowdownSeat, kMaxSeats> seats{};
  for (int i = 0; i < seats_; ++i) {
    seats[i] = ShowdownSeat{seat_[i].tally, seat_[i].put_in, seat_[i].live(), Declaration::kNone};
  }
  if (!needs_declarations(rules_, std::span(seats.data(), seats_))) return settle();
  phase_ = Phase::kDeclare;
  // Sequential declarations start at the last bettor of the last betting round (the next live
  // player if that one is out); otherwise, and for simultaneous ones, at the dealer's left.
  int start = next_seat(dealer_);
  if (rules_.showdown == ShowdownRule::kDeclareSequential && last_round_aggressor_ >= 0) {
    start = last_round_aggressor_;
  }
  order_start_ = static_cast<std::int8_t>(start);
  step_ = -1;
  advance_declare();
}

void Hand::advance_declare() {
  for (++step_; step_ < seats_; ++step_) {
    const int i = around(order_start_, step_);
    if (seat_[i].live() && seat_[i].declaration == Declaration::kNone) {
      to_act_ = static_cast<std::int8_t>(i);
      return;
    }
  }
  settle();
}

ShowdownResult Hand::compute_showdown() const {
  std::array<ShowdownSeat, kMaxSeats> seats{};
  for (int i = 0; i < seats_; ++i) {
    const SeatState& s = seat_[i];
    seats[i] = ShowdownSeat{s.tally, s.put_in, s.live(), s.declaration};
  }
  return settle_showdown(rules_, dealer_, std::span(seats.data(), seats_));
}

void Hand::settle() {
  const ShowdownResult result = compute_showdown();
  for (int i = 0; i < seats_; ++i) {
    payouts_[i] = result.payouts[i];
    seat_[i].stack += payouts_[i];
  }
  phase_ = Phase::kFinished;
  to_act_ = -1;
}

void Hand::finish_fold_out() {
  const std::int64_t total = pot_total();
  for (int i = 0; i < seats_; ++i) {
    if (!seat_[i].live()) continue;
    payouts_[i] = total;
    seat_[i].stack += total;
  }
  phase_ = Phase::kFinished;
  to_act_ = -1;
}

std::optional<ShowdownResult> Hand::showdown() const {
  if (!finished() || !showdown_reached_) return std::nullopt;
  return compute_showdown();
}

Pots Hand::pots() const {
  std::array<std::int64_t, kMaxSeats> put_in{};
  SeatMask live = 0;
  for (int i = 0; i < seats_; ++i) {
    put_in[i] = seat_[i].put_in;
    if (seat_[i].live()) live |= SeatMask(1u << i);
  }
  return build_pots(std::span(put_in.data(), seats_), live);
}

std::int64_t Hand::pot_total() const {
  std::int64_t total = 0;
  for (int i = 0; i < seats_; ++i) total += seat_[i].put_in;
  return total;
}

// ---------------------------------------------------------------------------------------------
// Legality (§8)

LegalActions Hand::legal() const {
  LegalActions legal;
  legal.phase = phase_;
  if (phase_ == Phase::kFinished) return legal;
  legal.seat = to_act_;
  const SeatState& me = seat_[to_act_];
  switch (phase_) {
    case Phase::kExpose:
      for (int slot = 0; slot < me.count; ++slot) {
        if (!me.is_up(slot)) legal.exposable |= me.cards[slot].bit();
      }
      break;
    case Phase::kOffer: legal.take = legal.stand = true; break;
    case Phase::kDeclare: legal.declare = true; break;
    case Phase::kBetting: {
      const std::int64_t call = current_bet_ - me.round_bet;
      const std::int64_t stack = me.stack;
      legal.call_amount = call;
      legal.check = call == 0;
      legal.call = call > 0 && call < stack;
      legal.fold = call > 0;
      const int with_chips = live_with_chips();  // me included: I am to act, so I have chips
      const bool others_with_chips = with_chips > 1;
      const bool cap_applies = rules_.betting.raise_cap > 0 && with_chips > 2;
      const bool capped = cap_applies && bet_made_ && raises_ >= rules_.betting.raise_cap;
      const bool may_raise = !me.acted && others_with_chips && !capped;
      const std::int64_t most = max_increment(call);
      if (may_raise) {
        legal.lo = min_increment();
        legal.hi = std::min(most, stack - call - 1);
        if (legal.lo <= legal.hi) (bet_made_ ? legal.raise : legal.bet) = true;
      }
      legal.all_in = stack > 0 && (stack <= call || (may_raise && stack - call <= most));
      break;
    }
    case Phase::kFinished: break;
  }
  return legal;
}

std::string Hand::why_illegal(int seat, const Action& a) const {
  if (phase_ == Phase::kFinished) return "the hand is over";
  if (seat != to_act_) {
    return "out of turn: seat " + std::to_string(to_act_) + " is to act, not seat " +
           std::to_string(seat);
  }
  const LegalActions legal = this->legal();
  if (legal.allows(a)) {
    if (a.kind == ActionKind::kTake && take_would_exhaust()) {
      return "deck exhausted: the record's deck has no card left to deal";
    }
    return "";
  }
  const std::string word = to_string(a);
  switch (phase_) {
    case Phase::kExpose:
      if (a.kind != ActionKind::kExpose) return "'" + word + "': each player must first expose a card";
      return "'" + word + "': the card must be one of your face-down cards";
    case Phase::kOffer:
      return "'" + word + "': in an offer round the player says take or stand";
    case Phase::kDeclare:
      return "'" + word + "': the players still in must declare low, high or both";
    default: break;
  }
  const SeatState& me = seat_[seat];
  switch (a.kind) {
    case ActionKind::kCheck: return "check: there is a bet of " + std::to_string(legal.call_amount) + " to call";
    case ActionKind::kCall:
      if (legal.call_amount == 0) return "call: there is no bet to call (check instead)";
      return "call: calling " + std::to_string(legal.call_amount) + " needs every chip (" +
             std::to_string(me.stack) + "); say all-in";
    case ActionKind::kFold: return "fold: there is no bet to fold to (check instead)";
    case ActionKind::kBet:
    case ActionKind::kRaise: {
      const bool wants_bet = a.kind == ActionKind::kBet;
      if (wants_bet && bet_made_) return "bet: there is already a bet this round (raise instead)";
      if (!wants_bet && !bet_made_) return "raise: nobody has bet this round (bet instead)";
      if (!legal.bet && !legal.raise) {
        if (me.acted) return word + ": a short all-in does not reopen the betting to you";
        if (rules_.betting.raise_cap > 0 && raises_ >= rules_.betting.raise_cap) {
          return word + ": the cap of " + std::to_string(rules_.betting.raise_cap) +
                 " raises is reached";
        }
        return word + ": no full bet or raise fits (nobody else could call it, or your stack is too small; all-in may be legal)";
      }
      return word + ": the " + std::string(name(rules_.betting.structure)) +
             " increment must be " + std::to_string(legal.lo) +
             (legal.hi != legal.lo ? ".." + std::to_string(legal.hi) : "") +
             " (an amount needing every chip is all-in)";
    }
    case ActionKind::kAllIn:
      return "all-in: going all-in for " + std::to_string(me.stack) +
             " breaks the structure's maximum, the raise cap or the no-reopening rule";
    default: return "'" + word + "' is not a betting action";
  }
}

bool Hand::apply(const Action& a) {
  if (phase_ == Phase::kFinished || !legal().allows(a)) return false;
  if (a.kind == ActionKind::kTake && take_would_exhaust()) return false;
  apply_legal(a);
  return true;
}

void Hand::apply_legal(const Action& a) {
  switch (phase_) {
    case Phase::kExpose: {
      SeatState& me = seat_[to_act_];
      for (int slot = 0; slot < me.count; ++slot) {
        if (me.cards[slot] == a.card) me.turn_up(slot);
      }
      for (++step_; step_ < seats_; ++step_) {
        const int i = around(order_start_, step_);
        if (seat_[i].dealt_in) {
          to_act_ = static_cast<std::int8_t>(i);
          return;
        }
      }
      after_deal();
      return;
    }
    case Phase::kOffer: return apply_offer(a);
    case Phase::kBetting: return apply_bet(a);
    case Phase::kDeclare:
      seat_[to_act_].declaration = a.declaration;
      return advance_declare();
    case Phase::kFinished: return;
  }
}

}  // namespace cardroom::vying
