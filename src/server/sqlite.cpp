// The SQLite link of server/sql.h: a thin RAII layer over SQLite's C API.
#include <sqlite3.h>

#include <stdexcept>

#include "server/sql.h"

namespace cardroom::server::sql::detail {
namespace {

class SqliteConnection;

class SqliteStatement final : public StatementLink {
 public:
  SqliteStatement(sqlite3* db, std::string sql) : db_(db), sql_(std::move(sql)) {
    if (sqlite3_prepare_v3(db_, sql_.c_str(), static_cast<int>(sql_.size()), SQLITE_PREPARE_PERSISTENT,
                           &stmt_, nullptr) != SQLITE_OK) {
      fail("prepare " + sql_);
    }
  }
  ~SqliteStatement() override { sqlite3_finalize(stmt_); }

  void bind_integer(int index, std::int64_t value) override {
    if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) fail(sql_);
  }
  void bind_text(int index, std::string_view text) override {
    if (sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT) !=
        SQLITE_OK) {
      fail(sql_);
    }
  }
  void bind_null(int index) override {
    if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) fail(sql_);
  }
  bool step() override {
    switch (sqlite3_step(stmt_)) {
      case SQLITE_ROW: return true;
      case SQLITE_DONE: return false;
      default: fail(sql_);
    }
  }
  std::int64_t changes() const override { return sqlite3_changes64(db_); }
  int columns() const override { return sqlite3_column_count(stmt_); }
  bool is_null(int column) const override { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
  std::int64_t integer(int column) const override { return sqlite3_column_int64(stmt_, column); }
  std::string text(int column) const override {
    const auto* data = sqlite3_column_text(stmt_, column);
    const int size = sqlite3_column_bytes(stmt_, column);  // after _text, as SQLite asks
    return data ? std::string(reinterpret_cast<const char*>(data), static_cast<std::size_t>(size))
                : std::string();
  }
  void reset() override {
    // sqlite3_reset repeats the last step's error, which has been reported already.
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }

 private:
  [[noreturn]] void fail(const std::string& operation) const {
    throw std::runtime_error(operation + ": " + sqlite3_errmsg(db_));
  }

  sqlite3* db_;
  std::string sql_;
  sqlite3_stmt* stmt_ = nullptr;
};

class SqliteConnection final : public ConnectionLink {
 public:
  explicit SqliteConnection(const std::string& path) {
    const int rc = sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
      // sqlite3_open_v2 may hand back a handle even on failure; it carries the message.
      const std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
      sqlite3_close(db_);
      throw std::runtime_error("open " + path + ": " + message);
    }
    sqlite3_extended_result_codes(db_, 1);
  }
  // Every statement has been finalized by now (they cannot outlive the connection they refer
  // to), so close succeeds; _v2 would defer rather than fail if one were left.
  ~SqliteConnection() override { sqlite3_close_v2(db_); }

  Dialect dialect() const override { return Dialect::kSqlite; }
  void exec(const std::string& sql) override {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
      const std::string text = message ? message : sqlite3_errmsg(db_);
      sqlite3_free(message);
      throw std::runtime_error(sql + ": " + text);
    }
  }
  std::unique_ptr<StatementLink> prepare(const std::string& sql) override {
    return std::make_unique<SqliteStatement>(db_, sql);
  }
  void begin() override { exec("BEGIN IMMEDIATE"); }
  void commit() override { exec("COMMIT"); }
  void rollback() noexcept override { sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr); }

 private:
  sqlite3* db_ = nullptr;
};

}  // namespace

std::unique_ptr<ConnectionLink> open_sqlite(const std::string& path) {
  return std::make_unique<SqliteConnection>(path);
}

}  // namespace cardroom::server::sql::detail
