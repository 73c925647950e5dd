// Whole Five Three Five games played by bots at a table: a round is a hand, rounds make a game
// to the target score, the points match the rulebook (and `cardroom replay`), the deal moves
// left, and a new game starts with the scores reset.
#include <gtest/gtest.h>

#include <algorithm>

#include "io/contract.h"
#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace {

// Every finished round of `h` checked against the rulebook: the round's points are the card
// points of what each player kept, the went-out player scores 0, the totals add up, and the
// record replays (from the journal's deck) to the same end. Returns the records.
Json check_rounds(Harness& h) {
  const Json rounds = h.t().hands_after(0);
  const auto deals = five35_deals(h.journal);
  const five35::Rules& rules = h.config.five35_rules;
  for (const Json& record : rounds) {
    SCOPED_TRACE(record.dump());
    const Json& result = record.at("result");
    const Json& deal = deals.at(record.at("hand").get<int>());
    EXPECT_EQ(record.at("stacks"), deal.at("stacks"));
    EXPECT_EQ(record.at("dealer"), deal.at("dealer"));
    const auto players = deal.at("players").get<std::vector<int>>();
    EXPECT_EQ(result.at("players"), deal.at("players"));
    const int went_out = result.at("went_out").get<int>();
    for (int seat = 0; seat < h.config.seats; ++seat) {
      const bool plays = std::find(players.begin(), players.end(), seat) != players.end();
      if (!plays) {
        EXPECT_TRUE(result.at("round_points")[seat].is_null());
        continue;
      }
      std::int64_t points = 0;
      for (const auto& card : result.at("hands")[seat]) {
        points += rules.card_points[std::size_t(five35::rank_index(card.get<int>()))];
      }
      EXPECT_EQ(result.at("round_points")[seat], points);
      if (seat == went_out) {
        EXPECT_EQ(points, 0);
      }
      EXPECT_EQ(result.at("scores")[seat].get<std::int64_t>(),
                record.at("stacks")[seat].get<std::int64_t>() + points);
    }
    // The command-line contract plays the same round to the same end.
    const Json replay = io::five35_replay(five35_replay_input(deal, record));
    EXPECT_TRUE(replay.at("finished").get<bool>());
    for (std::size_t p = 0; p < players.size(); ++p) {
      EXPECT_EQ(replay.at("round_points")[p], result.at("round_points")[players[p]]);
      EXPECT_EQ(replay.at("hands")[p], result.at("hands")[players[p]]);
    }
    EXPECT_EQ(players[replay.at("went_out").get<std::size_t>()], went_out);
  }
  return rounds;
}

TEST(Five35TableGame, BotsPlayAWholeGameToTheTargetAndANewOneStartsAtZero) {
  Harness h(kFourBots535, 3);
  EXPECT_FALSE(h.t().hand_in_progress());
  ASSERT_TRUE(
      drive(h, [&] { return h.t().ledger().at("games").size() == 1 && h.t().hand_in_progress(); }));
  const Json ledger = h.t().ledger();
  const Json rounds = check_rounds(h);
  ASSERT_GE(rounds.size(), 1u);
  // Rounds are the protocol's hands, numbered from 1; the first game is all the rounds but the
  // one now in play.
  for (std::size_t i = 0; i < rounds.size(); ++i) EXPECT_EQ(rounds[i].at("hand"), int(i) + 1);
  EXPECT_EQ(h.t().hands_played(), static_cast<int>(rounds.size()));
  std::map<int, std::int64_t> sums;
  for (const Json& r : rounds) {
    EXPECT_EQ(r.at("result").at("game_number"), 1);
    for (int seat : {0, 1, 3, 4})
      sums[seat] += r.at("result").at("round_points")[seat].get<std::int64_t>();
  }
  for (std::size_t i = 0; i + 1 < rounds.size(); ++i) {
    EXPECT_FALSE(rounds[i].at("result").at("game_over").get<bool>());
    EXPECT_EQ(rounds[i].at("result").at("round"), int(i) + 1);
  }
  const Json& last = rounds.back().at("result");
  EXPECT_TRUE(last.at("game_over").get<bool>());
  EXPECT_EQ(last.at("game_end"), "target score");
  // The game ends after the round in which a total reaches the target; the lowest totals win.
  std::int64_t best = 1'000'000, worst = 0;
  for (const auto& [seat, total] : sums) {
    EXPECT_EQ(last.at("scores")[seat], total);
    best = std::min(best, total);
    worst = std::max(worst, total);
  }
  EXPECT_GE(worst, 60);
  EXPECT_GE(rounds.size(), 3u);  // several rounds make the game
  std::vector<int> expected_winners;
  for (const auto& [seat, total] : sums) {
    if (total == best) expected_winners.push_back(seat);
  }
  EXPECT_EQ(last.at("winners").get<std::vector<int>>(), expected_winners);
  // The ledger keeps the game: winners by name, the totals.
  ASSERT_EQ(ledger.at("games").size(), 1u);
  const Json& game = ledger.at("games")[0];
  EXPECT_EQ(game.at("game"), 1);
  EXPECT_EQ(game.at("winners").size(), expected_winners.size());
  for (const Json& entry : game.at("scores")) {
    EXPECT_EQ(entry.at("score"), sums.at(entry.at("seat").get<int>()));
  }
  // The next game has started from zero.
  const Json v = h.view(std::nullopt);
  EXPECT_EQ(v.at("game_number"), 2);
  EXPECT_EQ(v.at("round"), 1);
  for (int seat : {0, 1, 3, 4}) EXPECT_EQ(v.at("seats")[seat].at("score"), 0);
  for (const Json& entry : ledger.at("scores")) EXPECT_EQ(entry.at("score"), 0);
}

