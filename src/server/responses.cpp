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

HttpResponse error_response(int status, const std::string& message) {
  return json_response(status, {{"error", message}});
}

HttpResponse refusal_response(const std::exception& refusal) {
  if (const auto* table = dynamic_cast<const TableError*>(&refusal)) {
    return error_response(table->status(), table->what());
  }
  if (dynamic_cast<const InputError*>(&refusal)) return error_response(400, refusal.what());
  return error_response(500, std::string("the server could not do it: ") + refusal.what());
}

}  // namespace cardroom::server
