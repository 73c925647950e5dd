#pragma once
// The `solved` bot: plays a strategy `cardroom solve` wrote (strategy/strategy_file.h), drawing
// each action with the solved probabilities of the view's information set. It sits only at the
// table it was solved for: the same rules and number of players (table_refusal says what differs).
// Views the solved game never reaches (a hand started with other stacks than the solved ones)
// are played by the heuristic bot, and an offer round past the solved game's cap is a stand,
// as in the solved game (docs/solve.md).
#include <memory>
#include <string>

#include "bots/bot.h"
#include "strategy/strategy_file.h"

namespace cardroom::bots {

class SolvedVyingBot : public VyingBot {
 public:
  // Throws InputError when the file cannot be read as a strategy.
  explicit SolvedVyingBot(const std::string& path);
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
  std::string table_refusal(const vying::Rules& rules, int seats) const override;
  std::vector<double> probabilities(const vying::SeatView& view) override;

  // Decisions made with the solved table, and with the heuristic where it had no entry.
  long long solved_decisions() const { return solved_; }
  long long fallback_decisions() const { return fallback_; }

 private:
  std::string path_;
  std::shared_ptr<const strategy::StrategyTable> table_;
  std::unique_ptr<VyingBot> fallback_bot_;
  long long solved_ = 0, fallback_ = 0;
};

}  // namespace cardroom::bots
