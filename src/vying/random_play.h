#pragma once
// Uniformly random legal play: each legal action word is equally likely, and a bet or raise
// then takes an amount uniformly from its range. The baseline player of tests, benchmarks and
// the demo (the bots issue builds real players on the same LegalActions).
//
// Inline, with Hand::legal(): random play asks for the legal actions and picks one at every
// action, and seen together the two need not build the whole LegalActions in memory.
#include <array>
#include <cstdint>

#include "core/bits.h"
#include "core/rng.h"
#include "vying/legal.h"

namespace cardroom::vying {

namespace random_play {

// The betting words in the order they are counted: check, call, fold, all-in, then bet or raise
// (the fifth word, a wager) standing for whichever of the two is legal.
inline constexpr int kWagerWord = 4;
inline constexpr std::array<ActionKind, 6> kWordKinds{ActionKind::kCheck, ActionKind::kCall,
                                                      ActionKind::kFold,  ActionKind::kAllIn,
                                                      ActionKind::kBet,   ActionKind::kRaise};
inline constexpr int kWordSets = 1 << (kWagerWord + 1);

// For each set of legal words (a bit each), the pick-th of them. How many there are is counted
// (popcnt on x86-64-v3) rather than read from a table: the next decision waits on the pick, and
// the read took longer.
inline constexpr std::array<std::array<std::int8_t, kWagerWord + 1>, kWordSets> kPicked = [] {
  std::array<std::array<std::int8_t, kWagerWord + 1>, kWordSets> picked{};
  for (int words = 0; words < kWordSets; ++words) {
    int pick = 0;
    for (int word = 0; word <= kWagerWord; ++word) {
      if (words >> word & 1) picked[std::size_t(words)][std::size_t(pick++)] = std::int8_t(word);
    }
  }
  return picked;
}();

// The amount above the bottom of the range of a bet or raise, drawn only when `wager` (the
// numbers drawn are those of a branch on it, which random picks would mispredict).
inline std::int64_t wager_offset(const LegalActions& legal, bool wager, Rng& rng) {
  const auto span = static_cast<std::uint64_t>(legal.hi - legal.lo + 1);
  if (span > 0xffffffffULL) return wager ? static_cast<std::int64_t>(rng.next() % span) : 0;
  return rng.below_if(wager, static_cast<std::uint32_t>(span));
}

}  // namespace random_play

inline Action random_action(const LegalActions& legal, Rng& rng) {
  switch (legal.phase) {
    case Phase::kExpose: {
      // The pick-th exposable card found at once (see SetBits), not by a walk to a random place.
      const SetBits exposable(legal.exposable);
      const auto pick = rng.below(static_cast<std::uint32_t>(exposable.count()));
      return Action::expose(Card::from_index(exposable.nth(static_cast<int>(pick))));
    }
    case Phase::kOffer: return Action::of(rng.below(2) ? ActionKind::kTake : ActionKind::kStand);
    case Phase::kDeclare:
      return Action::declare(static_cast<Declaration>(1 + rng.below(3)));
    case Phase::kBetting: {
      using namespace random_play;
      // The legal words as bits (check, call, fold, all-in, bet or raise) and the pick-th of
      // them looked up, then the action selected: a chain of tests on random picks
      // mispredicted at every action.
      const unsigned words = unsigned(legal.check) | unsigned(legal.call) << 1 |
                             unsigned(legal.fold) << 2 | unsigned(legal.all_in) << 3 |
                             unsigned(legal.bet | legal.raise) << 4;
      const auto count = static_cast<std::uint32_t>(count_bits(std::uint64_t(words)));
      const int word = kPicked[words][rng.below(count)];
      const bool wager = word == kWagerWord;
      const std::int64_t offset = wager_offset(legal, wager, rng);
      return Action::of(kWordKinds[std::size_t(word + int(wager & legal.raise))],
                        selected(wager, legal.lo + offset, std::int64_t{0}));
    }
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::vying
