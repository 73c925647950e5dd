// Private tables (docs/server.md "Private tables"): an unlisted table is not in the lobby's list
// but its link works; a table with a password seats only those who give it; at a table with
// approve_seats a new seat waits, sat out, for the host's yes. Only the password's
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

// --- the host's approval (approve_seats) -------------------------------------------------------

Json seat_view(Harness& h, int seat) { return h.view(std::nullopt).at("seats").at(seat); }

TEST(TablePrivate, ANewSeatWaitsSatOutForTheHostsYes) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "approve_seats": true})");
  EXPECT_EQ(h.t().listing().at("approval"), true);
  h.t().sit("Ann", 0, "hash-ann", h.now, std::nullopt, /*by_host=*/true);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  EXPECT_EQ(seat_view(h, 0).at("sitting_out"), false) << "the host needs no approval";
  EXPECT_EQ(seat_view(h, 1).at("sitting_out"), true);
  EXPECT_EQ(seat_view(h, 1).at("sat_out_by"), "approval");
  settle(h);
  EXPECT_FALSE(h.t().hand_in_progress()) << "a waiting seat is not dealt in: one player";
  h.t().answer_seat(1, true, h.now);
  EXPECT_EQ(seat_view(h, 1).at("sitting_out"), false);
  EXPECT_NE(h.view(std::nullopt).at("log").dump().find("The host lets Bo in"), std::string::npos);
  settle(h);
  EXPECT_TRUE(h.t().hand_in_progress()) << "let in, Bo is dealt the next hand";
}

TEST(TablePrivate, AWaitingSeatCannotLetItselfIn) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "approve_seats": true})");
  h.t().sit("Bo", 1, "hash-bo", h.now);
  const auto seq = h.t().seq();
  try {
    h.t().sit_out(1, false, h.now);
    ADD_FAILURE() << "I'm back let a waiting seat in";
  } catch (const TableError& e) {
    EXPECT_EQ(e.status(), 409);
    EXPECT_EQ(e.refusal().code, "awaiting-approval");
  }
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(seat_view(h, 1).at("sat_out_by"), "approval");
}

TEST(TablePrivate, TurnedAwayTheSeatIsEmptiedAndItsBuyInReturned) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "approve_seats": true})");
  h.t().sit("Ann", 0, "hash-ann", h.now, std::nullopt, true);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  h.t().answer_seat(1, false, h.now);
  EXPECT_FALSE(h.t().seats()[1].has_value());
  const LedgerSums sums = ledger_sums(h.t());
  EXPECT_EQ(sums.buy_ins - sums.cash_outs, 200) << "only Ann's buy-in stays on the table";
  EXPECT_NE(h.view(std::nullopt).at("log").dump().find("The host turns Bo away"), std::string::npos);
}

TEST(TablePrivate, AnAnswerForASeatThatWaitsForNothingIsRefused) {
  Harness h(R"({"games": ["7-27"], "seats": 4, "approve_seats": true})");
  h.t().sit("Ann", 0, "hash-ann", h.now, std::nullopt, true);
  const auto seq = h.t().seq();
  for (int seat : {0, 2, 9, -1}) {
    try {
      h.t().answer_seat(seat, true, h.now);
      ADD_FAILURE() << "answered seat " << seat;
    } catch (const TableError& e) {
      EXPECT_EQ(e.status(), 404);
      EXPECT_EQ(e.refusal().code, "no-seat-request");
    }
  }
  EXPECT_EQ(h.t().seq(), seq);
}

TEST(TablePrivate, AWaitingSeatStillWaitsAfterARestart) {
  Harness h(R"({"games": ["7-27"], "seats": 4})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().change_settings(io::parse_document(R"({"approve_seats": true})"), h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  EXPECT_EQ(seat_view(h, 1).at("sat_out_by"), "approval") << "the new setting holds at once";
  Table copy = Table::restore("t1", h.t().next_config(), 7, nullptr, h.journal.events(), h.t().seq(), h.now);
  EXPECT_EQ(copy.seats()[1]->sat_out_by, "approval");
  copy.answer_seat(1, true, h.now);
  EXPECT_FALSE(copy.seats()[1]->sitting_out);
}

}  // namespace
}  // namespace cardroom::server::table_test
