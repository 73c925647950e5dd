#include "bots/five35_heuristic.h"

#include <algorithm>
#include <limits>

namespace cardroom::bots {

using five35::Hand;
using five35::Meld;
using five35::MeldType;
using five35::Move;

namespace {

constexpr std::array<int, 6> kPow6{1, 6, 36, 216, 1296, 7776};

// How likely a meld is to win a trick back, 0..1, by its shape alone: higher singles and sets
// and lower runs are harder to overwrite, and every extra card of a set makes it rarer to match.
double strength(MeldType type, int low, int size) {
  const double rank = low / double(five35::kRankCount - 1);
  switch (type) {
    case MeldType::kSingle:
      return rank;
    case MeldType::kSet:
      return std::min(1.0, rank + 0.25 * (size - 1));
    case MeldType::kRun:
      return std::min(1.0, 1.0 - rank + 0.1 * (size - 2));
    case MeldType::kNone:
      break;
  }
  return 0;
}

// Fills `table` for the group whose ranks are first..first+ranks-1. The lowest card of a
// configuration belongs to a set (or single) of its rank or to a run starting there, so trying
// those melds and the cheapest rest (a smaller index, already known) covers every split.
template <std::size_t N>
void build_group(std::array<float, N>& table, int first, int ranks, double control) {
  auto cost = [&](MeldType type, int low, int size) {
    return float(1.0 - control * strength(type, first + low, size));
  };
  table[0] = 0;
  for (std::size_t index = 1; index < N; ++index) {
    std::array<int, 5> counts{};
    for (int i = 0, rest = int(index); i < ranks; ++i, rest /= 6) counts[std::size_t(i)] = rest % 6;
    int low = 0;
    while (counts[std::size_t(low)] == 0) ++low;
    float best = std::numeric_limits<float>::max();
    for (int k = 1; k <= std::min(3, counts[std::size_t(low)]); ++k) {
      const MeldType type = k == 1 ? MeldType::kSingle : MeldType::kSet;
      best = std::min(best,
                      cost(type, low, k) + table[index - std::size_t(k * kPow6[std::size_t(low)])]);
    }
    std::size_t run_index = std::size_t(kPow6[std::size_t(low)]);
    for (int size = 2; size <= 3 && low + size - 1 < ranks; ++size) {
      const int top = low + size - 1;
      if (counts[std::size_t(top)] == 0) break;
      run_index += std::size_t(kPow6[std::size_t(top)]);
      best = std::min(best, cost(MeldType::kRun, low, size) + table[index - run_index]);
    }
    table[index] = best;
  }
}

int group_index(Hand hand, int first, int ranks) {
  int index = 0;
  for (int i = ranks - 1; i >= 0; --i) index = index * 6 + hand.count(first + i);
  return index;
}

// True when a non-lead play ends the trick at once, so that the player leads next.
bool wins_at_once(const Five35Situation& s, const Move& move) {
  const Meld after = five35::meld_after(s.meld, move);
  if (after.type() == MeldType::kSet && after.size() >= s.copies) return true;
  if (after.type() == MeldType::kRun && after.size() >= 5) return true;
  return five35::rule_of_eight_ends_trick(s.rules->rule_of_eight, move.cards, after);
}

}  // namespace

Five35Heuristic::Five35Heuristic(const Five35HeuristicWeights& weights) : weights_(weights) {
  build_group(low_, 0, 5, weights.control);
  build_group(middle_, 5, 3, weights.control);
  build_group(high_, 8, 5, weights.control);
}

const Five35Heuristic& Five35Heuristic::standard() {
  static const Five35Heuristic heuristic;
  return heuristic;
}

double Five35Heuristic::melds_cost(Hand hand) const {
  return double(low_[std::size_t(group_index(hand, 0, 5))]) +
         double(middle_[std::size_t(group_index(hand, 5, 3))]) +
         double(high_[std::size_t(group_index(hand, 8, 5))]);
}

Move Five35Heuristic::choose(const Five35Situation& s) const {
  // Not a local: a MoveList value-initializes its 64 slots when constructed, which would cost
  // more than the evaluation below.
  thread_local five35::MoveList moves;
  five35::legal_moves(s.hand, s.meld, s.copies, moves);
  if (moves.size() == 1) return moves[0];

  // A point held matters more as someone nears going out (then every card left is scored).
  const int fewest = std::clamp(s.fewest_elsewhere, 1, 6);
  const double per_point = weights_.points + weights_.danger * double(6 - fewest) / 5.0;
  const double per_eight =
      s.rules->rule_of_eight == five35::RuleOfEight::kOff ? 0.0 : weights_.eight;
  auto hand_cost = [&](Hand hand) {
    return melds_cost(hand) + per_point * double(five35::hand_points(*s.rules, hand)) -
           per_eight * double(hand.count(five35::kEightIndex));
  };

  const bool leading = s.meld.empty();
  int best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  for (int i = 0; i < moves.size(); ++i) {
    const Move& move = moves[i];
    double value = 0;
    if (move.action == five35::Action::kPass) {
      value = -hand_cost(s.hand);
    } else {
      const Hand rest = s.hand - move.cards;
      if (rest.empty()) return move;  // going out scores nothing: nothing beats it
      value = -hand_cost(rest);
      if (!leading && wins_at_once(s, move)) value += weights_.lead;
    }
    if (value > best_value) {
      best_value = value;
      best = i;
    }
  }
  return moves[best];
}

Move Five35Heuristic::choose(const five35::View& view) const {
  Five35Situation s;
  s.hand = view.hand();
  s.meld = view.meld();
  s.rules = &view.rules();
  s.copies = view.copies();
  s.fewest_elsewhere = five35::kMaxDeckSize;
  for (int seat = 0; seat < view.players(); ++seat) {
    if (seat != view.seat())
      s.fewest_elsewhere = std::min(s.fewest_elsewhere, view.hand_size(seat));
  }
  return choose(s);
}

Move Five35Heuristic::choose(const five35::Round& round) const {
  const int me = round.to_act();
  Five35Situation s;
  s.hand = round.hand(me);
  s.meld = round.meld();
  s.rules = &round.rules();
  s.copies = round.copies();
  // Only the sizes of the other hands: what any seat can count on the table.
  s.fewest_elsewhere = five35::kMaxDeckSize;
  for (int seat = 0; seat < round.players(); ++seat) {
    if (seat != me) s.fewest_elsewhere = std::min(s.fewest_elsewhere, round.hand(seat).size());
  }
  return choose(s);
}

Move HeuristicFive35Bot::decide(const five35::View& view, Rng& /*rng*/) {
  return heuristic_.choose(view);
}

}  // namespace cardroom::bots
