#pragma once
// Cards that play alike. Two cards of one class are equal in every decision and every result of
// a vying hand under the given rules, so a solver may deal classes instead of cards without
// losing anything (docs/solve.md). Suits never matter in these games; the three pictures count
// alike under both picture rules and differ only where an opener rule ranks face-up cards
// (highest-exposed: K > Q > J), so they are one class everywhere else.
#include "core/card.h"
#include "vying/rules.h"

namespace cardroom::strategy {

// Whether the rules tell a jack, a queen and a king apart.
bool ranks_pictures(const vying::Rules& rules);
// 11 classes (A, 2..10, pictures) or 13 (one a rank).
int class_count(const vying::Rules& rules);
// 0 = ace, 1..9 = 2..10, 10 = jack (or every picture), 11 = queen, 12 = king.
int card_class(Card card, const vying::Rules& rules);
// The cards of the deck in a class.
int class_size(int card_class, const vying::Rules& rules);

}  // namespace cardroom::strategy
