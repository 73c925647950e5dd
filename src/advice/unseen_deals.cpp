#include "advice/unseen_deals.h"

#include <bit>
#include <cstdint>

namespace cardroom::advice {

namespace {

// n choose k, or limit + 1 when it exceeds the limit.
std::int64_t choose_capped(int n, int k, std::int64_t limit) {
  if (k < 0 || k > n) return 0;
  std::int64_t c = 1;
  for (int i = 1; i <= k; ++i) {
    c = c * (n - k + i) / i;  // exact: c is C(n - k + i, i) after each step
    if (c > limit) return limit + 1;
  }
  return c;
}

// Appends every combination of `k` cards from `pool[from..)` after `prefix`, then recurses into
// the next hand.
class VyingEnumeration {
 public:
  VyingEnumeration(std::vector<int> needs, std::vector<Card> pool, VyingDeals& out)
      : needs_(std::move(needs)), pool_(std::move(pool)), out_(out) {}

  void run() { hand(0, std::uint64_t{0}); }

 private:
  // Deals hand `h` from the cards not in `used` (a mask over pool positions).
  void hand(std::size_t h, std::uint64_t used) {
    if (h == needs_.size()) {
      out_.cards.insert(out_.cards.end(), chosen_.begin(), chosen_.end());
      return;
    }
    pick(h, used, 0, needs_[h]);
  }
  void pick(std::size_t h, std::uint64_t used, std::size_t from, int left) {
    if (left == 0) {
      hand(h + 1, used);
      return;
    }
    for (std::size_t i = from; i < pool_.size(); ++i) {
      if (used >> i & 1) continue;
      chosen_.push_back(pool_[i]);
      pick(h, used | std::uint64_t{1} << i, i + 1, left - 1);
      chosen_.pop_back();
    }
  }

  std::vector<int> needs_;
  std::vector<Card> pool_;
  VyingDeals& out_;
  std::vector<Card> chosen_;
};

}  // namespace

std::optional<VyingDeals> vying_deals(const vying::SeatView& view, int limit) {
  std::vector<int> needs;
  int total = 0;
  for (int i = 0; i < view.seats(); ++i) {
    const vying::SeatState& s = view.seat_state(i);
    if (i == view.seat() || !s.live()) continue;
    int hidden = 0;
    for (Card c : s.hand()) hidden += c.is_hidden();
    if (hidden > 0) needs.push_back(hidden);
    total += hidden;
  }
  const std::uint64_t seen = view.seen_in_play();
  std::vector<Card> pool;
  for (int c = 0; c < Card::kCount; ++c) {
    if (!(seen >> c & 1)) pool.push_back(Card::from_index(c));
  }
  if (total > int(pool.size())) return std::nullopt;  // a short record deck: sample instead
  std::int64_t count = 1;
  int left = int(pool.size());
  for (int k : needs) {
    count *= choose_capped(left, k, limit);
    if (count > limit) return std::nullopt;
    left -= k;
  }
  VyingDeals deals;
  deals.per_deal = total;
  deals.cards.reserve(std::size_t(count) * std::size_t(total));
  if (total > 0) VyingEnumeration(needs, pool, deals).run();
  return deals;
}

namespace {

constexpr std::array<double, 6> kFactorial{1, 1, 2, 6, 24, 120};

class Five35Enumeration {
 public:
  Five35Enumeration(const five35::View& view, int limit, std::vector<Five35Deal>& out)
      : view_(view), limit_(limit), out_(out) {}

  // False when the deals outnumber the limit.
  bool run() {
    deal_.weight = 1;
    return seat(0, view_.unseen(), 1.0);
  }

 private:
  bool seat(int s, five35::Hand left, double weight) {
    if (s == view_.players()) {
      if (int(out_.size()) >= limit_) return false;
      deal_.weight = weight;
      out_.push_back(deal_);
      return true;
    }
    if (s == view_.seat()) return seat(s + 1, left, weight);
    deal_.hands[std::size_t(s)] = five35::Hand{};
    return rank(s, left, 0, view_.hand_size(s), weight);
  }
  // Chooses how many of rank `r` (and above) hand `s` holds, `need` cards still to place. The
  // weight multiplies C(copies left, copies taken) for each rank: the ways to pick those copies.
  bool rank(int s, five35::Hand left, int r, int need, double weight) {
    if (need == 0) return seat(s + 1, left, weight);
    if (r == five35::kRankCount) return true;  // cannot fill the hand this way
    int above = 0;
    for (int q = r + 1; q < five35::kRankCount; ++q) above += left.count(q);
    const int have = left.count(r);
    for (int take = std::min(have, need); take >= 0; --take) {
      if (need - take > above) break;
      five35::Hand& h = deal_.hands[std::size_t(s)];
      h.add(r, take);
      five35::Hand rest = left;
      rest.remove(r, take);
      const double ways = kFactorial[std::size_t(have)] /
                          (kFactorial[std::size_t(take)] * kFactorial[std::size_t(have - take)]);
      const bool ok = rank(s, rest, r + 1, need - take, weight * ways);
      h.remove(r, take);
      if (!ok) return false;
    }
    return true;
  }

  const five35::View& view_;
  int limit_;
  std::vector<Five35Deal>& out_;
  Five35Deal deal_;
};

}  // namespace

std::optional<std::vector<Five35Deal>> five35_deals(const five35::View& view, int limit) {
  int hidden = 0;
  for (int s = 0; s < view.players(); ++s) {
    if (s != view.seat()) hidden += view.hand_size(s);
  }
  if (hidden > view.unseen().size()) return std::nullopt;
  std::vector<Five35Deal> deals;
  if (!Five35Enumeration(view, limit, deals).run()) return std::nullopt;
  return deals;
}

}  // namespace cardroom::advice
