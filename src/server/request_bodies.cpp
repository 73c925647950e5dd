#include "server/request_bodies.h"

#include "core/input_error.h"

namespace cardroom::server {

namespace {

bool empty_body(const std::string& body) {
  return body.find_first_not_of(" \t\r\n") == std::string::npos;
}

}  // namespace

SitRequest read_sit_request(const std::string& body) {
  const io::Json json = io::parse_document(body);
  io::require_object(json, "body", {"name", "seat", "password"});
  if (!json.contains("name")) throw InputError("body.name: missing (the name shown at the table)");
  SitRequest sit{io::read_string(json.at("name"), "body.name"), std::nullopt, std::nullopt};
  if (json.contains("password")) sit.password = io::read_string(json.at("password"), "body.password");
  if (json.contains("seat") && !json.at("seat").is_null()) {
    sit.seat = static_cast<int>(io::read_int_in(json.at("seat"), "body.seat", 0, 1000));
  }
  return sit;
}

bool read_pause_now(const std::string& body) {
  if (empty_body(body)) return false;
  const io::Json json = io::parse_document(body);
  io::require_object(json, "body", {"now"});
  return json.contains("now") && io::read_bool(json.at("now"), "body.now");
}

void read_no_body(const std::string& body) {
  if (empty_body(body)) return;
  io::require_object(io::parse_document(body), "body", {});
}


std::int64_t read_rebuy_chips(const std::string& body) {
  if (empty_body(body)) throw InputError("body: {\"chips\": C}, the chips to add");
  const io::Json json = io::parse_document(body);
  io::require_object(json, "body", {"chips"});
  if (!json.contains("chips")) throw InputError("body.chips: missing (the chips to add)");
  return io::read_int_in(json.at("chips"), "body.chips", 1, 1'000'000'000'000);
}

bool read_approval(const std::string& body) {
  if (empty_body(body)) throw InputError("body: {\"approve\": true} or {\"approve\": false}");
  const io::Json json = io::parse_document(body);
  io::require_object(json, "body", {"approve"});
  if (!json.contains("approve")) throw InputError("body.approve: missing (true or false)");
  return io::read_bool(json.at("approve"), "body.approve");
}

io::Json read_settings(const std::string& body) {
  if (empty_body(body)) throw InputError("body: the settings to change, as an object");
  io::Json json = io::parse_document(body);
  if (!json.is_object()) throw InputError("body: the settings to change, as an object");
  return json;
}

}  // namespace cardroom::server
