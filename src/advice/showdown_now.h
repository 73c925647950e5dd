#pragma once
// `showdown_now`: how the main pot would go if every hand still in were shown now, judged for one
// seat on one complete deal of the cards (the advisor averages it over the deals).
#include <span>

#include "advice/advice.h"
#include "vying/hand.h"
#include "vying/showdown.h"
#include "vying/totals.h"

namespace cardroom::advice {

class ShowdownNow {
 public:
  // The pots and rules of `view` (the chips in the middle are public, so they are built once).
  // The cards speak: where the rules declare, the declarations are still to come, so each hand
  // is judged for both targets as in a `split` showdown, naturals and every tie rule included.
  explicit ShowdownNow(const vying::SeatView& view);

  // 1 or 0 for winning (or sharing) each contest and taking the main pot alone, and the fraction
  // of it won, with the hands of `hand` (a deal consistent with the view).
  ShowdownOdds judge(const vying::Hand& hand) const;

 private:
  vying::Rules rules_;
  int seat_;
  int dealer_;
  int seats_;
  vying::Pots main_pot_;
  std::shared_ptr<const vying::StandingTable> table_;
};

}  // namespace cardroom::advice
