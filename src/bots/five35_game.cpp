#include "bots/five35_game.h"

#include "five35/deal.h"

namespace cardroom::bots {

namespace {

// A MoveList value-initializes its 64 slots when constructed, which cost a quarter of a playout;
// one list per thread, overwritten each time, costs nothing.
five35::MoveList& scratch_moves() {
  thread_local five35::MoveList moves;
  return moves;
}

}  // namespace

int Five35Game::actions(const State& s, std::array<Action, kMaxActions>& out) {
  five35::MoveList& moves = scratch_moves();
  s.legal_moves(moves);
  std::copy(moves.begin(), moves.end(), out.begin());
  return moves.size();
}

void Five35Game::rewards(const State& s, std::array<double, kMaxSeats>& out) {
  const int players = s.players();
  // A full hand of average cards: the unit that keeps rewards near -1..1.
  std::int64_t deck_points = 0;
  for (int r = 0; r < five35::kRankCount; ++r) deck_points += s.rules().card_points[std::size_t(r)];
  const double unit =
      double(deck_points) * five35::deal_shape(players).cards_each / five35::kRankCount;
  const double scale = unit > 0 ? 1.0 / unit : 1.0;
  std::int64_t total = 0;
  for (int seat = 0; seat < players; ++seat) total += s.round_points(seat);
  for (int seat = 0; seat < players; ++seat) {
    const auto own = double(s.round_points(seat));
    const double others = (double(total) - own) / double(players - 1);
    out[std::size_t(seat)] = (others - own) * scale;
  }
}

Five35Game::Action Five35Game::rollout(const State& s, Rng& rng) {
  // A uniform pick, as from s.legal_moves(), without writing the list.
  return five35::random_legal_move(s.hand(s.to_act()), s.meld(), s.copies(), rng);
}

}  // namespace cardroom::bots
