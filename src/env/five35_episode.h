#pragma once
// A Five Three Five round — or a whole game, rounds to the target score — as a learning
// environment's episode: the engine's Game, the stable move codes (env/five35_actions.h) and
// the history of codes. The rules stay the engine's.
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "features/five35_actions.h"
#include "env/vying_episode.h"
#include "five35/game.h"
#include "io/json_read.h"

namespace cardroom::env {

// A finished round of a whole game, as everyone saw it once it was over (the cards left in each
// hand are shown when the points are counted): what a seat's information state keeps of it.
struct Five35PastRound {
  int dealer = 0;
  std::array<five35::Hand, five35::kMaxPlayers> dealt{};  // each seat's cards at the deal
  std::size_t moves_end = 0;  // the round's moves end here in the episode's history
  std::array<std::int64_t, five35::kMaxPlayers> scores{};  // the game's totals after it
  friend bool operator==(const Five35PastRound&, const Five35PastRound&) = default;
};

struct Five35Setup {
  five35::Rules rules;
  int players = 4;
  bool whole_game = false;  // false: one round is the episode
  friend bool operator==(const Five35Setup&, const Five35Setup&) = default;
};

class Five35Episode {
 public:
  // Dealt as a record with "seed" deals it (later rounds of a whole game: the same seed's
  // stream, as five35::Game shuffles them).
  static Five35Episode seeded(std::shared_ptr<const Five35Setup> setup, std::uint64_t seed,
                              int dealer);
  // This episode dealt afresh as seeded(setup, seed, dealer) deals it, keeping the room its
  // history had (a VectorEnv deals millions of episodes).
  void redeal(std::uint64_t seed, int dealer);
  // Dealt from `deck` (rank numbers, top first), checked as a record's deck is; later rounds
  // are shuffled with `seed`. Throws InputError.
  static Five35Episode from_deck(std::shared_ptr<const Five35Setup> setup, const io::Json& deck,
                                 int dealer, std::uint64_t seed = 0);

  const five35::Game& game() const { return game_; }
  const five35::Round& round() const { return game_.round(); }
  int players() const { return setup_->players; }
  int current_player() const { return is_terminal() ? -1 : game_.round().to_act(); }
  bool is_terminal() const;
  void legal_actions(std::vector<int>& out) const;
  // Empty when applied (a finished round of a whole game is followed by the next deal);
  // otherwise why not, naming the rule (nothing changed).
  std::string apply_action(int code);
  // The same for a code from legal_actions() of this very state (not checked again).
  void apply_action_unchecked(int code);
  // Minus the penalty points: of the round, or the game's totals for a whole game; 0 until over.
  std::vector<std::int64_t> returns() const;
  const std::vector<SeatAction>& history() const { return history_; }
  // The finished rounds of a whole game, first first (none for a round episode).
  const std::vector<Five35PastRound>& past_rounds() const { return past_rounds_; }

  static std::string action_to_string(int code);
  // Throws InputError for a word that is not a move or cards no code puts down together.
  static int string_to_action(const std::string& word);

  // A round episode: the round's `cardroom replay` record. A whole game: the game's record
  // (the first deal, as a record of it has it, with "episode": "game" and every move of every
  // round), which from_game_record plays back. InputError for a resampled episode.
  io::Json to_record() const;
  // The whole game a game record (to_record() of a whole game) reaches; InputError naming what
  // is wrong with it.
  static Five35Episode from_game_record(const io::Json& record);
  // Plays a record's move words in order; InputError naming the first that is not a move word
  // or cannot be played ("action 3 ('lead 9'): ..."), the moves before it made.
  void play_words(const io::Json& actions);
  io::Json observation(int seat) const;
  Five35Episode resample(int seat, std::uint64_t seed) const;
  // The same state to the last hidden card: the table (rules, players, episode), the history
  // and what the episode can still reach: the round (its hands and the cards set aside) and,
  // for a whole game, the game with every card still to be dealt. However each was reached.
  bool same_as(const Five35Episode& other) const {
    if (!(*setup_ == *other.setup_) || !(history_ == other.history_)) return false;
    if (setup_->whole_game) return game_ == other.game_ && past_rounds_ == other.past_rounds_;
    const auto mine = game_.scores(), theirs = other.game_.scores();
    return game_.round() == other.game_.round() &&
           std::equal(mine.begin(), mine.end(), theirs.begin(), theirs.end()) &&
           game_.round_number() == other.game_.round_number();
  }

  const Five35Setup& setup() const { return *setup_; }

 private:
  Five35Episode(std::shared_ptr<const Five35Setup> setup, five35::Game game);
  // After `seat`'s move `code`: the history, and the next deal of a whole game.
  void moved(int seat, int code);

  std::shared_ptr<const Five35Setup> setup_;
  five35::Game game_;
  std::vector<SeatAction> history_;  // every move of the episode, across rounds
  std::vector<Five35PastRound> past_rounds_;
  // The current round as dealt and the totals before it: what its record starts from.
  five35::Round dealt_;
  std::array<std::int64_t, five35::kMaxPlayers> scores_before_{};
  bool resampled_ = false;  // a sample's deal is not known (only where its cards are now)
  // How the game began, for a whole game's record: the first dealer, the seed, and the deck
  // it was dealt from (null when shuffled by the seed).
  int first_dealer_ = 0;
  std::uint64_t seed_ = 0;
  io::Json deck_;
};

}  // namespace cardroom::env
