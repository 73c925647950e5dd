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

}  // namespace cardroom::vying
