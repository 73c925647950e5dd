#include "vying/legal.h"

namespace cardroom::vying {

bool LegalActions::allows(const Action& a) const {
  switch (a.kind) {
    case ActionKind::kCheck: return check;
    case ActionKind::kCall: return call;
    case ActionKind::kFold: return fold;
    case ActionKind::kAllIn: return all_in;
    case ActionKind::kBet: return bet && a.amount >= lo && a.amount <= hi;
    case ActionKind::kRaise: return raise && a.amount >= lo && a.amount <= hi;
    case ActionKind::kTake: return take;
    case ActionKind::kStand: return stand;
    case ActionKind::kExpose: return (exposable & a.card.bit()) != 0;
    case ActionKind::kDeclare: return declare && a.declaration != Declaration::kNone;
  }
  return false;
}

std::vector<std::string> legal_words(const LegalActions& legal) {
  std::vector<std::string> words;
  if (legal.check) words.emplace_back("check");
  if (legal.call) words.emplace_back("call");
  if (legal.bet || legal.raise) {
    std::string range = std::to_string(legal.lo);
    if (legal.hi != legal.lo) range += "-" + std::to_string(legal.hi);
    words.push_back((legal.bet ? "bet " : "raise ") + range);
  }
  if (legal.fold) words.emplace_back("fold");
  if (legal.all_in) words.emplace_back("all-in");
  if (legal.take) words.emplace_back("take");
  if (legal.stand) words.emplace_back("stand");
  for (int i = 0; i < Card::kCount; ++i) {
    if (legal.exposable >> i & 1) words.push_back("expose " + to_string(Card::from_index(i)));
  }
  if (legal.declare) {
    for (const char* d : {"declare low", "declare high", "declare both"}) words.emplace_back(d);
  }
  return words;
}

std::string Refusal::explain() const {
  using enum Rule;
  const std::string word = to_string(action);
  switch (rule) {
    case kNone: return "legal";
    case kHandOver: return "the hand is over";
    case kOutOfTurn:
      return "out of turn: seat " + std::to_string(to_act) + " is to act, not seat " +
             std::to_string(seat);
    case kDeckExhausted: return "deck exhausted: the record's deck has no card left to deal";
    case kMustExpose: return "'" + word + "': each player must first expose a card";
    case kNotFaceDown: return "'" + word + "': the card must be one of your face-down cards";
    case kTakeOrStand: return "'" + word + "': in an offer round the player says take or stand";
    case kMustDeclare:
      return "'" + word + "': the players still in must declare low, high or both";
    case kCheckFacingBet: return "check: there is a bet of " + std::to_string(call) + " to call";
    case kNoBetToCall: return "call: there is no bet to call (check instead)";
    case kCallNeedsEveryChip:
      return "call: calling " + std::to_string(call) + " needs every chip (" +
             std::to_string(stack) + "); say all-in";
    case kNoBetToFold: return "fold: there is no bet to fold to (check instead)";
    case kAlreadyBet: return "bet: there is already a bet this round (raise instead)";
    case kNobodyBet: return "raise: nobody has bet this round (bet instead)";
    case kNotReopened: return word + ": a short all-in does not reopen the betting to you";
    case kRaiseCapReached:
      return word + ": the cap of " + std::to_string(cap) + " raises is reached";
    case kNoFullBetFits:
      return word +
             ": no full bet or raise fits (nobody else could call it, or your stack is too "
             "small; all-in may be legal)";
    case kIncrementOutOfRange:
      return word + ": the " + std::string(name(structure)) + " increment must be " +
             std::to_string(lo) + (hi != lo ? ".." + std::to_string(hi) : "") +
             " (an amount needing every chip is all-in)";
    case kAllInOverLimit:
      return "all-in: going all-in for " + std::to_string(stack) +
             " breaks the structure's maximum, the raise cap or the no-reopening rule";
    case kNotABettingAction: return "'" + word + "' is not a betting action";
  }
  return "refused";
}

}  // namespace cardroom::vying

namespace cardroom::vying {

RefusalCode Refusal::code() const {
  using enum Rule;
  const auto with = [this](std::string code, RefusalValues values) {
    values.insert(values.begin(), {"action", to_string(action)});
    return RefusalCode{std::move(code), std::move(values)};
  };
  switch (rule) {
    case kNone: return {};
    case kHandOver: return with("hand-over", {});
    case kOutOfTurn: return with("out-of-turn", {{"seat", seat}, {"to_act", to_act}});
    case kDeckExhausted: return with("deck-exhausted", {});
    case kMustExpose: return with("must-expose", {});
    case kNotFaceDown: return with("not-face-down", {});
    case kTakeOrStand: return with("take-or-stand", {});
    case kMustDeclare: return with("must-declare", {});
    case kCheckFacingBet: return with("check-facing-bet", {{"call", call}});
    case kNoBetToCall: return with("no-bet-to-call", {});
    case kCallNeedsEveryChip: return with("call-needs-every-chip", {{"call", call}, {"stack", stack}});
    case kNoBetToFold: return with("no-bet-to-fold", {});
    case kAlreadyBet: return with("already-bet", {});
    case kNobodyBet: return with("nobody-bet", {});
    case kNotReopened: return with("not-reopened", {});
    case kRaiseCapReached: return with("raise-cap-reached", {{"cap", cap}});
    case kNoFullBetFits: return with("no-full-bet-fits", {});
    case kIncrementOutOfRange:
      return with("amount-out-of-range",
                  {{"structure", std::string(name(structure))}, {"lo", lo}, {"hi", hi}});
    case kAllInOverLimit: return with("all-in-over-limit", {{"stack", stack}});
    case kNotABettingAction: return with("not-a-betting-action", {});
  }
  return with("refused", {});
}

}  // namespace cardroom::vying
