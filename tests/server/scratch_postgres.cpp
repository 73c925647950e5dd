#include "server/scratch_postgres.h"

#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "server/sql.h"

namespace cardroom::server::testing_support {
namespace {

namespace fs = std::filesystem;

const std::string kScript = std::string(CARDROOM_SCRIPTS) + "/scratch-postgres";

// The server this process started, stopped when the process ends.
struct OwnServer {
  fs::path dir;
  ~OwnServer() {
    const std::string stop = kScript + " stop '" + dir.string() + "' >/dev/null 2>&1";
    if (std::system(stop.c_str()) != 0) std::fprintf(stderr, "scratch PostgreSQL in %s: stop failed\n", dir.c_str());
  }
};

std::string first_line(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace

int scratch_postgres_command(const std::string& command, const std::string& dir);

namespace {

// Starts a server in a new temporary folder: its URL, or "" when PostgreSQL is not installed.
std::string start_own(std::unique_ptr<OwnServer>& own) {
  std::string pattern = (fs::temp_directory_path() / "cardroom-pg-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("scratch PostgreSQL: no temporary folder");
  own = std::make_unique<OwnServer>();
  own->dir = pattern;
  const int status = scratch_postgres_command("start", pattern);
  if (status == 3) {
    own.reset();
    fs::remove_all(pattern);
    return "";
  }
  if (status != 0) throw std::runtime_error("scratch PostgreSQL: `scripts/scratch-postgres start " + pattern + "` failed");
  return first_line(own->dir / "url");
}

std::string database_of(const std::string& url) {
  const std::size_t slash = url.find('/', url.find("://") + 3);
  const std::size_t query = url.find('?', slash);
  return url.substr(slash + 1, query == std::string::npos ? std::string::npos : query - slash - 1);
}

std::string with_database(const std::string& server, const std::string& name) {
  const std::size_t slash = server.find('/', server.find("://") + 3);
  const std::size_t query = server.find('?', slash);
  return server.substr(0, slash + 1) + name + (query == std::string::npos ? "" : server.substr(query));
}

}  // namespace

int scratch_postgres_command(const std::string& command, const std::string& dir) {
  const std::string line = kScript + " " + command + " '" + dir + "' >/dev/null";
  const int status = std::system(line.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

bool postgres_required() {
  const char* required = std::getenv("CARDROOM_REQUIRE_POSTGRES");
  return required && *required && std::string(required) != "0";
}

std::optional<std::string> scratch_postgres(std::string& why) {
  if (const char* given = std::getenv("CARDROOM_TEST_POSTGRES"); given && *given) return std::string(given);
  static std::mutex mutex;
  static std::unique_ptr<OwnServer> own;
  static std::string url;
  static bool tried = false;
  std::lock_guard lock(mutex);
  if (!tried) {
    tried = true;
    if (const char* dir = std::getenv("CARDROOM_TEST_POSTGRES_DIR"); dir && fs::exists(fs::path(dir) / "url")) {
      url = first_line(fs::path(dir) / "url");
    } else {
      url = start_own(own);
    }
  }
  if (url.empty()) {
    why = "PostgreSQL is not installed here (apt-get install postgresql-15)";
    return std::nullopt;
  }
  return url;
}

std::string fresh_database(const std::string& server) {
  static std::atomic<int> made{0};
  const std::string name = "cardroom_test_" + std::to_string(getpid()) + "_" + std::to_string(++made);
  sql::Connection db(server);
  db.exec("CREATE DATABASE " + name);
  return with_database(server, name);
}

void drop_database(const std::string& server, const std::string& database_url) {
  sql::Connection db(server);
  db.exec("DROP DATABASE IF EXISTS " + database_of(database_url) + " WITH (FORCE)");
}

}  // namespace cardroom::server::testing_support
