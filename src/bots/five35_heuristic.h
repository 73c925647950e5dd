#pragma once
// `heuristic` for Five Three Five: a one-move lookahead over a hand evaluation.
//
// A hand is judged by how many plays it needs to go out and how much it would cost if caught:
// its cards are split into melds (singles, sets, runs of at most three cards, what one play can
// shed) in the cheapest way, each meld costing one play less a discount for its strength (a
// high single, a set or a low run can win a trick back; a low single or a high run has to be
// led), plus the penalty points still held, weighed more as an opponent nears going out. Each
// legal move is scored by the hand it leaves, with a bonus for a play that wins the trick at
// once (Rule of 8, a full set, a run of five) and so takes control. So it sheds awkward singles
// and weak melds first, keeps strong melds to win the lead back, passes rather than break a
// combination, and goes out whenever it can. 8s are the exception to keeping strength: tuning
// (self-play, 2-4 players) found that an 8 held is worth less than its five penalty points, so
// the heuristic spends 8s early, as soon as one can win a trick outright.
//
// The evaluation looks only at the deciding seat's own hand and public facts (the central meld,
// the hand sizes, the rules), so the same code decides for a bot from its View and for any seat
// of a determinized round inside a search without peeking at the other hands.
#include <array>
#include <cstdint>

#include "bots/bot.h"
#include "five35/round.h"
#include "five35/view.h"

namespace cardroom::bots {

// The weights of the evaluation: the named parameters of `heuristic` (see make_five35_bot). The
// defaults come from coordinate search in self-play at 2, 3 and 4 players.
struct Five35HeuristicWeights {
  double control = 0.29;  // discount of a meld's cost (one play) at full strength
  double eight = -0.55;   // worth of each 8 held while the Rule of 8 is on (< 0: shed 8s)
  double lead = 0.91;     // worth of a play that wins the trick at once (and the next lead)
  double points = 0.04;   // cost of each penalty point held, always
  double danger = 0.59;   // added to `points` as the smallest other hand shrinks to one card
};

// What the heuristic decides from: one seat's own hand and public facts, nothing else.
struct Five35Situation {
  five35::Hand hand;
  five35::Meld meld;  // empty: the seat leads
  const five35::Rules* rules = nullptr;
  int copies = 4;
  int fewest_elsewhere = 12;  // cards in the smallest hand among the other seats
};

class Five35Heuristic {
 public:
  explicit Five35Heuristic(const Five35HeuristicWeights& weights = {});

  // The shared instance with the default weights (for playouts).
  static const Five35Heuristic& standard();

  five35::Move choose(const Five35Situation& situation) const;
  five35::Move choose(const five35::View& view) const;
  // For the seat to act of `round`, reading only that seat's hand and the public facts.
  five35::Move choose(const five35::Round& round) const;

  // The cost of holding `hand` (lower is better), without penalty points or the Rule of 8.
  double melds_cost(five35::Hand hand) const;
  const Five35HeuristicWeights& weights() const { return weights_; }

 private:
  // Cheapest split of one group's cards (runs never leave a group), indexed by the counts of
  // its ranks in base 6: 6^5 entries for the groups of five ranks, 6^3 for 7-8-9.
  static constexpr int kFiveRankConfigs = 6 * 6 * 6 * 6 * 6;
  static constexpr int kThreeRankConfigs = 6 * 6 * 6;

  Five35HeuristicWeights weights_;
  std::array<float, kFiveRankConfigs> low_{};
  std::array<float, kThreeRankConfigs> middle_{};
  std::array<float, kFiveRankConfigs> high_{};
};

class HeuristicFive35Bot final : public Five35Bot {
 public:
  explicit HeuristicFive35Bot(const Five35HeuristicWeights& weights = {}) : heuristic_(weights) {}
  five35::Move decide(const five35::View& view, Rng& rng) override;

 private:
  Five35Heuristic heuristic_;
};

}  // namespace cardroom::bots
