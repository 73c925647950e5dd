// The pot-share counter (vying_pot_share.h): the expected payout of the showdown, pot by pot,
// as sums and products over the opponents' outcomes, and count_showdown(), which sets it up from
// a seat's view with the hidden-card odds and keeps the count while the cards stay the same.
#include "bots/vying_pot_share.h"

#include <algorithm>
#include <bit>

#include "bots/vying_pot_share_detail.h"

namespace cardroom::bots {

using namespace cardroom::vying;

namespace {

bool enters(Declaration d, Target target) {
  return d == Declaration::kBoth || (target == Target::kLow ? d == Declaration::kLow
                                                            : d == Declaration::kHigh);
}

int rank_in(const ShowdownOutcome& o, Target target) {
  return target == Target::kLow ? o.low : o.high;
}

Target other(Target t) { return t == Target::kLow ? Target::kHigh : Target::kLow; }

// The expected share of a half among the players level with `me`, over opponents taken one by
// one, each of whom may be level with `me` (a tie splits the half among them) and may claim the
// other half (raise the flag). With `ties` players level, `me` gets 1 / (1 + ties) of the half;
// of the whole pot when nobody raised the flag.
//
// The chance of exactly t ties is the coefficient of x^t in the product over the opponents of
// (neither + level·x), and the sum of those coefficients divided by 1 + t is the integral of that
// product over [0, 1]: a polynomial of degree at most kMaxSeats − 1 = 9, which five-point
// Gauss–Legendre integrates exactly. So each opponent multiplies five numbers in, rather than
// convolving a distribution of tie counts.
class TieCount {
 public:
  // One opponent: level without and with the flag, and neither level nor better without and
  // with the flag (the rest of its chance, where it beats `me`, drops out).
  void add(double tie, double tie_flag, double stay, double stay_flag) {
    for (std::size_t q = 0; q < kNodes; ++q) {
      unflagged_[q] *= stay + tie * kNode[q];
      any_[q] *= stay + stay_flag + (tie + tie_flag) * kNode[q];
    }
  }
  // The expected share of a half (of the whole pot when nobody raised the flag, the rest being
  // worth `flagged_part` of it): 1 / (1 + ties).
  double share(double flagged_part) const {
    double unflagged = 0, any = 0;
    for (std::size_t q = 0; q < kNodes; ++q) {
      unflagged += kWeight[q] * unflagged_[q];
      any += kWeight[q] * any_[q];
    }
    return (1 - flagged_part) * unflagged + flagged_part * any;
  }

 private:
  static constexpr std::size_t kNodes = 5;
  static_assert(2 * kNodes - 1 >= kMaxSeats - 1, "exact for every table size");
  // Gauss–Legendre on [0, 1]: nodes (1 + r) / 2 and weights w / 2 of the rule on [−1, 1].
  static constexpr std::array<double, kNodes> kNode = {
      0.046910077030668018, 0.23076534494715845, 0.5, 0.7692346550528415, 0.95308992296933193};
  static constexpr std::array<double, kNodes> kWeight = {
      0.11846344252809471, 0.2393143352496831, 0.2844444444444445, 0.2393143352496831,
      0.11846344252809471};
  std::array<double, kNodes> unflagged_{1, 1, 1, 1, 1};  // the product without the flag
  std::array<double, kNodes> any_{1, 1, 1, 1, 1};        // the product with or without it
};

// The outcomes in which one opponent declares both and wins outright, taken together: their
// ranks, their chances, and the chance of the others letting each one win (a TieCount each).
class Winners {
 public:
  void clear() {
    lows_.clear();
    highs_.clear();
    fars_.clear();
    weights_.clear();
  }
  void add(const ShowdownOutcome& o, int far) {
    lows_.push_back(o.low);
    highs_.push_back(o.high);
    fars_.push_back(far);
    weights_.push_back(o.weight);
    if (counts_.size() < weights_.size()) counts_.resize(weights_.size());
    counts_[weights_.size() - 1] = TieCount{};
    if (beaten_.size() < 2 * weights_.size()) beaten_.resize(2 * weights_.size());
  }
  std::size_t size() const { return weights_.size(); }
  std::span<const int> lows() const { return lows_; }
  std::span<const int> highs() const { return highs_; }
  std::span<const int> fars() const { return fars_; }
  double weight(std::size_t j) const { return weights_[j]; }
  TieCount& count(std::size_t j) { return counts_[j]; }
  // Room for both_beaten and far_beaten of one opponent, for each outcome.
  double* both_beaten() { return beaten_.data(); }
  double* far_beaten() { return beaten_.data() + weights_.size(); }

