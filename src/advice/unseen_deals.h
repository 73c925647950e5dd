#pragma once
// Every deal of the cards a seat cannot see, when there are few: the advisor's exact odds. Each
// deal is one way the unseen cards could lie, with its weight (how many of the equally likely
// deals of the physical cards it stands for).
#include <array>
#include <optional>
#include <vector>

#include "core/card.h"
#include "five35/cards.h"
#include "five35/view.h"
#include "vying/view.h"

namespace cardroom::advice {

// Vying: the face-down cards of the hands still in (other than the viewer's), drawn from the
// cards the viewer has not seen, as SeatView::sample draws them. A deal lists them seat by seat
// (as SeatView::sample_with takes them), `per_deal` cards each; one hand's cards are a set, so
// each deal is a combination per hand and all deals weigh the same.
struct VyingDeals {
  int per_deal = 0;
  std::vector<Card> cards;  // deal k is cards[k * per_deal, (k + 1) * per_deal)
  int count() const { return per_deal == 0 ? 1 : int(cards.size()) / per_deal; }
};
// Nothing when there are more than `limit` deals.
std::optional<VyingDeals> vying_deals(const vying::SeatView& view, int limit);

// Five Three Five: the other seats' hands (this seat's entry empty), the rest undealt. Copies of
// a rank are alike, so a deal is a multiset per hand, weighted by the ways to pick its copies.
struct Five35Deal {
  std::array<five35::Hand, five35::kMaxPlayers> hands{};
  double weight = 1;
};
std::optional<std::vector<Five35Deal>> five35_deals(const five35::View& view, int limit);

}  // namespace cardroom::advice
