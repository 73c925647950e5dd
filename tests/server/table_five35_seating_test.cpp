// Sitting down and leaving at a Five Three Five table: whoever sits down during a game waits for
// the next one; whoever leaves during a round is played as away until it ends and then leaves
// the game, which goes on while two players remain and otherwise ends.
#include <gtest/gtest.h>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace {

constexpr const char* kThreeSeats = R"({"games": ["535"], "seats": 4, "timer_s": 0, "pause_s": 2,
    "rules": {"535": {"target_score": 15}},
    "bots": [{"seat": 0, "kind": "random"}, {"seat": 2, "kind": "heuristic"}]})";

int game_of(Harness& h) {
  const Json v = h.t().view(std::nullopt, h.now);
  return v.at("game_number").is_null() ? 0 : v.at("game_number").get<int>();
}

std::vector<Json> events_of(Harness& h, const std::string& type) {
  std::vector<Json> out;
  for (const auto& row : h.journal.rows) {
    if (row.event.at("type") == type) out.push_back(row.event);
  }
  return out;
}

TEST(Five35TableSeating, WhoeverSitsDownDuringAGameWaitsForTheNext) {
  Harness h(kThreeSeats, 41);
  ASSERT_TRUE(h.t().step(h.now));
  ASSERT_EQ(game_of(h), 1);
  const int ann = h.t().sit("Ann", std::nullopt, "hash-ann", h.now);
  EXPECT_EQ(ann, 1);
  const auto sit = h.journal.rows.back().event;
  EXPECT_EQ(sit.at("type"), "sit");
  EXPECT_FALSE(sit.contains("stack"));  // no buy-in: a table of points
  const Json seat = h.view(ann).at("seats")[ann];
  EXPECT_EQ(seat.at("name"), "Ann");
  EXPECT_FALSE(seat.at("in_hand").get<bool>());
  EXPECT_TRUE(seat.at("cards").empty());
  EXPECT_TRUE(seat.at("score").is_null());
  EXPECT_TRUE(seat.at("stack").is_null());
  EXPECT_FALSE(h.view(ann).contains("legal"));
  // Every round of the first game leaves Ann out.
  ASSERT_TRUE(drive(h, [&] { return game_of(h) == 2; }));
  for (const Json& deal : events_of(h, "deal")) {
    const auto players = deal.at("players").get<std::vector<int>>();
    if (deal.at("game_number") == 1) {
      EXPECT_EQ(players, (std::vector<int>{0, 2}));
    } else {
      EXPECT_EQ(players, (std::vector<int>{0, 1, 2}));
    }
  }
  const Json now = h.view(ann).at("seats")[ann];
  EXPECT_TRUE(now.at("in_hand").get<bool>());
  EXPECT_EQ(now.at("score"), 0);
  EXPECT_EQ(now.at("cards").size(), 13u);  // three players: 13 each
}

// Two bots playing a two-round game when Ann sits down: she does not wait for their second
// round; the next round starts a new game with her.
TEST(Five35TableSeating, AGameOfBotsAloneGivesWayToAPersonAfterItsRound) {
  Harness h(kThreeSeats, 41);
  ASSERT_TRUE(h.t().step(h.now));
  ASSERT_EQ(events_of(h, "deal").back().at("players"), (Json{0, 2}));
  const int ann = h.t().sit("Ann", std::nullopt, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return events_of(h, "deal").size() == 2; }));
  const Json deal = events_of(h, "deal").back();
  EXPECT_EQ(deal.at("game_number"), 2);
  EXPECT_EQ(deal.at("round"), 1);
  EXPECT_EQ(deal.at("players"), (Json{0, 1, 2}));
  EXPECT_EQ(h.view(ann).at("seats")[ann].at("score"), 0);
  EXPECT_TRUE(h.view(ann).at("seats")[ann].at("in_hand").get<bool>());
}