 private:
  std::vector<int> lows_, highs_, fars_;
  std::vector<double> weights_;
  std::vector<TieCount> counts_;
  std::vector<double> beaten_;
};

}  // namespace

// --- PotShareCounter -----------------------------------------------------------------------

void PotShareCounter::reset(const OutcomeTable& table, int seats, int me) {
  table_ = &table;
  seats_ = seats;
  me_ = me;
  live_ = 0;
  put_in_.fill(0);
  begin_.fill(0);
  both_.fill(0);
  high_.fill(0);
  stored_ = 0;
  mine_ = {};
  drop_naturals_ = false;
  known_count_ = 0;
  situation_ = {};
}

void PotShareCounter::set_chips(int seat, std::int64_t put_in, bool live) {
  put_in_[std::size_t(seat)] = put_in;
  if (live) live_ |= SeatMask(1u << seat);
}

void PotShareCounter::set_mine(const Tally& tally) {
  mine_ = (*table_)(tally);
  drop_naturals_ = table_->rules().natural_scoops && !mine_.natural;
}

void PotShareCounter::set_outcomes(int seat, const Tally& shown, std::span<const Tally> draws,
                                   std::span<const double> weights, DeclarationGuess how,
                                   Declaration given) {
  const pot_share_detail::BuiltOutcomes& built =
      pot_share_detail::OutcomeShelf::on_this_thread().outcomes(*table_, shown, draws, how, given);
  // Outcomes are stored seat by seat, in seat order; a seat set out of order starts afresh.
  const std::size_t start = begin_[std::size_t(seat)] = static_cast<std::uint32_t>(stored_);
  const std::size_t n = built.outcomes.size();
  // Grown, never shrunk: a vector resized for every seat spent a tenth of this in zeroing it.
  if (outcomes_.size() < start + n) outcomes_.resize(start + n);
  stored_ = start + n;
  // A natural that scoops leaves `me` nothing: it drops out of every chance counted, its weight
  // nought in every sum.
  // Copied whole (a block copy), then weighed.
  ShowdownOutcome* out = outcomes_.data() + start;
  std::copy_n(built.outcomes.data(), n, out);
  const std::uint16_t* draw = built.draw_of.data();
  if (how == DeclarationGuess::kAtRandom) {
    for (std::size_t k = 0; k < n; ++k) {
      const double w = weights[draw[k]] / 3;
      out[k].weight = drop_naturals_ && out[k].natural ? 0.0 : w;
    }
  } else {
    for (std::size_t k = 0; k < n; ++k) {
      const double w = weights[draw[k]];
      out[k].weight = drop_naturals_ && out[k].natural ? 0.0 : w;
    }
  }
  high_[std::size_t(seat)] = static_cast<std::uint32_t>(start + built.high);
  both_[std::size_t(seat)] = static_cast<std::uint32_t>(start + built.both);
  for (int i = seat + 1; i <= vying::kMaxSeats; ++i) {
    begin_[std::size_t(i)] = static_cast<std::uint32_t>(stored_);
  }
  for (int i = seat + 1; i < vying::kMaxSeats; ++i) {
    both_[std::size_t(i)] = high_[std::size_t(i)] = begin_[std::size_t(i)];
  }
}

std::span<const ShowdownOutcome> PotShareCounter::outcomes(int seat) const {
  return {outcomes_.data() + begin_[std::size_t(seat)],
          outcomes_.data() + begin_[std::size_t(seat) + 1]};
}

template <class Each>
void PotShareCounter::each_outcome(int seat, Each each) const {
  for (const ShowdownOutcome& o : outcomes(seat)) each(o);  // dropped naturals weigh nothing
}

template <class Each>
void PotShareCounter::each_winning_both(int seat, Each each) const {
  for (std::uint32_t k = both_[std::size_t(seat)]; k < begin_[std::size_t(seat) + 1]; ++k) {
    const ShowdownOutcome& o = outcomes_[k];
    if ((drop_naturals_ && o.natural) || o.low == kNoCount || o.high == kNoCount) continue;
    each(o);
  }
}

template <class Keep>
double PotShareCounter::all_of(SeatMask others, int skip, Keep keep) const {
  double product = 1;
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int i = std::countr_zero(m);
    if (i == skip) continue;
    double p = 0;
    each_outcome(i, [&](const ShowdownOutcome& o) {
      if (keep(o)) p += o.weight;
    });
    product *= p;
    if (product == 0) break;
  }
  return product;
}

