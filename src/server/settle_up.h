#pragma once
// Settling up at the end of the night: who pays whom so that everyone ends at their net. The
// fewest transfers: n people need n − g transfers, where g is the most groups they can be split
// into whose nets each sum to zero (each group settles within itself by n_g − 1 payments, every
// payment clearing at least one person). Exact for up to 16 people with a net (a search over
// subsets); beyond that the one-group answer, n − 1 transfers, which is never more than needed
// by more than the groups missed.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cardroom::server {

struct Transfer {
  std::string from;  // owes (a negative net)
  std::string to;    // is owed (a positive net)
  std::int64_t chips = 0;
  bool operator==(const Transfer&) const = default;
};

// `nets`: a net per entry (the same name may appear more than once: its nets add up); they sum
// to zero. The transfers, largest first within each group, people in their order of appearance.
std::vector<Transfer> settle_up(const std::vector<std::pair<std::string, std::int64_t>>& nets);

// What people settle among themselves when bots sat with them: chips won from or lost to a bot
// are nobody's to pay, so the people's nets need not sum to zero. The larger side is cut in
// proportion (the losers' debts when the bots won, the winners' credits when the bots lost; the
// chips left over by rounding go to the largest remainders, then to the first named) until the
// nets sum to zero: every loser pays the same share of their loss, every winner gets the same
// share of their win. A name's nets are added up first; names keep their order.
std::vector<std::pair<std::string, std::int64_t>> people_settle(
    const std::vector<std::pair<std::string, std::int64_t>>& nets);

}  // namespace cardroom::server
