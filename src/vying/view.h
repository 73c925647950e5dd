#pragma once
// What one seat may know of a hand (DESIGN principle 4): its own cards, everyone's face-up
// cards and how many face-down cards each holds, chips, folds, freezes, and declarations once
// they are public. A SeatView is built by masking a Hand, so nothing hidden is in it to leak;
// bots and clients get views, never hands. sample() deals the unseen cards at random,
// consistently with the view: the determinization that Monte Carlo bots search.
#include "core/rng.h"
#include "vying/hand.h"

namespace cardroom::vying {

class SeatView {
 public:
  SeatView(const Hand& hand, int seat);

  int seat() const { return seat_; }
  const Rules& rules() const { return masked_.rules(); }
  int seats() const { return masked_.seats(); }
  int dealer() const { return masked_.dealer(); }
  Phase phase() const { return masked_.phase(); }
  bool finished() const { return masked_.finished(); }
  int to_act() const { return masked_.to_act(); }
  bool my_turn() const { return masked_.to_act() == seat_; }
  // The legal actions when it is this seat's turn (empty otherwise).
  LegalActions legal() const;

  // A seat as this viewer sees it: other seats' face-down cards are Card::hidden(), their
  // tally counts only their face-up cards, and a simultaneous declaration stays hidden until
  // every player has declared.
  const SeatState& seat_state(int i) const { return masked_.seat(i); }
  // How many of seat i's cards this viewer cannot see (Card::hidden() in seat_state(i)).
  int hidden_cards(int i) const { return hidden_[static_cast<std::size_t>(i)]; }
  std::int64_t current_bet() const { return masked_.current_bet(); }
  std::uint64_t public_history() const { return masked_.public_history(); }
  int betting_round() const { return masked_.betting_round(); }
  int stock_left() const { return masked_.stock_left(); }
  Pots pots() const { return masked_.pots(); }
  std::int64_t pot_total() const { return masked_.pot_total(); }

  // Whether `viewer` sees `seat`'s declaration: its own always, another's unless simultaneous
  // declarations are still being made.
  static bool sees_declaration(const Hand& hand, int viewer, int seat) {
    return viewer == seat || !(hand.phase() == Phase::kDeclare &&
                               hand.rules().showdown == ShowdownRule::kDeclareSimultaneous);
  }

  // The cards a deal of the hidden ones may not give, as a card mask: those this seat sees in
  // hands that still hold their cards. A folded hand already reshuffled into the stock is dead:
  // its cards are back in play.
  std::uint64_t seen_in_play() const { return seen_in_play_; }

  // Every card this seat can see (own cards, face-up cards, shown hands), as a card mask.
  std::uint64_t seen_cards() const { return seen_cards_; }

  // A complete hand consistent with this view: hidden cards dealt at random from the cards this
  // seat has not seen, and hidden simultaneous declarations made at random.
  Hand sample(Rng& rng) const;

  // The same with the face-down cards of the hands still in (other than this seat's) given:
  // `live_hidden` lists them seat by seat, in the order of their slots, and must hold exactly
  // the unseen cards those hands need (the advisor enumerates every such deal when few remain).
  // Every other unseen card (folded hands, the stock) is dealt at random.
  Hand sample_with(std::span<const Card> live_hidden, Rng& rng) const;

 private:
  Hand masked_;
  int seat_;
  // Counted as the hand is masked:
  std::array<std::uint8_t, kMaxSeats> hidden_{};
  std::uint64_t seen_in_play_ = 0;
  std::uint64_t seen_cards_ = 0;
};

}  // namespace cardroom::vying