template <class Keep>
double PotShareCounter::single_declarers_where(int seat, Keep keep) const {
  double p = 0;
  for (std::uint32_t k = begin_[std::size_t(seat)]; k < both_[std::size_t(seat)]; ++k) {
    const ShowdownOutcome& o = outcomes_[k];
    if (keep(o)) p += o.weight;
  }
  return p;
}

template <class Keep>
std::array<double, kMaxSeats> PotShareCounter::single_declarers_of(SeatMask others, Keep keep) const {
  std::array<double, kMaxSeats> single{};
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int i = std::countr_zero(m);
    single[std::size_t(i)] = single_declarers_where(i, keep);
  }
  return single;
}

double PotShareCounter::unblocked(SeatMask others, int skip,
                                  const std::array<double, kMaxSeats>& single,
                                  const ShowdownOutcome& ob) const {
  double product = 1;
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int i = std::countr_zero(m);
    if (i == skip) continue;
    product *= single[std::size_t(i)] + both_beaten(i, ob.low, ob.high);
    if (product == 0) break;
  }
  return product;
}

// Four sums at a time, each added up in the order of the outcomes as a sum of one alone would be
// (so the same to the last bit): four chains of additions in flight instead of one, and each
// outcome read once for the four.
template <class Beaten>
void PotShareCounter::sum_each(std::uint32_t from, std::uint32_t to, std::size_t count,
                               double* out, Beaten beaten) const {
  std::size_t j = 0;
  for (; j + 4 <= count; j += 4) {
    double p0 = 0, p1 = 0, p2 = 0, p3 = 0;
    for (std::uint32_t k = from; k < to; ++k) {
      const ShowdownOutcome& o = outcomes_[k];
      p0 += beaten(o, j) ? o.weight : 0.0;
      p1 += beaten(o, j + 1) ? o.weight : 0.0;
      p2 += beaten(o, j + 2) ? o.weight : 0.0;
      p3 += beaten(o, j + 3) ? o.weight : 0.0;
    }
    out[j] = p0;
    out[j + 1] = p1;
    out[j + 2] = p2;
    out[j + 3] = p3;
  }
  for (; j < count; ++j) {
    double p = 0;
    for (std::uint32_t k = from; k < to; ++k) {
      const ShowdownOutcome& o = outcomes_[k];
      p += beaten(o, j) ? o.weight : 0.0;
    }
    out[j] = p;
  }
}

void PotShareCounter::far_beaten_each(int seat, Target far, std::span<const int> ranks,
                                      double* out) const {
  const std::size_t i = std::size_t(seat);
  const std::uint32_t from = far == Target::kLow ? begin_[i] : high_[i];
  const std::uint32_t to = far == Target::kLow ? high_[i] : both_[i];
  const int* rank = ranks.data();
  sum_each(from, to, ranks.size(), out, [&](const ShowdownOutcome& o, std::size_t j) {
    const int r = rank_in(o, far);
    return (r != kNoCount) & (r > rank[j]);
  });
}

void PotShareCounter::both_beaten_each(int seat, std::span<const int> lows,
                                       std::span<const int> highs, double* out) const {
  const int* low = lows.data();
  const int* high = highs.data();
  sum_each(both_[std::size_t(seat)], begin_[std::size_t(seat) + 1], lows.size(), out,
           [&](const ShowdownOutcome& o, std::size_t j) {
             return (o.low > low[j]) & (o.high > high[j]);
           });
}

