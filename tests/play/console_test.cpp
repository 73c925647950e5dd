// The conversation at the terminal: answers trimmed, end of input ends it for good.
#include <gtest/gtest.h>

#include <sstream>

#include "play/console.h"

namespace cardroom::play {
namespace {

TEST(Console, ReadsTrimmedAnswersAndEchoesThemInTranscripts) {
  std::istringstream in("  call \n\nb 3\n");
  std::ostringstream out;
  Console console(in, out, Style{false, false}, /*echo=*/true);
  EXPECT_EQ(console.ask("> "), "call");
  EXPECT_EQ(console.ask("> "), "");
  EXPECT_EQ(console.ask("> "), "b 3");
  EXPECT_EQ(out.str(), "> call\n> \n> b 3\n");
  EXPECT_FALSE(console.closed());
}

TEST(Console, EndOfInputClosesTheConversation) {
  std::istringstream in("take\n");
  std::ostringstream out;
  Console console(in, out, Style{false, false});
  EXPECT_EQ(console.ask("> "), "take");
  EXPECT_EQ(console.ask("> "), std::nullopt);
  EXPECT_TRUE(console.closed());
  EXPECT_EQ(console.ask("> "), std::nullopt);  // stays closed
}

}  // namespace
}  // namespace cardroom::play
