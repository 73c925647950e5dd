#pragma once
// `cardroom serve`: opens the database, restores every table, listens, and runs until SIGINT or
// SIGTERM (server-protocol.md "Start").
#include <string>

namespace cardroom::server {

struct ServeOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port (the line printed at start names it)
  std::string db = "cardroom.sqlite";
  std::string web;   // the web app's folder ("" or missing: a page saying it is not built)
  int threads = 0;   // network and table threads; 0: one per core
};

// Serves until stopped; returns the exit status. Prints one line when ready:
// "cardroom serve: listening on http://HOST:PORT (N tables restored from DB)".
// Throws std::runtime_error when it cannot start (database, address).
int serve(const ServeOptions& options);

}  // namespace cardroom::server
