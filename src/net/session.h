#pragma once
// The sessions of one connection: an HTTP session that reads requests and hands them to the App,
// and the WebSocket session it becomes on an upgrade. Templates over the stream (plain TCP, or
// TLS over it), each instantiated for each stream in a unit of its own (plain_sessions.cpp,
// tls_sessions.cpp, plain_websocket.cpp, tls_websocket.cpp): Beast's templates are the slowest
// code of the project to compile, and four units keep both cores busy. Only src/net includes
// this header.
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>

#include "net/app_request.h"
#include "net/http_server.h"
#include "net/security_headers.h"
#include "server/client_limits.h"
#include "server/http.h"
#include "server/server_log.h"

namespace cardroom::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;
using error_code = beast::error_code;

namespace session {

using PlainStream = beast::tcp_stream;
// Asio's own stream rather than beast::ssl_stream, whose handshake with bytes already read
// (after the TLS detection) does not compile as C++20 in Boost 1.81.
using TlsStream = ssl::stream<beast::tcp_stream>;

// What every connection of one server shares. Sessions hold it, so it outlives the listener.
struct Shared {
  App& app;
  ClientLimits* limits;
  AccessLog* log;
  std::shared_ptr<ssl::context> tls;
  LimitOptions options;  // the limits' timeouts and rates (defaults without limits)

  std::int64_t now() const { return limits ? limits->now() : 0; }
  std::chrono::milliseconds request_timeout() const {
    return std::chrono::milliseconds(options.request_timeout_ms);
  }
  void write_log(const std::string& address, const std::string& what) const {
    if (log) log->write(address, what);
  }
};

// One connection's client, counted against its address's connections while the connection
// lives (the HTTP session, then the WebSocket session it becomes, hold it).
struct Client {
  Client(std::shared_ptr<const Shared> shared, std::string address, std::string key)
      : shared(std::move(shared)), address(std::move(address)), key(std::move(key)) {}
  ~Client() {
    if (shared->limits) shared->limits->close(key);
  }
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;
  void log(const std::string& what) const { shared->write_log(address, what); }

  std::shared_ptr<const Shared> shared;
  std::string address, key;
};

inline HttpRequest our_request(const http::request<http::string_body>& request, const Client& client) {
  return app_request(request, client.key);
}

inline std::string request_line(const http::request<http::string_body>& request) {
  return "\"" + std::string(request.method_string()) + " " + redacted_target(request.target()) + "\"";
}

// Takes the response's body rather than copying it: a history page can be a few megabytes.
inline auto beast_response(HttpResponse response, unsigned version, bool keep_alive) {
  auto message = std::make_shared<http::response<http::string_body>>(
      static_cast<http::status>(response.status), version);
  message->set(http::field::server, "cardroom");
  message->set(http::field::content_type, response.content_type);
  message->set(http::field::cache_control, "no-store");
  for (const auto& [name, value] : kSecurityHeaders) message->set(name, value);
  for (const auto& [name, value] : response.headers) message->set(name, value);
  message->keep_alive(keep_alive);
  message->body() = std::move(response.body);
  message->prepare_payload();
  return message;
}

// `per_second` is the limit, named with the refusal's code for the app (docs/server.md).
inline HttpResponse too_many(const std::string& what, int per_second, std::int64_t retry_after_ms) {
  const std::int64_t seconds = std::max<std::int64_t>(1, (retry_after_ms + 999) / 1000);
  HttpResponse response{429, "application/json",
                        "{\"error\": \"" + what + "; try again in " + std::to_string(seconds) +
                            " s\", \"code\": \"too-many-requests\", \"values\": {\"per_second\": " +
                            std::to_string(per_second) + ", \"seconds\": " + std::to_string(seconds) +
                            "}}"};
  response.headers.emplace_back("Retry-After", std::to_string(seconds));
  return response;
}

// Ends a connection's sending side: TCP's FIN, after TLS's close_notify on a TLS stream.
template <class Stream, class Self>
void shut(Stream& stream, std::shared_ptr<Self> self) {
  if constexpr (std::is_same_v<Stream, TlsStream>) {
    beast::get_lowest_layer(stream).expires_after(self->client()->shared->request_timeout());
    stream.async_shutdown([self, &stream](error_code) {
      error_code ignored;
      beast::get_lowest_layer(stream).socket().shutdown(tcp::socket::shutdown_send, ignored);
    });
  } else {
    error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }
}

// --- a WebSocket connection ----------------------------------------------------------------

template <class Stream>
class WsSession : public Peer, public std::enable_shared_from_this<WsSession<Stream>> {
 public:
  WsSession(Stream&& stream, http::request<http::string_body>&& request,
            std::shared_ptr<Client> client)
      : ws_(std::move(stream)), request_(std::move(request)), client_(std::move(client)) {}

