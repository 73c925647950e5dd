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

#include "env/five35_episode.h"
#include "features/observation.h"
#include "env/vying_episode.h"
#include "io/five35_rules_json.h"
#include "io/json_read.h"
#include "io/vying_rules_json.h"

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
  // Every action takes chips or a card or ends a seat's part in a round: a generous bound.
  int max_game_length() const {
    const int n = setup->players();
    const auto& b = setup->rules.betting;
    const std::int64_t chips = setup->stacks.front() * n;
    const std::int64_t raises =
        b.raise_cap > 0 ? b.raise_cap : chips / std::max<std::int64_t>(1, b.min);
    const std::int64_t per_round = n * (raises + 2);
    return static_cast<int>(std::min<std::int64_t>(1'000'000'000, 2 * n + 53 * (n + per_round)));
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
  int max_game_length() const {
    // A round: every card dealt is played at most once, and between two plays each other
    // player passes at most once.
    const int round =
        five35::deal_shape(setup->players).cards_dealt(setup->players) * setup->players;
    if (!setup->whole_game) return round;
    int least = *std::min_element(setup->rules.card_points.begin(), setup->rules.card_points.end());
    if (least <= 0) return -1;  // rounds may score nothing: no bound
    const std::int64_t rounds =
        static_cast<std::int64_t>(setup->rules.target_score) * setup->players / least + 2;
    return static_cast<int>(std::min<std::int64_t>(1'000'000'000, rounds * round));
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
int learner_state_size(const env::VyingSetup& s);
int learner_state_size(const env::Five35Setup& s);
int learner_action_size(const env::VyingSetup& s);
int learner_action_size(const env::Five35Setup& s);

}  // namespace cardroom::python
