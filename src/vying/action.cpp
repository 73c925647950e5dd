#include "vying/action.h"

#include <charconv>

namespace cardroom::vying {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

}  // namespace

std::optional<Action> parse_action(std::string_view text, std::string* why) {
  auto fail = [&](std::string message) -> std::optional<Action> {
    if (why) *why = std::move(message);
    return std::nullopt;
  };
  text = trim(text);
  const auto space = text.find(' ');
  const std::string_view word = text.substr(0, space);
  const std::string_view arg = space == std::string_view::npos ? "" : trim(text.substr(space));
  auto no_argument = [&](Action a) -> std::optional<Action> {
    if (!arg.empty()) return fail("'" + std::string(word) + "' takes no argument");
    return a;
  };
  if (word == "check") return no_argument(Action::check());
  if (word == "call") return no_argument(Action::call());
  if (word == "fold") return no_argument(Action::fold());
  if (word == "all-in") return no_argument(Action::all_in());
  if (word == "take") return no_argument(Action::take());
  if (word == "stand") return no_argument(Action::stand());
  if (word == "bet" || word == "raise") {
    std::int64_t n = 0;
    auto [end, ec] = std::from_chars(arg.data(), arg.data() + arg.size(), n);
    if (arg.empty() || ec != std::errc() || end != arg.data() + arg.size() || n <= 0) {
      return fail("'" + std::string(word) + "' needs a positive whole number of chips, e.g. '" +
                  std::string(word) + " 2'");
    }
    return word == "bet" ? Action::bet(n) : Action::raise(n);
  }
  if (word == "expose") {
    auto card = parse_card(arg);
    if (!card) return fail("'expose' needs a card, e.g. 'expose As'");
    return Action::expose(*card);
  }
  if (word == "declare") {
    if (arg == "low") return Action::declare(Declaration::kLow);
    if (arg == "high") return Action::declare(Declaration::kHigh);
    if (arg == "both") return Action::declare(Declaration::kBoth);
    return fail("'declare' needs low, high or both");
  }
  return fail("unknown action '" + std::string(text) +
              "'; words: check, call, fold, all-in, bet N, raise N, take, stand, expose CARD, "
              "declare low|high|both");
}

std::string_view to_string(Declaration d) {
  switch (d) {
    case Declaration::kLow: return "low";
    case Declaration::kHigh: return "high";
    case Declaration::kBoth: return "both";
    case Declaration::kNone: break;
  }
  return "none";
}

std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::kCheck: return "check";
    case ActionKind::kCall: return "call";
    case ActionKind::kFold: return "fold";
    case ActionKind::kAllIn: return "all-in";
    case ActionKind::kBet: return "bet " + std::to_string(a.amount);
    case ActionKind::kRaise: return "raise " + std::to_string(a.amount);
    case ActionKind::kTake: return "take";
    case ActionKind::kStand: return "stand";
    case ActionKind::kExpose: return "expose " + to_string(a.card);
    case ActionKind::kDeclare: return "declare " + std::string(to_string(a.declaration));
  }
  return "?";
}

}  // namespace cardroom::vying
