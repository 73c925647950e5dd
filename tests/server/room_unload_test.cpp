// Idle tables put away and finished evenings archived (docs/server.md "Idle tables and
// archives"): the room's sweep is given the times it judges by, so nothing here waits for a
// clock. Driven like the server drives the room, without the network: an in-memory store, the
// room's io_contexts run one handler at a time until the answer comes.
#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "io/json_read.h"
#include "server/journal_writer.h"
#include "server/live_table.h"
#include "server/room.h"
#include "server/store.h"

namespace cardroom::server {
namespace room_unload {

struct Watching : Peer {
  std::vector<std::string> sent;
  void send(std::string text) override { sent.push_back(std::move(text)); }
  void close(int) override {}
};

constexpr Millis kUnload = 10 * 60 * 1000;
constexpr std::int64_t kArchive = std::int64_t{30} * 24 * 3600 * 1000;
constexpr std::int64_t kLongAgo = 1'000'000;  // unix ms the store stamps events with, here

class RoomUnload : public ::testing::Test {
 protected:
  static RoomOptions options() {
    RoomOptions o;
    o.unload_after_ms = kUnload;
    o.archive_after_ms = kArchive;
    return o;
  }
  RoomUnload()
      : store_(":memory:"), writer_(store_),
        room_(io_, background_, store_, writer_, WebFiles(""), nullptr, options()) {
    store_.set_clock([] { return kLongAgo; });
  }

  // Runs both contexts' ready handlers until `done` (the writer's thread answers in between).
  void run_until(const std::function<bool()>& done) {
    while (!done()) {
      if (io_.poll_one() + background_.poll_one() == 0) std::this_thread::yield();
    }
  }
  HttpResponse request(const std::string& method, const std::string& target, const std::string& body = "",
                       const std::string& token = "") {
    std::optional<HttpResponse> answer;
    room_.http({method, target, token.empty() ? "" : "Bearer " + token, body, ""},
               [&](HttpResponse r) { answer = std::move(r); });
    run_until([&] { return answer.has_value(); });
    return *answer;
  }
  io::Json json(const HttpResponse& r) { return io::parse_document(r.body); }
  // Sweeps as if `later` ms had passed with nobody connected, and lets the tables put away
  // finish saving.
  Room::Swept sweep(Millis later, std::int64_t wall = kLongAgo) {
    const Room::Swept swept = room_.sweep(steady_now() + later, wall);
    while (io_.poll() + background_.poll() > 0) {
    }
    return swept;
  }

