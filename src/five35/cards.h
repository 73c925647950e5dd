#pragma once
// The Five Three Five deck: ranks 1-15 without 6 and 10, thirteen ranks in three groups (1-5,
// 7-9, 11-15). Copies of a rank are identical, so a hand is nothing but a count per rank. The
// engine works with rank *indices* 0..12 (so the gaps at 6 and 10 become group boundaries) and
// converts to the printed rank numbers only at the edges.
#include <array>
#include <bit>
#include <cstdint>

namespace cardroom::five35 {

inline constexpr int kRankCount = 13;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxCopies = 5;
inline constexpr int kMaxDeckSize = kRankCount * kMaxCopies;

// The printed rank of each index.
inline constexpr std::array<int, kRankCount> kRankNumbers{1, 2,  3,  4,  5,  7, 8,
                                                          9, 11, 12, 13, 14, 15};
inline constexpr int kSevenIndex = 5;
inline constexpr int kEightIndex = 6;

constexpr int rank_number(int index) { return kRankNumbers[static_cast<std::size_t>(index)]; }

// The index of a printed rank, or -1 when no card has that number (6, 10, 0, 16, ...).
constexpr int rank_index(int number) {
  for (int i = 0; i < kRankCount; ++i) {
    if (kRankNumbers[static_cast<std::size_t>(i)] == number) return i;
  }
  return -1;
}

// Groups 0 (1-5), 1 (7-9), 2 (11-15): a run never leaves its group.
constexpr int group_of(int index) { return (index >= 5) + (index >= 8); }
constexpr bool same_group(int a, int b) { return group_of(a) == group_of(b); }
constexpr int group_first(int group) { return group == 0 ? 0 : group == 1 ? 5 : 8; }
constexpr int group_last(int group) { return group == 0 ? 4 : group == 1 ? 7 : 12; }

// 4 copies of each rank with 2-4 players, 5 with 5-6.
constexpr int copies_for(int players) { return players >= 5 ? 5 : 4; }

// A multiset of cards: the count of each rank in one nibble of a 64-bit word (13 nibbles).
// Counts never exceed 5, which the subset test below relies on (no nibble reaches 8).
class Hand {
 public:
  constexpr Hand() = default;
  // `bits` must hold at most 13 nibbles, each a count of at most 7.
  static constexpr Hand from_bits(std::uint64_t bits) { return Hand(bits); }
  static constexpr Hand of(int index, int copies = 1) {
    return Hand(std::uint64_t(copies) << (4 * index));
  }
  // `length` consecutive ranks from `low`, one of each (a run's cards).
  static constexpr Hand run(int low, int length) {
    return Hand(kOnes[static_cast<std::size_t>(length)] << (4 * low));
  }

  constexpr std::uint64_t bits() const { return bits_; }
  constexpr int count(int index) const { return int((bits_ >> (4 * index)) & 0xF); }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr void add(int index, int copies = 1) { bits_ += std::uint64_t(copies) << (4 * index); }
  constexpr void remove(int index, int copies = 1) {
    bits_ -= std::uint64_t(copies) << (4 * index);
  }

  // Number of cards.
  constexpr int size() const {
    std::uint64_t bytes = (bits_ & 0x0F0F0F0F0F0F0F0FULL) + ((bits_ >> 4) & 0x0F0F0F0F0F0F0F0FULL);
    return int((bytes * 0x0101010101010101ULL) >> 56);
  }

  // True when every card of `other` is here too (as many copies or more).
  constexpr bool contains(Hand other) const {
    return (((bits_ | kHighBits) - other.bits_) & kHighBits) == kHighBits;
  }

  // Bit i set when rank index i has at least `copies` (1..5) cards here.
  constexpr std::uint32_t ranks_with(int copies) const {
    const std::uint64_t v = bits_;
    std::uint64_t lanes = 0;
    switch (copies) {
      case 1:
        lanes = v | (v >> 1) | (v >> 2);
        break;
      case 2:
        lanes = (v >> 1) | (v >> 2);
        break;
      case 3:
        lanes = (v >> 2) | ((v >> 1) & v);
        break;
      case 4:
        lanes = v >> 2;
        break;
      default:
        lanes = (v >> 2) & (v | (v >> 1));
        break;
    }
    return compress(lanes & kLowBits);
  }
  constexpr std::uint32_t ranks() const { return ranks_with(1); }

  // The lowest rank index held; the hand must not be empty.
  constexpr int lowest() const { return std::countr_zero(bits_) / 4; }
  constexpr int highest() const { return (63 - std::countl_zero(bits_)) / 4; }

  friend constexpr Hand operator+(Hand a, Hand b) { return Hand(a.bits_ + b.bits_); }
  // Only for b contained in a.
  friend constexpr Hand operator-(Hand a, Hand b) { return Hand(a.bits_ - b.bits_); }
  constexpr Hand& operator+=(Hand b) {
    bits_ += b.bits_;
    return *this;
  }
  constexpr Hand& operator-=(Hand b) {
    bits_ -= b.bits_;
    return *this;
  }
  friend constexpr bool operator==(Hand, Hand) = default;

 private:
  constexpr explicit Hand(std::uint64_t bits) : bits_(bits) {}

  static constexpr std::uint64_t kLowBits = 0x0001111111111111ULL;   // bit 0 of each of 13 nibbles
  static constexpr std::uint64_t kHighBits = 0x0008888888888888ULL;  // bit 3 of each
  static constexpr std::array<std::uint64_t, 6> kOnes{0x0, 0x1, 0x11, 0x111, 0x1111, 0x11111};

  // Gathers bit 0 of each nibble into bits 0..12.
  static constexpr std::uint32_t compress(std::uint64_t x) {
    x = (x | (x >> 3)) & 0x0303030303030303ULL;
    x = (x | (x >> 6)) & 0x000F000F000F000FULL;
    x = (x | (x >> 12)) & 0x000000FF000000FFULL;
    x = (x | (x >> 24)) & 0xFFFFULL;
    return std::uint32_t(x);
  }

  std::uint64_t bits_ = 0;
};

// Every card of the deck for `players`: `copies_for(players)` of each rank.
constexpr Hand full_deck_hand(int players) {
  Hand deck;
  for (int i = 0; i < kRankCount; ++i) deck.add(i, copies_for(players));
  return deck;
}

}  // namespace cardroom::five35