double PotShareCounter::both_beaten(int seat, int low, int high) const {
  double p = 0;
  for (std::uint32_t k = both_[std::size_t(seat)]; k < begin_[std::size_t(seat) + 1]; ++k) {
    const ShowdownOutcome& o = outcomes_[k];
    p += ((o.low > low) & (o.high > high)) ? o.weight : 0.0;
  }
  return p;
}

double PotShareCounter::share(Declaration mine) const {
  // Every player still in level: one pot of all the chips, as build_pots() makes it (the common
  // case, and building pots was a twentieth of the heuristic's time).
  bool level = true;
  std::int64_t chips = 0, level_of = -1;
  for (int i = 0; i < seats_; ++i) {
    chips += put_in_[std::size_t(i)];
    if (!has_seat(live_, i)) continue;
    if (level_of < 0) level_of = put_in_[std::size_t(i)];
    level = level && put_in_[std::size_t(i)] == level_of;
  }
  if (level && has_seat(live_, me_)) {
    if (chips <= 0) return 0;
    const SeatMask others = SeatMask(live_ & ~(1u << me_));
    const double total = static_cast<double>(chips);
    return total * known_fraction(others, mine) / total;
  }
  const Pots pots = build_pots(std::span(put_in_.data(), std::size_t(seats_)), live_);
  double total = 0, collected = 0;
  for (const auto& pot : pots.list()) {
    total += static_cast<double>(pot.amount);
    if (!has_seat(pot.eligible, me_)) continue;
    const SeatMask others = SeatMask(pot.eligible & ~(1u << me_));
    collected += static_cast<double>(pot.amount) * known_fraction(others, mine);
  }
  return total > 0 ? collected / total : 0;
}

double PotShareCounter::known_fraction(SeatMask others, Declaration mine) const {
  for (int k = 0; k < known_count_; ++k) {
    if (known_[std::size_t(k)].others == others && known_[std::size_t(k)].mine == mine) {
      return known_[std::size_t(k)].fraction;
    }
  }
  const double fraction = pot_fraction(others, mine);
  known_[std::size_t(known_count_ % int(known_.size()))] = {others, mine, fraction};
  known_count_ = std::min(known_count_ + 1, int(known_.size()));
  return fraction;
}

double PotShareCounter::pot_fraction(SeatMask others, Declaration mine) const {
  if (table_->rules().natural_scoops && mine_.natural) return natural_fraction(others);
  // From here on no eligible natural (they dropped out), so the pot is settled by the contests,
  // by declarations when the rules have them (this pot has no natural, so declarations are made).
  if (!table_->rules().declares()) return split_fraction(others);
  return declared_fraction(others, mine);
}

double PotShareCounter::natural_fraction(SeatMask others) const {
  // Naturals share the pot: 1 / (1 + other naturals).
  TieCount naturals;
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    double p = 0;
    for (const ShowdownOutcome& o : outcomes(std::countr_zero(m))) p += o.natural ? o.weight : 0;
    naturals.add(p, 0, 1 - p, 0);
  }
  return naturals.share(0);
}

