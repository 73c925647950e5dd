// Invariants over many random rounds, for every player count: play ends, cards are conserved,
// every generated move is unique and applies, the generator and checker agree with a naive
// reading of the rulebook, random illegal moves are refused without effect, views leak nothing
// and the sampler deals consistently with a view. A seeded loop keeps it reproducible and fast;
// the expensive checks run on every step of a sample of the rounds.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <optional>
#include <set>

#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "five35/view.h"
#include "helpers.h"
#include "reference.h"

namespace cardroom::five35 {
namespace {

constexpr int kRoundsPerPlayerCount = 100'000;
constexpr int kDeepEvery = 250;  // these rounds get the expensive checks at every step
constexpr int kMaxActions = 2'000;

reference::Cards ref_cards(Hand hand) { return testing::numbers(hand); }

std::set<std::string> word_set(const MoveList& moves) {
  std::set<std::string> words;
  for (const Move& m : moves) words.insert(to_words(m));
  return words;
}

Hand table_and_hands(const Round& round) {
  Hand all = round.played() + round.undealt() + round.set_aside();
  for (int s = 0; s < round.players(); ++s) all += round.hand(s);
  return all;
}

Move random_move(Rng& rng, const Round& round) {
  Move move;
  move.action = Action(rng.below(4));
  const int count = int(rng.below(5));
  // Mostly cards of the player's own hand, sometimes any rank.
  const Hand hand = round.hand(round.to_act());
  for (int i = 0; i < count; ++i) {
    const int r = int(rng.below(kRankCount));
    if (rng.below(4) != 0 && hand.count(r) <= move.cards.count(r)) continue;
    move.cards.add(r);
  }
  return move;
}

std::string rule_name(int i) { return std::string(rule_of_eight_name(RuleOfEight(i % 3))); }

void check_views(const Round& round, Rng& rng) {
  for (int seat = 0; seat < round.players(); ++seat) {
    const View view(round, seat);
    ASSERT_EQ(view.hand(), round.hand(seat));
    // Unseen cards are exactly the other hands and the undealt ones.
    Hand others = round.undealt();
    for (int s = 0; s < round.players(); ++s) {
      if (s != seat) others += round.hand(s);
    }
    ASSERT_EQ(view.unseen(), others);
    const Round sample = sample_round(view, rng);
    // The sample looks the same from this seat, and is a whole deck again.
    ASSERT_EQ(View(sample, seat), view);
    ASSERT_EQ(table_and_hands(sample), full_deck_hand(round.players()));
    for (int s = 0; s < round.players(); ++s) {
      ASSERT_EQ(sample.hand(s).size(), round.hand(s).size());
    }
    // The view is a function of the public state and the seat's own hand: the sampled round
    // (other hands reshuffled) gives the same view, so nothing hidden leaks into it.
    MoveList a, b;
    view.legal_moves(a);
    if (view.my_turn()) {
      sample.legal_moves(b);
      ASSERT_EQ(word_set(a), word_set(b));
    }
  }
}

void play_random_rounds(int players, int rounds, std::uint64_t seed) {
  Rng rng(seed);
  const Hand whole_deck = full_deck_hand(players);
  long total_actions = 0;
  for (int i = 0; i < rounds; ++i) {
    Rules rules;
    rules.rule_of_eight = RuleOfEight(i % 3);
    const Deck deck = shuffled_deck(players, rng);
    const int dealer = int(rng.below(std::uint32_t(players)));
    Hand set_aside;
    auto from_top = deck.view();
    if (players == 2 && i % 2 == 1) {  // the second round of a two-player game
      for (std::uint8_t c : from_top.first(24)) set_aside.add(c);
      from_top = from_top.subspan(24);
    }
    Round round(rules, players, dealer, deal_cards(players, dealer, from_top), set_aside);
    const bool deep = i % kDeepEvery == 0;

    std::optional<reference::Round> ref;
    if (deep) {
      std::vector<reference::Cards> ref_hands;
      for (int s = 0; s < players; ++s) ref_hands.push_back(ref_cards(round.hand(s)));
      ref.emplace(ref_hands, dealer, rule_name(i));
    }

    int actions = 0;
    MoveList moves;
    while (!round.finished()) {
      round.legal_moves(moves);
      ASSERT_FALSE(moves.empty());
      for (int a = 0; a < moves.size(); ++a) {
        for (int b = a + 1; b < moves.size(); ++b) ASSERT_NE(moves[a], moves[b]);
      }
      ASSERT_EQ(table_and_hands(round), whole_deck);

      if (deep) {
        for (const Move& m : moves) {
          ASSERT_EQ(round.check(round.to_act(), m), Refusal::kNone) << to_words(m);
          Round copy = round;
          copy.apply_unchecked(m);
          ASSERT_EQ(table_and_hands(copy), whole_deck);
        }
        ASSERT_EQ(word_set(moves), ref->legal()) << "players " << players << " round " << i;
        for (int k = 0; k < 8; ++k) {
          const Move m = random_move(rng, round);
          const int seat = k == 0 ? (round.to_act() + 1) % players : round.to_act();
          const bool legal = seat == round.to_act() && moves.contains(m);
          const Round before = round;
          ASSERT_EQ(round.apply(seat, m) == Refusal::kNone, legal) << to_words(m);
          if (legal) {
            round = before;  // undo: the random walk below chooses the move
          } else {
            ASSERT_EQ(round, before);
          }
        }
        check_views(round, rng);
      }

      const Move chosen = moves[int(rng.below(std::uint32_t(moves.size())))];
      round.apply_unchecked(chosen);
      if (deep) {
        ref->apply(to_words(chosen));
        ASSERT_EQ(round.finished(), ref->went_out >= 0);
        ASSERT_EQ(round.went_out(), ref->went_out);
        if (!round.finished()) {
          ASSERT_EQ(round.to_act(), ref->to_act);
        }
        ASSERT_EQ(round.trick_leader(), ref->leader);
        ASSERT_EQ(testing::numbers(round.meld().cards()), ref->meld);
        for (int s = 0; s < players; ++s) {
          ASSERT_EQ(testing::numbers(round.hand(s)), ref->hands[std::size_t(s)]);
        }
      }
      ASSERT_LT(++actions, kMaxActions) << "a round must end";
    }
    total_actions += actions;

    ASSERT_EQ(table_and_hands(round), whole_deck);
    ASSERT_TRUE(round.hand(round.went_out()).empty());
    for (int s = 0; s < players; ++s) {
      const std::int64_t expected = s == round.went_out() ? 0 : hand_points(rules, round.hand(s));
      ASSERT_EQ(round.round_points(s), expected);
      ASSERT_EQ(round.round_points(s) > 0, s != round.went_out());
    }
    round.legal_moves(moves);
    ASSERT_TRUE(moves.empty());
    if (deep) check_views(round, rng);
  }
  ::testing::Test::RecordProperty("actions", std::to_string(total_actions));
}

class Five35RandomRounds : public ::testing::TestWithParam<int> {};

TEST_P(Five35RandomRounds, KeepEveryInvariant) {
  play_random_rounds(GetParam(), kRoundsPerPlayerCount, 1000 + std::uint64_t(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Players, Five35RandomRounds, ::testing::Values(2, 3, 4, 5, 6),
                         [](const auto& info) { return std::to_string(info.param) + "p"; });

// Any hand against any meld (not only those random play reaches): the generator and the
// checker agree with the naive reading, including long melds and five copies.
RC_GTEST_PROP(Five35LegalMoves, MatchTheNaiveReading, ()) {
  const int copies = *rc::gen::element(4, 5);
  const auto ranks = *rc::gen::container<std::vector<int>>(*rc::gen::inRange(0, 14),
                                                           rc::gen::inRange(0, kRankCount));
  Hand hand;
  for (int r : ranks) {
    if (hand.count(r) < copies) hand.add(r);
  }
  Meld meld;
  const int type = *rc::gen::inRange(0, 4);
  if (type == 1) {
    meld = Meld(MeldType::kSingle, *rc::gen::inRange(0, kRankCount), 1);
  } else if (type == 2) {
    const int r = *rc::gen::inRange(0, kRankCount);
    const int size = *rc::gen::inRange(2, copies);  // a complete set would have ended the trick
    meld = Meld(MeldType::kSet, r, size);
  } else if (type == 3) {
    const int low = *rc::gen::inRange(0, kRankCount);
    const int size = *rc::gen::inRange(2, 5);
    meld = meld_of(Hand::run(low, std::min(size, kRankCount - low)));
    if (meld.type() != MeldType::kRun) meld = {};
  }
  // The hand cannot hold copies that are on the meld.
  for (int r = 0; r < kRankCount; ++r) {
    while (hand.count(r) + meld.cards().count(r) > copies) hand.remove(r);
  }
  MoveList moves;
  legal_moves(hand, meld, copies, moves);
  RC_ASSERT(word_set(moves) ==
            reference::legal_words(ref_cards(hand), ref_cards(meld.cards()), copies));
  RC_ASSERT(int(word_set(moves).size()) == moves.size());
  for (const reference::Cards& play : reference::small_subsets(ref_cards(hand))) {
    for (const char* action : {"lead", "overwrite", "add"}) {
      const Move m = parse_words(reference::words(action, play));
      RC_ASSERT((check_move(hand, meld, copies, m) == Refusal::kNone) == moves.contains(m));
    }
  }
}

}  // namespace
}  // namespace cardroom::five35
