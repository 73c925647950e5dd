#include "bots/vying_game.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "bots/vying_heuristic.h"
#include "vying/random_play.h"

namespace cardroom::bots {

using vying::Action;
using vying::Declaration;

int VyingGame::actions(const State& s, std::array<Action, kMaxActions>& out) {
  const vying::LegalActions legal = s.legal();
  int n = 0;
  if (legal.check) out[n++] = Action::check();
  if (legal.call) out[n++] = Action::call();
  if (legal.fold) out[n++] = Action::fold();
  if (legal.all_in) out[n++] = Action::all_in();
  if (legal.bet || legal.raise) {
    auto wager = [&](std::int64_t amount) {
      return legal.bet ? Action::bet(amount) : Action::raise(amount);
    };
    out[n++] = wager(legal.lo);
    if (legal.hi != legal.lo) out[n++] = wager(legal.hi);
  }
  if (legal.take) out[n++] = Action::take();
  if (legal.stand) out[n++] = Action::stand();
  for (std::uint64_t m = legal.exposable; m && n < kMaxActions; m &= m - 1) {
    out[n++] = Action::expose(Card::from_index(std::countr_zero(m)));
  }
  if (legal.declare) {
    for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
      out[n++] = Action::declare(d);
    }
  }
  return n;
}

void VyingGame::rewards(const State& s, std::array<double, kMaxSeats>& out) {
  for (int i = 0; i < s.seats(); ++i) {
    out[i] = static_cast<double>(s.payout(i) - s.seat(i).put_in);
  }
}

namespace {

// How far the hand stands from its nearer target, in half-points.
int nearest_distance(const vying::Tally& tally, const vying::Rules& rules) {
  int best = 1000;
  for (auto t : {vying::Target::kLow, vying::Target::kHigh}) {
    const vying::Standing st = vying::standing(tally, t, rules);
    if (st.counts) best = std::min(best, std::abs(st.total - rules.targets[static_cast<int>(t)]));
  }
  return best;
}

}  // namespace

// A quick player for playouts, deciding from its own cards only: take a card when one of each
// rank would on average bring it nearer a target, bet near a target, fold far from both.
Action VyingGame::rollout(const State& s, Rng& rng) {
  const vying::LegalActions legal = s.legal();
  const vying::SeatState& me = s.seat(legal.seat);
  const vying::Rules& rules = s.rules();
  switch (legal.phase) {
    case vying::Phase::kExpose:
    case vying::Phase::kFinished: return vying::random_action(legal, rng);
    case vying::Phase::kDeclare: return Action::declare(guess_declaration(me.tally, rules));
    case vying::Phase::kOffer: {
      const int now = nearest_distance(me.tally, rules);
      int sum = 0;
      for (int rank = 1; rank <= 13; ++rank) {
        vying::Tally after = me.tally;
        after.add(Card::of(rank, Suit::kClubs));
        sum += nearest_distance(after, rules);
      }
      return sum < now * 13 ? Action::take() : Action::stand();
    }
    case vying::Phase::kBetting: {
      const int distance = nearest_distance(me.tally, rules);
      if (distance <= 2 && (legal.bet || legal.raise) && rng.below(2)) {
        return legal.bet ? Action::bet(legal.lo) : Action::raise(legal.lo);
      }
      if (legal.check) return Action::check();
      if (distance > 8 && rng.below(2)) return Action::fold();
      return legal.call ? Action::call() : Action::all_in();
    }
  }
  return vying::random_action(legal, rng);
}

}  // namespace cardroom::bots
