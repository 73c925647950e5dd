#pragma once
// The vying table as the player sees it: one row per seat (button, turn, name, chips, chips in
// the pot, markers, cards), the pots, what has happened, and the player's own cards with their
// best totals. The screen is drawn from a TableSnapshot, which for a player is built from that
// seat's SeatView only, so nothing hidden can reach the screen. Every line fits 80 columns.
#include <string>
#include <vector>

#include "play/style.h"
#include "vying/hand.h"
#include "vying/view.h"

namespace cardroom::play {

inline constexpr int kScreenWidth = 80;

// Everything the screen shows of a hand.
struct TableSnapshot {
  vying::Rules rules;
  int dealer = 0;
  int to_act = -1;
  vying::Phase phase = vying::Phase::kFinished;
  bool final_round = false;
  std::int64_t current_bet = 0;
  int stock_left = 0;
  std::vector<vying::SeatState> seats;
  vying::Pots pots;
  vying::LegalActions legal;  // of the seat to act, when that is the viewer
  int viewer = 0;             // whose own cards are drawn open; narration::kEveryone in replays
};

// What seat `seat` sees of the hand (the player's screen).
TableSnapshot snapshot_of(const vying::SeatView& view);
// Every card open (replays, where nothing is secret any more).
TableSnapshot snapshot_all(const vying::Hand& hand);

// The words around the cards.
struct TableLook {
  std::string title;                // "Hand 3 · fifteen-thirty-five"
  std::vector<std::string> labels;  // per seat: "You", "Bea (heuristic)"
  std::string story_heading;        // "Since your last turn:"
  std::vector<std::string> story;   // narration lines, oldest first
  int story_limit = 14;             // older lines are summarised as "... N earlier"
};

std::vector<std::string> draw_table(const TableSnapshot& table, const TableLook& look,
                                    const Style& style);

// "low", "high", "both" in the reader's language.
std::string declaration_word(vying::Declaration d);

// An action as a player types it, in the reader's words: "raise 2" / "relancer 2" (the English
// text is vying::to_string's).
std::string action_text(const vying::Action& action);

// "check · bet 1-5 · fold", with cards drawn in the style.
std::string legal_menu(const vying::LegalActions& legal, const Style& style);

// "low 15: 14.5 · high 35: 24.5" for a tally under `rules`.
std::string totals_text(const vying::Tally& tally, const vying::Rules& rules);

// A total or target in half-points as the reader's language writes it: "13.5", "13,5".
std::string points_words(int half_points);

// Splits `text` at spaces into lines of at most `width` columns; continuation lines start with
// `indent` spaces. A word longer than a line is cut.
std::vector<std::string> wrap(const std::string& text, int width, int indent = 0);

}  // namespace cardroom::play
