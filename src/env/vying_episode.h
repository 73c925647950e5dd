#pragma once
// One vying hand as a learning environment's episode: the engine's Hand, the stable action codes
// (env/vying_actions.h), the history of codes, and what a record needs to be written again. The
// Python package's states are these; the rules stay the engine's.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/game_name.h"
#include "features/vying_actions.h"
#include "io/json_read.h"
#include "vying/hand.h"
#include "vying/rules.h"
#include "vying/view.h"

namespace cardroom::env {

// What every episode of one game shares.
struct VyingSetup {
  Game game = Game::kFifteenThirtyFive;
  vying::Rules rules;
  std::vector<std::int64_t> stacks;  // at the deal, one per seat

  int players() const { return static_cast<int>(stacks.size()); }
  VyingActionCodes codes() const;
  friend bool operator==(const VyingSetup&, const VyingSetup&) = default;
};

struct SeatAction {
  int seat = 0;
  int code = 0;
  friend bool operator==(const SeatAction&, const SeatAction&) = default;
};

class VyingEpisode {
 public:
  // Dealt from the deck a record with "seed": `seed` shuffles (and reshuffles), as `cardroom
  // replay` deals it.
  static VyingEpisode seeded(std::shared_ptr<const VyingSetup> setup, std::uint64_t seed,
                             int dealer);
  // This episode dealt afresh as seeded(setup, seed, dealer) deals it, keeping the room its
  // history had (a VectorEnv deals millions of episodes).
  void redeal(std::uint64_t seed, int dealer);
  // Dealt from `deck` (top first; fewer than 52 cards may run out: `deck exhausted`).
  static VyingEpisode from_deck(std::shared_ptr<const VyingSetup> setup, std::span<const Card> deck,
                                int dealer, std::uint64_t seed = 0);

  const vying::Hand& hand() const { return hand_; }
  int players() const { return hand_.seats(); }
  int current_player() const { return hand_.to_act(); }  // -1 once over
  bool is_terminal() const { return hand_.finished(); }
  void legal_actions(std::vector<int>& out) const;
  // Empty when `code` was applied; otherwise why it was refused, naming the rule (nothing
  // changed).
  std::string apply_action(int code);
  // The same for a code from legal_actions() of this very state (not checked again).
  void apply_action_unchecked(int code);
  // Chips won (+) or lost (-) by each seat in this hand; all 0 until it is over.
  std::vector<std::int64_t> returns() const;
  const std::vector<SeatAction>& history() const { return history_; }

  std::string action_to_string(int code) const;
  // The code of an action word; throws InputError for a word that is not one or an amount no
  // code has.
  int string_to_action(const std::string& word) const;

  // The `cardroom replay` record of the hand so far (every rule key, the whole deck).
  io::Json to_record() const;
  // What `seat` may see, as JSON: its own cards, face-up cards, chips, pots, public history.
  io::Json observation(int seat) const;
  // A complete episode consistent with `seat`'s view: the cards it has not seen dealt at random.
  VyingEpisode resample(int seat, std::uint64_t seed) const;
  // The same state to the last hidden card: the table (game, rules, stacks), the hand with its
  // stock and reshuffles to come, and the history; however each was reached.
  bool same_as(const VyingEpisode& other) const {
    return *setup_ == *other.setup_ && hand_ == other.hand_ && history_ == other.history_;
  }

  const VyingSetup& setup() const { return *setup_; }
  const VyingActionCodes& codes() const { return codes_; }

 private:
  VyingEpisode(std::shared_ptr<const VyingSetup> setup, vying::Hand hand,
               std::span<const Card> deck, std::uint64_t seed);

  std::shared_ptr<const VyingSetup> setup_;
  VyingActionCodes codes_;
  vying::Hand hand_;
  std::array<Card, Card::kCount> deck_{};
  std::uint8_t deck_size_ = 0;
  std::uint64_t seed_ = 0;
  std::vector<SeatAction> history_;
};

}  // namespace cardroom::env
