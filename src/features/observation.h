#pragma once
// Observation tensors: what a seat may see, as a flat vector of floats for a network. Five Three
// Five's is computed from the seat's view (five35::View), which holds nothing the seat may not
// see. The vying one is read straight off the hand, for speed (a SeatView copies the whole hand),
// and reads only what SeatView shows: the viewer's cards, face-up cards, the number of face-down
// ones, chips, and declarations where SeatView::sees_declaration says so (tests/env check that
// hands differing in what the seat cannot see give the same tensor). Seats are numbered from the viewer: block 0 is
// the viewer's, block 1 the next seat clockwise, and so on. Layouts (docs/python.md):
//
// Vying, 52 + 64 * players + 8 floats (chips in units of the largest stack at the deal):
//   [0, 52)        the viewer's cards, face up or down, by card index (Ac Ad Ah As 2c ... Ks)
//   per seat, 64:  52 face-up cards; face-down cards / 5; stack; put in this hand; put in this
//                  betting round; dealt in; folded; frozen; declared low, high, both (once
//                  public); the dealer; to act
//   last 8:        phase (expose, offer, betting, declare, finished); betting round / 4; the bet
//                  to match; chips in the pots
//
// Five Three Five, 70 + 7 * players + 1 floats (card counts divided by the copies of a rank):
//   [0, 13) own hand; [13, 26) played this round; [26, 39) set aside (a two-round game's first
//   round); [39, 52) unseen (in other hands or undealt), each by rank index (1 2 3 4 5 7 8 9 11
//   .. 15); [52, 56) the meld's type (none, single, set, run); [56, 69) its lowest rank; 69 its
//   size / 5;
//   per seat, 7:   cards in hand / 13; passed; led this trick; last to play on the meld; to act;
//                  the dealer; total score / target score
//   last:          round number / 10
#include <cstdint>
#include <span>

#include "five35/game.h"
#include "five35/view.h"
#include "vying/view.h"

namespace cardroom::env {

constexpr int vying_observation_size(int players) { return 52 + 64 * players + 8; }
constexpr int five35_observation_size(int players) { return 70 + 7 * players + 1; }

// What `viewer` sees of `hand`; `out` has vying_observation_size(hand.seats()) floats,
// `chip_unit` scales chips (> 0).
void vying_observation(const vying::Hand& hand, int viewer, std::int64_t chip_unit,
                       std::span<float> out);
// The same from the seat's view (the learned bots decide from one): equal to the above for the
// view's seat. `out` may have vying_observation_size(n) floats for n > view.seats(): the table
// laid out as n seats, the n - seats() after the last (to the viewer's right) sat out of the
// deal (every float of their blocks 0, "dealt in" included), as a model of n players sees it.
void vying_observation(const vying::SeatView& view, std::int64_t chip_unit, std::span<float> out);

// `out` has five35_observation_size(view.players()) floats. `scores` are the game's totals
// (zeros for a single round), `target_score` the game's target, `round_number` from 1.
void five35_observation(const five35::View& view, std::span<const std::int64_t> scores,
                        std::int64_t target_score, int round_number, std::span<float> out);

// The same for `seat` of a game under way: its round, the totals, the target and round number.
void five35_observation(const five35::Game& game, int seat, std::span<float> out);

}  // namespace cardroom::env
