#pragma once
// The searching bots for Five Three Five (see bots/search.h for how they search).
//  - `montecarlo`: flat Monte Carlo. Each legal move is scored by playouts (`iterations` in all,
//    shared round-robin among the moves), each dealing the unseen cards anew from the view and
//    playing the round out with every seat following the heuristic, which makes a uniformly
//    random move instead with probability `epsilon` (a little noise keeps the playouts from
//    all ending alike: measured stronger than the pure heuristic).
//  - `ismcts`: information-set MCTS, `iterations` iterations with uniformly random playouts and
//    UCB exploration `c` (rewards are about -1..1: penalty points relative to the others' mean,
//    in units of a full hand).
// Both stop early at `ms` milliseconds when it is positive; by default they run their
// iterations whatever the clock says, so a seeded match gives the same moves on any machine.
#include "bots/bot.h"
#include "bots/five35_game.h"
#include "bots/search.h"

namespace cardroom::bots {

// Defaults chosen so that the slowest decision (a lead from a full hand, 5 players) stays under
// about 40 ms on the reference machine (2 cores); docs/bots.md has the measurements.
inline constexpr SearchBudget kMonteCarloFive35Budget{6000, 0};
inline constexpr double kMonteCarloFive35Epsilon = 0.2;
inline constexpr SearchBudget kIsmctsFive35Budget{6000, 0};
inline constexpr double kIsmctsFive35Exploration = 0.7;

class MonteCarloFive35Bot final : public Five35Bot {
 public:
  explicit MonteCarloFive35Bot(SearchBudget budget = kMonteCarloFive35Budget,
                               double epsilon = kMonteCarloFive35Epsilon)
      : budget_(budget), epsilon_(epsilon) {}
  five35::Move decide(const five35::View& view, Rng& rng) override;

 private:
  SearchBudget budget_;
  double epsilon_;
};

class IsmctsFive35Bot final : public Five35Bot {
 public:
  explicit IsmctsFive35Bot(SearchBudget budget = kIsmctsFive35Budget,
                           double exploration = kIsmctsFive35Exploration)
      : search_(budget, exploration) {}
  five35::Move decide(const five35::View& view, Rng& rng) override;
  // Iterations the last decision ran (for benchmarks and reports).
  int last_iterations() const { return search_.iterations(); }

 private:
  // Kept between decisions so that its tree storage is allocated once.
  Ismcts<Five35Game> search_;
};

}  // namespace cardroom::bots
