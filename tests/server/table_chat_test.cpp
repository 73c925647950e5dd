// The table's chat (docs/server.md "Chat"): a seated player's line, spectators only where the
// host allows it, at most 200 characters (counted as characters, not bytes), never empty; each
// line journaled outside the seq numbering (a chat never makes an action stale) and kept, the
// last 100, also across a restore.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace chat_test {

constexpr const char* kTable = R"({"games": ["7-27"], "seats": 3})";

TEST(TableChat, ASeatedPlayersLineIsJournaledWithoutMovingSeq) {
  Harness h(kTable);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  const auto seq = h.t().seq();
  const auto views = all_views(h.t(), h.now, false);
  const Json line = h.t().chat(1, "<script>alert(1)</script> nice hand", 1'764'000'000'000);
  EXPECT_EQ(line, (Json{{"type", "chat"}, {"seat", 1}, {"name", "Bo"},
                        {"text", "<script>alert(1)</script> nice hand"}, {"at", 1'764'000'000'000}}));
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(all_views(h.t(), h.now, false), views);  // views do not carry chat
  ASSERT_EQ(h.journal.chat.size(), 1u);
  EXPECT_EQ(h.journal.chat[0].event, line);
  // An action with the seq of the view before the line is not stale.
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  EXPECT_NO_THROW(h.t().act(actor, concrete(legal_words(h.t(), actor, h.now).front()), seq, h.now));
}

TEST(TableChat, LengthIsCountedInCharacters) {
  Harness h(kTable);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  std::string most;
  for (int i = 0; i < 200; ++i) most += "é";  // 400 bytes, 200 characters
  EXPECT_NO_THROW(h.t().chat(0, most, 1));
  for (const std::string& bad : {most + "x", std::string(), std::string("  \n\t")}) {
    try {
      h.t().chat(0, bad, 1);
      ADD_FAILURE() << "accepted " << bad.size() << " bytes";
    } catch (const TableError& e) {
      EXPECT_EQ(e.status(), 400);
    }
  }
  EXPECT_EQ(h.t().chat_lines().size(), 1u);
  EXPECT_EQ(h.journal.chat.size(), 1u);
}

TEST(TableChat, SpectatorsOnlyWhereTheHostAllowsIt) {
  Harness h(kTable);
  try {
    h.t().chat(std::nullopt, "hello", 1);
    ADD_FAILURE() << "a spectator chatted";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 403);
    EXPECT_NE(std::string(e.what()).find("spectator_chat"), std::string::npos);
  }
  EXPECT_THROW(h.t().chat(2, "from an empty seat", 1), TableError);
  // The host, watching without a seat, may always chat.
  EXPECT_EQ(h.t().chat(std::nullopt, "welcome", 1, true).at("name"), "host");
  Harness open(R"({"games": ["7-27"], "seats": 3, "spectator_chat": true})");
  const Json line = open.t().chat(std::nullopt, "hello", 5);
  EXPECT_TRUE(line.at("seat").is_null());
  EXPECT_EQ(line.at("name"), "spectator");
}

TEST(TableChat, TheLastHundredAreKeptAndRestored) {
  Harness h(kTable);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  for (int i = 0; i < 130; ++i) h.t().chat(0, "line " + std::to_string(i), i);
  ASSERT_EQ(h.t().chat_lines().size(), Table::kKeptChat);
  EXPECT_EQ(h.t().chat_lines().front().at("text"), "line 30");
  EXPECT_EQ(h.t().chat_lines().back().at("text"), "line 129");
  // A journal that cannot save refuses the line, and the table keeps nothing of it.
  h.journal.fail = true;
  EXPECT_THROW(h.t().chat(0, "lost", 200), std::runtime_error);
  EXPECT_EQ(h.t().chat_lines().back().at("text"), "line 129");
  h.journal.fail = false;
  std::vector<Json> saved;
  for (const auto& row : h.journal.chat) saved.push_back(row.event);
  Table copy = Table::restore(h.t().id(), h.config, 7, nullptr, h.journal.events(), h.t().seq(), h.now);
  copy.restore_chat(saved);
  EXPECT_EQ(std::vector<Json>(copy.chat_lines().begin(), copy.chat_lines().end()),
            std::vector<Json>(h.t().chat_lines().begin(), h.t().chat_lines().end()));
}

}  // namespace chat_test
}  // namespace cardroom::server::table_test
