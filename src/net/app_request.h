#pragma once
// What the App (server/http.h) sees of a request Beast has read: method, target with its query,
// the Authorization header, the body and the client's key. The sessions and the fuzz target of
// the room's HTTP handling (fuzz/http_room.cpp) build it the same way, here.
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <string>

#include "server/http.h"

namespace cardroom::server {

inline HttpRequest app_request(const boost::beast::http::request<boost::beast::http::string_body>& request,
                               std::string client_key) {
  namespace http = boost::beast::http;
  return {std::string(request.method_string()), std::string(request.target()),
          std::string(request[http::field::authorization]), request.body(), std::move(client_key)};
}

}  // namespace cardroom::server
