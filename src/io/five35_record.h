#pragma once
// A Five Three Five round as a `cardroom replay` record (rulebook §9): the rules, the players,
// the dealer, the totals before the round, the round number of a two-round game, the deck from
// the top (or a seed) and the action words. One strict reader for `cardroom replay`,
// `replay --show` and the tables, and the writer of the rounds they log.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "five35/game.h"
#include "five35/moves.h"
#include "five35/round.h"
#include "io/json_read.h"

namespace cardroom::io {

// A record read and dealt; its actions not yet played.
struct Five35Record {
  five35::Rules rules;
  int players = 0;
  int dealer = 0;
  int round_number = 1;
  std::array<std::int64_t, five35::kMaxPlayers> scores_before{};
  five35::Round start;  // the round as dealt
  Json actions;         // the record's action words, checked as they are played
};

// Throws InputError naming the key at fault (unknown keys, players, dealer, scores, round, a
// deck with impossible cards or too few to deal, neither deck nor seed).
Five35Record read_five35_record(const Json& input);

// A deck of rank numbers from the top, checked against the copies of each rank for `players`;
// throws InputError naming the card at fault.
five35::Deck read_five35_deck(const Json& value, int players);

// Plays the record's action `index` on `round` and returns it; throws InputError naming the
// action ("action 3 ('lead 9'): ...") for one that is not a move word, comes after the round
// has ended, or breaks a rule.
five35::Move play_recorded_action(five35::Round& round, const Json& action, std::size_t index);

// The record's round with every action played (errors as play_recorded_action's).
five35::Round play_five35_record(const Five35Record& record);

// Started when a round is dealt; the moves are added as they are made.
class Five35RoundRecord {
 public:
  // The round the game has just dealt (no move made yet).
  explicit Five35RoundRecord(const five35::Game& game);
  // `dealt`: round `round_number` of a game as it was dealt, `scores_before` the totals then.
  Five35RoundRecord(const five35::Rules& rules, int players, const five35::Round& dealt,
                    int round_number, std::span<const std::int64_t> scores_before);

  void add(const five35::Move& move);
  // One JSON object that `cardroom replay` plays back to the same end.
  Json to_json() const;

 private:
  Json rules_;
  int players_;
  int dealer_;
  int round_number_;  // written only for the second round of a two-round game
  std::vector<std::int64_t> scores_before_;
  std::vector<int> deck_;  // rank numbers from the top
  std::vector<std::string> actions_;
};

}  // namespace cardroom::io
