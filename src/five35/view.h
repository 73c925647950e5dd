#pragma once
// What one seat may know: its own hand, how many cards the others hold, the central meld, who
// has passed, every card put on the table and the public history. The type has no way to hold
// another seat's cards or the undealt ones, so handing a View to a bot or a client cannot leak
// them. `sample_round` deals the cards the seat cannot see at random, consistently with the view
// (for Monte Carlo and ISMCTS bots).
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/rng.h"
#include "five35/cards.h"
#include "five35/meld.h"
#include "five35/moves.h"
#include "five35/rules.h"

namespace cardroom::five35 {

class Round;

// One entry of a round's public history.
struct SeatMove {
  int seat = 0;
  Move move;
  friend bool operator==(const SeatMove&, const SeatMove&) = default;
};

class View {
 public:
  // The view of `seat`; `history` is the round's moves so far (optional: a Round keeps none).
  View(const Round& round, int seat, std::span<const SeatMove> history = {});

  int seat() const { return seat_; }
  const Rules& rules() const { return rules_; }
  int players() const { return players_; }
  int dealer() const { return dealer_; }
  int copies() const { return copies_for(players_); }

  bool finished() const { return went_out_ >= 0; }
  int to_act() const { return to_act_; }
  bool my_turn() const { return to_act_ == seat_; }
  int trick_leader() const { return trick_leader_; }
  int last_player() const { return last_player_; }
  const Meld& meld() const { return meld_; }
  bool passed(int seat) const { return (passed_ >> seat) & 1u; }
  int went_out() const { return went_out_; }

  Hand hand() const { return hand_; }
  int hand_size(int seat) const { return hand_sizes_[std::size_t(seat)]; }
  Hand played() const { return played_; }
  Hand set_aside() const { return set_aside_; }
  // The cards this seat cannot place: in the other hands or undealt.
  Hand unseen() const { return full_deck_hand(players_) - hand_ - played_ - set_aside_; }
  const std::vector<SeatMove>& history() const { return history_; }

  // This seat's legal moves (empty unless it is to act).
  void legal_moves(MoveList& out) const;

  friend bool operator==(const View&, const View&) = default;

 private:
  friend Round sample_round(const View& view, Rng& rng);

// The complete round in which every other seat holds `hands[seat]` (this seat's entry is
// ignored) and the rest of the unseen cards are undealt: one deal of an enumeration of them all
// (the advisor's exact odds). Precondition: the hands are drawn from view.unseen(), each of the
// size the view shows.
Round round_with_hands(const View& view, std::span<const Hand> hands);
  friend Round round_with_hands(const View& view, std::span<const Hand> hands);

  Rules rules_;
  Hand hand_;
  Hand played_;
  Hand set_aside_;
  Meld meld_;
  std::array<std::uint8_t, kMaxPlayers> hand_sizes_{};
  int seat_;
  int players_;
  int dealer_;
  int to_act_;
  int trick_leader_;
  int last_player_;
  int went_out_;
  std::uint8_t passed_;
  std::vector<SeatMove> history_;
};

// A complete round consistent with `view`: the seat's own hand and everything public as in the
// view, the unseen cards dealt at random to the other seats (as many as each holds) and the rest
// left undealt. Precondition: the view comes from a round dealt from the full deck of its
// player count (so the unseen cards cover the other hands).
Round sample_round(const View& view, Rng& rng);

// The complete round in which every other seat holds `hands[seat]` (this seat's entry is
// ignored) and the rest of the unseen cards are undealt: one deal of an enumeration of them all
// (the advisor's exact odds). Precondition: the hands are drawn from view.unseen(), each of the
// size the view shows.
Round round_with_hands(const View& view, std::span<const Hand> hands);

}  // namespace cardroom::five35
