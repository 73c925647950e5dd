// The TLS port's sessions: TLS detected on the first bytes, then HttpSession and WsSession over
// a TLS stream; a plain request is answered 400.
#include <boost/beast/core/detect_ssl.hpp>

#include "net/session.h"

namespace cardroom::server::session {

namespace {

// --- the TLS port: TLS, or a plain request answered 400 ------------------------------------

class TlsDetector : public std::enable_shared_from_this<TlsDetector> {
 public:
  TlsDetector(tcp::socket&& socket, std::shared_ptr<Client> client)
      : stream_(std::move(socket)), client_(std::move(client)) {}

  void start() {
    stream_.expires_after(client_->shared->request_timeout());
    beast::async_detect_ssl(stream_, buffer_,
                            [self = shared_from_this()](error_code ec, bool tls) {
                              if (ec) return;
                              if (tls) return self->handshake();
                              self->plain();
                            });
  }

 private:
  void handshake() {
    auto tls = std::make_shared<TlsStream>(std::move(stream_), *client_->shared->tls);
    tls->async_handshake(ssl::stream_base::server, buffer_.data(),
                         [self = shared_from_this(), tls](error_code ec, std::size_t used) {
                           if (ec) {
                             self->client_->log("TLS handshake failed: " + ec.message());
                             return;
                           }
                           self->buffer_.consume(used);
                           std::make_shared<HttpSession<TlsStream>>(std::move(*tls),
                                                                    std::move(self->buffer_),
                                                                    self->client_)
                               ->read();
                         });
  }

  // Someone typed http:// for this https:// server: say so in plain words, and close.
  void plain() {
    client_->log("plain HTTP on the TLS port: 400");
    auto text = std::make_shared<std::string>(
        "HTTP/1.1 400 Bad Request\r\nServer: cardroom\r\nContent-Type: text/plain; "
        "charset=utf-8\r\nConnection: close\r\nContent-Length: 48\r\n\r\n"
        "This server speaks HTTPS: use https:// instead.\n");
    asio::async_write(stream_, asio::buffer(*text),
                      [self = shared_from_this(), text](error_code, std::size_t) {
                        error_code ignored;
                        self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                      });
  }

  beast::tcp_stream stream_;
  std::shared_ptr<Client> client_;
  beast::flat_buffer buffer_;
};

}  // namespace

void start_tls(tcp::socket&& socket, std::shared_ptr<Client> client) {
  std::make_shared<TlsDetector>(std::move(socket), std::move(client))->start();
}

}  // namespace cardroom::server::session
