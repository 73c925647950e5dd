#include "server/token.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <sys/random.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace cardroom::server {
namespace {

// Fills `out` from the kernel's generator. Flags 0: blocks only until the pool is initialised
// at boot, after which it never blocks; a short read is possible for large requests and a
// signal may interrupt the call, so both are retried.
void os_random(unsigned char* out, std::size_t size) {
  std::size_t filled = 0;
  while (filled < size) {
    const ssize_t got = getrandom(out + filled, size - filled, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error(std::string("getrandom: ") + std::strerror(errno));
    }
    filled += static_cast<std::size_t>(got);
  }
}

std::string hex(const unsigned char* bytes, std::size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text(2 * size, '0');
  for (std::size_t i = 0; i < size; ++i) {
    text[2 * i] = kDigits[bytes[i] >> 4];
    text[2 * i + 1] = kDigits[bytes[i] & 0xf];
  }
  return text;
}

}  // namespace

std::string new_token() {
  unsigned char bytes[16];
  os_random(bytes, sizeof bytes);
  return hex(bytes, sizeof bytes);
}

std::uint64_t os_random_u64() {
  unsigned char bytes[8];
  os_random(bytes, sizeof bytes);
  std::uint64_t value = 0;
  std::memcpy(&value, bytes, sizeof value);
  return value;
}

std::string hash_token(std::string_view token) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (EVP_Digest(token.data(), token.size(), digest, &size, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("EVP_Digest(SHA-256) failed");
  }
  return hex(digest, size);
}

bool same_hash(std::string_view a, std::string_view b) {
  // The length is no secret (every hash has 64 characters); the contents are compared in full.
  if (a.size() != b.size()) return false;
  return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace cardroom::server
