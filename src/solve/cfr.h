#pragma once
// Counterfactual regret minimisation over a written-out game tree (game_tree.h). Each iteration
// updates the two players in turn (alternating updates), over the whole tree: no sampling, so a
// solve is the same numbers every run, and on any number of threads.
//  - CFR+ (Tammelin 2014): regrets floored at zero, the average strategy weighted by the
//    iteration's number.
//  - Discounted CFR (Brown & Sandholm 2019, α = 1.5, β = 0, γ = 2): positive regrets kept by
//    t^α/(t^α + 1), negative ones halved, the average weighted by (t/(t+1))^γ.
// It is the average strategy that converges to an equilibrium.
#include <cstdint>
#include <string_view>
#include <vector>

#include "solve/game_tree.h"

namespace cardroom::solve {

enum class Method : std::uint8_t { kCfrPlus, kDiscounted };
std::string_view name(Method method);  // "cfr+", "dcfr"

class Solver {
 public:
  Solver(const GameTree& tree, Method method, int threads);

  void iterate();
  int iterations() const { return iterations_; }
  Profile average() const;
  const Profile& current() const { return current_; }

  // What a checkpoint keeps: with these, a solve goes on exactly as if never stopped.
  struct Sums {
    int iterations = 0;
    std::vector<double> regrets, strategy_sums;
  };
  Sums sums() const { return {iterations_, regrets_, strategy_sums_}; }
  // Throws InputError when the sums are of another tree.
  void restore(const Sums& sums);

 private:
  void update(int player);
  // Sets value_ below `node` (the updated player's point of view) and the weights of its sets.
  void walk(std::uint32_t node, int player, double own, double opponent, double chance);
  // Visits a chance or decision node's children with the reaches they are met at, after noting
  // at the player's own decisions the weights its regrets and average take: the one step that
  // both the threads' walks and the descent to their starting nodes make.
  template <class Visit>
  void fan_out(std::uint32_t node, int player, double own, double opponent, double chance, Visit&& visit);
  void settle_set(std::uint32_t set);
  void match_regrets(std::uint32_t set);

  const GameTree& tree_;
  Method method_;
  int threads_;
  int iterations_ = 0;
  std::vector<double> regrets_, strategy_sums_;
  Profile current_;
  std::vector<double> value_, own_weight_, regret_weight_;  // per node, for the player updated
  std::vector<std::uint32_t> sets_of_[2];
};

// The split of a tree for the threads: the first depth with enough nodes to share out.
int split_depth(const GameTree& tree, int threads);

}  // namespace cardroom::solve
