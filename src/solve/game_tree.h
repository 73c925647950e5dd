#pragma once
// A two-player zero-sum game written out as a tree in flat arrays, once, so that the solver's
// iterations and the best responses walk plain numbers instead of replaying the rules. Children
// of a node sit next to each other. Each decision node belongs to two information sets:
//  - its strategy set: what the strategy may depend on (for the vying games, the seat's view,
//    strategy/info_key.h), where the solver keeps regrets and a bot is asked;
//  - its recall set: the strategy set plus the whole public history, the information of a
//    player who forgets nothing, over which best responses are taken.
// build_tree() writes any game that says how to expand a state (see Expansion); the vying hands
// are one such game (heads_up.h), and the tests add Kuhn poker.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/input_error.h"
#include "strategy/info_key.h"

namespace cardroom::solve {

enum class NodeKind : std::uint8_t { kTerminal, kChance, kDecision };

// What a game says about one state.
template <typename State>
struct Expansion {
  NodeKind kind = NodeKind::kTerminal;
  int player = 0;        // decision: 0 or 1
  double utility = 0;    // terminal: what player 0 wins (player 1 wins its negative)
  strategy::InfoKey info, recall;  // decision
  std::vector<State> children;     // one per outcome or action, in the order of the actions
  std::vector<double> probabilities;  // chance: one per child
  // The state's place in the order of events, when the game skips some (a forced action played
  // without a node): the same for all states of one recall set, and more than the parent's.
  // -1: the node's depth in the tree.
  int depth = -1;
  void clear() {
    children.clear();
    probabilities.clear();
  }
};

struct InfoSets {
  std::vector<std::uint8_t> player, actions;
  std::vector<std::uint32_t> first_action;   // into per-action arrays
  std::vector<std::uint32_t> first_node;     // into nodes: this set's decision nodes
  std::vector<std::uint32_t> nodes;
  std::size_t size() const { return player.size(); }
  std::size_t action_count() const { return first_action.empty() ? 0 : first_action.back() + actions.back(); }
};

struct GameTree {
  std::vector<NodeKind> kind;
  std::vector<std::uint8_t> player, depth;
  std::vector<std::uint16_t> child_count;
  std::vector<std::uint32_t> first_child;
  std::vector<double> probability;  // from its parent: the chance of this outcome, else 1
  std::vector<double> utility;      // terminal: what player 0 wins; 0 elsewhere
  std::vector<std::uint32_t> info, recall;  // decision: its two sets
  InfoSets strategy_sets, recall_sets;
  std::vector<strategy::InfoKey> strategy_keys, recall_keys;  // per set
  int max_depth = 0;
  // Nodes grouped by depth (a best response settles the deepest first).
  std::vector<std::uint32_t> level_start, level_nodes;

