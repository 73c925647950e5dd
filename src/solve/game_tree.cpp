#include "solve/game_tree.h"

namespace cardroom::solve {
namespace {

// Each set's decision nodes, in the order of the tree (a set's sums then add up in one fixed
// order, whatever the threads).
void list_nodes(const GameTree& tree, const std::vector<std::uint32_t>& set_of, InfoSets& sets) {
  sets.first_node.assign(sets.size() + 1, 0);
  for (std::uint32_t n = 0; n < tree.size(); ++n) {
    if (tree.kind[n] == NodeKind::kDecision) ++sets.first_node[set_of[n] + 1];
  }
  for (std::size_t s = 0; s < sets.size(); ++s) sets.first_node[s + 1] += sets.first_node[s];
  sets.nodes.resize(sets.first_node.back());
  std::vector<std::uint32_t> next(sets.first_node.begin(), sets.first_node.end() - 1);
  for (std::uint32_t n = 0; n < tree.size(); ++n) {
    if (tree.kind[n] == NodeKind::kDecision) sets.nodes[next[set_of[n]]++] = n;
  }
}

}  // namespace

Profile uniform_profile(const GameTree& tree) {
  const InfoSets& sets = tree.strategy_sets;
  Profile profile(sets.action_count());
  for (std::size_t s = 0; s < sets.size(); ++s) {
    for (int a = 0; a < sets.actions[s]; ++a) profile[sets.first_action[s] + a] = 1.0 / sets.actions[s];
  }
  return profile;
}

namespace detail {

void finish_tree(GameTree& tree, SetIndex& strategy_sets, SetIndex& recall_sets) {
  tree.strategy_sets = std::move(strategy_sets.sets);
  tree.strategy_keys = std::move(strategy_sets.keys);
  tree.recall_sets = std::move(recall_sets.sets);
  tree.recall_keys = std::move(recall_sets.keys);
  list_nodes(tree, tree.info, tree.strategy_sets);
  list_nodes(tree, tree.recall, tree.recall_sets);
  tree.level_start.assign(static_cast<std::size_t>(tree.max_depth) + 2, 0);
  for (std::uint32_t n = 0; n < tree.size(); ++n) ++tree.level_start[tree.depth[n] + 1u];
  for (int d = 0; d <= tree.max_depth; ++d) tree.level_start[d + 1] += tree.level_start[d];
  tree.level_nodes.resize(tree.size());
  std::vector<std::uint32_t> next(tree.level_start.begin(), tree.level_start.end() - 1);
  for (std::uint32_t n = 0; n < tree.size(); ++n) tree.level_nodes[next[tree.depth[n]]++] = n;
}

}  // namespace detail
}  // namespace cardroom::solve
