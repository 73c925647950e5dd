#include "vying/hand.h"

#include <algorithm>
#include <initializer_list>

#include "core/input_error.h"

namespace cardroom::vying {

// The steps of one action (receive a card, put chips in, the next seat to act, ...) are
// `inline`: each is used here only, and random play runs them at every action, where a call
// costs about as much as the step itself.

// ---------------------------------------------------------------------------------------------
// Antes and the deal (§4.1-4.2)

namespace {

void check_seats(int n, int dealer) {
  if (n < 2 || n > kMaxSeats) {
    throw InputError("stacks: a table has 2 to " + std::to_string(kMaxSeats) + " seats, not " +
                     std::to_string(n));
  }
  if (dealer < 0 || dealer >= n) {
    throw InputError("dealer: seat " + std::to_string(dealer) + " is not at the table (0.." +
                     std::to_string(n - 1) + ")");
  }
}

}  // namespace

Hand::Hand(const Rules& rules, std::span<const std::int64_t> stacks, int dealer,
           std::span<const Card> deck, std::uint64_t seed)
    : rules_(rules), rng_(Rng::stream(seed, 1)) {
  check_seats(static_cast<int>(stacks.size()), dealer);
  if (deck.size() > Card::kCount) throw InputError("deck: more than 52 cards");
  std::uint64_t seen = 0;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    if (seen & deck[i].bit()) {
      throw InputError("deck: " + to_string(deck[i]) + " is listed twice (deck[" +
                       std::to_string(i) + "])");
    }
    seen |= deck[i].bit();
  }
  std::copy(deck.begin(), deck.end(), stock_.begin());
  stock_size_ = static_cast<std::uint8_t>(deck.size());
  complete_deck_ = deck.size() == Card::kCount;
  start(stacks, dealer);
}

// The same hand as Hand(rules, stacks, dealer, deck, rng.next()) with `deck` the ordered deck
// shuffled by `rng`, shuffled where it is dealt from (the deck of a shuffle needs no checking).
Hand Hand::shuffled(const Rules& rules, std::span<const std::int64_t> stacks, int dealer,
                    Rng& rng) {
  Hand hand;
  hand.rules_ = rules;
  static constexpr std::array<Card, Card::kCount> kOrdered = ordered_deck();
  hand.stock_ = kOrdered;
  rng.shuffle(std::span<Card>(hand.stock_));
  hand.rng_ = Rng::stream(rng.next(), 1);
  hand.stock_size_ = Card::kCount;
  hand.complete_deck_ = true;
  check_seats(static_cast<int>(stacks.size()), dealer);
  hand.start(stacks, dealer);
  return hand;
}

void Hand::start(std::span<const std::int64_t> stacks, int dealer) {
  const int n = static_cast<int>(stacks.size());
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
    pot_ += ante;
    live_ |= SeatMask(1u << i);
    if (s.stack > 0) chips_ |= SeatMask(1u << i);
  }
  deal();
}

