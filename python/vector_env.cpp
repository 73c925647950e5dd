// cardroom.VectorEnv's engine: a batch of episodes stepped in C++ with the GIL released
// (src/env/vector_env.h), its outputs written straight into numpy arrays.
#include "env/vector_env.h"

#include <type_traits>

#include "bindings.h"
#include "bots/bot_spec.h"
#include "bots/guided_bot.h"
#include "env/worker_pool.h"

namespace cardroom::python {

namespace {

template <typename Family>
class PyVectorEnv {
 public:
  PyVectorEnv(std::shared_ptr<const typename Family::Setup> setup, int num_envs, std::uint64_t seed,
              const std::vector<std::string>& opponents, int seat, int threads)
      : env_(std::move(setup), config(num_envs, seed, opponents, seat, threads)) {}

  py::tuple reset() {
    Outputs out = outputs();
    {
      py::gil_scoped_release free;
      env_.reset(out.spans());
    }
    return py::make_tuple(out.observations, out.masks);
  }

  // With `final_observations`, a fifth array: where an episode ended, its last observation.
  py::tuple step(const py::array_t<std::int64_t, py::array::c_style>& actions,
                 bool final_observations) {
    if (actions.ndim() != 1 || actions.shape(0) != env_.num_envs()) {
      refuse("actions: an int array of shape [" + std::to_string(env_.num_envs()) + "], not " +
             shape_text(actions));
    }
    Outputs out = outputs();
    env::StepOutput spans = out.spans();
    py::array_t<float> finals;
    if (final_observations) {
      finals = py::array_t<float>({py::ssize_t(env_.num_envs()), py::ssize_t(env_.observation_size())});
      spans.final_observations = {finals.mutable_data(), std::size_t(finals.size())};
    }
    const std::span<const std::int64_t> chosen(actions.data(), std::size_t(actions.shape(0)));
    {
      py::gil_scoped_release free;
      env_.step(chosen, spans);
    }
    if (final_observations)
      return py::make_tuple(out.observations, out.masks, out.rewards, out.done, finals);
    return py::make_tuple(out.observations, out.masks, out.rewards, out.done);
  }

  // For each environment, the learned bots' features of the seat to decide (python/learned.cpp):
  // (states [N, S], actions [T, A], codes [T], offsets [N + 1]): environment i's candidates are
  // rows offsets[i] .. offsets[i + 1] - 1.
  py::tuple learner_features() const {
    const py::ssize_t n = env_.num_envs();
    const auto& setup = env_.episode(0).setup();
    const int s = learner_state_size(setup);
    const int a = learner_action_size(setup);
    py::array_t<float> states({n, py::ssize_t(s)});
    py::array_t<std::int64_t> offsets(n + 1);
    std::vector<std::int64_t> codes;
    std::vector<float> features;
    {
      py::gil_scoped_release free;
      float* out = states.mutable_data();
      std::int64_t* at = offsets.mutable_data();
      at[0] = 0;
      for (py::ssize_t i = 0; i < n; ++i) {
        const int seat = env_.current_players()[std::size_t(i)];
        learner_candidates(env_.episode(int(i)), seat, {out + i * s, std::size_t(s)}, codes,
                           features);
        at[i + 1] = std::int64_t(codes.size());
      }
    }
    py::array_t<float> actions({py::ssize_t(codes.size()), py::ssize_t(a)});
    std::copy(features.begin(), features.end(), actions.mutable_data());
    py::array_t<std::int64_t> code_array(py::ssize_t(codes.size()), codes.data());
    return py::make_tuple(states, actions, code_array, offsets);
  }

  // For each environment, a guided search (the model at `model_path`) from the view of the seat
  // to decide: every candidate row of learner_features gets its share of the root visits and,
  // with `values`, the mean result the search found for it (a second array). The search of
  // environment i draws from Rng::stream(seed, i), so the result does not depend on `threads`.
  // Expert iteration's targets (python/cardroom/training/expert.py).
  py::object search_policy(const std::string& model_path, int iterations, double c, double t,
                           std::uint64_t seed, int threads, bool values) const {
    using Bot = std::conditional_t<std::is_same_v<Family, env::VyingFamily>,
                                   bots::GuidedVyingBot, bots::GuidedFive35Bot>;
    if (iterations < 1 || iterations > 1'000'000) refuse("iterations: 1 to 1000000");
    if (!(c >= 0 && c <= 100) || !(t >= 0 && t <= 100)) refuse("c and t: 0 to 100");
    if (threads < 1 || threads > 256) refuse("threads: 1 to 256");
    const auto model = bots::LearnedModel::load(model_path);  // InputError: a bad file
    const bots::GuidedParams params{{iterations, 0}, c, t};
    const auto n = static_cast<std::size_t>(env_.num_envs());
    std::vector<std::vector<float>> shares(n), means(n);
    {
      py::gil_scoped_release free;
      env::WorkerPool pool(std::min(threads, env_.num_envs()));
      pool.for_each(env_.num_envs(), [&](int i) {
        Bot bot(model, params);  // throws InputError for a model of another game or table
        Rng rng = Rng::stream(seed, std::uint64_t(i));
        const auto k = std::size_t(i);
        python::guided_visits(env_.episode(i), env_.current_players()[k], bot, rng, shares[k],
                              means[k]);
      });
    }
    const auto joined = [](const std::vector<std::vector<float>>& parts) {
      std::vector<float> all;
      for (const auto& p : parts) all.insert(all.end(), p.begin(), p.end());
      return py::array_t<float>(py::ssize_t(all.size()), all.data());
    };
    if (values) return py::make_tuple(joined(shares), joined(means));
    return joined(shares);
  }

