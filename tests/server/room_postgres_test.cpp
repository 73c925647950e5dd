// A room whose PostgreSQL database goes away and comes back (issue 36: "the tables pause, not a
// crash or a lost action"): the table whose change is refused is put away, requests and
// handshakes for it are answered 503 while the database is gone (never a crash), and once it is
// back the next request restores the table as it was last saved, and play goes on. A server of
// the test's own, halted as a crash would halt it.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <thread>

#include "io/json_read.h"
#include "server/journal_writer.h"
#include "server/live_table.h"
#include "server/room.h"
#include "server/scratch_postgres.h"
#include "server/store.h"

namespace cardroom::server {
namespace {

namespace fs = std::filesystem;
using testing_support::scratch_postgres_command;

class RoomPostgresTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "cardroom-pg-room-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
    const int status = scratch_postgres_command("start", dir_.string());
    if (status == 3) {
      ASSERT_FALSE(testing_support::postgres_required()) << "PostgreSQL is not installed here";
      GTEST_SKIP() << "PostgreSQL is not installed here: the room on PostgreSQL is not tested";
    }
    ASSERT_EQ(status, 0) << "scripts/scratch-postgres start " << dir_;
    started_ = true;
    std::ifstream in(dir_ / "url");
    std::string url;
    std::getline(in, url);
    store_.emplace(url);
    writer_.emplace(*store_);
    room_.emplace(io_, background_, *store_, *writer_, WebFiles(""));
  }
  void TearDown() override {
    room_.reset();
    writer_.reset();
    store_.reset();
    if (started_) scratch_postgres_command("stop", dir_.string());
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }

  void run_until(const std::function<bool()>& done) {
    while (!done()) {
      if (io_.poll_one() + background_.poll_one() == 0) std::this_thread::yield();
    }
  }
  HttpResponse request(const std::string& method, const std::string& target, const std::string& body = "") {
    std::optional<HttpResponse> answer;
    room_->http({method, target, "", body, ""}, [&](HttpResponse r) { answer = std::move(r); });
    run_until([&] { return answer.has_value(); });
    return *answer;
  }
  static io::Json json(const HttpResponse& r) { return io::parse_document(r.body); }

  fs::path dir_;
  bool started_ = false;
  boost::asio::io_context io_, background_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_{io_.get_executor()};
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> background_work_{
      background_.get_executor()};
  std::optional<Store> store_;
  std::optional<JournalWriter> writer_;
  std::optional<Room> room_;
};

TEST_F(RoomPostgresTest, ATableWaitsForItsDatabaseAndComesBackAsItWasSaved) {
  const std::string id = json(request("POST", "/api/tables", R"({"name": "Friday", "seats": 3})")).at("id");
  ASSERT_EQ(request("POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})").status, 200);
  const io::Json before = json(request("GET", "/api/tables/" + id));

  ASSERT_EQ(scratch_postgres_command("halt", dir_.string()), 0);
  // Bo's seat cannot be saved: refused, never shown, and the table put away.
  const HttpResponse refused = request("POST", "/api/tables/" + id + "/seats", R"({"name": "Bo"})");
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(room_->loaded(), 0);
  // While the database is gone: 503 with Retry-After, over HTTP and for a handshake alike.
  const HttpResponse gone = request("GET", "/api/tables/" + id);
  EXPECT_EQ(gone.status, 503);
  EXPECT_NE(std::find(gone.headers.begin(), gone.headers.end(), std::pair<std::string, std::string>{"Retry-After", "2"}),
            gone.headers.end());
  std::optional<HttpResponse> handshake;
  room_->websocket({"GET", "/ws?table=" + id, "", "", ""}, nullptr,
                   [&](std::shared_ptr<PeerHandler> handler, HttpResponse r) {
                     EXPECT_EQ(handler, nullptr);
                     handshake = std::move(r);
                   });
  run_until([&] { return handshake.has_value(); });
  EXPECT_EQ(handshake->status, 503);

  // Back: the next request restores the table as it was saved (Ann alone), and play goes on.
  ASSERT_EQ(scratch_postgres_command("start", dir_.string()), 0);
  EXPECT_EQ(json(request("GET", "/api/tables/" + id)), before);
  EXPECT_EQ(room_->loaded(), 1);
  ASSERT_EQ(request("POST", "/api/tables/" + id + "/seats", R"({"name": "Bo"})").status, 200);
  EXPECT_EQ(json(request("GET", "/api/tables/" + id)).at("taken"), 2);
}

}  // namespace
}  // namespace cardroom::server
