// Five Three Five's finished games live in the store (schema version 7, issue 36, docs/server.md
// "The store"): the ledger lists them from the `games` mirror, no saved state carries them (a
// table's memory and states no longer grow with the games it has played), and a database of
// version 6, whose states held the list, is migrated with every game in it. On both stores.
// Written from store.h, table_game.h (finished_game) and docs/server.md's ledger.
#include <gtest/gtest.h>

#include <algorithm>

#include "server/sql.h"
#include "server/store.h"
#include "server/store_backend.h"
#include "server/store_table_support.h"
#include "server/table_test_support.h"

namespace cardroom::server::table_test {
namespace store_games {

// A random bot, Ann and Bo, to a low target: games end every few rounds.
constexpr const char* kFive35 = R"({"games": ["535"], "seats": 3, "pause_s": 1, "timer_s": 5,
    "rules": {"535": {"target_score": 20}}, "bots": [{"seat": 0, "kind": "random"}]})";
constexpr std::uint64_t kSeed = 31;

class StoreGamesTest : public testing_support::StoreBackendTest {
 protected:
  // Plays until `games` games have ended and the next round is a few actions in.
  std::unique_ptr<Harness> play_games(Store& store, std::size_t games) {
    auto h = on_store(store, kFive35, kSeed);
    int acts = 0;
    EXPECT_TRUE(drive(
        *h, [&] {
          return h->t().ledger().at("games_played").get<std::size_t>() >= games && h->t().hand_in_progress() &&
                 acts >= 3;
        },
        [&] { acts = h->t().hand_in_progress() ? acts + 1 : 0; },
        DriveOptions{.answer_people = true, .seed = kSeed}));
    return h;
  }

  std::vector<Json> saved_states() const {
    std::vector<Json> states;
    for (const auto& row : rows("SELECT state FROM snapshots WHERE table_id = 't1' ORDER BY hand")) {
      states.push_back(Json::parse(row[0]));
    }
    return states;
  }

  // The table as the next start restores it.
  Table restored(Store& store, const Harness& h) const {
    const auto loaded = store.load_tables();
    EXPECT_EQ(loaded.size(), 1u);
    const Store::StoredTable& t = loaded.at(0);
    if (t.state.is_null()) return Table::restore("t1", h.config, kSeed, &store, t.events, t.seq, h.now);
    return Table::restore("t1", h.config, kSeed, &store, t.state, t.events, t.seq, h.now);
  }

  // Turns the database into what version 6 wrote: no `games` mirror, no `finished_game` in the
  // events, and the finished games in the states instead, each state listing those that ended
  // before its deal. With `states` false, none is kept either (a table restored from its whole
  // journal, as one migrated from version 4 is until it deals again).
  void make_version_6(bool states) const {
    sql::Connection db(where_);
    sql::Transaction tx(db);
    {
      sql::Statement read(db, "SELECT id, event FROM events WHERE table_id = 't1'");
      sql::Statement write(db, "UPDATE events SET event = ?2 WHERE id = ?1");
      std::vector<std::pair<std::int64_t, Json>> changed;
      while (read.step()) {
        Json e = Json::parse(read.text(1));
        if (e.erase("finished_game") > 0) changed.emplace_back(read.integer(0), e);
      }
      ASSERT_FALSE(changed.empty());
      for (const auto& [id, e] : changed) {
        sql::Statement::Use use(write);
        write.bind(1, id);
        write.bind(2, e.dump());
        write.run();
      }
    }
    std::vector<Json> games;
    {
      sql::Statement read(db, "SELECT record FROM games WHERE table_id = 't1' ORDER BY game");
      while (read.step()) games.push_back(Json::parse(read.text(0)));
    }
    {
      sql::Statement read(db, "SELECT hand, state FROM snapshots WHERE table_id = 't1'");
      sql::Statement write(db, "UPDATE snapshots SET state = ?2 WHERE table_id = 't1' AND hand = ?1");
      std::vector<std::pair<std::int64_t, Json>> changed;
      while (read.step()) {
        Json state = Json::parse(read.text(1));
        Json& game = state.at("game");
        const int number = game.at("game_number").get<int>();
        const bool on = game.at("game_on").get<bool>();
        game["games"] = Json::array();
        for (const Json& g : games) {
          const int n = g.at("game").get<int>();
          if (n < number || (n == number && !on)) game["games"].push_back(g);
        }
        changed.emplace_back(read.integer(0), state);
      }
      for (const auto& [hand, state] : changed) {
        sql::Statement::Use use(write);
        write.bind(1, hand);
        write.bind(2, state.dump());
        write.run();
      }
    }
    if (!states) {
      db.exec("DELETE FROM snapshots");
      db.exec("UPDATE tables SET snapshot_hand = NULL, restore_from = "
              "(SELECT min(id) FROM events WHERE table_id = 't1')");
    }
    db.exec("DROP TABLE games");
    db.exec("UPDATE schema_version SET version = 6");
    tx.commit();
  }
};
CARDROOM_ON_BOTH_STORES(StoreGamesTest);

