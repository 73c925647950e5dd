#pragma once
// `cardroom serve`: opens the database, restores every table, listens, and runs until SIGINT or
// SIGTERM (server-protocol.md "Start").
#include <cstdint>
#include <string>

#include "server/client_limits.h"

namespace cardroom::server {

struct ServeOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port (the line printed at start names it)
  std::string db = "cardroom.sqlite";
  std::string web;   // the web app's folder ("" or missing: a page saying it is not built)
  int threads = 0;   // network and table threads; 0: one per core
  // TLS (docs/server.md "TLS"): both files (PEM) or neither. With them the port speaks HTTPS
  // and WSS only.
  std::string tls_cert, tls_key;
  LimitOptions limits;     // per client address and connection (docs/server.md "Limits")
  std::string access_log;  // "" none, "-" stderr, else a file appended to
  // Idle tables put away and finished evenings archived (docs/server.md "Idle tables and
  // archives"); 0: never.
  std::int64_t unload_after_ms = 10 * 60 * 1000;
  std::int64_t archive_after_ms = std::int64_t{30} * 24 * 3600 * 1000;
  // Several processes on one database (docs/server.md "Several processes"): this process's
  // address as the others and the players' pages reach it (http[s]://HOST[:PORT][/PREFIX],
  // checked by server::process_address); "" for a process alone on its database.
  std::string advertise;
  // A file holding the room's admin token (moving tables between processes); "": no admin.
  std::string admin_token_file;
};

// The admin token on the first line of `file` (16 characters or more); throws
// std::runtime_error naming the flag otherwise.
std::string admin_token(const std::string& file);

// A duration as the flags take it: a whole number and a unit — "90s", "10m", "2h", "30d" — or
// "0" (never). Throws InputError naming `flag` otherwise.
std::int64_t duration_ms(const std::string& text, const std::string& flag);

// Serves until stopped; returns the exit status. Prints one line when ready:
// "cardroom serve: listening on http://HOST:PORT (N tables restored from DB)" (https:// with
// TLS). Throws std::runtime_error when it cannot start (TLS files, access log, database,
// address); the TLS files and the access log are checked before the database is opened.
int serve(const ServeOptions& options);

}  // namespace cardroom::server
