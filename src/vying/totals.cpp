#include "vying/totals.h"

#include <cstdlib>

namespace cardroom::vying {

namespace {

constexpr int kAceBonus = 20;      // 11 instead of 1
constexpr int kPictureBonus = 19;  // 10 instead of 1/2
// Keeps every over-the-target total behind every total at or under it.
constexpr int kOverPenalty = 1 << 20;

// Rank of one total for target t; smaller is better; -1 when it may not count.
int rank_total(int total, int t, Target target, Nearness nearness) {
  const int distance = std::abs(total - t);
  const bool under = total < t;
  const bool over = total > t;
  // Within one distance, the side rule adds 1 to the losing side (keys are 2 * distance + side).
  auto side_rule = [&](bool loses) { return 2 * distance + (loses ? 1 : 0); };
  switch (nearness) {
    case Nearness::kNearest: return 2 * distance;
    case Nearness::kUnderBeatsOver: return side_rule(over);
    case Nearness::kOverBeatsUnder: return side_rule(under);
    case Nearness::kInsideBeatsOutside:
      // The inside faces the other target: over the low one, under the high one.
      return side_rule(target == Target::kLow ? under : over);
    case Nearness::kOutsideBeatsInside:
      return side_rule(target == Target::kLow ? over : under);
    case Nearness::kUnderAlwaysBeatsOver: return over ? kOverPenalty + distance : distance;
    case Nearness::kOverIsBust: return over ? -1 : distance;
  }
  return distance;
}

}  // namespace

void Tally::add(Card card) {
  ++cards;
  if (card.is_ace()) {
    ++aces;
    base = static_cast<std::int16_t>(base + 2);
  } else if (card.is_picture()) {
    ++pictures;
    base = static_cast<std::int16_t>(base + 1);
  } else {
    base = static_cast<std::int16_t>(base + 2 * card.rank());
  }
}

Tally Tally::of(std::span<const Card> cards) {
  Tally t;
  for (Card c : cards) t.add(c);
  return t;
}

Standing standing(const Tally& tally, Target target, const Rules& rules) {
  const int t = rules.targets[static_cast<int>(target)];
  const int picture_choices = rules.pictures == Pictures::kHalfOrTen ? tally.pictures : 0;
  Standing best;
  for (int a = 0; a <= tally.aces; ++a) {
    for (int p = 0; p <= picture_choices; ++p) {
      const int total = tally.base + kAceBonus * a + kPictureBonus * p;
      const int key = rank_total(total, t, target, rules.nearness);
      if (key < 0) continue;
      if (!best.counts || key < best.key || (key == best.key && total < best.total)) {
        best = Standing{key, total, true};
      }
    }
  }
  return best;
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

int compare(const Standing& a, int a_cards, const Standing& b, int b_cards, Target target,
            const Rules& rules, Edge* edge) {
  auto decide = [&](int result, Edge why) {
    if (edge) *edge = why;
    return result;
  };
  if (a.counts != b.counts) return decide(a.counts ? -1 : 1, Edge::kBust);
  if (!a.counts) return decide(0, Edge::kBust);
  if (a.key != b.key) {
    const int t = rules.targets[static_cast<int>(target)];
    const int da = std::abs(a.total - t), db = std::abs(b.total - t);
    const bool sides_differ = (a.total > t) != (b.total > t);
    const bool side_first = rules.nearness == Nearness::kUnderAlwaysBeatsOver && sides_differ;
    return decide(a.key < b.key ? -1 : 1, da != db && !side_first ? Edge::kDistance : Edge::kSide);
  }
  if (rules.fewer_cards_wins && a_cards != b_cards) {
    return decide(a_cards < b_cards ? -1 : 1, Edge::kFewerCards);
  }
  return decide(0, Edge::kTie);
}

}  // namespace cardroom::vying
