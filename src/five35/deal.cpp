#include "five35/deal.h"

#include <utility>

namespace cardroom::five35 {

DealShape deal_shape(int players) {
  switch (players) {
    case 3:
      return {4, 13};
    case 5:
      return {5, 12};
    case 6:
      return {5, 10};
    default:
      return {4, 12};  // 2 and 4 players
  }
}

namespace {

constexpr Deck ordered_deck_of(int copies) {
  Deck deck;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = 0; c < copies; ++c) deck.cards[std::size_t(deck.size++)] = std::uint8_t(r);
  }
  return deck;
}

// Made once: every random round starts from one.
constexpr Deck kFourCopies = ordered_deck_of(4);
constexpr Deck kFiveCopies = ordered_deck_of(5);

}  // namespace

Deck ordered_deck(int players) {
  return deal_shape(players).copies == 5 ? kFiveCopies : kFourCopies;
}

Deck shuffled_deck(int players, Rng& rng) {
  Deck deck = ordered_deck(players);
  rng.shuffle(std::span<std::uint8_t>(deck.cards.data(), std::size_t(deck.size)));
  return deck;
}

Deal deal_cards(int players, int dealer, std::span<const std::uint8_t> from_top) {
  Deal deal;
  const std::size_t dealt = std::size_t(deal_shape(players).cards_dealt(players));
  int seat = (dealer + 1) % players;
  for (std::size_t i = 0; i < from_top.size(); ++i) {
    if (i < dealt) {
      deal.hands[std::size_t(seat)].add(from_top[i]);
      seat = seat + 1 == players ? 0 : seat + 1;
    } else {
      deal.undealt.add(from_top[i]);
    }
  }
  return deal;
}

ShuffledDeal shuffle_and_deal(int players, int dealer, Rng& rng) {
  ShuffledDeal out{ordered_deck(players), {}};
  std::uint8_t* cards = out.deck.cards.data();
  const int dealt = deal_shape(players).cards_dealt(players);
  // Rng::shuffle's steps: step i swaps place i - 1 with one of the places above it, and no later
  // step touches place i - 1 again, so its card is known there and then. Places from `dealt`
  // down stay undealt; place p goes to the seat p + 1 places after the dealer.
  int place = out.deck.size - 1;
  for (; place >= dealt; --place) {
    std::swap(cards[place], cards[rng.below(std::uint32_t(place + 1))]);
    out.deal.undealt.add(cards[place]);
  }
  int seat = (dealer + 1 + place) % players;
  for (; place > 0; --place) {
    std::swap(cards[place], cards[rng.below(std::uint32_t(place + 1))]);
    out.deal.hands[std::size_t(seat)].add(cards[place]);
    seat = seat == 0 ? players - 1 : seat - 1;
  }
  out.deal.hands[std::size_t(seat)].add(cards[0]);  // the top card, to the dealer's left
  return out;
}

}  // namespace cardroom::five35
