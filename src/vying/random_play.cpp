#include "vying/random_play.h"

#include <bit>

namespace cardroom::vying {

Action random_action(const LegalActions& legal, Rng& rng) {
  switch (legal.phase) {
    case Phase::kExpose: {
      const int n = std::popcount(legal.exposable);
      std::uint64_t mask = legal.exposable;
      for (std::uint32_t k = rng.below(static_cast<std::uint32_t>(n)); k > 0; --k) mask &= mask - 1;
      return Action::expose(Card::from_index(std::countr_zero(mask)));
    }
    case Phase::kOffer: return rng.below(2) ? Action::take() : Action::stand();
    case Phase::kDeclare:
      return Action::declare(static_cast<Declaration>(1 + rng.below(3)));
    case Phase::kBetting: {
      const bool wager = legal.bet || legal.raise;
      const std::uint32_t n = legal.check + legal.call + legal.fold + legal.all_in + wager;
      std::uint32_t pick = rng.below(n);
      if (legal.check && pick-- == 0) return Action::check();
      if (legal.call && pick-- == 0) return Action::call();
      if (legal.fold && pick-- == 0) return Action::fold();
      if (legal.all_in && pick-- == 0) return Action::all_in();
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