double PotShareCounter::split_fraction(SeatMask others) const {
  // Cards speak: half the pot to the best low, half to the best high; a half nobody's total
  // counts for goes to the other half's winners, and with neither the eligible share it.
  const bool low = mine_.low != kNoCount, high = mine_.high != kNoCount;
  if (low && high) {
    // Both halves are claimed (by `me` at least), so the two are counted apart.
    TieCount lows, highs;
    for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
      double tie_low = 0, under_low = 0, tie_high = 0, under_high = 0;
      each_outcome(std::countr_zero(m), [&](const ShowdownOutcome& o) {
        tie_low += o.low == mine_.low ? o.weight : 0;
        under_low += o.low > mine_.low ? o.weight : 0;
        tie_high += o.high == mine_.high ? o.weight : 0;
        under_high += o.high > mine_.high ? o.weight : 0;
      });
      lows.add(tie_low, 0, under_low, 0);
      highs.add(tie_high, 0, under_high, 0);
    }
    return 0.5 * lows.share(0) + 0.5 * highs.share(0);
  }
  if (low || high) {
    // `me` can win one half only: all of the pot when nobody claims the other.
    const Target mine = low ? Target::kLow : Target::kHigh;
    const int rank = rank_in(mine_, mine);
    TieCount count;
    for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
      double tie = 0, tie_flag = 0, stay = 0, stay_flag = 0;
      each_outcome(std::countr_zero(m), [&](const ShowdownOutcome& o) {
        const int r = rank_in(o, mine);
        const bool claims = rank_in(o, other(mine)) != kNoCount;
        if (r == rank) (claims ? tie_flag : tie) += o.weight;
        if (r > rank) (claims ? stay_flag : stay) += o.weight;
      });
      count.add(tie, tie_flag, stay, stay_flag);
    }
    return count.share(0.5);
  }
  const double unclaimed = all_of(others, -1, [](const ShowdownOutcome& o) {
    return o.low == kNoCount && o.high == kNoCount;
  });
  return unclaimed / (1 + std::popcount(others));
}

double PotShareCounter::declared_fraction(SeatMask others, Declaration mine) const {
  if (mine == Declaration::kBoth) return both_fraction(others);
  return one_target_fraction(others, mine == Declaration::kLow ? Target::kLow : Target::kHigh);
}

double PotShareCounter::one_target_fraction(SeatMask others, Target target) const {
  // `me` declared `target` alone. Without a both-declarer winning both outright, `me` shares the
  // half of `target` with those who declared it alone and rank level, if none ranks better (the
  // whole pot when nobody who declared the other target alone has a total that counts). A
  // both-declarer who wins outright takes it all, and at most one can: its chance is taken off.
  const Target far = other(target);
  const int rank = rank_in(mine_, target);
  const int eligible = 1 + std::popcount(others);
  // The ranks in `target` and in the other, as members (no choice made for every outcome).
  const auto near = target == Target::kLow ? &ShowdownOutcome::low : &ShowdownOutcome::high;
  const auto away = target == Target::kLow ? &ShowdownOutcome::high : &ShowdownOutcome::low;
  if (rank == kNoCount) {
    // `me` wins nothing, but shares the pot when nobody wins anything.
    auto silent = [&](const ShowdownOutcome& o) {
      if (o.declaration == Declaration::kBoth) return true;
      return rank_in(o, enters(o.declaration, target) ? target : far) == kNoCount;
    };
    double p = all_of(others, -1, silent);
    // A silent hand that declared one target alone blocks nobody (it counts for neither it
    // entered), so what lets a both-declarer's outcome win outright is the silent single
    // declarers and the both-declarers it beats in both contests.
    const std::array<double, kMaxSeats> single = single_declarers_of(others, silent);
    for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
      const int b = std::countr_zero(m);
      each_winning_both(b, [&](const ShowdownOutcome& ob) {
        p -= ob.weight * unblocked(others, b, single, ob);
      });
    }
    return p / eligible;
  }
  // Every opponent's chance of declaring `target` alone and ranking level with `me` there, or
  // below; of declaring the other target alone and claiming it, or not; or of declaring both.
  // Beating `me` for `target` leaves it nothing: that chance drops out.
  std::array<double, kMaxSeats> tie{}, under{}, far_silent{};
  TieCount all;
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int i = std::countr_zero(m);
    // The single declarers come before those declaring both (set_outcomes), and a both-declarer
    // only stays. Every sum still adds its outcomes in their order, nought for those it leaves
    // out (which changes no sum): no branch on the ranks.
    double level = 0, below = 0, silent = 0, stay = 0, stay_flag = 0;
    auto in_target = [&](const ShowdownOutcome& o) {
      const int r = o.*near;
      level += r == rank ? o.weight : 0.0;
      below += r > rank ? o.weight : 0.0;
    };
    auto in_far = [&](const ShowdownOutcome& o) {
      const bool claims = o.*away != kNoCount;
      stay_flag += claims ? o.weight : 0.0;
      silent += claims ? 0.0 : o.weight;
    };
    // Low declarers (or none) first, then high ones.
    for (std::uint32_t k = begin_[std::size_t(i)]; k < high_[std::size_t(i)]; ++k) {
      const ShowdownOutcome& o = outcomes_[k];
      if (target == Target::kLow && o.declaration == Declaration::kLow) {
        in_target(o);
      } else {
        in_far(o);
      }
    }
    for (std::uint32_t k = high_[std::size_t(i)]; k < both_[std::size_t(i)]; ++k) {
      if (target == Target::kHigh) {
        in_target(outcomes_[k]);
      } else {
        in_far(outcomes_[k]);
      }
    }
    for (std::uint32_t k = both_[std::size_t(i)]; k < begin_[std::size_t(i) + 1]; ++k) {
      stay += outcomes_[k].weight;
    }
    tie[std::size_t(i)] = level;
    under[std::size_t(i)] = below;
    far_silent[std::size_t(i)] = silent;
    all.add(level, 0, below + silent + stay, stay_flag);
  }
  double share = all.share(0.5);
  // A both-declarer `b` winning outright with `ob`: every other opponent must not block it. One
  // who declared `target` alone and does not beat `me` never does (`ob` beats `me`), so only the
  // other target's and the both-declarers' outcomes are looked at again.
  // The outcomes of `b` are taken together, so that each other opponent's outcomes are read
  // once for all of them (Winners).
  thread_local Winners winners;
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int b = std::countr_zero(m);
    winners.clear();
    each_winning_both(b, [&](const ShowdownOutcome& ob) {
      if (rank_in(ob, target) >= rank) return;  // `me` keeps it from winning outright
      winners.add(ob, rank_in(ob, far));
    });
    if (winners.size() == 0) continue;
    for (SeatMask n = others; n; n &= SeatMask(n - 1)) {
      const int i = std::countr_zero(n);
      if (i == b) continue;
      both_beaten_each(i, winners.lows(), winners.highs(), winners.both_beaten());
      far_beaten_each(i, far, winners.fars(), winners.far_beaten());
      const double kept = under[std::size_t(i)] + far_silent[std::size_t(i)];
      for (std::size_t j = 0; j < winners.size(); ++j) {
        winners.count(j).add(tie[std::size_t(i)], 0, kept + winners.both_beaten()[j],
                             winners.far_beaten()[j]);
      }
    }
    for (std::size_t j = 0; j < winners.size(); ++j) {
      share -= winners.weight(j) * winners.count(j).share(0.5);
    }
  }
  return share;
}

