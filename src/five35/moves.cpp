#include "five35/moves.h"

#include <algorithm>
#include <bit>

namespace cardroom::five35 {

namespace {

// Rank indices s where s, s+1 (resp. s..s+2) lie in one group: the starts of 2- and 3-card runs.
constexpr std::uint32_t kPairStarts = 0xF6F;    // 0-3, 5-6, 8-11
constexpr std::uint32_t kTripleStarts = 0x727;  // 0-2, 5, 8-10

// Bits lo..hi (inclusive); empty when hi < lo.
constexpr std::uint32_t bit_range(int lo, int hi) {
  return hi < lo ? 0u : ((2u << hi) - 1u) & ~((1u << lo) - 1u);
}

template <typename F>
void for_each_bit(std::uint32_t mask, F&& f) {
  while (mask) {
    f(std::countr_zero(mask));
    mask &= mask - 1;
  }
}

void lead_moves(Hand hand, MoveList& out) {
  const std::uint32_t has1 = hand.ranks_with(1);
  const std::uint32_t has2 = hand.ranks_with(2);
  const std::uint32_t has3 = hand.ranks_with(3);
  for_each_bit(has1, [&](int r) { out.push(Move::lead(Hand::of(r))); });
  for_each_bit(has2, [&](int r) {
    out.push(Move::lead(Hand::of(r, 2)));
    if (has3 >> r & 1u) out.push(Move::lead(Hand::of(r, 3)));
  });
  const std::uint32_t runs2 = has1 & (has1 >> 1) & kPairStarts;
  const std::uint32_t runs3 = runs2 & (has1 >> 2) & kTripleStarts;
  for_each_bit(runs2, [&](int s) { out.push(Move::lead(Hand::run(s, 2))); });
  for_each_bit(runs3, [&](int s) { out.push(Move::lead(Hand::run(s, 3))); });
}

void overwrite_moves(Hand hand, const Meld& meld, MoveList& out) {
  const int size = meld.size();
  if (size > 3) return;
  if (meld.type() == MeldType::kRun) {
    const std::uint32_t has1 = hand.ranks_with(1);
    std::uint32_t starts = has1 & (has1 >> 1) & kPairStarts;
    if (size == 3) starts &= (has1 >> 2) & kTripleStarts;
    for_each_bit(starts & bit_range(0, meld.low() - 1),
                 [&](int s) { out.push(Move::overwrite(Hand::run(s, size))); });
  } else {
    for_each_bit(hand.ranks_with(size) & bit_range(meld.low() + 1, kRankCount - 1),
                 [&](int r) { out.push(Move::overwrite(Hand::of(r, size))); });
  }
}

// Adds of `k` cards, in order of their highest card (then the next), so the list reads naturally.
void add_moves_onto_single(Hand hand, int r, int copies, MoveList& out) {
  const std::uint32_t has1 = hand.ranks_with(1) | (1u << r);  // the single itself is on the table
  const int first = group_first(group_of(r));
  const int last = group_last(group_of(r));
  for (int k = 1; k <= 3; ++k) {
    // The run with every added card below r.
    if (r - k >= first && (bit_range(r - k, r) & ~has1) == 0) {
      out.push(Move::add(Hand::run(r - k, k + 1) - Hand::of(r)));
    }
    if (hand.count(r) >= k && 1 + k <= copies) out.push(Move::add(Hand::of(r, k)));
    // Runs reaching above r, by their top card.
    for (int low = std::max(first, r - k + 1); low <= r && low + k <= last; ++low) {
      if ((bit_range(low, low + k) & ~has1) == 0) {
        out.push(Move::add(Hand::run(low, k + 1) - Hand::of(r)));
      }
    }
  }
}

void add_moves_onto_set(Hand hand, const Meld& meld, int copies, MoveList& out) {
  for (int k = 1; k <= 3 && k <= hand.count(meld.low()) && meld.size() + k <= copies; ++k) {
    out.push(Move::add(Hand::of(meld.low(), k)));
  }
}

void add_moves_onto_run(Hand hand, const Meld& meld, MoveList& out) {
  const std::uint32_t has1 = hand.ranks_with(1);
  const int lo = meld.low();
  const int hi = meld.high();
  const int room_low = lo - group_first(group_of(lo));
  const int room_high = group_last(group_of(hi)) - hi;
  for (int k = 1; k <= 3; ++k) {
    for (int below = std::min(k, room_low); below >= 0; --below) {
      const int above = k - below;
      if (above > room_high) break;
      const std::uint32_t need = bit_range(lo - below, lo - 1) | bit_range(hi + 1, hi + above);
      if ((need & ~has1) != 0) continue;
      Hand cards;
      if (below) cards += Hand::run(lo - below, below);
      if (above) cards += Hand::run(hi + 1, above);
      out.push(Move::add(cards));
    }
  }
}

}  // namespace

void legal_moves(Hand hand, const Meld& meld, int copies, MoveList& out) {
  out.clear();
  if (meld.empty()) {
    lead_moves(hand, out);
    return;
  }
  overwrite_moves(hand, meld, out);
  switch (meld.type()) {
    case MeldType::kSingle:
      add_moves_onto_single(hand, meld.low(), copies, out);
      break;
    case MeldType::kSet:
      add_moves_onto_set(hand, meld, copies, out);
      break;
    case MeldType::kRun:
      add_moves_onto_run(hand, meld, out);
      break;
    case MeldType::kNone:
      break;
  }
  out.push(Move::pass());
}

std::string_view explain(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone:
      return "legal";
    case Refusal::kRoundOver:
      return "the round is over";
    case Refusal::kNotYourTurn:
      return "it is another player's turn";
    case Refusal::kMustLead:
      return "no meld is on the table: the trick's leader must lead 1 to 3 cards and may not "
             "pass, overwrite or add";
    case Refusal::kAlreadyLed:
      return "the trick is already led: overwrite, add or pass";
    case Refusal::kNoCards:
      return "a play needs 1 to 3 cards";
    case Refusal::kTooManyCards:
      return "a play puts at most 3 cards on the table";
    case Refusal::kCardsNotHeld:
      return "the player does not hold those cards";
    case Refusal::kNotAMeld:
      return "the cards form no single, set or run (a run is consecutive ranks inside one of "
             "the groups 1-5, 7-9, 11-15)";
    case Refusal::kCannotOverwriteLong:
      return "a meld of 4 or more cards cannot be overwritten, only added to";
    case Refusal::kWrongShape:
      return "an overwrite must be of the same type and size as the central meld";
    case Refusal::kNotStronger:
      return "an overwrite must be strictly stronger than the central meld (higher singles and "
             "sets, lower runs)";
    case Refusal::kDoesNotFit:
      return "added cards must make the central meld one longer set or run (cards of a set's "
             "rank; a run extended at either end or both; onto a single, its rank or a run)";
    case Refusal::kPassWithCards:
      return "a pass names no cards";
  }
  return "refused";
}