  std::size_t size() const { return kind.size(); }
};

// The per-action probabilities of both players, over the tree's strategy sets (first_action).
using Profile = std::vector<double>;
Profile uniform_profile(const GameTree& tree);

// A chance or decision node's value from its children's: the outcomes weighed by their chances,
// the actions by the profile. Linear, so it serves either player's point of view.
inline double fold_children(const GameTree& tree, const Profile& profile, const std::vector<double>& value,
                            std::uint32_t node) {
  const std::uint32_t first = tree.first_child[node];
  const double* weight = tree.kind[node] == NodeKind::kDecision
                             ? &profile[tree.strategy_sets.first_action[tree.info[node]]]
                             : &tree.probability[first];
  double v = 0;
  for (int k = 0; k < tree.child_count[node]; ++k) v += weight[k] * value[first + k];
  return v;
}

namespace detail {

struct SetIndex {
  std::unordered_map<strategy::InfoKey, std::uint32_t, strategy::InfoKeyHash> ids;
  InfoSets sets;
  std::vector<strategy::InfoKey> keys;
  std::vector<std::uint8_t> depth;
  // The set of `key`, made when new; a key met again must offer the same actions to the same
  // player (at the same depth, for recall sets): anything else is a fault of the game's keys.
  std::pair<std::uint32_t, bool> intern(const strategy::InfoKey& key, int player, int actions,
                                        int at_depth, bool same_depth) {
    auto [it, made] = ids.emplace(key, static_cast<std::uint32_t>(sets.size()));
    if (made) {
      sets.player.push_back(static_cast<std::uint8_t>(player));
      sets.actions.push_back(static_cast<std::uint8_t>(actions));
      sets.first_action.push_back(static_cast<std::uint32_t>(
          sets.first_action.empty() ? 0 : sets.first_action.back() + sets.actions[sets.size() - 2]));
      keys.push_back(key);
      depth.push_back(static_cast<std::uint8_t>(at_depth));
    } else if (sets.player[it->second] != player || sets.actions[it->second] != actions ||
               (same_depth && depth[it->second] != at_depth)) {
      throw std::logic_error("solve: two decisions with one information set differ (player " +
                             std::to_string(sets.player[it->second]) + " and " + std::to_string(player) +
                             ", actions " + std::to_string(sets.actions[it->second]) + " and " +
                             std::to_string(actions) + ", depth " + std::to_string(depth[it->second]) +
                             " and " + std::to_string(at_depth) + ")");
    }
    return {it->second, made};
  }
};

void finish_tree(GameTree& tree, SetIndex& strategy_sets, SetIndex& recall_sets);

}  // namespace detail

struct NoNewSet {
  template <typename State>
  void operator()(std::uint32_t, const State&) const {}
};

// Writes out the game from `root`. Throws InputError when it has more than `max_nodes` nodes.
// `on_new_set(id, state)` is called at the first state met in each strategy set (a bot is asked
// there).
template <typename Game, typename OnNewSet = NoNewSet>
GameTree build_tree(const Game& game, const typename Game::State& root, std::size_t max_nodes,
                    OnNewSet on_new_set = {}) {
  GameTree tree;
  detail::SetIndex strategy_sets, recall_sets;
  auto add_nodes = [&](std::size_t count) {
    if (tree.size() + count > max_nodes) {
      throw InputError("the game tree has more than " + std::to_string(max_nodes) +
                       " nodes; make the game smaller (fewer offer rounds, smaller stacks)");
    }
    const std::size_t n = tree.size() + count;
    tree.kind.resize(n);
    tree.player.resize(n);
    tree.child_count.resize(n);
    tree.depth.resize(n);
    tree.first_child.resize(n);
    tree.probability.resize(n, 1.0);
    tree.utility.resize(n);
    tree.info.resize(n);
    tree.recall.resize(n);
  };
  auto expand = [&](auto& self, std::uint32_t node, const typename Game::State& state,
                    int depth) -> void {
    const int parent_depth = depth - 1;
    Expansion<typename Game::State> e;
    game.expand(state, e);
    if (e.depth >= 0) depth = e.depth;
    tree.kind[node] = e.kind;
    tree.depth[node] = static_cast<std::uint8_t>(depth);
    if (depth > 250) throw std::logic_error("solve: the game is deeper than 250 steps");
    if (depth <= parent_depth && node != 0) throw std::logic_error("solve: a state is no deeper than its parent");
    tree.max_depth = std::max(tree.max_depth, depth);
    if (e.kind == NodeKind::kTerminal) {
      tree.utility[node] = e.utility;
      return;
    }
    if (e.children.empty() || (e.kind == NodeKind::kDecision ? e.children.size() > 255 : e.children.size() > 65535)) {
      throw InputError("solve: a state has " + std::to_string(e.children.size()) +
                       " outcomes (1 to 255 actions, 65,535 chance outcomes are supported)");
    }
    const int count = static_cast<int>(e.children.size());
    tree.player[node] = static_cast<std::uint8_t>(e.player);
    if (e.kind == NodeKind::kDecision) {
      const auto [id, made] = strategy_sets.intern(e.info, e.player, count, depth, false);
      tree.info[node] = id;
      tree.recall[node] = recall_sets.intern(e.recall, e.player, count, depth, true).first;
      if (made) on_new_set(id, state);
    }
    const auto first = static_cast<std::uint32_t>(tree.size());
    add_nodes(static_cast<std::size_t>(count));
    tree.first_child[node] = first;
    tree.child_count[node] = static_cast<std::uint16_t>(count);
    for (int k = 0; k < count; ++k) {
      if (e.kind == NodeKind::kChance) tree.probability[first + k] = e.probabilities[static_cast<std::size_t>(k)];
      self(self, first + static_cast<std::uint32_t>(k), e.children[static_cast<std::size_t>(k)], depth + 1);
    }
  };
  add_nodes(1);
  expand(expand, 0, root, 0);
  detail::finish_tree(tree, strategy_sets, recall_sets);
  return tree;
}

}  // namespace cardroom::solve
