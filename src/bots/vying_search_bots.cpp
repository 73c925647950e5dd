#include "bots/vying_search_bots.h"

#include "bots/vying_game.h"
#include "bots/vying_heuristic.h"

namespace cardroom::bots {

vying::Action MonteCarloVyingBot::decide(const vying::SeatView& view, Rng& rng) {
  VyingHeuristicParams playout_params;
  playout_params.samples = playout_samples_;
  HeuristicVyingBot playout_bot(playout_params);
  auto heuristic = [&](const vying::Hand& hand) {
    return playout_bot.decide(vying::SeatView(hand, hand.to_act()), rng);
  };
  return monte_carlo_decide<VyingGame>(view, rng, budget_, heuristic);
}

vying::Action IsmctsVyingBot::decide(const vying::SeatView& view, Rng& rng) {
  // Rewards are in chips; scale the exploration to the pot so `c` means the same at any stakes.
  const double scale = static_cast<double>(std::max<std::int64_t>(view.pot_total(), 1));
  Ismcts<VyingGame> search(budget_, exploration_ * scale);
  const vying::Action action = search.decide(view, rng);
  last_iterations_ = search.iterations();
  return action;
}

}  // namespace cardroom::bots
