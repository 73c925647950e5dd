// The pieces every report shares: rule changes against the preset and number formats.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "five35/rules.h"
#include "io/five35_rules_json.h"
#include "io/vying_rules_json.h"
#include "sim/report.h"
#include "vying/rules.h"

namespace cardroom::sim {

namespace {

void flatten_changes(const io::Json& preset, const io::Json& rules, const std::string& prefix,
                     std::vector<std::string>& out) {
  for (const auto& [key, value] : rules.items()) {
    const std::string path = prefix.empty() ? key : prefix + "." + key;
    const auto it = preset.find(key);
    if (value.is_object() && it != preset.end() && it->is_object()) {
      flatten_changes(*it, value, path, out);
    } else if (it == preset.end() || *it != value) {
      out.push_back(path + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
    }
  }
}

std::string printf_string(const char* format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

// -0.000 reads as noise; print it as 0.
double tidy(double value, double resolution) {
  return std::fabs(value) < resolution / 2 ? 0.0 : value;
}

}  // namespace

std::vector<std::string> rule_changes(Game game, const io::Json& rules) {
  const io::Json preset = game == Game::kFiveThreeFive
                              ? io::five35_rules_to_json(five35::Rules{})
                              : io::vying_rules_to_json(vying::preset(game));
  std::vector<std::string> changes;
  flatten_changes(preset, rules, "", changes);
  return changes;
}

std::string format_value(double value, Unit unit) {
  if (unit == Unit::kShare) return printf_string("%.2f%%", tidy(100 * value, 0.01));
  return printf_string("%.3f", tidy(value * display_scale(unit), 0.001));
}

std::string format_difference(double value, Unit unit) {
  if (unit == Unit::kShare) return printf_string("%+.2f%%", tidy(100 * value, 0.01));
  return printf_string("%+.3f", tidy(value * display_scale(unit), 0.001));
}

std::string unit_name(Unit unit) {
  switch (unit) {
    case Unit::kShare:
      return "share";
    case Unit::kCount:
      return "count";
    case Unit::kChips:
      return "chips";
    case Unit::kPoints:
    case Unit::kHalfPoints:
      return "points";
  }
  return "count";
}

std::string game_noun(Game game) { return game == Game::kFiveThreeFive ? "games" : "hands"; }

std::vector<std::string> report_sections(const Schema& schema) {
  std::vector<std::string> order;
  auto note = [&](const std::string& s) {
    if (std::find(order.begin(), order.end(), s) == order.end()) order.push_back(s);
  };
  for (const auto& m : schema.metrics()) note(m.section);
  for (const auto& d : schema.dists()) note(d.section);
  return order;
}

}  // namespace cardroom::sim
