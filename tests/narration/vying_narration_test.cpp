// What the terminal and a server table's log say as a vying hand goes on: each action word in the
// third person and to "you", the phase that opens, and a face-down card named only to those who
// may know it (its owner, or a narrator who sees every card; never the table's public log).
#include "narration/vying_narration.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string_view>
#include <vector>

#include "vying/random_play.h"

namespace cardroom::narration {
namespace vying_narration_test {

using namespace cardroom::vying;

std::vector<Card> deck_of(std::string_view text) {
  std::vector<Card> deck;
  std::istringstream in{std::string(text)};
  for (std::string name; in >> name;) deck.push_back(*parse_card(name));
  return deck;
}

// Seat 0 is Ann, seat 1 Bo; `you` speaks to that seat in the second person.
SpeakerOf names(int you = -1) {
  return [you](int seat) {
    if (seat == you) return Speaker{"You", true};
    return Speaker{seat == 0 ? "Ann" : "Bo", false};
  };
}

std::string plain(Card card) { return card_name(card, false); }

// A 7-27 hand for Ann (seat 0) and Bo (seat 1, the dealer): Ann is dealt As up and 3c down, Bo
// 2h up and 4d down; the next card is 5s.
Hand two_seat_hand() {
  const std::vector<std::int64_t> stacks{20, 20};
  return Hand(preset(Game::kSevenTwentySeven), stacks, 1,
              deck_of("As 2h 3c 4d 5s 6h 7c 8d 9s Th Jc Qd"), 0);
}

TEST(VyingNarration, AFaceDownCardIsNamedOnlyToItsOwnerOrToEveryone) {
  Hand hand = two_seat_hand();
  ASSERT_EQ(hand.phase(), Phase::kOffer);
  EXPECT_EQ(phase_header(hand, names()), "Offer round: take a card or stand.");
  const Hand before = hand;
  ASSERT_EQ(hand.to_act(), 0);
  ASSERT_TRUE(hand.apply(Action::take()));
  EXPECT_EQ(narrate(before, hand, 0, Action::take(), names(), kEveryone, plain),
            "Ann takes 5s (face down)");
  EXPECT_EQ(narrate(before, hand, 0, Action::take(), names(0), 0, plain),
            "You take 5s (face down)");
  EXPECT_EQ(narrate(before, hand, 0, Action::take(), names(1), 1, plain),
            "Ann takes a card face down");
  EXPECT_EQ(narrate(before, hand, 0, Action::take(), names(), kPublic, plain),
            "Ann takes a card face down");
}

TEST(VyingNarration, CardsAreNamedByTheNarratorsCardNamer) {
  Hand hand = two_seat_hand();
  const Hand before = hand;
  ASSERT_TRUE(hand.apply(Action::take()));
  const CardNamer bracketed = [](Card card) { return "[" + card_name(card, true) + "]"; };
  EXPECT_EQ(narrate(before, hand, 0, Action::take(), names(), kEveryone, bracketed),
            "Ann takes [5\u2660] (face down)");
}

TEST(VyingNarration, BettingWordsAndTheRoundThatOpens) {
  Hand hand = two_seat_hand();
  // `word` by the seat to act, as the public log tells it, and the phase line that follows.
  auto say = [&](const Action& word) {
    const Hand before = hand;
    const int seat = hand.to_act();
    EXPECT_TRUE(hand.apply(word)) << to_string(word);
    std::string line = narrate(before, hand, seat, word, names(), kPublic, plain);
    const std::string next = phase_change(before, hand, names());
    return next.empty() ? line : line + " / " + next;
  };
  EXPECT_EQ(say(Action::take()), "Ann takes a card face down");
  EXPECT_EQ(say(Action::stand()), "Bo stands / Betting round 1, opened by Ann.");
  EXPECT_EQ(say(Action::bet(3)), "Ann bets 3");
  EXPECT_EQ(say(Action::raise(2)), "Bo calls 3 and raises 2");
  EXPECT_EQ(say(Action::call()), "Ann calls 2 / Offer round: take a card or stand.");
}

TEST(VyingNarration, ExposingACardNamesItToAll) {
  const std::vector<std::int64_t> stacks{20, 20};
  Hand hand(preset(Game::kFifteenThirtyFive), stacks, 1,
            deck_of("As 2h 3c 4d 5s 6h 7c 8d 9s Th Jc Qd"), 0);
  ASSERT_EQ(hand.phase(), Phase::kExpose);
  EXPECT_EQ(phase_header(hand, names()),
            "Each player turns one card face up, from the dealer's left.");
  const int seat = hand.to_act();
  const Card shown = hand.seat(seat).cards[0];
  const Hand before = hand;
  ASSERT_TRUE(hand.apply(Action::expose(shown)));
  EXPECT_EQ(narrate(before, hand, seat, Action::expose(shown), names(), kPublic, plain),
            std::string(seat == 0 ? "Ann" : "Bo") + " turns up " + plain(shown));
}

// Random hands of both games: the public log never names a card dealt face down nor a secret
// declaration before all are made; the card's owner and an all-seeing narrator hear both.
TEST(VyingNarration, ThePublicLogKeepsEverySecret) {
  Rng rng(2026);
  int face_down = 0, secret = 0;
  for (int k = 0; k < 400; ++k) {
    const Game game = k % 2 ? Game::kFifteenThirtyFive : Game::kSevenTwentySeven;
    Rules rules = preset(game);
    if (k % 3 == 0) rules.showdown = ShowdownRule::kDeclareSimultaneous;
    const int seats = 2 + int(rng.below(std::uint32_t(max_players(game) - 1)));
    const std::vector<std::int64_t> stacks(std::size_t(seats), 20 + rng.below(80));
    Hand hand = Hand::shuffled(rules, stacks, int(rng.below(std::uint32_t(seats))), rng);
    const SpeakerOf seat_names = [](int s) { return Speaker{"P" + std::to_string(s), false}; };
    while (!hand.finished()) {
      const Hand before = hand;
      const int seat = hand.to_act();
      const Action action = random_action(hand.legal(), rng);
      hand.apply(action);
      const std::string told = narrate(before, hand, seat, action, seat_names, kPublic, plain);
      const std::string own = narrate(before, hand, seat, action, seat_names, seat, plain);
      const std::string all = narrate(before, hand, seat, action, seat_names, kEveryone, plain);
      EXPECT_EQ(own, all);
      if (action.kind == ActionKind::kTake) {
        const SeatState& s = hand.seat(seat);
        const int slot = s.count - 1;
        if (!s.is_up(slot)) {
          ++face_down;
          const std::string name = plain(s.cards[std::size_t(slot)]);
          ASSERT_EQ(told.find(name), std::string::npos) << told;
          ASSERT_NE(told.find("a card face down"), std::string::npos) << told;
          ASSERT_NE(own.find(name + " (face down)"), std::string::npos) << own;
        }
      }
      if (action.kind == ActionKind::kDeclare && hand.phase() == Phase::kDeclare &&
          rules.showdown == ShowdownRule::kDeclareSimultaneous) {
        ++secret;
        ASSERT_EQ(told, "P" + std::to_string(seat) + " declares (hidden until all have declared)");
        ASSERT_EQ(own, "P" + std::to_string(seat) + " declares " +
                           std::string(to_string(action.declaration)));
      }
    }
  }
  EXPECT_GT(face_down, 100);
  EXPECT_GT(secret, 20);
}

}  // namespace vying_narration_test
}  // namespace cardroom::narration
