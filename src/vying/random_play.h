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
// Set in the index of kPicked when the wager is a raise rather than a bet.
inline constexpr int kWagerIsRaise = kWordSets;

// For each set of legal words (a bit each, and kWagerIsRaise), the kind of the pick-th of them.
// How many there are is counted (popcnt on x86-64-v3) rather than read from a table, and the
// kind is read at once rather than the word and then its kind: the next decision waits on it,
// and each read from memory is a step of that wait.
inline constexpr std::array<std::array<ActionKind, kWagerWord + 1>, 2 * kWordSets> kPicked = [] {
  std::array<std::array<ActionKind, kWagerWord + 1>, 2 * kWordSets> picked{};
  for (int index = 0; index < 2 * kWordSets; ++index) {
    int pick = 0;
    for (int word = 0; word <= kWagerWord; ++word) {
      if (!(index >> word & 1)) continue;
      const bool raise = word == kWagerWord && (index & kWagerIsRaise);
      picked[std::size_t(index)][std::size_t(pick++)] = kWordKinds[std::size_t(word + raise)];
    }
  }
  return picked;
}();

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
      // The word and the amount above the bottom of the wager's range come from one draw (see
      // Rng::below_both); the amount counts only when the word is the wager. A range wider than
      // half a draw (no limit, huge stacks) draws its amount on its own.
      const auto span = static_cast<std::uint64_t>(
          selected(legal.bet | legal.raise, legal.hi - legal.lo + 1, std::int64_t{1}));
      const bool wide = span > 0xffffffffULL;
      const auto [pick, amount] = rng.below_both(count, wide ? 1u : static_cast<std::uint32_t>(span));
      const ActionKind kind = kPicked[words | unsigned(legal.raise) * kWagerIsRaise][pick];
      const bool wager = (kind == ActionKind::kBet) | (kind == ActionKind::kRaise);
      std::int64_t offset = amount;
      if (wide & wager) offset = static_cast<std::int64_t>(rng.next() % span);
      return Action::of(kind, selected(wager, legal.lo + offset, std::int64_t{0}));
    }
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::vying
