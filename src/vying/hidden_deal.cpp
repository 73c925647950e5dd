#include "vying/hidden_deal.h"

#include <algorithm>
#include <utility>

namespace cardroom::vying {

HiddenDeal::HiddenDeal(const SeatView& view) : seats_(view.seats()) {
  const std::uint64_t seen = view.seen_in_play();  // as SeatView::sample deals
  for (int c = 0; c < Card::kCount; ++c) {
    if (!(seen >> c & 1)) unseen_[std::size_t(unseen_count_++)] = Card::from_index(c);
  }
  for (int i = 0; i < seats_; ++i) {
    const SeatState& s = view.seat_state(i);
    shown_[std::size_t(i)] = s.tally;
    if (!s.live()) continue;
    for (Card c : s.hand()) hidden_[std::size_t(i)] += c.is_hidden();
  }
}

void HiddenDeal::deal(Rng& rng, std::array<Tally, kMaxSeats>& tallies) {
  // A partial Fisher-Yates shuffle: each card drawn uniformly from those not yet drawn. The
  // unseen cards stay in whatever order the last deal left them, which is as good as any.
  int next = 0;
  for (int i = 0; i < seats_; ++i) {
    Tally t = shown_[std::size_t(i)];
    for (int k = 0; k < hidden_[std::size_t(i)] && next < unseen_count_; ++k, ++next) {
      const auto pick = next + static_cast<int>(rng.below(std::uint32_t(unseen_count_ - next)));
      std::swap(unseen_[std::size_t(next)], unseen_[std::size_t(pick)]);
      t.add(unseen_[std::size_t(next)]);
    }
    tallies[std::size_t(i)] = t;
  }
}

}  // namespace cardroom::vying