  py::array_t<int> current_players() const {
    const auto& seats = env_.current_players();
    return py::array_t<int>(py::ssize_t(seats.size()), seats.data());
  }
  std::vector<int> observation_shape() const { return {env_.observation_size()}; }
  int num_envs() const { return env_.num_envs(); }
  int num_actions() const { return env_.num_codes(); }

 private:
  struct Outputs {
    py::array_t<float> observations;
    py::array_t<bool> masks;
    py::array_t<float> rewards;
    py::array_t<bool> done;
    // Nobody but the pool holds these arrays (nor a view of them: a view holds its base).
    bool free() const {
      return observations.ref_count() == 1 && masks.ref_count() == 1 && rewards.ref_count() == 1 &&
             done.ref_count() == 1;
    }
    env::StepOutput spans() {
      return {{observations.mutable_data(), std::size_t(observations.size())},
              {masks.mutable_data(), std::size_t(masks.size())},
              {rewards.mutable_data(), std::size_t(rewards.size())},
              {done.mutable_data(), std::size_t(done.size())}};
    }
  };

  static env::VectorEnvConfig config(int num_envs, std::uint64_t seed,
                                     const std::vector<std::string>& opponents, int seat,
                                     int threads) {
    env::VectorEnvConfig c;
    c.num_envs = num_envs;
    c.seed = seed;
    for (const auto& text : opponents) c.opponents.push_back(bots::parse_bot_spec(text));
    c.seat = seat;
    c.threads = threads;
    return c;
  }

  static std::string shape_text(const py::array& a) {
    std::string text = "[";
    for (py::ssize_t d = 0; d < a.ndim(); ++d) text += (d ? ", " : "") + std::to_string(a.shape(d));
    return text + "]";
  }

  // The arrays a step writes into: a set from an earlier step that the caller no longer holds,
  // else new ones. Fresh arrays every step cost more than the step: the kernel zeroes their pages
  // as they are first written, and two threads writing fresh pages wait on each other.
  Outputs outputs() {
    for (const Outputs& set : recycled_) {
      if (set.free()) return set;
    }
    const py::ssize_t n = env_.num_envs();
    Outputs out{py::array_t<float>({n, py::ssize_t(env_.observation_size())}),
                py::array_t<bool>({n, py::ssize_t(env_.num_codes())}),
                env_.self_play() ? py::array_t<float>({n, py::ssize_t(env_.players())})
                                 : py::array_t<float>(n),
                py::array_t<bool>(n)};
    // A few sets suffice for a loop that keeps the last step's arrays; a caller that keeps them
    // all (a replay buffer) gets new ones every step.
    if (recycled_.size() < 4) recycled_.push_back(out);
    return out;
  }

  env::VectorEnv<Family> env_;
  std::vector<Outputs> recycled_;
};

template <typename Family, typename Game>
void bind_family(py::module_& m, const char* name) {
  using Env = PyVectorEnv<Family>;
  py::class_<Env>(m, name, "A batch of episodes stepped together (cardroom.VectorEnv).")
      .def(py::init([](const Game& game, int num_envs, std::uint64_t seed,
                       const std::vector<std::string>& opponents, int seat, int threads) {
             return new Env(game.setup, num_envs, seed, opponents, seat, threads);
           }),
           py::arg("game"), py::arg("num_envs"), py::arg("seed"), py::arg("opponents"),
           py::arg("seat"), py::arg("threads"))
      .def("reset", &Env::reset, "Starts every environment: (obs, mask).")
      .def("step", &Env::step, py::arg("actions"), py::arg("final_observations") = false,
           "Plays one action per environment: (obs, mask, rewards, done), and with "
           "final_observations the last observation of each episode that ended.")
      .def("learner_features", &Env::learner_features,
           "The learned bots' features of each environment's seat to decide: (states [N, S], "
           "actions [T, A], codes [T], offsets [N + 1]).")
      .def("search_policy", &Env::search_policy, py::arg("model"), py::arg("iterations"),
           py::arg("c"), py::arg("t"), py::arg("seed"), py::arg("threads") = 1,
           py::arg("values") = false,
           "A guided search's share of root visits for every candidate row of "
           "learner_features (expert iteration's target), with the model file at `model`; with "
           "`values`, (shares, the mean result the search found for each row).")
      .def("current_players", &Env::current_players,
           "The seat each environment's observation is for.")
      .def("observation_shape", &Env::observation_shape, "One environment's observation shape.")
      .def("num_envs", &Env::num_envs, "Environments in the batch.")
      .def("num_actions", &Env::num_actions, "Action codes (the mask's width).");
}

}  // namespace

void bind_vector_env(py::module_& m) {
  bind_family<env::VyingFamily, VyingGame>(m, "_VyingVectorEnv");
  bind_family<env::Five35Family, Five35Game>(m, "_Five35VectorEnv");
  m.def(
      "episode_seeds",
      [](std::uint64_t seed, std::int64_t env, std::int64_t episode, int players) {
        if (env < 0 || episode < 0 || players < 2)
          refuse("episode_seeds: env and episode from 0, players from 2");
        const env::EpisodeSeeds s = env::episode_seeds(seed, env, episode, players);
        py::dict out;
        out["deal"] = s.deal;
        out["dealer"] = s.dealer;
        out["bots"] = s.bots;
        return out;
      },
      py::arg("seed"), py::arg("env"), py::arg("episode"), py::arg("players"),
      "The seeds of episode `episode` of environment `env` in a VectorEnv seeded with `seed`: "
      "{'deal', 'dealer', 'bots' (one per seat)}. A loop over single states with these seeds plays "
      "the same games.");
}

}  // namespace cardroom::python
