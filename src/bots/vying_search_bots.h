#pragma once
// The searching bots for the vying games (see bots/search.h for how they search).
//  - `montecarlo`: each candidate action scored by `iterations` playouts (shared round-robin
//    among the candidates) in which every player follows the heuristic with `playout_samples`
//    deals per estimate;
//  - `ismcts`: `iterations` ISMCTS iterations with loose random playouts; the exploration `c`
//    is in units of the pot at the moment of the decision, so it means the same at any stakes.
// Both stop early at `ms` milliseconds when it is positive; by default they have no time limit,
// so that a seeded arena plays the same on any machine.
#include "bots/bot.h"
#include "bots/search.h"

namespace cardroom::bots {

class MonteCarloVyingBot final : public VyingBot {
 public:
  MonteCarloVyingBot(SearchBudget budget, int playout_samples)
      : budget_(budget), playout_samples_(playout_samples) {}
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
  const SearchBudget& budget() const { return budget_; }

 private:
  SearchBudget budget_;
  int playout_samples_;
};

class IsmctsVyingBot final : public VyingBot {
 public:
  IsmctsVyingBot(SearchBudget budget, double exploration)
      : budget_(budget), exploration_(exploration) {}
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
  int last_iterations() const { return last_iterations_; }
  const SearchBudget& budget() const { return budget_; }

 private:
  SearchBudget budget_;
  double exploration_;
  int last_iterations_ = 0;
};

}  // namespace cardroom::bots
