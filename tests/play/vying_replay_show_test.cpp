// `replay --show`: logged hands stepped through, every card open.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "play/players.h"
#include "play/replay_show.h"
#include "play/vying_play.h"
#include "vying_test_player.h"

namespace cardroom::play {
namespace {

std::string logged_session(int hands) {
  VyingTableOptions o;
  o.games = {Game::kSevenTwentySeven, Game::kFifteenThirtyFive};
  for (Game g : o.games) o.rules[g] = vying::preset(g);
  o.players = seat_players(3, "You", {bots::parse_bot_spec("random")});
  o.seed = 17;
  o.hands = hands;
  std::ostringstream out, log;
  o.log = &log;
  int takes = 1;
  testing::ReactiveInput input(
      out, [&](const std::string& since) { return testing::steady_answer(since, takes); });
  std::istream in(&input);
  Console console(in, out, Style{false, false}, true);
  play_vying(console, o);
  return log.str();
}

std::string show(const std::string& records, std::optional<int> which,
                 const std::string& keys = "") {
  std::istringstream file(records), in(keys);
  std::ostringstream out;
  Console console(in, out, Style{false, false});
  if (keys.empty()) console.close();  // no terminal: every step printed
  show_records(console, file, which);
  return out.str();
}

TEST(ReplayShow, PrintsEveryStepOfEveryHandWithoutATerminal) {
  const std::string log = logged_session(2);
  const std::string text = show(log, std::nullopt);
  EXPECT_NE(text.find("Hand 1 of 2"), std::string::npos);
  EXPECT_NE(text.find("Hand 2 of 2"), std::string::npos);
  EXPECT_NE(text.find("Replay · "), std::string::npos);
  EXPECT_NE(text.find("Chips this hand:"), std::string::npos);
  // A replay is one hand out of context: no session totals.
  EXPECT_EQ(text.find("Session so far:"), std::string::npos);
  // Every card is open: no card backs.
  EXPECT_EQ(text.find("##"), std::string::npos);
}

TEST(ReplayShow, OneHandAndStopping) {
  const std::string log = logged_session(2);
  const std::string second = show(log, 2);
  EXPECT_EQ(second.find("Hand 1 of 2"), std::string::npos);
  EXPECT_NE(second.find("Hand 2 of 2"), std::string::npos);
  const std::string stopped = show(log, 1, "\nq\n");
  EXPECT_NE(stopped.find("Enter: next action (2 of"), std::string::npos);
  EXPECT_EQ(stopped.find("Enter: next action (3 of"), std::string::npos);
  EXPECT_THROW(show(log, 3), InputError);
}

TEST(ReplayShow, BadRecordsNameTheirLine) {
  try {
    show("{\"game\": \"7-27\", \"stacks\": [5, 5]}\nnot json\n", std::nullopt);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("line 2"), std::string::npos) << e.what();
  }
  try {
    show("{\"game\": \"7-27\", \"stacks\": [5, 5], \"actions\": [\"bet 99\"]}\n", std::nullopt);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("line 1: action 0"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cardroom::play
