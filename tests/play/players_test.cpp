// Who sits where: the human at seat 0, one bot kind for all or one per seat.
#include <gtest/gtest.h>

#include "bots/bot_spec.h"
#include "core/input_error.h"
#include "play/players.h"

namespace cardroom::play {
namespace {

TEST(SeatPlayers, OneKindFillsEveryBotSeat) {
  auto players = seat_players(4, "Ann", bots::parse_bot_list("heuristic"));
  ASSERT_EQ(players.size(), 4u);
  EXPECT_TRUE(players[0].is_human());
  EXPECT_EQ(players[0].name, "Ann");
  for (int i = 1; i < 4; ++i) {
    ASSERT_FALSE(players[i].is_human());
    EXPECT_EQ(players[i].bot->kind, "heuristic");
  }
  EXPECT_EQ(seat_label(players[1]), players[1].name + " (heuristic)");
  EXPECT_EQ(seat_label(players[0]), "Ann");
}

TEST(SeatPlayers, OneKindPerSeatInOrder) {
  auto players = seat_players(3, "", bots::parse_bot_list("random,ismcts:iterations=50"));
  EXPECT_EQ(players[0].name, "You");
  EXPECT_EQ(players[1].bot->kind, "random");
  EXPECT_EQ(players[2].bot->text(), "ismcts:iterations=50");
  EXPECT_NE(players[1].name, players[2].name);
}

TEST(SeatPlayers, WrongCountsAreErrors) {
  EXPECT_THROW(seat_players(4, "Ann", bots::parse_bot_list("random,random")), InputError);
  EXPECT_THROW(seat_players(1, "Ann", bots::parse_bot_list("random")), InputError);
  EXPECT_THROW(seat_players(11, "Ann", bots::parse_bot_list("random")), InputError);
}

}  // namespace
}  // namespace cardroom::play
