#include "bots/bot_spec.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>

#include "core/input_error.h"

namespace cardroom::bots {

std::string BotSpec::text() const {
  std::string t = kind;
  for (std::size_t i = 0; i < params.size(); ++i) {
    t += (i ? "," : ":") + params[i].first + "=" + params[i].second;
  }
  return t;
}

BotSpec parse_bot_spec(std::string_view text) {
  BotSpec spec;
  const auto colon = text.find(':');
  spec.kind = std::string(text.substr(0, colon));
  if (spec.kind.empty()) throw InputError("bot '" + std::string(text) + "': no bot kind before ':'");
  if (colon == std::string_view::npos) return spec;
  std::string_view rest = text.substr(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view pair = rest.substr(0, comma);
    const auto eq = pair.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == pair.size()) {
      throw InputError("bot '" + std::string(text) + "': parameters are name=value, not '" +
                       std::string(pair) + "'");
    }
    spec.params.emplace_back(std::string(pair.substr(0, eq)), std::string(pair.substr(eq + 1)));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
  }
  return spec;
}

std::vector<BotSpec> parse_bot_list(std::string_view text) {
  // Split at commas, then glue `name=value` pieces back onto the bot they follow.
  std::vector<std::string> pieces;
  while (true) {
    const auto comma = text.find(',');
    const std::string_view piece = text.substr(0, comma);
    const bool is_param = piece.find('=') != std::string_view::npos &&
                          piece.find(':') == std::string_view::npos;
    if (is_param && !pieces.empty()) {
      pieces.back() += "," + std::string(piece);
    } else {
      pieces.emplace_back(piece);
    }
    if (comma == std::string_view::npos) break;
    text = text.substr(comma + 1);
  }
  std::vector<BotSpec> specs;
  for (const auto& p : pieces) specs.push_back(parse_bot_spec(p));
  return specs;
}

const std::string* BotParams::find(std::string_view name) {
  asked_.emplace_back(name);
  for (const auto& [key, value] : spec_.params) {
    if (key == name) return &value;
  }
  return nullptr;
}

std::int64_t BotParams::integer(std::string_view name, std::int64_t fallback, std::int64_t lo,
                                std::int64_t hi) {
  const std::string* value = find(name);
  if (!value) return fallback;
  std::int64_t n = 0;
  auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), n);
  if (ec != std::errc() || end != value->data() + value->size() || n < lo || n > hi) {
    throw InputError("bot " + spec_.kind + ": " + std::string(name) + "=" + *value +
                     " must be a whole number in " + std::to_string(lo) + ".." +
                     std::to_string(hi));
  }
  return n;
}

double BotParams::number(std::string_view name, double fallback, double lo, double hi) {
  const std::string* value = find(name);
  if (!value) return fallback;
  char* end = nullptr;
  const double x = std::strtod(value->c_str(), &end);
  if (end != value->c_str() + value->size() || !(x >= lo && x <= hi)) {
    throw InputError("bot " + spec_.kind + ": " + std::string(name) + "=" + *value +
                     " must be a number in " + std::to_string(lo) + ".." + std::to_string(hi));
  }
  return x;
}

std::string BotParams::text(std::string_view name, std::string fallback) {
  const std::string* value = find(name);
  return value ? *value : std::move(fallback);
}

void BotParams::done() const {
  for (const auto& [key, value] : spec_.params) {
    if (std::find(asked_.begin(), asked_.end(), key) != asked_.end()) continue;
    std::string known;
    for (const auto& a : asked_) known += (known.empty() ? "" : ", ") + a;
    throw InputError("bot " + spec_.kind + ": unknown parameter '" + key + "'" +
                     (known.empty() ? "; it takes none" : "; known: " + known));
  }
}

}  // namespace cardroom::bots
