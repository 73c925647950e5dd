#pragma once
// What the bot tests ask of a view: how many face-down cards the opponents hold, which says
// whether the heuristic counts their cards exactly (up to four) or samples them.
#include <algorithm>

#include "vying/view.h"

namespace cardroom::bots::vying_hidden_cards {

// The most face-down cards a seat still in holds, but the view's own.
inline int most_hidden_of_opponents(const vying::SeatView& view) {
  int most = 0;
  for (int i = 0; i < view.seats(); ++i) {
    if (i == view.seat() || !view.seat_state(i).live()) continue;
    int hidden = 0;
    for (Card c : view.seat_state(i).hand()) hidden += c.is_hidden();
    most = std::max(most, hidden);
  }
  return most;
}

}  // namespace cardroom::bots::vying_hidden_cards
