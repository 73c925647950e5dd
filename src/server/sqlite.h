#pragma once
// A thin RAII layer over SQLite's C API for the store (server/store.h): a connection, prepared
// statements and a write transaction. Every failure is a std::runtime_error naming the SQL it
// ran and SQLite's own message, so a log line says what went wrong where. Not thread-safe: the
// owner serialises use (the store holds a mutex).
#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cardroom::server::sql {

class Connection {
 public:
  // Opens `path` for reading and writing, creating the file if it does not exist.
  explicit Connection(const std::string& path);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  sqlite3* get() const { return db_; }
  // Runs one or more statements that return no rows we need.
  void exec(const std::string& sql);
  // Throws runtime_error("`operation`: <sqlite3_errmsg>").
  [[noreturn]] void fail(std::string_view operation) const;

 private:
  sqlite3* db_ = nullptr;
};

class Statement {
 public:
  Statement(Connection& db, std::string sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters are numbered from 1, as in SQLite; nullopt binds NULL.
  void bind(int index, std::int64_t value);
  void bind(int index, std::string_view text);
  void bind(int index, const std::string& text) { bind(index, std::string_view(text)); }
  void bind(int index, const std::optional<std::int64_t>& value);
  void bind(int index, const std::optional<std::string>& text);

  // Advances: true when a row is ready to read, false when the statement is done.
  bool step();
  // Steps a statement that returns no rows to the end.
  void run();
  int columns() const { return sqlite3_column_count(stmt_); }
  bool is_null(int column) const;
  std::int64_t integer(int column) const;
  std::string text(int column) const;

  // Ready to run again: resets the statement and clears its parameters. A statement is reset
  // before each use (Use below) so one left half-read by an exception holds no lock for long.
  void reset();

  // Resets the statement when the scope ends, whichever way it ends.
  class Use {
   public:
    explicit Use(Statement& statement) : statement_(statement) { statement_.reset(); }
    ~Use() { statement_.reset(); }
    Use(const Use&) = delete;
    Use& operator=(const Use&) = delete;

   private:
    Statement& statement_;
  };

 private:
  [[noreturn]] void fail() const;

  Connection& db_;
  std::string sql_;
  sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN IMMEDIATE (takes the write lock at once, so a busy database waits here, under
// busy_timeout, rather than failing half-way); rolled back unless commit() is reached.
class Transaction {
 public:
  explicit Transaction(Connection& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Connection& db_;
  bool open_ = true;
};

}  // namespace cardroom::server::sql
