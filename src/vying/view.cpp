#include "vying/view.h"

#include <algorithm>

namespace cardroom::vying {

namespace {

// A folded hand already reshuffled into the stock is dead: its cards are back in play.
bool dead(const SeatState& s) { return s.folded && !s.discarded; }

}  // namespace

SeatView::SeatView(const Hand& hand, int seat) : masked_(hand), seat_(seat) {
  // After a showdown every hand still in was shown; folded hands never are. The cards this seat
  // sees are gathered on the way (a bot asks at every turn).
  const bool shown = hand.finished() && hand.went_to_showdown();
  for (int i = 0; i < masked_.seats_; ++i) {
    SeatState& s = masked_.seat_[i];
    std::uint64_t seen = 0;
    if (i == seat_ || (shown && s.live())) {
      for (Card c : s.hand()) seen |= c.bit();
    } else {
      s.tally = Tally{};
      for (int slot = 0; slot < s.count; ++slot) {
        if (s.is_up(slot)) {
          s.tally.add(s.cards[slot]);
          seen |= s.cards[slot].bit();
        } else {
          s.cards[slot] = Card::hidden();
          ++hidden_[static_cast<std::size_t>(i)];
        }
      }
    }
    if (!sees_declaration(hand, seat_, i)) s.declaration = Declaration::kNone;
    seen_cards_ |= seen;
    if (!dead(s)) seen_in_play_ |= seen;
  }
  std::fill(masked_.stock_.begin(), masked_.stock_.end(), Card::hidden());
  std::fill(masked_.discards_.begin(), masked_.discards_.end(), Card::hidden());
  masked_.rng_ = Rng(0);  // the reshuffle's seed is hidden too
}

LegalActions SeatView::legal() const { return my_turn() ? masked_.legal() : LegalActions{}; }

Hand SeatView::sample(Rng& rng) const { return sample_with({}, rng); }

Hand SeatView::sample_with(std::span<const Card> live_hidden, Rng& rng) const {
  Hand h = masked_;
  // Dead hands' cards are neither seen nor dealt again here; the given cards are dealt already.
  std::uint64_t seen = seen_in_play();
  for (Card c : live_hidden) seen |= c.bit();
  std::array<Card, Card::kCount> pool{};
  int pool_size = 0;
  for (int c = 0; c < Card::kCount; ++c) {
    if (!(seen >> c & 1)) pool[pool_size++] = Card::from_index(c);
  }
  rng.shuffle(std::span<Card>(pool.data(), static_cast<std::size_t>(pool_size)));
  int next = 0;
  std::size_t given = 0;
  h.discard_count_ = 0;
  for (int i = 0; i < h.seats_; ++i) {
    SeatState& s = h.seat_[i];
    if (dead(s)) continue;
    s.tally = Tally{};
    const bool from_given = !live_hidden.empty() && i != seat_ && s.live();
    for (int slot = 0; slot < s.count; ++slot) {
      if (s.cards[slot].is_hidden()) {
        if (from_given && given < live_hidden.size()) {
          s.cards[slot] = live_hidden[given++];
        } else if (!from_given && next < pool_size) {
          s.cards[slot] = pool[next++];
        }
      }
      s.tally.add(s.cards[slot]);
    }
    if (s.folded) {
      for (Card c : s.hand()) h.discards_[h.discard_count_++] = c;
    }
  }
  const int stock_needed = h.stock_size_ - h.stock_top_;
  const int stock_given = std::min(stock_needed, pool_size - next);
  std::copy_n(pool.begin() + next, stock_given, h.stock_.begin() + h.stock_top_);
  h.stock_size_ = static_cast<std::uint8_t>(h.stock_top_ + stock_given);
  // Simultaneous declarations already made are hidden from this seat; a complete hand needs
  // them, so the players before this one in the order get a declaration at random.
  if (h.phase_ == Phase::kDeclare && h.rules_.showdown == ShowdownRule::kDeclareSimultaneous) {
    for (int step = 0; step < h.step_; ++step) {
      SeatState& s = h.seat_[(h.order_start_ + step) % h.seats_];
      if (s.live() && s.declaration == Declaration::kNone) {
        s.declaration = static_cast<Declaration>(1 + rng.below(3));
      }
    }
  }
  h.rng_ = Rng(rng.next());
  return h;
}

}  // namespace cardroom::vying
