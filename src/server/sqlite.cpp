#include "server/sqlite.h"

#include <stdexcept>

namespace cardroom::server::sql {

Connection::Connection(const std::string& path) {
  const int rc =
      sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (rc != SQLITE_OK) {
    // sqlite3_open_v2 may hand back a handle even on failure; it carries the message.
    const std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    throw std::runtime_error("open " + path + ": " + message);
  }
  sqlite3_extended_result_codes(db_, 1);
}

Connection::~Connection() {
  // Every Statement has been finalized by now (they cannot outlive the connection they refer
  // to), so close succeeds; _v2 would defer rather than fail if one were left.
  sqlite3_close_v2(db_);
}

void Connection::exec(const std::string& sql) {
  char* message = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    const std::string text = message ? message : sqlite3_errmsg(db_);
    sqlite3_free(message);
    throw std::runtime_error(sql + ": " + text);
  }
}

void Connection::fail(std::string_view operation) const {
  throw std::runtime_error(std::string(operation) + ": " + sqlite3_errmsg(db_));
}

Statement::Statement(Connection& db, std::string sql) : db_(db), sql_(std::move(sql)) {
  if (sqlite3_prepare_v3(db_.get(), sql_.c_str(), static_cast<int>(sql_.size()),
                         SQLITE_PREPARE_PERSISTENT, &stmt_, nullptr) != SQLITE_OK) {
    db_.fail("prepare " + sql_);
  }
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

void Statement::fail() const { db_.fail(sql_); }

void Statement::bind(int index, std::int64_t value) {
  if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) fail();
}

void Statement::bind(int index, std::string_view text) {
  if (sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()),
                        SQLITE_TRANSIENT) != SQLITE_OK) {
    fail();
  }
}

void Statement::bind(int index, const std::optional<std::int64_t>& value) {
  if (value) return bind(index, *value);
  if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) fail();
}

void Statement::bind(int index, const std::optional<std::string>& text) {
  if (text) return bind(index, std::string_view(*text));
  if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) fail();
}

bool Statement::step() {
  switch (sqlite3_step(stmt_)) {
    case SQLITE_ROW:
      return true;
    case SQLITE_DONE:
      return false;
    default:
      fail();
  }
}

void Statement::run() {
  while (step()) {
  }
}

bool Statement::is_null(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

std::string Statement::text(int column) const {
  const auto* data = sqlite3_column_text(stmt_, column);
  const int size = sqlite3_column_bytes(stmt_, column);  // after _text, as SQLite asks
  return data ? std::string(reinterpret_cast<const char*>(data), static_cast<std::size_t>(size))
              : std::string();
}

void Statement::reset() {
  // sqlite3_reset repeats the last step's error, which has been reported already.
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

Transaction::Transaction(Connection& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!open_) return;
  // A failed COMMIT can leave the transaction open; ROLLBACK ends it either way. It cannot
  // throw from here, and there is nothing more to do if it fails (the connection is closing).
  sqlite3_exec(db_.get(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  db_.exec("COMMIT");
  open_ = false;
}

}  // namespace cardroom::server::sql
