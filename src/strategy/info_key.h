#pragma once
// The information set of the seat to act, as a key: everything its view shows, the public
// history of the hand included (so the key forgets nothing a player remembers: who bet, raised
// or took a card when), written so that views that differ only in what cannot matter give one
// key. Seats are counted from the dealer
// (a strategy learned in one seat plays in any), cards by class (card_class.h), and the seat's
// own face-down cards as a multiset (which card came first changes nothing ahead). The legal
// actions are part of the key, so one key always offers the same actions in the same order
// (action_list). A solved strategy is a table from these keys to probabilities, and any bot can
// be asked at a key, since a key is made from the view a bot decides from.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "vying/view.h"

namespace cardroom::strategy {

struct InfoKey {
  std::uint64_t high = 0, low = 0;
  bool operator==(const InfoKey&) const = default;
};

struct InfoKeyHash {
  std::size_t operator()(const InfoKey& key) const { return key.high ^ (key.low * 0x9e3779b97f4a7c15ULL); }
};

// Builds a key from words, 128 bits of two independent mixes (a collision among the millions
// of keys of a solved game is then out of reach).
class KeyWriter {
 public:
  KeyWriter& add(std::uint64_t word);
  InfoKey key() const { return {high_, low_}; }

 private:
  std::uint64_t high_ = 0x243f6a8885a308d3ULL, low_ = 0x13198a2e03707344ULL;
};

// The key of what `view` shows its seat; precondition: view.my_turn().
InfoKey view_key(const vying::SeatView& view);

// The actions a key offers, in the order a strategy lists their probabilities: exposing (one
// card of each class the seat may turn up, the lowest of the class), take, stand, check, call,
// fold, bet and raise by each allowed increment, all-in, declaring low, high, both.
std::vector<vying::Action> action_list(const vying::LegalActions& legal, const vying::Rules& rules);

// Which offer round an offer is (1, 2, ...), from the betting rounds before it: the cap on offer
// rounds of a solved game (docs/solve.md) counts them so.
int offer_round_number(const vying::Rules& rules, int betting_rounds_so_far);

}  // namespace cardroom::strategy
