// The PostgreSQL link of server/sql.h, over libpq: statements prepared once on the server,
// parameters and results as text. A connection the server dropped is opened again at the next
// transaction, and each statement prepared again on it, so a database that comes back is used
// again without a restart (what was refused while it was gone stays refused: the caller knows).
#include <libpq-fe.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <stdexcept>
#include <vector>

#include "server/sql.h"

namespace cardroom::server::sql::detail {
namespace {

// libpq's messages end with a newline and may hold several lines: one line for a log.
std::string one_line(const char* message) {
  std::string text = message ? message : "";
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  for (char& c : text) {
    if (c == '\n' || c == '\t') c = ' ';
  }
  return text;
}

// `?1` → `$1`, outside quoted strings and names: the store writes SQLite's numbered parameters.
std::string numbered_parameters(const std::string& sql, int& count) {
  std::string out;
  out.reserve(sql.size());
  char quote = 0;
  for (std::size_t i = 0; i < sql.size(); ++i) {
    const char c = sql[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '?' && i + 1 < sql.size() && std::isdigit(static_cast<unsigned char>(sql[i + 1]))) {
      out += '$';
      int n = 0;
      while (i + 1 < sql.size() && std::isdigit(static_cast<unsigned char>(sql[i + 1]))) {
        n = n * 10 + (sql[++i] - '0');
        out += sql[i];
      }
      count = std::max(count, n);
      continue;
    }
    out += c;
  }
  return out;
}

class PostgresConnection;

class PostgresStatement final : public StatementLink {
 public:
  PostgresStatement(PostgresConnection& db, const std::string& sql);
  ~PostgresStatement() override;

  void bind_integer(int index, std::int64_t value) override { slot(index) = std::to_string(value); }
  void bind_text(int index, std::string_view text) override { slot(index) = std::string(text); }
  void bind_null(int index) override { slot(index).reset(); }
  bool step() override;
  std::int64_t changes() const override { return changes_; }
  int columns() const override { return result_ ? PQnfields(result_) : 0; }
  bool is_null(int column) const override { return PQgetisnull(result_, row_, column) != 0; }
  std::int64_t integer(int column) const override {
    return std::strtoll(PQgetvalue(result_, row_, column), nullptr, 10);
  }
  std::string text(int column) const override {
    return std::string(PQgetvalue(result_, row_, column),
                       static_cast<std::size_t>(PQgetlength(result_, row_, column)));
  }
  void reset() override {
    clear();
    for (auto& p : parameters_) p.reset();
  }

 private:
  std::optional<std::string>& slot(int index) {
    if (index < 1 || index > static_cast<int>(parameters_.size())) {
      throw std::runtime_error(sql_ + ": no parameter ?" + std::to_string(index));
    }
    return parameters_[static_cast<std::size_t>(index - 1)];
  }
  void prepare();
  void clear() {
    if (result_) PQclear(result_);
    result_ = nullptr;
    row_ = -1;
    rows_ = 0;
  }

  PostgresConnection& db_;
  std::string sql_, name_;
  std::uint64_t prepared_on_ = 0;  // the connection's generation it was prepared on
  std::vector<std::optional<std::string>> parameters_;
  PGresult* result_ = nullptr;
  int row_ = -1, rows_ = 0;
  std::int64_t changes_ = 0;
};

class PostgresConnection final : public ConnectionLink {
 public:
  explicit PostgresConnection(const std::string& url) : where_(redacted(url)) {
    conn_ = PQconnectdb(url.c_str());
    if (PQstatus(conn_) != CONNECTION_OK) {
      const std::string message = one_line(PQerrorMessage(conn_));
      PQfinish(conn_);
      throw std::runtime_error("connect " + where_ + ": " + message);
    }
    quiet();
  }
  ~PostgresConnection() override { PQfinish(conn_); }

