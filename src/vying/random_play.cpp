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
      std::array<Action, 6> options;
      std::uint32_t n = 0;
      if (legal.check) options[n++] = Action::check();
      if (legal.call) options[n++] = Action::call();
      if (legal.fold) options[n++] = Action::fold();
      if (legal.all_in) options[n++] = Action::all_in();
      if (legal.bet || legal.raise) {
        const auto span = static_cast<std::uint64_t>(legal.hi - legal.lo + 1);
        const auto amount = legal.lo + static_cast<std::int64_t>(
            span > 0xffffffffULL ? rng.next() % span : rng.below(static_cast<std::uint32_t>(span)));
        options[n++] = legal.bet ? Action::bet(amount) : Action::raise(amount);
      }
      return options[rng.below(n)];
    }
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::vying
