// Rulebook §6: rounds to the target score, the deal moving left, lowest total wins (shared), and
// the two-player game of two rounds from one shuffle.
#include "five35/game.h"

#include <gtest/gtest.h>

#include <vector>

#include "helpers.h"

namespace cardroom::five35 {
namespace {

using Totals = std::vector<std::int64_t>;

TEST(Five35GameEnd, WhenAnyTotalReachesTheTarget) {
  const Rules rules;  // target 20
  EXPECT_FALSE(game_ends_after_round(rules, 3, 1, Totals{0, 19, 7}));
  EXPECT_TRUE(game_ends_after_round(rules, 3, 1, Totals{0, 20, 7}));
  EXPECT_TRUE(game_ends_after_round(rules, 4, 9, Totals{31, 0, 0, 2}));
  Rules high = rules;
  high.target_score = 50;
  EXPECT_FALSE(game_ends_after_round(high, 3, 1, Totals{0, 49, 7}));
}

TEST(Five35GameEnd, TwoPlayersPlayExactlyTwoRounds) {
  const Rules rules;
  EXPECT_FALSE(game_ends_after_round(rules, 2, 1, Totals{0, 35}));
  EXPECT_TRUE(game_ends_after_round(rules, 2, 2, Totals{0, 1}));
  Rules to_target = rules;
  to_target.two_player_rounds = 0;
  EXPECT_TRUE(game_ends_after_round(to_target, 2, 1, Totals{0, 35}));
  EXPECT_FALSE(game_ends_after_round(to_target, 2, 2, Totals{0, 1}));
}

TEST(Five35GameEnd, LowestTotalWinsAndTiesShare) {
  EXPECT_EQ(lowest_totals(Totals{5, 3, 9}), 0b010);
  EXPECT_EQ(lowest_totals(Totals{5, 3, 3}), 0b110);
  EXPECT_EQ(lowest_totals(Totals{20, 20}), 0b11);
}

Move random_move(const Round& round, Rng& rng) {
  MoveList moves;
  round.legal_moves(moves);
  return moves[int(rng.below(std::uint32_t(moves.size())))];
}

TEST(Five35Game, PlaysRoundsUntilTheTargetWithTheDealMovingLeft) {
  Rng rng(11);
  for (int players = 3; players <= 6; ++players) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
      Game game(Rules{}, players, 1, seed);
      std::vector<std::int64_t> totals(std::size_t(players), 0);
      int expected_dealer = 1;
      for (;;) {
        ASSERT_EQ(game.round().dealer(), expected_dealer);
        ASSERT_EQ(game.round().to_act(), expected_dealer);
        while (!game.round_over()) game.apply_unchecked(random_move(game.round(), rng));
        for (int s = 0; s < players; ++s) totals[std::size_t(s)] += game.round().round_points(s);
        ASSERT_EQ(std::vector<std::int64_t>(game.scores().begin(), game.scores().end()), totals);
        const bool reached = *std::max_element(totals.begin(), totals.end()) >= 20;
        ASSERT_EQ(game.game_over(), reached);
        if (reached) break;
        ASSERT_EQ(game.winners(), 0);
        game.next_round();
        expected_dealer = (expected_dealer + 1) % players;
      }
      EXPECT_EQ(game.winners(), lowest_totals(totals));
      EXPECT_NE(game.winners(), 0);
    }
  }
}

TEST(Five35Game, TwoPlayersDealTwoRoundsFromOneShuffle) {
  Rng rng(3);
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    Game game(Rules{}, 2, 0, seed);
    Hand first_deal = game.round().hand(0) + game.round().hand(1);
    EXPECT_EQ(first_deal.size(), 24);
    while (!game.round_over()) game.apply_unchecked(random_move(game.round(), rng));
    EXPECT_FALSE(game.game_over()) << "never over after the first round";
    game.next_round();
    EXPECT_EQ(game.round_number(), 2);
    EXPECT_EQ(game.round().dealer(), 1);
    const Round& second = game.round();
    EXPECT_EQ(second.hand(0).size(), 12);
    EXPECT_EQ(second.hand(1).size(), 12);
    EXPECT_EQ(second.undealt().size(), 4);
    EXPECT_EQ(second.set_aside(), first_deal);
    EXPECT_EQ(first_deal + second.hand(0) + second.hand(1) + second.undealt(), full_deck_hand(2));
    while (!game.round_over()) game.apply_unchecked(random_move(game.round(), rng));
    EXPECT_TRUE(game.game_over());
    EXPECT_EQ(game.winners(), lowest_totals(game.scores()));
  }
}

// A seeded game deals its first round from one pass of shuffle and deal (issue 16): the round is
// the one dealt from that seed's shuffled deck, in the two-round game too (whose first round
// leaves the rest of the deck for the second, not undealt).
TEST(Five35Game, ASeededGameDealsItsFirstRoundFromTheSeedsShuffle) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const int dealer = int(seed) % players;
      Rng rng(seed);
      const Deck deck = shuffled_deck(players, rng);
      const Game seeded(Rules{}, players, dealer, seed);
      const Game from_deck(Rules{}, players, dealer, deck, seed);
      EXPECT_EQ(seeded.round(), from_deck.round()) << players << " players, seed " << seed;
      EXPECT_EQ(seeded.round().undealt().empty(), players == 2) << players;
    }
  }
}

TEST(Five35Game, TwoPlayersToTheTargetWhenAskedTo) {
  Rules rules;
  rules.two_player_rounds = 0;
  Rng rng(4);
  Game game(rules, 2, 0, 9);
  int rounds = 1;
  for (;;) {
    EXPECT_EQ(game.round().undealt().size(), 28);
    while (!game.round_over()) game.apply_unchecked(random_move(game.round(), rng));
    if (game.game_over()) break;
    game.next_round();
    ++rounds;
  }
  EXPECT_GE(*std::max_element(game.scores().begin(), game.scores().end()), 20);
  EXPECT_EQ(game.round_number(), rounds);
}

TEST(Five35Game, RefusedMovesChangeNothingAndAreNotRecorded) {
  Game game(Rules{}, 3, 0, 1);
  const Round before = game.round();
  EXPECT_EQ(game.apply(0, Move::pass()), Refusal::kMustLead);
  EXPECT_EQ(game.apply(1, Move::pass()), Refusal::kNotYourTurn);
  EXPECT_EQ(game.round(), before);
  EXPECT_TRUE(game.history().empty());
  MoveList moves;
  game.round().legal_moves(moves);
  EXPECT_EQ(game.apply(0, moves[0]), Refusal::kNone);
  ASSERT_EQ(game.history().size(), 1u);
  EXPECT_EQ(game.history()[0].seat, 0);
  EXPECT_EQ(game.history()[0].move, moves[0]);
}

}  // namespace
}  // namespace cardroom::five35