// Without a branch on `receives` (see apply_offer): a seat's slots past its last card stay
// empty, so the card written there is the empty one unless it is received.
inline void Hand::receive(int seat, Card card, bool up, bool receives) {
  SeatState& s = seat_[seat];
  s.cards[s.count] = Card::from_index(selected(receives, card.index(), 0));
  s.show(s.count, card, up & receives);
  s.count = static_cast<std::uint8_t>(s.count + receives);
  s.tally.add(card, receives);
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

// The seat's cards go to the discards when `discards`; otherwise nothing changes. Random play
// folds at random, so the cards are written past the discards' end either way, the first
// kDiscardReach at once rather than a loop to a random length, and counted in only when the
// hand is discarded (the room is there: see discards_).
inline void Hand::discard_hand(int seat, bool discards) {
  SeatState& s = seat_[seat];
  std::copy_n(s.cards.begin(), kDiscardReach, discards_.begin() + discard_count_);
  for (int k = kDiscardReach; k < s.count; ++k) discards_[discard_count_ + k] = s.cards[k];
  discard_count_ = static_cast<std::uint8_t>(discard_count_ + selected(discards, s.count, std::uint8_t{0}));
  s.discarded = s.discarded | discards;
}

void Hand::deal() {
  static constexpr std::array<bool, 2> kUpDown{true, false};
  static constexpr std::array<bool, 3> kDownDownUp{false, false, true};
  static constexpr std::array<bool, 3> kThreeDown{false, false, false};
  std::span<const bool> faces;
  switch (rules_.deal) {
    case DealPattern::kUpDown: faces = kUpDown; break;
    case DealPattern::kDownDownUp: faces = kDownDownUp; break;
    case DealPattern::kThreeDownExpose: faces = kThreeDown; break;
  }
  // One card at a time to each seat dealt in (all live yet), clockwise from the dealer's left.
  const int left = next_seat(dealer_);
  const unsigned order = turned(live_, left);
  if (static_cast<int>(faces.size()) * count_bits(live_) > stock_size_ - stock_top_) {
    throw InputError("deck exhausted: the deck runs out during the deal");
  }
  // The top of the stock counted in a local and stored once: a card is a byte, and each one
  // written to a hand could be any byte of the Hand to the compiler, the stock's top included,
  // which it then read back from memory for the next card.
  int top = stock_top_;
  for (bool up : faces) {
    for (unsigned m = order; m; m &= m - 1) receive(around(left, std::countr_zero(m)), stock_[top++], up);
  }
  stock_top_ = static_cast<std::uint8_t>(top);
  if (rules_.deal == DealPattern::kThreeDownExpose) {
    phase_ = Phase::kExpose;
    order_start_ = static_cast<std::int8_t>(next_seat(dealer_));
    to_act_ = static_cast<std::int8_t>(next_in_order(live_, -1));
  } else {
    after_deal();
  }
}

inline int Hand::next_in_order(SeatMask mask, int step) {
  const unsigned later = turned(mask, order_start_) >> (step + 1) << (step + 1);
  // Selected, not branched on: the end of an offer round comes as randomly as the folds.
  step_ = selected(later != 0, static_cast<std::int8_t>(std::countr_zero(later | 1u << 31)), seats_);
  return selected(later != 0, around(order_start_, step_), -1);
}

void Hand::after_deal() {
  if (rules_.initial_offer) {
    start_offer(true);
  } else {
    start_betting();
  }
}

// ---------------------------------------------------------------------------------------------
// Betting rounds (§5) and openers (§4.5)

void Hand::start_betting() {
  ++betting_round_;
  for (int i = 0; i < seats_; ++i) seat_[i].round_bet = 0;
  acted_ = 0;
  owe_ = 0;
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
  // The candidates, the live seats with chips, in turn order from the dealer's left: bit k is
  // the seat k places from there.
  const int left = next_seat(dealer_);
  unsigned candidates = turned(live_ & chips_, left);
  if (rule == Opener::kRotate) {
    for (int skip = (betting_round_ - 1) % count_bits(candidates); skip > 0; --skip) {
      candidates &= candidates - 1;
    }
  }
  int best = around(left, std::countr_zero(candidates));
  if (rule != Opener::kHighestExposed) return best;
  // Highest exposed (see SeatState::up_ranks); the first clockwise from the dealer's left wins
  // a full tie.
  std::uint64_t highest = seat_[best].up_ranks;
  for (candidates &= candidates - 1; candidates; candidates &= candidates - 1) {
    const int i = around(left, std::countr_zero(candidates));
    const bool higher = seat_[i].up_ranks > highest;  // random cards: select, do not branch
    best = higher ? i : best;
    highest = higher ? seat_[i].up_ranks : highest;
  }
  return best;
}

// The next seat still to act in this betting round: live, with chips, and either not yet acted
// since the last full bet or raise or short of the current bet.
inline int Hand::next_to_bet(const Masks& m, int after) {
  return first_after(SeatMask(m.live & m.chips & (~m.acted | m.owe)), after);
}

inline void Hand::put_chips(int seat, std::int64_t chips, Masks& m) {
  SeatState& s = seat_[seat];
  const std::int64_t stack = s.stack - chips, round_bet = s.round_bet + chips;
  s.stack = stack;
  s.put_in += chips;
  s.round_bet = round_bet;
  pot_ += chips;
  // Masks cleared by arithmetic: whether this word emptied the stack or met the bet is random.
  const unsigned bit = 1u << seat;
  m.chips &= ~(unsigned(stack == 0) * bit);
  m.owe &= ~(unsigned(round_bet >= current_bet_) * bit);
}

// What a word raised the current bet by, `increment` (nothing for a check, a call, a fold or a
// short all-in's call): a bet or raise sets the bet, and full ones reopen the betting. Every
// word comes here and the changes are selected by `raised`: which word random play picked is
// random, and a branch on it mispredicted.
inline void Hand::raise_to_current(int seat, std::int64_t increment, Masks& m) {
  const bool raised = increment > 0;
  const unsigned my_bit = 1u << seat;
  current_bet_ = selected(raised, seat_[seat].round_bet, current_bet_);
  // Everyone else is now short of the bet.
  m.owe = selected(raised, m.live & ~my_bit, m.owe);
  aggressor_ = selected(raised, static_cast<std::int8_t>(seat), aggressor_);
  const bool full = raised & (increment >= min_increment());
  raises_ = static_cast<std::uint8_t>(raises_ + (full & bet_made_));
  last_full_raise_ = selected(full, increment, last_full_raise_);
  m.acted = selected(full, my_bit, m.acted | my_bit);
  bet_made_ = bet_made_ | raised;
}

// Folds the seat when `folds`; otherwise nothing changes. Without a branch on `folds`: which
// word random play picks is random.
inline void Hand::fold(int seat, bool folds, Masks& m) {
  seat_[seat].folded = seat_[seat].folded | folds;
  m.live &= ~(unsigned(folds) << seat);
  m.owe &= m.live;
  discard_hand(seat, folds);
}

// The chips a betting word puts in: for every word, the amount to call, the increment and the
// stack each masked by whether the word pays it, so that no branch depends on the word (see
// raise_to_current). Which words pay what is a bit per kind in a constant, not a table: the
// next decision waits on these chips, and a read from memory is a step of that wait.
inline std::int64_t Hand::chips_for(const Action& a) const {
  constexpr auto kinds = [](std::initializer_list<ActionKind> list) {
    unsigned bits = 0;
    for (ActionKind k : list) bits |= 1u << unsigned(k);
    return bits;
  };
  constexpr unsigned kPaysCall = kinds({ActionKind::kCall, ActionKind::kBet, ActionKind::kRaise});
  constexpr unsigned kPaysIncrement = kinds({ActionKind::kBet, ActionKind::kRaise});
  constexpr unsigned kPaysStack = kinds({ActionKind::kAllIn});
  const unsigned kind = unsigned(a.kind);
  // All ones when the word pays the part, else zero.
  const auto pays = [kind](unsigned words) { return -std::int64_t((words >> kind) & 1); };
  const SeatState& me = seat_[to_act_];
  return (pays(kPaysCall) & (current_bet_ - me.round_bet)) + (pays(kPaysIncrement) & a.amount) +
         (pays(kPaysStack) & me.stack);
}

inline void Hand::apply_bet(const Action& a) {
  const int s = to_act_;
  const std::int64_t call = current_bet_ - seat_[s].round_bet;
  Masks m = masks();
  // Who bets next, worked out for both outcomes from the masks before the word changes them:
  // random play's next decision waits on this seat, and a select at the end costs less than
  // working it out after the chips. Whatever the word, this seat is not to act again unless
  // someone raises (it checked, met the bet, folded, raised or has no chips left); after a raise
  // everyone else in with chips must answer it, otherwise those who had still to act.
  const unsigned others = m.live & m.chips & ~(1u << s);
  const int next_after_raise = first_after(SeatMask(others), s);
  const int next_otherwise = next_to_bet({m.live, others, m.acted, m.owe}, s);
  const std::int64_t chips = chips_for(a);
  put_chips(s, chips, m);
  raise_to_current(s, chips - call, m);  // acted, whatever the word
  const bool folds = a.kind == ActionKind::kFold;
  fold(s, folds, m);
  store(m);
  if (folds & one_left()) return finish_fold_out();
  const int next = selected(chips > call, next_after_raise, next_otherwise);
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

inline void Hand::advance_offer() {
  const int next = next_in_order(live_ & ~frozen_, step_);
  if (next < 0) return end_offer();
  to_act_ = static_cast<std::int8_t>(next);
}

void Hand::end_offer() {
  if (initial_offer_ || any_taken_) return start_betting();
  if (rules_.after_no_draw == AfterNoDraw::kFinalBettingRound) {
    final_round_ = true;
    return start_betting();
  }
  go_to_showdown();
}

bool Hand::stack_next(Card card) {
  for (int i = stock_top_; i < stock_size_; ++i) {
    if (stock_[i] == card) {
      std::swap(stock_[i], stock_[stock_top_]);
      return true;
    }
  }
  return false;
}

bool Hand::take_would_exhaust() const {
  // A full deck never lies empty at an offer (it is remade or the round ends when it runs
  // out), so only a short record deck gets here.
  return phase_ == Phase::kOffer && stock_top_ == stock_size_;
}

// Take and stand are worked out together and the changes selected by `takes`: random play takes
// or stands at random, and a branch on the word mispredicted every other time. Only what follows
// rarely (a bust, the stock running out, a seat freezing) is branched on.
inline void Hand::apply_offer(const Action& a) {
  const int s = to_act_;
  SeatState& me = seat_[s];
  const bool takes = a.kind == ActionKind::kTake;
  // The top card, read even for a stand (a full deck never lies empty here; the bound keeps an
  // empty one in the array).
  const Card top = stock_[std::min<int>(stock_top_, Card::kCount - 1)];
  receive(s, top, rules_.extra_card_face == CardFace::kUp, takes);
  stock_top_ = static_cast<std::uint8_t>(stock_top_ + takes);
  me.refusals = static_cast<std::uint8_t>(selected(takes, 0, me.refusals + 1));
  any_taken_ = any_taken_ | takes;
  // Branched on (a take left the refusals at 0): the seat that follows waits on whether this one
  // froze, and a branch that goes the one way almost always lets it be found without waiting.
  const int freeze = rules_.freeze_after_refusals;
  if ((freeze > 0) & (me.refusals >= freeze)) {
    me.frozen = true;
    frozen_ = SeatMask(frozen_ | 1u << s);
  }
  // The conditions are combined with `takes` before the branch, which then goes the one way
  // almost always.
  const bool busts = takes & (rules_.nearness == Nearness::kOverIsBust) &
                     (smallest_total(me.tally) > rules_.targets[1]);
  if (busts) {
    me.bust = true;
    Masks m = masks();
    fold(s, true, m);
    store(m);
    if (one_left()) return finish_fold_out();
  }
  if (takes & complete_deck_ & (stock_top_ == stock_size_)) {
    if (discard_count_ > 0) {
      restock();
    } else {
      // No card can ever be dealt again: the round ends here, as one in which nobody took.
      any_taken_ = false;
      return end_offer();
    }
  }
  advance_offer();
}

// ---------------------------------------------------------------------------------------------
// Declarations and the showdown (§6)

// The seats as the showdown sees them. Each field is stored in place: a seat built aside and
// copied in whole was read back before its parts had been stored, a stall at every showdown.
std::array<ShowdownSeat, kMaxSeats> Hand::showdown_seats() const {
  std::array<ShowdownSeat, kMaxSeats> seats{};
  for (int i = 0; i < seats_; ++i) {
    const SeatState& s = seat_[i];
    ShowdownSeat& to = seats[i];
    to.tally = s.tally;
    to.put_in = s.put_in;
    to.live = s.live();
    to.declaration = s.declaration;
  }
  return seats;
}

void Hand::go_to_showdown() {
  showdown_reached_ = true;
  // Nobody has declared yet: these are the seats settled when no declarations are needed.
  const std::array<ShowdownSeat, kMaxSeats> seats = showdown_seats();
  const std::span<const ShowdownSeat> at_table(seats.data(), seats_);
  const Pots pots = pots_of(at_table);
  if (!needs_declarations(rules_, at_table, pots)) return settle(at_table, pots);
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
  const std::array<ShowdownSeat, kMaxSeats> seats = showdown_seats();
  const std::span<const ShowdownSeat> at_table(seats.data(), seats_);
  settle(at_table, pots_of(at_table));
}

ShowdownResult Hand::compute_showdown() const {
  const std::array<ShowdownSeat, kMaxSeats> seats = showdown_seats();
  return settle_showdown(rules_, dealer_, std::span(seats.data(), seats_));
}

void Hand::settle(std::span<const ShowdownSeat> seats, const Pots& pots) {
  const ShowdownResult result = settle_showdown(rules_, dealer_, seats, pots);
  for (int i = 0; i < seats_; ++i) payouts_[i] = result.payouts[i];
  finish();
}

void Hand::finish_fold_out() {
  for (unsigned live = live_; live; live &= live - 1) payouts_[std::countr_zero(live)] = pot_total();
  finish();
}

void Hand::finish() {
  for (int i = 0; i < seats_; ++i) {
    seat_[i].stack += payouts_[i];
    if (seat_[i].stack > 0) chips_ |= SeatMask(1u << i);
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
  for (int i = 0; i < seats_; ++i) put_in[i] = seat_[i].put_in;
  return build_pots(std::span(put_in.data(), seats_), live_);
}

// ---------------------------------------------------------------------------------------------
// Legality (§8)

Refusal Hand::check(int seat, const Action& a) const {
  using enum Refusal::Rule;
  Refusal r;
  r.action = a;
  r.seat = seat;
  const auto refused = [&r](Refusal::Rule rule) {
    r.rule = rule;
    return r;
  };
  if (phase_ == Phase::kFinished) return refused(kHandOver);
  if (seat != to_act_) {
    r.to_act = to_act_;
    return refused(kOutOfTurn);
  }
  const LegalActions legal = this->legal();
  if (legal.allows(a)) {
    if (a.kind == ActionKind::kTake && take_would_exhaust()) return refused(kDeckExhausted);
    return Refusal{};
  }
  switch (phase_) {
    case Phase::kExpose: return refused(a.kind != ActionKind::kExpose ? kMustExpose : kNotFaceDown);
    case Phase::kOffer: return refused(kTakeOrStand);
    case Phase::kDeclare: return refused(kMustDeclare);
    default: break;
  }
  r.call = legal.call_amount;
  r.stack = seat_[seat].stack;
  switch (a.kind) {
    case ActionKind::kCheck: return refused(kCheckFacingBet);
    case ActionKind::kCall:
      return refused(legal.call_amount == 0 ? kNoBetToCall : kCallNeedsEveryChip);
    case ActionKind::kFold: return refused(kNoBetToFold);
    case ActionKind::kBet:
    case ActionKind::kRaise: {
      const bool wants_bet = a.kind == ActionKind::kBet;
      if (wants_bet && bet_made_) return refused(kAlreadyBet);
      if (!wants_bet && !bet_made_) return refused(kNobodyBet);
      if (!legal.bet && !legal.raise) {
        if (has_seat(acted_, seat)) return refused(kNotReopened);
        if (rules_.betting.raise_cap > 0 && raises_ >= rules_.betting.raise_cap) {
          r.cap = rules_.betting.raise_cap;
          return refused(kRaiseCapReached);
        }
        return refused(kNoFullBetFits);
      }
      r.structure = rules_.betting.structure;
      r.lo = legal.lo;
      r.hi = legal.hi;
      return refused(kIncrementOutOfRange);
    }
    case ActionKind::kAllIn: return refused(kAllInOverLimit);
    default: return refused(kNotABettingAction);
  }
}

bool Hand::apply(const Action& a) {
  if (phase_ == Phase::kFinished || !legal().allows(a)) return false;
  if (a.kind == ActionKind::kTake && take_would_exhaust()) return false;
  apply_unchecked(a);
  return true;
}

void Hand::apply_unchecked(const Action& a) {
  const bool declaration_seen = rules_.showdown != ShowdownRule::kDeclareSimultaneous;
  const std::uint64_t word = static_cast<std::uint64_t>(a.kind) |
                             static_cast<std::uint64_t>(a.amount) << 8 |
                             static_cast<std::uint64_t>(declaration_seen ? a.declaration : Declaration::kNone) << 56;
  public_history_ = (std::rotl(public_history_, 23) ^ word) * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL;
  switch (phase_) {
    case Phase::kExpose: {
      // The slot of the card found by looking at every slot, not by a branch on random cards.
      SeatState& me = seat_[to_act_];
      int exposed = 0;
      for (int slot = 0; slot < me.count; ++slot) exposed = me.cards[slot] == a.card ? slot : exposed;
      me.turn_up(exposed);
      // Nobody has folded yet: the live seats are those dealt in.
      const int next = next_in_order(live_, step_);
      if (next < 0) return after_deal();
      to_act_ = static_cast<std::int8_t>(next);
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
