// Log lines never hold a token or a card (docs/server.md "Logs").
#include "server/server_log.h"

#include <gtest/gtest.h>

namespace cardroom::server {
namespace {

TEST(ServerLog, RedactsTokensHashesAndCards) {
  EXPECT_EQ(redacted("seat token 0123456789abcdef0123456789abcdef refused"),
            "seat token [token] refused");
  EXPECT_EQ(redacted("hash " + std::string(64, 'a')), "hash [token]");
  EXPECT_EQ(redacted("Ann holds As, 7d and Tc"), "Ann holds [card], [card] and [card]");
  EXPECT_EQ(redacted("[As,Kd]"), "[[card],[card]]");
}

TEST(ServerLog, KeepsWhatIsNeitherTokenNorCard) {
  // A table id (12 hex), words with card-like letters inside, numbers, times.
  EXPECT_EQ(redacted("table 3f9c0a1b2d4e: event 12 not saved"), "table 3f9c0a1b2d4e: event 12 not saved");
  EXPECT_EQ(redacted("Ask Kds 27c 7dx"), "Ask Kds 27c 7dx");
  EXPECT_EQ(redacted("2026-12-02T00:26:31.123Z"), "2026-12-02T00:26:31.123Z");
}

TEST(ServerLog, ControlCharactersCannotForgeALine) {
  EXPECT_EQ(redacted("GET /x\r\nfake line"), "GET /x??fake line");
}

TEST(ServerLog, TargetsLoseTheirTokensWhateverTheirLength) {
  EXPECT_EQ(redacted_target("/ws?table=3f9c0a1b2d4e&token=abc"), "/ws?table=3f9c0a1b2d4e&token=[token]");
  EXPECT_EQ(redacted_target("/ws?token=x&host=y&z=1"), "/ws?token=[token]&host=[token]&z=1");
  EXPECT_EQ(redacted_target("/api/tables"), "/api/tables");
  EXPECT_EQ(redacted_target("/api/tables/x/hands?after=3"), "/api/tables/x/hands?after=3");
  EXPECT_EQ(redacted_target("/t/x?" + std::string(32, 'f')), "/t/x?[token]");
}

}  // namespace
}  // namespace cardroom::server