double PotShareCounter::both_fraction(SeatMask others) const {
  // `me` declared both: all of the pot for winning both contests outright, nothing otherwise but
  // a share of the pot when nobody wins anything.
  const bool counts = mine_.low != kNoCount && mine_.high != kNoCount;
  // Over every opponent at once, each opponent's outcomes read once: the chances that it lets
  // `me` win outright (blocks nobody), that it is silent (declares both, or has no total that
  // counts for the one target it declared), and both; the silent single declarers apart. Each
  // sum adds its outcomes in their order, nought for those it leaves out, and each product
  // multiplies the opponents in seat order (once one is nought it stays so).
  double outright = 1, nobody = 1, silent_unblocking = 1;
  std::array<double, kMaxSeats> single{};  // silent single declarers, who block nobody
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int i = std::countr_zero(m);
    double lets = 0, silent = 0, both = 0;
    auto add = [&](const ShowdownOutcome& o, bool is_silent, bool is_blocking) {
      lets += is_blocking ? 0.0 : o.weight;
      silent += is_silent ? o.weight : 0.0;
      both += is_silent && !is_blocking ? o.weight : 0.0;
    };
    for (std::uint32_t k = begin_[std::size_t(i)]; k < both_[std::size_t(i)]; ++k) {
      const ShowdownOutcome& o = outcomes_[k];
      const bool low = o.declaration == Declaration::kLow;
      const int rank = low ? o.low : o.high;
      const bool enters = low || o.declaration == Declaration::kHigh;
      add(o, rank == kNoCount, enters && rank <= (low ? mine_.low : mine_.high));
    }
    single[std::size_t(i)] = silent;
    for (std::uint32_t k = both_[std::size_t(i)]; k < begin_[std::size_t(i) + 1]; ++k) {
      const ShowdownOutcome& o = outcomes_[k];
      add(o, true, o.low <= mine_.low || o.high <= mine_.high);
    }
    outright *= lets;
    nobody *= silent;
    silent_unblocking *= both;
  }
  if (!counts) outright = 0;
  if (nobody == 0) return outright;
  if (counts) nobody -= silent_unblocking;
  // As in one_target_fraction: a silent single declarer blocks nobody.
  for (SeatMask m = others; m; m &= SeatMask(m - 1)) {
    const int b = std::countr_zero(m);
    each_winning_both(b, [&](const ShowdownOutcome& ob) {
      if (mine_.low <= ob.low || mine_.high <= ob.high) return;  // `me` keeps it from winning
      nobody -= ob.weight * unblocked(others, b, single, ob);
    });
  }
  return outright + nobody / (1 + std::popcount(others));
}

