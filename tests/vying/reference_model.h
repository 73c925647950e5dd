#pragma once
// A second, independent reading of the rulebook (§1-§8) written only from its text: plain
// vectors and loops, no attempt at speed. reference_test.cpp plays random hands through it and
// through the engine side by side and demands the same seat to act, the same legal words, the
// same chips after every action and the same showdown.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/card.h"
#include "vying/rules.h"

namespace cardroom::vying::reference {

// --- §1-§2: totals and contests --------------------------------------------------------------

// Every total reachable by choosing each card's value on its own, in half-points.
inline std::set<int> reachable(const std::vector<Card>& hand, Pictures pictures) {
  std::set<int> totals{0};
  for (Card c : hand) {
    std::vector<int> values;
    if (c.rank() == 1) {
      values = {2, 22};
    } else if (c.rank() >= 11) {
      values = pictures == Pictures::kHalfOrTen ? std::vector<int>{1, 20} : std::vector<int>{1};
    } else {
      values = {2 * c.rank()};
    }
    std::set<int> next;
    for (int t : totals) {
      for (int v : values) next.insert(t + v);
    }
    totals = std::move(next);
  }
  return totals;
}

inline int smallest_total(const std::vector<Card>& hand) {
  int t = 0;
  for (Card c : hand) t += c.rank() == 1 ? 2 : c.rank() >= 11 ? 1 : 2 * c.rank();
  return t;
}

// -1 when total x ranks above y for target t (target index k: 0 low, 1 high), 1 below, 0 equal.
inline int order(int x, int y, int t, Nearness n, int k) {
  if (n == Nearness::kUnderAlwaysBeatsOver && (x <= t) != (y <= t)) return x <= t ? -1 : 1;
  const int dx = std::abs(x - t), dy = std::abs(y - t);
  if (dx != dy) return dx < dy ? -1 : 1;
  if (x == y) return 0;
  const bool x_under = x < t;
  switch (n) {
    case Nearness::kUnderBeatsOver:
      return x_under ? -1 : 1;
    case Nearness::kOverBeatsUnder:
      return x_under ? 1 : -1;
    case Nearness::kInsideBeatsOutside:
      return (k == 0) == x_under ? 1 : -1;
    case Nearness::kOutsideBeatsInside:
      return (k == 0) == x_under ? -1 : 1;
    default:
      return 0;
  }
}

// The total a hand shows for target k; nullopt when none counts.
inline std::optional<int> shown(const std::vector<Card>& hand, const Rules& r, int k) {
  const int t = r.targets[k];
  std::optional<int> best;
  for (int x : reachable(hand, r.pictures)) {
    if (r.nearness == Nearness::kOverIsBust && x > t) continue;
    if (!best || order(x, *best, t, r.nearness, k) < 0) best = x;
  }
  return best;
}

inline bool natural(const std::vector<Card>& hand, const Rules& r) {
  const auto totals = reachable(hand, r.pictures);
  return totals.count(r.targets[0]) && totals.count(r.targets[1]);
}

// -1 when hand a beats hand b for target k, 1 when b wins, 0 a tie (both must count).
inline int contest(const std::vector<Card>& a, const std::vector<Card>& b, const Rules& r, int k) {
  const int c = order(*shown(a, r, k), *shown(b, r, k), r.targets[k], r.nearness, k);
  if (c != 0) return c;
  if (r.fewer_cards_wins && a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  return 0;
}

// --- §6: pots and the showdown -------------------------------------------------------------

struct Pot {
  std::int64_t amount = 0;
  std::vector<int> eligible;
  std::vector<std::int64_t> awards;
};

struct Seat {
  std::vector<Card> cards;
  std::int64_t put_in = 0;
  bool live = false;
  int declaration = 0;  // 0 none, 1 low, 2 high, 3 both
};

inline std::vector<Pot> pots_of(const std::vector<Seat>& seats) {
  std::set<std::int64_t> level_set;
  for (const Seat& s : seats) {
    if (s.live) level_set.insert(s.put_in);
  }
  const std::vector<std::int64_t> levels(level_set.begin(), level_set.end());
  std::vector<Pot> pots;
  for (std::size_t j = 0; j < levels.size(); ++j) {
    const std::int64_t below = j ? levels[j - 1] : 0;
    Pot pot;
    pot.awards.assign(seats.size(), 0);
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const std::int64_t upto =
          j + 1 == levels.size() ? seats[i].put_in : std::min(seats[i].put_in, levels[j]);
      pot.amount += std::max<std::int64_t>(0, upto - below);
      if (seats[i].live && seats[i].put_in >= levels[j])
        pot.eligible.push_back(static_cast<int>(i));
    }
    pots.push_back(pot);
  }
  return pots;
}

// Equal shares; leftover chips one each clockwise from the dealer's left.
inline void share(std::int64_t amount, const std::vector<int>& sharers, int dealer,
                  std::vector<std::int64_t>& awards) {
  if (sharers.empty()) return;
  const int n = static_cast<int>(awards.size());
  std::int64_t each = amount / static_cast<std::int64_t>(sharers.size());
  std::int64_t left = amount % static_cast<std::int64_t>(sharers.size());
  for (int step = 1; step <= n; ++step) {
    const int s = (dealer + step) % n;
    if (std::find(sharers.begin(), sharers.end(), s) == sharers.end()) continue;
    awards[s] += each + (left > 0 ? 1 : 0);
    if (left > 0) --left;
  }
}

// The best of `among` for target k (all who tie); only hands whose total counts.
inline std::vector<int> best_of(const std::vector<Seat>& seats, const std::vector<int>& among,
                                const Rules& r, int k) {
  std::vector<int> best;
  for (int i : among) {
    if (!shown(seats[i].cards, r, k)) continue;
    if (best.empty()) {
      best = {i};
      continue;
    }
    const int c = contest(seats[i].cards, seats[best.front()].cards, r, k);
    if (c < 0) best = {i};
    if (c == 0) best.push_back(i);
  }
  std::sort(best.begin(), best.end());
  return best;
}

inline bool must_declare(const Rules& r, const std::vector<Seat>& seats) {
  if (r.showdown == ShowdownRule::kSplit) return false;
  if (!r.natural_scoops) return true;
  for (const Pot& pot : pots_of(seats)) {
    bool has = false;
    for (int i : pot.eligible) has = has || natural(seats[i].cards, r);
    if (!has) return true;
  }
  return false;
}

inline std::vector<Pot> settle(const Rules& r, int dealer, const std::vector<Seat>& seats) {
  std::vector<Pot> pots = pots_of(seats);
  const bool declared = must_declare(r, seats);
  for (Pot& pot : pots) {
    if (r.natural_scoops) {
      std::vector<int> naturals;
      for (int i : pot.eligible) {
        if (natural(seats[i].cards, r)) naturals.push_back(i);
      }
      if (!naturals.empty()) {
        share(pot.amount, naturals, dealer, pot.awards);
        continue;
      }
    }
    std::vector<int> low, high;
    if (!declared) {
      low = best_of(seats, pot.eligible, r, 0);
      high = best_of(seats, pot.eligible, r, 1);
    } else {
      std::vector<int> for_low, for_high, low_only, high_only, both;
      for (int i : pot.eligible) {
        const int d = seats[i].declaration;
        if (d == 1 || d == 3) for_low.push_back(i);
        if (d == 2 || d == 3) for_high.push_back(i);
        if (d == 1) low_only.push_back(i);
        if (d == 2) high_only.push_back(i);
        if (d == 3) both.push_back(i);
      }
      const auto bl = best_of(seats, for_low, r, 0), bh = best_of(seats, for_high, r, 1);
      int winner_of_both = -1;
      for (int b : both) {
        if (bl == std::vector<int>{b} && bh == std::vector<int>{b}) winner_of_both = b;
      }
      if (winner_of_both >= 0) {
        low = high = {winner_of_both};
      } else {
        low = best_of(seats, low_only, r, 0);
        high = best_of(seats, high_only, r, 1);
      }
    }
    if (!low.empty() && !high.empty()) {
      share(pot.amount / 2, low, dealer, pot.awards);
      share(pot.amount - pot.amount / 2, high, dealer, pot.awards);
    } else if (!low.empty() || !high.empty()) {
      share(pot.amount, low.empty() ? high : low, dealer, pot.awards);
    } else {
      share(pot.amount, pot.eligible, dealer, pot.awards);
    }
  }
  return pots;
}

// --- §4, §5, §8: a hand ----------------------------------------------------------------------

enum class Step { kExpose, kOffer, kBetting, kDeclare, kDone };

class Model {
 public:
  Model(const Rules& rules, std::vector<std::int64_t> stacks, int dealer, std::vector<Card> deck)
      : r_(rules),
        n_(static_cast<int>(stacks.size())),
        dealer_(dealer),
        stack_(stacks),
        stock_(std::move(deck)) {
    complete_ = stock_.size() == 52;
    put_.assign(n_, 0);
    contrib_.assign(n_, 0);
    cards_.assign(n_, {});
    up_.assign(n_, {});
    in_.assign(n_, false);
    folded_.assign(n_, false);
    frozen_.assign(n_, false);
    acted_.assign(n_, false);
    refusals_.assign(n_, 0);
    declaration_.assign(n_, 0);
    payouts_.assign(n_, 0);
    for (int i = 0; i < n_; ++i) {
      if (stack_[i] <= 0) continue;
      in_[i] = true;
      const std::int64_t ante = std::min(r_.betting.ante, stack_[i]);
      stack_[i] -= ante;
      put_[i] += ante;
    }
    std::vector<bool> faces;
    if (r_.deal == DealPattern::kUpDown) faces = {true, false};
    if (r_.deal == DealPattern::kDownDownUp) faces = {false, false, true};
    if (r_.deal == DealPattern::kThreeDownExpose) faces = {false, false, false};
    for (bool up : faces) {
      for (int step = 1; step <= n_; ++step) {
        const int i = (dealer_ + step) % n_;
        if (!in_[i]) continue;
        cards_[i].push_back(stock_.at(top_++));
        up_[i].push_back(up);
      }
    }
    if (r_.deal == DealPattern::kThreeDownExpose) {
      step_ = Step::kExpose;
      next_exposer();
    } else {
      after_exposure();
    }
  }

