#pragma once
// The store's tests run against both of its databases (issue 36): an SQLite file in a fresh
// folder, and a fresh database on the tests' own PostgreSQL server (scratch_postgres.h). A suite
// written with TEST_P on StoreBackendTest runs once for each; a test of what SQLite alone does
// (its journal mode, its migrations from older files) uses SqliteStoreTest.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "server/scratch_postgres.h"
#include "server/sql.h"

namespace cardroom::server::testing_support {

enum class Backend { kSqlite, kPostgres };

inline void PrintTo(Backend backend, std::ostream* out) {
  *out << (backend == Backend::kSqlite ? "SQLite" : "PostgreSQL");
}

inline std::string backend_name(const ::testing::TestParamInfo<Backend>& info) {
  return info.param == Backend::kSqlite ? "Sqlite" : "Postgres";
}

// What both fixtures hold: the database (`where_`, what Store takes) and an auditor's reading of
// it on a connection of its own.
class StoreDatabase {
 protected:
  // Skips the test when PostgreSQL is not installed here, unless it is required.
  void open_database(Backend backend) {
    backend_ = backend;
    std::string pattern = (std::filesystem::temp_directory_path() / "cardroom-store-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
    if (backend == Backend::kSqlite) {
      where_ = (dir_ / "cardroom.sqlite").string();
      path_ = where_;
      return;
    }
    std::string why;
    const auto server = scratch_postgres(why);
    if (!server) {
      ASSERT_FALSE(postgres_required()) << why << ", and CARDROOM_REQUIRE_POSTGRES is set";
      GTEST_SKIP() << why << ": the PostgreSQL store is not tested";
    }
    server_ = *server;
    where_ = fresh_database(server_);
  }
  void close_database() {
    if (!server_.empty()) drop_database(server_, where_);
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  bool sqlite() const { return backend_ == Backend::kSqlite; }

  // The rows of a query, as text ("NULL" for NULL), the way an auditor with the database's
  // shell would read them.
  std::vector<std::vector<std::string>> rows(const std::string& query) const {
    sql::Connection db(where_);
    sql::Statement statement(db, query);
    std::vector<std::vector<std::string>> result;
    while (statement.step()) {
      std::vector<std::string> row;
      for (int i = 0; i < statement.columns(); ++i) row.push_back(statement.is_null(i) ? "NULL" : statement.text(i));
      result.push_back(std::move(row));
    }
    return result;
  }
  std::int64_t count(const std::string& table) const { return std::stoll(rows("SELECT count(*) FROM " + table)[0][0]); }
  void exec(const std::string& sql) const {
    sql::Connection db(where_);
    db.exec(sql);
  }

  Backend backend_ = Backend::kSqlite;
  std::filesystem::path dir_;  // a fresh folder, on either backend
  std::string where_;          // the SQLite file's path or the PostgreSQL database's URL
  std::string path_;           // the SQLite file's path (empty on PostgreSQL)
  std::string server_;
};

class StoreBackendTest : public ::testing::TestWithParam<Backend>, protected StoreDatabase {
 protected:
  void SetUp() override { open_database(GetParam()); }
  void TearDown() override { close_database(); }
};

class SqliteStoreTest : public ::testing::Test, protected StoreDatabase {
 protected:
  void SetUp() override { open_database(Backend::kSqlite); }
  void TearDown() override { close_database(); }
};

#define CARDROOM_ON_BOTH_STORES(suite)                                                                  \
  INSTANTIATE_TEST_SUITE_P(Stores, suite,                                                               \
                           ::testing::Values(::cardroom::server::testing_support::Backend::kSqlite,     \
                                             ::cardroom::server::testing_support::Backend::kPostgres),  \
                           ::cardroom::server::testing_support::backend_name)

}  // namespace cardroom::server::testing_support
