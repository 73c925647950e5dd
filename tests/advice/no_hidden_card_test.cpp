// Never a hidden card: the advice for a seat is the same for two deals that differ only in what
// that seat cannot see (other seats' face-down cards, the stock's order, the undealt cards), over
// thousands of random hands and rounds played at random to a random point.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "advice/advice.h"
#include "advice/advice_json.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/random_rules.h"
#include "vying/view.h"

namespace cardroom::advice {
namespace {

// Fewer under the sanitizers, whose build runs the same suite many times slower.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kRecords = 300;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int kRecords = 300;
#else
constexpr int kRecords = 1500;
#endif
#else
constexpr int kRecords = 1500;
#endif

// A small budget: the comparison needs equal numbers, not precise ones.
AdviceOptions quick(std::uint64_t seed, const char* policy) {
  AdviceOptions o;
  o.samples = 12;
  o.playouts = 3;
  o.policy = policy;
  o.seed = seed;
  return o;
}

// What everyone at the table knows of a hand: who acts, chips, folds, face-up cards.
bool same_public_story(const vying::Hand& a, const vying::Hand& b) {
  if (a.phase() != b.phase() || a.to_act() != b.to_act() || a.stock_left() != b.stock_left()) {
    return false;
  }
  for (int i = 0; i < a.seats(); ++i) {
    const vying::SeatState &x = a.seat(i), &y = b.seat(i);
    if (x.folded != y.folded || x.bust != y.bust || x.stack != y.stack || x.put_in != y.put_in ||
        x.count != y.count || x.up_slots != y.up_slots || x.frozen != y.frozen) {
      return false;
    }
  }
  return true;
}

TEST(NeverAHiddenCard, VyingAdviceIgnoresWhatTheSeatCannotSee) {
  Rng rng(2024);
  int compared = 0;
  for (int record = 0; record < kRecords; ++record) {
    const vying::Rules rules = vying::testing::random_rules(rng);
    const auto stacks = vying::testing::random_stacks(rng);
    if (int(stacks.size()) > vying::max_players(rules.targets[1] == 70 ? Game::kFifteenThirtyFive
                                                                       : Game::kSevenTwentySeven)) {
      continue;
    }
    const int dealer = int(rng.below(std::uint32_t(stacks.size())));
    auto deck = ordered_deck();
    rng.shuffle(std::span<Card>(deck));
    const std::uint64_t seed = rng.next() >> 1;
    vying::Hand hand(rules, stacks, dealer, deck, seed);
    std::vector<vying::Action> actions;
    const int steps = int(rng.below(40));
    for (int k = 0; k < steps && !hand.finished(); ++k) {
      const vying::Action a = vying::random_action(hand.legal(), rng);
      if (!hand.apply(a)) break;
      actions.push_back(a);
    }
    if (hand.finished()) continue;
    const int seat = int(rng.below(std::uint32_t(stacks.size())));
    if (!hand.seat(seat).dealt_in) continue;
    const vying::SeatView view(hand, seat);

    // The same deck with every card this seat may not see shuffled among their places. What it
    // may see is read off the hand itself, not off the view under test: its own cards and every
    // card lying face up.
    std::uint64_t seen = 0;
    for (int i = 0; i < hand.seats(); ++i) {
      const vying::SeatState& s = hand.seat(i);
      for (int slot = 0; slot < s.count; ++slot) {
        if (i == seat || s.is_up(slot)) seen |= s.cards[std::size_t(slot)].bit();
      }
    }
    std::vector<std::size_t> places;
    for (std::size_t p = 0; p < deck.size(); ++p) {
      if (!(seen & deck[p].bit())) places.push_back(p);
    }
    auto other = deck;
    std::vector<Card> moved;
    for (std::size_t p : places) moved.push_back(deck[p]);
    rng.shuffle(std::span<Card>(moved));
    for (std::size_t i = 0; i < places.size(); ++i) other[places[i]] = moved[i];
    vying::Hand twin(rules, stacks, dealer, other, seed ^ 0x5eed);
    bool replayed = true;
    for (const auto& a : actions) replayed = replayed && twin.apply(a);
    // Hidden cards can change what happens in public (a bust, a natural that skips the
    // declarations): then the two are not the same position, and there is nothing to compare.
    if (!replayed || !same_public_story(hand, twin)) continue;

    const AdviceOptions options = quick(std::uint64_t(record), "heuristic:samples=2");
    const io::Json first = advice_json(advise(view, options));
    const io::Json second = advice_json(advise(vying::SeatView(twin, seat), options));
    ASSERT_EQ(first, second) << "record " << record << ", seat " << seat;
    ++compared;
  }
  // Most positions compare (a few change in public, and some records end or skip a seat).
  EXPECT_GT(compared, kRecords / 3);
}

TEST(NeverAHiddenCard, FiveThreeFiveAdviceIgnoresOtherHandsAndTheUndealtCards) {
  Rng rng(535);
  int compared = 0;
  five35::MoveList moves;
  for (int record = 0; record < kRecords; ++record) {
    const int players = 2 + int(rng.below(5));
    const int dealer = int(rng.below(std::uint32_t(players)));
    five35::Deck deck = five35::shuffled_deck(players, rng);
    const five35::Round start(five35::Rules{}, players, dealer,
                              five35::deal_cards(players, dealer, deck.view()));
    five35::Round round = start;
    std::vector<five35::Move> history;
    const int steps = int(rng.below(60));
    for (int k = 0; k < steps && !round.finished(); ++k) {
      round.legal_moves(moves);
      history.push_back(moves[int(rng.below(std::uint32_t(moves.size())))]);
      round.apply_unchecked(history.back());
    }
    if (round.finished()) continue;
    const int seat = int(rng.below(std::uint32_t(players)));

    // Another deal in which this seat holds the same cards, every other seat still holds the
    // cards it has played (so the same moves stay legal), and the rest of the unseen cards lie
    // anywhere: the other hands' unplayed cards and the undealt ones, shuffled together.
    five35::Hand pool = round.undealt();
    for (int s = 0; s < players; ++s) {
      if (s != seat) pool += round.hand(s);
    }
    std::vector<std::uint8_t> cards;
    for (int r = 0; r < five35::kRankCount; ++r) {
      for (int c = pool.count(r); c > 0; --c) cards.push_back(std::uint8_t(r));
    }
    rng.shuffle(std::span<std::uint8_t>(cards));
    five35::Deal deal;
    std::size_t next = 0;
    for (int s = 0; s < players; ++s) {
      five35::Hand& h = deal.hands[std::size_t(s)];
      if (s == seat) {
        h = start.hand(s);
        continue;
      }
      h = start.hand(s) - round.hand(s);  // the cards it has played
      for (int k = round.hand(s).size(); k > 0; --k) h.add(cards[next++]);
    }
    while (next < cards.size()) deal.undealt.add(cards[next++]);
    five35::Round twin(five35::Rules{}, players, dealer, deal);
    for (const auto& m : history) {
      ASSERT_EQ(twin.apply(twin.to_act(), m), five35::Refusal::kNone) << "record " << record;
    }
    const five35::View view(round, seat);
    const five35::View twin_view(twin, seat);
    ASSERT_TRUE(view == twin_view) << "record " << record;

    const AdviceOptions options = quick(std::uint64_t(record), "heuristic");
    ASSERT_EQ(advice_json(advise(view, options)), advice_json(advise(twin_view, options)))
        << "record " << record << ", seat " << seat;
    ++compared;
  }
  EXPECT_GT(compared, kRecords / 2);
}

}  // namespace
}  // namespace cardroom::advice
