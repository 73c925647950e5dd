#pragma once
// `random`: uniform over the legal actions (a bet or raise takes a uniform amount in its range).
// The baseline every other bot must beat.
#include "bots/bot.h"

namespace cardroom::bots {

class RandomVyingBot final : public VyingBot {
 public:
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
};

class RandomFive35Bot final : public Five35Bot {
 public:
  five35::Move decide(const five35::View& view, Rng& rng) override;
};

}  // namespace cardroom::bots
