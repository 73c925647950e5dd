#include "narration/five35_narration.h"

#include "five35/action_words.h"
#include "i18n/i18n.h"
#include "narration/words.h"

namespace cardroom::narration {

using namespace five35;
using i18n::N_;
using i18n::tr;

namespace {

// One sentence in the speaker's person: "You lead {cards}" / "{name} leads {cards}" (a name cut
// to the seat column). Whole sentences, so that a translation orders its words as it needs.
std::string says(const Five35Speaker& who, const char* you, const char* named, i18n::Values values = {}) {
  if (who.you) return tr(you, values);
  return i18n::fill(tr(named, values), {{"name", short_name(who.name)}});
}

std::string meld_type_word(MeldType type) {
  switch (type) {
    case MeldType::kSingle: return i18n::trc("meld", "single");
    case MeldType::kSet: return i18n::trc("meld", "set");
    case MeldType::kRun: return i18n::trc("meld", "run");
    case MeldType::kNone: break;
  }
  return std::string(meld_type_name(type));
}

}  // namespace

std::string meld_text(const Meld& meld) {
  if (meld.empty()) return tr("nothing");
  return tr("{type} {cards}", {{"type", meld_type_word(meld.type())}, {"cards", cards_text(meld.cards())}});
}

std::string narrate_move(const Five35Speaker& who, const Move& move, const Meld& before) {
  const std::string cards = cards_text(move.cards);
  switch (move.action) {
    case Action::kLead:
      return says(who, N_("You lead {cards}"), N_("{name} leads {cards}"), {{"cards", cards}});
    case Action::kOverwrite:
      return says(who, N_("You overwrite {meld} with {cards}"), N_("{name} overwrites {meld} with {cards}"),
                  {{"meld", cards_text(before.cards())}, {"cards", cards}});
    case Action::kAdd:
      return says(who, N_("You add {cards} to {meld}: {result}"), N_("{name} adds {cards} to {meld}: {result}"),
                  {{"cards", cards}, {"meld", cards_text(before.cards())},
                   {"result", meld_text(meld_after(before, move))}});
    case Action::kPass:
      break;
  }
  return says(who, N_("You pass"), N_("{name} passes"));
}

std::string trick_end_reason(TrickEnd end, const Meld& after) {
  switch (end) {
    case TrickEnd::kAllPassed:
      return tr("everyone else passed");
    case TrickEnd::kSetComplete:
      return tr("the set of {rank}s is complete", {{"rank", std::to_string(rank_number(after.low()))}});
    case TrickEnd::kRunOfFive:
      return tr("run of five");
    case TrickEnd::kRuleOfEight:
      return tr("Rule of 8");
    case TrickEnd::kNone:
      break;
  }
  return "";
}

std::string narrate_result(const PlayResult& result, const Five35Speaker& mover,
                           const Five35Speaker& winner, const Meld& after) {
  if (result.round_over()) {
    return says(mover, N_("You go out: no cards left, the round is over."),
                N_("{name} goes out: no cards left, the round is over."));
  }
  if (result.trick_end() == TrickEnd::kNone) return "";
  const std::string reason = trick_end_reason(result.trick_end(), after);
  return says(winner, N_("Trick ends: {reason} - you lead the next trick."),
              N_("Trick ends: {reason} - {name} leads the next trick."), {{"reason", reason}});
}

}  // namespace cardroom::narration
