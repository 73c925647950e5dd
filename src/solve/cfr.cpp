#include "solve/cfr.h"

#include <cmath>

#include "solve/parallel.h"

namespace cardroom::solve {
namespace {

struct Task {
  std::uint32_t node;
  double own, opponent, chance;
};

}  // namespace

std::string_view name(Method method) { return method == Method::kCfrPlus ? "cfr+" : "dcfr"; }

int split_depth(const GameTree& tree, int threads) {
  for (int d = 0; d <= tree.max_depth; ++d) {
    if (tree.level_start[d + 1] - tree.level_start[d] >= 64u * static_cast<unsigned>(std::max(threads, 1))) return d;
  }
  return tree.max_depth;
}

Solver::Solver(const GameTree& tree, Method method, int threads)
    : tree_(tree), method_(method), threads_(threads) {
  regrets_.assign(tree.strategy_sets.action_count(), 0.0);
  strategy_sums_.assign(tree.strategy_sets.action_count(), 0.0);
  current_ = uniform_profile(tree);
  value_.assign(tree.size(), 0.0);
  own_weight_.assign(tree.size(), 0.0);
  regret_weight_.assign(tree.size(), 0.0);
  for (std::uint32_t s = 0; s < tree.strategy_sets.size(); ++s) sets_of_[tree.strategy_sets.player[s]].push_back(s);
}

void Solver::iterate() {
  ++iterations_;
  update(0);
  update(1);
}

template <class Visit>
void Solver::fan_out(std::uint32_t node, int player, double own, double opponent, double chance, Visit&& visit) {
  const std::uint32_t first = tree_.first_child[node];
  if (tree_.kind[node] == NodeKind::kChance) {
    for (int k = 0; k < tree_.child_count[node]; ++k) {
      visit(first + k, own, opponent, chance * tree_.probability[first + k]);
    }
    return;
  }
  const double* sigma = &current_[tree_.strategy_sets.first_action[tree_.info[node]]];
  const bool mine = tree_.player[node] == player;
  if (mine) {
    own_weight_[node] = own * chance;
    regret_weight_[node] = opponent * chance;
  }
  for (int k = 0; k < tree_.child_count[node]; ++k) {
    visit(first + k, mine ? own * sigma[k] : own, mine ? opponent : opponent * sigma[k], chance);
  }
}

void Solver::walk(std::uint32_t node, int player, double own, double opponent, double chance) {
  if (tree_.kind[node] == NodeKind::kTerminal) {
    value_[node] = player == 0 ? tree_.utility[node] : -tree_.utility[node];
    return;
  }
  fan_out(node, player, own, opponent, chance, [&](std::uint32_t child, double o, double p, double c) {
    walk(child, player, o, p, c);
  });
  value_[node] = fold_children(tree_, current_, value_, node);
}

void Solver::update(int player) {
  const int split = split_depth(tree_, threads_);
  // Above the split: the reaches handed down to the threads' walks, and the weights of the
  // decisions on the way.
  std::vector<Task> tasks;
  auto descend = [&](auto& self, std::uint32_t node, double own, double opponent, double chance) -> void {
    if (tree_.depth[node] == split || tree_.kind[node] == NodeKind::kTerminal) {
      tasks.push_back({node, own, opponent, chance});
      return;
    }
    fan_out(node, player, own, opponent, chance, [&](std::uint32_t child, double o, double p, double c) {
      self(self, child, o, p, c);
    });
  };
  descend(descend, 0, 1.0, 1.0, 1.0);
  parallel_for(tasks.size(), threads_, 1, [&](std::size_t i) {
    const Task& t = tasks[i];
    walk(t.node, player, t.own, t.opponent, t.chance);
  });
  for (int d = split - 1; d >= 0; --d) {
    for (std::uint32_t i = tree_.level_start[d]; i < tree_.level_start[d + 1]; ++i) {
      const std::uint32_t node = tree_.level_nodes[i];
      if (tree_.kind[node] != NodeKind::kTerminal) value_[node] = fold_children(tree_, current_, value_, node);
    }
  }
  const std::vector<std::uint32_t>& sets = sets_of_[player];
  parallel_for(sets.size(), threads_, 256, [&](std::size_t i) { settle_set(sets[i]); });
}

void Solver::settle_set(std::uint32_t set) {
  const InfoSets& sets = tree_.strategy_sets;
  const int actions = sets.actions[set];
  const std::uint32_t at = sets.first_action[set];
  double regret[256] = {}, reach[256] = {};
  for (std::uint32_t i = sets.first_node[set]; i < sets.first_node[set + 1]; ++i) {
    const std::uint32_t node = sets.nodes[i];
    const std::uint32_t first = tree_.first_child[node];
    for (int a = 0; a < actions; ++a) {
      regret[a] += regret_weight_[node] * (value_[first + a] - value_[node]);
      reach[a] += own_weight_[node];
    }
  }
  const double t = iterations_;
  for (int a = 0; a < actions; ++a) {
    double& r = regrets_[at + a];
    double& s = strategy_sums_[at + a];
    const double played = reach[a] * current_[at + a];
    if (method_ == Method::kCfrPlus) {
      r = std::max(r + regret[a], 0.0);
      s += t * played;
    } else {
      r += regret[a];
      const double kept = r > 0 ? std::pow(t, 1.5) / (std::pow(t, 1.5) + 1) : 0.5;
      r *= kept;
      s = s * std::pow(t / (t + 1), 2.0) + played;
    }
  }
  match_regrets(set);
}

// Regret matching: each action in proportion to its positive regret, uniform when none has any.
void Solver::match_regrets(std::uint32_t set) {
  const InfoSets& sets = tree_.strategy_sets;
  const int actions = sets.actions[set];
  const std::uint32_t at = sets.first_action[set];
  double total = 0;
  for (int a = 0; a < actions; ++a) total += std::max(regrets_[at + a], 0.0);
  for (int a = 0; a < actions; ++a) {
    current_[at + a] = total > 0 ? std::max(regrets_[at + a], 0.0) / total : 1.0 / actions;
  }
}

Profile Solver::average() const {
  const InfoSets& sets = tree_.strategy_sets;
  Profile profile(sets.action_count());
  for (std::uint32_t set = 0; set < sets.size(); ++set) {
    const std::uint32_t at = sets.first_action[set];
    double total = 0;
    for (int a = 0; a < sets.actions[set]; ++a) total += strategy_sums_[at + a];
    for (int a = 0; a < sets.actions[set]; ++a) {
      profile[at + a] = total > 0 ? strategy_sums_[at + a] / total : 1.0 / sets.actions[set];
    }
  }
  return profile;
}

void Solver::restore(const Sums& sums) {
  if (sums.regrets.size() != regrets_.size() || sums.strategy_sums.size() != strategy_sums_.size()) {
    throw InputError("the checkpoint is of another game: its strategy sets do not match");
  }
  iterations_ = sums.iterations;
  regrets_ = sums.regrets;
  strategy_sums_ = sums.strategy_sums;
  for (std::uint32_t set = 0; set < tree_.strategy_sets.size(); ++set) match_regrets(set);
}

}  // namespace cardroom::solve
