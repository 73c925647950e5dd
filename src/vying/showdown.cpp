#include "vying/showdown.h"

#include <algorithm>
#include <bit>

#include "core/bits.h"

namespace cardroom::vying {

namespace {

struct Contestants {
  const ShowdownResult& hands;
  std::span<const ShowdownSeat> seats;
  const Rules& rules;
  // Each live seat's contest_rank for low and for high.
  std::array<std::array<std::int64_t, kMaxSeats>, 2> ranks{};

  // The players of `among` with the best standing for `target` (ties after every tie-break
  // share); empty when nobody's total counts. The best rank first, then who holds it: two
  // passes without a branch on the cards, which random hands would mispredict.
  SeatMask best(SeatMask among, Target target) const {
    const auto& rank = ranks[static_cast<std::size_t>(target)];
    std::int64_t top = kNoContestRank;
    for (unsigned m = among; m; m &= m - 1) top = std::min(top, rank[std::countr_zero(m)]);
    if (top == kNoContestRank) return 0;
    SeatMask winners = 0;
    for (unsigned m = among; m; m &= m - 1) {
      const int i = std::countr_zero(m);
      winners = SeatMask(winners | unsigned(rank[i] == top) << i);
    }
    return winners;
  }
};

// The seats of `among` that declared `d`, gathered as bits: who declared what is random.
SeatMask declared(std::span<const ShowdownSeat> seats, SeatMask among, Declaration d) {
  unsigned mask = 0;
  for (int i = 0; i < static_cast<int>(seats.size()); ++i) {
    mask |= unsigned(seats[i].declaration == d) << i;
  }
  return SeatMask(mask & among);
}

// The live seats as a mask, gathered as bits (who folded is random).
SeatMask live_seats(std::span<const ShowdownSeat> seats) {
  unsigned live = 0;
  for (int i = 0; i < static_cast<int>(seats.size()); ++i) live |= unsigned(seats[i].live) << i;
  return SeatMask(live);
}

void settle_pot(PotOutcome& pot, const Contestants& c, int dealer, bool use_declarations) {
  const int n = static_cast<int>(c.seats.size());
  const Rules& rules = c.rules;
  if (rules.natural_scoops) {
    for (int i = 0; i < n; ++i) pot.naturals |= SeatMask(unsigned(c.hands.natural[i]) << i);
    pot.naturals &= pot.eligible;
    if (pot.naturals) {
      share_chips(pot.amount, pot.naturals, dealer, n, pot.awards);
      return;
    }
  }
  if (!use_declarations) {
    pot.low_winners = c.best(pot.eligible, Target::kLow);
    pot.high_winners = c.best(pot.eligible, Target::kHigh);
  } else {
    const SeatMask low_only = declared(c.seats, pot.eligible, Declaration::kLow);
    const SeatMask high_only = declared(c.seats, pot.eligible, Declaration::kHigh);
    const SeatMask both = declared(c.seats, pot.eligible, Declaration::kBoth);
    const SeatMask best_low = c.best(low_only | both, Target::kLow);
    const SeatMask best_high = c.best(high_only | both, Target::kHigh);
    // A both-declarer wins only as the sole winner of each contest.
    const SeatMask outright = (count_bits(best_low) == 1 && best_low == best_high) ? best_low : 0;
    if (outright & both) {
      pot.low_winners = pot.high_winners = outright;
      pot.failed_both = both & ~outright;
    } else {
      pot.failed_both = both;
      pot.low_winners = c.best(low_only, Target::kLow);
      pot.high_winners = c.best(high_only, Target::kHigh);
    }
  }
  if (pot.low_winners && pot.high_winners) {
    share_chips(pot.amount / 2, pot.low_winners, dealer, n, pot.awards);
    share_chips(pot.amount - pot.amount / 2, pot.high_winners, dealer, n, pot.awards);
  } else if (pot.low_winners || pot.high_winners) {
    share_chips(pot.amount, pot.low_winners | pot.high_winners, dealer, n, pot.awards);
  } else {
    pot.shared_by_all = true;
    share_chips(pot.amount, pot.eligible, dealer, n, pot.awards);
  }
}

}  // namespace

void share_chips(std::int64_t amount, SeatMask sharers, int dealer, int seats,
                 std::array<std::int64_t, kMaxSeats>& awards) {
  const int count = count_bits(sharers);
  if (count == 0) return;
  const std::int64_t each = amount / count;
  std::int64_t leftover = amount % count;
  // Clockwise from the dealer's left: the seats after the dealer, then those up to the dealer.
  const int left = dealer + 1;
  const unsigned order[2] = {unsigned(sharers) >> left << left,
                             unsigned(sharers) & ((1u << left) - 1u)};
  for (unsigned part : order) {
    for (; part; part &= part - 1) {
      const int seat = std::countr_zero(part);
      if (seat >= seats) continue;
      awards[seat] += each + (leftover > 0);
      leftover -= leftover > 0;
    }
  }
}

namespace {

// Whether some pot has no eligible natural to scoop it (see needs_declarations).
bool some_pot_without_natural(const Rules& rules, SeatMask naturals, const Pots& pots) {
  if (!rules.declares()) return false;
  if (!rules.natural_scoops) return true;
  for (const auto& pot : pots.list()) {
    if (!(pot.eligible & naturals)) return true;
  }
  return false;
}

}  // namespace

Pots pots_of(std::span<const ShowdownSeat> seats) {
  std::array<std::int64_t, kMaxSeats> put_in{};
  for (int i = 0; i < static_cast<int>(seats.size()); ++i) put_in[i] = seats[i].put_in;
  return build_pots(std::span(put_in.data(), seats.size()), live_seats(seats));
}

bool needs_declarations(const Rules& rules, std::span<const ShowdownSeat> seats) {
  if (!rules.declares()) return false;  // spares building the pots
  return needs_declarations(rules, seats, pots_of(seats));
}

bool needs_declarations(const Rules& rules, std::span<const ShowdownSeat> seats, const Pots& pots) {
  unsigned naturals = 0;
  for (unsigned live = live_seats(seats); live; live &= live - 1) {
    const int i = std::countr_zero(live);
    naturals |= unsigned(is_natural(seats[i].tally, rules)) << i;
  }
  return some_pot_without_natural(rules, SeatMask(naturals), pots);
}

ShowdownResult settle_showdown(const Rules& rules, int dealer, std::span<const ShowdownSeat> seats) {
  return settle_showdown(rules, dealer, seats, pots_of(seats));
}

ShowdownResult settle_showdown(const Rules& rules, int dealer, std::span<const ShowdownSeat> seats,
                               const Pots& pots, const StandingTable* table) {
  ShowdownResult result;
  result.seats = static_cast<int>(seats.size());
  // The live seats by their bits: a test of each seat's `live` mispredicts on random folds.
  const SeatMask live = live_seats(seats);
  SeatMask naturals = 0;
  for (unsigned m = live; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    const Tally& tally = seats[i].tally;
    if (table) {
      result.low[i] = (*table)(tally, Target::kLow);
      result.high[i] = (*table)(tally, Target::kHigh);
      result.natural[i] = table->natural(tally);
    } else {
      result.low[i] = standing(tally, Target::kLow, rules);
      result.high[i] = standing(tally, Target::kHigh, rules);
      result.natural[i] = is_natural(tally, rules);
    }
    naturals |= SeatMask(unsigned(result.natural[i]) << i);
  }
  result.declared = some_pot_without_natural(rules, naturals, pots);
  Contestants contestants{result, seats, rules};
  for (unsigned m = live; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    const int cards = seats[i].tally.cards;
    contestants.ranks[0][i] = contest_rank(result.low[i], cards, rules);
    contestants.ranks[1][i] = contest_rank(result.high[i], cards, rules);
  }
  for (const auto& built : pots.list()) {
    PotOutcome& pot = result.pots[result.pot_count++];
    pot.amount = built.amount;
    pot.eligible = built.eligible;
    settle_pot(pot, contestants, dealer, result.declared);
    for (int i = 0; i < result.seats; ++i) result.payouts[i] += pot.awards[i];
  }
  return result;
}

}  // namespace cardroom::vying