Refusal check_move(Hand hand, const Meld& meld, int copies, const Move& move) {
  if (move.action == Action::kLead) {
    if (!meld.empty()) return Refusal::kAlreadyLed;
  } else if (meld.empty()) {
    return Refusal::kMustLead;
  }
  if (move.action == Action::kPass) {
    return move.cards.empty() ? Refusal::kNone : Refusal::kPassWithCards;
  }
  const int count = move.cards.size();
  if (count == 0) return Refusal::kNoCards;
  if (count > 3) return Refusal::kTooManyCards;
  if (!hand.contains(move.cards)) return Refusal::kCardsNotHeld;
  switch (move.action) {
    case Action::kLead:
      return meld_of(move.cards).empty() ? Refusal::kNotAMeld : Refusal::kNone;
    case Action::kOverwrite: {
      if (meld.size() > 3) return Refusal::kCannotOverwriteLong;
      const Meld played = meld_of(move.cards);
      if (played.empty()) return Refusal::kNotAMeld;
      if (played.type() != meld.type() || played.size() != meld.size()) return Refusal::kWrongShape;
      return beats(played, meld) ? Refusal::kNone : Refusal::kNotStronger;
    }
    case Action::kAdd: {
      const Meld result = meld_of(meld.cards() + move.cards);
      const bool fits = result.type() == MeldType::kRun ||
                        (result.type() == MeldType::kSet && result.size() <= copies);
      return fits ? Refusal::kNone : Refusal::kDoesNotFit;
    }
    case Action::kPass:
      break;
  }
  return Refusal::kNone;
}

}  // namespace cardroom::five35
