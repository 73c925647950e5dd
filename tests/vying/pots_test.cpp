// Rulebook §6 (first paragraph): pots and side pots by contribution level. Take the distinct
// amounts put in by the players still in, ascending, l1 < ... < lk; pot j holds what every
// player (folded or not) put in above l(j-1) up to lj, and is contested by the players still in
// who put in at least lj; chips a folded player put in above lk belong to pot k.
#include "vying/pots.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

struct Want {
  std::int64_t amount;
  std::vector<int> eligible;
};

SeatMask mask_of(const std::vector<bool>& live) {
  SeatMask m = 0;
  for (std::size_t i = 0; i < live.size(); ++i) {
    if (live[i]) m |= SeatMask(1u << i);
  }
  return m;
}

std::vector<int> seats_of(SeatMask m) {
  std::vector<int> out;
  for (int i = 0; i < kMaxSeats; ++i) {
    if (has_seat(m, i)) out.push_back(i);
  }
  return out;
}

void expect_pots(const std::vector<std::int64_t>& put_in, const std::vector<bool>& live,
                 const std::vector<Want>& want) {
  const Pots pots = build_pots(put_in, mask_of(live));
  ASSERT_EQ(pots.count, static_cast<int>(want.size()));
  for (std::size_t j = 0; j < want.size(); ++j) {
    EXPECT_EQ(pots.pots[j].amount, want[j].amount) << "pot " << j;
    EXPECT_EQ(seats_of(pots.pots[j].eligible), want[j].eligible) << "pot " << j;
  }
}

TEST(Pots, EqualContributionsMakeOnePot) {
  expect_pots({5, 5, 5}, {true, true, true}, {{15, {0, 1, 2}}});
}

TEST(Pots, AFoldedPlayersChipsJoinThePotTheyReached) {
  // The contract's example: the folded seat's 4 chips join the one pot.
  expect_pots({10, 10, 4}, {true, true, false}, {{24, {0, 1}}});
}

TEST(Pots, AnAllInPlayerContestsOnlyTheMainPot) {
  // The published example: seat 0 all-in for 2, seats 1 and 2 put in 6, seat 3 folded after 4.
  expect_pots({2, 6, 6, 4}, {true, true, true, false}, {{8, {0, 1, 2}}, {10, {1, 2}}});
}

TEST(Pots, ThreeLevels) {
  expect_pots({2, 5, 9, 9}, {true, true, true, true},
              {{8, {0, 1, 2, 3}}, {9, {1, 2, 3}}, {8, {2, 3}}});
}

TEST(Pots, FoldedChipsAboveTheTopLevelBelongToTheTopPot) {
  // Seat 2 bet 7 and folded; the players still in put in 3 each.
  expect_pots({3, 3, 7}, {true, true, false}, {{13, {0, 1}}});
  // ... and with a side pot: levels 2 and 5; seat 3's 9 splits 2 / 7.
  expect_pots({2, 5, 5, 9}, {true, true, true, false}, {{8, {0, 1, 2}}, {13, {1, 2}}});
}

TEST(Pots, FoldedChipsBetweenLevelsAreCutAtTheLevels) {
  // Levels 2 and 10; the folded 6 gives 2 to the main pot and 4 to the side pot.
  expect_pots({2, 10, 6, 10}, {true, true, false, true}, {{8, {0, 1, 3}}, {20, {1, 3}}});
  // A folded player below the first level.
  expect_pots({1, 4, 4}, {false, true, true}, {{9, {1, 2}}});
}

TEST(Pots, ChipsNobodyMatchedFormAPotOfTheirOwn) {
  expect_pots({5, 10}, {true, true}, {{10, {0, 1}}, {5, {1}}});
}

TEST(Pots, ASeatThatSatOutAddsNothing) {
  expect_pots({0, 3, 3}, {false, true, true}, {{6, {1, 2}}});
}

TEST(Pots, OnePlayerStillIn) { expect_pots({4, 9, 2}, {true, false, false}, {{15, {0}}}); }

// The rulebook's construction, written out plainly.
std::vector<Want> reference(const std::vector<std::int64_t>& put_in,
                            const std::vector<bool>& live) {
  std::set<std::int64_t> level_set;
  for (std::size_t i = 0; i < put_in.size(); ++i) {
    if (live[i]) level_set.insert(put_in[i]);
  }
  const std::vector<std::int64_t> levels(level_set.begin(), level_set.end());
  std::vector<Want> pots;
  for (std::size_t j = 0; j < levels.size(); ++j) {
    const std::int64_t below = j == 0 ? 0 : levels[j - 1];
    const bool top = j + 1 == levels.size();
    Want pot{0, {}};
    for (std::size_t i = 0; i < put_in.size(); ++i) {
      const std::int64_t upto = top ? put_in[i] : std::min(put_in[i], levels[j]);
      if (upto > below) pot.amount += upto - below;
      if (live[i] && put_in[i] >= levels[j]) pot.eligible.push_back(static_cast<int>(i));
    }
    pots.push_back(pot);
  }
  return pots;
}

TEST(Pots, RandomContributionsFollowTheConstruction) {
  std::mt19937 gen(7);
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 2 + static_cast<int>(gen() % 9);
    std::vector<std::int64_t> put_in(static_cast<std::size_t>(n));
    std::vector<bool> live(static_cast<std::size_t>(n));
    bool any_live = false;
    std::int64_t total = 0;
    for (int i = 0; i < n; ++i) {
      put_in[i] = static_cast<std::int64_t>(gen() % 12);
      live[i] = gen() % 3 != 0;
      any_live = any_live || live[i];
      total += put_in[i];
    }
    if (!any_live) live[0] = true;
    expect_pots(put_in, live, reference(put_in, live));
    const Pots pots = build_pots(put_in, mask_of(live));
    std::int64_t sum = 0;
    for (const auto& p : pots.list()) sum += p.amount;
    EXPECT_EQ(sum, total) << "every chip put in is in some pot";
  }
}

TEST(Pots, TheShowdownContractListsThePots) {
  const Json out = io::vying_showdown(Json::parse(R"({
    "game": "7-27", "dealer": 0,
    "players": [{"cards": ["5c", "2c"], "put_in": 2},
                {"cards": ["9c", "8c"], "put_in": 6},
                {"cards": ["Tc", "9d"], "put_in": 6},
                {"cards": ["Kh", "2h"], "put_in": 4, "folded": true}]})"));
  ASSERT_EQ(out["pots"].size(), 2u);
  EXPECT_EQ(out["pots"][0]["amount"], 8);
  EXPECT_EQ(out["pots"][0]["eligible"], Json({0, 1, 2}));
  EXPECT_EQ(out["pots"][1]["amount"], 10);
  EXPECT_EQ(out["pots"][1]["eligible"], Json({1, 2}));
}

}  // namespace
}  // namespace cardroom::vying::test
