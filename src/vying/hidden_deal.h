#pragma once
// Dealing only the hidden cards of the hands still in, as a seat's view leaves them: for bots that
// estimate a showdown by settling it over many random deals. SeatView::sample deals a whole hand
// (stock, discards, every seat) and copies it; an estimate needs only the tallies of the hands
// that would be shown, so this deals those cards alone. The draw is SeatView::sample's: each live
// hand's face-down cards uniformly from the cards the seat has not seen.
#include <array>
#include <cstdint>

#include "core/card.h"
#include "core/rng.h"
#include "vying/view.h"

namespace cardroom::vying {

class HiddenDeal {
 public:
  explicit HiddenDeal(const SeatView& view);

  // Every seat's tally after a random deal of the hidden cards of the hands still in (folded
  // seats keep the tally the view shows: they are not shown down).
  void deal(Rng& rng, std::array<Tally, kMaxSeats>& tallies);

  int seats() const { return seats_; }

 private:
  std::array<Card, Card::kCount> unseen_{};  // reordered by every deal, always the same cards
  int unseen_count_ = 0;
  std::array<Tally, kMaxSeats> shown_{};  // what the view shows of each hand
  std::array<std::uint8_t, kMaxSeats> hidden_{};  // face-down cards to deal, live hands only
  int seats_ = 0;
};

}  // namespace cardroom::vying
