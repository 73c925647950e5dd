#include "features/observation.h"

#include <algorithm>
#include <cassert>
#include <bit>

namespace cardroom::env {

namespace {

// The one layout, read from a hand or from a seat's view: `Source` gives seat states, the
// dealer, the seat to act, the phase and the chips; `declared(seat)` says whether the viewer may
// see that seat's declaration. `out` may lay out more seats than the table has (a model of a
// larger table): the blocks after the last seat stay empty, as seats sat out of the deal.
template <typename Source, typename SeatOf, typename Declared>
void fill_vying_observation(const Source& source, int players, int viewer, SeatOf seat_of,
                            Declared declared, std::int64_t chip_unit, std::span<float> out) {
  const int layout_seats = (static_cast<int>(out.size()) - 60) / 64;
  assert(layout_seats >= players && out.size() == std::size_t(52 + 64 * layout_seats + 8));
  std::fill(out.begin(), out.end(), 0.0f);
  // Chips are scaled by a multiplication: a division per float cost a tenth of the tensor.
  const float per_chip = 1.0f / static_cast<float>(std::max<std::int64_t>(1, chip_unit));
  const vying::SeatState& mine = seat_of(viewer);
  for (int k = 0; k < mine.count; ++k) out[std::size_t(mine.cards[std::size_t(k)].index())] = 1.0f;
  for (int offset = 0, seat = viewer; offset < players; ++offset, seat = seat + 1 == players ? 0 : seat + 1) {
    const vying::SeatState& s = seat_of(seat);
    float* block = out.data() + 52 + 64 * offset;
    // Another seat's cards only where they lie face up (SeatView hides the others).
    for (std::uint64_t up = s.up_slots; up != 0; up &= up - 1) {
      block[s.cards[std::size_t(std::countr_zero(up))].index()] = 1.0f;
    }
    block[52] = static_cast<float>(s.count - std::popcount(s.up_slots)) / 5.0f;
    block[53] = static_cast<float>(s.stack) * per_chip;
    block[54] = static_cast<float>(s.put_in) * per_chip;
    block[55] = static_cast<float>(s.round_bet) * per_chip;
    block[56] = s.dealt_in ? 1.0f : 0.0f;
    block[57] = s.folded ? 1.0f : 0.0f;
    block[58] = s.frozen ? 1.0f : 0.0f;
    if (s.declaration != vying::Declaration::kNone && declared(seat)) {
      block[58 + static_cast<int>(s.declaration)] = 1.0f;
    }
    block[62] = seat == source.dealer() ? 1.0f : 0.0f;
    block[63] = seat == source.to_act() ? 1.0f : 0.0f;
  }
  float* global = out.data() + 52 + 64 * layout_seats;
  global[static_cast<int>(source.phase())] = 1.0f;
  global[5] = static_cast<float>(source.betting_round()) / 4.0f;
  global[6] = static_cast<float>(source.current_bet()) * per_chip;
  global[7] = static_cast<float>(source.pot_total()) * per_chip;
}

}  // namespace

void vying_observation(const vying::Hand& hand, int viewer, std::int64_t chip_unit,
                       std::span<float> out) {
  fill_vying_observation(
      hand, hand.seats(), viewer, [&](int seat) -> const vying::SeatState& { return hand.seat(seat); },
      [&](int seat) { return vying::SeatView::sees_declaration(hand, viewer, seat); }, chip_unit,
      out);
}

void vying_observation(const vying::SeatView& view, std::int64_t chip_unit, std::span<float> out) {
  // The view has masked what the seat may not see, hidden declarations included.
  fill_vying_observation(
      view, view.seats(), view.seat(),
      [&](int seat) -> const vying::SeatState& { return view.seat_state(seat); },
      [](int) { return true; }, chip_unit, out);
}

void five35_observation(const five35::View& view, std::span<const std::int64_t> scores,
                        std::int64_t target_score, int round_number, std::span<float> out) {
  std::fill(out.begin(), out.end(), 0.0f);
  const int players = view.players();
  const float copies = static_cast<float>(view.copies());
  const auto counts = [&](five35::Hand hand, int at) {
    for (int r = 0; r < five35::kRankCount; ++r)
      out[std::size_t(at + r)] = static_cast<float>(hand.count(r)) / copies;
  };
  counts(view.hand(), 0);
  counts(view.played(), 13);
  counts(view.set_aside(), 26);
  counts(view.unseen(), 39);
  const five35::Meld& meld = view.meld();
  out[std::size_t(52 + static_cast<int>(meld.type()))] = 1.0f;
  if (!meld.empty()) {
    out[std::size_t(56 + meld.low())] = 1.0f;
    out[69] = static_cast<float>(meld.size()) / 5.0f;
  }
  const float target = static_cast<float>(std::max<std::int64_t>(1, target_score));
  for (int offset = 0; offset < players; ++offset) {
    const int seat = (view.seat() + offset) % players;
    float* block = out.data() + 70 + 7 * offset;
    block[0] = static_cast<float>(view.hand_size(seat)) / 13.0f;
    block[1] = view.passed(seat) ? 1.0f : 0.0f;
    block[2] = seat == view.trick_leader() && !view.finished() ? 1.0f : 0.0f;
    block[3] = seat == view.last_player() ? 1.0f : 0.0f;
    block[4] = seat == view.to_act() && !view.finished() ? 1.0f : 0.0f;
    block[5] = seat == view.dealer() ? 1.0f : 0.0f;
    block[6] = seat < static_cast<int>(scores.size())
                   ? static_cast<float>(scores[std::size_t(seat)]) / target
                   : 0.0f;
  }
  out[std::size_t(70 + 7 * players)] = static_cast<float>(round_number) / 10.0f;
}

void five35_observation(const five35::Game& game, int seat, std::span<float> out) {
  // The view without the game's history, which the tensor does not use (copying it allocates).
  five35_observation(five35::View(game.round(), seat), game.scores(), game.rules().target_score,
                     game.round_number(), out);
}

}  // namespace cardroom::env
