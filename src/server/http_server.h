#pragma once
// HTTP and WebSocket on one port, on Boost.Beast (the only part of cardroom that knows Beast):
// accepts connections, reads requests and messages, and hands them to an App (server/http.h).
// Every connection runs on its own strand of the io_context and has its own write queue, so a
// slow client never holds up another, or a table.
#include <memory>
#include <string>

namespace boost::asio {
class io_context;
}

namespace cardroom::server {

class App;

// Limits of the protocol (server-protocol.md): a WebSocket message over 16 KiB closes that
// connection with code 1009; an HTTP body over 64 KiB is answered 413.
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;
inline constexpr std::size_t kMaxBodyBytes = 64 * 1024;
// A connection that lets this many messages pile up unread is closed (1008): it cannot keep up.
inline constexpr std::size_t kMaxQueuedMessages = 512;

class HttpServer {
 public:
  // Listens on host:port (port 0: any free port). Throws std::runtime_error naming the address
  // when it cannot (taken, not an address of this machine).
  HttpServer(boost::asio::io_context& io, App& app, const std::string& host, unsigned short port);
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
