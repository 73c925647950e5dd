#include "bots/vying_heuristic.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace cardroom::bots {

using namespace cardroom::vying;

namespace {

// How far a standing is from its target, in half-points (a large number when nothing counts).
int distance(const Standing& s, Target target, const Rules& rules) {
  if (!s.counts) return 1000;
  return std::abs(s.total - rules.targets[static_cast<int>(target)]);
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
int quality(const Tally& tally, const StandingTable& table) {
  return -std::min(distance(table(tally, Target::kLow), Target::kLow, table.rules()),
                   distance(table(tally, Target::kHigh), Target::kHigh, table.rules()));
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

Action offer_choice(const SeatView& view, const StandingTable& table) {
  const Rules& rules = view.rules();
  const Tally mine = view.seat_state(view.seat()).tally;
  const std::uint64_t unseen = ~view.seen_cards() & ((std::uint64_t{1} << Card::kCount) - 1);
  const int now = quality(mine, table);
  // A card counts by its value alone (an ace, 2-10, a picture): each value is weighed once, by
  // how many unseen cards have it.
  std::array<int, 11> of_value{};
  std::array<Card, 11> one_of{};
  for (std::uint64_t m = unseen; m; m &= m - 1) {
    const Card c = Card::from_index(std::countr_zero(m));
    const int value = c.is_ace() ? 0 : c.is_picture() ? 10 : c.rank() - 1;
    ++of_value[std::size_t(value)];
    one_of[std::size_t(value)] = c;
  }
  long sum = 0;
  int count = 0;
  for (std::size_t v = 0; v < of_value.size(); ++v) {
    if (of_value[v] == 0) continue;
    Tally after = mine;
    after.add(one_of[v]);
    const bool bust = rules.nearness == Nearness::kOverIsBust &&
                      smallest_total(after) > rules.targets[1];
    sum += static_cast<long>(of_value[v]) * (bust ? -200 : quality(after, table));
    count += of_value[v];
  }
  return count > 0 && sum > static_cast<long>(now) * count ? Action::take() : Action::stand();
}

// The share as an estimate from `samples` deals of the hidden cards would give it: the mean of
// `samples` draws that each collect the whole pot with the counted chance. The heuristic plays
// better with its estimate that noisy than with the exact share (duplicate arena, 15-35
// heads-up, 1,500 deals: the sampling heuristic at 400 deals lost 3.9 chips a hand to itself at
// 24), so the noise is kept on purpose: a mixed strategy at the edges of its thresholds.
double as_sampled(double share, int samples, Rng& rng) {
  const double p = std::clamp(share, 0.0, 1.0);
  if (samples == 0) return p;  // no noise asked for
  constexpr double kUnit = 1.0 / 9007199254740992.0;  // 2^-53
  auto uniform = [&] { return static_cast<double>(rng.next() >> 11) * kUnit; };
  if (samples > 64) {
    // The normal approximation of the binomial (Box-Muller), for large counts.
    const double u = uniform(), v = uniform();
    const double z = std::sqrt(-2 * std::log(1 - u)) * std::cos(6.283185307179586 * v);
    return std::clamp(p + z * std::sqrt(p * (1 - p) / samples), 0.0, 1.0);
  }
  // uniform() < p, in whole numbers: x · 2^-53 < p exactly when x < ⌈p · 2^53⌉ (p · 2^53 is
  // exact, a power of two apart), which spares a conversion and a multiplication a draw.
  const auto limit = static_cast<std::uint64_t>(std::ceil(p * 9007199254740992.0));
  int hits = 0;
  for (int k = 0; k < samples; ++k) hits += (rng.next() >> 11) < limit;
  return static_cast<double>(hits) / samples;
}

Declaration best_declaration(const PotShareCounter& counter, int samples, Rng& rng) {
  Declaration best = Declaration::kLow;
  double best_share = -1;
  for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
    const double share = as_sampled(counter.share(d), samples, rng);
    if (share > best_share) {
      best = d;
      best_share = share;
    }
  }
  return best;
}

Action betting_choice(const SeatView& view, double share, const VyingHeuristicParams& p) {
  const LegalActions legal = view.legal();
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

Declaration guess_declaration(const Standing& low, const Standing& high, const Rules& rules) {
  return guess_from(low, high, rules);
}

int HeuristicVyingBot::draws() const {
  return params_.samples > 0 ? params_.samples : VyingHeuristicParams::kDrawsWithoutNoise;
}

const OutcomeTable& HeuristicVyingBot::table_for(const Rules& rules) {
  if (!table_ || !(table_->rules() == rules)) table_ = OutcomeTable::shared(rules);
  return *table_;
}

Action HeuristicVyingBot::decide(const SeatView& view, Rng& rng) {
  switch (view.phase()) {
    case Phase::kExpose: return expose_choice(view);
    case Phase::kOffer: return offer_choice(view, table_for(view.rules()).standings());
    case Phase::kDeclare: {
      // Choosing its own declaration, the bot does best assuming the others declare at random
      // (duplicate arena, 20,000 deals: +2.4 chips a hand heads-up over guessing from their
      // cards, which it does while betting, before anyone declares).
      count_showdown(view, table_for(view.rules()), true, rng, draws(), counter_, odds_);
      return Action::declare(best_declaration(counter_, params_.samples, rng));
    }
    case Phase::kBetting: {
      const OutcomeTable& table = table_for(view.rules());
      count_showdown(view, table, false, rng, draws(), counter_, odds_);
      // guess_declaration() of its own cards, as the counter looked it up.
      const Declaration planned =
          view.rules().declares() ? counter_.mine().declaration : Declaration::kNone;
      return betting_choice(view, as_sampled(counter_.share(planned), params_.samples, rng),
                            params_);
    }
    case Phase::kFinished: break;
  }
  return Action::check();
}

}  // namespace cardroom::bots