TEST(Five35TableSeating, LeavingDuringARoundPlaysItOutAsAwayAndTheGameGoesOn) {
  Harness h(R"({"games": ["535"], "seats": 4, "timer_s": 0, "pause_s": 2,
      "rules": {"535": {"target_score": 60}},
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 2, "kind": "heuristic"}]})",
            42);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return person_to_act(h, 1); }));
  const int hand = h.view(std::nullopt).at("hand").get<int>();
  h.t().leave(1, h.now);
  EXPECT_EQ(h.journal.rows.back().event, (Json{{"type", "leave"}, {"seat", 1}}));
  ASSERT_TRUE(h.t().seats()[1].has_value());
  EXPECT_TRUE(h.t().seats()[1]->away);
  EXPECT_TRUE(h.t().seats()[1]->leaving);
  h.t().leave(1, h.now);  // asking twice changes nothing more
  EXPECT_EQ(h.journal.rows.back().event.at("type"), "leave");
  // Played as away to the end of the round, then gone; the game goes on with the two bots.
  ASSERT_TRUE(drive(h, [&] { return h.t().hands_played() == hand; }));
  EXPECT_FALSE(h.t().seats()[1].has_value());
  const auto cash_outs = events_of(h, "cash-out");
  ASSERT_EQ(cash_outs.size(), 1u);
  EXPECT_FALSE(cash_outs[0].contains("chips"));
  const Json record = h.t().hands_after(hand - 1).at(0);
  EXPECT_FALSE(record.at("result").at("game_over").get<bool>());
  EXPECT_EQ(record.at("result").at("players"), Json::array({0, 1, 2}));
  const std::int64_t ann_total = record.at("result").at("scores")[1].get<std::int64_t>();
  ASSERT_TRUE(play_hands(h, 1));
  const Json next = h.t().hands_after(hand).at(0);
  EXPECT_EQ(next.at("result").at("players"), Json::array({0, 2}));
  EXPECT_EQ(next.at("result").at("game_number"), 1);
  EXPECT_TRUE(next.at("stacks")[1].is_null());
  // Ann's total stays in the game's record.
  bool listed = false;
  const Json ledger = h.t().ledger();
  for (const Json& entry : ledger.at("scores")) {
    if (entry.at("name") == "Ann") {
      listed = true;
      EXPECT_EQ(entry.at("score"), ann_total);
    }
  }
  EXPECT_TRUE(listed) << ledger.dump();
  EXPECT_TRUE(ledger.at("entries").empty());
  EXPECT_TRUE(ledger.at("net").empty());
}

