// `cardroom serve`: the online card room (docs/server.md, server-protocol.md).
#include <filesystem>
#include <memory>

#include "cli/command.h"
#include "core/input_error.h"
#include "server/serve.h"

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
  app->add_option("--db", o->db, "SQLite database file (created on first start)")
      ->capture_default_str();
  app->add_option("--web", o->web, "Folder of the built web app (default: web/dist of this build)")
      ->capture_default_str();
  app->add_option("--threads", o->threads, "Threads for connections and tables (0: one per core)")
      ->capture_default_str()
      ->check(CLI::Range(0, 256));
  command.app = app;
  command.run = [o] {
    try {
      return server::serve(*o);
    } catch (const std::runtime_error& e) {
      throw InputError(std::string("serve: ") + e.what());
    }
  };
  return command;
}

}  // namespace cardroom::cli
