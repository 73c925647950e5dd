#pragma once
// A game: rounds until a total reaches the target score (lowest total wins, ties shared), the
// deal moving one seat to the left each round. Two players play exactly two rounds dealt from
// one shuffle unless the rules say two_player_rounds 0.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/rng.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "five35/rules.h"
#include "five35/view.h"

namespace cardroom::five35 {

// Whether the game is over once round `round_number` (1-based) has been scored, `totals` being
// the scores after it. The one rule for Game and for `cardroom replay`.
bool game_ends_after_round(const Rules& rules, int players, int round_number,
                           std::span<const std::int64_t> totals);

// The seats sharing the lowest total, as a bit mask (bit i: seat i wins).
std::uint8_t lowest_totals(std::span<const std::int64_t> totals);

class Game {
 public:
  // The first round is dealt at once, by `first_dealer`, from a shuffle seeded with `seed`.
  Game(const Rules& rules, int players, int first_dealer, std::uint64_t seed);
  // The first round dealt from `deck` (top first: it must hold the cards dealt, and in a
  // two-round game those of both rounds); later rounds are shuffled with `seed`.
  Game(const Rules& rules, int players, int first_dealer, const Deck& deck, std::uint64_t seed);

  const Rules& rules() const { return rules_; }
  int players() const { return players_; }
  int round_number() const { return round_number_; }
  const Round& round() const { return round_; }
  // The moves of the current round so far, in order.
  std::span<const SeatMove> history() const { return history_; }
  View view(int seat) const { return View(round_, seat, history_); }

  // Totals so far; they include the current round once it has ended.
  std::span<const std::int64_t> scores() const { return {scores_.data(), std::size_t(players_)}; }
  bool round_over() const { return round_.finished(); }
  bool game_over() const { return game_over_; }
  // Seats with the lowest total once the game is over (bit i: seat i), else 0.
  std::uint8_t winners() const { return game_over_ ? lowest_totals(scores()) : 0; }

  // Whether `seat` may make `move` now (the round's check); kNone when it may.
  Refusal check(int seat, const Move& move) const { return round_.check(seat, move); }
  // Checks and makes `seat`'s move; a refused move changes nothing. Scores the round when it ends.
  Refusal apply(int seat, const Move& move, PlayResult* result = nullptr);
  // Makes a legal move of the seat to act (unchecked).
  PlayResult apply_unchecked(const Move& move);
  // Makes a uniformly random legal move of the seat to act: Round::play_random's, drawing the
  // same numbers from `rng`. The round must not be over.
  PlayResult play_random(Rng& rng, Move* made = nullptr);
  // The same game with its current round replaced by `sample` (a round dealt again consistently
  // with a seat's view: the same public history) and every card still to be dealt shuffled
  // again with `rng`, so nothing hidden in this game carries over into the copy.
  Game resampled(const Round& sample, Rng rng) const;
  // Deals the next round, one seat further left. Only after a round that did not end the game.
  void next_round();

  // The same game to the last hidden card: rules, scores, the round, the moves and every card
  // still to be dealt (the deck and the shuffles to come).
  friend bool operator==(const Game&, const Game&) = default;

 private:
  void deal_round(int dealer);
  void score_round();

  Rules rules_;
  int players_;
  int round_number_ = 1;
  Rng rng_;
  Deck deck_;
  Round round_;
  std::array<std::int64_t, kMaxPlayers> scores_{};
  bool game_over_ = false;
  std::vector<SeatMove> history_;
};

}  // namespace cardroom::five35
