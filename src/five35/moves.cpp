#include "five35/moves.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <vector>

#include "core/bits.h"
#include "core/rng.h"

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

// --- Random picks from masks ------------------------------------------------------------------
// A random player needs only how many moves are legal and the n-th of them, so the candidates
// facing a meld are laid out as bits of one word in the list's order, the bits of the moves a
// hand holds are worked out by a few word operations, and the n-th set bit is the pick. The move
// and the meld it leaves are worked out from the bit's place, and the list is never written.

constexpr std::uint64_t kNibbleLows = 0x0001111111111111ULL;  // bit 0 of each rank's nibble

// A hand's counts as thresholds: bit j of rank r's nibble is set when the hand holds more than j
// cards of rank r (j = 0, 1, 2; no play takes more than three cards of a rank).
constexpr std::uint64_t held_thresholds(Hand hand) {
  const std::uint64_t v = hand.bits();  // counts of at most 7
  const std::uint64_t one = (v | (v >> 1) | (v >> 2)) & kNibbleLows;
  const std::uint64_t two = ((v >> 1) | (v >> 2)) & kNibbleLows;
  const std::uint64_t three = ((v >> 2) | ((v >> 1) & v)) & kNibbleLows;
  return one | two << 1 | three << 2;
}

// The shape of an add: how many cards it puts below the meld (a run downwards), onto its rank
// (a set) and above it (a run upwards). Facing a single r the adds, in the list's order (by
// number of cards, then by highest card), can only be these twelve; facing a set, those onto its
// rank; facing a run, those below and above it. Which exist for a meld (the groups' ends, the
// copies) the rules' list says.
struct AddShape {
  int below, onto, above;
};
constexpr std::array<AddShape, 12> kAddShapes{{{1, 0, 0},
                                               {0, 1, 0},
                                               {0, 0, 1},
                                               {2, 0, 0},
                                               {0, 2, 0},
                                               {1, 0, 1},
                                               {0, 0, 2},
                                               {3, 0, 0},
                                               {0, 3, 0},
                                               {2, 0, 1},
                                               {1, 0, 2},
                                               {0, 0, 3}}};
constexpr std::array<std::uint64_t, 4> kOneEach{0x0, 0x1, 0x11, 0x111};

// The add shapes a hand holds, as bits in kAddShapes' order, by what it holds around the meld:
// bits 0-2 one card each of the 1, 2, 3 ranks below it (each with those nearer), bits 3-5 the
// same above it, bits 6-8 at least 1, 2, 3 cards of its own rank.
constexpr std::array<std::uint16_t, 512> held_add_shapes_table() {
  std::array<std::uint16_t, 512> table{};
  for (unsigned index = 0; index < 512; ++index) {
    const unsigned below = index & 7, above = (index >> 3) & 7, onto = index >> 6;
    for (std::size_t s = 0; s < kAddShapes.size(); ++s) {
      const AddShape& shape = kAddShapes[s];
      const unsigned need_below = (1u << shape.below) - 1, need_above = (1u << shape.above) - 1;
      const bool held = (below & need_below) == need_below && (above & need_above) == need_above &&
                        (shape.onto == 0 || (onto >> (shape.onto - 1) & 1u));
      if (held) table[index] = std::uint16_t(table[index] | 1u << s);
    }
  }
  return table;
}
constexpr auto kHeldAddShapes = held_add_shapes_table();

// The candidates facing one meld (not a lead) as bits: the overwrites at their low card's nibble
// (bit 4r, so they ascend), the twelve add shapes from bit kFirstAdd, the pass at kPassBit.
struct AnswerMasks {
  static constexpr int kFirstAdd = 4 * (kRankCount - 1) + 1;  // 49: past the last overwrite
  static constexpr int kPassBit = kFirstAdd + int(kAddShapes.size());

