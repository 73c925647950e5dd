#include "server/settle_up.h"

#include <algorithm>
#include <cstddef>

namespace cardroom::server {

namespace {

struct Person {
  std::string name;
  std::int64_t net = 0;
};

// Pays off one zero-sum group: the largest debt to the largest credit, again and again. Each
// payment clears at least one of the two, so a group of k people takes at most k − 1.
void settle_group(std::vector<Person> group, std::vector<Transfer>& out) {
  for (;;) {
    auto debtor = std::min_element(group.begin(), group.end(),
                                   [](const Person& a, const Person& b) { return a.net < b.net; });
    auto creditor = std::max_element(group.begin(), group.end(),
                                     [](const Person& a, const Person& b) { return a.net < b.net; });
    if (debtor->net >= 0 || creditor->net <= 0) return;
    const std::int64_t chips = std::min(-debtor->net, creditor->net);
    out.push_back({debtor->name, creditor->name, chips});
    debtor->net += chips;
    creditor->net -= chips;
  }
}

// The most zero-sum groups the people can be split into, as a list of groups (bit masks).
// best[mask] is the most zero-sum groups an ordering of `mask`'s people passes through (each
// time a prefix sums to zero a group closes), so best[all] is the answer; walking back along the
// choices recovers the groups.
std::vector<std::uint32_t> zero_sum_groups(const std::vector<Person>& people) {
  const auto n = people.size();
  const std::uint32_t all = (std::uint32_t{1} << n) - 1;
  std::vector<std::int64_t> sum(std::size_t{all} + 1, 0);
  std::vector<std::int8_t> best(std::size_t{all} + 1, 0);
  std::vector<std::int8_t> last(std::size_t{all} + 1, -1);  // who came last in the best ordering
  for (std::uint32_t mask = 1; mask <= all; ++mask) {
    for (std::size_t i = 0; i < n; ++i) {
      if (!(mask >> i & 1)) continue;
      const std::uint32_t before = mask & ~(std::uint32_t{1} << i);
      sum[mask] = sum[before] + people[i].net;
      if (last[mask] < 0 || best[before] > best[mask]) {
        best[mask] = best[before];
        last[mask] = static_cast<std::int8_t>(i);
      }
    }
    if (sum[mask] == 0) ++best[mask];
  }
  std::vector<std::uint32_t> groups;
  std::uint32_t mask = all, group = 0;
  while (mask) {
    group |= std::uint32_t{1} << last[mask];
    mask &= ~(std::uint32_t{1} << last[mask]);
    if (sum[mask] == 0) {  // the people taken so far close a group
      groups.push_back(group);
      group = 0;
    }
  }
  std::reverse(groups.begin(), groups.end());
  return groups;
}

constexpr std::size_t kExactUpTo = 16;

// The nets with a name's entries added up, names in their order of appearance.
std::vector<std::pair<std::string, std::int64_t>> by_name(
    const std::vector<std::pair<std::string, std::int64_t>>& nets) {
  std::vector<std::pair<std::string, std::int64_t>> merged;
  for (const auto& entry : nets) {
    auto same = std::find_if(merged.begin(), merged.end(),
                             [&](const auto& m) { return m.first == entry.first; });
    if (same == merged.end()) merged.push_back(entry);
    else same->second += entry.second;
  }
  return merged;
}

// A net times a side's total may pass 64 bits on a long-running table.
__extension__ typedef __int128 Wide;

}  // namespace

std::vector<Transfer> settle_up(const std::vector<std::pair<std::string, std::int64_t>>& nets) {
  std::vector<Person> people;
  for (const auto& [name, net] : by_name(nets)) people.push_back({name, net});
  std::erase_if(people, [](const Person& p) { return p.net == 0; });
  std::vector<Transfer> out;
  if (people.size() > kExactUpTo) {
    settle_group(people, out);
    return out;
  }
  for (const std::uint32_t mask : zero_sum_groups(people)) {
    std::vector<Person> group;
    for (std::size_t i = 0; i < people.size(); ++i) {
      if (mask >> i & 1) group.push_back(people[i]);
    }
    settle_group(std::move(group), out);
  }
  return out;
}

std::vector<std::pair<std::string, std::int64_t>> people_settle(
    const std::vector<std::pair<std::string, std::int64_t>>& nets) {
  std::vector<std::pair<std::string, std::int64_t>> merged = by_name(nets);
  std::int64_t won = 0, lost = 0;
  for (const auto& [name, net] : merged) (net > 0 ? won : lost) += net > 0 ? net : -net;
  if (won == lost) return merged;
  // The larger side is cut to the smaller's total: each its share, by floor, then one chip to
  // each of the largest remainders until the total is met.
  const bool cut_winners = won > lost;
  const std::int64_t from = cut_winners ? won : lost, to = cut_winners ? lost : won;
  std::vector<std::pair<Wide, std::size_t>> remainders;
  std::int64_t given = 0;
  for (std::size_t i = 0; i < merged.size(); ++i) {
    std::int64_t& net = merged[i].second;
    if ((net > 0) != cut_winners || net == 0) continue;
    const Wide scaled = static_cast<Wide>(net > 0 ? net : -net) * to;
    const auto share = static_cast<std::int64_t>(scaled / from);
    remainders.emplace_back(scaled % from, i);  // the side's sign: cut_winners
    given += share;
    net = net > 0 ? share : -share;
  }
  std::stable_sort(remainders.begin(), remainders.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  for (std::size_t k = 0; given < to; ++k, ++given) {
    merged[remainders[k].second].second += cut_winners ? 1 : -1;
  }
  return merged;
}

}  // namespace cardroom::server
