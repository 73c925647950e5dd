// The room's HTTP handling, from raw bytes: the bytes are what one connection sends, read by
// Beast's request parser with the server's limits, request after request as a keep-alive
// connection is read (net/http_server.cpp), and each request handed to the Room — the App
// the server runs — as http_server.cpp hands it: its target with the query, the Authorization
// header, the body; a WebSocket upgrade goes to Room::websocket, and what follows the handshake
// is the connection's messages, one a line. The room is a fresh one for every input, on an
// in-memory SQLite store, with one table already open (a vying table or a Five Three Five one,
// by the first byte) and one person seated; in the bytes, `$ID`, `$HOST` and `$SEAT` stand for
// that table's id, its host's token and the seated player's token.
//
// What must hold: every request is answered exactly once; never 500 (an exception the server
// did not expect) nor 503; a JSON answer is JSON, an error an object with an "error" string;
// no page but the app's own files (nothing outside the web root); every WebSocket handshake is
// accepted or refused exactly once, every message sent on it is a JSON object with a "type",
// and no error says a change could not be saved.
#include <boost/asio/buffer.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "server/http.h"
#include "net/app_request.h"
#include "net/http_server.h"
#include "server/journal_writer.h"
#include "server/room.h"
#include "server/store.h"
#include "server/web_files.h"

namespace cardroom::fuzz {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using server::HttpRequest;
using server::HttpResponse;

// A connection's bytes as a synchronous stream: what Beast's reader reads from.
class MemoryStream {
 public:
  explicit MemoryStream(std::string_view bytes) : rest_(bytes) {}
  template <typename Buffers>
  std::size_t read_some(const Buffers& buffers, boost::system::error_code& ec) {
    if (rest_.empty()) {
      ec = asio::error::eof;
      return 0;
    }
    ec = {};
    const std::size_t n = asio::buffer_copy(buffers, asio::buffer(rest_.data(), rest_.size()));
    rest_.remove_prefix(n);
    return n;
  }
  template <typename Buffers>
  std::size_t read_some(const Buffers& buffers) {
    boost::system::error_code ec;
    const std::size_t n = read_some(buffers, ec);
    if (ec) throw boost::system::system_error(ec);
    return n;
  }

