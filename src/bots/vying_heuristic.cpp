#include "bots/vying_heuristic.h"

#include <bit>
#include <cstdlib>

#include "vying/hidden_deal.h"

namespace cardroom::bots {

using namespace cardroom::vying;

namespace {

// How far a standing is from its target, in half-points (a large number when nothing counts).
int distance(const Standing& s, Target target, const Rules& rules) {
  if (!s.counts) return 1000;
  return std::abs(s.total - rules.targets[static_cast<int>(target)]);
}

int distance(const Tally& tally, Target target, const Rules& rules) {
  return distance(standing(tally, target, rules), target, rules);
}

// The nearer target, or both when within a point of both.
Declaration guess_from(const Standing& low_standing, const Standing& high_standing,
                       const Rules& rules) {
  const int low = distance(low_standing, Target::kLow, rules);
  const int high = distance(high_standing, Target::kHigh, rules);
  if (low <= 2 && high <= 2) return Declaration::kBoth;
  return low <= high ? Declaration::kLow : Declaration::kHigh;
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

// The average share of the pot this seat would collect at a showdown now, over random deals of
// the hidden cards: the others' declarations kept where the view shows them, else guessed from
// the dealt cards; `mine` for this seat. The pots and the seats' chips are those of the view, so
// they are built once; each sample deals only the hidden cards of the hands still in.
double pot_share(const SeatView& view, const StandingTable& table, Rng& rng, int samples,
                 Declaration mine) {
  const int me = view.seat();
  const int n = view.seats();
  const Rules& rules = view.rules();
  // Each seat as the view shows it, with the declaration it is known to make (none: unknown).
  std::array<ShowdownSeat, kMaxSeats> seats{};
  std::array<Declaration, kMaxSeats> known{};
  for (int i = 0; i < n; ++i) {
    const SeatState& s = view.seat_state(i);
    known[i] = i == me ? mine : s.declaration;
    seats[i] = ShowdownSeat{s.tally, s.put_in, s.live(), known[i]};
  }
  const Pots pots = pots_of(std::span(seats.data(), std::size_t(n)));
  const std::int64_t pot = view.pot_total();
  if (pot <= 0) return 0;
  HiddenDeal deal(view);
  std::array<Tally, kMaxSeats> tallies{};
  double total = 0;
  // Choosing its own declaration, the bot does best assuming the others declare at random
  // (duplicate arena, 20,000 deals: +2.4 chips a hand heads-up over guessing from their cards,
  // which it does while betting, before anyone declares).
  const bool declaring = view.phase() == Phase::kDeclare;
  for (int k = 0; k < samples; ++k) {
    deal.deal(rng, tallies);
    for (int i = 0; i < n; ++i) {
      seats[i].tally = tallies[i];
      if (known[i] != Declaration::kNone || !seats[i].live) continue;  // set above, for good
      seats[i].declaration =
          declaring ? static_cast<Declaration>(1 + rng.below(3))
                    : guess_from(table(tallies[i], Target::kLow), table(tallies[i], Target::kHigh),
                                 rules);
    }
    const ShowdownResult r =
        settle_showdown(rules, view.dealer(), std::span(seats.data(), n), pots, &table);
    total += static_cast<double>(r.payouts[me]) / static_cast<double>(pot);
  }
  return total / samples;
}

Declaration best_declaration(const SeatView& view, const StandingTable& table, Rng& rng,
                             int samples) {
  Declaration best = Declaration::kLow;
  double best_share = -1;
  for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
    const double share = pot_share(view, table, rng, samples, d);
    if (share > best_share) {
      best = d;
      best_share = share;
    }
  }
  return best;
}

Action betting_choice(const SeatView& view, const StandingTable& table, Rng& rng,
                      const VyingHeuristicParams& p) {
  const LegalActions legal = view.legal();
  const Declaration planned = view.rules().declares()
                                  ? guess_declaration(view.seat_state(view.seat()).tally, view.rules())
                                  : Declaration::kNone;
  const double share = pot_share(view, table, rng, p.samples, planned);
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
  return guess_from(standing(tally, Target::kLow, rules), standing(tally, Target::kHigh, rules),
                    rules);
}

const StandingTable& HeuristicVyingBot::table_for(const Rules& rules) {
  if (!table_ || !(table_->rules() == rules)) table_ = StandingTable::shared(rules);
  return *table_;
}

Action HeuristicVyingBot::decide(const SeatView& view, Rng& rng) {
  switch (view.phase()) {
    case Phase::kExpose: return expose_choice(view);
    case Phase::kOffer: return offer_choice(view);
    case Phase::kDeclare:
      return Action::declare(best_declaration(view, table_for(view.rules()), rng, params_.samples));
    case Phase::kBetting: return betting_choice(view, table_for(view.rules()), rng, params_);
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::bots
