#pragma once
// A table session (rulebook §7): hands in sequence at seats with chip stacks. The button moves
// one seat left each hand (to the next seat with chips); a seat with no chips sits out; the
// dealer names the game and any rule keys for the hand (dealer's choice). Chips are conserved:
// the sum of the stacks only changes between hands when a seat buys in or cashes out.
#include <cstdint>
#include <span>
#include <vector>

#include "core/game_name.h"
#include "core/rng.h"
#include "vying/hand.h"

namespace cardroom::vying {

// The dealer's call for one hand.
struct DealersChoice {
  Game game = Game::kFifteenThirtyFive;
  Rules rules = preset(Game::kFifteenThirtyFive);
};

class Session {
 public:
  Session(std::vector<std::int64_t> stacks, int first_dealer);

  int dealer() const { return dealer_; }
  int seats() const { return static_cast<int>(stacks_.size()); }
  std::span<const std::int64_t> stacks() const { return stacks_; }
  std::int64_t total_chips() const;
  int hands_played() const { return hands_played_; }
  // At least two seats have chips.
  bool can_deal() const;

  // Starts the next hand at the button with the dealer's choice, from a deck shuffled by `rng`.
  // Throws InputError when the choice does not fit the table (too many seats for the game).
  Hand deal(const DealersChoice& choice, Rng& rng) const;
  // Records a finished hand: its final stacks become the table's, the button moves on.
  void finish(const Hand& hand);

 private:
  std::vector<std::int64_t> stacks_;
  int dealer_;
  int hands_played_ = 0;
};

}  // namespace cardroom::vying
