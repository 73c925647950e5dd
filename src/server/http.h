#pragma once
// The server's own small interface to the network (issue 7: Beast stays behind it). The
// network layer (server/http_server.cpp, the only file that knows Boost.Beast) turns bytes into
// these requests and WebSocket messages and hands them to an App; the App (server/room.h)
// answers through callbacks, from whichever thread it likes, so a table can answer from its own
// strand without ever blocking a network thread.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cardroom::server {

struct HttpRequest {
  HttpRequest() = default;
  // `client` last and optional: tests and the fuzzers make requests of no address.
  HttpRequest(std::string method, std::string target, std::string authorization = "",
              std::string body = "", std::string client = "")
      : method(std::move(method)),
        target(std::move(target)),
        authorization(std::move(authorization)),
        body(std::move(body)),
        client(std::move(client)) {}

  std::string method;         // "GET", "POST", "DELETE", ...
  std::string target;         // path and query, as sent: "/api/tables/ab12/hands?after=3"
  std::string authorization;  // the Authorization header ("" when absent)
  std::string body;
  // The client's address as the limits count it (server/client_limits.h: an IPv6 address by
  // its /64); "" when unknown (tests).
  std::string client;
};

struct HttpResponse {
  HttpResponse() = default;
  HttpResponse(int status, std::string content_type, std::string body)
      : status(status), content_type(std::move(content_type)), body(std::move(body)) {}

  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  // Headers of this response alone (Retry-After); those of every response (the security
  // headers, server/security_headers.h) are the network layer's.
  std::vector<std::pair<std::string, std::string>> headers;
  // A body too long to hold at once (hands.jsonl of a table that has played for months): after
  // `body`, each call gives the next piece, nullopt at the end. The network layer calls it on
  // its own thread, one piece at a time as the client reads them, and sends the response in
  // HTTP/1.1's chunks. It may throw: the connection then ends before the last chunk, which a
  // client sees as a download cut short, never as a whole one.
  std::function<std::optional<std::string>()> more;
};

// One side of an open WebSocket connection, as the App sees it. Both calls may come from any
// thread: messages are queued and written one at a time, in the order sent.
class Peer {
 public:
  virtual ~Peer() = default;
  virtual void send(std::string text) = 0;
  // Closes the connection with a WebSocket close code (1000 normal, 1008 policy, ...).
  virtual void close(int code) = 0;
};

// What the App does with one connection's messages once it has accepted it. Called on a network
// thread, one call at a time per connection.
class PeerHandler {
 public:
  virtual ~PeerHandler() = default;
  virtual void on_message(std::string text) = 0;
  // The connection is gone (closed by either side, or broken). The last call.
  virtual void on_close() = 0;
};

class App {
 public:
  virtual ~App() = default;
  using Respond = std::function<void(HttpResponse)>;
  // Answers a request by calling `respond` exactly once.
  virtual void http(HttpRequest request, Respond respond) = 0;

  // A WebSocket handshake for `request.target`. The App calls `accept` exactly once: with a
  // handler to take the connection (messages `peer` is sent before the handshake completes are
  // queued), or with nullptr and the HTTP response that refuses the handshake (403, 404).
  using Accept = std::function<void(std::shared_ptr<PeerHandler>, HttpResponse refusal)>;
  virtual void websocket(HttpRequest request, std::shared_ptr<Peer> peer, Accept accept) = 0;
};

}  // namespace cardroom::server
