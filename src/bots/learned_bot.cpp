#include "bots/learned_bot.h"

#include <algorithm>

#include "core/input_error.h"
#include "features/learned_features.h"
#include "vying/rules.h"

namespace cardroom::bots {

int learned_choice(const std::vector<float>& q, double epsilon, Rng& rng) {
  const auto n = static_cast<std::uint32_t>(q.size());
  // The random draw is made only when exploring is on, so epsilon=0 uses no randomness at all.
  if (epsilon > 0 && rng.unit() < epsilon) return int(rng.below(n));
  int best = 0;
  for (std::uint32_t i = 1; i < n; ++i) {
    if (q[i] > q[std::size_t(best)]) best = int(i);
  }
  return best;
}

std::optional<Game> vying_game_of(const vying::Rules& rules) {
  for (Game g : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    if (rules.targets == vying::preset(g).targets) return g;
  }
  return std::nullopt;
}

std::string model_mismatch(const LearnedModel& model, const std::string& table) {
  return "model " + model.name() + ": trained for " + std::string(game_name(model.game())) +
         " with " + std::to_string(model.players()) + " players, but the table is " + table;
}

// --- Five Three Five ---------------------------------------------------------------------------

LearnedFive35Bot::LearnedFive35Bot(std::shared_ptr<const LearnedModel> model, double epsilon)
    : model_(std::move(model)), epsilon_(epsilon) {
  if (model_->game() != Game::kFiveThreeFive) throw InputError(model_mismatch(*model_, "five-three-five"));
}

std::string LearnedFive35Bot::table_refusal(int players) const {
  if (players == model_->players()) return {};
  return model_mismatch(*model_, "five-three-five with " + std::to_string(players) + " players");
}

five35::Move LearnedFive35Bot::decide(const five35::View& view, Rng& rng) {
  // Tables check table_refusal before they deal; this guards any caller that did not.
  if (std::string why = table_refusal(view.players()); !why.empty()) throw InputError(why);
  state_.resize(std::size_t(env::five35_state_size(view.players())));
  env::five35_state_features(view, state_);
  five35::MoveList moves;
  env::five35_candidates(view, moves, features_);
  if (moves.size() == 1) return moves[0];
  model_->q_values(state_, features_, moves.size(), work_, q_);
  return moves[learned_choice(q_, epsilon_, rng)];
}

// --- vying -------------------------------------------------------------------------------------

VyingModelChoice::VyingModelChoice(std::string bot, std::shared_ptr<const LearnedModel> model)
    : bot_(std::move(bot)), model_(std::move(model)) {
  if (model_ && model_->game() == Game::kFiveThreeFive) {
    throw InputError("model " + model_->name() +
                     ": trained for five-three-five, not a vying game");
  }
}

std::shared_ptr<const LearnedModel> VyingModelChoice::model_for(const vying::Rules& rules,
                                                               int seats, std::string& why) const {
  if (model_) return model_;
  const std::optional<Game> game = vying_game_of(rules);
  if (!game) {
    why = "bot " + bot_ + ": no shipped model for a vying table with these targets; give one " +
          "with " + bot_ + ":model=FILE";
    return nullptr;
  }
  const int game_index = *game == Game::kSevenTwentySeven ? 0 : 1;
  auto& shipped = shipped_[game_index][std::clamp(seats, 0, vying::kMaxSeats)];
  if (!shipped) {
    try {
      shipped = LearnedModel::load(shipped_model_path(*game, seats));
    } catch (const InputError& e) {
      why = e.what();
      return nullptr;
    }
  }
  return shipped;
}

std::string VyingModelChoice::table_refusal(const vying::Rules& rules, int seats) const {
  std::string why;
  const auto model = model_for(rules, seats, why);
  if (!model) return why;
  const std::optional<Game> game = vying_game_of(rules);
  if ((game && *game != model->game()) || seats != model->players()) {
    return model_mismatch(*model, std::string(game ? game_name(*game) : "a vying game") +
                                      " with " + std::to_string(seats) + " players");
  }
  return {};
}

LearnedVyingBot::LearnedVyingBot(std::shared_ptr<const LearnedModel> model, double epsilon)
    : models_("learned", std::move(model)), epsilon_(epsilon) {}

std::string LearnedVyingBot::table_refusal(const vying::Rules& rules, int seats) const {
  return models_.table_refusal(rules, seats);
}

vying::Action LearnedVyingBot::decide(const vying::SeatView& view, Rng& rng) {
  // Tables check table_refusal before they deal; this guards any caller that did not.
  if (std::string why = table_refusal(view.rules(), view.seats()); !why.empty()) {
    throw InputError(why);
  }
  std::string why;
  const auto model = models_.model_for(view.rules(), view.seats(), why);
  state_.resize(std::size_t(env::vying_state_size(view.seats())));
  env::vying_state_features(view, state_);
  env::vying_candidates(view, actions_, features_);
  if (actions_.size() == 1) return actions_.front();
  model->q_values(state_, features_, int(actions_.size()), work_, q_);
  return actions_[std::size_t(learned_choice(q_, epsilon_, rng))];
}

}  // namespace cardroom::bots
