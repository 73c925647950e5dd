#pragma once
// `cardroom serve`: opens the database, restores every table, listens, and runs until SIGINT or
// SIGTERM (server-protocol.md "Start").
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
};

// Serves until stopped; returns the exit status. Prints one line when ready:
// "cardroom serve: listening on http://HOST:PORT (N tables restored from DB)" (https:// with
// TLS). Throws std::runtime_error when it cannot start (TLS files, access log, database,
// address); the TLS files and the access log are checked before the database is opened.
int serve(const ServeOptions& options);

}  // namespace cardroom::server
