#pragma once
// The odds of an opponent's face-down cards: what they may add to the tally it shows, and the
// chance of each, from the cards this seat has not seen. Counting sees of a card only its class
// (the ace, 2 to 10, a picture), so up to four face-down cards are counted exactly, every
// multiset of classes weighed by how many sets of unseen cards give it; beyond that, random
// draws stand for them. The pot-share counter (vying_pot_share.h) turns each draw into an
// outcome at the showdown; a counted list of draws is the same list, in the same place, for the
// life of the process, so that the outcomes built from it can be kept (vying_outcome_table.cpp).
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/card.h"
#include "core/rng.h"
#include "vying/totals.h"

namespace cardroom::bots {

// What an opponent's face-down cards may add to its tally, with the chances: `hidden` cards drawn
// from the cards `unseen` (a card mask) holds. Counted exactly up
// to four face-down cards; beyond that, `samples` random draws stand for them.
class HiddenCardOdds {
 public:
  void reset(std::uint64_t unseen);
  // The tallies `hidden` face-down cards may add up to, and their chances (valid until the next
  // call).
  void draw(int hidden, Rng& rng, int samples);
  // Counted draws are every tally that many cards of the classes could make, those the unseen
  // cards cannot weighing 0.
  std::span<const vying::Tally> draws() const { return draws_now_; }
  std::span<const double> weights() const { return weights_now_; }
  // Whether `draws` is a list of counted draws: the same tallies, in the same place, for the life
  // of the process, whatever the unseen cards.
  static bool counted(std::span<const vying::Tally> draws);

 private:
  static constexpr int kExactUpTo = 4;
  static constexpr int kClasses = 11;  // ace, 2..10, picture: what counting sees of a card
  void count_draws(int hidden);

  std::array<int, kClasses> in_class_{};
  int unseen_count_ = 0;
  std::uint64_t unseen_mask_ = 0;
  std::array<Card, Card::kCount> unseen_{};  // listed only for random draws
  bool listed_ = false;
  // Per number of face-down cards: the chances of the distinct tallies of the cards drawn.
  std::array<std::vector<double>, kExactUpTo + 1> draw_weights_;
  std::array<bool, kExactUpTo + 1> counted_{};
  // The unseen cards per class each count was made for: the next decision often has the same.
  std::array<std::array<int, kClasses>, kExactUpTo + 1> counted_for_{};
  std::vector<vying::Tally> tallies_;  // random draws, when there are too many to count
  std::vector<double> weights_;
  std::span<const vying::Tally> draws_now_;  // what draw() gave, in one of the above
  std::span<const double> weights_now_;
};

}  // namespace cardroom::bots
