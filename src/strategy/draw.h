#pragma once
// One action drawn from a mixed strategy: where the solved bot plays and where a best response is
// played out against a profile, the same draw, so the two meet the same strategy.
#include <cstddef>
#include <span>

#include "core/rng.h"

namespace cardroom::strategy {

// An index drawn with the given probabilities (they add up to 1, up to rounding). Should rounding
// leave the draw past the end, the last action with a chance is taken, never one of none.
inline std::size_t draw(std::span<const double> probabilities, Rng& rng) {
  double left = rng.unit();
  for (std::size_t i = 0; i < probabilities.size(); ++i) {
    left -= probabilities[i];
    if (left < 0) return i;
  }
  for (std::size_t i = probabilities.size(); i-- > 0;) {
    if (probabilities[i] > 0) return i;
  }
  return probabilities.empty() ? 0 : probabilities.size() - 1;
}

}  // namespace cardroom::strategy
