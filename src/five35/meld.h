#pragma once
// Melds: the shapes cards may take on the table. A single is one card; a set is two or more of
// one rank; a run is two or more consecutive ranks inside one group. Higher singles and sets are
// stronger, but a LOWER run is stronger (1-2-3 beats 11-12-13).
#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

#include "five35/cards.h"

namespace cardroom::five35 {

enum class MeldType : std::uint8_t { kNone, kSingle, kSet, kRun };

// Packed in one 32-bit word: GCC assembles small aggregates of separate fields through the stack,
// and the store-forwarding stall that follows cost a third of the time of applying a move.
class Meld {
 public:
  constexpr Meld() = default;
  // `low` is the rank index (single, set) or the lowest rank index (run); `size` the card count.
  constexpr Meld(MeldType type, int low, int size)
      : bits_(std::uint32_t(type) | std::uint32_t(low) << 8 | std::uint32_t(size) << 16) {}

  constexpr MeldType type() const { return MeldType(bits_ & 0xFF); }
  constexpr int low() const { return int((bits_ >> 8) & 0xFF); }
  constexpr int size() const { return int(bits_ >> 16); }
  constexpr bool empty() const { return type() == MeldType::kNone; }
  constexpr int high() const { return type() == MeldType::kRun ? low() + size() - 1 : low(); }
  // One of each rank for a run, `size` of one rank otherwise, none for no meld: selected by a
  // mask rather than branched on (random play asks at every add, and melds come in random shapes).
  constexpr Hand cards() const {
    const std::uint64_t run = -std::uint64_t(type() == MeldType::kRun);
    const std::uint64_t counts =
        (kOneEach[std::size_t(size() & 7)] & run) | (std::uint64_t(size()) & ~run);
    return Hand::from_bits(counts << (4 * low()));
  }
  // The packed word and back, to choose between melds by a mask rather than a branch.
  constexpr std::uint32_t bits() const { return bits_; }
  static constexpr Meld from_bits(std::uint32_t bits) {
    Meld meld;
    meld.bits_ = bits;
    return meld;
  }
  friend constexpr bool operator==(const Meld&, const Meld&) = default;

 private:
  // One card of each of the lowest n ranks (a table local to cards() was copied to the stack at
  // every call).
  static constexpr std::array<std::uint64_t, 8> kOneEach{0x0,     0x1,      0x11,      0x111,
                                                         0x1111,  0x11111,  0x111111,  0x1111111};
  std::uint32_t bits_ = 0;
};

// The meld `cards` form, or kNone when they form none (empty, mixed ranks, a gap, a run
// crossing 5-7 or 9-11). Any number of cards: the central meld may grow past three.
constexpr Meld meld_of(Hand cards) {
  // Every test is worked out and the answer selected by masks, without branching on which shape
  // it is or whether there are cards at all: plays come in random shapes, and a branch on them
  // mispredicted at every move. No cards give rank index 15 (bit 63 is no card's), size 0 and
  // no meld.
  const int low = std::countr_zero(cards.bits() | 1ULL << 63) / 4;
  const int size = cards.size();
  const bool one_rank = cards.count(low) == size;
  const int high = low + size - 1;
  const bool in_one_group = same_group(low, high);
  const bool consecutive = cards == Hand::run(low, size < 5 ? size : 5);
  const bool run = (high < kRankCount) & in_one_group & consecutive;
  const bool meld = (size > 0) & (one_rank | run);
  // kSingle 1, kSet 2, kRun 3: a run unless one rank, and then a single when one card.
  const int type = int(MeldType::kRun) - int(one_rank) - int(one_rank & (size == 1));
  const int keep = -int(meld);
  return Meld(MeldType(type & keep), low & keep, size & keep);
}
static_assert(int(MeldType::kSingle) == 1 && int(MeldType::kSet) == 2 && int(MeldType::kRun) == 3);

// True when `a` may overwrite `b`: same type and size, strictly stronger.
constexpr bool beats(const Meld& a, const Meld& b) {
  if (a.type() != b.type() || a.size() != b.size() || a.empty()) return false;
  return a.type() == MeldType::kRun ? a.low() < b.low() : a.low() > b.low();
}

constexpr std::string_view meld_type_name(MeldType type) {
  switch (type) {
    case MeldType::kSingle:
      return "single";
    case MeldType::kSet:
      return "set";
    case MeldType::kRun:
      return "run";
    case MeldType::kNone:
      break;
  }
  return "none";
}

}  // namespace cardroom::five35
