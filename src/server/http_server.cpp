#include "server/http_server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <optional>
#include <stdexcept>

#include "server/http.h"

namespace cardroom::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using error_code = beast::error_code;

namespace {

constexpr auto kRequestTimeout = std::chrono::seconds(30);  // a request must arrive whole by then

HttpRequest our_request(const http::request<http::string_body>& request) {
  return {std::string(request.method_string()), std::string(request.target()),
          std::string(request[http::field::authorization]), request.body()};
}

auto beast_response(const HttpResponse& response, unsigned version, bool keep_alive) {
  auto message = std::make_shared<http::response<http::string_body>>(
      static_cast<http::status>(response.status), version);
  message->set(http::field::server, "cardroom");
  message->set(http::field::content_type, response.content_type);
  message->set(http::field::cache_control, "no-store");
  message->keep_alive(keep_alive);
  message->body() = response.body;
  message->prepare_payload();
  return message;
}

// --- a WebSocket connection ----------------------------------------------------------------

class WsSession : public Peer, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(beast::tcp_stream&& stream, http::request<http::string_body>&& request)
      : ws_(std::move(stream)), request_(std::move(request)) {}

  void start(App& app) {
    beast::get_lowest_layer(ws_).expires_never();  // the WebSocket's own timeouts take over
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& r) { r.set(http::field::server, "cardroom"); }));
    // Over the limit, Beast fails the read and closes the connection with 1009 (too big).
    ws_.read_message_max(kMaxMessageBytes);
    auto self = shared_from_this();
    app.websocket(our_request(request_), self,
                  [self](std::shared_ptr<PeerHandler> handler, HttpResponse refusal) {
                    asio::post(self->ws_.get_executor(),
                               [self, handler = std::move(handler), refusal = std::move(refusal)] {
                                 if (handler) {
                                   self->accept(handler);
                                 } else {
                                   self->refuse(refusal);
                                 }
                               });
                  });
  }

  void send(std::string text) override {
    asio::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)]() mutable {
      if (self->finished_ || self->close_code_) return;
      if (self->queue_.size() >= kMaxQueuedMessages) {
        // It cannot keep up: drop what waits (not the message being written) and close.
        self->queue_.resize(self->writing_ ? 1 : 0);
        self->close_code_ = static_cast<int>(websocket::close_code::policy_error);
      } else {
        self->queue_.push_back(std::move(text));
      }
      self->write_next();
    });
  }

  void close(int code) override {
    asio::post(ws_.get_executor(), [self = shared_from_this(), code] {
      if (self->finished_ || self->close_code_) return;
      self->close_code_ = code;
      self->write_next();
    });
  }

 private:
  void accept(std::shared_ptr<PeerHandler> handler) {
    handler_ = std::move(handler);
    ws_.async_accept(request_, [self = shared_from_this()](error_code ec) {
      if (ec) return self->finish();
      self->accepted_ = true;
      self->write_next();
      self->read();
    });
  }

  void refuse(const HttpResponse& refusal) {
    auto message = beast_response(refusal, request_.version(), false);
    http::async_write(ws_.next_layer(), *message,
                      [self = shared_from_this(), message](error_code, std::size_t) {
                        error_code ignored;
                        self->ws_.next_layer().socket().shutdown(tcp::socket::shutdown_send,
                                                                 ignored);
                      });
  }

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](error_code ec, std::size_t) {
      if (ec) return self->finish();
      if (!self->ws_.got_text()) {
        self->buffer_.consume(self->buffer_.size());
        self->send(R"({"type": "error", "message": "messages are JSON text, not binary"})");
        return self->read();
      }
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
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
                      [self = shared_from_this()](error_code ec, std::size_t) {
                        self->writing_ = false;
                        if (!self->queue_.empty()) self->queue_.pop_front();
                        if (ec) return self->finish();
                        self->write_next();
                      });
    } else if (close_code_ && !closing_) {
      closing_ = true;
      ws_.async_close(websocket::close_reason(static_cast<std::uint16_t>(*close_code_)),
                      [self = shared_from_this()](error_code) { self->finish(); });
    }
  }

  void finish() {
    if (finished_) return;
    finished_ = true;
    if (!writing_) queue_.clear();  // a write in flight still reads its message
    // The handler holds this peer: let go of it so neither keeps the other alive.
    if (auto handler = std::move(handler_)) handler->on_close();
  }

  websocket::stream<beast::tcp_stream> ws_;
  http::request<http::string_body> request_;
  beast::flat_buffer buffer_;
  std::shared_ptr<PeerHandler> handler_;
  std::deque<std::string> queue_;
  std::optional<int> close_code_;
  bool accepted_ = false, writing_ = false, closing_ = false, finished_ = false;
};

