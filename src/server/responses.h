#pragma once
// The JSON answers of the HTTP API (server-protocol.md: errors as {"error": "..."}), for the room
// and for the tables' strands alike.
#include <exception>
#include <string>

#include "io/json_read.h"
#include "server/http.h"

namespace cardroom::server {

HttpResponse json_response(int status, const io::Json& body);
HttpResponse error_response(int status, const std::string& message);
// A refused request: a TableError with its status, an InputError 400, anything else (the
// database) 500.
HttpResponse refusal_response(const std::exception& refusal);

}  // namespace cardroom::server
