#include "vying/session.h"

#include <numeric>

#include "core/input_error.h"

namespace cardroom::vying {

Session::Session(std::vector<std::int64_t> stacks, int first_dealer)
    : stacks_(std::move(stacks)), dealer_(first_dealer) {
  if (stacks_.size() < 2 || stacks_.size() > static_cast<std::size_t>(kMaxSeats)) {
    throw InputError("a table has 2 to 10 seats");
  }
  if (dealer_ < 0 || dealer_ >= seats()) throw InputError("the first dealer is not at the table");
}

std::int64_t Session::total_chips() const {
  return std::accumulate(stacks_.begin(), stacks_.end(), std::int64_t{0});
}

bool Session::can_deal() const {
  int with_chips = 0;
  for (auto s : stacks_) with_chips += s > 0;
  return with_chips >= 2;
}

Hand Session::deal(const DealersChoice& choice, Rng& rng) const {
  int playing = 0;
  for (auto s : stacks_) playing += s > 0;
  if (playing > max_players(choice.game)) {
    throw InputError(std::string(game_name(choice.game)) + " seats at most " +
                     std::to_string(max_players(choice.game)) + " players");
  }
  return Hand::shuffled(choice.rules, stacks_, dealer_, rng);
}

void Session::finish(const Hand& hand) {
  for (int i = 0; i < seats(); ++i) stacks_[static_cast<std::size_t>(i)] = hand.seat(i).stack;
  ++hands_played_;
  for (int step = 1; step <= seats(); ++step) {
    const int next = (dealer_ + step) % seats();
    if (stacks_[static_cast<std::size_t>(next)] > 0) {
      dealer_ = next;
      break;
    }
  }
}

}  // namespace cardroom::vying
