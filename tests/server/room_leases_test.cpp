// Two rooms on one database, as two `cardroom serve --advertise` processes (docs/server.md
// "Several processes"), on both databases: each table served by one of them, the other
// redirecting to it, taking it over when its holder's term runs out, and a holder that lost its
// lease unable to change the table. Each room has its own store, writer and leases, as a process
// would; the wall clock of the terms is the test's, so nothing waits for time to pass.
#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "io/json_read.h"
#include "server/journal_writer.h"
#include "server/leases.h"
#include "server/live_table.h"
#include "server/room.h"
#include "server/store.h"
#include "server/store_backend.h"
#include "server/token.h"

namespace cardroom::server {
namespace {

using testing_support::StoreBackendTest;

constexpr std::int64_t kTerm = 8000;
constexpr Millis kUnload = 10 * 60 * 1000;
constexpr const char* kAdmin = "the-rooms-admin-token";

// One `cardroom serve` process: what serve() builds, without the network.
struct Process {
  static RoomOptions options(Leases& leases, const std::int64_t& clock) {
    RoomOptions o;
    o.unload_after_ms = kUnload;
    o.archive_after_ms = 0;
    o.leases = &leases;
    o.wall_clock = [&clock] { return clock; };
    o.admin_token_hash = hash_token(kAdmin);
    return o;
  }
  Process(const std::string& where, const std::string& address, const std::int64_t& clock)
      : store(where),
        leases(where, address, kTerm),
        writer(store),
        room(io, background, store, writer, WebFiles(""), nullptr,
             options(leases, clock)) {
    store.fence(address);
  }
  boost::asio::io_context io, background;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work{io.get_executor()};
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> background_work{
      background.get_executor()};
  Store store;
  Leases leases;
  JournalWriter writer;
  Room room;
};

class RoomLeases : public StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    if (IsSkipped()) return;
    a_ = std::make_unique<Process>(where_, kA, clock_);
    b_ = std::make_unique<Process>(where_, kB, clock_);
    c_ = std::make_unique<Process>(where_, kC, clock_);
  }
  void TearDown() override {
    a_.reset();
    b_.reset();
    c_.reset();
    StoreBackendTest::TearDown();
  }

  void run_until(const std::function<bool()>& done) {
    while (!done()) {
      std::size_t ran = 0;
      for (Process* p : {a_.get(), b_.get(), c_.get()}) ran += p->io.poll_one() + p->background.poll_one();
      if (ran == 0) std::this_thread::yield();
    }
  }
  void settle() {
    while (a_->io.poll() + a_->background.poll() + b_->io.poll() + b_->background.poll() +
               c_->io.poll() + c_->background.poll() > 0) {
    }
  }
  HttpResponse request(Process& p, const std::string& method, const std::string& target,
                       const std::string& body = "", const std::string& token = "") {
    std::optional<HttpResponse> answer;
    p.room.http({method, target, token.empty() ? "" : "Bearer " + token, body, ""},
                [&](HttpResponse r) { answer = std::move(r); });
    run_until([&] { return answer.has_value(); });
    return *answer;
  }
  static io::Json json(const HttpResponse& r) { return io::parse_document(r.body); }
  static std::string header(const HttpResponse& r, const std::string& name) {
    for (const auto& [key, value] : r.headers) {
      if (key == name) return value;
    }
    return "";
  }
  // A sweep at the test's wall clock; `later`: as if that long had passed with nobody connected.
  Room::Swept sweep(Process& p, Millis later = 0) {
    const Room::Swept swept = p.room.sweep(steady_now() + later, clock_);
    settle();
    return swept;
  }

  static constexpr const char* kA = "http://10.0.0.1:8080";
  static constexpr const char* kB = "http://10.0.0.2:8080/room";
  static constexpr const char* kC = "http://10.0.0.3:8080";
  std::int64_t clock_ = 1'000'000;
  std::unique_ptr<Process> a_, b_, c_;
};

