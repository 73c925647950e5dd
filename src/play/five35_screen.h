#pragma once
// The Five Three Five table as the player sees it: who sits where with how many cards, the
// scores, the dealer and the trick's leader, the central meld to beat, what happened since the
// player last acted, and the player's own hand with each card's penalty points under it.
//
// A screen is drawn from a Five35Scene, and the scene of a seat is built from that seat's
// five35::View alone, so no hidden card can reach the screen. Only a replay (which shows every
// hand on purpose) builds a scene from the whole round.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "five35/meld.h"
#include "five35/round.h"
#include "five35/rules.h"
#include "five35/view.h"
#include "play/players.h"
#include "play/style.h"

namespace cardroom::play {

// Every line the table prints fits an 80-column terminal.
inline constexpr int kScreenWidth = 80;

// `text` cut at spaces into lines of at most `width` columns; continuation lines start with
// `indent`. A word longer than a line stays whole (it is never longer in practice).
std::vector<std::string> wrap(std::string_view text, int width = kScreenWidth,
                              std::string_view indent = "    ");

// A rank as printed ("8", "12"), coloured by its penalty when the style has colour.
std::string rank_text(int rank_index, const five35::Rules& rules, const Style& style);
// Cards ascending with the rank groups apart: "1 3 3 | 7 8 | 12 14" ("│" with Unicode).
std::string hand_text(five35::Hand cards, const Style& style);

struct Five35SeatRow {
  std::string label;  // "Bea (random)", in the seat column
  std::string name;   // "Bea", in sentences
  int cards = 0;
  bool passed = false;
  std::int64_t score = 0;
  std::optional<five35::Hand> shown;  // the seat's cards, only in a replay
};

struct Five35Scene {
  std::string title;  // "round 2 · to 20 points"
  five35::Rules rules;
  std::vector<Five35SeatRow> seats;
  int you = -1;  // the player's seat; -1 in a replay
  int dealer = 0;
  int trick_leader = 0;
  int last_player = -1;  // whose cards the meld is
  int to_act = -1;       // -1 once the round is over
  five35::Meld meld;
  std::string narration_heading;  // "Since your last move:"
  std::vector<std::string> narration;
  std::optional<five35::Hand> hand;  // the player's own hand
};

// The scene seat `view.seat()` may see. `scores` are the game totals (one per seat).
Five35Scene scene_for_seat(const five35::View& view, const std::vector<SeatPlayer>& players,
                           std::span<const std::int64_t> scores, std::string title);
// Every hand shown: for replays.
Five35Scene scene_for_replay(const five35::Round& round, const std::vector<std::string>& names,
                             std::span<const std::int64_t> scores, std::string title);

// The table, one string a line, each at most kScreenWidth columns.
std::vector<std::string> draw_table(const Five35Scene& scene, const Style& style);

}  // namespace cardroom::play
