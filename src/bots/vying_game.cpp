#include "bots/vying_game.h"

#include <bit>

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

Action VyingGame::rollout(const State& s, Rng& rng) {
  const vying::LegalActions legal = s.legal();
  Action a = vying::random_action(legal, rng);
  for (int redraw = 0; redraw < 3 && a.kind == vying::ActionKind::kFold; ++redraw) {
    a = vying::random_action(legal, rng);
  }
  return a;
}

}  // namespace cardroom::bots
