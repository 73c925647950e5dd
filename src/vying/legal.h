#pragma once
// The legal actions for the seat to act (rulebook §8), as data: flags and amount ranges. The
// words of the contract (`bet 1-5`) are made from this by legal_words(). And why an action is
// refused (Refusal, from Hand::check), in the rulebook's words by explain().
#include <cstdint>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/input_error.h"
#include "vying/action.h"
#include "vying/rules.h"

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

// Why an action is refused (Hand::check): the rule it breaks and the values concerned, which
// explain() says in words. Rule::kNone means legal; as a bool, a Refusal is true when it refuses
// (`if (const Refusal r = hand.check(seat, a)) return explain(r);`).
struct Refusal {
  enum class Rule : std::uint8_t {
    kNone,
    kHandOver,
    kOutOfTurn,              // `seat` is not `to_act`
    kDeckExhausted,          // a take the record's deck has no card for
    kMustExpose,             // the deal's exposure: each player first exposes a card
    kNotFaceDown,            // an exposed card must be one of the player's face-down cards
    kTakeOrStand,            // an offer round
    kMustDeclare,            // the declarations
    kCheckFacingBet,         // `call` to call
    kNoBetToCall,
    kCallNeedsEveryChip,     // calling `call` takes the whole `stack`: all-in
    kNoBetToFold,
    kAlreadyBet,             // a bet after the round's bet
    kNobodyBet,              // a raise before any bet
    kNotReopened,            // a short all-in does not reopen the betting
    kRaiseCapReached,        // `cap` raises
    kNoFullBetFits,
    kIncrementOutOfRange,    // the `structure`'s increment is `lo`..`hi`
    kAllInOverLimit,         // all-in for `stack` breaks the maximum, the cap or no-reopening
    kNotABettingAction,
  };

  Rule rule = Rule::kNone;
  Action action;  // the action refused
  // The values a rule names (see Rule); 0 where it names none.
  int seat = 0, to_act = 0, cap = 0;
  std::int64_t call = 0, stack = 0, lo = 0, hi = 0;
  Structure structure = Structure::kSpreadLimit;

  bool ok() const { return rule == Rule::kNone; }
  explicit operator bool() const { return !ok(); }
  // The rule broken, in words naming the values ("legal" when ok()).
  std::string explain() const;
  // The rule broken for a program: a stable code ("check-facing-bet") and the values it names
  // ({"action": "check", "call": 4}), which the web app words in the player's language.
  RefusalCode code() const;
  bool operator==(const Refusal&) const = default;
};

inline std::string explain(const Refusal& refusal) { return refusal.explain(); }

}  // namespace cardroom::vying
