// Settling up: the transfers bring every person exactly to their net, never more than one fewer
// than the people with a net, and as few as the best split into zero-sum groups allows (checked
// against a search over every partition for small tables).
#include "server/settle_up.h"

#include <gtest/gtest.h>

#include <functional>
#include <map>

#include "core/rng.h"

namespace cardroom::server {
namespace {

using Nets = std::vector<std::pair<std::string, std::int64_t>>;

// Random nets summing to zero; some zero, some names repeated (a player who changed seats).
Nets random_nets(Rng& rng, int people) {
  Nets nets;
  std::int64_t sum = 0;
  for (int i = 0; i + 1 < people; ++i) {
    const std::int64_t net = rng.below(5) == 0 ? 0 : std::int64_t(rng.below(401)) - 200;
    nets.emplace_back("p" + std::to_string(rng.below(4) == 0 && i > 0 ? rng.below(std::uint32_t(i)) : i), net);
    sum += net;
  }
  nets.emplace_back("p" + std::to_string(people - 1), -sum);
  return nets;
}

std::map<std::string, std::int64_t> totals(const Nets& nets) {
  std::map<std::string, std::int64_t> out;
  for (const auto& [name, net] : nets) out[name] += net;
  std::erase_if(out, [](const auto& kv) { return kv.second == 0; });
  return out;
}

// The most zero-sum groups `values` split into, over every partition (small inputs only).
int most_groups(const std::vector<std::int64_t>& values) {
  int best = 0;
  std::vector<int> block(values.size());
  std::function<void(std::size_t, int)> assign = [&](std::size_t i, int blocks) {
    if (i == values.size()) {
      std::vector<std::int64_t> sums(std::size_t(blocks), 0);
      for (std::size_t k = 0; k < values.size(); ++k) sums[std::size_t(block[k])] += values[k];
      for (std::int64_t s : sums) {
        if (s != 0) return;
      }
      best = std::max(best, blocks);
      return;
    }
    for (int b = 0; b <= blocks; ++b) {
      block[i] = b;
      assign(i + 1, std::max(blocks, b + 1));
    }
  };
  assign(0, 0);
  return best;
}

void expect_settles(const Nets& nets, const std::vector<Transfer>& transfers) {
  std::map<std::string, std::int64_t> after;
  for (const Transfer& t : transfers) {
    ASSERT_GT(t.chips, 0);
    ASSERT_NE(t.from, t.to);
    after[t.from] -= t.chips;
    after[t.to] += t.chips;
  }
  std::erase_if(after, [](const auto& kv) { return kv.second == 0; });
  ASSERT_EQ(after, totals(nets));
}

TEST(SettleUp, TransfersBringEveryoneToTheirNetAsFewAsTheGroupsAllow) {
  Rng rng(19);
  for (int k = 0; k < 3000; ++k) {
    const Nets nets = random_nets(rng, 2 + static_cast<int>(rng.below(7)));
    const auto transfers = settle_up(nets);
    expect_settles(nets, transfers);
    std::vector<std::int64_t> values;
    for (const auto& [name, net] : totals(nets)) values.push_back(net);
    const int n = static_cast<int>(values.size());
    EXPECT_LE(static_cast<int>(transfers.size()), std::max(0, n - 1));
    EXPECT_EQ(static_cast<int>(transfers.size()), n - most_groups(values));
  }
}

TEST(SettleUp, PairsThatCancelPayEachOther) {
  // Two pairs of equal and opposite nets: two transfers, not three.
  const auto transfers = settle_up({{"Ann", 30}, {"Bo", -50}, {"Cy", -30}, {"Di", 50}});
  ASSERT_EQ(transfers.size(), 2u);
  expect_settles({{"Ann", 30}, {"Bo", -50}, {"Cy", -30}, {"Di", 50}}, transfers);
}

TEST(SettleUp, NamesAddUpAndZeroNetsPayNothing) {
  EXPECT_TRUE(settle_up({}).empty());
  EXPECT_TRUE(settle_up({{"Ann", 0}, {"Bo", 0}}).empty());
  // Ann played in two seats: -20 then +20, so she is square; Bo owes Cy.
  const auto transfers = settle_up({{"Ann", -20}, {"Bo", -5}, {"Ann", 20}, {"Cy", 5}});
  EXPECT_EQ(transfers, (std::vector<Transfer>{{"Bo", "Cy", 5}}));
}

TEST(SettleUp, ManyPeopleStillSettleInFewerTransfersThanPeople) {
  Rng rng(20);
  for (int k = 0; k < 50; ++k) {
    const Nets nets = random_nets(rng, 17 + static_cast<int>(rng.below(10)));
    const auto transfers = settle_up(nets);
    expect_settles(nets, transfers);
    EXPECT_LT(transfers.size(), totals(nets).size());
  }
}

}  // namespace
}  // namespace cardroom::server

namespace cardroom::server {
namespace {

std::int64_t sum_of(const std::vector<std::pair<std::string, std::int64_t>>& nets) {
  std::int64_t total = 0;
  for (const auto& [name, net] : nets) total += net;
  return total;
}

TEST(PeopleSettle, WhatTheBotsWonIsNobodysToPay) {
  // Alice lost 78 (68 of it to the bot), Bo won 10: Alice pays Bo 10, not the bot 68.
  const auto nets = people_settle({{"Alice", -78}, {"Bo", 10}});
  EXPECT_EQ(nets, (std::vector<std::pair<std::string, std::int64_t>>{{"Alice", -10}, {"Bo", 10}}));
  EXPECT_EQ(settle_up(nets), (std::vector<Transfer>{{"Alice", "Bo", 10}}));
}

TEST(PeopleSettle, LosersPayTheSameShareAndWinnersWhenTheBotsLost) {
  // The bots won 60: the losers (−90, −30) pay a third of what they lost, the same share each.
  EXPECT_EQ(people_settle({{"Ann", -90}, {"Bo", 40}, {"Cy", -30}}),
            (std::vector<std::pair<std::string, std::int64_t>>{{"Ann", -30}, {"Bo", 40}, {"Cy", -10}}));
  // The bots lost 50: the winners get what the losers pay, in proportion.
  EXPECT_EQ(people_settle({{"Ann", 75}, {"Bo", -50}, {"Cy", 25}}),
            (std::vector<std::pair<std::string, std::int64_t>>{{"Ann", 38}, {"Bo", -50}, {"Cy", 12}}));
}

TEST(PeopleSettle, RoundingNeverLeavesAChipAndNamesAddUp) {
  const auto nets = people_settle({{"A", -10}, {"B", -10}, {"C", -10}, {"D", 10}, {"A", 3}});
  EXPECT_EQ(sum_of(nets), 0);
  EXPECT_EQ(nets.size(), 4u);
  EXPECT_EQ(nets[0].first, "A");
  for (const auto& [name, net] : nets) EXPECT_LE(net, name == "D" ? 10 : 0) << name;
  // Already zero-sum: unchanged.
  EXPECT_EQ(people_settle({{"A", -5}, {"B", 5}}),
            (std::vector<std::pair<std::string, std::int64_t>>{{"A", -5}, {"B", 5}}));
  // Nobody to pay: a lone loser to the bots owes nobody.
  EXPECT_EQ(people_settle({{"A", -5}}), (std::vector<std::pair<std::string, std::int64_t>>{{"A", 0}}));
}

}  // namespace
}  // namespace cardroom::server
