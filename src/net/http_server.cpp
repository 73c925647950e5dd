#include "net/http_server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <stdexcept>

#include "net/session.h"

namespace cardroom::server {

// The aliases (asio, beast, tcp, error_code) are session.h's.
using session::Client;
using session::Shared;

// --- listening -----------------------------------------------------------------------------

struct HttpServer::Listener : std::enable_shared_from_this<Listener> {
  Listener(asio::io_context& io, std::shared_ptr<const Shared> shared)
      : io(io), shared(std::move(shared)), acceptor(asio::make_strand(io)) {}

  void accept() {
    acceptor.async_accept(asio::make_strand(io),
                          [self = shared_from_this()](error_code ec, tcp::socket socket) {
                            if (ec == asio::error::operation_aborted) return;  // stopped
                            if (!ec) self->start(std::move(socket));
                            self->accept();
                          });
  }

  void start(tcp::socket socket) {
    error_code ec;
    const auto endpoint = socket.remote_endpoint(ec);
    if (ec) return;  // gone already
    const std::string address = endpoint.address().to_string();
    const std::string key = ClientLimits::address_key(address);
    if (shared->limits && !shared->limits->open(key)) {
      // Over the address's connections: closed at once, before anything is read or sent.
      shared->write_log(address, "connection refused: over " +
                                     std::to_string(shared->options.connections_per_address) +
                                     " connections from this address");
      socket.close(ec);
      return;
    }
    auto client = std::make_shared<Client>(shared, address, key);
    if (shared->tls) {
      session::start_tls(std::move(socket), std::move(client));
    } else {
      session::start_plain(std::move(socket), std::move(client));
    }
  }

  asio::io_context& io;
  std::shared_ptr<const Shared> shared;
  tcp::acceptor acceptor;
};

HttpServer::HttpServer(asio::io_context& io, App& app, const Listening& listening) {
  LimitOptions options = listening.limits ? listening.limits->options() : LimitOptions{};
  if (!listening.limits) {
    options.messages_per_second = 0;  // no limits: only the timeouts, at their defaults
  }
  listener_ = std::make_shared<Listener>(
      io, std::make_shared<const Shared>(Shared{app, listening.limits, listening.access_log,
                                                listening.tls, options}));
  const std::string where = listening.host + ":" + std::to_string(listening.port);
  error_code ec;
  const auto address = asio::ip::make_address(listening.host, ec);
  if (ec) {
    throw std::runtime_error("--host " + listening.host + ": not an IP address (" + ec.message() + ")");
  }
  const tcp::endpoint endpoint(address, listening.port);
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
