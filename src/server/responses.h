#pragma once
// The JSON answers of the HTTP API (server-protocol.md: errors as {"error": "..."}), for the room
// and for the tables' strands alike. Every refusal also carries a stable "code" and the "values"
// it concerns (docs/server.md "Refusal codes"), over HTTP and over the WebSocket alike.
#include <cstdint>
#include <exception>
#include <optional>
#include <string>

#include "core/input_error.h"
#include "io/json_read.h"
#include "server/http.h"

namespace cardroom::server {

HttpResponse json_response(int status, const io::Json& body);
// `refusal` without a code gets the status's own ("bad-request", "not-found", ...).
HttpResponse error_response(int status, const std::string& message, const RefusalCode& refusal = {});
// The WebSocket's refusal: {"type": "error", "message", "code", "values", "seq" (when known)}.
std::string error_event(const std::string& message, const RefusalCode& refusal,
                        std::optional<std::int64_t> seq);
// A refusal's code and values as JSON keys: {"code": ..., "values": {...}}.
io::Json refusal_json(int status, const RefusalCode& refusal);
// The code and values an exception carries (a TableError's or an InputError's), else none.
RefusalCode refusal_of(const std::exception& refusal);
// A refused request: a TableError with its status, an InputError 400, anything else (the
// database) 500.
HttpResponse refusal_response(const std::exception& refusal);

}  // namespace cardroom::server
