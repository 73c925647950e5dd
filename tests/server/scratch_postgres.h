#pragma once
// A PostgreSQL server of the tests' own (issue 36): no mocks, no server of the machine's.
// scripts/scratch-postgres starts it in a folder, listening on a Unix socket there alone. ctest
// starts one for the whole run (the fixture `postgres.start`, which names its folder in
// CARDROOM_TEST_POSTGRES_DIR); a test binary run by hand starts its own at the first test that
// asks and stops it when the process ends. CARDROOM_TEST_POSTGRES, a connection string, names a
// server already running instead.
//
// Each test takes a database of its own on it (fresh_database) and drops it at the end.
#include <optional>
#include <string>

namespace cardroom::server::testing_support {

// The server's connection string to its `postgres` database, or nullopt with `why` set when
// PostgreSQL is not installed here. Throws std::runtime_error when it is installed but does not
// start (a broken set-up must fail the tests, not skip them).
std::optional<std::string> scratch_postgres(std::string& why);

// True when the tests must not skip for want of PostgreSQL: CARDROOM_REQUIRE_POSTGRES is set,
// as scripts/test sets it.
bool postgres_required();

// Runs `scripts/scratch-postgres COMMAND DIR` (start, halt, stop): its exit code (3: PostgreSQL
// is not installed). For a test that needs a server of its own, to stop and start.
int scratch_postgres_command(const std::string& command, const std::string& dir);

// A new empty database on the server; its connection string.
std::string fresh_database(const std::string& server);
// Drops it (closing any connection a test left open).
void drop_database(const std::string& server, const std::string& database_url);

}  // namespace cardroom::server::testing_support