TEST_P(RoomLeases, TheOtherProcessRedirectsToTheTablesHolder) {
  const io::Json opened = json(request(*a_, "POST", "/api/tables", R"({"name": "Friday", "seats": 3})"));
  const std::string id = opened.at("id");
  ASSERT_EQ(request(*a_, "POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})").status, 200);

  const std::string target = "/api/tables/" + id + "/seats";
  const HttpResponse moved = request(*b_, "POST", target, R"({"name": "Bo"})");
  EXPECT_EQ(moved.status, 307);
  EXPECT_EQ(header(moved, "Location"), std::string(kA) + target);
  EXPECT_EQ(json(moved).at("code"), "elsewhere");
  EXPECT_EQ(json(moved).at("values").at("holder"), kA);
  EXPECT_EQ(b_->room.loaded(), 0);  // B did not restore it
  EXPECT_EQ(json(request(*a_, "GET", "/api/tables/" + id)).at("taken"), 1);  // nor did Bo sit

  // A WebSocket handshake at B is answered the same way.
  std::optional<HttpResponse> refused;
  b_->room.websocket({"GET", "/ws?table=" + id, "", "", ""}, nullptr,
                     [&](std::shared_ptr<PeerHandler> handler, HttpResponse r) {
                       EXPECT_EQ(handler, nullptr);
                       refused = std::move(r);
                     });
  run_until([&] { return refused.has_value(); });
  EXPECT_EQ(refused->status, 307);
  EXPECT_EQ(header(*refused, "Location"), std::string(kA) + "/ws?table=" + id);
  EXPECT_EQ(request(*b_, "GET", "/api/tables/nosuchtable").status, 404);
}

TEST_P(RoomLeases, WhenTheHolderStopsRenewingTheOtherTakesTheTableOverAsItWas) {
  const io::Json opened = json(request(*a_, "POST", "/api/tables", R"({"name": "Friday", "seats": 3})"));
  const std::string id = opened.at("id");
  const std::string host = opened.at("host_token");
  ASSERT_EQ(request(*a_, "POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})").status, 200);
  const io::Json before = json(request(*a_, "GET", "/api/tables/" + id));

  // A renews while it lives: B takes nothing.
  clock_ += kTerm / 2;
  EXPECT_EQ(sweep(*a_).lost, 0);
  EXPECT_EQ(sweep(*b_).taken_over, 0);
  clock_ += kTerm - 1;
  EXPECT_EQ(sweep(*b_).taken_over, 0);

  // A stops renewing (killed, or frozen): one term after its last renewal, B's sweep takes the
  // table over, restored from the journal exactly as it was; the host's token still works.
  clock_ += 1;
  EXPECT_EQ(sweep(*b_).taken_over, 1);
  EXPECT_EQ(b_->room.loaded(), 1);
  EXPECT_EQ(json(request(*b_, "GET", "/api/tables/" + id)), before);
  EXPECT_EQ(request(*b_, "POST", "/api/tables/" + id + "/lock", "", host).status, 200);

  // A, frozen until now, still has the table in memory: its change is refused by the store,
  // nobody sees it, and A puts the table away; asked again, it redirects to B.
  const HttpResponse late = request(*a_, "POST", "/api/tables/" + id + "/seats", R"({"name": "Cy"})");
  EXPECT_NE(late.status, 200);
  EXPECT_EQ(a_->room.loaded(), 0);  // put away at once, its change refused
  EXPECT_EQ(sweep(*a_).lost, 0);
  EXPECT_EQ(request(*a_, "GET", "/api/tables/" + id).status, 307);
  const io::Json after = json(request(*b_, "GET", "/api/tables/" + id));
  EXPECT_EQ(after.at("taken"), 1);
  EXPECT_EQ(after.at("locked"), true);
}

TEST_P(RoomLeases, AStoppedHolderHandsItsTablesOverAtTheNextSweep) {
  const std::string id = json(request(*a_, "POST", "/api/tables", R"({"seats": 2})")).at("id");
  a_->leases.hand_over(clock_);  // what serve does at SIGTERM, once everything is saved
  EXPECT_EQ(sweep(*b_).taken_over, 1);
  EXPECT_EQ(request(*b_, "GET", "/api/tables/" + id).status, 200);
}