  void start() {
    const Shared& shared = *client_->shared;
    beast::get_lowest_layer(ws_).expires_never();  // the WebSocket's own timeouts take over
    websocket::stream_base::timeout timeout{};
    timeout.handshake_timeout = shared.request_timeout();
    // Silent for half of this: pinged; silent for all of it (no pong either): closed.
    timeout.idle_timeout = std::chrono::milliseconds(shared.options.ws_idle_timeout_ms);
    timeout.keep_alive_pings = true;
    ws_.set_option(timeout);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& r) { r.set(http::field::server, "cardroom"); }));
    // Over the limit, Beast fails the read and closes the connection with 1009 (too big).
    ws_.read_message_max(kMaxMessageBytes);
    limit_ = MessageLimit(shared.options.messages_per_second, shared.options.second_ms,
                          shared.now());
    auto self = this->shared_from_this();
    shared.app.websocket(our_request(request_, *client_), self,
                         [self](std::shared_ptr<PeerHandler> handler, HttpResponse refusal) {
                           asio::post(self->ws_.get_executor(),
                                      [self, handler = std::move(handler),
                                       refusal = std::move(refusal)] {
                                        if (handler) {
                                          self->accept(handler);
                                        } else {
                                          self->refuse(refusal);
                                        }
                                      });
                         });
  }

  void send(std::string text) override {
    asio::post(ws_.get_executor(), [self = this->shared_from_this(), text = std::move(text)]() mutable {
      if (self->finished_ || self->close_code_) return;
      const bool too_many = self->queue_.size() >= kMaxQueuedMessages;
      if (too_many || self->queued_bytes_ + text.size() > kMaxQueuedBytes) {
        // It cannot keep up: drop what waits (not the message being written) and close.
        self->drop_waiting();
        self->close_code_ = static_cast<int>(websocket::close_code::policy_error);
        self->client_->log(request_line(self->request_) + " closed 1008: " +
                           (too_many ? std::to_string(kMaxQueuedMessages) + " messages unread"
                                     : std::to_string(kMaxQueuedBytes) + " bytes unread"));
      } else {
        self->queued_bytes_ += text.size();
        self->queue_.push_back(std::move(text));
      }
      self->write_next();
    });
  }

  void close(int code) override {
    asio::post(ws_.get_executor(), [self = this->shared_from_this(), code] {
      if (self->finished_ || self->close_code_) return;
      self->close_code_ = code;
      self->write_next();
    });
  }

  const std::shared_ptr<Client>& client() const { return client_; }

 private:
  void accept(std::shared_ptr<PeerHandler> handler) {
    handler_ = std::move(handler);
    client_->log(request_line(request_) + " 101");
    ws_.async_accept(request_, [self = this->shared_from_this()](error_code ec) {
      if (ec) return self->finish();
      self->accepted_ = true;
      self->write_next();
      self->read();
    });
  }

  void refuse(const HttpResponse& refusal) {
    client_->log(request_line(request_) + " " + std::to_string(refusal.status));
    auto message = beast_response(refusal, request_.version(), false);
    // A client that does not read its refusal is not waited for longer than for a request.
    beast::get_lowest_layer(ws_).expires_after(client_->shared->request_timeout());
    http::async_write(ws_.next_layer(), *message,
                      [self = this->shared_from_this(), message](error_code, std::size_t) {
                        shut(self->ws_.next_layer(), self);
                      });
  }

  void read() {
    ws_.async_read(buffer_, [self = this->shared_from_this()](error_code ec, std::size_t) {
      if (ec) {
        if (ec == beast::error::timeout) {
          self->client_->log(request_line(self->request_) + " closed: no answer to pings");
        }
        return self->finish();
      }
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      if (self->flooding_) return self->read();  // closing: nothing more is taken
      const Shared& shared = *self->client_->shared;
      switch (self->limit_.next(shared.now())) {
        case MessageLimit::Verdict::kTake:
          break;
        case MessageLimit::Verdict::kRefuse:
          self->send(R"({"type": "error", "message": "too many messages: at most )" +
                     std::to_string(shared.options.messages_per_second) +
                     R"( a second on one connection", "code": "too-many-messages", "values": {"per_second": )" +
                     std::to_string(shared.options.messages_per_second) + "}}");
          return self->read();
        case MessageLimit::Verdict::kClose:
          self->flooding_ = true;
          self->client_->log(request_line(self->request_) +
                             " closed 1008: too many messages, sustained");
          self->close(static_cast<int>(websocket::close_code::policy_error));
          return self->read();
      }
      if (!self->ws_.got_text()) {
        self->send(R"({"type": "error", "message": "messages are JSON text, not binary", "code": "bad-request", "values": {}})");
        return self->read();
      }
      if (self->handler_) self->handler_->on_message(std::move(text));
      self->read();
    });
  }

  // Writes the next queued message, or the close once the queue is empty.
  void write_next() {
    if (!accepted_ || writing_ || finished_) return;
    if (!queue_.empty()) {
      writing_ = true;
      ws_.text(true);
      ws_.async_write(asio::buffer(queue_.front()),
                      [self = this->shared_from_this()](error_code ec, std::size_t) {
                        self->writing_ = false;
                        if (!self->queue_.empty()) {
                          self->queued_bytes_ -= self->queue_.front().size();
                          self->queue_.pop_front();
                        }
                        if (ec) return self->finish();
                        self->write_next();
                      });
    } else if (close_code_ && !closing_) {
      closing_ = true;
      ws_.async_close(websocket::close_reason(static_cast<std::uint16_t>(*close_code_)),
                      [self = this->shared_from_this()](error_code) { self->finish(); });
    }
  }

  void finish() {
    if (finished_) return;
    finished_ = true;
    drop_waiting();
    // The handler holds this peer: let go of it so neither keeps the other alive.
    if (auto handler = std::move(handler_)) handler->on_close();
  }

  // Drops the queued messages but the one being written (its write still reads it).
  void drop_waiting() {
    queue_.resize(writing_ && !queue_.empty() ? 1 : 0);
    queued_bytes_ = queue_.empty() ? 0 : queue_.front().size();
  }

  websocket::stream<Stream> ws_;
  http::request<http::string_body> request_;
  std::shared_ptr<Client> client_;
  beast::flat_buffer buffer_;
  std::shared_ptr<PeerHandler> handler_;
  std::deque<std::string> queue_;
  std::size_t queued_bytes_ = 0;  // the sizes of queue_'s messages, summed
  std::optional<int> close_code_;
  MessageLimit limit_;
  bool accepted_ = false, writing_ = false, closing_ = false, finished_ = false, flooding_ = false;
};

