#pragma once
// The two searching bots, written once for any game (a "traits" type G tells them the game):
//
// - monte_carlo_decide: sample the hidden cards from the view, try each candidate action, play
//   the rest of the hand out with a policy (the heuristic), and pick the action with the best
//   mean result.
// - Ismcts: information-set Monte Carlo tree search (single observer, with determinization): each
//   iteration deals the hidden cards anew from the view, walks one tree of action sequences
//   shared by all determinizations, choosing among the actions available in this deal by UCB
//   with availability counts, expands one node, plays out, and backs the result up, each node
//   scored for the player who chose it. Any number of players.
//
// A traits type G provides:
//   using View, State, Action;  static constexpr int kMaxActions, kMaxSeats;
//   static State sample(const View&, Rng&);              // a determinization
//   static int seat(const View&);
//   static bool terminal(const State&);
//   static int to_act(const State&);
//   static int actions(const State&, std::array<Action, kMaxActions>&);  // candidate actions
//   static void apply(State&, const Action&);
//   static void rewards(const State&, std::array<double, kMaxSeats>&);    // per seat, terminal
//   static Action rollout(const State&, Rng&);           // the fast default policy
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/rng.h"

namespace cardroom::bots {

// How long a search may run: `iterations` (playouts) and, when positive, a wall-clock limit.
struct SearchBudget {
  int iterations = 1000;
  int milliseconds = 0;
};

namespace detail {

class Deadline {
 public:
  explicit Deadline(int milliseconds)
      : active_(milliseconds > 0),
        end_(std::chrono::steady_clock::now() + std::chrono::milliseconds(milliseconds)) {}
  // Checked every 32 iterations: reading the clock costs more than a cheap playout step.
  bool passed(int iteration) const {
    return active_ && (iteration & 31) == 0 && std::chrono::steady_clock::now() >= end_;
  }

 private:
  bool active_;
  std::chrono::steady_clock::time_point end_;
};

// The tree of both ISMCTS searches (Ismcts, and GuidedIsmcts in bots/guided_search.h) is a
// vector of nodes, each with `first_child`, `next_sibling`, `player` (who chose its action),
// `visits` and `total` (the summed rewards of `player`); node 0 is the root. These three pieces
// are the same for both.

// Links `child` in as the first child of `parent`; returns its index.
template <class Node>
int add_child(std::vector<Node>& nodes, int parent, Node child) {
  child.next_sibling = nodes[parent].first_child;
  nodes.push_back(child);
  const int index = static_cast<int>(nodes.size()) - 1;
  nodes[parent].first_child = index;
  return index;
}

// The root's most visited child (the first of equals in child order); -1 when it has none.
template <class Node>
int most_visited_child(const std::vector<Node>& nodes) {
  int best = -1;
  for (int c = nodes[0].first_child; c >= 0; c = nodes[c].next_sibling) {
    if (best < 0 || nodes[c].visits > nodes[best].visits) best = c;
  }
  return best;
}

// One iteration's result backed up: a visit of the root, and of each of the `depth` nodes on
// `path`, each adding the reward of the player who chose it.
template <class Node, class Path, class Rewards>
void back_up(std::vector<Node>& nodes, const Path& path, int depth, const Rewards& rewards) {
  ++nodes[0].visits;
  for (int d = 0; d < depth; ++d) {
    Node& n = nodes[path[d]];
    ++n.visits;
    n.total += rewards[n.player];
  }
}

}  // namespace detail

// Plays `state` to the end with `policy` (a callable State -> Action) and returns the rewards.
template <class G, class Policy>
std::array<double, G::kMaxSeats> play_out(typename G::State state, Policy&& policy) {
  while (!G::terminal(state)) G::apply(state, policy(state));
  std::array<double, G::kMaxSeats> rewards{};
  G::rewards(state, rewards);
  return rewards;
}

// Flat Monte Carlo: candidates in turn, each scored by playouts with `policy`.
template <class G, class Policy>
typename G::Action monte_carlo_decide(const typename G::View& view, Rng& rng,
                                      const SearchBudget& budget, Policy&& policy) {
  std::array<typename G::Action, G::kMaxActions> candidates{};
  const int n = G::actions(G::sample(view, rng), candidates);
  if (n == 1) return candidates[0];
  const int me = G::seat(view);
  std::array<double, G::kMaxActions> total{};
  std::array<int, G::kMaxActions> tries{};
  const detail::Deadline deadline(budget.milliseconds);
  for (int i = 0; i < std::max(budget.iterations, n); ++i) {
    if (deadline.passed(i)) break;
    const int k = i % n;
    typename G::State state = G::sample(view, rng);
    G::apply(state, candidates[k]);
    total[k] += play_out<G>(state, policy)[me];
    ++tries[k];
  }
  int best = 0;
  for (int k = 1; k < n; ++k) {
    if (tries[k] && (!tries[best] || total[k] / tries[k] > total[best] / tries[best])) best = k;
  }
  return candidates[best];
}

template <class G>
class Ismcts {
 public:
  using Action = typename G::Action;

