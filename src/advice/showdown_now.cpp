#include "advice/showdown_now.h"

#include <array>

namespace cardroom::advice {

using namespace cardroom::vying;

ShowdownNow::ShowdownNow(const SeatView& view)
    : rules_(view.rules()), seat_(view.seat()), dealer_(view.dealer()), seats_(view.seats()) {
  rules_.showdown = ShowdownRule::kSplit;
  std::array<ShowdownSeat, kMaxSeats> seats{};
  for (int i = 0; i < seats_; ++i) {
    const SeatState& s = view.seat_state(i);
    seats[std::size_t(i)] = ShowdownSeat{s.tally, s.put_in, s.live(), Declaration::kNone};
  }
  // Only the main pot: the side pots are other contests, among fewer players.
  main_pot_ = pots_of(std::span(seats.data(), std::size_t(seats_)));
  main_pot_.count = std::min(main_pot_.count, 1);
  table_ = StandingTable::shared(rules_);
}

ShowdownOdds ShowdownNow::judge(const Hand& hand) const {
  ShowdownOdds odds;
  if (main_pot_.count == 0 || !has_seat(main_pot_.pots[0].eligible, seat_)) return odds;
  std::array<ShowdownSeat, kMaxSeats> seats{};
  for (int i = 0; i < seats_; ++i) {
    const SeatState& s = hand.seat(i);
    seats[std::size_t(i)] = ShowdownSeat{s.tally, s.put_in, s.live(), Declaration::kNone};
  }
  const ShowdownResult r = settle_showdown(
      rules_, dealer_, std::span(seats.data(), std::size_t(seats_)), main_pot_, table_.get());
  const PotOutcome& pot = r.pots[0];
  const bool natural = has_seat(pot.naturals, seat_);
  odds.low = natural || has_seat(pot.low_winners, seat_) ? 1 : 0;
  odds.high = natural || has_seat(pot.high_winners, seat_) ? 1 : 0;
  const std::int64_t won = pot.awards[std::size_t(seat_)];
  odds.scoop = pot.amount > 0 && won == pot.amount ? 1 : 0;
  odds.share = pot.amount > 0 ? double(won) / double(pot.amount) : 0;
  return odds;
}

}  // namespace cardroom::advice
