#pragma once
// Cards of the standard 52-card deck and their notation: rank `A 2 .. 9 T J Q K` (`10` accepted
// for `T`, any case) then suit `c d h s`. A card is one byte, rank-major, so the four cards of a
// rank sit next to each other and a hand fits in a 64-bit mask.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cardroom {

enum class Suit : std::uint8_t { kClubs, kDiamonds, kHearts, kSpades };

class Card {
 public:
  static constexpr std::uint8_t kCount = 52;

  constexpr Card() = default;
  // rank 1 (ace) .. 13 (king).
  static constexpr Card of(int rank, Suit suit) {
    return Card(static_cast<std::uint8_t>((rank - 1) * 4 + static_cast<int>(suit)));
  }
  static constexpr Card from_index(int index) { return Card(static_cast<std::uint8_t>(index)); }
  // A card a viewer may not see (another seat's face-down card); printed "??".
  static constexpr Card hidden() { return Card(kCount); }
  constexpr bool is_hidden() const { return id_ == kCount; }

  constexpr int index() const { return id_; }
  constexpr int rank() const { return id_ / 4 + 1; }
  constexpr Suit suit() const { return static_cast<Suit>(id_ % 4); }
  constexpr std::uint64_t bit() const { return std::uint64_t{1} << id_; }
  constexpr bool is_ace() const { return rank() == 1; }
  constexpr bool is_picture() const { return rank() >= 11; }
  // Rank for "highest card" comparisons: ace high (14), then K (13) down to 2.
  // Without a branch: the cards are random.
  constexpr int high_rank() const { return rank() + 13 * (rank() == 1); }

  constexpr bool operator==(const Card&) const = default;

 private:
  constexpr explicit Card(std::uint8_t id) : id_(id) {}
  std::uint8_t id_ = 0;
};

// "As", "Td", "10d", "ah" -> the card; nullopt when it is not a card.
std::optional<Card> parse_card(std::string_view text);
// Canonical form: "As", "Td"; "??" for a hidden card.
std::string to_string(Card card);

// The 52 cards in a fixed order (rank-major), the starting point of every shuffle. Inline and
// constexpr: every random hand starts from it, and a copy of a constant is a few moves.
constexpr std::array<Card, Card::kCount> ordered_deck() {
  std::array<Card, Card::kCount> deck;
  for (int i = 0; i < Card::kCount; ++i) deck[static_cast<std::size_t>(i)] = Card::from_index(i);
  return deck;
}

}  // namespace cardroom
