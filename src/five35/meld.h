#pragma once
// Melds: the shapes cards may take on the table. A single is one card; a set is two or more of
// one rank; a run is two or more consecutive ranks inside one group. Higher singles and sets are
// stronger, but a LOWER run is stronger (1-2-3 beats 11-12-13).
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
  constexpr Hand cards() const {
    if (empty()) return Hand{};
    return type() == MeldType::kRun ? Hand::run(low(), size()) : Hand::of(low(), size());
  }
  friend constexpr bool operator==(const Meld&, const Meld&) = default;

 private:
  std::uint32_t bits_ = 0;
};

// The meld `cards` form, or kNone when they form none (empty, mixed ranks, a gap, a run
// crossing 5-7 or 9-11). Any number of cards: the central meld may grow past three.
constexpr Meld meld_of(Hand cards) {
  if (cards.empty()) return {};
  const int low = cards.lowest();
  const int size = cards.size();
  // Every test is worked out and the answer selected, without branching on which shape it is:
  // plays come in random shapes, and a branch on them mispredicted at every move.
  const bool one_rank = cards.count(low) == size;
  const int high = low + size - 1;
  const bool in_one_group = same_group(low, high);
  const bool consecutive = cards == Hand::run(low, size < 5 ? size : 5);
  const bool run = (high < kRankCount) & in_one_group & consecutive;
  const MeldType type = one_rank ? (size == 1 ? MeldType::kSingle : MeldType::kSet) : MeldType::kRun;
  return (one_rank | run) ? Meld(type, low, size) : Meld{};
}

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
