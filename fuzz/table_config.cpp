// The table configuration of `POST /api/tables` and `PATCH /api/tables/ID`, and the other bodies
// of the HTTP API (server/request_bodies.h). A configuration is refused with InputError (the
// API's 400) or read, and written (table_config_json, what the store keeps) and read again it
// is the same configuration: what a restart restores is what the host asked for. Every game has
// its complete rules, bots sit in distinct seats of the table, a Five Three Five table holds no
// chips. A change of settings leaves what cannot change (name, seats, stack, bots) alone.
// The other bodies are refused with InputError or read within their documented bounds.
#include <cstdint>
#include <set>
#include <string>

#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "server/request_bodies.h"
#include "server/table_config.h"

namespace cardroom::fuzz {
namespace {

using server::TableConfig;

// Reads `json` as a new table's configuration; checks the round trip and what must hold.
void check_config(const TableConfig& c, const std::string& shown) {
  const io::Json written = server::table_config_json(c);
  // Read back, it is the same configuration: written the same way.
  auto read = [](const io::Json& w) { return server::read_table_config(w); };
  auto same = [&](const TableConfig& a, const TableConfig&) {
    return server::table_config_json(a) == written;
  };
  const TableConfig again = written_reads_back(c, written, read, "the written config", shown, same);
  FUZZ_EXPECT(again.vying_rules == c.vying_rules && again.five35_rules == c.five35_rules,
              shown + "\nwritten: " + written.dump());
  FUZZ_EXPECT(!c.games.empty() && c.seats >= 2, shown);
  if (c.five_three_five()) {
    FUZZ_EXPECT(c.stack == 0 && c.vying_rules.empty(), shown);
  } else {
    FUZZ_EXPECT(c.stack >= 1 && c.max_buy_in >= c.stack, shown);
    for (Game g : c.games) FUZZ_EXPECT(c.vying_rules.count(g) == 1, shown);
  }
  std::set<int> seats;
  for (const server::BotSeat& bot : c.bots) {
    FUZZ_EXPECT(bot.seat >= 0 && bot.seat < c.seats && seats.insert(bot.seat).second, shown);
  }
}

void new_table(const io::Json& body) {
  TableConfig c;
  if (!accepted([&] { c = server::read_table_config(body); }, "read_table_config")) return;
  check_config(c, body.dump());
}

void change(const io::Json& changes, bool five35) {
  const TableConfig base = server::read_table_config(
      five35 ? io::Json{{"games", {"535"}}, {"seats", 4}, {"bots", {{{"seat", 1}, {"kind", "random"}}}}}
             : io::Json{{"name", "Friday"}, {"seats", 5}, {"stack", 300},
                        {"rules", {{"7-27", {{"nearness", "over-is-bust"}}}}},
                        {"bots", {{{"seat", 2}, {"kind", "heuristic"}}}}});
  TableConfig c;
  if (!accepted([&] { c = server::changed_table_config(base, changes); }, "changed_table_config")) {
    return;
  }
  const std::string shown = changes.dump();
  FUZZ_EXPECT(c.name == base.name && c.seats == base.seats && c.stack == base.stack, shown);
  FUZZ_EXPECT(server::table_config_json(c)["bots"] == server::table_config_json(base)["bots"], shown);
  FUZZ_EXPECT(c.five_three_five() == base.five_three_five(), shown);
  check_config(c, shown);
}

void body(unsigned which, const std::string& text) {
  switch (which) {
    case 0: {
      server::SitRequest sit;
      if (accepted([&] { sit = server::read_sit_request(text); }, "read_sit_request")) {
        FUZZ_EXPECT(!sit.seat || (*sit.seat >= 0 && *sit.seat <= 1000), text);
      }
      break;
    }
    case 1:
      accepted([&] { server::read_pause_now(text); }, "read_pause_now");
      break;
    case 2:
      accepted([&] { server::read_no_body(text); }, "read_no_body");
      break;
    case 3: {
      std::int64_t chips = 0;
      if (accepted([&] { chips = server::read_rebuy_chips(text); }, "read_rebuy_chips")) {
        FUZZ_EXPECT(chips >= 1 && chips <= 1'000'000'000'000, text);
      }
      break;
    }
    case 4:
      accepted([&] { server::read_approval(text); }, "read_approval");
      break;
    default: {
      io::Json settings;
      if (accepted([&] { settings = server::read_settings(text); }, "read_settings")) {
        FUZZ_EXPECT(settings.is_object(), text);
      }
    }
  }
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cardroom;
  using namespace cardroom::fuzz;
  Bytes bytes(data, size);
  const unsigned mode = bytes.below(9);  // 0: a new table, 1-2: a change, 3-8: the other bodies
  const std::string text(bytes.rest());
  if (mode >= 3) {
    body(mode - 3, text);
    return 0;
  }
  io::Json json;
  if (!accepted([&] { json = io::parse_document(text); }, "parse_document")) return 0;
  if (mode == 0) {
    new_table(json);
  } else {
    change(json, mode == 2);
  }
  return 0;
}
