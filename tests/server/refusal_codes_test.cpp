// Refusal codes (docs/server.md "Refusal codes"): every refusal the server sends carries a stable
// code and the values it concerns, over HTTP and over the WebSocket, and every code the engines
// give is one the docs list (the web app's test checks it has a sentence for each).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "five35/moves.h"
#include "server/responses.h"
#include "table_test_support.h"
#include "vying/legal.h"

namespace cardroom::server::table_test {
namespace {

std::string server_docs() {
  std::ifstream in(std::string(CARDROOM_TEST_DATA) + "/../../docs/server.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool documented(const std::string& docs, const std::string& code) {
  return docs.find("| `" + code + "` |") != std::string::npos;
}

// The refusal a request throws (it must throw one).
template <class Error, class F>
RefusalCode refusal_of_call(F&& request) {
  try {
    request();
  } catch (const Error& e) {
    return e.refusal();
  }
  ADD_FAILURE() << "no refusal";
  return {};
}

Json values_of(const RefusalCode& refusal) { return refusal_json(400, refusal).at("values"); }

TEST(RefusalCodes, EveryVyingRuleHasItsOwnDocumentedCode) {
  const std::string docs = server_docs();
  ASSERT_NE(docs.find("### Refusal codes"), std::string::npos);
  std::set<std::string> seen;
  using Rule = vying::Refusal::Rule;
  for (int r = int(Rule::kHandOver); r <= int(Rule::kNotABettingAction); ++r) {
    vying::Refusal refusal;
    refusal.rule = Rule(r);
    const std::string code = refusal.code().code;
    EXPECT_FALSE(code.empty() || code == "refused") << "rule " << r;
    EXPECT_TRUE(seen.insert(code).second) << code << " twice";
    EXPECT_TRUE(documented(docs, code)) << code << " is not in docs/server.md";
  }
  EXPECT_TRUE(vying::Refusal{}.code().code.empty());  // legal: no refusal
}

TEST(RefusalCodes, EveryFiveThreeFiveRefusalHasItsOwnDocumentedCode) {
  const std::string docs = server_docs();
  std::set<std::string> seen;
  using five35::Refusal;
  for (int r = int(Refusal::kRoundOver); r <= int(Refusal::kPassWithCards); ++r) {
    const std::string code(five35::code(Refusal(r)));
    EXPECT_FALSE(code.empty() || code == "refused") << "refusal " << r;
    EXPECT_TRUE(seen.insert(code).second) << code << " twice";
    EXPECT_TRUE(documented(docs, code)) << code << " is not in docs/server.md";
  }
}

TEST(RefusalCodes, AVyingRefusalNamesItsValues) {
  vying::Refusal refusal;
  refusal.rule = vying::Refusal::Rule::kCheckFacingBet;
  refusal.action = vying::Action::check();
  refusal.call = 4;
  const RefusalCode code = refusal.code();
  EXPECT_EQ(code.code, "check-facing-bet");
  EXPECT_EQ(values_of(code), (Json{{"action", "check"}, {"call", 4}}));
}

TEST(RefusalCodes, SeatingRefusalsCarryTheSeat) {
  Harness h(R"({"seats": 3})");
  h.t().sit("Ann", 1, "hash-ann", h.now);
  RefusalCode taken = refusal_of_call<TableError>([&] { h.t().sit("Bo", 1, "hash-bo", h.now); });
  EXPECT_EQ(taken.code, "seat-taken");
  EXPECT_EQ(values_of(taken), (Json{{"seat", 1}}));
  RefusalCode nowhere = refusal_of_call<TableError>([&] { h.t().sit("Bo", 7, "hash-bo", h.now); });
  EXPECT_EQ(nowhere.code, "no-such-seat");
  EXPECT_EQ(values_of(nowhere), (Json{{"seat", 7}, {"seats", 3}}));
  RefusalCode name = refusal_of_call<TableError>([&] { h.t().sit("", 2, "hash-bo", h.now); });
  EXPECT_EQ(name.code, "name-length");
}

TEST(RefusalCodes, TheIssuesExampleKeepsItsValuesThroughTheSettings) {
  // "body.rules.betting: max (10) is below min (20)" was all a player saw.
  Harness h(R"({"seats": 3, "games": ["15-35"]})");
  const RefusalCode code = refusal_of_call<InputError>([&] {
    h.t().change_settings(io::parse_document(R"({"betting": {"structure": "spread-limit", "min": 20, "max": 10}})"), h.now);
  });
  EXPECT_EQ(code.code, "max-below-min");
  const Json values = values_of(code);
  EXPECT_EQ(values.at("min"), 20);
  EXPECT_EQ(values.at("max"), 10);
  const RefusalCode range = refusal_of_call<InputError>([&] {
    h.t().change_settings(io::parse_document(R"({"timer_s": 99999})"), h.now);
  });
  EXPECT_EQ(range.code, "out-of-range");
  EXPECT_EQ(values_of(range), (Json{{"where", "timer_s"}, {"value", 99999}, {"lo", 0}, {"hi", 3600}}));
  const RefusalCode fixed = refusal_of_call<InputError>([&] {
    h.t().change_settings(io::parse_document(R"({"seats": 4})"), h.now);
  });
  EXPECT_EQ(fixed.code, "fixed-setting");
}

TEST(RefusalCodes, AnswersCarryTheCodeAndValuesOrTheStatussOwn) {
  const HttpResponse taken = refusal_response(TableError(409, {"seat-taken", {{"seat", 2}}}, "seat 2 is taken"));
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(io::parse_document(taken.body),
            (Json{{"error", "seat 2 is taken"}, {"code", "seat-taken"}, {"values", {{"seat", 2}}}}));
  const HttpResponse malformed = refusal_response(InputError("malformed JSON: ..."));
  EXPECT_EQ(io::parse_document(malformed.body).at("code"), "bad-request");
  EXPECT_EQ(io::parse_document(error_response(404, "no such endpoint: /x").body).at("code"), "not-found");
  const Json event = io::parse_document(error_event("not your turn", {"not-your-turn", {{"seat", 0}, {"to_act", 1}}}, 57));
  EXPECT_EQ(event, (Json{{"type", "error"}, {"message", "not your turn"}, {"code", "not-your-turn"},
                         {"values", {{"seat", 0}, {"to_act", 1}}}, {"seq", 57}}));
}

}  // namespace
}  // namespace cardroom::server::table_test
