// Strict JSON reading (io/json_read.h): whatever the bytes, a document is read or refused with
// InputError. Cases the fuzzers found (fuzz/, docs/testing.md) are kept here with their input.
#include <gtest/gtest.h>

#include <string>

#include "core/input_error.h"
#include "io/json_read.h"

namespace cardroom::io {
namespace {

std::string refusal_of(std::string_view text) {
  try {
    parse_document(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(ParseDocument, MalformedJsonIsInputError) {
  EXPECT_NE(refusal_of("{\"a\": "), "");
  EXPECT_NE(refusal_of("[1, 2"), "");
  EXPECT_NE(refusal_of("\xff"), "");
}

// fuzz/cards: a Five Three Five deck holding 1e3085, a number beyond any double. nlohmann/json
// reports it as out_of_range rather than parse_error, and it escaped parse_document: the
// command line died on it and the server answered 500.
TEST(ParseDocument, NumberBeyondADoubleIsInputError) {
  const std::string deck = "[1, 1, 2, 2, 3, 3, 5, 4, 1e3085, 4, 8, 4]";
  const std::string why = refusal_of(deck);
  EXPECT_NE(why.find("malformed JSON"), std::string::npos) << why;
  EXPECT_NE(refusal_of("{\"seats\": -1e400}"), "");
  EXPECT_EQ(refusal_of("{\"seats\": 1e300}"), "");  // large, but a double
}

}  // namespace
}  // namespace cardroom::io