  Ismcts(SearchBudget budget, double exploration) : budget_(budget), exploration_(exploration) {}

  Action decide(const typename G::View& view, Rng& rng) {
    nodes_.clear();
    nodes_.push_back(Node{});
    const detail::Deadline deadline(budget_.milliseconds);
    for (int i = 0; i < budget_.iterations; ++i) {
      if (deadline.passed(i)) break;
      iterate(G::sample(view, rng), rng);
    }
    iterations_ = static_cast<int>(nodes_[0].visits);
    // The most visited action at the root is the most trusted.
    const int best = detail::most_visited_child(nodes_);
    if (best >= 0) return nodes_[best].action;
    std::array<Action, G::kMaxActions> actions{};
    G::actions(G::sample(view, rng), actions);
    return actions[0];
  }

  // Iterations run by the last decide() (for benchmarks and reports).
  int iterations() const { return iterations_; }

 private:
  struct Node {
    Action action{};
    int parent = -1;
    int first_child = -1;
    int next_sibling = -1;
    int player = -1;  // who chose `action`
    std::int64_t visits = 0;
    std::int64_t available = 0;  // iterations in which `action` was legal here
    double total = 0;            // summed rewards of `player`
  };

  void iterate(typename G::State state, Rng& rng) {
    std::array<int, 256> path{};
    int depth = 0;
    int node = 0;
    std::array<Action, G::kMaxActions> actions{};
    while (!G::terminal(state) && depth + 1 < static_cast<int>(path.size())) {
      const int n = G::actions(state, actions);
      const int player = G::to_act(state);
      // Availability: every child whose action this deal allows; collect untried actions.
      std::array<bool, G::kMaxActions> tried{};
      int best = -1;
      double best_score = 0;
      for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
        const Node& child = nodes_[c];
        const int k = static_cast<int>(std::find(actions.begin(), actions.begin() + n, child.action) -
                                       actions.begin());
        if (k == n) continue;
        tried[k] = true;
        ++nodes_[c].available;
        const double score =
            child.total / static_cast<double>(child.visits) +
            exploration_ * std::sqrt(std::log(static_cast<double>(child.available)) /
                                     static_cast<double>(child.visits));
        if (best < 0 || score > best_score) {
          best = c;
          best_score = score;
        }
      }
      std::array<int, G::kMaxActions> untried{};
      int untried_count = 0;
      for (int k = 0; k < n; ++k) {
        if (!tried[k]) untried[untried_count++] = k;
      }
      if (untried_count > 0) {
        const Action a = actions[untried[rng.below(static_cast<std::uint32_t>(untried_count))]];
        Node child;
        child.action = a;
        child.parent = node;
        child.player = player;
        child.available = 1;
        node = detail::add_child(nodes_, node, child);
        G::apply(state, a);
        path[depth++] = node;
        break;
      }
      node = best;
      G::apply(state, nodes_[node].action);
      path[depth++] = node;
    }
    const auto rewards = play_out<G>(state, [&](const typename G::State& s) {
      return G::rollout(s, rng);
    });
    detail::back_up(nodes_, path, depth, rewards);
  }

  SearchBudget budget_;
  double exploration_;
  std::vector<Node> nodes_;
  int iterations_ = 0;
};

}  // namespace cardroom::bots
