#include "server/ledger_csv.h"

#include <string_view>

namespace cardroom::server {

namespace {

// One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; a name that
// a spreadsheet would take for a formula (= + - @ first) gets a leading apostrophe, so a name is
// only ever shown as text.
std::string csv_field(const std::string& text, bool is_name) {
  std::string field = text;
  if (is_name && !field.empty() && std::string_view("=+-@\t\r").find(field[0]) != std::string_view::npos) {
    field.insert(field.begin(), '\'');
  }
  if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
  std::string quoted = "\"";
  for (char c : field) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

}  // namespace

std::string ledger_csv(const io::Json& ledger) {
  std::string csv = "kind,seat,name,chips,to\r\n";
  auto row = [&](const std::string& kind, const io::Json& seat, const std::string& name,
                 std::int64_t chips, const std::string& to) {
    csv += kind + "," + (seat.is_null() ? "" : std::to_string(seat.get<int>())) + "," +
           csv_field(name, true) + "," + std::to_string(chips) + "," + csv_field(to, true) + "\r\n";
  };
  for (const io::Json& e : ledger.at("entries")) {
    row(e.at("kind").get<std::string>(), e.at("seat"), e.at("name").get<std::string>(),
        e.at("chips").get<std::int64_t>(), "");
  }
  for (const io::Json& n : ledger.at("net")) {
    row("net", n.at("seat"), n.at("name").get<std::string>(), n.at("net").get<std::int64_t>(), "");
  }
  for (const io::Json& t : ledger.at("settle")) {
    row("pays", io::Json(), t.at("from").get<std::string>(), t.at("chips").get<std::int64_t>(),
        t.at("to").get<std::string>());
  }
  return csv;
}


}  // namespace cardroom::server
