// The messages a client sends on its WebSocket, read strictly (server-protocol.md).
#include <gtest/gtest.h>

#include "core/input_error.h"
#include "server/client_message.h"

namespace cardroom::server {
namespace {

std::string refusal(const std::string& text) {
  try {
    read_client_message(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(ClientMessage, ReadsAnActWithAndWithoutItsSeq) {
  const auto act = std::get<ActMessage>(read_client_message(R"({"type": "act", "action": "raise 3", "seq": 57})"));
  EXPECT_EQ(act.action, "raise 3");
  EXPECT_EQ(act.seq, 57);
  EXPECT_FALSE(std::get<ActMessage>(read_client_message(R"({"type":"act","action":"fold"})")).seq);
}

TEST(ClientMessage, ReadsAChoiceAndAnAwaySwitch) {
  const auto choose = std::get<ChooseMessage>(
      read_client_message(R"({"type": "choose", "game": "7-27", "rules": {"ante": 2}})"));
  EXPECT_EQ(choose.game, "7-27");
  EXPECT_EQ(choose.rules.at("ante"), 2);
  EXPECT_TRUE(std::get<ChooseMessage>(read_client_message(R"({"type":"choose","game":"15-35"})")).rules.empty());
  EXPECT_TRUE(std::get<AwayMessage>(read_client_message(R"({"type": "away", "on": true})")).on);
  EXPECT_FALSE(std::get<AwayMessage>(read_client_message(R"({"type": "away", "on": false})")).on);
}

TEST(ClientMessage, ReadsAChatLineAsData) {
  EXPECT_EQ(std::get<ChatMessage>(read_client_message(R"({"type": "chat", "text": "<b>hi</b>"})")).text,
            "<b>hi</b>");
  EXPECT_NE(refusal(R"({"type": "chat"})").find("text"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "chat", "text": 5})").find("chat.text"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "chat", "text": "x", "seat": 1})").find("seat"), std::string::npos);
}

TEST(ClientMessage, RefusesBadInputSayingWhatIsWrong) {
  EXPECT_NE(refusal("{bad").find("JSON"), std::string::npos);
  EXPECT_NE(refusal("[1, 2]").find("object"), std::string::npos);
  EXPECT_NE(refusal(R"({"action": "fold"})").find("type"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "dance"})").find("unknown message type"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": 3})").find("type"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "act"})").find("action"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "act", "action": 3})").find("act.action"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "act", "action": "fold", "seq": "x"})").find("act.seq"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "act", "action": "fold", "seat": 2})").find("seat"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "choose", "game": "7-27", "rules": 1})").find("rules"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "away"})").find("on"), std::string::npos);
  EXPECT_NE(refusal(R"({"type": "away", "on": "yes"})").find("away.on"), std::string::npos);
}

TEST(ClientMessage, FindsTheSeqOfAnyReadableMessage) {
  EXPECT_EQ(message_seq(R"({"type": "act", "action": "fold", "seq": 12})"), 12);
  EXPECT_EQ(message_seq(R"({"type": "dance", "seq": 4})"), 4);
  EXPECT_FALSE(message_seq("{bad"));
  EXPECT_FALSE(message_seq(R"({"seq": "x"})"));
}

// fuzz/client_message: an act's seq written 3.0 was read as 3, but the seq an error answers
// with was not found in it; both read it the same way now.
TEST(ClientMessage, TheSeqOfAnErrorIsTheSeqTheActCarried) {
  const std::string text = R"({"type": "act", "action": "x", "seq": 3.0})";
  EXPECT_EQ(std::get<ActMessage>(read_client_message(text)).seq, 3);
  EXPECT_EQ(message_seq(text), 3);
  EXPECT_FALSE(message_seq(R"({"type": "act", "action": "x", "seq": 3.5})"));
  EXPECT_FALSE(message_seq(R"({"type": "act", "action": "x", "seq": 1e300})"));
}

}  // namespace
}  // namespace cardroom::server
