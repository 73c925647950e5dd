// The move generator's fast path against the rules (issue 16: one truth per rule): legal_moves
// keeps, from the moves a hand holding every card could make facing the meld, those whose cards
// the hand holds; legal_moves_by_rule works the list out from the rules for the hand itself. The
// two must give the same moves in the same order (random play picks by position, so the order is
// part of every seeded result), for every meld and random hands of every size.
#include <gtest/gtest.h>

#include <vector>

#include "core/rng.h"
#include "five35/moves.h"

namespace cardroom::five35 {
namespace {

// Every meld a round can show: none (a lead), singles, sets of two to `copies` and runs of two
// to five inside a group.
std::vector<Meld> every_meld_for_fast_paths(int copies) {
  std::vector<Meld> melds{Meld{}};
  for (int r = 0; r < kRankCount; ++r) {
    melds.push_back(Meld(MeldType::kSingle, r, 1));
    for (int size = 2; size <= copies; ++size) melds.push_back(Meld(MeldType::kSet, r, size));
    for (int size = 2; size <= 5 && r + size <= kRankCount; ++size) {
      const Meld run = meld_of(Hand::run(r, size));
      if (run.type() == MeldType::kRun) melds.push_back(run);
    }
  }
  return melds;
}

// A random hand of up to `most` cards that leaves room for the meld's cards in the deck.
Hand random_hand_for_fast_paths(Rng& rng, const Meld& meld, int copies, int most) {
  Hand hand;
  const int size = int(rng.below(std::uint32_t(most + 1)));
  const Hand on_table = meld.cards();
  for (int tries = 0; hand.size() < size && tries < 200; ++tries) {
    const int r = int(rng.below(kRankCount));
    if (hand.count(r) + on_table.count(r) < copies) hand.add(r);
  }
  return hand;
}

std::vector<Move> moves_of(const MoveList& list) { return {list.begin(), list.end()}; }

TEST(Five35FastPaths, LegalMovesGiveWhatTheRulesGiveInTheSameOrder) {
  Rng rng(1635);
  MoveList fast, plain;
  int compared = 0;
  for (int copies : {4, 5}) {
    for (const Meld& meld : every_meld_for_fast_paths(copies)) {
      // Hands from empty to far larger than a deal (every rank held, up to `copies` of each).
      for (int k = 0; k < 400; ++k) {
        const Hand hand = random_hand_for_fast_paths(rng, meld, copies, k % 2 ? 13 : 40);
        legal_moves(hand, meld, copies, fast);
        legal_moves_by_rule(hand, meld, copies, plain);
        ASSERT_EQ(moves_of(fast), moves_of(plain))
            << "hand " << std::hex << hand.bits() << std::dec << " meld type "
            << int(meld.type()) << " low " << meld.low() << " size " << meld.size()
            << " copies " << copies;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 50'000);
}

TEST(Five35FastPaths, AHandHoldingEverythingMayMakeEveryCandidate) {
  // The fullest hands: the fast path's candidates themselves, each kept.
  MoveList fast, plain;
  for (int copies : {4, 5}) {
    for (const Meld& meld : every_meld_for_fast_paths(copies)) {
      Hand hand;
      for (int r = 0; r < kRankCount; ++r) hand.add(r, copies - meld.cards().count(r));
      legal_moves(hand, meld, copies, fast);
      legal_moves_by_rule(hand, meld, copies, plain);
      ASSERT_EQ(moves_of(fast), moves_of(plain));
      ASSERT_LE(fast.size(), kMaxLegalMoves);
    }
  }
}

TEST(Five35FastPaths, MeldsAndCopiesOutsideTheTableUseTheRules) {
  // Six copies of a rank (no deck has them) and a seven-card set: worked out by the rules.
  MoveList fast, plain;
  Hand hand;
  for (int r = 0; r < kRankCount; ++r) hand.add(r, r % 3 + 1);
  for (const Meld& meld : {Meld(MeldType::kSet, 4, 2), Meld(MeldType::kSet, 6, 7), Meld{}}) {
    legal_moves(hand, meld, 6, fast);
    legal_moves_by_rule(hand, meld, 6, plain);
    EXPECT_EQ(moves_of(fast), moves_of(plain));
  }
}

}  // namespace
}  // namespace cardroom::five35
