#include "narration/vying_narration.h"

namespace cardroom::narration {

namespace {

using namespace cardroom::vying;

// "calls" for a named seat, "call" for you; `third` is the third-person form when it is not
// the verb plus "s" ("goes").
std::string verb(const Speaker& who, std::string_view base, std::string_view third = "") {
  if (who.you) return std::string(base);
  return third.empty() ? std::string(base) + "s" : std::string(third);
}

std::string is(const Speaker& who) { return who.you ? "are" : "is"; }

}  // namespace

std::string narrate(const Hand& before, const Hand& after, int seat, const Action& a,
                    const SpeakerOf& speaker, int listener, const CardNamer& card) {
  const Speaker who = speaker(seat);
  const std::string head = who.name + " ";
  switch (a.kind) {
    case ActionKind::kTake: {
      const SeatState& s = after.seat(seat);
      const int slot = s.count - 1;
      const bool up = s.is_up(slot);
      std::string text = head + verb(who, "take") + " ";
      // A face-down card is named only to its owner (or a narrator who sees everything).
      if (up || listener == kEveryone || listener == seat) {
        text += card(s.cards[slot]) + (up ? "" : " (face down)");
      } else {
        text += "a card face down";
      }
      if (s.bust) text += " and " + is(who) + " bust";
      return text;
    }
    case ActionKind::kStand:
      return head + verb(who, "stand") +
             (after.seat(seat).frozen ? " and " + is(who) + " now frozen" : "");
    case ActionKind::kCall:
      return head + verb(who, "call") + " " + std::to_string(before.legal().call_amount);
    case ActionKind::kAllIn:
      return head + verb(who, "go", "goes") + " all-in for " +
             std::to_string(before.seat(seat).stack);
    case ActionKind::kCheck:
      return head + verb(who, "check");
    case ActionKind::kFold:
      return head + verb(who, "fold");
    case ActionKind::kBet:
      return head + verb(who, "bet") + " " + std::to_string(a.amount);
    case ActionKind::kRaise:
      return head + verb(who, "call") + " " + std::to_string(before.legal().call_amount) + " and " +
             verb(who, "raise") + " " + std::to_string(a.amount);
    case ActionKind::kExpose:
      return head + verb(who, "turn") + " up " + card(a.card);
    case ActionKind::kDeclare: {
      // A simultaneous declaration is secret until everyone has made theirs.
      const bool secret = after.phase() == Phase::kDeclare &&
                          after.rules().showdown == ShowdownRule::kDeclareSimultaneous &&
                          listener != kEveryone && listener != seat;
      if (secret) return head + verb(who, "declare") + " (hidden until all have declared)";
      return head + verb(who, "declare") + " " + std::string(to_string(a.declaration));
    }
  }
  return head + to_string(a);
}

std::string phase_header(const Hand& hand, const SpeakerOf& speaker) {
  switch (hand.phase()) {
    case Phase::kExpose:
      return "Each player turns one card face up, from the dealer's left.";
    case Phase::kOffer:
      return "Offer round: take a card or stand.";
    case Phase::kBetting:
      return (hand.final_betting_round()
                  ? std::string("Final betting round")
                  : "Betting round " + std::to_string(hand.betting_round())) +
             ", opened by " + speaker(hand.to_act()).name + ".";
    case Phase::kDeclare:
      return "Declarations: low, high or both.";
    case Phase::kFinished:
      break;
  }
  return "";
}

std::string phase_change(const Hand& before, const Hand& after, const SpeakerOf& speaker) {
  if (after.finished()) return "";
  if (after.phase() == before.phase() && after.betting_round() == before.betting_round()) {
    return "";
  }
  return phase_header(after, speaker);
}

}  // namespace cardroom::narration
