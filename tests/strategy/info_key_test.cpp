// The information-set key of a view: what must and must not change it.
#include <gtest/gtest.h>

#include "strategy/card_class.h"
#include "strategy/info_key.h"
#include "vying/view.h"

namespace cardroom::strategy {
namespace {

vying::Hand dealt(const std::vector<std::string>& top, int dealer = 0) {
  std::vector<Card> deck;
  std::uint64_t used = 0;
  for (const std::string& t : top) {
    deck.push_back(*parse_card(t));
    used |= deck.back().bit();
  }
  for (int i = 0; i < Card::kCount; ++i) {
    if (!(used & Card::from_index(i).bit())) deck.push_back(Card::from_index(i));
  }
  const std::array<std::int64_t, 2> stacks{5, 5};
  vying::Rules rules = vying::seven_twenty_seven();
  return vying::Hand(rules, stacks, dealer, deck, 0);
}

InfoKey key_of(const vying::Hand& hand) { return view_key(vying::SeatView(hand, hand.to_act())); }

TEST(InfoKey, SuitsAndTheOtherSeatsHiddenCardDoNotChangeIt) {
  // Dealer 0: seat 1 gets the first up card, seat 0 the second, then the down cards likewise.
  const InfoKey a = key_of(dealt({"5c", "9d", "2h", "Ks"}));
  EXPECT_EQ(a, key_of(dealt({"5s", "9h", "2d", "Kc"})));  // other suits
  EXPECT_EQ(a, key_of(dealt({"5c", "9d", "2h", "Ks"})));
  EXPECT_EQ(a, key_of(dealt({"5c", "9d", "2h", "Qs"})));  // seat 0.s down card, unseen by seat 1, and a picture all the same
}

TEST(InfoKey, OwnCardsChangeIt) {
  EXPECT_FALSE(key_of(dealt({"5c", "9d", "2h", "Ks"})) == key_of(dealt({"6c", "9d", "2h", "Ks"})));
  EXPECT_FALSE(key_of(dealt({"5c", "9d", "2h", "Ks"})) == key_of(dealt({"5c", "9d", "3h", "Ks"})));
}

TEST(InfoKey, PicturesAreOneClassUnlessAnOpenerRanksThem) {
  vying::Rules rules = vying::seven_twenty_seven();
  EXPECT_EQ(card_class(*parse_card("Jc"), rules), card_class(*parse_card("Kd"), rules));
  EXPECT_EQ(class_count(rules), 11);
  rules.first_opener = vying::Opener::kHighestExposed;
  EXPECT_NE(card_class(*parse_card("Jc"), rules), card_class(*parse_card("Kd"), rules));
  EXPECT_EQ(class_count(vying::fifteen_thirty_five()), 13);
}

TEST(InfoKey, TheSameViewFromTheOtherChairIsTheSameKey) {
  // Seats are counted from the dealer: dealer 1 with the cards dealt alike gives seat 0 what
  // dealer 0 gave seat 1.
  EXPECT_EQ(key_of(dealt({"5c", "9d", "2h", "Ks"}, 0)), key_of(dealt({"5c", "9d", "2h", "Ks"}, 1)));
}

TEST(InfoKey, ActionListsFollowTheLegalActions) {
  const vying::Hand hand = dealt({"5c", "9d", "2h", "Ks"});
  const std::vector<vying::Action> offer = action_list(hand.legal(), hand.rules());
  ASSERT_EQ(offer.size(), 2u);
  EXPECT_EQ(offer[0], vying::Action::take());
  EXPECT_EQ(offer[1], vying::Action::stand());
}

}  // namespace
}  // namespace cardroom::strategy