  Step step() const { return step_; }
  int to_act() const { return step_ == Step::kDone ? -1 : to_act_; }
  bool lost_track() const { return lost_track_; }
  const std::vector<std::int64_t>& stacks() const { return stack_; }
  const std::vector<std::int64_t>& put_in() const { return put_; }
  const std::vector<std::int64_t>& payouts() const { return payouts_; }
  bool went_to_showdown() const { return showdown_; }
  const std::vector<Pot>& pots() const { return pots_; }
  const std::vector<Card>& cards(int i) const { return cards_[i]; }
  bool live(int i) const { return in_[i] && !folded_[i]; }
  // A take now needs a card a short record deck does not hold.
  bool take_exhausts() const {
    return step_ == Step::kOffer && !complete_ && top_ == stock_.size();
  }

  // The legal words (§8), ranges written `bet A-B` / `bet A`.
  std::vector<std::string> words() const {
    std::vector<std::string> w;
    switch (step_) {
      case Step::kExpose:
        for (std::size_t k = 0; k < cards_[to_act_].size(); ++k) {
          if (!up_[to_act_][k]) w.push_back("expose " + to_string(cards_[to_act_][k]));
        }
        break;
      case Step::kOffer:
        w = {"take", "stand"};
        break;
      case Step::kDeclare:
        w = {"declare low", "declare high", "declare both"};
        break;
      case Step::kBetting: {
        const Betting b = betting_now();
        if (b.check) w.push_back("check");
        if (b.call) w.push_back("call");
        if (b.fold) w.push_back("fold");
        if (b.all_in) w.push_back("all-in");
        if (b.lo <= b.hi) {
          w.push_back(std::string(bet_made_ ? "raise " : "bet ") + std::to_string(b.lo) +
                      (b.hi > b.lo ? "-" + std::to_string(b.hi) : ""));
        }
        break;
      }
      case Step::kDone:
        break;
    }
    std::sort(w.begin(), w.end());
    return w;
  }

