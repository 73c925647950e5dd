// Five Three Five bots by name: maps a spec to a bot, reading every parameter by name with its
// default and bounds (the catalogue in docs/bots.md lists the same names).
#include "bots/bot.h"
#include "bots/five35_heuristic.h"
#include "bots/five35_search_bots.h"
#include "bots/guided_bot.h"
#include "bots/learned_bot.h"
#include "bots/random_bots.h"
#include "core/input_error.h"

namespace cardroom::bots {

namespace {

SearchBudget read_budget(BotParams& params, SearchBudget fallback) {
  return {int(params.integer("iterations", fallback.iterations, 1, 100'000'000)),
          int(params.integer("ms", fallback.milliseconds, 0, 3'600'000))};
}

}  // namespace

std::unique_ptr<Five35Bot> make_five35_bot(const BotSpec& spec) {
  BotParams params(spec);
  std::unique_ptr<Five35Bot> bot;
  if (spec.kind == "random") {
    bot = std::make_unique<RandomFive35Bot>();
  } else if (spec.kind == "heuristic") {
    Five35HeuristicWeights w;
    w.control = params.number("control", w.control, 0.0, 1.0);
    w.eight = params.number("eight", w.eight, -10.0, 10.0);
    w.lead = params.number("lead", w.lead, 0.0, 10.0);
    w.points = params.number("points", w.points, 0.0, 10.0);
    w.danger = params.number("danger", w.danger, 0.0, 10.0);
    bot = std::make_unique<HeuristicFive35Bot>(w);
  } else if (spec.kind == "montecarlo") {
    const SearchBudget budget = read_budget(params, kMonteCarloFive35Budget);
    const double epsilon = params.number("epsilon", kMonteCarloFive35Epsilon, 0.0, 1.0);
    bot = std::make_unique<MonteCarloFive35Bot>(budget, epsilon);
  } else if (spec.kind == "ismcts") {
    const SearchBudget budget = read_budget(params, kIsmctsFive35Budget);
    const double c = params.number("c", kIsmctsFive35Exploration, 0.0, 100.0);
    bot = std::make_unique<IsmctsFive35Bot>(budget, c);
  } else if (spec.kind == "learned") {
    const std::string file = params.text("model", "");
    const double epsilon = params.number("epsilon", 0.0, 0.0, 1.0);
    // No file: the shipped model of each table's size, read when a table first needs it.
    bot = std::make_unique<LearnedFive35Bot>(file.empty() ? nullptr : LearnedModel::load(file),
                                             epsilon);
  } else if (spec.kind == "guided") {
    const std::string file = params.text("model", "");
    bot = std::make_unique<GuidedFive35Bot>(file.empty() ? nullptr : LearnedModel::load(file),
                                            read_guided(params, kGuidedFive35));
  } else {
    throw InputError("unknown Five Three Five bot '" + spec.kind +
                     "'; bots: random, heuristic, montecarlo, ismcts, learned, guided");
  }
  params.done();
  return bot;
}

}  // namespace cardroom::bots
