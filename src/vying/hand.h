#pragma once
// One hand of a vying game (rulebook §4-§6) as a value: antes, the deal, exposure, offer rounds
// with freezing, betting rounds, declarations and the showdown. No heap and no pointers, so a
// bot can copy it freely; randomness enters only through the stock (and the seeded reshuffle of
// folded cards when a full deck runs out).
#include <array>
#include <bit>
#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>

#include "core/bits.h"
#include "core/card.h"
#include "core/rng.h"
#include "vying/action.h"
#include "vying/legal.h"
#include "vying/pots.h"
#include "vying/rules.h"
#include "vying/showdown.h"
#include "vying/totals.h"

namespace cardroom::vying {

inline constexpr int kMaxHandCards = Card::kCount;
// Hand::first_after keeps two laps of the seats in one 32-bit word.
static_assert(kMaxSeats < 16);

struct SeatState {
  std::array<Card, kMaxHandCards> cards{};  // in the order received
  std::uint64_t up_slots = 0;               // bit k: cards[k] lies face up
  // Face-up cards counted by rank, 4 bits a rank with aces in the top nibble: comparing two of
  // these numbers compares the players' face-up cards from the highest down, more cards
  // winning a run of equal ones (the highest-exposed opener rule).
  std::uint64_t up_ranks = 0;
  Tally tally;
  std::int64_t stack = 0;      // chips behind
  std::int64_t put_in = 0;     // everything put in this hand, ante included
  std::int64_t round_bet = 0;  // put in during this betting round
  std::uint8_t count = 0;
  std::uint8_t refusals = 0;  // consecutive offer rounds refused
  bool dealt_in = false;
  bool folded = false;
  bool bust = false;    // folded by over-is-bust
  bool frozen = false;
  bool discarded = false;  // folded, and the cards wait in the discards (not yet reshuffled)
  Declaration declaration = Declaration::kNone;

  bool live() const { return dealt_in && !folded; }
  bool is_up(int slot) const { return (up_slots >> slot) & 1; }
  void turn_up(int slot) { show(slot, cards[slot], true); }
  // Marks `card`, held in `slot`, face up when `shows` (otherwise nothing changes), without a
  // branch. The card is given rather than read back from the slot: a card just dealt there
  // would be read back before its store had landed.
  void show(int slot, Card card, bool shows) {
    up_slots |= std::uint64_t{shows} << slot;
    up_ranks += std::uint64_t{shows} << (4 * (card.high_rank() - 2));
  }
  std::span<const Card> hand() const { return {cards.data(), count}; }
  bool operator==(const SeatState&) const = default;
};

class Hand {
 public:
  // Starts a hand: antes, then the deal from `deck` (top card first). `complete_deck` says the
  // deck holds all 52 cards, so running out reshuffles folded cards (seeded by `seed`); a
  // shorter deck that runs out is an error of the record. Throws InputError for bad input.
  Hand(const Rules& rules, std::span<const std::int64_t> stacks, int dealer,
       std::span<const Card> deck, std::uint64_t seed);

  // A hand dealt from a deck shuffled by `rng` (random play, simulations).
  static Hand shuffled(const Rules& rules, std::span<const std::int64_t> stacks, int dealer,
                       Rng& rng);

  const Rules& rules() const { return rules_; }
  int seats() const { return seats_; }
  int dealer() const { return dealer_; }
  Phase phase() const { return phase_; }
  bool finished() const { return phase_ == Phase::kFinished; }
  int to_act() const { return to_act_; }  // -1 when finished
  const SeatState& seat(int i) const { return seat_[i]; }
  int betting_round() const { return betting_round_; }
  std::int64_t current_bet() const { return current_bet_; }
  bool final_betting_round() const { return final_round_; }
  int stock_left() const { return stock_size_ - stock_top_; }
  bool went_to_showdown() const { return showdown_reached_; }
  // Every action of the hand so far as every seat saw it, folded into one number: two hands
  // with the same number had the same public actions, in the same order. A card taken or exposed
  // counts without its face (a view shows the face-up ones), a simultaneous declaration without
  // its choice. What a player who forgets nothing remembers of the betting (solvers' keys).
  std::uint64_t public_history() const { return public_history_; }

  // Inline (below): random play asks at every action, and next to random_action() the
  // compiler need not build the whole LegalActions in memory.
  LegalActions legal() const;
  // Whether `seat` may take `action` now: ok(), else the rule it breaks (explain() says it).
  Refusal check(int seat, const Action& action) const;
  // Applies a legal action of the seat to act. Returns false, changing nothing, when the action
  // is not legal or needs a card a short record deck does not have (`deck exhausted`).
  bool apply(const Action& action);
  // The same for an action known to be legal (taken from legal() of this very state, as
  // players and simulations do): skips the second legality check. Anything else is undefined.
  void apply_unchecked(const Action& action);
  // True when the seat to act would need a card the record's deck does not hold.
  bool take_would_exhaust() const;

