#pragma once
// TLS for `cardroom serve --tls-cert FILE --tls-key FILE` (docs/server.md "TLS"): HTTPS and WSS
// on the server's one port, through OpenSSL behind Boost.Asio.
#include <memory>
#include <string>

namespace boost::asio::ssl {
class context;
}

namespace cardroom::server {

// A server context holding the certificate chain (PEM) and its private key (PEM), TLS 1.2 and
// later. Throws std::runtime_error naming the file and the problem: missing, unreadable, not a
// PEM certificate or key, or a key that does not belong to the certificate.
std::shared_ptr<boost::asio::ssl::context> load_tls(const std::string& cert_file,
                                                    const std::string& key_file);

}  // namespace cardroom::server
