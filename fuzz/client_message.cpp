// Messages a client sends on its WebSocket (server/client_message.h): refused with InputError
// (the server answers with an `error` message) or read into one of the four kinds. A message
// read, written back as the protocol's JSON, reads again to the same message; the `seq` the
// error path reports (message_seq) never throws and agrees with an `act` message's own.
#include <cstdint>
#include <string>
#include <variant>

#include "fuzz_check.h"
#include "server/client_message.h"

namespace cardroom::fuzz {
namespace {

using namespace cardroom::server;

io::Json written(const ClientMessage& message) {
  if (const auto* act = std::get_if<ActMessage>(&message)) {
    io::Json json{{"type", "act"}, {"action", act->action}};
    if (act->seq) json["seq"] = *act->seq;
    return json;
  }
  if (const auto* choose = std::get_if<ChooseMessage>(&message)) {
    return {{"type", "choose"}, {"game", choose->game}, {"rules", choose->rules}};
  }
  if (const auto* away = std::get_if<AwayMessage>(&message)) return {{"type", "away"}, {"on", away->on}};
  return {{"type", "chat"}, {"text", std::get<ChatMessage>(message).text}};
}

bool same(const ClientMessage& a, const ClientMessage& b) {
  if (a.index() != b.index()) return false;
  if (const auto* x = std::get_if<ActMessage>(&a)) {
    const auto& y = std::get<ActMessage>(b);
    return x->action == y.action && x->seq == y.seq;
  }
  if (const auto* x = std::get_if<ChooseMessage>(&a)) {
    const auto& y = std::get<ChooseMessage>(b);
    return x->game == y.game && x->rules == y.rules;
  }
  if (const auto* x = std::get_if<AwayMessage>(&a)) return x->on == std::get<AwayMessage>(b).on;
  return std::get<ChatMessage>(a).text == std::get<ChatMessage>(b).text;
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom;
  using namespace cardroom::fuzz;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::optional<std::int64_t> seq;
  try {
    seq = server::message_seq(text);
  } catch (const std::exception& e) {
    fail("message_seq threw", e.what());
  }
  server::ClientMessage message;
  if (!accepted([&] { message = server::read_client_message(text); }, "read_client_message")) {
    return 0;
  }
  if (const auto* act = std::get_if<server::ActMessage>(&message)) {
    FUZZ_EXPECT(!act->seq || act->seq == seq, std::string(text));
  }
  written_reads_back(message, written(message).dump(),
                     [](const std::string& w) { return server::read_client_message(w); },
                     "the message written", text, same);
  return 0;
}
