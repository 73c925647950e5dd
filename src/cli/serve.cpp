// `cardroom serve`: the online card room (docs/server.md, server-protocol.md).
#include <filesystem>
#include <memory>

#include "cli/command.h"
#include "core/input_error.h"
#include "net/serve.h"
#include "server/leases.h"

namespace cardroom::cli {

namespace {

// The web app built by ./scripts/setup, when the server runs from this checkout's build.
std::string default_web_folder() {
#ifdef CARDROOM_WEB_DIST
  if (std::filesystem::exists(CARDROOM_WEB_DIST "/index.html")) return CARDROOM_WEB_DIST;
#endif
  return "";
}

}  // namespace

Command add_serve_command(CLI::App& parent) {
  auto o = std::make_shared<server::ServeOptions>();
  o->web = default_web_folder();
  Command command;
  CLI::App* app = parent.add_subcommand(
      "serve",
      "Serve tables online: the web app at /, the JSON API under /api/, WebSockets at /ws "
      "(docs/server.md)");
  app->add_option("--host", o->host, "Address to listen on (0.0.0.0: every interface)")
      ->capture_default_str();
  app->add_option("--port", o->port, "Port to listen on (0: any free port, printed at start)")
      ->capture_default_str();
  app->add_option("--db", o->db,
                  "Where the tables are kept: an SQLite file (created on first start) or a "
                  "PostgreSQL database (postgresql://USER@HOST/DB; docs/server.md)")
      ->capture_default_str();
  app->add_option("--web", o->web, "Folder of the built web app (default: web/dist of this build)")
      ->capture_default_str();
  app->add_option("--threads", o->threads, "Threads for connections and tables (0: one per core)")
      ->capture_default_str()
      ->check(CLI::Range(0, 256));
  // On the open internet (docs/server.md "TLS", "Limits", "Logs").
  app->add_option("--tls-cert", o->tls_cert,
                  "Certificate chain (PEM, e.g. Let's Encrypt's fullchain.pem): serve HTTPS and WSS");
  app->add_option("--tls-key", o->tls_key, "The certificate's private key (PEM, e.g. privkey.pem)");
  server::LimitOptions& l = o->limits;
  app->add_option("--max-connections", l.connections_per_address,
                  "Open connections per client address (0: no limit)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  app->add_option("--tables-per-minute", l.tables_per_minute,
                  "New tables per client address per minute, else 429 (0: no limit)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  app->add_option("--requests-per-second", l.requests_per_second,
                  "HTTP requests per client address per second, else 429 (0: no limit)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  app->add_option("--messages-per-second", l.messages_per_second,
                  "WebSocket messages per connection per second, else an error; closed when "
                  "it goes on (0: no limit)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  app->add_option("--request-timeout-ms", l.request_timeout_ms,
                  "Time to send a request's headers and body (and the TLS handshake)")
      ->capture_default_str()
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{3'600'000}));
  app->add_option("--ws-idle-timeout-ms", l.ws_idle_timeout_ms,
                  "A silent WebSocket is pinged at half this and closed at this")
      ->capture_default_str()
      ->check(CLI::Range(std::int64_t{2}, std::int64_t{86'400'000}));
  app->add_option("--limits-second-ms", l.second_ms,
                  "How long the limits' second lasts (tests stretch it so bursts cannot race "
                  "the clock)")
      ->capture_default_str()
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{86'400'000}));
  app->add_option("--access-log", o->access_log,
                  "Append a line per request to FILE ('-': stderr); tokens and cards redacted");
  auto unload_after = std::make_shared<std::string>("10m");
  auto archive_after = std::make_shared<std::string>("30d");
  app->add_option("--unload-after", *unload_after,
                  "Put a table away (out of memory, back on the next request) once nobody has "
                  "been connected for DURATION (90s, 10m, 2h; 0: never); a table of bots alone "
                  "only while it has nothing to play")
      ->capture_default_str();
  app->add_option("--archive-after", *archive_after,
                  "Archive a table put away with no event for DURATION (30d; 0: never): its "
                  "journal folded into its last state, out of the lobby, its history kept")
      ->capture_default_str();
  app->add_option("--advertise", o->advertise,
                  "Share the database with other cardroom serve processes: this one's address as "
                  "they and the players' pages reach it (http://HOST:PORT or https://HOST/PREFIX); "
                  "each table is served by one process at a time, the others redirect to it and "
                  "take its tables over when it stops (docs/server.md \"Several processes\")");
  app->add_option("--admin-token-file", o->admin_token_file,
                  "A file whose first line is the room's admin token, which moves a table to "
                  "another process: POST /api/tables/ID/move {\"to\": ADDRESS}");
  command.app = app;
  command.run = [o, unload_after, archive_after] {
    if (!o->advertise.empty()) o->advertise = server::process_address(o->advertise, "serve: --advertise");
    o->unload_after_ms = server::duration_ms(*unload_after, "serve: --unload-after");
    o->archive_after_ms = server::duration_ms(*archive_after, "serve: --archive-after");
    try {
      return server::serve(*o);
    } catch (const std::runtime_error& e) {
      throw InputError(std::string("serve: ") + e.what());
    }
  };
  return command;
}

}  // namespace cardroom::cli
