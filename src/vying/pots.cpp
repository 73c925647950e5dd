#include "vying/pots.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace cardroom::vying {

Pots build_pots(std::span<const std::int64_t> put_in, SeatMask live) {
  const int n = static_cast<int>(put_in.size());
  // The distinct amounts of the live seats, ascending. The seats are walked by the bits of
  // `live` and each amount is counted in when no earlier live seat put in as much: who folded
  // and who matched whom are random, and tests of them mispredicted.
  std::array<std::int64_t, kMaxSeats> levels{};
  int level_count = 0;
  for (unsigned m = live; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    bool seen = false;
    for (unsigned earlier = live & ((1u << i) - 1u); earlier; earlier &= earlier - 1) {
      seen |= put_in[std::countr_zero(earlier)] == put_in[i];
    }
    levels[level_count] = put_in[i];
    level_count += !seen;
  }
  std::sort(levels.begin(), levels.begin() + level_count);

  Pots result;
  std::int64_t below = 0;
  for (int j = 0; j < level_count; ++j) {
    // The top level also takes what folded players put in above it.
    const std::int64_t level =
        j == level_count - 1 ? std::numeric_limits<std::int64_t>::max() : levels[j];
    Pots::Pot pot;
    unsigned reached = 0;
    for (int i = 0; i < n; ++i) {
      pot.amount += std::max<std::int64_t>(0, std::min(put_in[i], level) - below);
      reached |= unsigned(put_in[i] >= levels[j]) << i;
    }
    pot.eligible = SeatMask(reached & live);
    // A level every live player reached with nothing new in it would be empty; it cannot happen
    // because each level is some live player's own amount, above the previous one.
    result.pots[result.count++] = pot;
    below = levels[j];
  }
  return result;
}

}  // namespace cardroom::vying
