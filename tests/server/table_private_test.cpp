// Private tables (docs/server.md "Private tables"): an unlisted table is not in the lobby's list
// but its link works; a table with a password seats only those who give it. Only the password's
// SHA-256 is kept (not in the journal, never shown). Written from the issue, not the code.
#include <gtest/gtest.h>

#include "server/token.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

RefusalCode refusal_of_sit(Table& t, const std::optional<std::string>& password, Millis now) {
  try {
    t.sit("Eve", std::nullopt, "hash-eve", now, password);
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 403);
    return e.refusal();
  }
  ADD_FAILURE() << "sat down";
  return {};
}

TEST(TablePrivate, APasswordSeatsOnlyThoseWhoGiveIt) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "password": "tuesday"})");
  const auto seq = h.t().seq();
  EXPECT_EQ(refusal_of_sit(h.t(), std::nullopt, h.now).code, "password-needed");
  EXPECT_EQ(refusal_of_sit(h.t(), "Tuesday", h.now).code, "wrong-password");
  EXPECT_EQ(refusal_of_sit(h.t(), "", h.now).code, "wrong-password");
  EXPECT_EQ(h.t().seq(), seq) << "a refused seat changes nothing";
  EXPECT_EQ(h.t().sit("Ann", std::nullopt, "hash-ann", h.now, "tuesday"), 0);
}

TEST(TablePrivate, ThePasswordIsKeptAsItsHashAndNeverShown) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "password": "tuesday"})");
  EXPECT_EQ(h.config.password_hash, hash_token("tuesday"));
  const Json shown = public_config_json(h.config);
  EXPECT_EQ(shown.at("password"), true);
  EXPECT_FALSE(shown.contains("password_hash"));
  EXPECT_EQ(shown.dump().find("tuesday"), std::string::npos);
  // The saved config reads back to the same table (restarts keep the password).
  EXPECT_EQ(read_table_config(table_config_json(h.config)).password_hash, h.config.password_hash);
  EXPECT_EQ(public_config_json(config_of(R"({"games": ["7-27"]})")).at("password"), false);
}

TEST(TablePrivate, TheHostChangesThePasswordWithoutTheJournalHoldingIt) {
  Harness h(R"({"games": ["7-27"], "seats": 4})");
  h.t().sit("Ann", 0, "hash-ann", h.now);  // alone: no hand, settings apply at once
  h.t().change_settings(io::parse_document(R"({"password": "friday night"})"), h.now);
  for (const auto& row : h.journal.rows) EXPECT_EQ(row.event.dump().find("friday night"), std::string::npos);
  EXPECT_EQ(refusal_of_sit(h.t(), "tuesday", h.now).code, "wrong-password");
  EXPECT_EQ(h.t().sit("Bo", std::nullopt, "hash-bo", h.now, "friday night"), 1);
  EXPECT_NE(h.view(std::nullopt).at("log").dump().find("a new password"), std::string::npos);
  h.t().change_settings(io::parse_document(R"({"password": ""})"), h.now);
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());  // other settings wait for the next hand; seating does not
  EXPECT_EQ(h.t().sit("Cy", std::nullopt, "hash-cy", h.now), 2) << "no password any more";
  // A restore from the journal has the same password.
  Harness locked(R"({"games": ["7-27"], "seats": 4})");
  locked.t().change_settings(io::parse_document(R"({"password": "x"})"), locked.now);
  Table copy = Table::restore("t1", locked.config, 7, nullptr, locked.journal.events(), locked.t().seq(), locked.now);
  EXPECT_EQ(copy.config().password_hash, hash_token("x"));
}

TEST(TablePrivate, AnUnlistedTableHasNoLobbyEntryButItsSummary) {
  Harness h(R"({"games": ["7-27"], "listed": false})");
  EXPECT_TRUE(h.t().listing().is_null());
  EXPECT_EQ(h.t().summary().at("id"), "t1");
  Harness open(R"({"games": ["7-27"], "password": "p"})");
  EXPECT_EQ(open.t().listing().at("password"), true);
  EXPECT_EQ(open.t().listing().at("locked"), false);
}

TEST(TablePrivate, APasswordTooLongIsRefused) {
  const std::string long_one(65, 'x');
  EXPECT_THROW(config_of(R"({"password": ")" + long_one + R"("})"), InputError);
  Harness h(R"({"games": ["7-27"]})");
  EXPECT_THROW(h.t().change_settings(io::parse_document(R"({"password": ")" + long_one + R"("})"), h.now),
               InputError);
}

}  // namespace
}  // namespace cardroom::server::table_test
