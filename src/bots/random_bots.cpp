#include "bots/random_bots.h"

#include "vying/random_play.h"

namespace cardroom::bots {

vying::Action RandomVyingBot::decide(const vying::SeatView& view, Rng& rng) {
  return vying::random_action(view.legal(), rng);
}

five35::Move random_move(const five35::MoveList& moves, Rng& rng) {
  return moves[static_cast<int>(rng.below(static_cast<std::uint32_t>(moves.size())))];
}

five35::Move RandomFive35Bot::decide(const five35::View& view, Rng& rng) {
  // random_move's pick without writing the list.
  if (view.my_turn()) return five35::random_legal_move(view.hand(), view.meld(), view.copies(), rng);
  five35::MoveList moves;
  view.legal_moves(moves);
  return random_move(moves, rng);
}

}  // namespace cardroom::bots
