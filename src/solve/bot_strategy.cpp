#include "solve/bot_strategy.h"

#include <stdexcept>

#include "bots/bot.h"
#include "strategy/card_class.h"

namespace cardroom::solve {
namespace {

// The place of a bot's answer in the set's list (an exposed card stands for its class).
std::size_t index_of(const vying::Action& chosen, const std::vector<vying::Action>& actions,
                     const vying::Rules& rules) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const vying::Action& a = actions[i];
    if (a.kind != chosen.kind) continue;
    if (a.kind == vying::ActionKind::kExpose
            ? strategy::card_class(a.card, rules) == strategy::card_class(chosen.card, rules)
            : a == chosen) {
      return i;
    }
  }
  throw std::logic_error("a bot chose " + vying::to_string(chosen) + ", which the solved game does not offer");
}

}  // namespace

BotStrategy bot_strategy(const HeadsUp& game, const bots::BotSpec& spec, int samples,
                         std::uint64_t seed, std::size_t max_nodes) {
  const std::unique_ptr<bots::VyingBot> bot =
      bots::make_seated_vying_bot(spec, game.game().rules, game.game().players);
  std::vector<std::vector<double>> by_set;
  auto ask = [&](std::uint32_t set, const HeadsUp::State& state) {
    const vying::Hand& hand = *state.hand;
    const vying::SeatView view(hand, hand.to_act());
    const std::vector<vying::Action> actions = game.actions(hand);
    std::vector<double> p = bot->probabilities(view);
    if (p.size() != actions.size()) {
      p.assign(actions.size(), 0.0);
      for (int k = 0; k < samples; ++k) {
        Rng rng = Rng::stream(seed, std::uint64_t{set} * static_cast<std::uint64_t>(samples) + static_cast<std::uint64_t>(k));
        p[index_of(bot->decide(view, rng), actions, hand.rules())] += 1.0 / samples;
      }
    }
    if (by_set.size() <= set) by_set.resize(set + 1);
    by_set[set] = std::move(p);
  };
  BotStrategy result{build_tree(game, game.root(), max_nodes, ask), {}};
  result.profile.resize(result.tree.strategy_sets.action_count());
  for (std::uint32_t s = 0; s < by_set.size(); ++s) {
    for (std::size_t a = 0; a < by_set[s].size(); ++a) result.profile[result.tree.strategy_sets.first_action[s] + a] = by_set[s][a];
  }
  return result;
}

}  // namespace cardroom::solve
