#include "five35/moves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <vector>

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

// Every move some hand could make facing each central meld, in legal_moves_by_rule's order:
// its list for a hand holding every card. Whether a hand may make one of them depends only on
// holding its cards (the meld decides the rest), so a hand's legal moves are these filtered by
// Hand::contains. The filter has no branch on the cards; the generator's loops over ranks and run
// lengths mispredicted several times a decision in random play.
class Candidates {
 public:
  Candidates() {
    MoveList list;
    for (int copies = 4; copies <= kMaxCopies; ++copies) {
      Hand everything;
      for (int r = 0; r < kRankCount; ++r) everything.add(r, copies);
      for (int index = 0; index < kMelds; ++index) {
        begin_[std::size_t(copies - 4)][std::size_t(index)] = std::uint16_t(moves_.size());
        const Meld meld = meld_at(index);
        if (meld.empty() && index != 0) continue;  // no such meld: no candidates
        legal_moves_by_rule(everything, meld, copies, list);
        // The pass is no candidate: every answer ends with it, and a lead has none.
        for (const Move& m : list) {
          if (m.action != Action::kPass) moves_.push_back(m);
        }
      }
      begin_[std::size_t(copies - 4)][kMelds] = std::uint16_t(moves_.size());
    }
  }

  static const Candidates& get() {
    static const Candidates candidates;
    return candidates;
  }

  // Whether the table holds `meld` (no longer than five cards) and `copies` (4 or 5).
  static bool covers(const Meld& meld, int copies) {
    return (unsigned(copies - 4) <= 1u) & (meld.size() <= kLongest);
  }
  // The candidates facing a covered meld.
  const Move* begin(const Meld& meld, int copies) const {
    return moves_.data() + begin_[std::size_t(copies - 4)][std::size_t(index_of(meld))];
  }
  const Move* end(const Meld& meld, int copies) const {
    return moves_.data() + begin_[std::size_t(copies - 4)][std::size_t(index_of(meld)) + 1];
  }

 private:
  // Melds by type, low card and size (the empty meld, a lead, is index 0), without a branch.
  static constexpr int kLongest = 5;
  static constexpr int kMelds = 4 * kRankCount * (kLongest + 1);
  static int index_of(const Meld& meld) {
    return (int(meld.type()) * kRankCount + meld.low()) * (kLongest + 1) + meld.size();
  }
  static Meld meld_at(int index) {
    const auto type = MeldType(index / ((kLongest + 1) * kRankCount));
    const int low = index / (kLongest + 1) % kRankCount, size = index % (kLongest + 1);
    switch (type) {
      case MeldType::kSingle: return size == 1 ? Meld(type, low, 1) : Meld{};
      case MeldType::kSet: return size >= 2 ? Meld(type, low, size) : Meld{};
      case MeldType::kRun:
        // Only real runs, inside one group.
        return size >= 2 && low + size <= kRankCount ? meld_of(Hand::run(low, size)) : Meld{};
      case MeldType::kNone: break;
    }
    return {};
  }

  std::array<std::array<std::uint16_t, kMelds + 1>, 2> begin_{};
  std::vector<Move> moves_;
};

// Leads: the candidates are every single, set of two or three and run of two or three, so which
// of them a hand holds is read off its rank masks at once, as bits in the candidates' order.
std::uint64_t lead_bits(Hand hand) {
  const std::uint64_t v = hand.bits();
  constexpr std::uint64_t kLow = 0x0001111111111111ULL;  // bit 0 of each rank's nibble
  const std::uint64_t has2 = ((v >> 1) | (v >> 2)) & kLow;
  const std::uint64_t has3 = ((v >> 2) | ((v >> 1) & v)) & kLow;
  // Singles by rank.
  const std::uint32_t singles = hand.ranks_with(1);
  // Sets by rank, then size: bit 2r a pair of rank r, bit 2r + 1 three of them. Gather the two
  // bits of each nibble into two consecutive bits.
  std::uint64_t sets = has2 | (has3 << 1);
  sets = (sets | (sets >> 2)) & 0x0F0F0F0F0F0F0F0FULL;
  sets = (sets | (sets >> 4)) & 0x00FF00FF00FF00FFULL;
  sets = (sets | (sets >> 8)) & 0x0000FFFF0000FFFFULL;
  sets = (sets | (sets >> 16)) & 0x00000000FFFFFFFFULL;
  // Runs of two and three by their low card, packed to the starts that exist.
  const std::uint32_t pairs = singles & (singles >> 1) & kPairStarts;
  const std::uint32_t triples = pairs & (singles >> 2) & kTripleStarts;
  const std::uint64_t runs2 = (pairs & 0xF) | ((pairs >> 1) & 0x30) | ((pairs >> 2) & 0x3C0);
  const std::uint64_t runs3 = (triples & 0x7) | ((triples >> 2) & 0x8) | ((triples >> 4) & 0x70);
  return std::uint64_t{singles} | sets << kRankCount | runs2 << (3 * kRankCount) |
         runs3 << (3 * kRankCount + 10);
}

}  // namespace

void legal_moves(Hand hand, const Meld& meld, int copies, MoveList& out) {
  if (!Candidates::covers(meld, copies)) return legal_moves_by_rule(hand, meld, copies, out);
  const Candidates& candidates = Candidates::get();
  const Move* from = candidates.begin(meld, copies);
  Move* room = out.room();
  int kept = 0;
  if (meld.empty()) {
    for (std::uint64_t bits = lead_bits(hand); bits; bits &= bits - 1) {
      room[kept++] = from[std::countr_zero(bits)];
    }
  } else {
    for (const Move* m = from; m != candidates.end(meld, copies); ++m) {
      room[kept] = *m;
      kept += hand.contains(m->cards);
    }
    room[kept++] = Move::pass();
  }
  out.keep(kept);
}

void legal_moves_by_rule(Hand hand, const Meld& meld, int copies, MoveList& out) {
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
