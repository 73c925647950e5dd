// Observation tensors give nothing away: hands that differ only in what a seat cannot see (the
// others' face-down cards, the stock, declarations still secret) give that seat the same tensor,
// and the tensor reads what the seat does see (its own cards, face-up cards, chips).
#include "features/observation.h"

#include <gtest/gtest.h>

#include <vector>

#include "vying/random_play.h"

namespace cardroom::env {
namespace {

std::vector<float> tensor(const vying::Hand& hand, int seat) {
  std::vector<float> out(std::size_t(vying_observation_size(hand.seats())), -1.0f);
  vying_observation(hand, seat, 100, out);
  return out;
}

// Random hands at every point of play, for each game and a declaring house rule.
template <typename Check>
void every_point(Check check) {
  std::vector<vying::Rules> rule_sets{vying::fifteen_thirty_five(), vying::seven_twenty_seven()};
  vying::Rules simultaneous = vying::seven_twenty_seven();
  simultaneous.showdown = vying::ShowdownRule::kDeclareSimultaneous;
  rule_sets.push_back(simultaneous);
  const std::vector<std::int64_t> stacks{100, 40, 100, 70, 100};
  for (const vying::Rules& rules : rule_sets) {
    for (std::uint64_t seed = 0; seed < 150; ++seed) {
      Rng rng(seed);
      vying::Hand hand =
          vying::Hand::shuffled(rules, stacks, int(seed % stacks.size()), rng);
      for (;;) {
        check(hand, rng);
        if (hand.finished()) break;
        hand.apply(vying::random_action(hand.legal(), rng));
      }
    }
  }
}

TEST(VyingObservation, HandsTheSeatCannotTellApartGiveTheSameTensor) {
  int compared = 0;
  every_point([&](const vying::Hand& hand, Rng& rng) {
    for (int seat = 0; seat < hand.seats(); ++seat) {
      // A sample deals every card the seat has not seen afresh and makes secret declarations
      // at random: all the seat could be looking at.
      Rng draw(rng.next());
      const vying::Hand other = vying::SeatView(hand, seat).sample(draw);
      ASSERT_EQ(tensor(hand, seat), tensor(other, seat));
      ++compared;
    }
  });
  EXPECT_GT(compared, 5000);
}

TEST(VyingObservation, ShowsTheSeatsOwnCardsAndEveryFaceUpCard) {
  every_point([&](const vying::Hand& hand, Rng&) {
    for (int seat = 0; seat < hand.seats(); ++seat) {
      const auto t = tensor(hand, seat);
      for (float x : t) ASSERT_GE(x, 0.0f);  // every float written
      const vying::SeatState& mine = hand.seat(seat);
      for (Card c : mine.hand()) ASSERT_EQ(t[std::size_t(c.index())], 1.0f);
      for (int offset = 0; offset < hand.seats(); ++offset) {
        const vying::SeatState& s = hand.seat((seat + offset) % hand.seats());
        const float* block = t.data() + 52 + 64 * offset;
        int down = 0;
        for (int k = 0; k < s.count; ++k) {
          if (s.is_up(k)) {
            ASSERT_EQ(block[s.cards[std::size_t(k)].index()], 1.0f);
          } else {
            ++down;
          }
        }
        ASSERT_FLOAT_EQ(block[52], float(down) / 5.0f);
        ASSERT_FLOAT_EQ(block[53], float(s.stack) / 100.0f);
        ASSERT_FLOAT_EQ(block[54], float(s.put_in) / 100.0f);
      }
    }
  });
}

}  // namespace
}  // namespace cardroom::env