  // Applies a legal word (as listed, with a concrete amount for bet/raise).
  void apply(const std::string& word) {
    const int s = to_act_;
    if (step_ == Step::kExpose) {
      const Card c = *parse_card(word.substr(7));
      for (std::size_t k = 0; k < cards_[s].size(); ++k) {
        if (cards_[s][k] == c) up_[s][k] = true;
      }
      return next_exposer();
    }
    if (step_ == Step::kOffer) return apply_offer(s, word == "take");
    if (step_ == Step::kDeclare) {
      declaration_[s] = word == "declare low" ? 1 : word == "declare high" ? 2 : 3;
      return next_declarer();
    }
    apply_bet(s, word);
  }

 private:
  struct Betting {
    bool check = false, call = false, fold = false, all_in = false;
    std::int64_t lo = 1, hi = 0;
  };

  template <typename F>
  int next_clockwise(int from, F ok) const {
    for (int step = 1; step <= n_; ++step) {
      const int i = (from + step) % n_;
      if (ok(i)) return i;
    }
    return -1;
  }
  // Each player dealt in exposes once, from the dealer's left.
  void next_exposer() {
    while (expose_steps_ < n_) {
      const int i = (dealer_ + 1 + expose_steps_) % n_;
      ++expose_steps_;
      if (in_[i]) {
        to_act_ = i;
        return;
      }
    }
    after_exposure();
  }

