// What the store on PostgreSQL must survive that SQLite's file never meets (issue 36): the
// database going away and coming back. A server of the test's own, halted as a crash would halt
// it: the event being saved is refused with a message naming the database and nothing of it is
// kept; once the server is back the same store saves the next events without a restart.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "server/scratch_postgres.h"
#include "server/store.h"

namespace cardroom::server {
namespace {

namespace fs = std::filesystem;
using io::Json;
using testing_support::scratch_postgres_command;

class StorePostgresTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "cardroom-pg-own-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
    const int status = scratch_postgres_command("start", dir_.string());
    if (status == 3) {
      ASSERT_FALSE(testing_support::postgres_required()) << "PostgreSQL is not installed here";
      GTEST_SKIP() << "PostgreSQL is not installed here: the PostgreSQL store is not tested";
    }
    ASSERT_EQ(status, 0) << "scripts/scratch-postgres start " << dir_;
    std::ifstream in(dir_ / "url");
    std::getline(in, url_);
    started_ = true;
  }
  void TearDown() override {
    if (started_) scratch_postgres_command("stop", dir_.string());
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }

  fs::path dir_;
  std::string url_;
  bool started_ = false;
};

TEST_F(StorePostgresTest, ADatabaseThatGoesAwayRefusesTheEventAndIsUsedAgainWhenItComesBack) {
  Store store(url_);
  store.create_table("t", Json{{"name", "Friday"}}, 1000);
  store.record("t", 1, Json{{"type", "presence"}});

  ASSERT_EQ(scratch_postgres_command("halt", dir_.string()), 0);
  try {
    store.record("t", 2, Json{{"type", "presence"}, {"lost", true}});
    FAIL() << "an event was taken by a database that is not there";
  } catch (const std::runtime_error& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("postgresql://postgres@/postgres"), std::string::npos) << message;
  }
  EXPECT_THROW(store.load_tables(), std::runtime_error);  // reads say so too, and change nothing

  ASSERT_EQ(scratch_postgres_command("start", dir_.string()), 0);
  store.record("t", 2, Json{{"type", "presence"}, {"back", true}});  // the same store, reconnected
  const auto tables = store.load_tables();
  ASSERT_EQ(tables.size(), 1u);
  EXPECT_EQ(tables[0].seq, 2);
  ASSERT_EQ(tables[0].events.size(), 2u);
  EXPECT_EQ(tables[0].events[1], (Json{{"type", "presence"}, {"back", true}}));
}

}  // namespace
}  // namespace cardroom::server
