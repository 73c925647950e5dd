#include "features/learned_features.h"

#include <algorithm>
#include <array>

#include "features/observation.h"

namespace cardroom::env {

int five35_state_size(int players) { return five35_observation_size(players); }
int vying_state_size(int players) { return vying_observation_size(players); }

// --- Five Three Five ---------------------------------------------------------------------------

void five35_state_features(const five35::View& view, std::span<float> out) {
  // A bot is given one round's view: no totals, and round 1 (as a VectorEnv round episode shows).
  five35_observation(view, {}, view.rules().target_score, 1, out);
}

void five35_candidates(const five35::View& view, five35::MoveList& moves,
                       std::vector<float>& features) {
  view.legal_moves(moves);
  features.assign(std::size_t(moves.size()) * kFive35ActionFeatures, 0.0f);
  const float copies = static_cast<float>(view.copies());
  const int held = view.hand().size();
  for (int i = 0; i < moves.size(); ++i) {
    const five35::Move& m = moves[i];
    float* f = features.data() + std::size_t(i) * kFive35ActionFeatures;
    for (int r = 0; r < five35::kRankCount; ++r) f[r] = static_cast<float>(m.cards.count(r)) / copies;
    f[13 + static_cast<int>(m.action)] = 1.0f;
    const int put_down = m.cards.size();
    f[17] = static_cast<float>(put_down) / 3.0f;
    f[18] = put_down == held ? 1.0f : 0.0f;
    f[19] = static_cast<float>(held - put_down) / 13.0f;
  }
}

// --- vying -------------------------------------------------------------------------------------

std::int64_t vying_chip_unit(const vying::SeatView& view) {
  std::int64_t unit = 1;
  for (int s = 0; s < view.seats(); ++s) {
    const vying::SeatState& seat = view.seat_state(s);
    unit = std::max(unit, seat.stack + seat.put_in);
  }
  return unit;
}

void vying_state_features(const vying::SeatView& view, std::span<float> out) {
  vying_observation(view, vying_chip_unit(view), out);
}

namespace {

// Feature slots of the action kinds.
enum VyingKindSlot {
  kFoldSlot, kCheckSlot, kCallSlot, kAllInSlot, kTakeSlot, kStandSlot,
  kDeclareLowSlot, kDeclareHighSlot, kDeclareBothSlot, kExposeSlot, kBetSlot, kRaiseSlot,
};

int kind_slot(const vying::Action& a) {
  using vying::ActionKind;
  switch (a.kind) {
    case ActionKind::kFold: return kFoldSlot;
    case ActionKind::kCheck: return kCheckSlot;
    case ActionKind::kCall: return kCallSlot;
    case ActionKind::kAllIn: return kAllInSlot;
    case ActionKind::kTake: return kTakeSlot;
    case ActionKind::kStand: return kStandSlot;
    case ActionKind::kExpose: return kExposeSlot;
    case ActionKind::kBet: return kBetSlot;
    case ActionKind::kRaise: return kRaiseSlot;
    case ActionKind::kDeclare: break;
  }
  return kDeclareLowSlot + static_cast<int>(a.declaration) - 1;  // low 1, high 2, both 3
}

}  // namespace

void vying_candidates(const vying::SeatView& view, std::vector<vying::Action>& actions,
                      std::vector<float>& features) {
  using vying::Action;
  actions.clear();
  const vying::LegalActions legal = view.legal();
  if (legal.fold) actions.push_back(Action::fold());
  if (legal.check) actions.push_back(Action::check());
  if (legal.call) actions.push_back(Action::call());
  if (legal.all_in) actions.push_back(Action::all_in());
  if (legal.take) actions.push_back(Action::take());
  if (legal.stand) actions.push_back(Action::stand());
  if (legal.declare) {
    for (auto d : {vying::Declaration::kLow, vying::Declaration::kHigh, vying::Declaration::kBoth})
      actions.push_back(Action::declare(d));
  }
  for (std::uint64_t cards = legal.exposable; cards; cards &= cards - 1) {
    actions.push_back(Action::expose(Card::from_index(__builtin_ctzll(cards))));
  }
  const std::int64_t pot = std::max<std::int64_t>(1, view.pot_total());
  if ((legal.bet || legal.raise) && legal.lo <= legal.hi) {
    // The smallest, half the pot, the pot, the largest; clamped, ascending, each once.
    std::array<std::int64_t, 4> amounts{legal.lo, pot / 2, pot, legal.hi};
    for (auto& n : amounts) n = std::clamp(n, legal.lo, legal.hi);
    std::sort(amounts.begin(), amounts.end());
    const auto end = std::unique(amounts.begin(), amounts.end());
    for (auto it = amounts.begin(); it != end; ++it) {
      actions.push_back(legal.raise ? Action::raise(*it) : Action::bet(*it));
    }
  }
  const vying::SeatState& me = view.seat_state(view.seat());
  const float per_chip = 1.0f / static_cast<float>(vying_chip_unit(view));
  features.assign(actions.size() * kVyingActionFeatures, 0.0f);
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action& a = actions[i];
    float* f = features.data() + i * kVyingActionFeatures;
    f[kind_slot(a)] = 1.0f;
    if (a.kind == vying::ActionKind::kExpose) f[12 + a.card.rank() - 1] = 1.0f;
    std::int64_t chips = 0;
    switch (a.kind) {
      case vying::ActionKind::kCall: chips = legal.call_amount; break;
      case vying::ActionKind::kBet: chips = a.amount; break;
      case vying::ActionKind::kRaise: chips = legal.call_amount + a.amount; break;
      case vying::ActionKind::kAllIn: chips = me.stack; break;
      default: break;
    }
    chips = std::min(chips, me.stack);
    f[25] = static_cast<float>(chips) * per_chip;
    f[26] = static_cast<float>(chips) / static_cast<float>(pot);
    f[27] = static_cast<float>(me.stack - chips) * per_chip;
  }
}

}  // namespace cardroom::env
