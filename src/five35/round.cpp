#include "five35/round.h"

#include <bit>

namespace cardroom::five35 {

Round::Round(const Rules& rules, int players, int dealer, const Deal& deal, Hand set_aside)
    : rules_(rules),
      hands_(deal.hands),
      undealt_(deal.undealt),
      set_aside_(set_aside),
      players_(std::int8_t(players)),
      dealer_(std::int8_t(dealer)),
      copies_(std::int8_t(copies_for(players))),
      to_act_(std::int8_t(dealer)),
      trick_leader_(std::int8_t(dealer)) {}

std::int64_t Round::round_points(int seat) const {
  if (!finished() || seat == went_out_) return 0;
  return hand_points(rules_, hands_[std::size_t(seat)]);
}

void Round::legal_moves(MoveList& out) const {
  if (finished()) {
    out.clear();
    return;
  }
  five35::legal_moves(hands_[std::size_t(to_act_)], meld_, copies_, out);
}

Refusal Round::check(int seat, const Move& move) const {
  if (finished()) return Refusal::kRoundOver;
  if (seat != to_act_) return Refusal::kNotYourTurn;
  return check_move(hands_[std::size_t(seat)], meld_, copies_, move);
}

Refusal Round::apply(int seat, const Move& move, PlayResult* result) {
  const Refusal refusal = check(seat, move);
  if (refusal != Refusal::kNone) return refusal;
  const PlayResult played = apply_unchecked(move);
  if (result) *result = played;
  return Refusal::kNone;
}

// The next seat clockwise that has not passed: found in the mask of those still in rather than
// by walking round the table, whose stops at passed seats mispredicted in random play.
inline int Round::next_in_trick(int seat) const {
  const unsigned in = ~unsigned(passed_) & ((1u << players_) - 1u);
  const unsigned after = in & ~((2u << seat) - 1u);
  // The first of those after `seat` or, when there is none, the first of all (a seat index is
  // below 16, so the second term only counts when the first is empty).
  return std::countr_zero(after | in << 16) & 15;
}

void Round::end_trick(int winner) {
  meld_ = {};
  passed_ = 0;
  last_player_ = kNoSeat;
  trick_leader_ = std::int8_t(winner);
  to_act_ = std::int8_t(winner);
}

PlayResult Round::apply_unchecked(const Move& move) {
  if (move.action == Action::kPass) return make_pass();
  return make_play(move, meld_after(meld_, move));
}

PlayResult Round::play_random(Rng& rng, Move* made) {
  const PickedMove picked = random_legal_pick(hands_[std::size_t(to_act_)], meld_, copies_, rng);
  if (made) *made = picked.move;
  if (picked.move.action == Action::kPass) return make_pass();
  return make_play(picked.move, picked.after);
}

PlayResult Round::make_pass() {
  const int seat = to_act_;
  passed_ = std::uint8_t(passed_ | (1u << seat));
  const unsigned everyone = (1u << players_) - 1u;
  if ((passed_ | (1u << last_player_)) == everyone) {
    const int winner = last_player_;
    end_trick(winner);
    return PlayResult(TrickEnd::kAllPassed, winner, false);
  }
  to_act_ = std::int8_t(next_in_trick(seat));
  return PlayResult();
}

PlayResult Round::make_play(const Move& move, const Meld& after) {
  const int seat = to_act_;
  const bool is_lead = meld_.empty();
  hands_[std::size_t(seat)] -= move.cards;
  played_ += move.cards;
  meld_ = after;
  last_player_ = std::int8_t(seat);

  if (hands_[std::size_t(seat)].empty()) {
    // The round ends at once, even mid-trick; the trick's leader stays on record.
    went_out_ = std::int8_t(seat);
    meld_ = {};
    passed_ = 0;
    return PlayResult(TrickEnd::kNone, kNoSeat, true);
  }

  // Each way the trick can end is worked out and the first that holds selected, without a
  // branch on random plays.
  const MeldType type = after.type();
  const int size = after.size();
  const bool set_complete = (type == MeldType::kSet) & (size >= copies_);
  const bool run_of_five = (type == MeldType::kRun) & (size >= 5);
  const bool eight_rule = rule_of_eight_ends_trick(rules_.rule_of_eight, move.cards, after);
  const bool eight = !is_lead & eight_rule;
  const TrickEnd end = set_complete ? TrickEnd::kSetComplete
                       : run_of_five ? TrickEnd::kRunOfFive
                       : eight       ? TrickEnd::kRuleOfEight
                                     : TrickEnd::kNone;
  if (end == TrickEnd::kNone) {
    to_act_ = std::int8_t(next_in_trick(seat));
    return PlayResult();
  }
  end_trick(seat);
  return PlayResult(end, seat, false);
}

}  // namespace cardroom::five35
