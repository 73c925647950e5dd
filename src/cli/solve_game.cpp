#include "cli/solve_game.h"

#include "core/game_name.h"
#include "core/input_error.h"
#include "io/json_overrides.h"
#include "io/vying_rules_json.h"

namespace cardroom::cli {

void add_solve_game_options(CLI::App* app, SolveGameOptions& o) {
  app->add_option("--game", o.game, "7-27 or 15-35")->capture_default_str();
  app->add_option("--players", o.players, "Players (the solver takes heads-up games: 2)")->capture_default_str();
  app->add_option("--rule", o.rules,
                  "A rule override key=value (repeatable) on the preset under fixed-limit betting, "
                  "e.g. nearness=under-beats-over");
  app->add_option("--rules", o.rules_file, "A JSON file of rule overrides");
  app->add_option("--stack", o.stack, "Chips each seat starts the hand with, the ante included")
      ->capture_default_str();
  app->add_option("--offer-rounds", o.offer_rounds,
                  "Offer rounds in which a card may be taken; from the next one everyone stands (docs/solve.md)")
      ->capture_default_str()
      ->check(CLI::Range(0, 20));
  app->add_option("--max-nodes", o.max_nodes, "Refuse games whose tree has more nodes than this")
      ->capture_default_str();
  app->add_option("--threads", o.threads, "Threads (the results do not depend on it)")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
}

strategy::SolvedGame solved_game(const SolveGameOptions& o) {
  const Game game = require_game(o.game);
  if (game == Game::kFiveThreeFive) {
    throw InputError("the solver takes the vying games (7-27, 15-35), not Five Three Five");
  }
  if (o.players != 2) throw InputError("--players: the solver takes heads-up games only (2)");
  io::Json overrides = {{"betting", {{"structure", "fixed-limit"}}}};
  if (!o.rules_file.empty()) overrides.update(io::read_json_file(o.rules_file), /*merge_objects=*/true);
  overrides.update(io::overrides_from_pairs(o.rules), /*merge_objects=*/true);
  strategy::SolvedGame solved;
  solved.rules = io::vying_rules_from_json(vying::preset(game), overrides, "rules");
  solved.players = o.players;
  solved.stack = o.stack;
  solved.offer_rounds = o.offer_rounds;
  return solved;
}

std::string with_commas(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string describe_game(const strategy::SolvedGame& game, const solve::GameTree& tree) {
  const auto points = [](int half_points) {
    return std::to_string(half_points / 2) + (half_points % 2 ? ".5" : "");
  };
  return "heads-up " + points(game.rules.targets[0]) + "-" + points(game.rules.targets[1]) + ", " +
         std::string(vying::name(game.rules.betting.structure)) + ", stacks of " +
         std::to_string(game.stack) + ", " + std::to_string(game.offer_rounds) + " offer round" +
         (game.offer_rounds == 1 ? "" : "s") + ": " + with_commas(tree.size()) + " nodes, " +
         with_commas(tree.strategy_sets.size()) + " information sets";
}

io::Json game_size_json(const solve::GameTree& tree) {
  return {{"nodes", tree.size()},
          {"information_sets", tree.strategy_sets.size()},
          {"recall_sets", tree.recall_sets.size()}};
}

}  // namespace cardroom::cli
