#include "bots/solved_bot.h"

#include <map>
#include <mutex>

#include "bots/vying_heuristic.h"
#include "strategy/card_class.h"
#include "strategy/draw.h"

namespace cardroom::bots {
namespace {

// One copy of each strategy file however many seats and threads play it: a solved table can
// hold millions of sets.
std::shared_ptr<const strategy::StrategyTable> load_shared(const std::string& path) {
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<const strategy::StrategyTable>> loaded;
  const std::lock_guard lock(mutex);
  if (auto table = loaded[path].lock()) return table;
  auto table = std::make_shared<const strategy::StrategyTable>(strategy::read_strategy(path));
  loaded[path] = table;
  return table;
}

bool past_cap(const vying::SeatView& view, int offer_rounds) {
  return view.phase() == vying::Phase::kOffer &&
         strategy::offer_round_number(view.rules(), view.betting_round()) > offer_rounds;
}

}  // namespace

SolvedVyingBot::SolvedVyingBot(const std::string& path)
    : path_(path), table_(load_shared(path)), fallback_bot_(std::make_unique<HeuristicVyingBot>()) {}

std::string SolvedVyingBot::table_refusal(const vying::Rules& rules, int seats) const {
  const strategy::SolvedGame& game = table_->game;
  if (seats != game.players) {
    return "the solved strategy " + path_ + " is for " + std::to_string(game.players) +
           " players, not " + std::to_string(seats);
  }
  if (!(rules == game.rules)) {
    return "the solved strategy " + path_ + " is for other rules than this table's (see `cardroom solve --help`)";
  }
  return "";
}

std::vector<double> SolvedVyingBot::probabilities(const vying::SeatView& view) {
  const std::vector<vying::Action> actions = strategy::action_list(view.legal(), view.rules());
  std::vector<double> p(actions.size(), 0.0);
  if (past_cap(view, table_->game.offer_rounds)) {
    for (std::size_t i = 0; i < actions.size(); ++i) p[i] = actions[i].kind == vying::ActionKind::kStand;
    return p;
  }
  const auto found = table_->probabilities.find(strategy::view_key(view));
  if (found == table_->probabilities.end() || found->second.size() != actions.size()) return {};
  for (std::size_t i = 0; i < p.size(); ++i) p[i] = found->second[i];
  return p;
}

vying::Action SolvedVyingBot::decide(const vying::SeatView& view, Rng& rng) {
  const std::vector<double> p = probabilities(view);
  if (p.empty()) {
    ++fallback_;
    return fallback_bot_->decide(view, rng);
  }
  ++solved_;
  const std::vector<vying::Action> actions = strategy::action_list(view.legal(), view.rules());
  return actions[strategy::draw(p, rng)];
}

}  // namespace cardroom::bots