TEST(Five35TableGame, TheDealMovesOneSeatLeftEachRoundAndAcrossGames) {
  Harness h(kFourBots535, 4);
  ASSERT_TRUE(play_hands(h, 14));
  const Json rounds = check_rounds(h);
  const std::vector<int> order{0, 1, 3, 4};
  EXPECT_EQ(rounds[0].at("dealer"), 0);  // the first seat deals first
  for (std::size_t i = 1; i < rounds.size(); ++i) {
    const int before = rounds[i - 1].at("dealer").get<int>();
    const auto at = std::find(order.begin(), order.end(), before) - order.begin();
    EXPECT_EQ(rounds[i].at("dealer"), order[std::size_t(at + 1) % order.size()]) << i;
  }
  EXPECT_GE(h.t().ledger().at("games").size(), 1u);
}

TEST(Five35TableGame, TheDealerLeadsTheFirstTrick) {
  Harness h(kFourBots535, 5);
  ASSERT_TRUE(h.t().step(h.now));  // the deal
  const Json v = h.view(std::nullopt);
  EXPECT_EQ(v.at("hand"), 1);
  EXPECT_EQ(v.at("dealer"), 0);
  EXPECT_EQ(v.at("to_act"), 0);
  EXPECT_EQ(v.at("trick_leader"), 0);
  EXPECT_TRUE(v.at("meld").is_null());
  // Four players: 12 cards each from 52.
  for (int seat : {0, 1, 3, 4}) EXPECT_EQ(v.at("seats")[seat].at("cards").size(), 12u);
}

TEST(Five35TableGame, TwoPlayersPlayTwoRoundsFromOneShuffle) {
  Harness h(R"({"games": ["535"], "seats": 2, "timer_s": 0, "bots": [
      {"seat": 0, "kind": "heuristic"}, {"seat": 1, "kind": "random"}]})",
            6);
  ASSERT_TRUE(play_hands(h, 4));
  const Json rounds = check_rounds(h);
  const auto deals = five35_deals(h.journal);
  for (int game = 0; game < 2; ++game) {
    const Json& first = rounds[std::size_t(2 * game)];
    const Json& second = rounds[std::size_t(2 * game + 1)];
    EXPECT_FALSE(first.at("result").at("game_over").get<bool>());
    EXPECT_TRUE(second.at("result").at("game_over").get<bool>());
    EXPECT_EQ(second.at("result").at("game_end"), "two rounds");
    EXPECT_EQ(second.at("result").at("round"), 2);
    // The second round deals the next 24 cards of the first round's shuffle.
    const Json& d1 = deals.at(first.at("hand").get<int>());
    const Json& d2 = deals.at(second.at("hand").get<int>());
    EXPECT_EQ(d1.at("deck"), d2.at("deck"));
    EXPECT_EQ(d1.at("from"), 0);
    EXPECT_EQ(d2.at("from"), 24);
    EXPECT_NE(d1.at("dealer"), d2.at("dealer"));
  }
  EXPECT_NE(deals.at(1).at("deck"), deals.at(3).at("deck"));  // a new game, a new shuffle
  EXPECT_EQ(rounds[2].at("stacks"), Json::array({0, 0}));
  EXPECT_EQ(h.t().ledger().at("games").size(), 2u);
}

TEST(Five35TableGame, SixPlayersGetTenCardsFromSixtyFive) {
  Harness h(R"({"games": ["535"], "seats": 6, "timer_s": 0, "bots": [
      {"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"},
      {"seat": 3, "kind": "random"}, {"seat": 4, "kind": "random"}, {"seat": 5, "kind": "random"}]})");
  ASSERT_TRUE(h.t().step(h.now));
  const auto truth = five35_truth(h.journal);
  ASSERT_TRUE(truth);
  EXPECT_EQ(truth->deal.at("deck").size(), 65u);
  for (int seat = 0; seat < 6; ++seat) EXPECT_EQ(truth->hand_of(seat).size(), 10);
  ASSERT_TRUE(play_hands(h, 6));
  check_rounds(h);
}

TEST(Five35TableGame, NoRoundWithFewerThanTwoPlayers) {
  Harness h(R"({"games": ["535"], "seats": 3, "bots": [{"seat": 1, "kind": "random"}]})");
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_EQ(h.t().next_wakeup(), std::nullopt);
  EXPECT_TRUE(h.view(std::nullopt).at("hand").is_null());
  h.t().sit("Ann", 0, "hash-ann", h.now);
  ASSERT_TRUE(h.t().next_wakeup().has_value());
  EXPECT_LE(*h.t().next_wakeup(), h.now);  // due now
  EXPECT_TRUE(h.t().step(h.now));
  EXPECT_TRUE(h.t().hand_in_progress());
}

TEST(Five35TableGame, SlowBotsPlayToo) {
  Harness h(R"({"games": ["535"], "seats": 3, "timer_s": 0, "bots": [
      {"seat": 0, "kind": "ismcts:iterations=30"}, {"seat": 1, "kind": "montecarlo:iterations=12"},
      {"seat": 2, "kind": "heuristic"}]})",
            8);
  ASSERT_TRUE(play_hands(h, 1));
  check_rounds(h);
}

}  // namespace
}  // namespace cardroom::server::table_test
