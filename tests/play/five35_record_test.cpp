// A round as a replay record: what the table logs plays back under `cardroom replay` to the
// same end, the two-round game's second round included, and `replay --show` steps through it.
#include "play/five35_record.h"
#include "io/five35_record.h"

#include <gtest/gtest.h>

#include <sstream>

#include "bots/bot.h"
#include "core/input_error.h"
#include "five35/game.h"
#include "io/contract.h"
#include "play/replay_show.h"

namespace cardroom::play {
namespace {

using namespace five35;
using five35::Game;

// Plays the game's current round with random bots, recording it.
io::Json play_recorded_round(Game& game, Rng& rng) {
  io::Five35RoundRecord record(game);
  const auto bot = bots::make_five35_bot(bots::parse_bot_spec("random"));
  while (!game.round_over()) {
    const int seat = game.round().to_act();
    const Move move = bot->decide(game.view(seat), rng);
    EXPECT_EQ(game.apply(seat, move), Refusal::kNone);
    record.add(move);
  }
  return record.to_json();
}

TEST(Five35Record, EveryRoundReplaysToTheSameEnd) {
  for (int players = 2; players <= 6; ++players) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      Game game(Rules{}, players, int(seed % std::uint64_t(players)), seed);
      Rng rng(seed);
      while (true) {
        const io::Json record = play_recorded_round(game, rng);
        const io::Json result = io::five35_replay(record);
        EXPECT_TRUE(result["finished"].get<bool>());
        for (int seat = 0; seat < players; ++seat) {
          EXPECT_EQ(result["scores"][std::size_t(seat)].get<std::int64_t>(),
                    game.scores()[std::size_t(seat)]);
          EXPECT_EQ(result["hands"][std::size_t(seat)].size(),
                    std::size_t(game.round().hand(seat).size()));
        }
        EXPECT_EQ(result["went_out"].get<int>(), game.round().went_out());
        EXPECT_EQ(result["game_over"].get<bool>(), game.game_over());
        // The record read back deals the same hands.
        const Five35Replay replay = read_five35_replay(record);
        EXPECT_EQ(replay.round_number, game.round_number() == 2 && players == 2 ? 2 : 1);
        if (game.game_over()) break;
        game.next_round();
      }
    }
  }
}

TEST(Five35Record, ShowStepsThroughEveryMoveAndSummarisesTheRound) {
  Game game(Rules{}, 3, 1, 77);
  Rng rng(5);
  const io::Json record = play_recorded_round(game, rng);
  std::istringstream in("\n\n");  // two steps by Enter, then input ends: the rest is printed
  std::ostringstream out;
  Console console(in, out, Style{false, false});
  show_five35_record(console, record);
  const std::string shown = out.str();
  const std::size_t moves = record["actions"].size();
  EXPECT_NE(shown.find("Move " + std::to_string(moves) + ":"), std::string::npos);
  EXPECT_NE(shown.find("Round 1 over"), std::string::npos);
  EXPECT_NE(shown.find("hand: "), std::string::npos);  // every hand face up

  std::istringstream stop("\nq\n");
  std::ostringstream stopped;
  Console stopping(stop, stopped, Style{false, false});
  show_five35_record(stopping, record);
  EXPECT_NE(stopped.str().find("Move 1:"), std::string::npos);
  EXPECT_EQ(stopped.str().find("Move 2:"), std::string::npos);
  EXPECT_EQ(stopped.str().find("Round 1 over"), std::string::npos);
}

TEST(Five35Record, AMalformedRecordIsAnInputError) {
  io::Json record = io::parse_document(
      R"({"game": "five-three-five", "players": 3, "dealer": 0, "seed": 4,
          "actions": ["pass"]})");
  std::istringstream in;
  std::ostringstream out;
  Console console(in, out, Style{false, false});
  EXPECT_THROW(show_five35_record(console, record), InputError);
}

}  // namespace
}  // namespace cardroom::play
