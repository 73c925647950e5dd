// The room (server/room.h) answering requests and messages whose bytes are not UTF-8, or cut a
// character in two: found by fuzz/http_room, each of these threw out of the room's handler —
// which, in `cardroom serve`, stopped the whole server. Each answer is JSON now, the bad bytes
// replaced. Driven like the server drives the room, without the network: an in-memory store, the
// room's io_context run one handler at a time until the answer comes (no sleeps).
#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "io/json_read.h"
#include "server/journal_writer.h"
#include "server/room.h"
#include "server/store.h"

namespace cardroom::server {
namespace room_bad_bytes {

struct SentMessages : Peer {
  std::vector<std::string> sent;
  void send(std::string text) override { sent.push_back(std::move(text)); }
  void close(int) override {}
};

class RoomBadBytes : public ::testing::Test {
 protected:
  RoomBadBytes() : store_(":memory:"), writer_(store_), room_(io_, background_, store_, writer_, WebFiles("")) {}

  HttpResponse request(const std::string& method, const std::string& target, const std::string& body = "",
                       const std::string& authorization = "") {
    std::optional<HttpResponse> answer;
    room_.http({method, target, authorization, body, ""}, [&](HttpResponse r) { answer = std::move(r); });
    while (!answer) io_.run_one();
    return *answer;
  }

  // A table with one person seated: its id and the seat's token.
  std::pair<std::string, std::string> open_table() {
    const HttpResponse opened = request("POST", "/api/tables", R"({"name": "Bytes", "seats": 2})");
    EXPECT_EQ(opened.status, 200) << opened.body;
    const std::string id = io::parse_document(opened.body).at("id");
    const HttpResponse sat = request("POST", "/api/tables/" + id + "/seats", R"({"name": "Ann"})");
    EXPECT_EQ(sat.status, 200) << sat.body;
    return {id, io::parse_document(sat.body).at("token")};
  }

  boost::asio::io_context io_, background_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_{io_.get_executor()};
  Store store_;
  JournalWriter writer_;
  Room room_;
};

// The answer's body is JSON with an "error" string (never an exception escaping).
io::Json error_body(const HttpResponse& r) {
  const io::Json body = io::parse_document(r.body);
  EXPECT_TRUE(body.contains("error") && body["error"].is_string()) << r.body;
  return body;
}

TEST_F(RoomBadBytes, AHandshakeForATableNamedInBytesThatAreNotUtf8IsRefusedAsJson) {
  open_table();
  std::optional<HttpResponse> refusal;
  bool accepted = false;
  room_.websocket({"GET", "/ws?table=%FF%FE&token=x", "", "", ""}, std::make_shared<SentMessages>(),
                  [&](std::shared_ptr<PeerHandler> handler, HttpResponse r) {
                    accepted = handler != nullptr;
                    refusal = std::move(r);
                  });
  while (!refusal) io_.run_one();
  EXPECT_FALSE(accepted);
  EXPECT_EQ(refusal->status, 404);
  EXPECT_NE(error_body(*refusal)["error"].get<std::string>().find("no table \xEF\xBF\xBD"), std::string::npos);
}

TEST_F(RoomBadBytes, AQueryValueThatIsNotUtf8IsA400AsJson) {
  const auto [id, token] = open_table();
  const HttpResponse r = request("GET", "/api/tables/" + id + "/advice?seat=%C3", "", "Bearer " + token);
  EXPECT_EQ(r.status, 400);
  error_body(r);
  const HttpResponse raw = request("GET", "/api/tables/\xC3\x28/x");
  EXPECT_EQ(raw.status, 404);
  error_body(raw);
}

// Valid UTF-8 on the wire ("é" is two bytes), but not JSON: the parser's message quotes the byte
// it stopped at, the first half of the character.
TEST_F(RoomBadBytes, AMessageThatIsNotJsonIsAnswered) {
  const auto [id, token] = open_table();
  auto peer = std::make_shared<SentMessages>();
  std::shared_ptr<PeerHandler> connection;
  bool answered = false;
  room_.websocket({"GET", "/ws?table=" + id + "&token=" + token, "", "", ""}, peer,
                  [&](std::shared_ptr<PeerHandler> handler, HttpResponse) {
                    connection = std::move(handler);
                    answered = true;
                  });
  while (!answered) io_.run_one();
  ASSERT_TRUE(connection);
  auto has_error = [&] {
    for (const auto& text : peer->sent) {
      if (io::parse_document(text).value("type", "") == "error") return true;
    }
    return false;
  };
  connection->on_message("\xC3\xA9");
  while (!has_error()) io_.run_one();
  for (const auto& text : peer->sent) {
    const io::Json message = io::parse_document(text);
    if (message.value("type", "") != "error") continue;
    EXPECT_NE(message.at("message").get<std::string>().find("malformed JSON"), std::string::npos) << text;
  }
  connection->on_close();
}

}  // namespace room_bad_bytes
}  // namespace cardroom::server
