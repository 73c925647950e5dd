#include "vying/totals.h"

#include <algorithm>
#include <cstdlib>

#include "vying/per_rules.h"

namespace cardroom::vying {

namespace {

constexpr int kAceBonus = 20;      // 11 instead of 1
constexpr int kPictureBonus = 19;  // 10 instead of 1/2
// Keeps every over-the-target total behind every total at or under it.
constexpr int kOverPenalty = 1 << 20;

// Rank of one total for target t; smaller is better; -1 when it may not count. A template, so
// each nearness rule gets its own loop with the rule folded in.
template <Nearness kRule>
int rank_total(int total, int t, Target target) {
  const int distance = std::abs(total - t);
  const bool under = total < t;
  const bool over = total > t;
  // Within one distance, the side rule adds 1 to the losing side (keys are 2 * distance + side).
  auto side_rule = [&](bool loses) { return 2 * distance + (loses ? 1 : 0); };
  if constexpr (kRule == Nearness::kNearest) return 2 * distance;
  if constexpr (kRule == Nearness::kUnderBeatsOver) return side_rule(over);
  if constexpr (kRule == Nearness::kOverBeatsUnder) return side_rule(under);
  // The inside faces the other target: over the low one, under the high one.
  if constexpr (kRule == Nearness::kInsideBeatsOutside) {
    return side_rule(target == Target::kLow ? under : over);
  }
  if constexpr (kRule == Nearness::kOutsideBeatsInside) {
    return side_rule(target == Target::kLow ? over : under);
  }
  if constexpr (kRule == Nearness::kUnderAlwaysBeatsOver) {
    return over ? kOverPenalty + distance : distance;
  }
  if constexpr (kRule == Nearness::kOverIsBust) return over ? -1 : distance;
}

template <Nearness kRule>
Standing best_standing(const Tally& tally, int t, Target target, int pictures) {
  Standing best;
  auto consider = [&](int total) {
    const int key = rank_total<kRule>(total, t, target);
    if (key < 0) return;
    if (!best.counts || key < best.key || (key == best.key && total < best.total)) {
      best = Standing{key, total, true};
    }
  };
  // Every rule ranks totals on one side of the target by distance alone, so for each number of
  // aces counted high only two picture counts can be best: the one giving the largest total at
  // or under the target, and the next one up.
  for (int a = 0; a <= tally.aces; ++a) {
    const int start = tally.base + kAceBonus * a;
    const int under = t >= start ? std::min(pictures, (t - start) / kPictureBonus) : -1;
    if (under >= 0) consider(start + kPictureBonus * under);
    if (under < pictures) consider(start + kPictureBonus * (under + 1));
  }
  return best;
}

}  // namespace

Tally Tally::of(std::span<const Card> cards) {
  Tally t;
  for (Card c : cards) t.add(c);
  return t;
}

Standing standing(const Tally& tally, Target target, const Rules& rules) {
  const int t = rules.targets[static_cast<int>(target)];
  const int pictures = rules.pictures == Pictures::kHalfOrTen ? tally.pictures : 0;
  switch (rules.nearness) {
    case Nearness::kNearest: return best_standing<Nearness::kNearest>(tally, t, target, pictures);
    case Nearness::kUnderBeatsOver:
      return best_standing<Nearness::kUnderBeatsOver>(tally, t, target, pictures);
    case Nearness::kOverBeatsUnder:
      return best_standing<Nearness::kOverBeatsUnder>(tally, t, target, pictures);
    case Nearness::kInsideBeatsOutside:
      return best_standing<Nearness::kInsideBeatsOutside>(tally, t, target, pictures);
    case Nearness::kOutsideBeatsInside:
      return best_standing<Nearness::kOutsideBeatsInside>(tally, t, target, pictures);
    case Nearness::kUnderAlwaysBeatsOver:
      return best_standing<Nearness::kUnderAlwaysBeatsOver>(tally, t, target, pictures);
    case Nearness::kOverIsBust:
      return best_standing<Nearness::kOverIsBust>(tally, t, target, pictures);
  }
  return {};
}

bool is_natural(const Tally& tally, const Rules& rules) {
  const int picture_choices = rules.pictures == Pictures::kHalfOrTen ? tally.pictures : 0;
  bool low = false, high = false;
  for (int a = 0; a <= tally.aces; ++a) {
    for (int p = 0; p <= picture_choices; ++p) {
      const int total = tally.base + kAceBonus * a + kPictureBonus * p;
      low = low || total == rules.targets[0];
      high = high || total == rules.targets[1];
    }
  }
  return low && high;
}

StandingTable::StandingTable(const Rules& rules)
    : rules_(rules),
      counted_pictures_(rules.pictures == Pictures::kHalfOrTen),
      entries_(std::size_t(kBase * kAces * kPictures)) {
  for (int base = 0; base < kBase; ++base) {
    for (int aces = 0; aces < kAces; ++aces) {
      for (int pictures = 0; pictures < kPictures; ++pictures) {
        const Tally t{static_cast<std::int16_t>(base), static_cast<std::uint8_t>(aces),
                      static_cast<std::uint8_t>(pictures), 0};
        Entry& e = entries_[std::size_t(index(t))];
        e.of = {standing(t, Target::kLow, rules), standing(t, Target::kHigh, rules)};
        e.natural = is_natural(t, rules);
      }
    }
  }
}

std::shared_ptr<const StandingTable> StandingTable::shared(const Rules& rules) {
  return shared_per_rules<StandingTable>(
      rules, [](const Rules& r) { return std::make_shared<const StandingTable>(r); });
}

bool StandingTable::natural(const Tally& tally) const {
  const int at = index(tally);
  return at < 0 ? is_natural(tally, rules_) : entries_[std::size_t(at)].natural;
}

int compare(const Standing& a, int a_cards, const Standing& b, int b_cards, Target target,
            const Rules& rules, Edge* edge) {
  auto decide = [&](int result, Edge why) {
    if (edge) *edge = why;
    return result;
  };
  const std::int64_t rank_a = contest_rank(a, a_cards, rules);
  const std::int64_t rank_b = contest_rank(b, b_cards, rules);
  const int result = rank_a < rank_b ? -1 : rank_a > rank_b ? 1 : 0;
  if (a.counts != b.counts || !a.counts) return decide(result, Edge::kBust);
  if (a.key != b.key) {
    const int t = rules.targets[static_cast<int>(target)];
    const int da = std::abs(a.total - t), db = std::abs(b.total - t);
    const bool sides_differ = (a.total > t) != (b.total > t);
    const bool side_first = rules.nearness == Nearness::kUnderAlwaysBeatsOver && sides_differ;
    return decide(result, da != db && !side_first ? Edge::kDistance : Edge::kSide);
  }
  if (result != 0) return decide(result, Edge::kFewerCards);
  return decide(0, Edge::kTie);
}

}  // namespace cardroom::vying
