#include "narration/vying_narration.h"

#include "i18n/i18n.h"

namespace cardroom::narration {

namespace {

using namespace cardroom::vying;
using i18n::N_;
using i18n::tr;

// One sentence in the speaker's person: `you` for "you" ("You call {amount}"), `named` for a
// named seat ("{name} calls {amount}"). Whole sentences, so that a translation may order its
// words as its language does.
std::string said(const Speaker& who, const char* you, const char* named, i18n::Values values = {}) {
  if (who.you) return tr(you, values);
  return i18n::fill(tr(named, values), {{"name", who.name}});
}

std::string amount(int chips) { return std::to_string(chips); }

std::string declaration_word(Declaration d) {
  switch (d) {
    case Declaration::kLow: return i18n::trc("declaration", "low");
    case Declaration::kHigh: return i18n::trc("declaration", "high");
    case Declaration::kBoth: return i18n::trc("declaration", "both");
    case Declaration::kNone: break;
  }
  return std::string(to_string(d));
}

}  // namespace

std::string narrate(const Hand& before, const Hand& after, int seat, const Action& a,
                    const SpeakerOf& speaker, int listener, const CardNamer& card) {
  const Speaker who = speaker(seat);
  switch (a.kind) {
    case ActionKind::kTake: {
      const SeatState& s = after.seat(seat);
      const int slot = s.count - 1;
      const bool up = s.is_up(slot);
      std::string text;
      // A face-down card is named only to its owner (or a narrator who sees everything).
      if (up) {
        text = said(who, N_("You take {card}"), N_("{name} takes {card}"), {{"card", card(s.cards[slot])}});
      } else if (listener == kEveryone || listener == seat) {
        text = said(who, N_("You take {card} (face down)"), N_("{name} takes {card} (face down)"),
                    {{"card", card(s.cards[slot])}});
      } else {
        text = said(who, N_("You take a card face down"), N_("{name} takes a card face down"));
      }
      if (s.bust) {
        text = who.you ? tr("{action} and are bust", {{"action", text}})
                       : tr("{action} and is bust", {{"action", text}});
      }
      return text;
    }
    case ActionKind::kStand: {
      const std::string text = said(who, N_("You stand"), N_("{name} stands"));
      if (!after.seat(seat).frozen) return text;
      return who.you ? tr("{action} and are now frozen", {{"action", text}})
                     : tr("{action} and is now frozen", {{"action", text}});
    }
    case ActionKind::kCall:
      return said(who, N_("You call {amount}"), N_("{name} calls {amount}"),
                  {{"amount", amount(before.legal().call_amount)}});
    case ActionKind::kAllIn:
      return said(who, N_("You go all-in for {amount}"), N_("{name} goes all-in for {amount}"),
                  {{"amount", amount(before.seat(seat).stack)}});
    case ActionKind::kCheck:
      return said(who, N_("You check"), N_("{name} checks"));
    case ActionKind::kFold:
      return said(who, N_("You fold"), N_("{name} folds"));
    case ActionKind::kBet:
      return said(who, N_("You bet {amount}"), N_("{name} bets {amount}"), {{"amount", amount(a.amount)}});
    case ActionKind::kRaise:
      return said(who, N_("You call {call} and raise {amount}"), N_("{name} calls {call} and raises {amount}"),
                  {{"call", amount(before.legal().call_amount)}, {"amount", amount(a.amount)}});
    case ActionKind::kExpose:
      return said(who, N_("You turn up {card}"), N_("{name} turns up {card}"), {{"card", card(a.card)}});
    case ActionKind::kDeclare: {
      // A simultaneous declaration is secret until everyone has made theirs.
      const bool secret = after.phase() == Phase::kDeclare &&
                          after.rules().showdown == ShowdownRule::kDeclareSimultaneous &&
                          listener != kEveryone && listener != seat;
      if (secret) {
        return said(who, N_("You declare (hidden until all have declared)"),
                    N_("{name} declares (hidden until all have declared)"));
      }
      return said(who, N_("You declare {declaration}"), N_("{name} declares {declaration}"),
                  {{"declaration", declaration_word(a.declaration)}});
    }
  }
  return who.name + " " + to_string(a);
}

std::string phase_header(const Hand& hand, const SpeakerOf& speaker) {
  switch (hand.phase()) {
    case Phase::kExpose:
      return tr("Each player turns one card face up, from the dealer's left.");
    case Phase::kOffer:
      return tr("Offer round: take a card or stand.");
    case Phase::kBetting: {
      const std::string opener = speaker(hand.to_act()).name;
      if (hand.final_betting_round()) return tr("Final betting round, opened by {name}.", {{"name", opener}});
      return tr("Betting round {round}, opened by {name}.",
                {{"round", std::to_string(hand.betting_round())}, {"name", opener}});
    }
    case Phase::kDeclare:
      return tr("Declarations: low, high or both.");
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
