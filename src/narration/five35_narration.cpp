#include "narration/five35_narration.h"

#include "five35/action_words.h"
#include "narration/words.h"

namespace cardroom::narration {

using namespace five35;

namespace {

// "You lead" / "Bea leads", "You pass" / "Bea passes".
std::string says(const Five35Speaker& who, const std::string& verb) {
  if (who.you) return "You " + verb;
  return short_name(who.name) + " " + verb + (verb.back() == 's' ? "es" : "s");
}

}  // namespace

std::string meld_text(const Meld& meld) {
  if (meld.empty()) return "nothing";
  return std::string(meld_type_name(meld.type())) + " " + cards_text(meld.cards());
}

std::string narrate_move(const Five35Speaker& who, const Move& move, const Meld& before) {
  const std::string cards = cards_text(move.cards);
  switch (move.action) {
    case Action::kLead:
      return says(who, "lead") + " " + cards;
    case Action::kOverwrite:
      return says(who, "overwrite") + " " + cards_text(before.cards()) + " with " + cards;
    case Action::kAdd:
      return says(who, "add") + " " + cards + " to " + cards_text(before.cards()) + ": " +
             meld_text(meld_after(before, move));
    case Action::kPass:
      break;
  }
  return says(who, "pass");
}

std::string trick_end_reason(TrickEnd end, const Meld& after) {
  switch (end) {
    case TrickEnd::kAllPassed:
      return "everyone else passed";
    case TrickEnd::kSetComplete:
      return "the set of " + std::to_string(rank_number(after.low())) + "s is complete";
    case TrickEnd::kRunOfFive:
      return "run of five";
    case TrickEnd::kRuleOfEight:
      return "Rule of 8";
    case TrickEnd::kNone:
      break;
  }
  return "";
}

std::string narrate_result(const PlayResult& result, const Five35Speaker& mover,
                           const Five35Speaker& winner, const Meld& after) {
  if (result.round_over()) {
    return (mover.you ? "You go" : short_name(mover.name) + " goes") +
           " out: no cards left, the round is over.";
  }
  if (result.trick_end() == TrickEnd::kNone) return "";
  return "Trick ends: " + trick_end_reason(result.trick_end(), after) + " - " +
         (winner.you ? "you lead" : short_name(winner.name) + " leads") + " the next trick.";
}

}  // namespace cardroom::narration
