#include "server/client_message.h"

#include "core/input_error.h"

namespace cardroom::server {

ClientMessage read_client_message(std::string_view text) {
  const io::Json message = io::parse_document(text);
  if (!message.is_object()) throw InputError("a message is a JSON object with a \"type\"");
  const auto type = message.find("type");
  if (type == message.end()) throw InputError("the message has no \"type\" (act, choose, away, sit_out or chat)");
  const std::string kind = io::read_string(*type, "type");
  if (kind == "act") {
    io::require_object(message, "act", {"type", "action", "seq"});
    if (!message.contains("action")) throw InputError("act: \"action\" is missing");
    ActMessage act{io::read_string(message.at("action"), "act.action"), std::nullopt};
    if (message.contains("seq")) act.seq = io::read_int(message.at("seq"), "act.seq");
    return act;
  }
  if (kind == "choose") {
    io::require_object(message, "choose", {"type", "game", "rules"});
    if (!message.contains("game")) throw InputError("choose: \"game\" is missing");
    ChooseMessage choose{io::read_string(message.at("game"), "choose.game")};
    if (message.contains("rules")) {
      if (!message.at("rules").is_object()) throw InputError("choose.rules: expected an object");
      choose.rules = message.at("rules");
    }
    return choose;
  }
  if (kind == "away") {
    io::require_object(message, "away", {"type", "on"});
    if (!message.contains("on")) throw InputError("away: \"on\" is missing (true or false)");
    return AwayMessage{io::read_bool(message.at("on"), "away.on")};
  }
  if (kind == "sit_out") {
    io::require_object(message, "sit_out", {"type", "on"});
    if (!message.contains("on")) throw InputError("sit_out: \"on\" is missing (true or false)");
    return SitOutMessage{io::read_bool(message.at("on"), "sit_out.on")};
  }
  if (kind == "chat") {
    io::require_object(message, "chat", {"type", "text"});
    if (!message.contains("text")) throw InputError("chat: \"text\" is missing");
    return ChatMessage{io::read_string(message.at("text"), "chat.text")};
  }
  throw InputError("unknown message type \"" + kind + "\" (act, choose, away, sit_out or chat)");
}

std::optional<std::int64_t> message_seq(std::string_view text) {
  const io::Json message = io::Json::parse(text, nullptr, false);
  if (message.is_discarded() || !message.is_object()) return std::nullopt;
  const auto seq = message.find("seq");
  if (seq == message.end()) return std::nullopt;
  // Read as read_client_message reads it (3.0 is 3), so an error answers with the seq the
  // message carried (found by fuzz/client_message).
  try {
    return io::read_int(*seq, "seq");
  } catch (const InputError&) {
    return std::nullopt;
  }
}

}  // namespace cardroom::server
