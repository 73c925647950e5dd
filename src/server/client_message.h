#pragma once
// The messages a client sends on its WebSocket (server-protocol.md): `act`, `choose`, `away`
// and `chat`, read strictly. Anything else (malformed JSON, an unknown type, a missing or unknown
// key, a wrong type) is an InputError whose message the server sends back as an `error`.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "io/json_read.h"

namespace cardroom::server {

struct ActMessage {
  std::string action;               // a rulebook word: "raise 3", "take", "lead 5s 5h"
  std::optional<std::int64_t> seq;  // the view it answers; an older one is stale
};

struct ChooseMessage {
  std::string game;                    // "7-27", "15-35" (or a game's full name)
  io::Json rules = io::Json::object();  // the dealer's house rules for this hand
};

struct AwayMessage {
  bool on = false;
};

// Sit out from the next hand (not dealt, no ante, the seat kept), or come back ("I'm back").
struct SitOutMessage {
  bool on = false;
};

struct ChatMessage {
  std::string text;  // data, never markup
};

using ClientMessage = std::variant<ActMessage, ChooseMessage, AwayMessage, SitOutMessage, ChatMessage>;

ClientMessage read_client_message(std::string_view text);

// The `seq` a message carried, if it was readable that far (for the error's `seq`).
std::optional<std::int64_t> message_seq(std::string_view text);

}  // namespace cardroom::server