  bool covered = false;  // the meld's candidates take this shape (tests say all do)
  Meld meld;
  std::uint8_t low = 0, high = 0;  // the meld's lowest and highest rank
  // The overwrites that exist, and the cards of the one whose low card is rank 0 (a single, a
  // set's copies, a run's ones), shifted to each nibble.
  std::uint64_t overwrite_at = 0;
  std::uint64_t overwrite_cards = 0;
  // An overwrite at nibble r is held when bit 0 of nibble r is set in the thresholds shifted by
  // each of these: size - 1 for singles and sets (so many copies of r), and 0, 4, 8 for runs of
  // three (one each of r, r + 1, r + 2; 0, 4, 4 for runs of two).
  std::array<std::uint8_t, 3> overwrite_shifts{};
  std::uint16_t add_shapes = 0;  // the add shapes that exist

  // The bits of the moves a hand with these thresholds may make, the pass included.
  std::uint64_t held(std::uint64_t thresholds) const {
    const std::uint64_t overwrites = (thresholds >> overwrite_shifts[0]) &
                                     (thresholds >> overwrite_shifts[1]) &
                                     (thresholds >> overwrite_shifts[2]) & overwrite_at;
    // One card each of the three ranks below the meld (at bits 0, 4, 8 once the nibbles are
    // moved three ranks up, so none falls off) and above it, gathered by a multiplication into
    // three adjacent bits with the nearest rank lowest; then the copies of its own rank.
    const std::uint64_t ones = thresholds & kNibbleLows;
    const std::uint64_t under = ((ones << 12) >> (4 * low)) & 0x111;
    const std::uint64_t over = (ones >> (4 * (high + 1))) & 0x111;
    const std::uint64_t index = (((under * 0x421) >> 8) & 7) | (((over * 0x49) >> 6) & 7) << 3 |
                                ((thresholds >> (4 * low)) & 7) << 6;
    const std::uint64_t adds = kHeldAddShapes[std::size_t(index)] & add_shapes;
    return overwrites | adds << kFirstAdd | 1ULL << kPassBit;
  }

  // The cards of an add of this shape.
  Hand add_cards(const AddShape& shape) const {
    return Hand::from_bits((kOneEach[std::size_t(shape.below)] << (4 * (low - shape.below))) +
                           (std::uint64_t(shape.onto) << (4 * low)) +
                           (kOneEach[std::size_t(shape.above)] << (4 * (high + 1))));
  }

  // The move at a bit `held` marks, and the meld it leaves. Worked out for each kind of move and
  // chosen by masks: the kind is random, and a branch on it mispredicted at one pick in three.
  PickedMove at(int bit) const {
    const std::uint64_t overwrite = -std::uint64_t(bit < kFirstAdd);
    const std::uint64_t pass = -std::uint64_t(bit == kPassBit);
    const std::uint64_t add = ~overwrite & ~pass;
    // Any shape that stays inside the deck stands in for an overwrite's or a pass's (its cards are
    // masked away): the one onto the meld's rank.
    const AddShape& shape = kAddShapes[std::size_t(((bit - kFirstAdd) & add) | (1 & ~add))];
    const std::uint64_t cards = ((overwrite_cards << (bit & 63)) & overwrite) |
                                (add_cards(shape).bits() & add);
    static_assert(int(Action::kOverwrite) == 1 && int(Action::kAdd) == 2 && int(Action::kPass) == 3);
    const auto action = Action(1 + (add & 1) + (pass & 2));
    // An overwrite leaves a meld of the same type and size from its own low card; an add a set
    // when it puts cards onto the meld's rank, else a run from its lowest card.
    const std::uint32_t overwritten = (meld.bits() & ~0xFF00u) | std::uint32_t(bit >> 2) << 8;
    const std::uint32_t joined =
        Meld(shape.onto ? MeldType::kSet : MeldType::kRun, low - shape.below,
             meld.size() + shape.below + shape.onto + shape.above)
            .bits();
    const std::uint32_t after = (overwritten & std::uint32_t(overwrite)) |
                                (joined & std::uint32_t(add)) | (meld.bits() & std::uint32_t(pass));
    return {Move{action, Hand::from_bits(cards)}, Meld::from_bits(after)};
  }