TEST(Five35TableSeating, LeavingBetweenRoundsOrWhileWaitingIsAtOnce) {
  Harness h(kThreeSeats, 43);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  h.t().sit("Bo", 3, "hash-bo", h.now);
  ASSERT_TRUE(play_hands(h, 1));  // a round over, the next not dealt yet
  ASSERT_FALSE(h.t().hand_in_progress());
  ASSERT_EQ(h.view(std::nullopt).at("result").at("game_over"), false);
  h.t().leave(3, h.now);
  EXPECT_EQ(h.journal.rows.back().event.at("type"), "cash-out");
  EXPECT_FALSE(h.t().seats()[3].has_value());
  ASSERT_TRUE(play_hands(h, 1));
  EXPECT_EQ(h.t().hands_after(1).at(0).at("result").at("players"), Json::array({0, 1, 2}));
  // Cy sits down in the empty seat and leaves again before his first game: nothing else moves.
  h.t().sit("Cy", 3, "hash-cy", h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  const auto rows = h.journal.rows.size();
  h.t().leave(3, h.now);
  EXPECT_EQ(h.journal.rows.size(), rows + 1);
  EXPECT_EQ(h.journal.rows.back().event.at("type"), "cash-out");
  EXPECT_TRUE(h.t().hand_in_progress());
}

TEST(Five35TableSeating, AGameThatLosesItsSecondPlayerMidRoundEnds) {
  Harness h(R"({"games": ["535"], "seats": 2, "timer_s": 0,
      "bots": [{"seat": 0, "kind": "random"}]})",
            44);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(drive(h, [&] { return person_to_act(h, 1); }));
  h.t().leave(1, h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hands_played() == 1; }));
  const Json result = h.view(std::nullopt).at("result");
  EXPECT_TRUE(result.at("game_over").get<bool>());
  EXPECT_EQ(result.at("game_end"), "players left");
  EXPECT_EQ(result.at("winners"), Json::array({0}));
  EXPECT_FALSE(h.t().seats()[1].has_value());
  const Json games = h.t().ledger().at("games");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].at("winners"), Json::array({"Ada (random)"}));
  EXPECT_EQ(games[0].at("scores").size(), 2u);
  // One player left: no more rounds.
  EXPECT_EQ(events_of(h, "game-over").size(), 0u);
  settle(h);
  EXPECT_FALSE(h.t().step(h.now + 60'000));
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
}

TEST(Five35TableSeating, AGameThatLosesItsSecondPlayerBetweenRoundsEnds) {
  Harness h(R"({"games": ["535"], "seats": 2, "timer_s": 0, "pause_s": 3,
      "bots": [{"seat": 0, "kind": "heuristic"}]})",
            45);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(play_hands(h, 1));  // round 1 of a two-round game
  ASSERT_FALSE(h.view(std::nullopt).at("result").at("game_over").get<bool>());
  h.t().leave(1, h.now);
  const auto over = events_of(h, "game-over");
  ASSERT_EQ(over.size(), 1u);
  Json event = over[0];
  const Json game = event.at("finished_game");  // for the ledger, which the journal keeps
  event.erase("finished_game");
  EXPECT_EQ(event, (Json{{"type", "game-over"}, {"game", 1}, {"winners", Json::array({0})}}));
  EXPECT_EQ(game.at("game"), 1);
  EXPECT_EQ(game.at("winners"), Json::array({"Ada (heuristic)"}));
  // Ann, who left, keeps her total in the game's record.
  ASSERT_EQ(game.at("scores").size(), 2u);
  EXPECT_EQ(game.at("scores")[1].at("name"), "Ann");
  const Json v = h.view(std::nullopt);
  EXPECT_TRUE(v.at("result").at("game_over").get<bool>());
  EXPECT_EQ(v.at("result").at("game_end"), "players left");
  EXPECT_EQ(v.at("result").at("winners"), Json::array({0}));
  EXPECT_EQ(h.t().ledger().at("games"), Json::array({game}));
  EXPECT_FALSE(h.t().step(h.now + 60'000));
  // Someone new sits down: a new game, from zero.
  h.t().sit("Bo", 1, "hash-bo", h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  EXPECT_EQ(h.view(std::nullopt).at("game_number"), 2);
  EXPECT_EQ(h.view(std::nullopt).at("seats")[0].at("score"), 0);
}

TEST(Five35TableSeating, AThreePlayerGameDownToTwoPlaysOnToTheTarget) {
  Harness h(R"({"games": ["535"], "seats": 3, "timer_s": 0, "pause_s": 1,
      "rules": {"535": {"target_score": 40}},
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 2, "kind": "random"}]})",
            46);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(play_hands(h, 1));
  h.t().leave(1, h.now);
  ASSERT_TRUE(drive(h, [&] { return h.t().ledger().at("games").size() == 1; }));
  const Json rounds = h.t().hands_after(1);
  ASSERT_GE(rounds.size(), 1u);
  for (const Json& r : rounds) EXPECT_EQ(r.at("result").at("players"), Json::array({0, 2}));
  const Json& last = rounds.back().at("result");
  EXPECT_EQ(last.at("game_end"), "target score");
  EXPECT_GE(std::max(last.at("scores")[0].get<int>(), last.at("scores")[2].get<int>()), 40);
}

}  // namespace
}  // namespace cardroom::server::table_test