// Serves the WebSocket an HTTP session was upgraded to: defined with WsSession's instantiation
// for each stream in its own unit (plain_websocket.cpp, tls_websocket.cpp).
template <class Stream>
void start_websocket(Stream&& stream, http::request<http::string_body>&& request,
                     std::shared_ptr<Client> client);

// --- an HTTP connection --------------------------------------------------------------------

template <class Stream>
class HttpSession : public std::enable_shared_from_this<HttpSession<Stream>> {
 public:
  HttpSession(Stream&& stream, beast::flat_buffer&& buffer, std::shared_ptr<Client> client)
      : stream_(std::move(stream)), buffer_(std::move(buffer)), client_(std::move(client)) {}

  // Reads the next request: headers and body must arrive whole within the request timeout
  // (which also ends a keep-alive connection left idle that long).
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxBodyBytes);
    beast::get_lowest_layer(stream_).expires_after(client_->shared->request_timeout());
    http::async_read(stream_, buffer_, *parser_,
                     [self = this->shared_from_this()](error_code ec, std::size_t) { self->on_read(ec); });
  }

  const std::shared_ptr<Client>& client() const { return client_; }

 private:
  void on_read(error_code ec) {
    if (ec == http::error::body_limit) {
      client_->log("request body over 64 KiB: 413");
      return write({413, "application/json", R"({"error": "the body is over 64 KiB"})"}, 11, false);
    }
    if (ec == beast::error::timeout && parser_->got_some()) {
      client_->log("request not sent whole within " +
                   std::to_string(client_->shared->options.request_timeout_ms) + " ms: closed");
    }
    if (ec) return shut(stream_, this->shared_from_this());
    http::request<http::string_body> request = parser_->release();
    line_ = request_line(request);
    const unsigned version = request.version();
    const bool upgrade = websocket::is_upgrade(request);
    const Shared& shared = *client_->shared;
    std::int64_t retry_after_ms = 0;
    if (shared.limits && !shared.limits->request(client_->key, &retry_after_ms)) {
      return write(too_many("too many requests from your address: at most " +
                                std::to_string(shared.options.requests_per_second) + " a second",
                            shared.options.requests_per_second, retry_after_ms),
                   version, request.keep_alive() && !upgrade);
    }
    if (upgrade) {
      beast::get_lowest_layer(stream_).expires_never();
      start_websocket(std::move(stream_), std::move(request), client_);
      return;
    }
    const bool keep_alive = request.keep_alive();
    auto self = this->shared_from_this();
    shared.app.http(our_request(request, *client_), [self, version, keep_alive](HttpResponse response) {
      asio::post(self->stream_.get_executor(),
                 [self, version, keep_alive, response = std::move(response)]() mutable {
                   self->write(std::move(response), version, keep_alive);
                 });
    });
  }

  void write(HttpResponse response, unsigned version, bool keep_alive) {
    if (response.more) {
      if (version >= 11) return write_chunked(std::move(response), version, keep_alive);
      // HTTP/1.0 has no chunks: the pieces are gathered into one body.
      try {
        while (auto piece = response.more()) response.body += *piece;
      } catch (const std::exception& e) {
        client_->log(line_ + " " + std::to_string(response.status) + " cut short: " + e.what());
        return shut(stream_, this->shared_from_this());
      }
    }
    client_->log(line_ + " " + std::to_string(response.status) + " " +
                 std::to_string(response.body.size()));
    auto message = beast_response(std::move(response), version, keep_alive);
    // Writing, too, must end: a client that stops reading cannot hold the connection.
    beast::get_lowest_layer(stream_).expires_after(client_->shared->request_timeout());
    http::async_write(stream_, *message,
                      [self = this->shared_from_this(), message](error_code ec, std::size_t) {
                        if (ec) return;
                        if (!message->keep_alive()) return shut(self->stream_, self);
                        self->read();
                      });
  }

  // The header, then `body` and each piece of `more` as a chunk of its own, read from `more`
  // only once the chunk before it is written: the response never holds more than one piece.
  struct Chunks {
    http::response<http::empty_body> header;
    std::optional<http::response_serializer<http::empty_body>> serializer;
    std::function<std::optional<std::string>()> more;
    std::string piece;
    std::size_t sent = 0;
  };

  void write_chunked(HttpResponse response, unsigned version, bool keep_alive) {
    auto chunks = std::make_shared<Chunks>();
    auto& header = chunks->header;
    header.result(static_cast<http::status>(response.status));
    header.version(version);
    header.set(http::field::server, "cardroom");
    header.set(http::field::content_type, response.content_type);
    header.set(http::field::cache_control, "no-store");
    for (const auto& [name, value] : kSecurityHeaders) header.set(name, value);
    for (const auto& [name, value] : response.headers) header.set(name, value);
    header.keep_alive(keep_alive);
    header.chunked(true);
    chunks->serializer.emplace(header);
    chunks->more = std::move(response.more);
    chunks->piece = std::move(response.body);
    beast::get_lowest_layer(stream_).expires_after(client_->shared->request_timeout());
    http::async_write_header(stream_, *chunks->serializer,
                             [self = this->shared_from_this(), chunks](error_code ec, std::size_t) {
                               if (!ec) self->write_chunk(chunks);
                             });
  }

  void write_chunk(const std::shared_ptr<Chunks>& chunks) {
    // The first piece is the response's `body`; the next ones come from `more`.
    while (chunks->piece.empty()) {
      std::optional<std::string> next;
      try {
        next = chunks->more();
      } catch (const std::exception& e) {
        client_->log(line_ + " " + std::to_string(chunks->header.result_int()) + " cut short after " +
                     std::to_string(chunks->sent) + " bytes: " + e.what());
        return shut(stream_, this->shared_from_this());
      }
      if (!next) return write_last_chunk(chunks);
      chunks->piece = std::move(*next);
    }
    chunks->sent += chunks->piece.size();
    beast::get_lowest_layer(stream_).expires_after(client_->shared->request_timeout());
    asio::async_write(stream_, http::make_chunk(asio::buffer(chunks->piece)),
                      [self = this->shared_from_this(), chunks](error_code ec, std::size_t) {
                        if (ec) return;
                        chunks->piece.clear();
                        self->write_chunk(chunks);
                      });
  }

  void write_last_chunk(const std::shared_ptr<Chunks>& chunks) {
    client_->log(line_ + " " + std::to_string(chunks->header.result_int()) + " " +
                 std::to_string(chunks->sent) + " (chunked)");
    beast::get_lowest_layer(stream_).expires_after(client_->shared->request_timeout());
    asio::async_write(stream_, http::make_chunk_last(),
                      [self = this->shared_from_this(), chunks](error_code ec, std::size_t) {
                        if (ec) return;
                        if (!chunks->header.keep_alive()) return shut(self->stream_, self);
                        self->read();
                      });
  }

  Stream stream_;
  beast::flat_buffer buffer_;
  std::shared_ptr<Client> client_;
  std::string line_ = "\"?\"";
  std::optional<http::request_parser<http::string_body>> parser_;
};

// Serves a connection of the plain port (plain_sessions.cpp).
void start_plain(tcp::socket&& socket, std::shared_ptr<Client> client);
// Serves a connection of the TLS port: TLS, or a plain request answered 400 (tls_sessions.cpp).
void start_tls(tcp::socket&& socket, std::shared_ptr<Client> client);

}  // namespace session
}  // namespace cardroom::server
