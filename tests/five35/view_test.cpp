// Per-seat views (principle 4 of the design): a seat sees its own hand and everything public,
// never another hand or the undealt cards; the sampler deals the unseen cards consistently.
#include "five35/view.h"

#include <gtest/gtest.h>

#include "five35/game.h"
#include "helpers.h"

namespace cardroom::five35 {
namespace {

using testing::cards;
using testing::play_words;
using testing::round_with;

TEST(Five35View, ShowsOwnHandCountsAndThePublicTable) {
  Round round = round_with({{3, 4, 5, 9}, {1, 2, 7, 11, 12}, {8, 8, 13}});
  ASSERT_EQ(play_words(round, {"lead 3 4", "pass"}), Refusal::kNone);
  const View view(round, 2);
  EXPECT_EQ(view.seat(), 2);
  EXPECT_EQ(view.hand(), cards({8, 8, 13}));
  EXPECT_EQ(view.hand_size(0), 2);
  EXPECT_EQ(view.hand_size(1), 5);
  EXPECT_EQ(view.meld(), meld_of(cards({3, 4})));
  EXPECT_TRUE(view.passed(1));
  EXPECT_FALSE(view.passed(0));
  EXPECT_EQ(view.to_act(), 2);
  EXPECT_EQ(view.trick_leader(), 0);
  EXPECT_EQ(view.played(), cards({3, 4}));
  EXPECT_EQ(view.unseen(), full_deck_hand(3) - cards({8, 8, 13, 3, 4}));
  MoveList moves;
  view.legal_moves(moves);
  EXPECT_EQ(moves.size(), 1);  // only pass: no 1-2, 2-3, no 2 or 5
  const View other(round, 1);
  other.legal_moves(moves);
  EXPECT_TRUE(moves.empty());  // not its turn
}

TEST(Five35View, DoesNotDependOnHiddenCards) {
  // Same public table, different hidden hands: seat 0's view is the same.
  Round a = round_with({{3, 4, 5, 9}, {1, 2, 7, 11, 12}, {8, 8, 13}});
  Round b = round_with({{3, 4, 5, 9}, {14, 14, 15, 15, 12}, {1, 1, 2}});
  ASSERT_EQ(play_words(a, {"lead 9", "pass", "pass"}), Refusal::kNone);
  ASSERT_EQ(play_words(b, {"lead 9", "pass", "pass"}), Refusal::kNone);
  EXPECT_EQ(View(a, 0), View(b, 0));
  EXPECT_NE(View(a, 1), View(b, 1));
}

TEST(Five35View, HistoryComesFromTheGame) {
  Game game(Rules{}, 4, 0, 2);
  MoveList moves;
  game.round().legal_moves(moves);
  ASSERT_EQ(game.apply(0, moves[0]), Refusal::kNone);
  ASSERT_EQ(game.apply(1, Move::pass()), Refusal::kNone);
  const View view = game.view(3);
  ASSERT_EQ(view.history().size(), 2u);
  EXPECT_EQ(view.history()[0], (SeatMove{0, moves[0]}));
  EXPECT_EQ(view.history()[1], (SeatMove{1, Move::pass()}));
}

TEST(Five35Sampler, DealsTheUnseenCardsConsistently) {
  Rng rng(8);
  for (int players = 2; players <= 6; ++players) {
    Game game(Rules{}, players, 0, std::uint64_t(players));
    for (int step = 0; step < 10 && !game.round_over(); ++step) {
      MoveList moves;
      game.round().legal_moves(moves);
      game.apply_unchecked(moves[int(rng.below(std::uint32_t(moves.size())))]);
    }
    for (int seat = 0; seat < players; ++seat) {
      const View view = game.view(seat);
      for (int k = 0; k < 20; ++k) {
        const Round sample = sample_round(view, rng);
        EXPECT_EQ(View(sample, seat, game.history()), view);
        EXPECT_EQ(sample.hand(seat), game.round().hand(seat));
        Hand all = sample.played() + sample.undealt() + sample.set_aside();
        for (int s = 0; s < players; ++s) all += sample.hand(s);
        EXPECT_EQ(all, full_deck_hand(players));
      }
    }
  }
}

TEST(Five35Sampler, SampledHandsVary) {
  Game game(Rules{}, 4, 0, 5);
  const View view = game.view(0);
  Rng rng(1);
  const Round first = sample_round(view, rng);
  int different = 0;
  for (int k = 0; k < 20; ++k) different += sample_round(view, rng).hand(1) != first.hand(1);
  EXPECT_GT(different, 15);
}

}  // namespace
}  // namespace cardroom::five35
