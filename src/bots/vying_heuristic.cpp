#include "bots/vying_heuristic.h"

#include <bit>
#include <cstdlib>

namespace cardroom::bots {

using namespace cardroom::vying;

namespace {

// How far a tally stands from a target, in half-points (a large number when nothing counts).
int distance(const Tally& tally, Target target, const Rules& rules) {
  const Standing s = standing(tally, target, rules);
  if (!s.counts) return 1000;
  return std::abs(s.total - rules.targets[static_cast<int>(target)]);
}

// The better of the two standings, as a number to maximise.
int quality(const Tally& tally, const Rules& rules) {
  return -std::min(distance(tally, Target::kLow, rules), distance(tally, Target::kHigh, rules));
}

Action expose_choice(const SeatView& view) {
  const SeatState& me = view.seat_state(view.seat());
  int best = -1;
  int best_score = 0;
  for (int slot = 0; slot < me.count; ++slot) {
    if (me.is_up(slot)) continue;
    const Card c = me.cards[slot];
    // Numerals by value (lowest first), then pictures, aces last.
    const int score = c.is_ace() ? 100 : c.is_picture() ? 50 + c.rank() : c.rank();
    if (best < 0 || score < best_score) {
      best = slot;
      best_score = score;
    }
  }
  return Action::expose(me.cards[best]);
}

Action offer_choice(const SeatView& view) {
  const Rules& rules = view.rules();
  const Tally mine = view.seat_state(view.seat()).tally;
  const std::uint64_t unseen = ~view.seen_cards() & ((std::uint64_t{1} << Card::kCount) - 1);
  const int now = quality(mine, rules);
  long sum = 0;
  int count = 0;
  for (std::uint64_t m = unseen; m; m &= m - 1) {
    Tally after = mine;
    after.add(Card::from_index(std::countr_zero(m)));
    const bool bust = rules.nearness == Nearness::kOverIsBust &&
                      smallest_total(after) > rules.targets[1];
    sum += bust ? -200 : quality(after, rules);
    ++count;
  }
  return count > 0 && sum > static_cast<long>(now) * count ? Action::take() : Action::stand();
}

// The seats for a showdown of `hand` as it stands, declarations filled in: known ones kept,
// the others guessed, `mine` for this seat.
std::array<ShowdownSeat, kMaxSeats> showdown_seats(const Hand& hand, int me, Declaration mine) {
  std::array<ShowdownSeat, kMaxSeats> seats{};
  for (int i = 0; i < hand.seats(); ++i) {
    const SeatState& s = hand.seat(i);
    Declaration d = s.declaration;
    if (i == me) d = mine;
    if (d == Declaration::kNone) d = guess_declaration(s.tally, hand.rules());
    seats[i] = ShowdownSeat{s.tally, s.put_in, s.live(), d};
  }
  return seats;
}

// The average share of the pot this seat would collect at a showdown now, over random deals of
// the hidden cards.
double pot_share(const SeatView& view, Rng& rng, int samples, Declaration mine) {
  const int me = view.seat();
  double total = 0;
  for (int k = 0; k < samples; ++k) {
    const Hand guess = view.sample(rng);
    const auto seats = showdown_seats(guess, me, mine);
    const ShowdownResult r =
        settle_showdown(guess.rules(), guess.dealer(), std::span(seats.data(), guess.seats()));
    const std::int64_t pot = guess.pot_total();
    if (pot > 0) total += static_cast<double>(r.payouts[me]) / static_cast<double>(pot);
  }
  return total / samples;
}

Declaration best_declaration(const SeatView& view, Rng& rng, int samples) {
  Declaration best = Declaration::kLow;
  double best_share = -1;
  for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
    const double share = pot_share(view, rng, samples, d);
    if (share > best_share) {
      best = d;
      best_share = share;
    }
  }
  return best;
}

Action betting_choice(const SeatView& view, Rng& rng, const VyingHeuristicParams& p) {
  const LegalActions legal = view.legal();
  const Declaration planned = view.rules().declares()
                                  ? guess_declaration(view.seat_state(view.seat()).tally, view.rules())
                                  : Declaration::kNone;
  const double share = pot_share(view, rng, p.samples, planned);
  int live = 0;
  for (int i = 0; i < view.seats(); ++i) live += view.seat_state(i).live();
  const double pot = static_cast<double>(view.pot_total());
  const bool strong = share > p.aggression / live;
  if (strong && (legal.bet || legal.raise)) {
    return legal.bet ? Action::bet(legal.lo) : Action::raise(legal.lo);
  }
  if (legal.check) return Action::check();
  const double call = static_cast<double>(legal.call_amount);
  // Pot odds: calling pays when the expected share of the pot after the call covers it.
  const bool worth_calling = share * (pot + call) >= call;
  if (worth_calling) return legal.call ? Action::call() : Action::all_in();
  return Action::fold();
}

}  // namespace

Declaration guess_declaration(const Tally& tally, const Rules& rules) {
  const int low = distance(tally, Target::kLow, rules);
  const int high = distance(tally, Target::kHigh, rules);
  if (low <= 2 && high <= 2) return Declaration::kBoth;  // within a point of both
  return low <= high ? Declaration::kLow : Declaration::kHigh;
}

Action HeuristicVyingBot::decide(const SeatView& view, Rng& rng) {
  switch (view.phase()) {
    case Phase::kExpose: return expose_choice(view);
    case Phase::kOffer: return offer_choice(view);
    case Phase::kDeclare: return Action::declare(best_declaration(view, rng, params_.samples));
    case Phase::kBetting: return betting_choice(view, rng, params_);
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::bots
