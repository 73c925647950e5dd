// The host's settings (PATCH /api/tables/ID, docs/server.md): checked like a new table's,
// applied from the next hand (at once between hands), announced in the log, journaled; a
// Five Three Five table's new rules wait for its next game.
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace settings_test {

constexpr const char* kDealersChoice = R"({"games": ["7-27", "15-35"], "seats": 3, "timer_s": 30,
    "bots": [{"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}]})";

// The rules of the deals journaled from event `from` on.
std::vector<Json> deals_from(const MemoryJournal& journal, std::size_t from) {
  std::vector<Json> deals;
  for (std::size_t i = from; i < journal.rows.size(); ++i) {
    if (journal.rows[i].event.at("type") == "deal") deals.push_back(journal.rows[i].event);
  }
  return deals;
}

bool log_says(const Json& view, const std::string& text) {
  for (const auto& line : view.at("log")) {
    if (line.get<std::string>().find(text) != std::string::npos) return true;
  }
  return false;
}

TEST(TableSettings, DuringAHandTheyWaitForTheNext) {
  Harness h(kDealersChoice);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().set_away(0, true, h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  const Json before = table_config_json(h.t().config());
  h.t().change_settings({{"stakes", {{"ante", 3}}}, {"timer_s", 12}, {"games", {"15-35"}}}, h.now);
  EXPECT_EQ(table_config_json(h.t().config()), before);  // the hand in play is not touched
  EXPECT_EQ(h.t().next_config().timer_s, 12);
  EXPECT_EQ(h.t().next_config().games, (std::vector<Game>{Game::kFifteenThirtyFive}));
  EXPECT_TRUE(log_says(h.view(std::nullopt), "The host changes the settings from the next hand"));
  // In words, not JSON.
  const Json view = h.view(std::nullopt);
  EXPECT_TRUE(log_says(view, "games: 15-35; stakes: ante 3; 12 s to decide.")) << view.at("log").dump();
  for (const Json& line : view.at("log")) {
    EXPECT_EQ(line.get<std::string>().find('{'), std::string::npos) << line;
  }
  const std::size_t from = h.journal.rows.size();
  ASSERT_TRUE(play_hands(h, 3));
  EXPECT_EQ(h.t().config().timer_s, 12);
  const auto deals = deals_from(h.journal, from);
  ASSERT_GE(deals.size(), 2u);
  for (const Json& deal : deals) {
    EXPECT_EQ(deal.at("game"), "fifteen-thirty-five");
    EXPECT_EQ(deal.at("rules").at("betting").at("ante"), 3) << deal.at("rules").dump();
  }
}

TEST(TableSettings, BetweenHandsTheNextDealHasThem) {
  Harness h(R"({"games": ["7-27"], "seats": 3})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  h.t().change_settings({{"timer_s", 5}, {"rules", {{"7-27", {{"nearness", "over-is-bust"}}}}}}, h.now);
  EXPECT_EQ(h.t().config().timer_s, 5);
  settle(h);
  const auto deals = deals_from(h.journal, 0);
  ASSERT_EQ(deals.size(), 1u);
  EXPECT_EQ(deals[0].at("rules").at("nearness"), "over-is-bust");
  EXPECT_EQ(h.t().next_wakeup(), h.now + 5'000);  // the new timer runs the first decision
}

TEST(TableSettings, ABadChangeIsRefusedAndChangesNothing) {
  Harness h(R"({"games": ["7-27", "15-35"], "seats": 3, "stack": 100})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  const auto seq = h.t().seq();
  const Json before = table_config_json(h.t().config());
  for (const Json& bad : {Json{{"seats", 4}}, Json{{"stack", 10}}, Json{{"name", "x"}},
                          Json{{"bots", Json::array()}}, Json{{"colour", "red"}}, Json::object(),
                          Json{{"timer_s", -1}}, Json{{"games", {"535"}}}, Json{{"games", Json::array()}},
                          Json{{"rules", {{"7-27", {{"nearness", "closest"}}}}}},
                          Json{{"max_buy_in", 50}}, Json{{"stakes", {{"ante", 1}}}, {"betting", {{"ante", 1}}}},
                          Json{{"rules", {{"535", Json::object()}}}}}) {
    EXPECT_THROW(h.t().change_settings(bad, h.now), InputError) << bad.dump();
  }
  EXPECT_EQ(h.t().seq(), seq);
  EXPECT_EQ(table_config_json(h.t().config()), before);
  // A Five Three Five table stays one.
  Harness f(R"({"games": ["535"], "seats": 3})");
  EXPECT_THROW(f.t().change_settings({{"games", {"7-27"}}}, f.now), InputError);
  EXPECT_THROW(f.t().change_settings({{"stakes", {{"ante", 1}}}}, f.now), InputError);
}

TEST(TableSettings, DroppingAGameDropsItsRulesAndKeepsTheOthers) {
  Harness h(R"({"games": ["7-27", "15-35"], "seats": 3,
      "rules": {"7-27": {"nearness": "over-is-bust"}, "15-35": {"natural_scoops": true}}})");
  h.t().change_settings({{"games", {"7-27"}}}, h.now);
  EXPECT_EQ(h.t().config().rules_json, (Json{{"7-27", {{"nearness", "over-is-bust"}}}}));
  h.t().change_settings({{"rules", {{"seven-twenty-seven", {{"pictures", "half-or-ten"}}}}}}, h.now);
  EXPECT_EQ(h.t().config().rules_json, (Json{{"seven-twenty-seven", {{"pictures", "half-or-ten"}}}}));
}

TEST(TableSettings, AFiveThreeFiveTablesNewRulesWaitForTheNextGame) {
  Harness h(R"({"games": ["535"], "seats": 3, "rules": {"535": {"target_score": 30}},
      "bots": [{"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}]})");
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  h.t().change_settings({{"rules", {{"535", {{"target_score", 5}}}}}}, h.now);
  const Json first = h.view(std::nullopt);
  const int game = first.at("game_number").get<int>();
  const std::size_t from = h.journal.rows.size();
  ASSERT_TRUE(drive(h, [&] { return h.view(std::nullopt).at("game_number") == game + 1; }));
  for (const Json& deal : deals_from(h.journal, from)) {
    const int target = deal.at("rules").at("target_score").get<int>();
    EXPECT_EQ(target, deal.at("game_number") == game ? 30 : 5) << deal.dump();
  }
}

TEST(TableSettings, ARestoredTableHasThem) {
  Harness h(kDealersChoice);
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().set_away(0, true, h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  h.t().change_settings({{"timer_s", 9}, {"stakes", {{"ante", 2}}}}, h.now);
  Harness copy(kDealersChoice, 7, "copy");
  copy.journal.rows.clear();  // its own bots' sitting down: the restore replaces that table
  copy.table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, 7, &copy.journal,
                                                      h.journal.events(), h.t().seq(), h.now));
  EXPECT_EQ(table_config_json(copy.t().next_config()), table_config_json(h.t().next_config()));
  ASSERT_TRUE(play_hands(h, 2));
  ASSERT_TRUE(play_hands(copy, 2));
  expect_journal_continues(h, copy);
  EXPECT_EQ(copy.t().config().timer_s, 9);
}

}  // namespace settings_test
}  // namespace cardroom::server::table_test
