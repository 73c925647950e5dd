#pragma once
// Plain-language reasons for a showdown result: for each player and pot, which contests they
// won, shared or lost, and what decided it (distance, side, fewer cards, tie, bust, a failed
// both-ways declaration, a natural).
#include <span>
#include <string>
#include <vector>

#include "vying/rules.h"
#include "vying/showdown.h"

namespace cardroom::vying {

// "6.5", "15", "33.5": half-points as a player writes them.
std::string points_text(int half_points);

// What one line of a seat's explanation says, before it is put into words: explain_seat's
// English below, or the terminal's language (play/vying_summary.cpp). Which pots and contests a
// seat hears about, and what decided each, is worked out once, here.
struct ShowdownNote {
  enum class Kind {
    kNatural,        // the seat's natural takes the pot
    kLostToNatural,  // `who`: the naturals
    kFailedBoth,     // declared both, did not win both outright
    kSharedByAll,    // neither half could be won: `who` (every seat in the pot) shares it
    kNobodyWon,      // the contest: nobody could win it
    kWins,           // the contest, alone
    kShares,         // the contest, with `who`
    kLost,           // the contest, to `who`, whose total was `theirs`, decided by `edge`
  };
  Kind kind = Kind::kNatural;
  int pot = 0;  // 0: the main pot
  // The contest (kNobodyWon, kWins, kShares, kLost):
  Target target = Target::kLow;
  int goal = 0;              // the target, in half-points
  bool whole_pot = false;    // won alone or shared: the whole pot (only one half could be won)
  bool counts = false;       // the seat has a total that counts for it
  int total = 0;             // that total, in half-points
  int theirs = 0;            // kLost: the winner's total
  Edge edge = Edge::kTie;    // kLost: why
  SeatMask who = 0;          // the other seats the line names
};

// The notes for seat `seat`, in the order explain_seat tells them.
std::vector<ShowdownNote> showdown_notes(const ShowdownResult& result,
                                         std::span<const ShowdownSeat> seats, const Rules& rules,
                                         int seat);

// One line per pot and contest for seat `seat`, e.g. "pot 0, high (27): lost with 6.5 to seat
// 1's 7.5 (distance)", pots numbered as in the showdown's JSON. Given the players' `names`, the
// lines speak to people: "main pot, high (27): lost with 6.5 to Bea's 7.5 (distance)", "side pot
// 1, ...", "shares the low half with Bea and Dot".
std::vector<std::string> explain_seat(const ShowdownResult& result,
                                      std::span<const ShowdownSeat> seats, const Rules& rules,
                                      int seat, std::span<const std::string> names = {});

// Why a contest went as it did, one word per Edge: "distance", "side", "fewer-cards", "tie",
// "bust".
std::string_view edge_name(Edge edge);

}  // namespace cardroom::vying
