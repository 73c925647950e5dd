// Tokens: 128 random bits as 32 hex characters, stored only as their SHA-256, compared in
// constant time.
#include "server/token.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace cardroom::server {
namespace {

bool lower_hex(const std::string& text) {
  return text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

TEST(Token, Is32LowercaseHexCharactersAndNeverRepeats) {
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) {
    const std::string token = new_token();
    ASSERT_EQ(token.size(), 32u) << token;
    ASSERT_TRUE(lower_hex(token)) << token;
    ASSERT_TRUE(seen.insert(token).second) << "repeated: " << token;
  }
}

TEST(Token, OsRandomValuesDiffer) {
  // Two equal draws out of 2^64 would mean the generator is not random at all.
  std::set<std::uint64_t> seen;
  for (int i = 0; i < 100; ++i) seen.insert(os_random_u64());
  EXPECT_EQ(seen.size(), 100u);
}

TEST(Token, HashesAreSha256InHex) {
  // FIPS 180-2's test vectors.
  EXPECT_EQ(hash_token("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hash_token(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hash_token("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  const std::string token = new_token();
  const std::string hash = hash_token(token);
  EXPECT_EQ(hash.size(), 64u);
  EXPECT_TRUE(lower_hex(hash));
  EXPECT_EQ(hash_token(token), hash);
  EXPECT_NE(hash_token(new_token()), hash);
}

TEST(Token, SameHashComparesWholeValues) {
  const std::string hash = hash_token("abc");
  EXPECT_TRUE(same_hash(hash, hash_token("abc")));
  std::string last = hash;
  last.back() = last.back() == '0' ? '1' : '0';
  EXPECT_FALSE(same_hash(hash, last));
  std::string first = hash;
  first.front() = first.front() == '0' ? '1' : '0';
  EXPECT_FALSE(same_hash(hash, first));
  EXPECT_FALSE(same_hash(hash, hash.substr(0, 63)));
  EXPECT_FALSE(same_hash(hash, ""));
  EXPECT_TRUE(same_hash("", ""));
}

}  // namespace
}  // namespace cardroom::server