  // The cards still in the stock, the next to be dealt first.
  std::span<const Card> stock() const {
    return {stock_.data() + stock_top_, static_cast<std::size_t>(stock_size_ - stock_top_)};
  }
  // Puts `card` on top of the stock, so that it is the next card dealt; false, changing nothing,
  // when the stock does not hold it. A solver branches on the card a take gives by stacking each
  // in turn; the rest of the stock is as unordered after as before.
  bool stack_next(Card card);

  // Chips in the middle, main pot first.
  Pots pots() const;
  std::int64_t pot_total() const { return pot_; }
  // The showdown, recomputed from the final state (nullopt unless the hand reached one).
  std::optional<ShowdownResult> showdown() const;
  // What seat i collects at the end (0 until finished).
  std::int64_t payout(int i) const { return payouts_[i]; }
  int live_count() const { return count_bits(live_); }

  bool operator==(const Hand&) const = default;

  // For views and samplers: the same hand with hidden cards replaced (see view.h).
  friend class SeatView;

 private:
  Hand() = default;
  // Antes and the deal once stock_ holds the deck.
  void start(std::span<const std::int64_t> stacks, int dealer);
  void deal();
  // Gives the seat `card` (face up when `up`) when `receives`; otherwise nothing changes.
  void receive(int seat, Card card, bool up, bool receives = true);
  void restock();
  void discard_hand(int seat, bool discards);
  int live_with_chips() const { return count_bits(live_ & chips_); }
  // Whether one player is left (someone always is): a clear of the lowest bit, not a count.
  bool one_left() const { return (live_ & (live_ - 1)) == 0; }
  int next_seat(int from) const { return around(from, 1); }
  // The seat `step` places clockwise from `from` (0 <= step <= seats): a subtraction rather than a
  // division, since turn order is walked at every action.
  int around(int from, int step) const {
    const int i = from + step;
    return i >= seats_ ? i - seats_ : i;
  }
  // `mask` turned so that bit k stands for the seat k places clockwise from `start`.
  unsigned turned(SeatMask mask, int start) const {
    return ((unsigned(mask) >> start) | (unsigned(mask) << (seats_ - start))) &
           ((1u << seats_) - 1u);
  }
  // The first seat of `mask` clockwise after `from`, `from` itself last; -1 when none. Worked
  // out without a branch (whether the turn wraps past the last seat is as random as the
  // folds): the seats after `from`, then all of them again 16 bits up, then a stop bit.
  static int first_after(SeatMask mask, int from) {
    const unsigned after = unsigned(mask) & ~((2u << from) - 1u);
    const int first = std::countr_zero(after | unsigned(mask) << 16 | 1u << 31);
    return selected(first == 31, -1, first & 15);
  }
  // The first seat of `mask` more than `step` places from order_start_ (step -1: from the
  // start itself), setting step_ to its place; -1 with step_ = seats_ when none is left.
  int next_in_order(SeatMask mask, int step);

  void after_deal();
  void start_betting();
  void end_betting();
  int opener() const;
  std::int64_t min_increment() const {
    const Betting& b = rules_.betting;
    const bool grows = (b.structure == Structure::kPotLimit) | (b.structure == Structure::kNoLimit);
    return grows ? std::max(b.min, last_full_raise_) : b.min;
  }
  std::int64_t max_increment(std::int64_t call) const {
    const Betting& b = rules_.betting;
    switch (b.structure) {
      case Structure::kSpreadLimit: return b.max;
      case Structure::kFixedLimit: return b.min;
      case Structure::kPotLimit: return pot_total() + call;
      case Structure::kNoLimit: return kUnlimited;
    }
    return b.max;
  }
  static constexpr std::int64_t kUnlimited = std::numeric_limits<std::int64_t>::max() / 4;
  // The seat masks an action changes, held as locals while it is applied and stored once: each
  // step changing the members in place waited for the last step's store to read them back, a
  // chain that cost random play about 5% of its time.
  struct Masks {
    unsigned live, chips, acted, owe;
  };
  Masks masks() const { return {live_, chips_, acted_, owe_}; }
  void store(const Masks& m) {
    live_ = SeatMask(m.live);
    chips_ = SeatMask(m.chips);
    acted_ = SeatMask(m.acted);
    owe_ = SeatMask(m.owe);
  }
  // The next seat still to act in this betting round.
  static int next_to_bet(const Masks& m, int after);
  void put_chips(int seat, std::int64_t chips, Masks& m);
  std::int64_t chips_for(const Action& action) const;
  void raise_to_current(int seat, std::int64_t increment, Masks& m);
  void apply_bet(const Action& action);

  void start_offer(bool initial);
  void advance_offer();
  void end_offer();
  void apply_offer(const Action& action);

