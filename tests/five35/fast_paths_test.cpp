// The move generator's fast path against the rules (issue 16: one truth per rule): legal_moves
// keeps, from the moves a hand holding every card could make facing the meld, those whose cards
// the hand holds; legal_moves_by_rule works the list out from the rules for the hand itself. The
// two must give the same moves in the same order (random play picks by position, so the order is
// part of every seeded result), for every meld and random hands of every size. Random play's
// pick from masks (random_legal_pick, Round::play_random) must make the move the list's pick
// makes, drawing the same numbers, and the branch-free meld_of and Meld::cards must say what the
// plain reading of the meld rules says.
#include <gtest/gtest.h>

#include <vector>

#include "core/rng.h"
#include "five35/deal.h"
#include "five35/moves.h"
#include "five35/round.h"

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


// The pick a random player made before the masks: the list's, by position.
PickedMove pick_from_list(Hand hand, const Meld& meld, int copies, Rng& rng) {
  MoveList list;
  legal_moves_by_rule(hand, meld, copies, list);
  const Move move = list[int(rng.below(std::uint32_t(list.size())))];
  return {move, move.action == Action::kPass ? meld : meld_after(meld, move)};
}

TEST(Five35FastPaths, RandomPicksAreTheListsPicks) {
  Rng hands(3517);
  int compared = 0;
  for (int copies : {4, 5, 6}) {  // 6: no deck has it, the rules' list answers
    for (const Meld& meld : every_meld_for_fast_paths(copies == 6 ? 5 : copies)) {
      for (int k = 0; k < 300; ++k) {
        Hand hand = random_hand_for_fast_paths(hands, meld, copies, k % 2 ? 13 : 40);
        if (meld.empty() && hand.empty()) hand.add(k % kRankCount);  // a leader holds cards
        Rng fast{std::uint64_t(k) * 7919 + std::uint64_t(copies)};
        Rng plain = fast;
        const PickedMove picked = random_legal_pick(hand, meld, copies, fast);
        const PickedMove expected = pick_from_list(hand, meld, copies, plain);
        ASSERT_EQ(picked.move, expected.move)
            << "hand " << std::hex << hand.bits() << std::dec << " meld type "
            << int(meld.type()) << " low " << meld.low() << " size " << meld.size()
            << " copies " << copies;
        ASSERT_EQ(picked.after, expected.after);
        ASSERT_EQ(fast, plain);  // the same numbers drawn
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 50'000);
}

TEST(Five35FastPaths, EveryCandidateIsPickedAsTheListHasIt) {
  // The fullest hands, many draws: every position of every list gets picked.
  for (int copies : {4, 5}) {
    for (const Meld& meld : every_meld_for_fast_paths(copies)) {
      Hand hand;
      for (int r = 0; r < kRankCount; ++r) hand.add(r, copies - meld.cards().count(r));
      MoveList list;
      legal_moves_by_rule(hand, meld, copies, list);
      std::vector<bool> seen(std::size_t(list.size()));
      Rng fast{std::uint64_t(meld.bits())};
      Rng plain = fast;
      for (int draw = 0; draw < 40 * list.size(); ++draw) {
        const PickedMove picked = random_legal_pick(hand, meld, copies, fast);
        const int index = int(plain.below(std::uint32_t(list.size())));
        ASSERT_EQ(picked.move, list[index]);
        ASSERT_EQ(picked.after, list[index].action == Action::kPass
                                    ? meld
                                    : meld_after(meld, list[index]));
        seen[std::size_t(index)] = true;
      }
      for (bool s : seen) EXPECT_TRUE(s);
    }
  }
}

TEST(Five35FastPaths, RandomRoundsPlayAsWithTheList) {
  // play_random against apply() of the list's pick, whole rounds, every table and Rule of 8.
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    for (RuleOfEight rule : {RuleOfEight::kAnyEight, RuleOfEight::kSourceList, RuleOfEight::kOff}) {
      Rules rules;
      rules.rule_of_eight = rule;
      Rng deals(std::uint64_t(100 * players + int(rule)));
      for (int game = 0; game < 300; ++game) {
        const Deck deck = shuffled_deck(players, deals);
        const int dealer = game % players;
        Round fast(rules, players, dealer, deal_cards(players, dealer, deck.view()));
        Round plain = fast;
        Rng fast_rng{std::uint64_t(game)};
        Rng plain_rng = fast_rng;
        MoveList list;
        while (!plain.finished()) {
          plain.legal_moves(list);
          const Move expected = list[int(plain_rng.below(std::uint32_t(list.size())))];
          const PlayResult want = plain.apply_unchecked(expected);
          Move made;
          const PlayResult got = fast.play_random(fast_rng, &made);
          ASSERT_EQ(made, expected);
          ASSERT_EQ(fast, plain);
          ASSERT_EQ(fast_rng, plain_rng);
          ASSERT_EQ(got.trick_end(), want.trick_end());
          ASSERT_EQ(got.trick_winner(), want.trick_winner());
          ASSERT_EQ(got.round_over(), want.round_over());
        }
      }
    }
  }
}

// meld_of as the rules read, with branches (the engine's works every test out and selects).
Meld plain_meld_of(Hand cards) {
  if (cards.empty()) return {};
  const int low = cards.lowest(), size = cards.size(), high = low + size - 1;
  if (cards.count(low) == size) return Meld(size == 1 ? MeldType::kSingle : MeldType::kSet, low, size);
  if (size <= 5 && high < kRankCount && same_group(low, high) && cards == Hand::run(low, size)) {
    return Meld(MeldType::kRun, low, size);
  }
  return {};
}

TEST(Five35FastPaths, BranchFreeMeldsSayWhatTheRulesSay) {
  Rng rng(355);
  std::vector<Hand> hands{Hand{}};
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = 1; c <= 7; ++c) hands.push_back(Hand::of(r, c));
    for (int length = 2; length <= 5 && r + length <= kRankCount; ++length) {
      hands.push_back(Hand::run(r, length));
    }
  }
  for (int k = 0; k < 200'000; ++k) {
    Hand hand;  // a few cards, or any counts up to 7 in every nibble
    const int cards = int(rng.below(6));
    for (int c = 0; c < cards; ++c) hand.add(int(rng.below(kRankCount)));
    hands.push_back(k % 4 ? hand : Hand::from_bits(rng.next() & 0x0007777777777777ULL));
  }
  for (const Hand& hand : hands) {
    const Meld meld = meld_of(hand);
    ASSERT_EQ(meld, plain_meld_of(hand)) << std::hex << hand.bits();
    if (!meld.empty()) {
      ASSERT_EQ(meld.cards(), hand);
    }
  }
  EXPECT_EQ(Meld{}.cards(), Hand{});
  EXPECT_EQ(Meld(MeldType::kSet, 6, 7).cards(), Hand::of(6, 7));
}

}  // namespace
}  // namespace cardroom::five35