TEST_P(RoomLeases, TheAdminMovesATableToAnotherProcess) {
  const std::string id = json(request(*a_, "POST", "/api/tables", R"({"seats": 2})")).at("id");
  const std::string move = "/api/tables/" + id + "/move";
  const std::string to_b = std::string(R"({"to": ")") + kB + R"("})";
  EXPECT_EQ(json(request(*a_, "POST", move, to_b)).at("code"), "admin-only");
  EXPECT_EQ(json(request(*a_, "POST", move, to_b, "not-the-admin")).at("code"), "admin-only");
  EXPECT_EQ(request(*a_, "POST", move, R"({"to": 3})", kAdmin).status, 400);
  EXPECT_EQ(request(*a_, "POST", move, R"({"to": "ftp://x"})", kAdmin).status, 400);
  EXPECT_EQ(request(*b_, "POST", move, to_b, kAdmin).status, 307);  // asked of the holder
  EXPECT_EQ(a_->room.loaded(), 1);

  const HttpResponse moved = request(*a_, "POST", move, to_b, kAdmin);
  ASSERT_EQ(moved.status, 200) << moved.body;
  EXPECT_EQ(json(moved).at("holder"), kB);
  settle();
  EXPECT_EQ(a_->room.loaded(), 0);  // put away at once
  EXPECT_EQ(header(request(*a_, "GET", "/api/tables/" + id), "Location"),
            std::string(kB) + "/api/tables/" + id);
  EXPECT_EQ(sweep(*b_).taken_over, 1);  // restored at its next renewal
  EXPECT_EQ(request(*b_, "GET", "/api/tables/" + id).status, 200);
  EXPECT_EQ(sweep(*a_).lost, 0);
}

TEST_P(RoomLeases, ATablePutAwayIsGivenBackAndServedByWhoeverIsAskedNext) {
  const std::string id = json(request(*a_, "POST", "/api/tables", R"({"seats": 2})")).at("id");
  // Nobody watching for the unload time: A puts it away and gives its lease back.
  EXPECT_EQ(sweep(*a_, kUnload + 1000).unloaded, 1);
  run_until([&] { return count("leases") == 0; });  // given back once all is saved
  EXPECT_EQ(request(*b_, "GET", "/api/tables/" + id).status, 200);
  EXPECT_EQ(b_->room.loaded(), 1);
  EXPECT_EQ(request(*a_, "GET", "/api/tables/" + id).status, 307);
  EXPECT_EQ(a_->room.loaded(), 0);
}

TEST_P(RoomLeases, EveryProcessListsEveryTable) {
  const std::string friday =
      json(request(*a_, "POST", "/api/tables", R"({"name": "Friday", "seats": 3})")).at("id");
  ASSERT_EQ(request(*a_, "POST", "/api/tables", R"({"name": "Hidden", "seats": 2, "listed": false})").status, 200);
  const std::string saturday =
      json(request(*b_, "POST", "/api/tables", R"({"name": "Saturday", "seats": 2})")).at("id");
  ASSERT_EQ(request(*a_, "POST", "/api/tables/" + friday + "/seats", R"({"name": "Ann"})").status, 200);
  sweep(*a_);  // each saves its tables' entries as it renews its leases
  sweep(*b_);
  for (Process* p : {a_.get(), b_.get()}) {
    const io::Json lobby = json(request(*p, "GET", "/api/tables"));
    ASSERT_EQ(lobby.size(), 2u) << lobby.dump();  // not the unlisted one
    EXPECT_EQ(lobby[0].at("id"), friday);
    EXPECT_EQ(lobby[0].at("taken"), 1);
    EXPECT_EQ(lobby[1].at("id"), saturday);
  }
}

TEST_P(RoomLeases, TheTablesOfAProcessGoneAreSpreadOverTheLiving) {
  constexpr int kTables = 24;
  for (int i = 0; i < kTables; ++i) ASSERT_EQ(request(*a_, "POST", "/api/tables", R"({"seats": 2})").status, 200);
  // B and C serve a table each, and renew half a term later; A renews no more.
  ASSERT_EQ(request(*b_, "POST", "/api/tables", R"({"seats": 2})").status, 200);
  ASSERT_EQ(request(*c_, "POST", "/api/tables", R"({"seats": 2})").status, 200);
  clock_ += kTerm / 2;
  sweep(*b_);
  sweep(*c_);
  clock_ += kTerm / 2;  // A's term is over, not B's nor C's
  // Each of the living takes its share at its sweep: all of them between the two, each some.
  const int by_b = sweep(*b_).taken_over;
  const int by_c = sweep(*c_).taken_over;
  EXPECT_EQ(by_b + by_c, kTables);
  EXPECT_GT(by_b, 0);
  EXPECT_GT(by_c, 0);
  EXPECT_EQ(b_->room.loaded() + c_->room.loaded(), kTables + 2);
}

CARDROOM_ON_BOTH_STORES(RoomLeases);

}  // namespace
}  // namespace cardroom::server
