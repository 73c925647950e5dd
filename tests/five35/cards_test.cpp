// Rulebook §1 (cards) and §2 (the deal).
#include "five35/cards.h"

#include <gtest/gtest.h>

#include <numeric>

#include "five35/deal.h"
#include "five35/rules.h"
#include "helpers.h"

namespace cardroom::five35 {
namespace {

using testing::cards;
using testing::numbers;

TEST(Five35Cards, ThirteenRanksWithoutSixAndTen) {
  EXPECT_EQ(kRankCount, 13);
  for (int n : {0, 6, 10, 16, -1, 100}) EXPECT_EQ(rank_index(n), -1) << n;
  for (int n : {1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15}) {
    ASSERT_GE(rank_index(n), 0) << n;
    EXPECT_EQ(rank_number(rank_index(n)), n);
  }
}

TEST(Five35Cards, ThreeGroupsFiveThreeFive) {
  std::array<int, 3> sizes{};
  for (int r = 0; r < kRankCount; ++r) ++sizes[std::size_t(group_of(r))];
  EXPECT_EQ(sizes, (std::array<int, 3>{5, 3, 5}));
  EXPECT_FALSE(same_group(rank_index(5), rank_index(7)));
  EXPECT_FALSE(same_group(rank_index(9), rank_index(11)));
  EXPECT_TRUE(same_group(rank_index(7), rank_index(9)));
}

TEST(Five35Cards, CopiesByPlayerCount) {
  EXPECT_EQ(copies_for(2), 4);
  EXPECT_EQ(copies_for(3), 4);
  EXPECT_EQ(copies_for(4), 4);
  EXPECT_EQ(copies_for(5), 5);
  EXPECT_EQ(copies_for(6), 5);
  EXPECT_EQ(full_deck_hand(4).size(), 52);
  EXPECT_EQ(full_deck_hand(5).size(), 65);
  EXPECT_EQ(ordered_deck(3).size, 52);
  EXPECT_EQ(ordered_deck(6).size, 65);
}

TEST(Five35Cards, DefaultCardPoints) {
  const Rules rules;
  for (int n : {1, 2, 3, 4, 5}) EXPECT_EQ(hand_points(rules, cards({n})), 1) << n;
  EXPECT_EQ(hand_points(rules, cards({7})), 2);
  EXPECT_EQ(hand_points(rules, cards({9})), 2);
  EXPECT_EQ(hand_points(rules, cards({8})), 5);
  for (int n : {11, 12, 13, 14, 15}) EXPECT_EQ(hand_points(rules, cards({n})), 3) << n;
  EXPECT_EQ(hand_points(rules, cards({8, 8, 1, 15})), 14);
}

TEST(Five35Hand, CountsAndSubsets) {
  Hand h = cards({3, 3, 3, 8, 15});
  EXPECT_EQ(h.size(), 5);
  EXPECT_EQ(h.count(rank_index(3)), 3);
  EXPECT_TRUE(h.contains(cards({3, 3, 15})));
  EXPECT_FALSE(h.contains(cards({3, 3, 3, 3})));
  EXPECT_FALSE(h.contains(cards({9})));
  EXPECT_EQ(numbers(h - cards({3, 8})), (std::vector<int>{3, 3, 15}));
  EXPECT_EQ(h.ranks_with(3), 1u << rank_index(3));
  EXPECT_EQ(h.ranks_with(1),
            (1u << rank_index(3)) | (1u << rank_index(8)) | (1u << rank_index(15)));
  Hand five = Hand::of(rank_index(12), 5);
  for (int k = 1; k <= 5; ++k) EXPECT_EQ(five.ranks_with(k), 1u << rank_index(12)) << k;
  EXPECT_EQ(Hand::of(0, 4).ranks_with(5), 0u);
}

struct DealRow {
  int players, copies, each, undealt;
};

TEST(Five35Deal, TableOfTheRulebook) {
  for (DealRow row : {DealRow{2, 4, 12, 28}, DealRow{3, 4, 13, 13}, DealRow{4, 4, 12, 4},
                      DealRow{5, 5, 12, 5}, DealRow{6, 5, 10, 5}}) {
    const DealShape shape = deal_shape(row.players);
    EXPECT_EQ(shape.copies, row.copies) << row.players;
    EXPECT_EQ(shape.cards_each, row.each) << row.players;
    Deck deck = ordered_deck(row.players);
    Deal deal = deal_cards(row.players, 0, deck.view());
    for (int s = 0; s < row.players; ++s) EXPECT_EQ(deal.hands[std::size_t(s)].size(), row.each);
    // Two players deal 24 per round; one round alone leaves 28, the two-round game 4.
    EXPECT_EQ(deal.undealt.size(), row.undealt) << row.players;
  }
}

TEST(Five35Deal, OneCardAtATimeFromTheDealersLeft) {
  // Three players, dealer 1: the top card goes to seat 2, then 0, then 1, and round again.
  std::vector<std::uint8_t> deck(52);
  for (std::size_t i = 0; i < deck.size(); ++i) deck[i] = std::uint8_t(i % 13);
  Deal deal = deal_cards(3, 1, deck);
  Hand expected[3];
  for (int i = 0; i < 39; ++i) expected[(2 + i) % 3].add(deck[std::size_t(i)]);
  for (int s = 0; s < 3; ++s) EXPECT_EQ(deal.hands[std::size_t(s)], expected[s]) << s;
  Hand rest;
  for (int i = 39; i < 52; ++i) rest.add(deck[std::size_t(i)]);
  EXPECT_EQ(deal.undealt, rest);
}

TEST(Five35Deal, ShuffleIsAPermutationOfTheDeck) {
  Rng rng(5);
  for (int players = 2; players <= 6; ++players) {
    Deck deck = shuffled_deck(players, rng);
    Hand all;
    for (std::uint8_t c : deck.view()) all.add(c);
    EXPECT_EQ(all, full_deck_hand(players));
  }
}

// The fast shuffle-and-deal of new rounds (issue 16) against the plain shuffle, then the deal:
// the same deck, hands and undealt cards for every table size and dealer, and the same numbers
// drawn (the generator ends in the same state).
TEST(Five35Deal, ShuffleAndDealIsTheShuffleThenTheDeal) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (int dealer = 0; dealer < players; ++dealer) {
      for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng fast(seed), plain(seed);
        const ShuffledDeal shuffled = shuffle_and_deal(players, dealer, fast);
        const Deck deck = shuffled_deck(players, plain);
        const Deal deal = deal_cards(players, dealer, deck.view());
        ASSERT_EQ(shuffled.deck.size, deck.size);
        EXPECT_EQ(shuffled.deck.cards, deck.cards) << players << " " << dealer << " " << seed;
        for (int s = 0; s < kMaxPlayers; ++s) {
          EXPECT_EQ(shuffled.deal.hands[std::size_t(s)], deal.hands[std::size_t(s)])
              << players << " " << dealer << " " << seed << " seat " << s;
        }
        EXPECT_EQ(shuffled.deal.undealt, deal.undealt) << players << " " << dealer << " " << seed;
        EXPECT_EQ(fast.next(), plain.next());
      }
    }
  }
}

}  // namespace
}  // namespace cardroom::five35
