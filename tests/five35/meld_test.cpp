// Rulebook §3: singles, sets and runs, and which is stronger.
#include "five35/meld.h"

#include <gtest/gtest.h>

#include "helpers.h"

namespace cardroom::five35 {
namespace {

using testing::cards;

TEST(Five35Meld, Kinds) {
  EXPECT_EQ(meld_of(cards({14})).type(), MeldType::kSingle);
  EXPECT_EQ(meld_of(cards({9, 9})).type(), MeldType::kSet);
  EXPECT_EQ(meld_of(cards({1, 1, 1, 1, 1})).type(), MeldType::kSet);
  EXPECT_EQ(meld_of(cards({3, 4})).type(), MeldType::kRun);
  EXPECT_EQ(meld_of(cards({1, 2, 3, 4, 5})).type(), MeldType::kRun);
  EXPECT_EQ(meld_of(cards({7, 8, 9})).type(), MeldType::kRun);
  EXPECT_EQ(meld_of(cards({11, 12, 13, 14, 15})).type(), MeldType::kRun);
  EXPECT_TRUE(meld_of(cards({})).empty());
  EXPECT_TRUE(meld_of(cards({3, 5})).empty());
  EXPECT_TRUE(meld_of(cards({3, 3, 4})).empty());
  EXPECT_TRUE(meld_of(cards({3, 4, 4, 5})).empty());
}

TEST(Five35Meld, RunsNeverCrossAGap) {
  EXPECT_TRUE(meld_of(cards({5, 7})).empty());
  EXPECT_TRUE(meld_of(cards({4, 5, 7})).empty());
  EXPECT_TRUE(meld_of(cards({9, 11})).empty());
  EXPECT_TRUE(meld_of(cards({8, 9, 11})).empty());
  EXPECT_TRUE(meld_of(cards({5, 7, 8, 9})).empty());
}

TEST(Five35Meld, HigherSinglesAndSetsAreStronger) {
  EXPECT_TRUE(beats(meld_of(cards({7})), meld_of(cards({1}))));
  EXPECT_TRUE(beats(meld_of(cards({14})), meld_of(cards({7}))));
  EXPECT_FALSE(beats(meld_of(cards({7})), meld_of(cards({7}))));
  EXPECT_FALSE(beats(meld_of(cards({1})), meld_of(cards({14}))));
  EXPECT_TRUE(beats(meld_of(cards({14, 14, 14})), meld_of(cards({1, 1, 1}))));
  EXPECT_FALSE(beats(meld_of(cards({1, 1, 1})), meld_of(cards({14, 14, 14}))));
}

TEST(Five35Meld, LowerRunsAreStronger) {
  EXPECT_TRUE(beats(meld_of(cards({1, 2, 3})), meld_of(cards({11, 12, 13}))));
  EXPECT_FALSE(beats(meld_of(cards({11, 12, 13})), meld_of(cards({1, 2, 3}))));
  EXPECT_TRUE(beats(meld_of(cards({2, 3, 4})), meld_of(cards({3, 4, 5}))));
  EXPECT_TRUE(beats(meld_of(cards({7, 8})), meld_of(cards({8, 9}))));
  EXPECT_FALSE(beats(meld_of(cards({8, 9})), meld_of(cards({8, 9}))));
}

TEST(Five35Meld, OnlySameTypeAndSizeCompare) {
  EXPECT_FALSE(beats(meld_of(cards({9, 9})), meld_of(cards({7}))));
  EXPECT_FALSE(beats(meld_of(cards({9, 9, 9})), meld_of(cards({7, 7}))));
  EXPECT_FALSE(beats(meld_of(cards({1, 2})), meld_of(cards({3, 4, 5}))));
  EXPECT_FALSE(beats(meld_of(cards({1, 2})), meld_of(cards({3, 3}))));
  EXPECT_FALSE(beats(meld_of(cards({3, 3})), meld_of(cards({1, 2}))));
}

}  // namespace
}  // namespace cardroom::five35
