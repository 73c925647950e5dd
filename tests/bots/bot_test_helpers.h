#pragma once
// Helpers shared by the bots' tests: the message of an InputError, and a vying hand played out
// by one bot with every action checked against the rules.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "bots/bot.h"
#include "core/input_error.h"
#include "core/rng.h"
#include "vying/hand.h"

namespace cardroom::bots::bot_tests {

// The message of the InputError that `f` throws ("" when it throws none).
inline std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// Plays `hand` to its end with `bot` in every seat, asserting that each action is legal and
// applies, and that the hand ends within 2000 actions; `who` names the bot in a failure. Call it
// inside ASSERT_NO_FATAL_FAILURE to stop the test at the first failure.
inline void play_out_checked(VyingBot& bot, vying::Hand& hand, Rng& rng, const std::string& who) {
  int steps = 0;
  while (!hand.finished()) {
    ASSERT_LT(++steps, 2000);
    const int seat = hand.to_act();
    const vying::Action a = bot.decide(vying::SeatView(hand, seat), rng);
    ASSERT_EQ(explain(hand.check(seat, a)), "legal") << who << " chose " << vying::to_string(a);
    ASSERT_TRUE(hand.apply(a));
  }
}

}  // namespace cardroom::bots::bot_tests
