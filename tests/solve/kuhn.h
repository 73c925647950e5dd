#pragma once
// Kuhn poker for the solver's tests: three cards (J Q K), one each, an ante of 1, one round of
// check or bet 1. Its value to the first player is -1/18 (Kuhn 1950), and every number of it
// can be worked out by hand.
#include <array>
#include <string>

#include "solve/game_tree.h"

namespace cardroom::solve::testing {

struct Kuhn {
  struct State {
    std::array<int, 2> cards{-1, -1};
    std::string history;  // 'p' passes (checks or folds), 'b' bets (or calls)
  };
  State root() const { return {}; }
  void expand(const State& s, Expansion<State>& out) const {
    out.clear();
    if (s.cards[0] < 0) {
      out.kind = NodeKind::kChance;
      for (int a = 0; a < 3; ++a) {
        for (int b = 0; b < 3; ++b) {
          if (a == b) continue;
          out.children.push_back({{a, b}, ""});
          out.probabilities.push_back(1.0 / 6);
        }
      }
      return;
    }
    const std::string& h = s.history;
    const int higher = s.cards[0] > s.cards[1] ? 1 : -1;  // for player 0
    if (h == "pp") return terminal(out, higher);
    if (h == "bp") return terminal(out, 1);
    if (h == "pbp") return terminal(out, -1);
    if (h == "bb" || h == "pbb") return terminal(out, 2 * higher);
    out.kind = NodeKind::kDecision;
    out.player = static_cast<int>(h.size() % 2);
    strategy::KeyWriter key;
    key.add(static_cast<std::uint64_t>(s.cards[static_cast<std::size_t>(out.player)]));
    for (const char c : h) key.add(static_cast<std::uint64_t>(c));
    out.info = out.recall = key.key();
    for (const char a : {'p', 'b'}) out.children.push_back({s.cards, h + a});
  }
  static void terminal(Expansion<State>& out, double utility) {
    out.kind = NodeKind::kTerminal;
    out.utility = utility;
  }
};

}  // namespace cardroom::solve::testing
