#include "sim/simulation.h"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <thread>

#include "core/input_error.h"
#include "io/five35_rules_json.h"
#include "io/vying_rules_json.h"
#include "sim/runner.h"

namespace cardroom::sim {

namespace {

constexpr std::int64_t kMaxGames = std::int64_t{1} << 40;
constexpr int kMaxThreads = 1024;

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

// One block's results: a statistics set per rule set, the paired differences, the CSV rows.
struct Partial {
  std::vector<StatSet> stats;
  std::vector<PairedDiffs> paired;
  std::string csv;
};

}  // namespace

Variant make_variant(Game game, std::string name, const std::vector<RuleLayer>& layers) {
  Variant variant;
  variant.name = std::move(name);
  if (game == Game::kFiveThreeFive) {
    // The reader starts from the preset, so the layers are merged as JSON first; each layer is
    // read on its own too, so an error names the layer that has it.
    io::Json merged = io::Json::object();
    for (const auto& layer : layers) {
      io::five35_rules_from_json(layer.overrides, layer.where);
      merged.merge_patch(layer.overrides);
    }
    variant.five35 =
        io::five35_rules_from_json(merged, layers.empty() ? "rules" : layers.back().where);
    variant.rules = io::five35_rules_to_json(variant.five35);
  } else {
    vying::Rules rules = vying::preset(game);
    for (const auto& layer : layers)
      rules = io::vying_rules_from_json(rules, layer.overrides, layer.where);
    variant.vying = rules;
    variant.rules = io::vying_rules_to_json(rules);
  }
  return variant;
}

SimConfig simulation_config(const SimRequest& request) {
  SimConfig config;
  config.game = require_game(request.game);
  const bool five35 = config.game == Game::kFiveThreeFive;
  if (request.players < 0) throw InputError("--players: a table needs at least 2 players");
  config.players = request.players > 0 ? request.players : five35 ? 4 : 6;
  config.games = request.games;
  config.seed = request.seed;
  config.threads = request.threads > 0
                       ? request.threads
                       : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  config.stack = request.stack;
  if (request.bots.size() == 1) {
    config.bots.assign(static_cast<std::size_t>(config.players), request.bots.front());
  } else if (request.bots.size() == static_cast<std::size_t>(config.players)) {
    config.bots = request.bots;
  } else {
    throw InputError("--bots: " + std::to_string(request.bots.size()) + " bots for " +
                     std::to_string(config.players) +
                     " players; give one bot per seat, or one for all");
  }
  config.variants.push_back(make_variant(config.game, "rules", request.layers));
  return config;
}

SimResult run_simulation(const SimConfig& config, const RunHooks& hooks) {
  if (config.games < 1 || config.games > kMaxGames) {
    throw InputError("--games: between 1 and " + std::to_string(kMaxGames) + ", not " +
                     std::to_string(config.games));
  }
  if (config.threads < 1 || config.threads > kMaxThreads) {
    throw InputError("--threads: between 1 and " + std::to_string(kMaxThreads) + ", not " +
                     std::to_string(config.threads));
  }
  if (config.variants.empty()) throw InputError("simulate: no rule set to play");
  if (config.bots.size() != static_cast<std::size_t>(config.players)) {
    throw InputError("--bots: " + std::to_string(config.bots.size()) + " bots for " +
                     std::to_string(config.players) +
                     " players; give one bot per seat, or one for all");
  }
  const auto start = std::chrono::steady_clock::now();
  const std::unique_ptr<GameSim> sim =
      config.game == Game::kFiveThreeFive ? make_five35_sim(config) : make_vying_sim(config);
  const Schema& schema = sim->schema();
  const std::size_t variants = config.variants.size();
  const bool compare = variants > 1;

  SimResult result;
  result.config = config;
  result.schema = schema;
  result.stats.assign(variants, StatSet(schema));
  result.paired.resize(variants);
  for (std::size_t v = 1; v < variants; ++v) result.paired[v] = PairedDiffs(schema);

  if (hooks.csv) {
    *hooks.csv << "game" << (compare ? ",variant," : ",") << sim->csv_header() << '\n';
  }

  auto play = [&](std::int64_t first, std::int64_t count) {
    Partial partial;
    partial.stats.assign(variants, StatSet(schema));
    partial.paired.resize(variants);
    std::vector<std::unique_ptr<Table>> tables;
    std::vector<GameValues> values;
    for (std::size_t v = 0; v < variants; ++v) {
      tables.push_back(sim->table(config.variants[v]));
      values.emplace_back(schema);
      if (v > 0) partial.paired[v] = PairedDiffs(schema);
    }
    std::string row;
    for (std::int64_t game = first; game < first + count; ++game) {
      const GameSeeds seeds = GameSeeds::of(config.seed, game);
      for (std::size_t v = 0; v < variants; ++v) {
        values[v].reset();
        row.clear();
        if (compare) partial.stats[v].start_game();
        tables[v]->play(game, seeds, values[v], partial.stats[v], hooks.csv ? &row : nullptr);
        partial.stats[v].add_game(values[v]);
        if (v > 0) partial.paired[v].add(values[0], partial.stats[0], values[v], partial.stats[v]);
        if (hooks.csv) {
          partial.csv += std::to_string(game);
          partial.csv += ',';
          if (compare) partial.csv += csv_field(config.variants[v].name) + ",";
          partial.csv += row;
          partial.csv += '\n';
        }
      }
    }
    return partial;
  };
  auto merge = [&](Partial& partial) {
    for (std::size_t v = 0; v < variants; ++v) {
      result.stats[v].merge(partial.stats[v]);
      if (v > 0) result.paired[v].merge(partial.paired[v]);
    }
    if (hooks.csv) {
      hooks.csv->write(partial.csv.data(), static_cast<std::streamsize>(partial.csv.size()));
      if (!*hooks.csv) throw InputError("--csv: writing the file failed");
    }
  };
  BlockPlan plan;
  plan.items = config.games;
  plan.threads = config.threads;
  plan.block_size = config.block_size > 0 ? config.block_size : default_block_size(config.games);
  run_blocks<Partial>(plan, play, merge, hooks.progress);
  if (hooks.csv) hooks.csv->flush();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace cardroom::sim
