#include "net/tls.h"

#include <openssl/err.h>
#include <openssl/ssl.h>

#include <boost/asio/ssl/context.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace cardroom::server {

namespace {

namespace ssl = boost::asio::ssl;

// OpenSSL's own words for what went wrong last (its error queue), emptied.
std::string openssl_reason() {
  std::string reason;
  while (const unsigned long code = ERR_get_error()) {
    char text[256];
    ERR_error_string_n(code, text, sizeof text);
    if (reason.empty()) reason = text;
  }
  return reason.empty() ? "unknown error" : reason;
}

// Checked before OpenSSL sees the file, so that "no such file" and "cannot read" are said as
// such rather than as a PEM error.
void check_readable(const std::string& flag, const std::string& file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) {
    throw std::runtime_error(flag + " " + file + ": no such file");
  }
  if (std::filesystem::is_directory(file, ec)) {
    throw std::runtime_error(flag + " " + file + ": a folder, not a file");
  }
  std::FILE* in = std::fopen(file.c_str(), "rb");
  if (!in) throw std::runtime_error(flag + " " + file + ": cannot read it (" + std::strerror(errno) + ")");
  std::fclose(in);
}

}  // namespace

std::shared_ptr<ssl::context> load_tls(const std::string& cert_file, const std::string& key_file) {
  check_readable("--tls-cert", cert_file);
  check_readable("--tls-key", key_file);
  auto context = std::make_shared<ssl::context>(ssl::context::tls_server);
  context->set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 |
                       ssl::context::no_sslv3 | ssl::context::no_tlsv1 |
                       ssl::context::no_tlsv1_1 | ssl::context::single_dh_use);
  SSL_CTX* native = context->native_handle();
  ERR_clear_error();
  // The chain: the server's certificate first, then any intermediates (Let's Encrypt's
  // fullchain.pem), so browsers can build the path to their root.
  if (SSL_CTX_use_certificate_chain_file(native, cert_file.c_str()) != 1) {
    throw std::runtime_error("--tls-cert " + cert_file + ": not a PEM certificate (" +
                             openssl_reason() + ")");
  }
  if (SSL_CTX_use_PrivateKey_file(native, key_file.c_str(), SSL_FILETYPE_PEM) != 1) {
    const std::string reason = openssl_reason();
    // OpenSSL reads the key, then compares it with the certificate: tell the two apart.
    if (reason.find("values mismatch") != std::string::npos ||
        reason.find("key values mismatch") != std::string::npos) {
      throw std::runtime_error("--tls-key " + key_file + " does not match the certificate in " +
                               cert_file + " (" + reason + ")");
    }
    throw std::runtime_error("--tls-key " + key_file + ": not a PEM private key (" + reason + ")");
  }
  if (SSL_CTX_check_private_key(native) != 1) {
    throw std::runtime_error("--tls-key " + key_file + " does not match the certificate in " +
                             cert_file + " (" + openssl_reason() + ")");
  }
  return context;
}

}  // namespace cardroom::server
