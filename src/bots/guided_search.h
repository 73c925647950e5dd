#pragma once
// GuidedIsmcts: the ISMCTS of bots/search.h with a prior over the actions of every node, chosen
// by PUCT (the AlphaZero rule) instead of UCB. The prior is a callable the bot supplies — for
// `guided`, the learned network's move scores — asked once for each node the first time a deal
// shows actions the node has no child for yet; every child keeps the prior it was given.
//
// Each iteration deals the hidden cards anew from the view and walks down one tree shared by all
// deals. At a node, among the children whose action this deal allows, it takes the largest
//   mean(child) + c · P(child) · sqrt(1 + visits of those children) / (1 + visits(child)),
// P being the child's prior renormalised over those children (the deals disagree on what is
// legal); a child never visited is scored at the node's mean so far, so a strong prior decides
// which unvisited child is tried first. The walk stops at the first child never visited; a playout
// with G::rollout ends the deal (or a value stands for it, see the second decide), and every node
// on the path adds the result of the player who chose it. The most visited action at the root is
// played.
//
// G is a traits type of bots/search.h. The prior is called as
//   prior(const State&, const std::array<Action, kMaxActions>& actions, int n,
//         std::array<double, kMaxActions>& p)
// with the state to act in and its n candidate actions, and fills p[0..n) (non-negative; they
// need not sum to one).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "bots/search.h"
#include "core/rng.h"

namespace cardroom::bots {

template <class G>
class GuidedIsmcts {
 public:
  using Action = typename G::Action;
  using State = typename G::State;
  using Actions = std::array<Action, G::kMaxActions>;
  using Priors = std::array<double, G::kMaxActions>;

  GuidedIsmcts(SearchBudget budget, double exploration, double leaf_weight = 1)
      : budget_(budget), exploration_(exploration), leaf_weight_(leaf_weight) {}

  template <class Prior>
  Action decide(const typename G::View& view, Rng& rng, Prior&& prior) {
    return decide(view, rng, prior, [](const State&, auto&) { return false; });
  }

  // As above, with `leaf(state, rewards)` asked first wherever a walk stops short of the end of
  // the deal: when it fills the rewards of every seat (a network's value) and returns true, they
  // stand for the rest of the deal, weighed against a playout's by the leaf weight λ (AlphaGo's
  // mix: λ·value + (1 − λ)·playout; at λ = 1 no playout is run). False: the deal is played out.
  template <class Prior, class Leaf>
  Action decide(const typename G::View& view, Rng& rng, Prior&& prior, Leaf&& leaf) {
    nodes_.clear();
    nodes_.push_back(Node{});
    const detail::Deadline deadline(budget_.milliseconds);
    for (int i = 0; i < budget_.iterations; ++i) {
      // The first iteration always runs: it gives the root its children, one of which is played.
      if (i > 0 && deadline.passed(i)) break;
      iterate(G::sample(view, rng), rng, prior, leaf);
    }
    iterations_ = static_cast<int>(nodes_[0].visits);
    return nodes_[detail::most_visited_child(nodes_)].action;
  }

  // Iterations run by the last decide() (for benchmarks and reports).
  int iterations() const { return iterations_; }
  // Each root action after the last decide(): its visits and the mean result of the player to
  // act over them (what expert iteration learns from; the tests of the rule read the visits).
  struct RootChild {
    Action action{};
    std::int64_t visits = 0;
    double mean = 0;
  };
  std::vector<RootChild> root_children() const {
    std::vector<RootChild> out;
    for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) {
      const Node& n = nodes_[c];
      out.push_back({n.action, n.visits, n.visits > 0 ? n.total / double(n.visits) : 0.0});
    }
    return out;
  }

 private:
  struct Node {
    Action action{};
    int first_child = -1;
    int next_sibling = -1;
    int player = -1;  // who chose `action`
    double prior = 0;
    std::int64_t visits = 0;
    double total = 0;  // summed rewards of `player`
  };

  template <class Prior, class Leaf>
  void iterate(State state, Rng& rng, Prior& prior, Leaf& leaf) {
    std::array<int, 256> path{};
    int depth = 0;
    int node = 0;
    Actions actions{};
    while (!G::terminal(state) && depth + 1 < static_cast<int>(path.size())) {
      const int n = G::actions(state, actions);
      const int player = G::to_act(state);
      // The children this deal allows, by action; the actions it allows that have none yet.
      std::array<int, G::kMaxActions> child{};
      child.fill(-1);
      for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
        const auto k = std::find(actions.begin(), actions.begin() + n, nodes_[c].action) -
                       actions.begin();
        if (k < n) child[static_cast<std::size_t>(k)] = c;
      }
      if (std::find(child.begin(), child.begin() + n, -1) != child.begin() + n) {
        Priors p{};
        prior(state, actions, n, p);
        for (int k = 0; k < n; ++k) {
          if (child[k] >= 0) continue;
          Node added;
          added.action = actions[k];
          added.player = player;
          added.prior = std::max(p[k], 0.0);
          child[k] = detail::add_child(nodes_, node, added);
        }
      }
      node = select(child, n);
      G::apply(state, nodes_[node].action);
      path[depth++] = node;
      if (nodes_[node].visits == 0) break;
    }
    const auto played = [&] {
      return play_out<G>(state, [&](const State& s) { return G::rollout(s, rng); });
    };
    std::array<double, G::kMaxSeats> rewards{};
    if (G::terminal(state) || !leaf(std::as_const(state), rewards)) {
      rewards = played();
    } else if (leaf_weight_ < 1) {
      const auto out = played();
      for (std::size_t i = 0; i < rewards.size(); ++i) {
        rewards[i] = leaf_weight_ * rewards[i] + (1 - leaf_weight_) * out[i];
      }
    }
    detail::back_up(nodes_, path, depth, rewards);
  }

  // PUCT among the children a deal allows (see the top of the file).
  int select(const std::array<int, G::kMaxActions>& child, int n) const {
    double prior_sum = 0, total = 0;
    std::int64_t visits = 0;
    for (int k = 0; k < n; ++k) {
      const Node& c = nodes_[child[k]];
      prior_sum += c.prior;
      visits += c.visits;
      total += c.total;
    }
    const double unvisited = visits > 0 ? total / static_cast<double>(visits) : 0.0;
    const double reach = exploration_ * std::sqrt(1.0 + static_cast<double>(visits));
    int best = child[0];
    double best_score = 0;
    for (int k = 0; k < n; ++k) {
      const Node& c = nodes_[child[k]];
      const double p = prior_sum > 0 ? c.prior / prior_sum : 1.0 / n;
      const double mean = c.visits > 0 ? c.total / static_cast<double>(c.visits) : unvisited;
      const double score = mean + reach * p / (1.0 + static_cast<double>(c.visits));
      if (k == 0 || score > best_score) {
        best = child[k];
        best_score = score;
      }
    }
    return best;
  }

  SearchBudget budget_;
  double exploration_;
  double leaf_weight_;
  std::vector<Node> nodes_;
  int iterations_ = 0;
};

}  // namespace cardroom::bots
