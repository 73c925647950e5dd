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

// --- the models --------------------------------------------------------------------------------

std::shared_ptr<const LearnedModel> ShippedModels::get(Game game, int players,
                                                       std::string& why) const {
  auto& model = models_[static_cast<int>(game)][std::clamp(players, 0, kMaxModelPlayers)];
  if (!model) {
    try {
      model = LearnedModel::load(shipped_model_path(game, players));
    } catch (const InputError& e) {
      why = e.what();
      return nullptr;
    }
  }
  return model;
}

std::string shipped_sizes_hint(Game game, const std::string& bot) {
  const std::vector<int> sizes = shipped_model_sizes(game);
  std::string list;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    list += (i == 0 ? "" : i + 1 == sizes.size() ? " and " : ", ") + std::to_string(sizes[i]);
  }
  return " (the shipped models of " + std::string(game_name(game)) + " play " +
         (sizes.empty() ? "no table" : list + " players") +
         "; give another with " + bot + ":model=FILE)";
}

Five35ModelChoice::Five35ModelChoice(std::string bot, std::shared_ptr<const LearnedModel> model)
    : bot_(std::move(bot)), model_(std::move(model)) {
  if (model_ && model_->game() != Game::kFiveThreeFive) {
    throw InputError(model_mismatch(*model_, "five-three-five"));
  }
}

std::shared_ptr<const LearnedModel> Five35ModelChoice::model_for(int players,
                                                                 std::string& why) const {
  return model_ ? model_ : shipped_.get(Game::kFiveThreeFive, players, why);
}

std::string Five35ModelChoice::table_refusal(int players) const {
  std::string why;
  const auto model = model_for(players, why);
  if (!model) return why;
  if (players == model->players()) return {};
  return model_mismatch(*model, "five-three-five with " + std::to_string(players) + " players") +
         (model_ ? "" : shipped_sizes_hint(Game::kFiveThreeFive, bot_));
}

// --- Five Three Five ---------------------------------------------------------------------------

LearnedFive35Bot::LearnedFive35Bot(std::shared_ptr<const LearnedModel> model, double epsilon)
    : models_("learned", std::move(model)), epsilon_(epsilon) {}

std::string LearnedFive35Bot::table_refusal(int players) const {
  return models_.table_refusal(players);
}

five35::Move LearnedFive35Bot::decide(const five35::View& view, Rng& rng) {
  // Tables check table_refusal before they deal; this guards any caller that did not.
  if (std::string why = table_refusal(view.players()); !why.empty()) throw InputError(why);
  std::string why;
  const auto model = models_.model_for(view.players(), why);
  state_.resize(std::size_t(env::five35_state_size(view.players())));
  env::five35_state_features(view, state_);
  five35::MoveList moves;
  env::five35_candidates(view, moves, features_);
  if (moves.size() == 1) return moves[0];
  model->q_values(state_, features_, moves.size(), work_, q_);
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
  return shipped_.get(*game, seats, why);
}

std::string VyingModelChoice::table_refusal(const vying::Rules& rules, int seats) const {
  std::string why;
  const auto model = model_for(rules, seats, why);
  if (!model) return why;
  const std::optional<Game> game = vying_game_of(rules);
  // A shipped model of a larger table plays this one with the missing seats sat out
  // (shipped_model_size); a model you give plays its own size only.
  const bool fits = model_ ? seats == model->players() : seats <= model->players();
  if ((game && *game != model->game()) || !fits) {
    return model_mismatch(*model, std::string(game ? game_name(*game) : "a vying game") +
                                      " with " + std::to_string(seats) + " players") +
           (model_ ? "" : shipped_sizes_hint(model->game(), bot_));
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
  state_.resize(std::size_t(env::vying_state_size(model->players())));
  env::vying_state_features(view, state_);
  env::vying_candidates(view, actions_, features_);
  if (actions_.size() == 1) return actions_.front();
  model->q_values(state_, features_, int(actions_.size()), work_, q_);
  return actions_[std::size_t(learned_choice(q_, epsilon_, rng))];
}

}  // namespace cardroom::bots