  void go_to_showdown();
  void advance_declare();
  std::array<ShowdownSeat, kMaxSeats> showdown_seats() const;
  // Settles the showdown of these seats (showdown_seats()) and their pots, and pays it out.
  void settle(std::span<const ShowdownSeat> seats, const Pots& pots);
  void finish_fold_out();
  void finish();  // pays payouts_ out
  void fold(int seat, bool folds, Masks& m);
  ShowdownResult compute_showdown() const;

  Rules rules_;
  Rng rng_;
  std::array<SeatState, kMaxSeats> seat_{};
  std::array<std::int64_t, kMaxSeats> payouts_{};
  std::array<Card, Card::kCount> stock_{};
  // Folded hands' cards, in the order folded, until a reshuffle. discard_hand() writes a hand's
  // first kDiscardReach cards past the end whether or not it folds: the discards and that hand
  // are different cards of the deck (and a hand holds at least two), so the padding is room.
  static constexpr int kDiscardReach = 8;
  std::array<Card, Card::kCount + kDiscardReach> discards_{};
  std::uint8_t stock_top_ = 0, stock_size_ = 0, discard_count_ = 0;
  bool complete_deck_ = false;

  // The seats' states as masks and the pot as a running total, kept with the seats' own fields:
  // random play asks who acts next, how many are in and how much is in the middle at every
  // action, and a few bit operations answer what a walk round the table did.
  SeatMask live_ = 0;    // SeatState::live()
  SeatMask chips_ = 0;   // a stack above zero
  SeatMask frozen_ = 0;  // SeatState::frozen
  SeatMask acted_ = 0;   // acted since the last full bet or raise
  SeatMask owe_ = 0;     // live seats whose round bet is below the current bet
  std::int64_t pot_ = 0;  // pot_total()
  std::uint64_t public_history_ = 0;

  std::int8_t seats_ = 0, dealer_ = 0, to_act_ = -1;
  Phase phase_ = Phase::kFinished;
  bool showdown_reached_ = false;

  // Betting round.
  std::int64_t current_bet_ = 0;
  std::int64_t last_full_raise_ = 0;
  std::uint8_t raises_ = 0;  // full raises after the bet
  std::uint8_t betting_round_ = 0;
  bool bet_made_ = false;
  bool final_round_ = false;
  std::int8_t aggressor_ = -1;             // last to bet or raise in this round
  std::int8_t last_round_aggressor_ = -1;  // ... in the last betting round that took place

  // Offer round and declarations: `step_` counts seats from the start of the turn order.
  bool initial_offer_ = false;
  bool any_taken_ = false;
  std::int8_t step_ = 0;
  std::int8_t order_start_ = 0;
};

inline LegalActions Hand::legal() const {
  LegalActions legal;
  legal.phase = phase_;
  if (phase_ == Phase::kFinished) return legal;
  legal.seat = to_act_;
  const SeatState& me = seat_[to_act_];
  switch (phase_) {
    case Phase::kExpose:
      for (int slot = 0; slot < me.count; ++slot) {
        legal.exposable |= me.cards[slot].bit() & (std::uint64_t(me.is_up(slot)) - 1);
      }
      break;
    case Phase::kOffer: legal.take = legal.stand = true; break;
    case Phase::kDeclare: legal.declare = true; break;
    case Phase::kBetting: {
      // Bitwise & and | rather than && and ||, and selects rather than ifs: in random play
      // these conditions change from one action to the next, and mispredicted branches cost
      // more than working out every term.
      const std::int64_t call = current_bet_ - me.round_bet;
      const std::int64_t stack = me.stack;
      legal.call_amount = call;
      legal.check = call == 0;
      legal.call = (call > 0) & (call < stack);
      legal.fold = call > 0;
      // The live seats with chips, me included (I am to act, so I have chips): whether there
      // are two of them and three, each a clear of the lowest bit rather than a count.
      const unsigned with_chips = unsigned(live_ & chips_);
      const unsigned others = with_chips & (with_chips - 1);
      const bool another = others != 0, two_others = (others & (others - 1)) != 0;
      const int cap = rules_.betting.raise_cap;
      const bool capped = (cap > 0) & two_others & bet_made_ & (raises_ >= cap);
      const bool may_raise = !has_seat(acted_, to_act_) & another & !capped;
      const std::int64_t least = min_increment();
      const std::int64_t most = max_increment(call);
      legal.lo = selected(may_raise, least, std::int64_t{0});
      legal.hi = selected(may_raise, std::min(most, stack - call - 1), std::int64_t{0});
      const bool wager = may_raise & (legal.lo <= legal.hi);
      legal.bet = wager & !bet_made_;
      legal.raise = wager & bet_made_;
      legal.all_in = (stack > 0) & ((stack <= call) | (may_raise & (stack - call <= most)));
      break;
    }
    case Phase::kFinished: break;
  }
  return legal;
}

}  // namespace cardroom::vying
