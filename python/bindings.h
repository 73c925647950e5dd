#pragma once
// What the pieces of the `cardroom._cardroom` extension share: dicts as JSON, the refusal that
// becomes a ValueError, the two families' games (a setup every state of the game refers to), and
// the functions that bind each part.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/rng.h"
#include "env/five35_episode.h"
#include "env/information_state.h"
#include "features/observation.h"
#include "env/vying_episode.h"
#include "io/five35_rules_json.h"
#include "io/json_read.h"
#include "io/vying_rules_json.h"

namespace cardroom::bots {
class GuidedVyingBot;
class GuidedFive35Bot;
}  // namespace cardroom::bots

namespace cardroom::python {

namespace py = pybind11;

// A Python value as JSON (through the json module: dicts, lists, numbers, strings) and back.
io::Json to_json(const py::object& value);
py::object from_json(const io::Json& value);

// Refuses a call: ValueError with `why`.
[[noreturn]] void refuse(const std::string& why);

// An action code from Python: an int (numpy's integers too), never a bool (True would play
// code 1); TypeError for anything else, ValueError for an int no code can be.
int code_of(const py::handle& action);

// --- games ---------------------------------------------------------------------------------

struct VyingGame {
  std::shared_ptr<const env::VyingSetup> setup;

  int num_players() const { return setup->players(); }
  int num_distinct_actions() const { return setup->codes().size(); }
  std::vector<int> observation_tensor_shape() const {
    return {env::vying_observation_size(setup->players())};
  }
  py::object rules() const { return from_json(io::vying_rules_to_json(setup->rules)); }
  int max_game_length() const { return env::max_game_length(*setup); }
  // Shape of information_state_tensor(seat); ValueError when the game has none.
  std::vector<std::int64_t> information_state_tensor_shape() const {
    const std::int64_t size = env::information_state_size(*setup);
    if (size == 0) refuse(env::why_no_information_state_tensor(*setup));
    return {size};
  }
  // A seat loses at most its own stack and wins at most everyone else's; chips only move.
  std::int64_t min_utility() const {
    return -*std::max_element(setup->stacks.begin(), setup->stacks.end());
  }
  std::int64_t max_utility() const {
    std::int64_t all = 0;
    for (std::int64_t s : setup->stacks) all += s;
    return all - *std::min_element(setup->stacks.begin(), setup->stacks.end());
  }
};

struct Five35Game {
  std::shared_ptr<const env::Five35Setup> setup;

  int num_players() const { return setup->players; }
  int num_distinct_actions() const { return env::Five35ActionCodes::size(); }
  std::vector<int> observation_tensor_shape() const {
    return {env::five35_observation_size(setup->players)};
  }
  py::object rules() const { return from_json(io::five35_rules_to_json(setup->rules)); }
  int max_game_length() const { return env::max_game_length(*setup); }
  std::vector<std::int64_t> information_state_tensor_shape() const {
    const std::int64_t size = env::information_state_size(*setup);
    if (size == 0) refuse(env::why_no_information_state_tensor(*setup));
    return {size};
  }
  // The most penalty points a round can give a seat: the costliest hand the deal can make
  // (the seat keeps it all when another goes out before it plays).
  std::int64_t max_round_points() const {
    const auto shape = five35::deal_shape(setup->players);
    std::vector<std::int32_t> points(setup->rules.card_points.begin(),
                                     setup->rules.card_points.end());
    std::sort(points.rbegin(), points.rend());
    std::int64_t total = 0;
    int left = shape.cards_each;
    for (std::int32_t p : points) {
      const int take = std::min(left, shape.copies);
      total += std::int64_t(take) * p;
      left -= take;
    }
    return total;
  }
  // Returns are minus the penalty points: of a round, of two rounds, or of a game that ends
  // when a total reaches the target (from at most target - 1, plus one round).
  std::int64_t min_utility() const {
    if (!setup->whole_game) return -max_round_points();
    if (five35::two_round_game(setup->rules, setup->players)) return -2 * max_round_points();
    return -(setup->rules.target_score - 1 + max_round_points());
  }
  std::int64_t max_utility() const { return 0; }
};

// The parts bound beside the games and states (python/module.cpp).
void bind_tools(py::module_& m);       // arena, simulate
void bind_vector_env(py::module_& m);  // VectorEnv, episode_seeds
void bind_learned(py::module_& m);     // the learned bots' features and network (python/learned.cpp)

// The learned bots' features of `seat`'s view of an episode (env/learned_features.h): the state
// into `state`, the candidate actions' codes and features appended to `codes` and `features`.
void learner_candidates(const env::VyingEpisode& e, int seat, std::span<float> state,
                        std::vector<std::int64_t>& codes, std::vector<float>& features);
void learner_candidates(const env::Five35Episode& e, int seat, std::span<float> state,
                        std::vector<std::int64_t>& codes, std::vector<float>& features);
// The search's policy and values at `seat`'s turn: `bot` (a guided bot) decides from the seat's
// view, and each candidate of learner_candidates gets its share of the root visits and the mean
// result the search found for it (the search's reward: chips in the vying games), appended to
// `shares` and `means` in the same order (expert iteration's targets;
// python/cardroom/training/expert.py).
void guided_visits(const env::VyingEpisode& e, int seat, bots::GuidedVyingBot& bot, Rng& rng,
                   std::vector<float>& shares, std::vector<float>& means);
void guided_visits(const env::Five35Episode& e, int seat, bots::GuidedFive35Bot& bot, Rng& rng,
                   std::vector<float>& shares, std::vector<float>& means);
int learner_state_size(const env::VyingSetup& s);
int learner_state_size(const env::Five35Setup& s);
int learner_action_size(const env::VyingSetup& s);
int learner_action_size(const env::Five35Setup& s);

}  // namespace cardroom::python