// A long evening: the ledger lists the last kLedgerGames games and how many were played, so it
// stays the same size however many games went before; GET …/games gives them all, a page at a
// time, each page saying whether more follow.
TEST_P(StoreGamesTest, TheLedgerListsTheLastGamesAndTheRestComeInPages) {
  Store store(where_);
  const int shown = Table::kLedgerGames;
  auto h = play_games(store, shown + 3);
  const Json ledger = h->t().ledger();
  const int played = ledger.at("games_played").get<int>();
  ASSERT_GT(played, shown);
  const Json& games = ledger.at("games");
  ASSERT_EQ(games.size(), std::size_t(shown));
  for (int i = 0; i < shown; ++i) EXPECT_EQ(games[i].at("game"), played - shown + 1 + i);

  const Json all = Json::parse(h->t().games_page(0).json);
  ASSERT_EQ(all.size(), std::size_t(played));
  EXPECT_EQ(all.front().at("game"), 1);
  EXPECT_EQ(Json(std::vector<Json>(all.end() - shown, all.end())), games);
  EXPECT_FALSE(h->t().games_page(0).more);

  // Pages of 40 from the start: chained by `last`, together the whole list.
  Json chained = Json::array();
  int after = 0;
  for (int pages = 0;; ++pages) {
    ASSERT_LT(pages, played) << "the pages never end";
    const Table::Page page = h->t().games_page(after, 40);
    const Json part = Json::parse(page.json);
    EXPECT_LE(part.size(), 40u);
    for (const Json& g : part) chained.push_back(g);
    EXPECT_EQ(page.last, part.empty() ? after : part.back().at("game").get<int>());
    EXPECT_EQ(page.more, page.last < played) << "after " << after;
    if (!page.more) break;
    after = page.last;
  }
  EXPECT_EQ(chained, all);
  const Table::Page past_the_end = h->t().games_page(played, 5);
  EXPECT_EQ(past_the_end.json, "[]");
  EXPECT_EQ(past_the_end.last, played);
  EXPECT_FALSE(past_the_end.more);
}

TEST_P(StoreGamesTest, TheLedgerListsTheStoresGamesAndNoStateCarriesThem) {
  Store store(where_);
  auto h = play_games(store, 3);
  const Json games = h->t().ledger().at("games");
  ASSERT_GE(games.size(), 3u);
  EXPECT_EQ(h->t().ledger().at("games_played"), games.size());
  EXPECT_EQ(Json(store.finished_games("t1", 0, Table::kHandsPage)), games);
  EXPECT_EQ(count("games"), std::int64_t(games.size()));
  for (std::size_t i = 0; i < games.size(); ++i) {
    const Json& g = games[i];
    EXPECT_EQ(g.at("game"), int(i) + 1);
    // The lowest total wins (five-three-five.md), and every player of the game has a total.
    ASSERT_EQ(g.at("scores").size(), 3u);
    std::int64_t lowest = g.at("scores")[0].at("score").get<std::int64_t>();
    for (const Json& s : g.at("scores")) lowest = std::min(lowest, s.at("score").get<std::int64_t>());
    ASSERT_FALSE(g.at("winners").empty());
    for (const Json& s : g.at("scores")) {
      const bool won = std::find(g.at("winners").begin(), g.at("winners").end(), s.at("name")) !=
                       g.at("winners").end();
      EXPECT_EQ(won, s.at("score").get<std::int64_t>() == lowest) << g.dump();
    }
  }
  // A state holds the game in play (its members and totals), not the games before it.
  const std::vector<Json> states = saved_states();
  ASSERT_FALSE(states.empty());
  for (const Json& state : states) {
    EXPECT_FALSE(state.at("game").contains("games")) << state.at("game").dump();
    EXPECT_TRUE(state.at("game").contains("members"));
  }
  // The next start's table lists the same games, read from the store.
  Store again(where_);
  const Table back = restored(again, *h);
  EXPECT_EQ(back.ledger(), h->t().ledger());
}

// The migration takes the games a version-6 table kept in its latest state, and those that
// ended in the events after it, or in every event when no state was kept.
TEST_P(StoreGamesTest, AVersionSixDatabasesFinishedGamesComeIntoTheStore) {
  for (const bool states : {true, false}) {
    SCOPED_TRACE(states ? "from the latest state" : "from the whole journal");
    close_database();
    open_database(GetParam());
    Json ledger;
    {
      Store store(where_);
      auto h = play_games(store, 3);
      ledger = h->t().ledger();
    }
    make_version_6(states);
    EXPECT_EQ(rows("SELECT version FROM schema_version")[0][0], "6");
    Store store(where_);
    EXPECT_EQ(rows("SELECT version FROM schema_version")[0][0], "7");
    EXPECT_EQ(Json(store.finished_games("t1", 0, Table::kHandsPage)), ledger.at("games"));
    Harness h(kFive35, kSeed, "t1");
    const Table back = restored(store, h);
    EXPECT_EQ(back.ledger(), ledger);
  }
}

}  // namespace store_games
}  // namespace cardroom::server::table_test
