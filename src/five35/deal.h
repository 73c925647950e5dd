#pragma once
// The deal: how many copies and cards each player count uses, the deck in a fixed order before
// shuffling, and dealing one card at a time from the top, clockwise from the dealer's left.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "core/rng.h"
#include "five35/cards.h"

namespace cardroom::five35 {

struct DealShape {
  int copies = 4;
  int cards_each = 12;
  int deck_size() const { return copies * kRankCount; }
  int cards_dealt(int players) const { return cards_each * players; }
};

// 2: 12 each (per round of the two-round game), 3: 13, 4: 12, 5: 12 (5 copies), 6: 10 (5 copies).
DealShape deal_shape(int players);

// A whole deck as rank indices, top card first.
struct Deck {
  std::array<std::uint8_t, kMaxDeckSize> cards{};
  int size = 0;
  std::span<const std::uint8_t> view() const { return {cards.data(), std::size_t(size)}; }
  // The same cards in the same order (what lies past `size` is no card).
  friend bool operator==(const Deck& a, const Deck& b) {
    return a.size == b.size && std::equal(a.cards.begin(), a.cards.begin() + a.size, b.cards.begin());
  }
};

// Every card of the deck for `players`, in ascending rank order (1,1,1,1,2,...).
Deck ordered_deck(int players);
// The ordered deck shuffled by `rng`.
Deck shuffled_deck(int players, Rng& rng);

struct Deal {
  std::array<Hand, kMaxPlayers> hands{};
  Hand undealt;  // the cards of `from_top` that nobody received (they stay hidden)
};

// Deals deal_shape(players).cards_each to every seat, one card at a time starting at the
// dealer's left; `from_top` (rank indices) must hold at least that many cards.
Deal deal_cards(int players, int dealer, std::span<const std::uint8_t> from_top);

// A shuffle and the deal from it at once: `deck` is shuffled_deck(players, rng) and `deal` is
// deal_cards(players, dealer, deck.view()), the same numbers drawn. Each card goes to its hand
// the moment the shuffle settles its place, rather than in a second pass over the deck: a new
// round of random play or a simulation is mostly its shuffle and deal.
struct ShuffledDeal {
  Deck deck;
  Deal deal;
};
ShuffledDeal shuffle_and_deal(int players, int dealer, Rng& rng);

}  // namespace cardroom::five35
