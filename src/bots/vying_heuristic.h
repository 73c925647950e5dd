#pragma once
// `heuristic` for the vying games: a rule-based player that reasons from its view alone.
//  - expose: turn up its least telling card (the lowest numeral; aces and pictures, whose
//    values are flexible, stay hidden);
//  - take or stand: take when a card from the unseen ones improves its best standing on
//    average (a card that would bust it counts as a disaster);
//  - bet, call, raise or fold: its expected share of the pot at a showdown as the hands stand,
//    counted over every way the others' face-down cards may lie (bots/vying_pot_share.h), with
//    each other hand guessed to declare the target it stands nearer, weighed against the pot
//    odds;
//  - declare: the declaration with the best expected payout, the others declaring at random.
#include <memory>

#include "bots/bot.h"
#include "bots/vying_pot_share.h"
#include "vying/totals.h"

namespace cardroom::bots {

struct VyingHeuristicParams {
  // The counted pot share is drawn as the mean of this many deals would give it (its noise helps
  // the play); also the draws that stand for a hand with more than four face-down cards. 0: the
  // share as counted, without noise (and kDrawsWithoutNoise such draws), as montecarlo's
  // playouts use it.
  int samples = 24;
  static constexpr int kDrawsWithoutNoise = 24;
  double aggression = 0.8;   // bet when the share beats aggression / (players still in)
};

class HeuristicVyingBot final : public VyingBot {
 public:
  explicit HeuristicVyingBot(VyingHeuristicParams params = {}) : params_(params) {}
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;

 private:
  // Standings looked up rather than computed: the shared table of the rules of the first
  // decision (looked up again if a later one's differ).
  const OutcomeTable& table_for(const vying::Rules& rules);
  // The random draws that stand for a hand with more than four face-down cards.
  int draws() const;

  VyingHeuristicParams params_;
  std::shared_ptr<const OutcomeTable> table_;
  PotShareCounter counter_;  // buffers reused from decision to decision
  HiddenCardOdds odds_;
};

// The declaration a player is guessed to make from a tally: the nearer target, or both when it
// stands near both.
vying::Declaration guess_declaration(const vying::Tally& tally, const vying::Rules& rules);
// The same from the hand's two standings.
vying::Declaration guess_declaration(const vying::Standing& low, const vying::Standing& high,
                                     const vying::Rules& rules);

}  // namespace cardroom::bots