  // Built from the meld's candidates, in the list's order; `covered` stays false when they do
  // not take this shape or a pick would not give the move and meld the rules give.
  static AnswerMasks of(const Meld& meld, const Move* from, const Move* to) {
    AnswerMasks masks;
    masks.meld = meld;
    masks.low = std::uint8_t(meld.low());
    masks.high = std::uint8_t(meld.high());
    const bool run = meld.type() == MeldType::kRun;
    masks.overwrite_cards = run ? Hand::run(0, meld.size()).bits() : Hand::of(0, meld.size()).bits();
    const int size_shift = std::clamp(meld.size() - 1, 0, 3);
    masks.overwrite_shifts = run ? std::array<std::uint8_t, 3>{0, 4, std::uint8_t(meld.size() > 2 ? 8 : 4)}
                                 : std::array<std::uint8_t, 3>{std::uint8_t(size_shift),
                                                               std::uint8_t(size_shift),
                                                               std::uint8_t(size_shift)};
    int last_bit = -1;
    for (const Move* m = from; m != to; ++m) {
      int bit = -1;
      if (m->action == Action::kOverwrite && meld.size() <= 3) {
        bit = 4 * m->cards.lowest();
        masks.overwrite_at |= 1ULL << bit;
      } else if (m->action == Action::kAdd) {
        for (std::size_t s = 0; s < kAddShapes.size(); ++s) {
          const AddShape& shape = kAddShapes[s];
          if (masks.low >= shape.below && masks.high + 1 + shape.above <= kRankCount &&
              masks.add_cards(shape) == m->cards) {
            bit = kFirstAdd + int(s);
          }
        }
        if (bit >= 0) masks.add_shapes = std::uint16_t(masks.add_shapes | 1u << (bit - kFirstAdd));
      }
      if (bit <= last_bit) return {};  // no shape, or out of the list's order
      const PickedMove picked = masks.at(bit);
      if (!(picked.move == *m) || picked.after != meld_after(meld, *m)) return {};
      last_bit = bit;
    }
    const PickedMove pass = masks.at(kPassBit);
    if (!(pass.move == Move::pass()) || pass.after != meld) return {};
    masks.covered = true;
    return masks;
  }
};

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
        const std::size_t from = begin_[std::size_t(copies - 4)][std::size_t(index)];
        if (index != 0) {
          masks_[std::size_t(copies - 4)][std::size_t(index)] =
              AnswerMasks::of(meld, moves_.data() + from, moves_.data() + moves_.size());
        } else {
          for (std::size_t i = from; i < moves_.size(); ++i) {
            leads_[std::size_t(copies - 4)][i - from] = {moves_[i], meld_of(moves_[i].cards)};
          }
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
  // The `n`-th lead candidate and the meld it leaves.
  PickedMove lead(int copies, int n) const {
    return leads_[std::size_t(copies - 4)][std::size_t(n)];
  }
  // The candidates facing a covered meld (not a lead) as masks.
  const AnswerMasks& masks(const Meld& meld, int copies) const {
    return masks_[std::size_t(copies - 4)][std::size_t(index_of(meld))];
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
  std::array<std::array<AnswerMasks, kMelds>, 2> masks_{};
  std::array<std::array<PickedMove, 64>, 2> leads_{};
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

namespace {
// The pick from the rules' list, for melds and decks outside the tables. Kept apart so that the
// fast path needs no room for a list.
[[gnu::noinline]] PickedMove random_pick_by_rule(Hand hand, const Meld& meld, int copies, Rng& rng) {
  MoveList moves;
  legal_moves_by_rule(hand, meld, copies, moves);
  const Move move = moves[int(rng.below(std::uint32_t(moves.size())))];
  return {move, move.action == Action::kPass ? meld : meld_after(meld, move)};
}
}  // namespace

PickedMove random_legal_pick(Hand hand, const Meld& meld, int copies, Rng& rng) {
  const Candidates& candidates = Candidates::get();
  if (Candidates::covers(meld, copies)) {
    if (meld.empty()) {
      const SetBits held(lead_bits(hand));
      const int pick = int(rng.below(std::uint32_t(held.count())));
      return candidates.lead(copies, held.nth(pick));
    }
    const AnswerMasks& masks = candidates.masks(meld, copies);
    if (masks.covered) {
      const SetBits held(masks.held(held_thresholds(hand)));
      const int pick = int(rng.below(std::uint32_t(held.count())));
      // The pass, the last bit, is told apart by a branch: when the processor guesses it right it
      // goes on to the next seat without waiting for the pick (worked out without branches,
      // a chain of dependent steps), and that gained more than the misses cost.
      if (pick == held.count() - 1) return {Move::pass(), meld};
      return masks.at(held.nth(pick));
    }
  }
  return random_pick_by_rule(hand, meld, copies, rng);
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

namespace {
// gettext's marker: the catalogue (po/, scripts/i18n-extract) takes these texts, and the terminal
// translates them where it shows them (play::refusal_text). The engine links no i18n.
constexpr const char* N_(const char* english) { return english; }
}  // namespace

std::string_view explain(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone:
      return N_("legal");
    case Refusal::kRoundOver:
      return N_("the round is over");
    case Refusal::kNotYourTurn:
      return N_("it is another player's turn");
    case Refusal::kMustLead:
      return N_("no meld is on the table: the trick's leader must lead 1 to 3 cards and may not "
          "pass, overwrite or add");
    case Refusal::kAlreadyLed:
      return N_("the trick is already led: overwrite, add or pass");
    case Refusal::kNoCards:
      return N_("a play needs 1 to 3 cards");
    case Refusal::kTooManyCards:
      return N_("a play puts at most 3 cards on the table");
    case Refusal::kCardsNotHeld:
      return N_("the player does not hold those cards");
    case Refusal::kNotAMeld:
      return N_("the cards form no single, set or run (a run is consecutive ranks inside one of "
          "the groups 1-5, 7-9, 11-15)");
    case Refusal::kCannotOverwriteLong:
      return N_("a meld of 4 or more cards cannot be overwritten, only added to");
    case Refusal::kWrongShape:
      return N_("an overwrite must be of the same type and size as the central meld");
    case Refusal::kNotStronger:
      return N_("an overwrite must be strictly stronger than the central meld (higher singles and "
          "sets, lower runs)");
    case Refusal::kDoesNotFit:
      return N_("added cards must make the central meld one longer set or run (cards of a set's "
          "rank; a run extended at either end or both; onto a single, its rank or a run)");
    case Refusal::kPassWithCards:
      return N_("a pass names no cards");
  }
  return N_("refused");
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

std::string_view code(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone: return "";
    case Refusal::kRoundOver: return "round-over";
    case Refusal::kNotYourTurn: return "not-your-turn";
    case Refusal::kMustLead: return "must-lead";
    case Refusal::kAlreadyLed: return "already-led";
    case Refusal::kNoCards: return "no-cards";
    case Refusal::kTooManyCards: return "too-many-cards";
    case Refusal::kCardsNotHeld: return "cards-not-held";
    case Refusal::kNotAMeld: return "not-a-meld";
    case Refusal::kCannotOverwriteLong: return "cannot-overwrite-long";
    case Refusal::kWrongShape: return "wrong-shape";
    case Refusal::kNotStronger: return "not-stronger";
    case Refusal::kDoesNotFit: return "does-not-fit";
    case Refusal::kPassWithCards: return "pass-with-cards";
  }
  return "refused";
}

}  // namespace cardroom::five35