  int with_chips() const {
    int k = 0;
    for (int i = 0; i < n_; ++i) k += live(i) && stack_[i] > 0;
    return k;
  }
  int live_count() const {
    int k = 0;
    for (int i = 0; i < n_; ++i) k += live(i);
    return k;
  }
  std::int64_t pot() const {
    std::int64_t p = 0;
    for (auto v : put_) p += v;
    return p;
  }

  void after_exposure() {
    if (r_.initial_offer) {
      start_offer(true);
    } else {
      start_betting();
    }
  }

  // --- betting ---
  void start_betting() {
    ++round_;
    std::fill(contrib_.begin(), contrib_.end(), 0);
    std::fill(acted_.begin(), acted_.end(), false);
    current_ = 0;
    last_full_ = r_.betting.min;
    raises_ = 0;
    bet_made_ = false;
    aggressor_ = -1;
    if (with_chips() <= 1) {
      last_round_aggressor_ = -1;
      return after_betting();
    }
    step_ = Step::kBetting;
    to_act_ = opener();
  }

  int opener() const {
    std::vector<int> c;
    for (int step = 1; step <= n_; ++step) {
      const int i = (dealer_ + step) % n_;
      if (live(i) && stack_[i] > 0) c.push_back(i);
    }
    const Opener rule = round_ == 1 ? r_.first_opener : r_.later_opener;
    if (rule == Opener::kLeftOfDealer) return c.front();
    if (rule == Opener::kRotate) return c[static_cast<std::size_t>(round_ - 1) % c.size()];
    auto shown_up = [&](int i) {
      std::vector<int> ranks;
      for (std::size_t k = 0; k < cards_[i].size(); ++k) {
        if (up_[i][k]) ranks.push_back(cards_[i][k].rank() == 1 ? 14 : cards_[i][k].rank());
      }
      std::sort(ranks.rbegin(), ranks.rend());
      return ranks;  // lexicographic comparison: a longer run of equal cards is greater
    };
    int best = c.front();
    for (int i : c) {
      if (shown_up(i) > shown_up(best)) best = i;
    }
    return best;
  }

