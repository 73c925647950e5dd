#pragma once
// `heuristic` for the vying games: a rule-based player that reasons from its view alone.
//  - expose: turn up its least telling card (the lowest numeral; aces and pictures, whose
//    values are flexible, stay hidden);
//  - take or stand: take when a card from the unseen ones improves its best standing on
//    average (a card that would bust it counts as a disaster);
//  - bet, call, raise or fold: estimate its share of the pot by dealing the hidden cards at
//    random `samples` times and settling the showdown as the hands stand, then weigh that share
//    against the pot odds;
//  - declare: the declaration with the best estimated payout, guessing that the others declare
//    the target they stand nearer.
#include <memory>

#include "bots/bot.h"
#include "vying/totals.h"

namespace cardroom::bots {

struct VyingHeuristicParams {
  int samples = 24;          // deals of the hidden cards per estimate
  double aggression = 0.8;   // bet when the share beats aggression / (players still in)
};

class HeuristicVyingBot final : public VyingBot {
 public:
  explicit HeuristicVyingBot(VyingHeuristicParams params = {}) : params_(params) {}
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;

 private:
  // Standings looked up rather than computed: the shared table of the rules of the first
  // decision (looked up again if a later one's differ).
  const vying::StandingTable& table_for(const vying::Rules& rules);

  VyingHeuristicParams params_;
  std::shared_ptr<const vying::StandingTable> table_;
};

// The declaration a player is guessed to make from a tally: the nearer target, or both when it
// stands near both.
vying::Declaration guess_declaration(const vying::Tally& tally, const vying::Rules& rules);

}  // namespace cardroom::bots
