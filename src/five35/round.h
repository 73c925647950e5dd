#pragma once
// One round of Five Three Five as a value: fixed size, no heap, no pointers, so bots copy it
// freely. It knows the whole truth (every hand, the undealt cards); seats get a View instead.
//
// Flow: the leader leads; then, clockwise, each player still in the trick overwrites, adds or
// passes (a pass is out of this trick only). The trick ends when everyone but the last player
// to put cards on the meld has passed, when a set holds every copy of its rank, when a run
// reaches five cards, or by the Rule of 8; the last player to put cards on the meld leads the
// next trick. The round ends the moment a hand is empty.
#include <cstdint>
#include <span>

#include "five35/cards.h"
#include "five35/deal.h"
#include "five35/meld.h"
#include "five35/moves.h"
#include "five35/rules.h"

namespace cardroom::five35 {

class View;

// Why a trick ended (kNone: it goes on).
enum class TrickEnd : std::uint8_t { kNone, kAllPassed, kSetComplete, kRunOfFive, kRuleOfEight };

// What a play did. Packed in one word for the same reason as Meld.
class PlayResult {
 public:
  constexpr PlayResult() = default;
  constexpr PlayResult(TrickEnd end, int winner, bool round_over)
      : bits_(std::uint32_t(end) | std::uint32_t(winner + 1) << 8 |
              std::uint32_t(round_over) << 16) {}
  constexpr TrickEnd trick_end() const { return TrickEnd(bits_ & 0xFF); }
  // The seat that won the trick and leads next; -1 when the trick goes on.
  constexpr int trick_winner() const { return int((bits_ >> 8) & 0xFF) - 1; }
  constexpr bool round_over() const { return (bits_ >> 16) & 1u; }

 private:
  std::uint32_t bits_ = 0;
};

inline constexpr int kNoSeat = -1;

// True when a non-lead play of `played` cards that leaves `after` as the central meld ends the
// trick by the Rule of 8 under `rule`.
constexpr bool rule_of_eight_ends_trick(RuleOfEight rule, Hand played, const Meld& after) {
  if (rule == RuleOfEight::kOff) return false;
  const bool has_eight = played.count(kEightIndex) != 0;
  if (rule == RuleOfEight::kAnyEight) return has_eight;
  if (!has_eight) return false;
  switch (after.type()) {
    case MeldType::kSingle:
    case MeldType::kSet:
      return after.low() == kEightIndex;
    case MeldType::kRun:
      return after.low() == kSevenIndex;  // 7-8 or 7-8-9
    case MeldType::kNone:
      break;
  }
  return false;
}

class Round {
 public:
  // A fresh round: `deal` gives every seat its cards; the dealer leads. `set_aside` are cards
  // everyone knows are out of this round (the first round's cards in a two-round game).
  Round(const Rules& rules, int players, int dealer, const Deal& deal, Hand set_aside = {});

  const Rules& rules() const { return rules_; }
  int players() const { return players_; }
  int dealer() const { return dealer_; }
  int copies() const { return copies_; }

  bool finished() const { return went_out_ != kNoSeat; }
  int to_act() const { return finished() ? kNoSeat : to_act_; }
  // The seat that led the current trick; between tricks the seat that leads next; after the
  // round the leader of the last trick.
  int trick_leader() const { return trick_leader_; }
  // The last seat to put cards on the current meld (kNoSeat between tricks).
  int last_player() const { return last_player_; }
  // The central meld; empty between tricks and after the round.
  const Meld& meld() const { return meld_; }
  bool passed(int seat) const { return (passed_ >> seat) & 1u; }
  std::uint8_t passed_mask() const { return passed_; }
  int went_out() const { return went_out_; }

  Hand hand(int seat) const { return hands_[std::size_t(seat)]; }
  // Every card put on the table this round (the current meld's included).
  Hand played() const { return played_; }
  Hand undealt() const { return undealt_; }
  Hand set_aside() const { return set_aside_; }

  // Penalty points of `seat` for this round: 0 until it ends, and for the seat that went out.
  std::int64_t round_points(int seat) const;

  // Every legal move of the seat to act (none once the round is over).
  void legal_moves(MoveList& out) const;
  // Whether `seat` may make `move` now; kNone when it may.
  Refusal check(int seat, const Move& move) const;
  // Checks, then makes `seat`'s move; a refused move changes nothing.
  Refusal apply(int seat, const Move& move, PlayResult* result = nullptr);
  // Makes a legal move for the seat to act (unchecked: the caller generated or checked it).
  PlayResult apply_unchecked(const Move& move);
  // Makes a uniformly random legal move for the seat to act: the move random_legal_move picks,
  // drawing the same numbers, made without working out again the meld it leaves. `made`, when
  // given, receives it. The round must not be over.
  PlayResult play_random(Rng& rng, Move* made = nullptr);

  friend bool operator==(const Round&, const Round&) = default;

 private:
  friend Round sample_round(const View& view, Rng& rng);
  friend Round round_with_hands(const View& view, std::span<const Hand> hands);
  Round() = default;

  int next_in_trick(int seat) const;
  void end_trick(int winner);
  // apply_unchecked() for a pass, and for a play once the meld it leaves is known.
  PlayResult make_pass();
  PlayResult make_play(const Move& move, const Meld& after);

  Rules rules_;
  std::array<Hand, kMaxPlayers> hands_{};
  Hand played_;
  Hand undealt_;
  Hand set_aside_;
  Meld meld_;
  std::int8_t players_ = 0;
  std::int8_t dealer_ = 0;
  std::int8_t copies_ = 4;
  std::int8_t to_act_ = 0;
  std::int8_t trick_leader_ = 0;
  std::int8_t last_player_ = kNoSeat;
  std::int8_t went_out_ = kNoSeat;
  std::uint8_t passed_ = 0;
};

}  // namespace cardroom::five35
