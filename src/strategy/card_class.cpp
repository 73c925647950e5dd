#include "strategy/card_class.h"

namespace cardroom::strategy {

bool ranks_pictures(const vying::Rules& rules) {
  return rules.first_opener == vying::Opener::kHighestExposed ||
         rules.later_opener == vying::Opener::kHighestExposed;
}

int class_count(const vying::Rules& rules) { return ranks_pictures(rules) ? 13 : 11; }

int card_class(Card card, const vying::Rules& rules) {
  const int rank_class = card.rank() - 1;
  return ranks_pictures(rules) || rank_class < 10 ? rank_class : 10;
}

int class_size(int card_class, const vying::Rules& rules) {
  return !ranks_pictures(rules) && card_class == 10 ? 12 : 4;
}

}  // namespace cardroom::strategy
