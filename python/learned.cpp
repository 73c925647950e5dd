// The learned bots' side of the extension: their features (env/learned_features.h) for a
// learner's batch, the model file's version numbers for the exporter, and the C++ forward pass
// of a model file (bots/learned_model.h), which the tests compare with PyTorch's.
#include "bindings.h"
#include "bots/guided_bot.h"
#include "bots/learned_model.h"
#include "core/input_error.h"
#include "features/learned_features.h"

namespace cardroom::python {

void learner_candidates(const env::VyingEpisode& e, int seat, std::span<float> state,
                        std::vector<std::int64_t>& codes, std::vector<float>& features) {
  const vying::SeatView view(e.hand(), seat);
  env::vying_state_features(view, state);
  std::vector<vying::Action> actions;
  std::vector<float> f;
  env::vying_candidates(view, actions, f);
  for (const vying::Action& a : actions) {
    const std::optional<int> code = e.codes().encode(a);
    if (!code) throw InputError("learner_features: no code for " + vying::to_string(a));
    codes.push_back(*code);
  }
  features.insert(features.end(), f.begin(), f.end());
}

void learner_candidates(const env::Five35Episode& e, int seat, std::span<float> state,
                        std::vector<std::int64_t>& codes, std::vector<float>& features) {
  const five35::View view(e.round(), seat);
  env::five35_state_features(view, state);
  five35::MoveList moves;
  std::vector<float> f;
  env::five35_candidates(view, moves, f);
  for (const five35::Move& m : moves) codes.push_back(*env::Five35ActionCodes::encode(m));
  features.insert(features.end(), f.begin(), f.end());
}

namespace {

// Each candidate's share of the root visits and its mean result, in the candidates' order;
// `children` are the search's root actions (an action the candidates lack, none in the shipped
// games, is left out; a candidate never visited gets 0 and 0).
template <class Child, class Candidates>
void root_targets(const std::vector<Child>& children, const Candidates& candidates,
                  std::vector<float>& shares, std::vector<float>& means) {
  const std::size_t first = shares.size();
  shares.resize(first + candidates.size(), 0.0f);
  means.resize(first + candidates.size(), 0.0f);
  double total = 0;
  for (const Child& child : children) {
    const auto it = std::find(candidates.begin(), candidates.end(), child.action);
    if (it == candidates.end()) continue;
    const std::size_t k = first + std::size_t(it - candidates.begin());
    shares[k] = float(child.visits);
    means[k] = float(child.mean);
    total += double(child.visits);
  }
  for (std::size_t k = first; k < shares.size(); ++k) {
    shares[k] = float(shares[k] / std::max(total, 1.0));
  }
}

}  // namespace

void guided_visits(const env::VyingEpisode& e, int seat, bots::GuidedVyingBot& bot, Rng& rng,
                   std::vector<float>& shares, std::vector<float>& means) {
  const vying::SeatView view(e.hand(), seat);
  bot.decide(view, rng);
  std::vector<vying::Action> actions;
  std::vector<float> f;
  env::vying_candidates(view, actions, f);
  root_targets(bot.root_children(), actions, shares, means);
}

void guided_visits(const env::Five35Episode& e, int seat, bots::GuidedFive35Bot& bot, Rng& rng,
                   std::vector<float>& shares, std::vector<float>& means) {
  const five35::View view(e.round(), seat);
  bot.decide(e.game().view(seat), rng);
  five35::MoveList moves;
  std::vector<float> f;
  env::five35_candidates(view, moves, f);
  root_targets(bot.root_children(), moves, shares, means);
}

int learner_state_size(const env::VyingSetup& s) { return env::vying_state_size(s.players()); }
int learner_state_size(const env::Five35Setup& s) { return env::five35_state_size(s.players); }
int learner_action_size(const env::VyingSetup&) { return env::kVyingActionFeatures; }
int learner_action_size(const env::Five35Setup&) { return env::kFive35ActionFeatures; }

void bind_learned(py::module_& m) {
  m.attr("LEARNED_FEATURES_VERSION") = env::kLearnedFeaturesVersion;
  m.attr("MODEL_FORMAT_VERSION") = bots::kModelFormatVersion;
  m.def(
      "learned_feature_sizes",
      [](const std::string& name, int players) {
        const Game game = require_game(name);
        if (players < 2 || players > 10) refuse("players: 2 to 10");
        return game == Game::kFiveThreeFive
                   ? py::make_tuple(env::five35_state_size(players), env::kFive35ActionFeatures)
                   : py::make_tuple(env::vying_state_size(players), env::kVyingActionFeatures);
      },
      py::arg("game"), py::arg("players"),
      "The learned bots' (state features, action features) for a game and player count.");
  m.def(
      "learned_q_values",
      [](const std::string& path, const py::array_t<float, py::array::c_style>& state,
         const py::array_t<float, py::array::c_style>& actions) {
        const auto model = bots::LearnedModel::load(path);
        if (state.ndim() != 1 || state.shape(0) != model->state_size()) {
          refuse("state: " + std::to_string(model->state_size()) + " floats for " + path);
        }
        if (actions.ndim() != 2 || actions.shape(1) != model->action_size()) {
          refuse("actions: rows of " + std::to_string(model->action_size()) + " floats for " +
                 path);
        }
        const int n = int(actions.shape(0));
        bots::LearnedModel::Workspace work;
        std::vector<float> q;
        model->q_values({state.data(), std::size_t(state.size())},
                        {actions.data(), std::size_t(actions.size())}, n, work, q);
        return py::array_t<float>(py::ssize_t(q.size()), q.data());
      },
      py::arg("path"), py::arg("state"), py::arg("actions"),
      "Q of each action row for one state, computed by the C++ learned bot from the model file "
      "at `path` (InputError as ValueError for a bad file).");
  m.def(
      "learned_model_info",
      [](const std::string& path) {
        const auto model = bots::LearnedModel::load(path);
        py::dict out;
        out["game"] = std::string(game_name(model->game()));
        out["players"] = model->players();
        out["state_size"] = model->state_size();
        out["action_size"] = model->action_size();
        out["hidden"] = model->hidden();
        return out;
      },
      py::arg("path"), "What a model file holds: game, players, feature sizes, hidden widths.");
}

}  // namespace cardroom::python
