#include "vying/random_play.h"

#include <array>
#include <bit>

#include "core/bits.h"

namespace cardroom::vying {

namespace {

// The betting words in the order they are counted, the last standing for bet or raise.
constexpr std::array<ActionKind, 4> kWordKinds{ActionKind::kCheck, ActionKind::kCall,
                                               ActionKind::kFold, ActionKind::kAllIn};
constexpr int kWagerWord = 4;
constexpr int kWordSets = 1 << (kWagerWord + 1);

// For each set of legal words (a bit each), how many there are and the pick-th of them.
constexpr std::array<std::uint32_t, kWordSets> kWordCount = [] {
  std::array<std::uint32_t, kWordSets> count{};
  for (int words = 0; words < kWordSets; ++words) count[std::size_t(words)] = std::uint32_t(count_bits(std::uint64_t(words)));
  return count;
}();
constexpr std::array<std::array<std::int8_t, kWagerWord + 1>, kWordSets> kPicked = [] {
  std::array<std::array<std::int8_t, kWagerWord + 1>, kWordSets> picked{};
  for (int words = 0; words < kWordSets; ++words) {
    int pick = 0;
    for (int word = 0; word <= kWagerWord; ++word) {
      if (words >> word & 1) picked[std::size_t(words)][std::size_t(pick++)] = std::int8_t(word);
    }
  }
  return picked;
}();

}  // namespace

Action random_action(const LegalActions& legal, Rng& rng) {
  switch (legal.phase) {
    case Phase::kExpose: {
      const int n = count_bits(legal.exposable);
      std::uint64_t mask = legal.exposable;
      for (std::uint32_t k = rng.below(static_cast<std::uint32_t>(n)); k > 0; --k) mask &= mask - 1;
      return Action::expose(Card::from_index(std::countr_zero(mask)));
    }
    case Phase::kOffer: return Action::of(rng.below(2) ? ActionKind::kTake : ActionKind::kStand);
    case Phase::kDeclare:
      return Action::declare(static_cast<Declaration>(1 + rng.below(3)));
    case Phase::kBetting: {
      // The legal words as bits (check, call, fold, all-in, bet or raise) and the pick-th of
      // them looked up: a chain of tests on random picks mispredicted at every action.
      const bool wager = legal.bet || legal.raise;
      const unsigned words = unsigned(legal.check) | unsigned(legal.call) << 1 |
                             unsigned(legal.fold) << 2 | unsigned(legal.all_in) << 3 |
                             unsigned(wager) << 4;
      const int word = kPicked[words][rng.below(kWordCount[words])];
      if (word < kWagerWord) return Action::of(kWordKinds[static_cast<std::size_t>(word)]);
      const auto span = static_cast<std::uint64_t>(legal.hi - legal.lo + 1);
      const auto amount = legal.lo + static_cast<std::int64_t>(
          span > 0xffffffffULL ? rng.next() % span : rng.below(static_cast<std::uint32_t>(span)));
      return legal.bet ? Action::bet(amount) : Action::raise(amount);
    }
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::vying
