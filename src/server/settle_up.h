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

}  // namespace cardroom::server
