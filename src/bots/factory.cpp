// Bots by name: the one place that maps a spec to a bot and documents every parameter.
#include "bots/bot.h"
#include "bots/guided_bot.h"
#include "bots/learned_bot.h"
#include "bots/random_bots.h"
#include "bots/solved_bot.h"
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
  // Parameters marked (535) belong to the Five Three Five bot of that kind, the others to the
  // vying one; iterations, ms and c are shared. docs/bots.md says more.
  static const std::vector<BotInfo> catalogue{
      {"random", "uniform over the legal actions", {}},
      {"heuristic",
       "rule-based: pot share against pot odds, cards that bring a target nearer (vying); shed "
       "awkward cards, keep 8s and melds for control (535)",
       {{"samples", "24",
         "the pot share is drawn as an estimate from this many deals of the hidden cards; 0: "
         "the counted share without noise"},
        {"aggression", "0.8", "bet when the pot share beats aggression / players still in"},
        {"control", "0.29", "(535) discount of a meld's cost at full strength"},
        {"eight", "-0.55", "(535) worth of each 8 held while the Rule of 8 is on"},
        {"lead", "0.91", "(535) bonus for a play that wins the trick at once"},
        {"points", "0.04", "(535) cost per penalty point held"},
        {"danger", "0.59", "(535) added to points as the smallest other hand shrinks"}}},
      {"montecarlo",
       "every candidate action scored by playouts with the heuristic",
       {{"iterations", "160", "playouts, shared round-robin among the candidates (535: 6000)"},
        {"ms", "0", "time limit per decision in milliseconds, 0: none; a limit makes the play "
                    "depend on the machine's speed and load"},
        {"playout_samples", "24",
         "the heuristic's samples inside playouts (0: its counted share without noise)"},
        {"epsilon", "0.2", "(535) chance of a random move at each playout step"}}},
      {"ismcts",
       "information-set Monte Carlo tree search with determinization",
       {{"iterations", "1000", "iterations per decision (535: 6000)"},
        {"ms", "0", "time limit per decision in milliseconds, 0: none; a limit makes the play "
                    "depend on the machine's speed and load"},
        {"c", "0.7", "exploration (vying: in units of the pot)"}}},
      {"learned",
       "Deep Monte Carlo: a network scores every candidate action of the view, the best is played",
       {{"model", "(shipped)", "model file; default the game's shipped model for the table's size "
                               "(models/535.bin, 15-35.bin, 7-27.bin for four players, "
                               "GAME-Np.bin for N; $CARDROOM_MODELS overrides the folder)"},
        {"epsilon", "0", "chance of a random candidate at each decision"}}},
      {"guided",
       "ISMCTS steered by the learned network: softmax(Q / t) of each node's actions is the prior "
       "of PUCT",
       {{"iterations", "500", "iterations per decision (535: 2000)"},
        {"ms", "0", "time limit per decision in milliseconds, 0: none; a limit makes the play "
                    "depend on the machine's speed and load"},
        {"c", "1.5", "exploration of PUCT (vying: in units of the pot)"},
        {"t", "0.1", "temperature of the prior, in the units of the network's Q"},
        {"model", "(shipped)", "model file; default the game's shipped model, as for learned"},
        {"leaf", "0", "(vying, heads-up) the network's value at the leaves instead of playouts: "
                      "its reward scale (Q per chip, e.g. 0.02 for the shipped heads-up models); "
                      "0: playouts"},
        {"mix", "1", "with leaf: the value's weight against a playout's (AlphaGo's lambda)"}}},
      {"solved",
       "(vying, heads-up) plays a strategy `cardroom solve` wrote, at the table it was solved for",
       {{"strategy", "(required)", "the strategy file (cardroom solve --out FILE)"}}},
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
    p.samples = static_cast<int>(params.integer("samples", p.samples, 0, 100000));
    p.aggression = params.number("aggression", p.aggression, 0.0, 10.0);
    bot = std::make_unique<HeuristicVyingBot>(p);
  } else if (spec.kind == "montecarlo") {
    // Budgets are counts, so that a seeded arena gives the same numbers on any machine under
    // any load; 160 playouts keep a decision under 50 ms in an 8-player 15-35 hand here.
    const SearchBudget budget{static_cast<int>(params.integer("iterations", 160, 1, 100000000)),
                              static_cast<int>(params.integer("ms", 0, 0, 3600000))};
    // The playouts' heuristic draws its share as 24 deals would give it: with 4 (the default
    // while sampling was dear) its noise made montecarlo weaker; with none its hands become
    // raising wars and the playouts 2.5 times as long (docs/bots.md).
    const int samples = static_cast<int>(params.integer("playout_samples", 24, 0, 100000));
    bot = std::make_unique<MonteCarloVyingBot>(budget, samples);
  } else if (spec.kind == "ismcts") {
    const SearchBudget budget{static_cast<int>(params.integer("iterations", 1000, 1, 100000000)),
                              static_cast<int>(params.integer("ms", 0, 0, 3600000))};
    bot = std::make_unique<IsmctsVyingBot>(budget, params.number("c", 0.7, 0.0, 100.0));
  } else if (spec.kind == "learned") {
    // Without a file the shipped model is found at the first decision, by the table's game.
    const std::string file = params.text("model", "");
    const double epsilon = params.number("epsilon", 0.0, 0.0, 1.0);
    bot = std::make_unique<LearnedVyingBot>(file.empty() ? nullptr : LearnedModel::load(file),
                                            epsilon);
  } else if (spec.kind == "guided") {
    const std::string file = params.text("model", "");
    bot = std::make_unique<GuidedVyingBot>(
        file.empty() ? nullptr : LearnedModel::load(file),
        read_guided_leaf(params, read_guided(params, kGuidedVying)));
  } else if (spec.kind == "solved") {
    const std::string file = params.text("strategy", "");
    if (file.empty()) throw InputError("the solved bot needs its strategy: solved:strategy=FILE");
    bot = std::make_unique<SolvedVyingBot>(file);
  }
  if (!bot) unknown_kind(spec);
  params.done();
  return bot;
}

}  // namespace cardroom::bots
