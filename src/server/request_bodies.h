#pragma once
// The bodies of the HTTP API's requests (docs/server.md), read strictly: an unknown key, a
// missing one or a wrong type is an InputError naming it, which the API answers with 400.
#include <cstdint>
#include <optional>
#include <string>

#include "io/json_read.h"

namespace cardroom::server {

// POST /api/tables/ID/seats: {"name": "Ann", "seat": 2, "password": "..."} (seat optional; the
// password only at a table that has one).
struct SitRequest {
  std::string name;
  std::optional<int> seat;
  std::optional<std::string> password;
};
SitRequest read_sit_request(const std::string& body);

// POST …/pause: nothing, or {"now": true|false}.
bool read_pause_now(const std::string& body);

// A request that carries nothing (lock, unlock): empty, or an empty object.
void read_no_body(const std::string& body);

// POST …/seats/N/rebuy: {"chips": C}, C at least 1.
std::int64_t read_rebuy_chips(const std::string& body);

// The host's answer (POST …/rebuys/N, POST …/seats/N/approval): {"approve": true|false}.
bool read_approval(const std::string& body);

// PATCH /api/tables/ID: an object of the settings to change (checked by the table's config).
io::Json read_settings(const std::string& body);

}  // namespace cardroom::server