  std::int64_t min_increment() const {
    const auto s = r_.betting.structure;
    if (s == Structure::kPotLimit || s == Structure::kNoLimit) {
      return std::max(r_.betting.min, last_full_);
    }
    return r_.betting.min;
  }
  std::int64_t max_increment(std::int64_t call) const {
    switch (r_.betting.structure) {
      case Structure::kSpreadLimit:
        return r_.betting.max;
      case Structure::kFixedLimit:
        return r_.betting.min;
      case Structure::kPotLimit:
        return pot() + call;
      case Structure::kNoLimit:
        return std::int64_t{1} << 50;
    }
    return 0;
  }

  Betting betting_now() const {
    Betting b;
    const int s = to_act_;
    const std::int64_t call = current_ - contrib_[s], stack = stack_[s];
    b.check = call == 0;
    b.call = call > 0 && call < stack;
    b.fold = call > 0;
    const bool others = with_chips() > 1;
    const bool capped = r_.betting.raise_cap > 0 && with_chips() > 2 && bet_made_ &&
                        raises_ >= r_.betting.raise_cap;
    const bool open = !acted_[s] && others && !capped;
    const std::int64_t most = max_increment(call);
    if (open) {
      b.lo = min_increment();
      b.hi = std::min(most, stack - call - 1);
    }
    b.all_in = stack > 0 && (stack <= call || (open && stack - call <= most));
    return b;
  }

  void raise_by(int s, std::int64_t increment) {
    current_ = contrib_[s];
    aggressor_ = s;
    if (increment >= min_increment()) {
      if (bet_made_) ++raises_;
      last_full_ = increment;
      std::fill(acted_.begin(), acted_.end(), false);
    }
    bet_made_ = true;
    acted_[s] = true;
  }

  void pay(int s, std::int64_t chips) {
    stack_[s] -= chips;
    put_[s] += chips;
    contrib_[s] += chips;
  }

  void apply_bet(int s, const std::string& word) {
    const std::int64_t call = current_ - contrib_[s];
    if (word == "check") {
      acted_[s] = true;
    } else if (word == "call") {
      pay(s, call);
      acted_[s] = true;
    } else if (word == "fold") {
      folded_[s] = true;
      acted_[s] = true;
      discard(s);
      if (live_count() == 1) return fold_out();
    } else if (word == "all-in") {
      const std::int64_t all = stack_[s];
      pay(s, all);
      if (all > call) {
        raise_by(s, all - call);
      } else {
        acted_[s] = true;
      }
    } else {  // bet N / raise N
      const std::int64_t n = std::stoll(word.substr(word.find(' ') + 1));
      pay(s, call + n);
      raise_by(s, n);
    }
    const int next = next_clockwise(s, [&](int i) {
      return live(i) && stack_[i] > 0 && (!acted_[i] || contrib_[i] < current_);
    });
    if (next < 0) {
      last_round_aggressor_ = aggressor_;
      return after_betting();
    }
    to_act_ = next;
  }

  void after_betting() {
    if (final_round_) return to_showdown();
    start_offer(false);
  }

  // --- offers ---
  void start_offer(bool initial) {
    step_ = Step::kOffer;
    initial_ = initial;
    any_taken_ = false;
    offer_from_ = dealer_;
    offer_steps_ = 0;
    next_offer();
  }

  void next_offer() {
    while (offer_steps_ < n_) {
      const int i = (offer_from_ + 1 + offer_steps_) % n_;
      ++offer_steps_;
      if (!live(i) || frozen_[i]) continue;
      to_act_ = i;
      return;
    }
    end_offer();
  }

