#pragma once
// A Five Three Five rule set: the house options the rulebook names, as a small value that a
// round carries with it (so copying a round copies its rules; no pointers to chase).
#include <array>
#include <cstdint>
#include <string_view>

#include "five35/cards.h"

namespace cardroom::five35 {

// When a play that includes an 8 ends the trick (the lead itself never does).
enum class RuleOfEight : std::uint8_t {
  kAnyEight,    // every non-lead play holding an 8
  kSourceList,  // only when the meld after it is an 8, a set of 8s, 7-8 or 7-8-9
  kOff,
};

struct Rules {
  // Penalty for each card left in hand, by rank index.
  std::array<std::int32_t, kRankCount> card_points{1, 1, 1, 1, 1, 2, 5, 2, 3, 3, 3, 3, 3};
  RuleOfEight rule_of_eight = RuleOfEight::kAnyEight;
  std::int32_t target_score = 20;
  // With two players, the game is this many rounds from one shuffle: 2, or 0 to play to the
  // target score like any other table.
  std::int32_t two_player_rounds = 2;

  friend bool operator==(const Rules&, const Rules&) = default;
};

// Bounds the JSON reader enforces, so sums of points fit comfortably in 64 bits.
inline constexpr std::int32_t kMaxCardPoints = 1'000'000'000;
inline constexpr std::int32_t kMaxTargetScore = 1'000'000'000;

constexpr std::string_view rule_of_eight_name(RuleOfEight rule) {
  switch (rule) {
    case RuleOfEight::kAnyEight:
      return "any-eight";
    case RuleOfEight::kSourceList:
      return "source-list";
    case RuleOfEight::kOff:
      return "off";
  }
  return "?";
}

// The penalty of the cards in `hand`.
constexpr std::int64_t hand_points(const Rules& rules, Hand hand) {
  std::int64_t total = 0;
  for (int i = 0; i < kRankCount; ++i) {
    total += std::int64_t(hand.count(i)) * rules.card_points[static_cast<std::size_t>(i)];
  }
  return total;
}

// True when the game is a two-player game of exactly two rounds dealt from one shuffle.
constexpr bool two_round_game(const Rules& rules, int players) {
  return players == 2 && rules.two_player_rounds == 2;
}

}  // namespace cardroom::five35
