#pragma once
// The action words of the rulebook (§8): what a player says at the table.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/card.h"
#include "vying/showdown.h"

namespace cardroom::vying {

enum class ActionKind : std::uint8_t {
  kCheck, kCall, kFold, kBet, kRaise, kAllIn,  // betting
  kTake, kStand,                               // offer rounds
  kExpose,                                     // three-down-expose deal
  kDeclare,                                    // declaring showdowns
};

struct Action {
  ActionKind kind = ActionKind::kCheck;
  std::int64_t amount = 0;  // bet/raise: the increment on top of the call
  Card card;                // expose
  Declaration declaration = Declaration::kNone;  // declare

  static Action of(ActionKind kind, std::int64_t amount = 0) {
    Action a;
    a.kind = kind;
    a.amount = amount;
    return a;
  }
  static Action check() { return of(ActionKind::kCheck); }
  static Action call() { return of(ActionKind::kCall); }
  static Action fold() { return of(ActionKind::kFold); }
  static Action all_in() { return of(ActionKind::kAllIn); }
  static Action bet(std::int64_t n) { return of(ActionKind::kBet, n); }
  static Action raise(std::int64_t n) { return of(ActionKind::kRaise, n); }
  static Action take() { return of(ActionKind::kTake); }
  static Action stand() { return of(ActionKind::kStand); }
  static Action expose(Card c) {
    Action a = of(ActionKind::kExpose);
    a.card = c;
    return a;
  }
  static Action declare(Declaration d) {
    Action a = of(ActionKind::kDeclare);
    a.declaration = d;
    return a;
  }

  bool operator==(const Action&) const = default;
};

// Reads one action word ("raise 3", "expose 10d", "declare both"); nullopt with `why` set when
// the text is not an action word.
std::optional<Action> parse_action(std::string_view text, std::string* why = nullptr);
std::string to_string(const Action& action);
std::string_view to_string(Declaration d);

}  // namespace cardroom::vying
