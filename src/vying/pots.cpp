#include "vying/pots.h"

#include <algorithm>

namespace cardroom::vying {

Pots build_pots(std::span<const std::int64_t> put_in, SeatMask live) {
  const int n = static_cast<int>(put_in.size());
  std::array<std::int64_t, kMaxSeats> levels{};
  int level_count = 0;
  for (int i = 0; i < n; ++i) {
    if (!has_seat(live, i)) continue;
    auto end = levels.begin() + level_count;
    if (std::find(levels.begin(), end, put_in[i]) == end) levels[level_count++] = put_in[i];
  }
  std::sort(levels.begin(), levels.begin() + level_count);

  Pots result;
  std::int64_t below = 0;
  for (int j = 0; j < level_count; ++j) {
    const bool top = j == level_count - 1;
    Pots::Pot pot;
    for (int i = 0; i < n; ++i) {
      const std::int64_t upto = top ? put_in[i] : std::min(put_in[i], levels[j]);
      pot.amount += std::max<std::int64_t>(0, upto - below);
      if (has_seat(live, i) && put_in[i] >= levels[j]) pot.eligible |= SeatMask(1u << i);
    }
    // A level every live player reached with nothing new in it would be empty; it cannot happen
    // because each level is some live player's own amount, above the previous one.
    result.pots[result.count++] = pot;
    below = levels[j];
  }
  return result;
}

}  // namespace cardroom::vying
