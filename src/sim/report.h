#pragma once
// What a simulation prints: the readable summary (stdout), the JSON for programs (--json) and
// the self-contained HTML page with SVG charts (--report). All three read a SimResult and
// nothing else, and none of them prints the wall time, so the same seed gives the same bytes.
#include <iosfwd>
#include <string>
#include <vector>

#include "io/json_read.h"
#include "sim/simulation.h"

namespace cardroom::sim {

io::Json result_json(const SimResult& result);
void write_summary(const SimResult& result, std::ostream& out);
void write_html_report(const SimResult& result, std::ostream& out);

// The keys in which `rules` differ from the game's preset, as "key=value" ("nearness=over-is-bust",
// "betting.structure=no-limit"); empty for the preset itself.
std::vector<std::string> rule_changes(Game game, const io::Json& rules);

// Shared by the writers: how one value is printed.
std::string format_value(double value, Unit unit);       // "62.41%", "23.456"
std::string format_difference(double value, Unit unit);  // "+1.23%", "-0.250"
std::string unit_name(Unit unit);                        // "share", "chips", ...
// "hands" for the vying games, "games" for Five Three Five.
std::string game_noun(Game game);

// The schema's sections in the order their first metric or distribution appears.
std::vector<std::string> report_sections(const Schema& schema);

}  // namespace cardroom::sim
