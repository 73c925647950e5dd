// Bots by name: the one place that maps a spec to a bot and documents every parameter.
#include "bots/bot.h"
#include "bots/random_bots.h"
#include "bots/vying_heuristic.h"
#include "bots/vying_search_bots.h"
#include "core/input_error.h"

namespace cardroom::bots {

namespace {

[[noreturn]] void unknown_kind(const BotSpec& spec) {
  std::string kinds;
  for (const auto& info : bot_catalogue()) kinds += (kinds.empty() ? "" : ", ") + info.kind;
  throw InputError("unknown bot '" + spec.kind + "'; bots: " + kinds);
}

}  // namespace

const std::vector<BotInfo>& bot_catalogue() {
  static const std::vector<BotInfo> catalogue{
      {"random", "uniform over the legal actions", {}},
  };
  return catalogue;
}

std::unique_ptr<VyingBot> make_vying_bot(const BotSpec& spec) {
  BotParams params(spec);
  std::unique_ptr<VyingBot> bot;
  if (spec.kind == "random") {
    bot = std::make_unique<RandomVyingBot>();
  } else if (spec.kind == "heuristic") {
    VyingHeuristicParams p;
    p.samples = static_cast<int>(params.integer("samples", p.samples, 1, 100000));
    p.aggression = params.number("aggression", p.aggression, 0.0, 10.0);
    bot = std::make_unique<HeuristicVyingBot>(p);
  } else if (spec.kind == "montecarlo") {
    const SearchBudget budget{static_cast<int>(params.integer("iterations", 240, 1, 100000000)),
                              static_cast<int>(params.integer("ms", 45, 0, 3600000))};
    const int samples = static_cast<int>(params.integer("playout_samples", 4, 1, 100000));
    bot = std::make_unique<MonteCarloVyingBot>(budget, samples);
  } else if (spec.kind == "ismcts") {
    const SearchBudget budget{static_cast<int>(params.integer("iterations", 1000, 1, 100000000)),
                              static_cast<int>(params.integer("ms", 45, 0, 3600000))};
    bot = std::make_unique<IsmctsVyingBot>(budget, params.number("c", 0.7, 0.0, 100.0));
  }
  if (!bot) unknown_kind(spec);
  params.done();
  return bot;
}

}  // namespace cardroom::bots
