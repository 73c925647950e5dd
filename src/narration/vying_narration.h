#pragma once
// What a dealer calls out as a vying hand goes on: "Bea calls 3", "You take 7♣", "Cal takes a
// card face down". One narrator for `cardroom demo`, the terminal table, `replay --show` and a
// server table's log: the terminal and the server tell the same story. The narrator is told
// who is listening: a face-down card is named only to its owner (or to everyone, when the
// listener sees every card).
#include <functional>
#include <string>

#include "narration/words.h"
#include "vying/hand.h"

namespace cardroom::narration {

// Who is speaking: a seat's name, and whether it is "you" (second person: "You call").
struct Speaker {
  std::string name;
  bool you = false;
};

// Seat -> speaker, e.g. {"Bea"} or {"You", true}; "seat 2" for the demo.
using SpeakerOf = std::function<Speaker(int seat)>;

// kEveryone: the narrator sees every card (demo, replays). kPublic: a listener who is no player,
// told only what the whole table sees (a server table's shared log).
inline constexpr int kEveryone = -1;
inline constexpr int kPublic = -2;

// One line for `action` taken by `seat`, which turned `before` into `after`; the cards in it
// are named by `card` (the terminal's coloured text, or plain card_name).
std::string narrate(const vying::Hand& before, const vying::Hand& after, int seat,
                    const vying::Action& action, const SpeakerOf& speaker, int listener,
                    const CardNamer& card);

// The line that opens a new phase ("Offer round: take a card or stand."), or empty when `after`
// is still in the phase (and betting round) of `before`. `speaker` names the opener.
std::string phase_change(const vying::Hand& before, const vying::Hand& after,
                         const SpeakerOf& speaker);
// The line for the phase `hand` is in now (used for the first one of a hand).
std::string phase_header(const vying::Hand& hand, const SpeakerOf& speaker);

}  // namespace cardroom::narration
