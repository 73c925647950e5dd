#pragma once
// A table built once per rule set and shared by every thread of the process: the cache behind
// StandingTable::shared and the bots' OutcomeTable::shared. A process sees a few rule sets; a
// long-lived server that sees many keeps the 64 latest.
#include <memory>
#include <mutex>
#include <vector>

#include "vying/rules.h"

namespace cardroom::vying {

// The table of `rules` (a `Table` answers rules()), made by `build(rules)` the first time.
template <typename Table, typename Build>
std::shared_ptr<const Table> shared_per_rules(const Rules& rules, Build build) {
  static std::mutex mutex;
  static std::vector<std::shared_ptr<const Table>> built;
  std::lock_guard lock(mutex);
  for (const auto& table : built) {
    if (table->rules() == rules) return table;
  }
  if (built.size() >= 64) built.erase(built.begin());
  built.push_back(build(rules));
  return built.back();
}

}  // namespace cardroom::vying
