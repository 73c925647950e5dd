#include "features/vying_actions.h"

#include <algorithm>

namespace cardroom::env {

using vying::Action;
using vying::ActionKind;
using vying::Declaration;

std::optional<int> VyingActionCodes::encode(const Action& action) const {
  switch (action.kind) {
    case ActionKind::kFold:
      return 0;
    case ActionKind::kCheck:
      return 1;
    case ActionKind::kCall:
      return 2;
    case ActionKind::kAllIn:
      return 3;
    case ActionKind::kTake:
      return 4;
    case ActionKind::kStand:
      return 5;
    case ActionKind::kDeclare:
      if (action.declaration == Declaration::kNone) return std::nullopt;
      return 5 + static_cast<int>(action.declaration);  // low 6, high 7, both 8
    case ActionKind::kExpose:
      if (action.card.is_hidden()) return std::nullopt;
      return kExposeBase + action.card.index();
    case ActionKind::kBet:
    case ActionKind::kRaise:
      break;
  }
  if (action.amount < 1 || action.amount > max_amount_) return std::nullopt;
  const int base =
      kBetBase + (action.kind == ActionKind::kRaise ? static_cast<int>(max_amount_) : 0);
  return base + static_cast<int>(action.amount - 1);
}

std::optional<Action> VyingActionCodes::decode(int code) const {
  if (code < 0 || code >= size()) return std::nullopt;
  switch (code) {
    case 0:
      return Action::fold();
    case 1:
      return Action::check();
    case 2:
      return Action::call();
    case 3:
      return Action::all_in();
    case 4:
      return Action::take();
    case 5:
      return Action::stand();
    case 6:
      return Action::declare(Declaration::kLow);
    case 7:
      return Action::declare(Declaration::kHigh);
    case 8:
      return Action::declare(Declaration::kBoth);
    default:
      break;
  }
  if (code < kBetBase) return Action::expose(Card::from_index(code - kExposeBase));
  const int n = code - kBetBase;
  const int max = static_cast<int>(max_amount_);
  return n < max ? Action::bet(n + 1) : Action::raise(n - max + 1);
}

void VyingActionCodes::legal(const vying::LegalActions& legal, std::vector<int>& out) const {
  out.clear();
  if (legal.empty()) return;
  if (legal.fold) out.push_back(0);
  if (legal.check) out.push_back(1);
  if (legal.call) out.push_back(2);
  if (legal.all_in) out.push_back(3);
  if (legal.take) out.push_back(4);
  if (legal.stand) out.push_back(5);
  if (legal.declare) {
    out.push_back(6);
    out.push_back(7);
    out.push_back(8);
  }
  for (std::uint64_t cards = legal.exposable; cards; cards &= cards - 1) {
    out.push_back(kExposeBase + __builtin_ctzll(cards));
  }
  if (legal.bet || legal.raise) {
    const int base = kBetBase + (legal.raise ? static_cast<int>(max_amount_) : 0);
    const std::int64_t hi = std::min(legal.hi, max_amount_);
    for (std::int64_t n = legal.lo; n <= hi; ++n) out.push_back(base + static_cast<int>(n - 1));
  }
}

}  // namespace cardroom::env
