// The store's version 4: rebuys in the typed ledger, chat lines saved outside the events'
// numbering and given back (the last ones) with their table, and a version 3 database brought
// up to date in place with its ledger kept.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "server/journal_writer.h"
#include "server/old_schema.h"
#include "server/sql.h"
#include "server/store_backend.h"
#include "server/store.h"

namespace cardroom::server {
namespace {

namespace fs = std::filesystem;
using io::Json;

// The chat on both stores; the migration from version 3, on SQLite alone (the only store that had one).
class StoreChatTest : public testing_support::StoreBackendTest {
 protected:
  std::string one(const std::string& query) const {
    const auto found = rows(query);
    return found.empty() ? "" : found[0][0];
  }
};
CARDROOM_ON_BOTH_STORES(StoreChatTest);

class StoreChatMigrationTest : public testing_support::SqliteStoreTest {
 protected:
  std::string one(const std::string& query) const {
    const auto found = rows(query);
    return found.empty() ? "" : found[0][0];
  }
};

Json line(int i) {
  return {{"type", "chat"}, {"seat", 1}, {"name", "Bo"}, {"text", "<b>line " + std::to_string(i) + "</b>"}, {"at", 1000 + i}};
}

TEST_P(StoreChatTest, ChatLinesComeBackWithTheirTableOutsideTheNumbering) {
  {
    Store store(where_);
    store.create_table("t1", Json{{"name", "T"}}, 1, 7, "h");
    store.create_table("t2", Json{{"name", "U"}}, 2, 8, "h");
    store.record("t1", 1, Json{{"type", "presence"}});
    for (int i = 0; i < 250; ++i) store.record_chat("t1", line(i));
    store.record_chat("t2", line(-1));
    store.record("t1", 2, Json{{"type", "presence"}});  // the seq goes on from 1, not from the chat
  }
  EXPECT_EQ(one("SELECT count(*) FROM chat WHERE table_id = 't1'"), "250");
  EXPECT_EQ(one("SELECT text FROM chat WHERE table_id = 't1' ORDER BY id LIMIT 1"), "<b>line 0</b>");
  Store store(where_);
  const auto tables = store.load_tables();
  ASSERT_EQ(tables.size(), 2u);
  EXPECT_EQ(tables[0].seq, 2);
  ASSERT_GE(tables[0].chat.size(), 100u);
  EXPECT_EQ(tables[0].chat.back(), line(249));
  EXPECT_EQ(tables[0].chat[tables[0].chat.size() - 100], line(150));
  EXPECT_EQ(tables[1].chat, (std::vector<Json>{line(-1)}));
}

TEST_P(StoreChatTest, TheWriterSavesChatInOrderWithTheEvents) {
  {
    Store store(where_);
    store.create_table("t1", Json{{"name", "T"}}, 1, 7, "h");
    JournalWriter writer(store);
    writer.record("t1", 1, Json{{"type", "presence"}});
    writer.record_chat("t1", line(1));
    writer.record("t1", 2, Json{{"type", "presence"}});
  }  // the writer saves everything before it stops
  Store store(where_);
  const auto tables = store.load_tables();
  EXPECT_EQ(tables[0].seq, 2);
  EXPECT_EQ(tables[0].chat, (std::vector<Json>{line(1)}));
}

TEST_P(StoreChatTest, RebuysAreInTheTypedLedger) {
  Store store(where_);
  store.create_table("t1", Json{{"name", "T"}}, 1, 7, "h");
  store.record("t1", 1, Json{{"type", "sit"}, {"seat", 0}, {"name", "Ann"}, {"token_hash", "x"}, {"bot", nullptr}, {"stack", 20}});
  store.record("t1", 2, Json{{"type", "rebuy"}, {"seat", 0}, {"name", "Ann"}, {"chips", 15}});
  store.record("t1", 3, Json{{"type", "rebuy"}, {"seat", 0}, {"name", "Ann"}, {"chips", 0}, {"request", 1}});
  EXPECT_EQ(store.ledger("t1"), (Json::array({{{"seat", 0}, {"name", "Ann"}, {"kind", "buy-in"}, {"chips", 20}},
                                              {{"seat", 0}, {"name", "Ann"}, {"kind", "rebuy"}, {"chips", 15}}})));
}

TEST_F(StoreChatMigrationTest, AVersionThreeDatabaseIsBroughtUpToDate) {
  {
    // Version 4 as it was written (tests/server/old_schema.h), then back to what version 3 had:
    // its ledger's CHECK, no chat table.
    sql::Connection db(path_);
    db.exec(old_schema::kVersion4);
    db.exec(R"sql(
      INSERT INTO tables(id, config, created_ms, seed, host_token_hash, seq) VALUES('t1', '{"name":"T"}', 1, '7', 'h', 1);
      INSERT INTO events(table_id, seq, event) VALUES('t1', 1, '{"bot":null,"name":"Ann","seat":0,"stack":20,"token_hash":"x","type":"sit"}');
      INSERT INTO seats VALUES('t1', 0, 'Ann', 'x', NULL);
      INSERT INTO ledger(table_id, seat, name, kind, chips) VALUES('t1', 0, 'Ann', 'buy-in', 20);)sql");
    db.exec(R"sql(
      DROP TABLE chat;
      CREATE TABLE ledger_3(id INTEGER PRIMARY KEY AUTOINCREMENT, table_id TEXT NOT NULL REFERENCES tables(id),
        seat INTEGER, name TEXT, kind TEXT NOT NULL CHECK(kind IN ('buy-in', 'cash-out')), chips INTEGER NOT NULL);
      INSERT INTO ledger_3 SELECT * FROM ledger;
      DROP TABLE ledger;
      ALTER TABLE ledger_3 RENAME TO ledger;
      UPDATE schema_version SET version = 3;)sql");
  }
  Store store(where_);
  EXPECT_EQ(one("SELECT version FROM schema_version"), "7");
  EXPECT_EQ(store.ledger("t1").size(), 1u);
  store.record("t1", 2, Json{{"type", "rebuy"}, {"seat", 0}, {"name", "Ann"}, {"chips", 5}});
  store.record_chat("t1", line(1));
  EXPECT_EQ(store.ledger("t1").size(), 2u);
  EXPECT_EQ(store.load_tables()[0].chat.size(), 1u);
}

}  // namespace
}  // namespace cardroom::server
