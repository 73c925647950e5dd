#include "solve/best_response.h"

#include "solve/parallel.h"

namespace cardroom::solve {

BestResponse best_response(const GameTree& tree, const Profile& profile, int responder, int threads) {
  // Top down: how likely chance and the other player make each node.
  std::vector<double> reach(tree.size(), 0.0);
  reach[0] = 1.0;
  for (int d = 0; d < tree.max_depth; ++d) {
    parallel_for(tree.level_start[d + 1] - tree.level_start[d], threads, 4096, [&](std::size_t i) {
      const std::uint32_t node = tree.level_nodes[tree.level_start[d] + i];
      const std::uint32_t first = tree.first_child[node];
      for (int k = 0; k < tree.child_count[node]; ++k) {
        double p = 1.0;
        if (tree.kind[node] == NodeKind::kChance) p = tree.probability[first + k];
        if (tree.kind[node] == NodeKind::kDecision && tree.player[node] != responder) {
          p = profile[tree.strategy_sets.first_action[tree.info[node]] + k];
        }
        reach[first + k] = reach[node] * p;
      }
    });
  }
  // Bottom up, a depth at a time: first the responder's choices at this depth's recall sets,
  // from the values of the depth below, then every node's value.
  const InfoSets& sets = tree.recall_sets;
  BestResponse result;
  result.choice.assign(sets.size(), 0);
  std::vector<std::vector<std::uint32_t>> sets_at(static_cast<std::size_t>(tree.max_depth) + 1);
  for (std::uint32_t s = 0; s < sets.size(); ++s) {
    if (sets.player[s] == responder) sets_at[tree.depth[sets.nodes[sets.first_node[s]]]].push_back(s);
  }
  std::vector<double> value(tree.size(), 0.0);
  for (int d = tree.max_depth; d >= 0; --d) {
    const std::vector<std::uint32_t>& here = sets_at[static_cast<std::size_t>(d)];
    parallel_for(here.size(), threads, 256, [&](std::size_t i) {
      const std::uint32_t s = here[i];
      double worth[256] = {};
      for (std::uint32_t j = sets.first_node[s]; j < sets.first_node[s + 1]; ++j) {
        const std::uint32_t node = sets.nodes[j];
        for (int a = 0; a < sets.actions[s]; ++a) worth[a] += reach[node] * value[tree.first_child[node] + a];
      }
      int best = 0;
      for (int a = 1; a < sets.actions[s]; ++a) {
        if (worth[a] > worth[best]) best = a;
      }
      result.choice[s] = static_cast<std::uint8_t>(best);
    });
    parallel_for(tree.level_start[d + 1] - tree.level_start[d], threads, 4096, [&](std::size_t i) {
      const std::uint32_t node = tree.level_nodes[tree.level_start[d] + i];
      if (tree.kind[node] == NodeKind::kTerminal) {
        value[node] = responder == 0 ? tree.utility[node] : -tree.utility[node];
      } else if (tree.kind[node] == NodeKind::kDecision && tree.player[node] == responder) {
        value[node] = value[tree.first_child[node] + result.choice[tree.recall[node]]];
      } else {
        value[node] = fold_children(tree, profile, value, node);
      }
    });
  }
  result.value = value[0];
  return result;
}

double expected_value(const GameTree& tree, const Profile& profile) {
  std::vector<double> value(tree.size(), 0.0);
  for (int d = tree.max_depth; d >= 0; --d) {
    for (std::uint32_t i = tree.level_start[d]; i < tree.level_start[d + 1]; ++i) {
      const std::uint32_t node = tree.level_nodes[i];
      value[node] = tree.kind[node] == NodeKind::kTerminal ? tree.utility[node] : fold_children(tree, profile, value, node);
    }
  }
  return value[0];
}

Exploitability exploitability(const GameTree& tree, const Profile& profile, int threads) {
  Exploitability e;
  e.value = expected_value(tree, profile);
  e.responses[0] = best_response(tree, profile, 0, threads).value;
  e.responses[1] = best_response(tree, profile, 1, threads).value;
  return e;
}

}  // namespace cardroom::solve
