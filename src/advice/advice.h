#pragma once
// The advisor: "what should I do here?" for one seat, computed from that seat's view alone (a
// vying::SeatView or a five35::View: types that hold nothing the seat may not see, so the advice
// cannot leak a hidden card however it is computed).
//
// - Vying: `showdown_now`, the seat's chances in each contest of the main pot if every hand still
//   in were shown now, and, when the seat is to act, the value of each legal action: the chips it
//   ends the hand with relative to now, every seat playing on as the policy bot would.
// - Five Three Five: the chance that the seat goes out first and, when it is to act, the penalty
//   points each legal move leaves it with this round (lower is better).
//
// The unseen cards are dealt many times at random consistently with the view, every action
// tried on the same deals (common random numbers: their differences are much tighter than
// their intervals). When the unseen cards have few possible deals and nothing random remains
// (no card left to be dealt, the policy's choices fixed by the cards), every deal is enumerated
// instead and the advice is exact. Sample k's randomness comes from (seed, k) alone and results
// are summed in sample order, so a seed gives the same numbers on any number of threads.
#include <cstdint>
#include <string>
#include <vector>

#include "five35/moves.h"
#include "five35/view.h"
#include "vying/action.h"
#include "vying/view.h"

namespace cardroom::advice {

// 400 deals keep every probability's 95% interval within ±0.05 (1.96 * sqrt(0.25 / 400) = 0.049).
inline constexpr int kDefaultSamples = 400;
// Playing a vying action out to the end with the policy costs far more than judging a showdown
// (each decision of the heuristic settles 24 showdowns of its own), so by default the actions
// share 256 playouts: with n actions, each is played out on the first 256 / n deals. The whole
// advice then fits in 200 ms on one core at up to 8 seats (bench/advice_bench.cpp,
// docs/advise.md). Five Three Five playouts are cheap: every move on every deal.
inline constexpr int kDefaultVyingPlayoutBudget = 256;
inline constexpr int kDefaultFive35Playouts = kDefaultSamples;
// Enumerate the deals of the unseen cards when there are at most this many.
inline constexpr int kMaxExactDeals = 5000;

struct AdviceOptions {
  std::string policy = "heuristic";  // how every seat plays on: a bot spec (docs/bots.md)
  int samples = kDefaultSamples;     // deals of the unseen cards when not exact: the odds
  int playouts = 0;  // ... of which the first this many value every action (0: the defaults above)
  std::uint64_t seed = 0;
  int threads = 1;
  bool allow_exact = true;  // false: always sample (tests compare the two)
};

// Throws InputError naming the option at fault (samples, threads, an unknown policy bot).
void check_options(const AdviceOptions& options);

struct Interval {
  double lo = 0;
  double hi = 0;
};

// The main pot shown down now, cards speaking (declarations, where the rules ask for them, come
// later): the chance of winning or sharing the low contest and the high one (a natural counts
// for both), of taking the whole pot alone, and the expected fraction of the pot won.
struct ShowdownOdds {
  double low = 0;
  double high = 0;
  double scoop = 0;
  double share = 0;
};

struct VyingActionValue {
  vying::Action action;
  std::string word;  // the rulebook's words: "call", "raise 3"
  double ev = 0;     // chips at the end of the hand relative to now (folding now: 0)
  Interval ci95;
};

struct VyingAdvice {
  int seat = 0;
  bool exact = false;
  int samples = 0;   // deals sampled, or enumerated when exact
  int playouts = 0;  // deals on which each action was played out (all of them when exact)
  ShowdownOdds showdown_now;
  std::vector<VyingActionValue> actions;  // best first; empty unless the seat is to act
};

struct Five35MoveValue {
  five35::Move move;
  std::string word;   // "overwrite 7 7"
  double points = 0;  // expected penalty points this round (lower is better)
  Interval ci95;
};

struct Five35Advice {
  int seat = 0;
  bool exact = false;
  int samples = 0;   // deals sampled (the chance of going out first), or enumerated when exact
  int playouts = 0;  // deals on which every move was played out (all of them when exact)
  double go_out_first = 0;  // the chance the seat goes out first, playing as the policy would
  std::vector<Five35MoveValue> actions;  // best (fewest points) first; empty unless to act
};

// Precondition: the hand or round is not over. Throws InputError for bad options.
VyingAdvice advise(const vying::SeatView& view, const AdviceOptions& options = {});
Five35Advice advise(const five35::View& view, const AdviceOptions& options = {});

}  // namespace cardroom::advice
