#pragma once
// The store's way to a database (server/store.h): a connection, prepared statements and a write
// transaction, over SQLite (a file path) or PostgreSQL (a `postgresql://` or `postgres://`
// connection string). The store writes one SQL for both where the two agree and asks the
// connection's dialect where they do not (schema types, the catalogue, SQLite's pragmas).
//
// Statements are written with SQLite's numbered parameters, `?1`, `?2`, ...; the PostgreSQL
// link rewrites them as `$1`, `$2`, ... Every failure is a std::runtime_error naming the SQL it
// ran and the database's own message, so a log line says what went wrong where. Not
// thread-safe: the owner serialises use (the store holds a mutex).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace cardroom::server::sql {

enum class Dialect : std::uint8_t { kSqlite, kPostgres };

// True for a PostgreSQL connection string (`postgresql://...` or `postgres://...`).
bool is_postgres_url(std::string_view where);
// The database named for a log or an error: a connection string without its password.
std::string redacted(const std::string& where);

namespace detail {

// What each database does behind the facade (sqlite.cpp, postgres.cpp).
class StatementLink {
 public:
  virtual ~StatementLink() = default;
  virtual void bind_integer(int index, std::int64_t value) = 0;
  virtual void bind_text(int index, std::string_view text) = 0;
  virtual void bind_null(int index) = 0;
  virtual bool step() = 0;
  virtual std::int64_t changes() const = 0;  // rows the finished statement changed
  virtual int columns() const = 0;
  virtual bool is_null(int column) const = 0;
  virtual std::int64_t integer(int column) const = 0;
  virtual std::string text(int column) const = 0;
  virtual void reset() = 0;
};

class ConnectionLink {
 public:
  virtual ~ConnectionLink() = default;
  virtual Dialect dialect() const = 0;
  virtual void exec(const std::string& sql) = 0;
  virtual std::unique_ptr<StatementLink> prepare(const std::string& sql) = 0;
  virtual void begin() = 0;
  virtual void commit() = 0;
  virtual void rollback() noexcept = 0;
};

std::unique_ptr<ConnectionLink> open_sqlite(const std::string& path);
std::unique_ptr<ConnectionLink> open_postgres(const std::string& url);

}  // namespace detail

class Connection {
 public:
  // A PostgreSQL connection string connects to that server; anything else is the path of an
  // SQLite file, opened for reading and writing and created if it does not exist.
  explicit Connection(const std::string& where);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  Dialect dialect() const { return link_->dialect(); }
  // Runs one or more statements that return no rows we need.
  void exec(const std::string& sql) { link_->exec(sql); }

 private:
  friend class Statement;
  friend class Transaction;
  std::unique_ptr<detail::ConnectionLink> link_;
};

class Statement {
 public:
  Statement(Connection& db, const std::string& sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters are numbered from 1; nullopt binds NULL.
  void bind(int index, std::int64_t value) { link_->bind_integer(index, value); }
  void bind(int index, std::string_view text) { link_->bind_text(index, text); }
  void bind(int index, const std::string& text) { bind(index, std::string_view(text)); }
  void bind(int index, const std::optional<std::int64_t>& value);
  void bind(int index, const std::optional<std::string>& text);

  // Advances: true when a row is ready to read, false when the statement is done.
  bool step() { return link_->step(); }
  // Steps a statement to its end; how many rows it changed.
  std::int64_t run();
  int columns() const { return link_->columns(); }
  bool is_null(int column) const { return link_->is_null(column); }
  std::int64_t integer(int column) const { return link_->integer(column); }
  std::string text(int column) const { return link_->text(column); }

  // Ready to run again: the last run forgotten and the parameters cleared. A statement is reset
  // before each use (Use below) so one left half-read by an exception holds no lock for long.
  void reset() { link_->reset(); }

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
  std::unique_ptr<detail::StatementLink> link_;
};

// A write transaction, rolled back unless commit() is reached. On SQLite it is BEGIN IMMEDIATE
// (the write lock at once, so a busy database waits here, under busy_timeout, rather than failing
// half-way); on PostgreSQL a plain BEGIN, whose rows lock as they are written.
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
