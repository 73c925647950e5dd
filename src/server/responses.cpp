#include "server/responses.h"

#include "core/input_error.h"
#include "server/table.h"

namespace cardroom::server {

HttpResponse json_response(int status, const io::Json& body) {
  // Error messages echo the request (a target, a query value, a JSON parser's "last read"),
  // whose bytes need not be UTF-8: written strictly, such a string threw out of the server's
  // handler and stopped it (found by fuzz/http_room). Invalid bytes become U+FFFD instead.
  return {status, "application/json", body.dump(-1, ' ', false, io::Json::error_handler_t::replace)};
}

namespace {

// The code of a refusal that has no name of its own: its status's.
std::string status_code(int status) {
  switch (status) {
    case 400: return "bad-request";
    case 403: return "forbidden";
    case 404: return "not-found";
    case 405: return "method-not-allowed";
    case 409: return "conflict";
    case 413: return "too-large";
    case 429: return "rate-limited";
    case 503: return "out-of-service";
    default: return "server-error";
  }
}

}  // namespace

io::Json refusal_json(int status, const RefusalCode& refusal) {
  io::Json values = io::Json::object();
  for (const auto& entry : refusal.values) {
    // A named reference, not a structured binding: clang 14 (the fuzz build) cannot capture those.
    const std::string& key = entry.first;
    std::visit([&values, &key](const auto& v) { values[key] = v; }, entry.second);
  }
  return {{"code", refusal.code.empty() ? status_code(status) : refusal.code}, {"values", values}};
}

HttpResponse error_response(int status, const std::string& message, const RefusalCode& refusal) {
  io::Json body = refusal_json(status, refusal);
  body["error"] = message;
  return json_response(status, body);
}

std::string error_event(const std::string& message, const RefusalCode& refusal,
                        std::optional<std::int64_t> seq) {
  io::Json error = refusal_json(409, refusal);
  error["type"] = "error";
  error["message"] = message;
  if (seq) error["seq"] = *seq;
  // The message may echo bytes of the client's that are not UTF-8 (the JSON parser's "last
  // read: '\xC3'" cuts a character in two): replaced, not thrown (found by fuzz/http_room).
  return error.dump(-1, ' ', false, io::Json::error_handler_t::replace);
}

RefusalCode refusal_of(const std::exception& refusal) {
  if (const auto* table = dynamic_cast<const TableError*>(&refusal)) return table->refusal();
  if (const auto* input = dynamic_cast<const InputError*>(&refusal)) return input->refusal();
  return {};
}

HttpResponse refusal_response(const std::exception& refusal) {
  if (const auto* table = dynamic_cast<const TableError*>(&refusal)) {
    return error_response(table->status(), table->what(), table->refusal());
  }
  if (const auto* input = dynamic_cast<const InputError*>(&refusal)) {
    return error_response(400, input->what(), input->refusal());
  }
  return error_response(500, std::string("the server could not do it: ") + refusal.what());
}

}  // namespace cardroom::server
