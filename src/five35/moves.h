#pragma once
// Moves and their legality: the one place that knows what a player may do facing the central
// meld. Generation writes into a fixed-capacity list (no allocation: bots call it millions of
// times); the checker answers any proposed move with kNone or the rule it breaks.
#include <array>
#include <cstddef>
#include <memory>
#include <new>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "five35/cards.h"
#include "five35/meld.h"

namespace cardroom {
class Rng;
}  // namespace cardroom

namespace cardroom::five35 {

enum class Action : std::uint8_t { kLead, kOverwrite, kAdd, kPass };

struct Move {
  Action action = Action::kPass;
  Hand cards;  // empty for a pass

  static constexpr Move lead(Hand cards) { return {Action::kLead, cards}; }
  static constexpr Move overwrite(Hand cards) { return {Action::kOverwrite, cards}; }
  static constexpr Move add(Hand cards) { return {Action::kAdd, cards}; }
  static constexpr Move pass() { return {Action::kPass, Hand{}}; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

// A lead offers at most 13 singles + 26 sets + 17 runs = 56 moves; an answer far fewer.
inline constexpr int kMaxLegalMoves = 64;

class MoveList {
 public:
  void clear() { size_ = 0; }
  void push(const Move& move) { std::construct_at(data() + size_++, move); }
  // For a generator that writes moves in place (room for kMaxLegalMoves of them) and then says
  // how many it kept.
  Move* room() { return data(); }
  void keep(int count) { size_ = std::size_t(count); }
  int size() const { return int(size_); }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int i) const { return data()[i]; }
  const Move* begin() const { return data(); }
  const Move* end() const { return data() + size_; }
  bool contains(const Move& move) const {
    for (const Move& m : *this) {
      if (m == move) return true;
    }
    return false;
  }

 private:
  // Raw storage, written only as moves are pushed: a list is made for every decision, and
  // initialising all its room (1 KiB) cost more than generating the moves.
  Move* data() { return std::launder(reinterpret_cast<Move*>(storage_)); }
  const Move* data() const { return std::launder(reinterpret_cast<const Move*>(storage_)); }

  static_assert(std::is_trivially_copyable_v<Move> && std::is_trivially_destructible_v<Move>);
  alignas(Move) std::byte storage_[kMaxLegalMoves * sizeof(Move)];
  std::size_t size_ = 0;
};

// Every legal move, each once, for a player holding `hand` facing `meld` (kNone: they lead).
// `copies` is the number of copies of each rank in the deck (a set can hold no more).
// Order: leads as singles by rank, sets by rank then size, two-card runs then three-card runs by
// their low card; otherwise overwrites ascending, adds by number of cards (then by their highest
// card), then pass.
void legal_moves(Hand hand, const Meld& meld, int copies, MoveList& out);
// The same list worked out from the rules for this hand. legal_moves gives what this gives,
// faster: it keeps, from this list for a hand holding every card (worked out once per meld), the
// moves whose cards the hand holds. Tests check the two agree.
void legal_moves_by_rule(Hand hand, const Meld& meld, int copies, MoveList& out);

// A legal move and the central meld it leaves (the meld itself after a pass).
struct PickedMove {
  Move move;
  Meld after;
};
// A uniformly random legal move: the move legal_moves then list[rng.below(list.size())] picks,
// drawing the same number, without writing the list (random play and rollouts make one such
// pick at every decision). There must be a legal move: `hand` holds cards, or `meld` is shown.
PickedMove random_legal_pick(Hand hand, const Meld& meld, int copies, Rng& rng);
inline Move random_legal_move(Hand hand, const Meld& meld, int copies, Rng& rng) {
  return random_legal_pick(hand, meld, copies, rng).move;
}

// Why a move is refused. kNone means legal.
enum class Refusal : std::uint8_t {
  kNone,
  kRoundOver,
  kNotYourTurn,
  kMustLead,      // overwrite, add or pass when the trick has no meld yet
  kAlreadyLed,    // lead when a meld is on the table
  kNoCards,       // a play naming no card
  kTooManyCards,  // more than three cards in one play
  kCardsNotHeld,
  kNotAMeld,             // lead or overwrite whose cards form no single, set or run
  kCannotOverwriteLong,  // the central meld has four or more cards
  kWrongShape,           // overwrite of another type or size
  kNotStronger,
  kDoesNotFit,  // add whose result is not one longer set or run
  kPassWithCards,
};

// The rule a refusal names, as a phrase for error messages.
std::string_view explain(Refusal refusal);
// The rule a refusal names, as a stable code for programs ("not-stronger"), which the web app
// words in the player's language.
std::string_view code(Refusal refusal);

// Checks a move for a player holding `hand` facing `meld` (turn order is the round's business).
Refusal check_move(Hand hand, const Meld& meld, int copies, const Move& move);

// The central meld after a legal lead, overwrite or add: an add's cards join the meld's, the
// others' stand alone (selected by a mask, not branched on: see meld_of).
constexpr Meld meld_after(const Meld& meld, const Move& move) {
  const std::uint64_t joined = -std::uint64_t(move.action == Action::kAdd);
  return meld_of(Hand::from_bits(meld.cards().bits() & joined) + move.cards);
}

}  // namespace cardroom::five35
