#include "server/sql.h"

namespace cardroom::server::sql {

bool is_postgres_url(std::string_view where) {
  return where.starts_with("postgresql://") || where.starts_with("postgres://");
}

std::string redacted(const std::string& where) {
  const std::size_t scheme = where.find("://");
  const std::size_t at = where.find('@');
  if (!is_postgres_url(where) || at == std::string::npos) return where;
  const std::size_t colon = where.find(':', scheme + 3);
  if (colon == std::string::npos || colon > at) return where;
  return where.substr(0, colon) + ":***" + where.substr(at);
}

Connection::Connection(const std::string& where)
    : link_(is_postgres_url(where) ? detail::open_postgres(where) : detail::open_sqlite(where)) {}

Connection::~Connection() = default;

Statement::Statement(Connection& db, const std::string& sql) : link_(db.link_->prepare(sql)) {}

Statement::~Statement() = default;

void Statement::bind(int index, const std::optional<std::int64_t>& value) {
  if (value) return bind(index, *value);
  link_->bind_null(index);
}

void Statement::bind(int index, const std::optional<std::string>& text) {
  if (text) return bind(index, std::string_view(*text));
  link_->bind_null(index);
}

std::int64_t Statement::run() {
  while (step()) {
  }
  return link_->changes();
}

Transaction::Transaction(Connection& db) : db_(db) { db_.link_->begin(); }

Transaction::~Transaction() {
  // A failed COMMIT can leave the transaction open; ROLLBACK ends it either way. It cannot
  // throw from here, and there is nothing more to do if it fails (the connection is closing).
  if (open_) db_.link_->rollback();
}

void Transaction::commit() {
  db_.link_->commit();
  open_ = false;
}

}  // namespace cardroom::server::sql