 private:
  std::string_view rest_;
};

// The web root: the app's page and one asset, and beside the root a file nobody may read.
struct WebRoot {
  std::filesystem::path dir;
  WebRoot() {
    dir = std::filesystem::temp_directory_path() / ("cardroom-fuzz-web-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir / "dist" / "assets");
    std::ofstream(dir / "dist" / "index.html") << "<!doctype html><title>fuzz-index</title>";
    std::ofstream(dir / "dist" / "assets" / "app.js") << "console.log('fuzz-asset')";
    std::ofstream(dir / "dist" / ".hidden") << "fuzz-secret hidden";
    std::ofstream(dir / "secret.txt") << "fuzz-secret outside";
  }
  ~WebRoot() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

const WebRoot& web_root() {
  static const WebRoot root;
  return root;
}

// Answers, peers and handshakes, from whichever thread gives them.
struct Calls {
  std::mutex mutex;
  std::vector<std::pair<std::string, std::string>> sent;  // (what, text)
  int closes = 0;
};

class FakePeer : public server::Peer {
 public:
  explicit FakePeer(std::shared_ptr<Calls> calls) : calls_(std::move(calls)) {}
  void send(std::string text) override {
    std::lock_guard lock(calls_->mutex);
    calls_->sent.emplace_back("ws", std::move(text));
  }
  void close(int) override {
    std::lock_guard lock(calls_->mutex);
    ++calls_->closes;
  }

 private:
  std::shared_ptr<Calls> calls_;
};

class Harness {
 public:
  Harness() : store_(":memory:"), writer_(store_), room_(io_, background_, store_, writer_,
                                                          server::WebFiles((web_root().dir / "dist").string())) {}

  ~Harness() { settle(); }

  // Runs the contexts until `done` or a generous deadline (an answer never given is a failure).
  template <typename Done>
  bool run_until(Done done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!done()) {
      io_.restart();
      background_.restart();
      const std::size_t ran = io_.poll() + background_.poll();
      if (std::chrono::steady_clock::now() > deadline) return false;
      if (ran == 0) std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    return true;
  }

  // Lets queued work finish (the writer's confirmations post back to the tables).
  void settle() {
    for (int i = 0; i < 3; ++i) {
      io_.restart();
      background_.restart();
      io_.poll();
      background_.poll();
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }

  HttpResponse request(HttpRequest request) {
    auto answers = std::make_shared<std::vector<HttpResponse>>();
    auto mutex = std::make_shared<std::mutex>();
    room_.http(request, [answers, mutex](HttpResponse response) {
      std::lock_guard lock(*mutex);
      answers->push_back(std::move(response));
    });
    const bool answered = run_until([&] {
      std::lock_guard lock(*mutex);
      return !answers->empty();
    });
    if (!answered) fail("no answer to " + request.method + " " + request.target);
    settle();
    std::lock_guard lock(*mutex);
    if (answers->size() != 1) fail("answered twice: " + request.method + " " + request.target);
    // A body sent in pieces (hands.jsonl) is read whole, as the network layer sends it.
    HttpResponse answer = std::move(answers->front());
    if (answer.more) {
      while (auto piece = answer.more()) answer.body += *piece;
      answer.more = nullptr;
    }
    return answer;
  }

  // The handshake; the handler when accepted.
  std::shared_ptr<server::PeerHandler> websocket(HttpRequest request, const std::shared_ptr<Calls>& calls,
                                                 int* status) {
    struct Accepted {
      std::mutex mutex;
      int calls = 0;
      std::shared_ptr<server::PeerHandler> handler;
      HttpResponse refusal;
    };
    auto accepted = std::make_shared<Accepted>();
    room_.websocket(request, std::make_shared<FakePeer>(calls),
                    [accepted](std::shared_ptr<server::PeerHandler> handler, HttpResponse refusal) {
                      std::lock_guard lock(accepted->mutex);
                      ++accepted->calls;
                      accepted->handler = std::move(handler);
                      accepted->refusal = std::move(refusal);
                    });
    const bool answered = run_until([&] {
      std::lock_guard lock(accepted->mutex);
      return accepted->calls > 0;
    });
    if (!answered) fail("no answer to the handshake at " + request.target);
    settle();
    std::lock_guard lock(accepted->mutex);
    if (accepted->calls != 1) fail("a handshake answered twice: " + request.target);
    *status = accepted->handler ? 101 : accepted->refusal.status;
    if (!accepted->handler) check_response(accepted->refusal, request);
    return accepted->handler;
  }

  void drain(const std::function<bool()>& done) {
    if (!run_until(done)) fail("the room never finished its work");
  }

  static void check_response(const HttpResponse& r, const HttpRequest& request) {
    const std::string what = request.method + " " + request.target + " -> " + std::to_string(r.status) + " " +
                             r.body.substr(0, 400);
    static const int kStatuses[] = {200, 400, 403, 404, 405, 409, 413, 429};
    FUZZ_EXPECT(std::find(std::begin(kStatuses), std::end(kStatuses), r.status) != std::end(kStatuses), what);
    FUZZ_EXPECT(r.body.find("fuzz-secret") == std::string::npos, what);
    if (r.content_type == "application/json") {
      const io::Json body = io::Json::parse(r.body, nullptr, false);
      FUZZ_EXPECT(!body.is_discarded() && (body.is_object() || body.is_array()), what);
      if (r.status != 200) FUZZ_EXPECT(body.is_object() && body.contains("error") && body["error"].is_string(), what);
    } else {
      FUZZ_EXPECT(r.status == 200, what);
    }
  }

 private:
  asio::io_context io_;
  asio::io_context background_;
  server::Store store_;
  server::JournalWriter writer_;
  server::Room room_;
};

std::string replaced(std::string text, std::string_view mark, const std::string& with) {
  for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark, at + with.size())) {
    text.replace(at, mark.size(), with);
  }
  return text;
}

void check_sent(Calls& calls) {
  std::lock_guard lock(calls.mutex);
  for (const auto& [what, text] : calls.sent) {
    const io::Json message = io::Json::parse(text, nullptr, false);
    FUZZ_EXPECT(!message.is_discarded() && message.is_object() && message.contains("type") &&
                    message["type"].is_string(),
                text.substr(0, 400));
    if (message["type"] == "error") {
      const std::string why = message.value("message", "");
      FUZZ_EXPECT(why.find("not saved") == std::string::npos && why.find("could not") == std::string::npos,
                  text.substr(0, 400));
    }
  }
}

void run(const std::uint8_t* data, std::size_t size) {
  Bytes bytes(data, size);
  const bool five35 = bytes.below(2) == 1;
  Harness room;
  // The table the bytes talk about, and one person seated at it.
  const io::Json config =
      five35 ? io::Json{{"name", "Fuzz"}, {"games", {"535"}}, {"seats", 3}, {"timer_s", 0}, {"pause_s", 0},
                        {"bots", {{{"seat", 1}, {"kind", "random"}}}}}
             : io::Json{{"name", "Fuzz"}, {"seats", 3}, {"timer_s", 0}, {"pause_s", 0}, {"hints", true},
                        {"bots", {{{"seat", 1}, {"kind", "random"}}}}};
  const HttpResponse opened = room.request({"POST", "/api/tables", "", config.dump()});
  FUZZ_EXPECT(opened.status == 200, opened.body);
  const io::Json table = io::Json::parse(opened.body);
  const std::string id = table.at("id"), host = table.at("host_token");
  const HttpResponse sat = room.request({"POST", "/api/tables/" + id + "/seats", "", R"({"name": "Ann", "seat": 0})"});
  FUZZ_EXPECT(sat.status == 200, sat.body);
  const std::string seat_token = io::Json::parse(sat.body).at("token");

  std::string stream(bytes.rest());
  stream = replaced(replaced(replaced(std::move(stream), "$ID", id), "$HOST", host), "$SEAT", seat_token);
  MemoryStream connection(stream);
  beast::flat_buffer buffer;
  auto calls = std::make_shared<Calls>();
  for (int requests = 0; requests < 64; ++requests) {
    // As HttpSession::read: a new parser for each request, the body limited.
    http::request_parser<http::string_body> parser;
    parser.body_limit(server::kMaxBodyBytes);
    beast::error_code ec;
    http::read(connection, buffer, parser, ec);
    if (ec == http::error::body_limit) break;  // answered 413, and the connection closed
    if (ec) break;                             // the connection is dropped
    http::request<http::string_body> request = parser.release();
    if (beast::websocket::is_upgrade(request)) {
      int status = 0;
      const HttpRequest asked = server::app_request(request, "");
      auto handler = room.websocket(asked, calls, &status);
      if (!handler) break;
      // The rest of the connection: text messages, one a line.
      std::string rest = beast::buffers_to_string(buffer.data());
      char chunk[4096];
      for (;;) {
        const std::size_t n = connection.read_some(asio::buffer(chunk), ec);
        if (ec) break;
        rest.append(chunk, n);
      }
      std::size_t start = 0;
      int messages = 0;
      while (start < rest.size() && messages++ < 64) {
        auto end = rest.find('\n', start);
        if (end == std::string::npos) end = rest.size();
        if (end - start > server::kMaxMessageBytes) break;  // Beast closes the connection (1009)
        handler->on_message(rest.substr(start, end - start));
        start = end + 1;
        room.settle();
      }
      handler->on_close();
      room.settle();
      break;
    }
    const bool keep_alive = request.keep_alive();
    const HttpRequest asked = server::app_request(request, "");
    Harness::check_response(room.request(asked), asked);
    if (!keep_alive) break;
  }
  // The table still answers, and everything it sent was well formed.
  const HttpRequest info{"GET", "/api/tables/" + id, "", "", ""};
  const HttpResponse after = room.request(info);
  Harness::check_response(after, info);
  FUZZ_EXPECT(after.status == 200, after.body);
  check_sent(*calls);
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  cardroom::fuzz::web_root();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cardroom::fuzz::run(data, size);
  return 0;
}