  Dialect dialect() const override { return Dialect::kPostgres; }
  void exec(const std::string& sql) override { check(PQexec(conn_, sql.c_str()), sql); }
  std::unique_ptr<StatementLink> prepare(const std::string& sql) override {
    return std::make_unique<PostgresStatement>(*this, sql);
  }
  void begin() override {
    reconnect_if_lost();
    exec("BEGIN");
    in_transaction_ = true;
  }
  void commit() override {
    in_transaction_ = false;
    exec("COMMIT");
  }
  void rollback() noexcept override {
    in_transaction_ = false;
    if (PQstatus(conn_) == CONNECTION_OK) PQclear(PQexec(conn_, "ROLLBACK"));
  }
  // Outside a transaction a lost connection is opened again before a statement; inside one it
  // is not, since the statement would then run outside the transaction that died with it.
  void reconnect_if_lost() {
    if ((PQstatus(conn_) == CONNECTION_OK && !lost_) || in_transaction_) return;
    PQreset(conn_);
    if (PQstatus(conn_) != CONNECTION_OK) {
      throw std::runtime_error("the database " + where_ + " is unreachable: " + one_line(PQerrorMessage(conn_)));
    }
    quiet();
    lost_ = false;
    ++generation_;  // its prepared statements went with the old session
  }

  PGconn* get() const { return conn_; }
  std::uint64_t generation() const { return generation_; }
  std::string next_name() { return "cardroom_" + std::to_string(++statements_); }

  // Throws unless `result` succeeded; gives it back (or clears it when `keep` is false).
  PGresult* check(PGresult* result, const std::string& operation, bool keep = false) {
    const ExecStatusType status = PQresultStatus(result);
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) {
      if (keep) return result;
      PQclear(result);
      return nullptr;
    }
    const std::string message =
        one_line(result ? PQresultErrorMessage(result) : PQerrorMessage(conn_));
    // No SQLSTATE: libpq's own failure (the server closed the connection, the socket is gone);
    // class 08: a connection exception; 57P: the server shutting down.
    const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    const std::string code = state ? state : "";
    PQclear(result);
    if (PQstatus(conn_) != CONNECTION_OK || code.empty() || code.starts_with("08") || code.starts_with("57P")) {
      lost_ = true;
      throw std::runtime_error(operation + ": the database " + where_ + " is unreachable: " + message);
    }
    throw std::runtime_error(operation + ": " + message);
  }

 private:
  // The server's NOTICEs ("relation exists, skipping") are not ours to print.
  void quiet() {
    PQsetNoticeProcessor(conn_, [](void*, const char*) {}, nullptr);
  }

  std::string where_;
  PGconn* conn_ = nullptr;
  std::uint64_t generation_ = 1, statements_ = 0;
  bool in_transaction_ = false;
  bool lost_ = false;  // a failure said the connection is gone, whatever PQstatus says yet
};

PostgresStatement::PostgresStatement(PostgresConnection& db, const std::string& sql) : db_(db) {
  int count = 0;
  sql_ = numbered_parameters(sql, count);
  parameters_.resize(static_cast<std::size_t>(count));
  prepare();
}

PostgresStatement::~PostgresStatement() {
  clear();
  if (PQstatus(db_.get()) == CONNECTION_OK && prepared_on_ == db_.generation()) {
    PQclear(PQexec(db_.get(), ("DEALLOCATE " + name_).c_str()));
  }
}

void PostgresStatement::prepare() {
  name_ = db_.next_name();
  db_.check(PQprepare(db_.get(), name_.c_str(), sql_.c_str(), 0, nullptr), "prepare " + sql_);
  prepared_on_ = db_.generation();
}

bool PostgresStatement::step() {
  if (!result_) {
    db_.reconnect_if_lost();
    if (prepared_on_ != db_.generation()) prepare();
    std::vector<const char*> values;
    values.reserve(parameters_.size());
    for (const auto& p : parameters_) values.push_back(p ? p->c_str() : nullptr);
    result_ = db_.check(PQexecPrepared(db_.get(), name_.c_str(), static_cast<int>(values.size()), values.data(),
                                       nullptr, nullptr, 0),
                        sql_, /*keep=*/true);
    rows_ = PQntuples(result_);
    const char* changed = PQcmdTuples(result_);
    changes_ = changed && *changed ? std::strtoll(changed, nullptr, 10) : 0;
    row_ = -1;
  }
  return ++row_ < rows_;
}

}  // namespace

std::unique_ptr<ConnectionLink> open_postgres(const std::string& url) {
  return std::make_unique<PostgresConnection>(url);
}

}  // namespace cardroom::server::sql::detail
