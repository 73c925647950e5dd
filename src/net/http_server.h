#pragma once
// HTTP and WebSocket on one port, on Boost.Beast (the only part of cardroom that knows Beast):
// accepts connections, reads requests and messages, and hands them to an App (server/http.h).
// Every connection runs on its own strand of the io_context and has its own write queue, so a
// slow client never holds up another, or a table. With a TLS context the port speaks HTTPS and
// WSS (a plain HTTP request to it is answered 400 and closed); the limits per client
// (server/client_limits.h) are counted here.
#include <memory>
#include <string>

namespace boost::asio {
class io_context;
namespace ssl {
class context;
}
}  // namespace boost::asio

namespace cardroom::server {

class App;
class AccessLog;
class ClientLimits;

// Limits of the protocol (server-protocol.md): a WebSocket message over 16 KiB closes that
// connection with code 1009; an HTTP body over 64 KiB is answered 413.
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;
inline constexpr std::size_t kMaxBodyBytes = 64 * 1024;
// A connection that lets this many messages, or this many bytes of them, pile up unread is closed
// (1008): it cannot keep up. The bytes bound what slow readers can make the server hold: at most
// 1 MiB a connection, whatever the size of the views (a long hand's log makes them grow).
inline constexpr std::size_t kMaxQueuedMessages = 512;
inline constexpr std::size_t kMaxQueuedBytes = 1024 * 1024;

struct Listening {
  std::string host = "127.0.0.1";
  unsigned short port = 0;  // 0: any free port
  std::shared_ptr<boost::asio::ssl::context> tls;  // null: plain HTTP
  ClientLimits* limits = nullptr;  // null: no limits (and the default timeouts)
  AccessLog* access_log = nullptr;  // null: no access log
};

class HttpServer {
 public:
  // Listens on host:port. Throws std::runtime_error naming the address when it cannot (taken,
  // not an address of this machine).
  HttpServer(boost::asio::io_context& io, App& app, const Listening& listening);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  unsigned short port() const;
  // Stops accepting new connections (open ones finish on their own).
  void stop();

 private:
  struct Listener;
  std::shared_ptr<Listener> listener_;
};

}  // namespace cardroom::server
