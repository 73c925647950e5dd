#pragma once
// Credentials and the server's randomness (server-protocol.md, Guarantees): a seat's token is
// 128 bits from the operating system's generator, shown once to its holder and stored only as
// its SHA-256, so a copy of the database does not let anyone sit in a seat. The shuffles of
// server play are seeded from the same generator.
#include <cstdint>
#include <string>
#include <string_view>

namespace cardroom::server {

// 16 random bytes from getrandom(2) as 32 lowercase hex characters. Throws std::runtime_error
// when the operating system cannot supply them (never a weaker fallback).
std::string new_token();

// 64 random bits from the same source, for seeding a table's shuffles.
std::uint64_t os_random_u64();

// SHA-256 of the token's characters as 64 lowercase hex characters.
std::string hash_token(std::string_view token);

// Whether two hashes are equal, in time that depends only on their length, so that timing a
// refused token tells nothing about how close it came.
bool same_hash(std::string_view a, std::string_view b);

}  // namespace cardroom::server
