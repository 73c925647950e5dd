#include "bots/guided_bot.h"

#include <algorithm>
#include <cmath>

#include "core/input_error.h"
#include "features/learned_features.h"

namespace cardroom::bots {

GuidedParams read_guided(BotParams& params, const GuidedParams& defaults) {
  GuidedParams p;
  p.budget = {int(params.integer("iterations", defaults.budget.iterations, 1, 100'000'000)),
              int(params.integer("ms", defaults.budget.milliseconds, 0, 3'600'000))};
  p.exploration = params.number("c", defaults.exploration, 0.0, 100.0);
  p.temperature = params.number("t", defaults.temperature, 0.0, 100.0);
  return p;
}

GuidedParams read_guided_leaf(BotParams& params, GuidedParams p) {
  p.leaf_scale = params.number("leaf", p.leaf_scale, 0.0, 100.0);
  p.leaf_weight = params.number("mix", p.leaf_weight, 0.0, 1.0);
  if (p.leaf_scale <= 0 && p.leaf_weight < 1) {
    throw InputError("guided: mix weighs the network's value at the leaves, which leaf=SCALE "
                     "turns on (e.g. guided:leaf=0.02,mix=0.5)");
  }
  return p;
}

void softmax_prior(std::span<const float> q, double temperature, std::span<double> p) {
  const auto top = std::max_element(q.begin(), q.end());
  for (std::size_t k = 0; k < q.size(); ++k) {
    if (temperature <= 0) {
      p[k] = q.begin() + std::ptrdiff_t(k) == top ? 1.0 : 0.0;
    } else {
      // Measured from the largest, so that no exponent overflows.
      p[k] = std::exp((double(q[k]) - double(*top)) / temperature);
    }
  }
}

namespace {

// The prior of the search's n actions: softmax(Q / temperature) of the network's Q of each, found
// among the candidates the features list (the same legal actions; a bet or raise the candidates
// do not hold gets the mean Q of those that are there, which no shipped game needs).
template <class Action, class Candidates, std::size_t N>
void network_prior(const std::array<Action, N>& actions, int n, const Candidates& candidates,
                   const std::vector<float>& q, double temperature, std::array<double, N>& p) {
  float mean = 0;
  for (float v : q) mean += v / float(q.size());
  std::array<float, N> of_action{};
  for (int k = 0; k < n; ++k) {
    const auto it = std::find(candidates.begin(), candidates.end(), actions[std::size_t(k)]);
    of_action[std::size_t(k)] =
        it == candidates.end() ? mean : q[std::size_t(it - candidates.begin())];
  }
  softmax_prior(std::span(of_action).first(std::size_t(n)), temperature,
                std::span(p).first(std::size_t(n)));
}

}  // namespace

// --- vying -------------------------------------------------------------------------------------

GuidedVyingBot::GuidedVyingBot(std::shared_ptr<const LearnedModel> model,
                               const GuidedParams& params)
    : models_("guided", std::move(model)), params_(params),
      search_(params.budget, params.exploration) {}

std::string GuidedVyingBot::table_refusal(const vying::Rules& rules, int seats) const {
  if (params_.leaf_scale > 0 && seats != 2) {
    return "guided:leaf values the search's leaves heads-up only (the hand is zero-sum there), "
           "but the table has " + std::to_string(seats) + " seats; leave leaf out to play out "
           "the leaves";
  }
  return models_.table_refusal(rules, seats);
}

void GuidedVyingBot::score(const vying::Hand& hand) {
  const vying::SeatView view(hand, hand.to_act());
  state_.resize(std::size_t(env::vying_state_size(model_->players())));
  env::vying_state_features(view, state_);
  env::vying_candidates(view, candidates_, features_);
  model_->q_values(state_, features_, int(candidates_.size()), work_, q_);
}

void GuidedVyingBot::prior(const vying::Hand& hand,
                           const GuidedIsmcts<VyingGame>::Actions& actions, int n,
                           GuidedIsmcts<VyingGame>::Priors& p) {
  score(hand);
  network_prior(actions, n, candidates_, q_, params_.temperature, p);
}

// Heads-up (decide() refuses any other table with leaf), the hand is zero-sum: the seat to act
// expects its best Q, the other its negation.
bool GuidedVyingBot::leaf_value(const vying::Hand& hand,
                                std::array<double, VyingGame::kMaxSeats>& rewards) {
  if (params_.leaf_scale <= 0) return false;
  score(hand);
  const double best = double(*std::max_element(q_.begin(), q_.end())) / params_.leaf_scale;
  const int me = hand.to_act();
  rewards[std::size_t(me)] = best;
  rewards[std::size_t(1 - me)] = -best;
  return true;
}

vying::Action GuidedVyingBot::decide(const vying::SeatView& view, Rng& rng) {
  // Tables check table_refusal before they deal; this guards any caller that did not.
  if (std::string why = table_refusal(view.rules(), view.seats()); !why.empty()) {
    throw InputError(why);
  }
  std::string why;
  const auto model = models_.model_for(view.rules(), view.seats(), why);
  model_ = model.get();
  // Rewards are in chips: the exploration is in units of the pot, as for ismcts.
  const double scale = double(std::max<std::int64_t>(view.pot_total(), 1));
  search_ = GuidedIsmcts<VyingGame>(params_.budget, params_.exploration * scale,
                                    params_.leaf_weight);
  return search_.decide(
      view, rng,
      [this](const auto& hand, const auto& actions, int n, auto& p) { prior(hand, actions, n, p); },
      [this](const auto& hand, auto& rewards) { return leaf_value(hand, rewards); });
}

// --- Five Three Five ---------------------------------------------------------------------------

GuidedFive35Bot::GuidedFive35Bot(std::shared_ptr<const LearnedModel> model,
                                 const GuidedParams& params)
    : models_("guided", std::move(model)), params_(params),
      search_(params.budget, params.exploration) {}

std::string GuidedFive35Bot::table_refusal(int players) const {
  return models_.table_refusal(players);
}

void GuidedFive35Bot::prior(const five35::Round& round,
                            const GuidedIsmcts<Five35Game>::Actions& actions, int n,
                            GuidedIsmcts<Five35Game>::Priors& p) {
  const five35::View view(round, round.to_act());
  state_.resize(std::size_t(env::five35_state_size(view.players())));
  env::five35_state_features(view, state_);
  env::five35_candidates(view, candidates_, features_);
  model_->q_values(state_, features_, candidates_.size(), work_, q_);
  network_prior(actions, n, candidates_, q_, params_.temperature, p);
}

five35::Move GuidedFive35Bot::decide(const five35::View& view, Rng& rng) {
  if (std::string why = table_refusal(view.players()); !why.empty()) throw InputError(why);
  std::string why;
  model_ = models_.model_for(view.players(), why).get();
  return search_.decide(view, rng, [this](const auto& round, const auto& actions, int n, auto& p) {
    prior(round, actions, n, p);
  });
}

}  // namespace cardroom::bots
