#pragma once
// The legal actions for the seat to act (rulebook §8), as data: flags and amount ranges. The
// words of the contract (`bet 1-5`) are made from this by legal_words().
#include <cstdint>
#include <string>
#include <vector>

#include "core/card.h"
#include "vying/action.h"

namespace cardroom::vying {

enum class Phase : std::uint8_t { kExpose, kOffer, kBetting, kDeclare, kFinished };

struct LegalActions {
  Phase phase = Phase::kFinished;
  int seat = -1;  // -1 when nobody is to act
  // Betting.
  bool check = false, call = false, fold = false, all_in = false;
  bool bet = false, raise = false;  // increments lo..hi on top of the call
  std::int64_t lo = 0, hi = 0;
  std::int64_t call_amount = 0;
  // Offer rounds.
  bool take = false, stand = false;
  // Exposure: the face-down cards the seat may turn up (mask over card indices).
  std::uint64_t exposable = 0;
  // Declaring.
  bool declare = false;

  bool allows(const Action& action) const;
  bool empty() const { return seat < 0; }
};

// The action words, e.g. {"check", "bet 1-5"}; cards of `expose` in deck order.
std::vector<std::string> legal_words(const LegalActions& legal);

}  // namespace cardroom::vying
