#include "solve/sampled_response.h"

#include <cmath>
#include <stdexcept>
#include <unordered_map>

#include "strategy/draw.h"
#include "vying/view.h"

namespace cardroom::solve {
namespace {

using Index = std::unordered_map<strategy::InfoKey, std::uint32_t, strategy::InfoKeyHash>;

Index index_of(const std::vector<strategy::InfoKey>& keys) {
  Index index;
  for (std::uint32_t i = 0; i < keys.size(); ++i) index.emplace(keys[i], i);
  return index;
}

std::uint32_t find(const Index& index, const strategy::InfoKey& key) {
  const auto it = index.find(key);
  if (it == index.end()) throw std::logic_error("sampled_response: a hand reached a set the tree does not have");
  return it->second;
}

}  // namespace

SampledValue sampled_response(const HeadsUp& game, const GameTree& tree, const Profile& profile,
                              const BestResponse& response, int responder, int hands,
                              std::uint64_t seed) {
  const Index strategy_index = index_of(tree.strategy_keys), recall_index = index_of(tree.recall_keys);
  const std::int64_t stack = game.game().stack;
  const std::array<std::int64_t, 2> stacks{stack, stack};
  double sum = 0, squares = 0;
  for (int i = 0; i < hands; ++i) {
    Rng rng = Rng::stream(seed, static_cast<std::uint64_t>(i));
    vying::Hand hand = vying::Hand::shuffled(game.game().rules, stacks, /*dealer=*/0, rng);
    while (!hand.finished()) {
      const std::vector<vying::Action> actions = game.actions(hand);
      std::size_t chosen = 0;
      if (actions.size() > 1) {
        const strategy::InfoKey view = strategy::view_key(vying::SeatView(hand, hand.to_act()));
        if (hand.to_act() == responder) {
          chosen = response.choice[find(recall_index, view)];
        } else {
          const double* p = &profile[tree.strategy_sets.first_action[find(strategy_index, view)]];
          chosen = strategy::draw(std::span<const double>(p, actions.size()), rng);
        }
      }
      hand.apply_unchecked(actions[chosen]);
    }
    const double won = static_cast<double>(hand.seat(responder).stack - stack);
    sum += won;
    squares += won * won;
  }
  SampledValue v;
  v.hands = hands;
  v.mean = sum / hands;
  const double variance = std::max(0.0, squares / hands - v.mean * v.mean);
  v.half_width = 1.96 * std::sqrt(variance / hands);
  return v;
}

}  // namespace cardroom::solve
