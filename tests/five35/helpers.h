#pragma once
// Small builders for readable tests: hands from printed ranks, rounds from explicit hands.
#include <initializer_list>
#include <string>
#include <vector>

#include "five35/action_words.h"
#include "five35/cards.h"
#include "five35/round.h"

namespace cardroom::five35::testing {

inline Hand cards(std::initializer_list<int> numbers) {
  Hand hand;
  for (int n : numbers) hand.add(rank_index(n));
  return hand;
}

inline std::vector<int> numbers(Hand hand) {
  std::vector<int> out;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = hand.count(r); c > 0; --c) out.push_back(rank_number(r));
  }
  return out;
}

// A round whose seats hold exactly `hands` (printed ranks), dealt by `dealer`.
inline Round round_with(const std::vector<std::vector<int>>& hands, int dealer = 0,
                        const Rules& rules = {}) {
  Deal deal;
  for (std::size_t s = 0; s < hands.size(); ++s) {
    for (int n : hands[s]) deal.hands[s].add(rank_index(n));
  }
  return Round(rules, int(hands.size()), dealer, deal);
}

inline std::vector<std::string> legal_words(const Round& round) {
  MoveList moves;
  round.legal_moves(moves);
  std::vector<std::string> words;
  for (const Move& m : moves) words.push_back(to_words(m));
  return words;
}

// Plays `words` for whoever is to act; returns the refusal of the first refused one.
inline Refusal play_words(Round& round, std::initializer_list<const char*> words,
                          PlayResult* last = nullptr) {
  for (const char* w : words) {
    const Refusal r = round.apply(round.to_act(), parse_words(w), last);
    if (r != Refusal::kNone) return r;
  }
  return Refusal::kNone;
}

}  // namespace cardroom::five35::testing
