#include "five35/view.h"

#include <algorithm>

#include "five35/round.h"

namespace cardroom::five35 {

View::View(const Round& round, int seat, std::span<const SeatMove> history)
    : rules_(round.rules()),
      hand_(round.hand(seat)),
      played_(round.played()),
      set_aside_(round.set_aside()),
      meld_(round.meld()),
      seat_(seat),
      players_(round.players()),
      dealer_(round.dealer()),
      to_act_(round.to_act()),
      trick_leader_(round.trick_leader()),
      last_player_(round.last_player()),
      went_out_(round.went_out()),
      passed_(round.passed_mask()),
      history_(history.begin(), history.end()) {
  for (int s = 0; s < players_; ++s) {
    hand_sizes_[std::size_t(s)] = std::uint8_t(round.hand(s).size());
  }
}

void View::legal_moves(MoveList& out) const {
  if (!my_turn()) {
    out.clear();
    return;
  }
  five35::legal_moves(hand_, meld_, copies(), out);
}

Round sample_round(const View& view, Rng& rng) {
  std::array<std::uint8_t, kMaxDeckSize> pool{};
  std::size_t size = 0;
  const Hand unseen = view.unseen();
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = unseen.count(r); c > 0; --c) pool[size++] = std::uint8_t(r);
  }
  rng.shuffle(std::span<std::uint8_t>(pool.data(), size));
  std::array<Hand, kMaxPlayers> hands{};
  std::size_t next = 0;
  for (int s = 0; s < view.players_; ++s) {
    if (s == view.seat_) continue;
    const std::size_t want = std::min<std::size_t>(view.hand_sizes_[std::size_t(s)], size - next);
    for (std::size_t i = 0; i < want; ++i) hands[std::size_t(s)].add(pool[next++]);
  }
  return round_with_hands(view, hands);
}

Round round_with_hands(const View& view, std::span<const Hand> hands) {
  Round round;
  round.rules_ = view.rules_;
  round.players_ = std::int8_t(view.players_);
  round.dealer_ = std::int8_t(view.dealer_);
  round.copies_ = std::int8_t(view.copies());
  round.to_act_ = std::int8_t(view.to_act_ < 0 ? view.trick_leader_ : view.to_act_);
  round.trick_leader_ = std::int8_t(view.trick_leader_);
  round.last_player_ = std::int8_t(view.last_player_);
  round.went_out_ = std::int8_t(view.went_out_);
  round.passed_ = view.passed_;
  round.meld_ = view.meld_;
  round.played_ = view.played_;
  round.set_aside_ = view.set_aside_;
  round.hands_[std::size_t(view.seat_)] = view.hand_;
  Hand undealt = view.unseen();
  for (int s = 0; s < view.players_ && std::size_t(s) < hands.size(); ++s) {
    if (s == view.seat_) continue;
    round.hands_[std::size_t(s)] = hands[std::size_t(s)];
    undealt -= hands[std::size_t(s)];
  }
  round.undealt_ = undealt;
  return round;
}

}  // namespace cardroom::five35