  boost::asio::io_context io_, background_;
  // Neither context stops when it runs out of handlers for a moment (the writer answers later).
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_{io_.get_executor()};
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> background_work_{
      background_.get_executor()};
  Store store_;
  JournalWriter writer_;
  Room room_;
};

TEST_F(RoomUnload, ATableNobodyWatchesIsPutAwayAndComesBackOnTheNextRequest) {
  const io::Json opened = json(request("POST", "/api/tables", R"({"name": "Friday", "seats": 3})"));
  const std::string id = opened.at("id");
  const std::string host = opened.at("host_token");
  ASSERT_EQ(request("POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})").status, 200);
  const io::Json before = json(request("GET", "/api/tables/" + id));
  EXPECT_EQ(room_.loaded(), 1);

  EXPECT_EQ(sweep(kUnload - 1000).unloaded, 0);  // not idle long enough
  EXPECT_EQ(sweep(kUnload + 1000).unloaded, 1);
  EXPECT_EQ(room_.loaded(), 0);
  // Still in the lobby, as it was.
  const io::Json lobby = json(request("GET", "/api/tables"));
  ASSERT_EQ(lobby.size(), 1u);
  EXPECT_EQ(lobby[0].at("id"), id);
  EXPECT_EQ(lobby[0].at("taken"), 1);
  // Any request naming it restores it, exactly as it was; the host's token still works.
  EXPECT_EQ(json(request("GET", "/api/tables/" + id)), before);
  EXPECT_EQ(room_.loaded(), 1);
  EXPECT_EQ(request("POST", "/api/tables/" + id + "/lock", "", host).status, 200);
  EXPECT_EQ(request("GET", "/api/tables/nosuchtable").status, 404);
}

TEST_F(RoomUnload, AWatchedTableStaysAndAWebSocketBringsOneBack) {
  const std::string id = json(request("POST", "/api/tables", R"({"seats": 2})")).at("id");
  const std::string token = json(request("POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})")).at("token");
  const auto watch = [&] {
    auto peer = std::make_shared<Watching>();
    std::shared_ptr<PeerHandler> handler;
    bool answered = false;
    room_.websocket({"GET", "/ws?table=" + id + "&token=" + token, "", "", ""}, peer,
                    [&](std::shared_ptr<PeerHandler> h, HttpResponse) {
                      handler = std::move(h);
                      answered = true;
                    });
    run_until([&] { return answered; });
    return std::pair{peer, handler};
  };
  auto [peer, handler] = watch();
  ASSERT_NE(handler, nullptr);
  run_until([&] { return !peer->sent.empty(); });
  EXPECT_EQ(sweep(kUnload * 100).unloaded, 0);  // watched: stays, however long
  handler->on_close();
  run_until([&] { return room_.sweep(steady_now() + kUnload + 1000, kLongAgo).unloaded == 1; });
  while (io_.poll() > 0) {
  }
  EXPECT_EQ(room_.loaded(), 0);
  auto [again, handler2] = watch();  // the page reconnecting
  ASSERT_NE(handler2, nullptr);
  run_until([&] { return !again->sent.empty(); });
  EXPECT_EQ(io::parse_document(again->sent.front()).at("you"), 0);
  EXPECT_EQ(room_.loaded(), 1);
}

TEST_F(RoomUnload, ABotsOnlyTableIsKeptWhilePlayingAndPutAwayPaused) {
  const io::Json opened = json(request("POST", "/api/tables", R"({"seats": 2, "bots": [
      {"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})"));
  const std::string id = opened.at("id");
  run_until([&] { return json(request("GET", "/api/tables/" + id)).at("hands_played") == 0; });
  EXPECT_EQ(sweep(kUnload * 100).unloaded, 0);  // it plays on its own: kept
  ASSERT_EQ(request("POST", "/api/tables/" + id + "/pause", R"({"now": true})",
                    opened.at("host_token").get<std::string>()).status, 200);
  EXPECT_EQ(sweep(kUnload + 1000).unloaded, 1);  // paused: nothing to do, put away
  EXPECT_EQ(json(request("GET", "/api/tables/" + id)).at("paused"), true);
}

TEST_F(RoomUnload, AFinishedEveningIsArchivedOutOfTheLobbyWithItsHistoryKept) {
  const io::Json opened = json(request("POST", "/api/tables", R"({"name": "Old", "seats": 2})"));
  const std::string id = opened.at("id");
  ASSERT_EQ(request("POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})").status, 200);
  const io::Json ledger = json(request("GET", "/api/tables/" + id + "/ledger"));
  // In memory it is not finished, however old its last event.
  EXPECT_EQ(room_.sweep(steady_now(), kLongAgo + 2 * kArchive).archived, 0);
  EXPECT_EQ(sweep(kUnload + 1000, kLongAgo + kArchive - 1000).archived, 0);  // put away, not old enough
  EXPECT_EQ(sweep(kUnload + 1000, kLongAgo + kArchive + 1000).archived, 1);
  EXPECT_TRUE(json(request("GET", "/api/tables")).empty());  // out of the lobby
  EXPECT_TRUE(store_.load_tables().empty());                  // not loaded at start
  // Its link still works: the ledger, the history.
  EXPECT_EQ(json(request("GET", "/api/tables/" + id + "/ledger")), ledger);
  EXPECT_EQ(request("GET", "/api/tables/" + id + "/hands?after=0").status, 200);
  // Played again, it is a live table again.
  ASSERT_EQ(request("POST", "/api/tables/" + id + "/seats", R"({"name": "Bo"})").status, 200);
  EXPECT_EQ(store_.load_tables().size(), 1u);
  EXPECT_EQ(json(request("GET", "/api/tables")).size(), 1u);
}

}  // namespace room_unload
}  // namespace cardroom::server
