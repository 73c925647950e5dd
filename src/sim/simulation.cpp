#include "sim/simulation.h"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <thread>

#include "core/input_error.h"
#include "io/five35_rules_json.h"
#include "io/vying_rules_json.h"
#include "sim/checkpoint.h"
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

namespace {

std::unique_ptr<GameSim> make_sim(const SimConfig& config) {
  return config.game == Game::kFiveThreeFive ? make_five35_sim(config) : make_vying_sim(config);
}

}  // namespace

void check_simulation(const SimConfig& config) {
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
  make_sim(config);  // the game's own checks (players, stack, bots, rules)
}

io::Json simulation_identity(const SimConfig& config, bool csv) {
  io::Json bots = io::Json::array(), variants = io::Json::array();
  for (const auto& b : config.bots) bots.push_back(b.text());
  for (const auto& v : config.variants) variants.push_back({{"name", v.name}, {"rules", v.rules}});
  const std::int64_t block =
      config.block_size > 0 ? config.block_size : default_block_size(config.games);
  return {{"command", "simulate"},
          {"game", std::string(game_name(config.game))},
          {"players", config.players},
          {"bots", bots},
          {"games", config.games},
          {"seed", config.seed},
          {"stack", config.stack},
          {"rule sets", variants},
          {"random_through_views", config.random_through_views},
          {"games per block", block},
          {"csv", csv}};
}

SimResult run_simulation(const SimConfig& config, const RunHooks& hooks) {
  check_simulation(config);
  const auto start = std::chrono::steady_clock::now();
  const std::unique_ptr<GameSim> sim = make_sim(config);
  const Schema& schema = sim->schema();
  const std::size_t variants = config.variants.size();
  const bool compare = variants > 1;
  const bool rank0 = !hooks.transport || hooks.transport->rank() == 0;

  SimResult result;
  result.config = config;
  result.schema = schema;
  result.stats.assign(variants, StatSet(schema));
  result.paired.resize(variants);
  for (std::size_t v = 1; v < variants; ++v) result.paired[v] = PairedDiffs(schema);

  // The merged statistics as bytes and back: a checkpoint's state, a block sent between ranks.
  auto write_stats = [&](const std::vector<StatSet>& stats, const std::vector<PairedDiffs>& paired,
                         ByteWriter& out) {
    for (std::size_t v = 0; v < variants; ++v) {
      stats[v].write(out);
      if (v > 0) paired[v].write(out);
    }
  };
  auto read_stats = [&](std::vector<StatSet>& stats, std::vector<PairedDiffs>& paired,
                        ByteReader& in) {
    for (std::size_t v = 0; v < variants; ++v) {
      stats[v].read(in);
      if (v > 0) paired[v].read(in);
    }
  };

  BlockPlan plan;
  plan.items = config.games;
  plan.threads = config.threads;
  plan.block_size = config.block_size > 0 ? config.block_size : default_block_size(config.games);
  RunControl<Partial> control;
  control.progress = hooks.progress;
  control.transport = hooks.transport;
  const io::Json identity = simulation_identity(config, hooks.csv != nullptr);
  std::int64_t csv_bytes = 0;
  if (rank0 && !hooks.checkpoint.empty()) {
    if (const auto found = read_checkpoint(hooks.checkpoint)) {
      check_same_run(hooks.checkpoint, identity, found->run);
      ByteReader in(found->state, "--checkpoint " + hooks.checkpoint);
      read_stats(result.stats, result.paired, in);
      in.finish();
      control.first_block = found->blocks_done;
      csv_bytes = found->csv_bytes;
    }
    control.save_every = hooks.checkpoint_every;
    control.save = [&](std::int64_t blocks_done) {
      if (hooks.csv) {
        hooks.csv->flush();
        if (!*hooks.csv) throw InputError("--csv: writing the file failed");
      }
      Checkpoint c;
      c.run = identity;
      c.blocks_done = blocks_done;
      c.csv_bytes = csv_bytes;
      ByteWriter out;
      write_stats(result.stats, result.paired, out);
      c.state = out.take();
      write_checkpoint(hooks.checkpoint, c);
    };
  }
  control.encode = [&](const Partial& partial, ByteWriter& out) {
    write_stats(partial.stats, partial.paired, out);
    out.text(partial.csv);
  };
  control.decode = [&](ByteReader& in) {
    Partial partial;
    partial.stats.assign(variants, StatSet(schema));
    partial.paired.resize(variants);
    for (std::size_t v = 1; v < variants; ++v) partial.paired[v] = PairedDiffs(schema);
    read_stats(partial.stats, partial.paired, in);
    partial.csv = in.text();
    return partial;
  };

  if (hooks.csv && rank0 && control.first_block == 0) {
    const std::string header =
        std::string("game") + (compare ? ",variant," : ",") + sim->csv_header() + "\n";
    *hooks.csv << header;
    csv_bytes += static_cast<std::int64_t>(header.size());
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
      csv_bytes += static_cast<std::int64_t>(partial.csv.size());
    }
  };
  run_blocks<Partial>(plan, play, merge, control);
  result.complete = rank0;
  if (hooks.csv && rank0) hooks.csv->flush();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace cardroom::sim
