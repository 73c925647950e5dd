#include "bots/five35_search_bots.h"

#include <cmath>
#include <cstdint>
#include <limits>

#include "bots/five35_heuristic.h"

namespace cardroom::bots {

five35::Move MonteCarloFive35Bot::decide(const five35::View& view, Rng& rng) {
  const Five35Heuristic& heuristic = Five35Heuristic::standard();
  // A random move when the next 64 random bits fall under epsilon's share of them.
  const std::uint64_t threshold = epsilon_ >= 1.0 ? std::numeric_limits<std::uint64_t>::max()
                                                  : std::uint64_t(std::ldexp(epsilon_, 64));
  return monte_carlo_decide<Five35Game>(view, rng, budget_, [&](const five35::Round& round) {
    if (threshold != 0 && rng.next() < threshold) return Five35Game::rollout(round, rng);
    return heuristic.choose(round);
  });
}

five35::Move IsmctsFive35Bot::decide(const five35::View& view, Rng& rng) {
  return search_.decide(view, rng);
}

}  // namespace cardroom::bots
