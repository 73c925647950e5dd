#pragma once
// The Five Three Five moves as integers, for learning environments: a move is an action (lead,
// overwrite, add) and 1-3 cards, or a pass. Every card group a move can put down is one of 83
// shapes — 1 to 3 copies of one rank (39), or 2 or 3 different ranks of one group (44: the runs
// and the cards that extend a run at both ends) — numbered by card count, then by their ranks
// from the lowest (docs/python.md lists them). Codes:
//   shape s led: s;  overwritten with: 83 + s;  added: 166 + s;  pass: 249.
// Leads and overwrites use only the shapes that form a meld; the others are never legal.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "five35/cards.h"
#include "five35/moves.h"

namespace cardroom::env {

class Five35ActionCodes {
 public:
  static constexpr int kShapes = 83;
  static constexpr int kPass = 3 * kShapes;
  static constexpr int kSize = kPass + 1;

  static int size() { return kSize; }
  // The shapes in code order.
  static const std::array<five35::Hand, kShapes>& shapes();
  // The shape number of `cards`; nullopt when no move can put them down together.
  static std::optional<int> shape_of(five35::Hand cards);

  static std::optional<int> encode(const five35::Move& move);
  static std::optional<five35::Move> decode(int code);
  // The move word of `code` ("lead 3 4 5"); throws InputError outside 0..size()-1.
  static std::string action_to_words(int code);
  // The codes of `moves`, ascending.
  static void legal(const five35::MoveList& moves, std::vector<int>& out);
};

}  // namespace cardroom::env
