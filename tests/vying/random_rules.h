#pragma once
// Random rule sets and tables for property tests: every key of the rulebook drawn at random.
#include <vector>

#include "core/rng.h"
#include "vying/rules.h"

namespace cardroom::vying::testing {

inline Rules random_rules(Rng& rng) {
  Rules r = rng.below(2) ? fifteen_thirty_five() : seven_twenty_seven();
  r.deal = static_cast<DealPattern>(rng.below(3));
  r.extra_card_face = static_cast<CardFace>(rng.below(2));
  r.initial_offer = rng.below(2);
  r.freeze_after_refusals = static_cast<int>(rng.below(4));
  r.pictures = static_cast<Pictures>(rng.below(2));
  r.first_opener = static_cast<Opener>(rng.below(3));
  r.later_opener = static_cast<Opener>(rng.below(3));
  r.after_no_draw = static_cast<AfterNoDraw>(rng.below(2));
  r.showdown = static_cast<ShowdownRule>(rng.below(3));
  r.natural_scoops = rng.below(2);
  r.nearness = static_cast<Nearness>(rng.below(7));
  r.fewer_cards_wins = rng.below(2);
  r.betting.structure = static_cast<Structure>(rng.below(4));
  r.betting.ante = rng.below(3);
  r.betting.min = 1 + rng.below(3);
  r.betting.max = r.betting.min + rng.below(6);
  r.betting.raise_cap = static_cast<int>(rng.below(4));
  return r;
}

// 2-10 seats; some broke, some short, so all-ins and sitting out happen often.
inline std::vector<std::int64_t> random_stacks(Rng& rng) {
  std::vector<std::int64_t> stacks(2 + rng.below(9));
  for (auto& s : stacks) s = rng.below(5) == 0 ? rng.below(3) : 1 + rng.below(60);
  if (stacks[0] == 0) stacks[0] = 5;
  if (stacks[1] == 0) stacks[1] = 7;
  return stacks;
}

}  // namespace cardroom::vying::testing