// --- From a view ---------------------------------------------------------------------------

void count_showdown(const SeatView& view, const OutcomeTable& table, bool random_declarations,
                    Rng& rng, int samples, PotShareCounter& counter, HiddenCardOdds& odds) {
  const int me = view.seat();
  const int n = view.seats();
  PotShareCounter::Situation now;
  now.table = &table;
  now.unseen = ~view.seen_in_play() & ((std::uint64_t{1} << Card::kCount) - 1);
  now.me = me;
  now.random_declarations = random_declarations;
  now.seats = n;
  for (int i = 0; i < n; ++i) {
    const SeatState& s = view.seat_state(i);
    now.shown[std::size_t(i)] = s.tally;
    now.declared[std::size_t(i)] = s.declaration;
    if (s.live()) now.live |= SeatMask(1u << i);
    now.hidden[std::size_t(i)] = static_cast<std::uint8_t>(view.hidden_cards(i));
  }
  if (now == counter.situation_) {
    // The same cards as last time: only the chips in the middle may differ.
    for (int i = 0; i < n; ++i) counter.put_in_[std::size_t(i)] = view.seat_state(i).put_in;
    return;
  }
  PotShareCounter::Situation folded = counter.situation_;
  folded.live = now.live;
  bool counted = true;  // no hand's face-down cards stood for by random draws, to draw again
  for (int i = 0; i < n; ++i) counted = counted && now.hidden[std::size_t(i)] <= 4;
  if (counted && folded == now && (now.live & ~counter.situation_.live) == 0) {
    // Only folds since: the others' outcomes stand, and the folded drop out of every pot's
    // eligible players (a quarter of the counts a hand needed were these).
    for (int i = 0; i < n; ++i) counter.put_in_[std::size_t(i)] = view.seat_state(i).put_in;
    counter.live_ = now.live;
    counter.situation_.live = now.live;
    return;
  }
  counter.reset(table, n, me);
  odds.reset(now.unseen);
  for (int i = 0; i < n; ++i) {
    const SeatState& s = view.seat_state(i);
    counter.set_chips(i, s.put_in, s.live());
  }
  counter.set_mine(view.seat_state(me).tally);
  const bool declares = view.rules().declares();
  for (int i = 0; i < n; ++i) {
    const SeatState& s = view.seat_state(i);
    if (i == me || !s.live()) continue;
    const int hidden = now.hidden[std::size_t(i)];
    odds.draw(hidden, rng, samples);
    // Under cards-speak rules nobody declares: the outcomes need no declaration guessed.
    const DeclarationGuess how = s.declaration != Declaration::kNone || !declares
                                     ? DeclarationGuess::kGiven
                                 : random_declarations ? DeclarationGuess::kAtRandom
                                                       : DeclarationGuess::kFromCards;
    counter.set_outcomes(i, s.tally, odds.draws(), odds.weights(), how, s.declaration);
  }
  counter.situation_ = now;
}

}  // namespace cardroom::bots
