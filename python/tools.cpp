// cardroom.arena and cardroom.simulate: the command line's tools, with the same JSON.
#include "arena/arena.h"
#include "bindings.h"
#include "bots/bot_spec.h"
#include "sim/report.h"
#include "sim/simulation.h"

namespace cardroom::python {

namespace {

std::vector<bots::BotSpec> bot_specs(const std::vector<std::string>& texts) {
  std::vector<bots::BotSpec> specs;
  for (const auto& text : texts) specs.push_back(bots::parse_bot_spec(text));
  return specs;
}

io::Json overrides_of(const py::object& rules) {
  if (rules.is_none()) return io::Json::object();
  if (!py::isinstance<py::dict>(rules)) throw py::type_error("rules: a dict of rule overrides");
  return to_json(rules);
}

}  // namespace

void bind_tools(py::module_& m) {
  m.def(
      "_arena",
      [](const std::string& game, const std::vector<std::string>& bots, int games,
         std::uint64_t seed, int threads, const py::object& rules, std::int64_t stack) {
        arena::ArenaConfig config;
        config.game = require_game(game);
        config.bots = bot_specs(bots);
        config.games = games;
        config.seed = seed;
        config.threads = threads;
        config.stack = stack;
        arena::set_rules(config, overrides_of(rules));
        arena::ArenaResult result;
        {
          py::gil_scoped_release free;
          result = arena::run_arena(config);
        }
        return from_json(arena::arena_json(result));
      },
      py::arg("game"), py::arg("bots"), py::arg("games"), py::arg("seed"), py::arg("threads"),
      py::arg("rules"), py::arg("stack"));
  m.attr("default_simulation_bots") = sim::kDefaultSimulationBots;
  m.def(
      "_simulate",
      [](const std::string& game, int players, std::int64_t games, std::uint64_t seed,
         const std::vector<std::string>& bots, int threads, const py::object& rules,
         std::int64_t stack) {
        sim::SimRequest request;
        request.game = game;
        request.players = players;
        request.bots = bot_specs(bots);
        request.games = games;
        request.seed = seed;
        request.threads = threads;
        request.stack = stack;
        if (!rules.is_none()) request.layers.push_back({"rules", overrides_of(rules)});
        const sim::SimConfig config = sim::simulation_config(request);
        sim::SimResult result;
        {
          py::gil_scoped_release free;
          result = sim::run_simulation(config);
        }
        return from_json(sim::result_json(result));
      },
      py::arg("game"), py::arg("players"), py::arg("games"), py::arg("seed"), py::arg("bots"),
      py::arg("threads"), py::arg("rules"), py::arg("stack"));
}

}  // namespace cardroom::python
