#pragma once
// The store's schema (server/store.h) on SQLite and on PostgreSQL: created on a new database,
// brought up to date on an older one, refused when made by a newer version.
#include <cstdint>

#include "server/sql.h"

namespace cardroom::server {

// Before any statement is prepared against the tables. Throws std::runtime_error when the
// database holds a schema version this program does not know.
void prepare_schema(sql::Connection& db, std::int64_t now_ms);

}  // namespace cardroom::server
