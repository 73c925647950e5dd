#pragma once
// `random`: uniform over the legal actions (a bet or raise takes a uniform amount in its range).
// The baseline every other bot must beat.
#include "bots/bot.h"

namespace cardroom::bots {

// The plain random bot: it decides from the legal actions alone, which are the same in the
// seat's view and in the whole state, so tables of bots (simulations, learning environments) may
// serve it from the engine's legal actions directly, with the same draws from the same generator.
inline bool is_plain_random(const BotSpec& spec) {
  return spec.kind == "random" && spec.params.empty();
}
// Its Five Three Five move: one of the legal moves, uniformly (vying: vying::random_action).
five35::Move random_move(const five35::MoveList& moves, Rng& rng);

class RandomVyingBot final : public VyingBot {
 public:
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
};

class RandomFive35Bot final : public Five35Bot {
 public:
  five35::Move decide(const five35::View& view, Rng& rng) override;
};

}  // namespace cardroom::bots