  void end_offer() {
    if (initial_ || any_taken_) return start_betting();
    if (r_.after_no_draw == AfterNoDraw::kFinalBettingRound) {
      final_round_ = true;
      return start_betting();
    }
    to_showdown();
  }

  void apply_offer(int s, bool take) {
    if (take) {
      cards_[s].push_back(stock_[top_++]);
      up_[s].push_back(r_.extra_card_face == CardFace::kUp);
      refusals_[s] = 0;
      any_taken_ = true;
      if (r_.nearness == Nearness::kOverIsBust && smallest_total(cards_[s]) > r_.targets[1]) {
        folded_[s] = true;
        discard(s);
        if (live_count() == 1) return fold_out();
      }
      // §4.6: the moment a complete deck runs out, folded cards make a new stock; with none,
      // no card can be dealt again, so the round ends here and counts as no take.
      if (complete_ && top_ == stock_.size()) {
        if (!discards_.empty()) {
          lost_track_ = true;  // the engine's shuffle of the folded cards is its own
          return;
        }
        any_taken_ = false;
        return end_offer();
      }
    } else {
      ++refusals_[s];
      if (r_.freeze_after_refusals > 0 && refusals_[s] >= r_.freeze_after_refusals) {
        frozen_[s] = true;
      }
    }
    next_offer();
  }

  void discard(int s) { discards_.insert(discards_.end(), cards_[s].begin(), cards_[s].end()); }

  // --- the end ---
  void fold_out() {
    for (int i = 0; i < n_; ++i) {
      if (live(i)) payouts_[i] = pot();
    }
    finish();
  }

  std::vector<Seat> seats() const {
    std::vector<Seat> s(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i) s[i] = Seat{cards_[i], put_[i], live(i), declaration_[i]};
    return s;
  }

  void to_showdown() {
    showdown_ = true;
    if (!must_declare(r_, seats())) return settle_now();
    step_ = Step::kDeclare;
    int start = (dealer_ + 1) % n_;
    if (r_.showdown == ShowdownRule::kDeclareSequential && last_round_aggressor_ >= 0) {
      start = last_round_aggressor_;
    }
    declare_from_ = start;
    declare_steps_ = 0;
    next_declarer();
  }

  void next_declarer() {
    while (declare_steps_ < n_) {
      const int i = (declare_from_ + declare_steps_) % n_;
      ++declare_steps_;
      if (live(i) && declaration_[i] == 0) {
        to_act_ = i;
        return;
      }
    }
    settle_now();
  }

  void settle_now() {
    pots_ = settle(r_, dealer_, seats());
    for (const Pot& p : pots_) {
      for (int i = 0; i < n_; ++i) payouts_[i] += p.awards[i];
    }
    finish();
  }

  void finish() {
    for (int i = 0; i < n_; ++i) stack_[i] += payouts_[i];
    step_ = Step::kDone;
    to_act_ = -1;
  }

  Rules r_;
  int n_ = 0, dealer_ = 0;
  std::vector<std::int64_t> stack_, put_, contrib_, payouts_;
  std::vector<std::vector<Card>> cards_;
  std::vector<std::vector<bool>> up_;
  std::vector<bool> in_, folded_, frozen_, acted_;
  std::vector<int> refusals_, declaration_;
  std::vector<Card> stock_, discards_;
  std::size_t top_ = 0;
  bool complete_ = false;
  Step step_ = Step::kDone;
  int to_act_ = -1;
  bool lost_track_ = false, showdown_ = false;
  std::vector<Pot> pots_;
  // Betting.
  int round_ = 0, raises_ = 0, aggressor_ = -1, last_round_aggressor_ = -1;
  std::int64_t current_ = 0, last_full_ = 0;
  bool bet_made_ = false, final_round_ = false;
  // Offers and declarations.
  bool initial_ = false, any_taken_ = false;
  int offer_from_ = 0, offer_steps_ = 0, declare_from_ = 0, declare_steps_ = 0, expose_steps_ = 0;
};

}  // namespace cardroom::vying::reference