// --- an HTTP connection --------------------------------------------------------------------

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, App& app) : stream_(std::move(socket)), app_(app) {}

  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxBodyBytes);
    stream_.expires_after(kRequestTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](error_code ec, std::size_t) { self->on_read(ec); });
  }

 private:
  void on_read(error_code ec) {
    if (ec == http::error::body_limit) {
      return write({413, "application/json", R"({"error": "the body is over 64 KiB"})"}, 11, false);
    }
    if (ec) return shutdown();
    http::request<http::string_body> request = parser_->release();
    if (websocket::is_upgrade(request)) {
      std::make_shared<WsSession>(std::move(stream_), std::move(request))->start(app_);
      return;
    }
    const unsigned version = request.version();
    const bool keep_alive = request.keep_alive();
    auto self = shared_from_this();
    app_.http(our_request(request), [self, version, keep_alive](HttpResponse response) {
      asio::post(self->stream_.get_executor(),
                 [self, version, keep_alive, response = std::move(response)] {
                   self->write(response, version, keep_alive);
                 });
    });
  }

  void write(const HttpResponse& response, unsigned version, bool keep_alive) {
    auto message = beast_response(response, version, keep_alive);
    http::async_write(stream_, *message,
                      [self = shared_from_this(), message](error_code ec, std::size_t) {
                        if (ec || !message->keep_alive()) return self->shutdown();
                        self->read();
                      });
  }

  void shutdown() {
    error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  beast::tcp_stream stream_;
  App& app_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

}  // namespace

// --- listening -----------------------------------------------------------------------------

struct HttpServer::Listener : std::enable_shared_from_this<Listener> {
  Listener(asio::io_context& io, App& app) : io(io), app(app), acceptor(asio::make_strand(io)) {}

  void accept() {
    acceptor.async_accept(asio::make_strand(io),
                          [self = shared_from_this()](error_code ec, tcp::socket socket) {
                            if (ec == asio::error::operation_aborted) return;  // stopped
                            if (!ec) std::make_shared<HttpSession>(std::move(socket), self->app)->read();
                            self->accept();
                          });
  }

  asio::io_context& io;
  App& app;
  tcp::acceptor acceptor;
};

HttpServer::HttpServer(asio::io_context& io, App& app, const std::string& host,
                       unsigned short port)
    : listener_(std::make_shared<Listener>(io, app)) {
  const std::string where = host + ":" + std::to_string(port);
  error_code ec;
  const auto address = asio::ip::make_address(host, ec);
  if (ec) throw std::runtime_error("--host " + host + ": not an IP address (" + ec.message() + ")");
  const tcp::endpoint endpoint(address, port);
  tcp::acceptor& acceptor = listener_->acceptor;
  if (acceptor.open(endpoint.protocol(), ec) ||
      acceptor.set_option(asio::socket_base::reuse_address(true), ec) ||
      acceptor.bind(endpoint, ec) || acceptor.listen(asio::socket_base::max_listen_connections, ec)) {
    throw std::runtime_error("cannot listen on " + where + ": " + ec.message());
  }
  listener_->accept();
}

HttpServer::~HttpServer() { stop(); }

unsigned short HttpServer::port() const {
  error_code ec;
  return listener_->acceptor.local_endpoint(ec).port();
}

void HttpServer::stop() {
  asio::post(listener_->acceptor.get_executor(), [listener = listener_] {
    error_code ignored;
    listener->acceptor.close(ignored);
  });
}

}  // namespace cardroom::server
