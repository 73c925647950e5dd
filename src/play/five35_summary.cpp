#include "play/five35_summary.h"

#include "five35/action_words.h"
#include "five35/rules.h"
#include "narration/words.h"
#include "play/five35_input.h"
#include "play/five35_screen.h"

namespace cardroom::play {

using narration::display_width;

using namespace five35;

namespace {

// The name column of the summaries: a short name and a space.
constexpr int kSummaryNameColumns = 19;

std::string from(const std::vector<std::string>& list, int seat) {
  return seat < int(list.size()) ? narration::short_name(list[std::size_t(seat)])
                                 : "Seat " + std::to_string(seat);
}

// In sentences: "You", "Bea".
std::string name_of(const Five35Names& seats, int seat) {
  return seat == seats.you ? "You" : from(seats.names, seat);
}

// In tables every seat goes by its label, the player's own name included.
std::string label_of(const Five35Names& seats, int seat) { return from(seats.labels, seat); }

// "1 1 3 │ 8: 3 + 5": the cards left, and their points by rank group.
std::string cards_left(const Rules& rules, Hand hand, const Style& style) {
  std::string sums;
  for (int group = 0; group < 3; ++group) {
    Hand part;
    for (int r = group_first(group); r <= group_last(group); ++r) part.add(r, hand.count(r));
    if (part.empty()) continue;
    if (!sums.empty()) sums += " + ";
    sums += std::to_string(hand_points(rules, part));
  }
  return hand_text(hand, style) + ": " + sums;
}

void append_wrapped(std::vector<std::string>& lines, const std::string& text,
                    const std::string& indent = "    ") {
  for (std::string& line : wrap(text, kScreenWidth, indent)) lines.push_back(std::move(line));
}

}  // namespace

std::string heading(const std::string& text, const Style& style) {
  const std::string bar = style.unicode ? "\u2550" : "=";
  std::string line = bar + bar + " " + paint(text, Tone::kBold, style) + " ";
  while (display_width(line) < kScreenWidth - 2) line += bar;
  return line;
}

std::vector<std::string> round_summary(const Round& round, const Five35RoundEnd& end,
                                       const Five35Names& seats,
                                       std::span<const std::int64_t> totals, const Style& style) {
  std::vector<std::string> lines;
  lines.emplace_back();
  lines.push_back(heading("Round " + std::to_string(end.round_number) + " over", style));
  const int out = round.went_out();
  std::string how = name_of(seats, out) + " went out";
  if (end.last_move.action == Action::kLead) {
    how += " by leading " + cards_text(end.last_move.cards) + " to a new trick";
  } else {
    const std::string leader =
        end.last_leader == seats.you ? "you" : from(seats.names, end.last_leader);
    how += " with " + to_words(end.last_move) + ", in a trick " + leader + " led";
  }
  how += ": the round ends the moment a hand is empty.";
  if (!end.previous_trick.empty()) how += " The trick before ended: " + end.previous_trick + ".";
  append_wrapped(lines, "  " + how, "  ");
  lines.emplace_back();
  lines.push_back("  " + pad_right("Player", kSummaryNameColumns) + " Round  Total  Cards left: points");
  for (int seat = 0; seat < round.players(); ++seat) {
    std::string line = "  " + pad_right(label_of(seats, seat), kSummaryNameColumns);
    line += pad_left("+" + std::to_string(round.round_points(seat)), 6);
    line += pad_left(std::to_string(totals[std::size_t(seat)]), 7);
    line += "  ";
    line += seat == out ? paint("went out", Tone::kGreen, style)
                        : cards_left(round.rules(), round.hand(seat), style);
    append_wrapped(lines, line, std::string(kSummaryNameColumns + 17, ' '));
  }
  return lines;
}

std::vector<std::string> game_summary(std::span<const std::int64_t> totals, std::uint8_t winners,
                                      int rounds, const Five35Names& seats, const Style& style) {
  const int you = seats.you;
  std::vector<std::string> lines;
  lines.emplace_back();
  lines.push_back(heading(
      "Game over after " + std::to_string(rounds) + (rounds == 1 ? " round" : " rounds"), style));
  std::vector<std::string> names;
  std::int64_t best = 0;
  for (int seat = 0; seat < int(totals.size()); ++seat) {
    if ((winners >> seat) & 1u) {
      names.push_back(name_of(seats, seat));
      best = totals[std::size_t(seat)];
    }
  }
  const bool you_won = you >= 0 && ((winners >> you) & 1u);
  std::string text = names.size() == 1 ? (you_won ? "You win" : names[0] + " wins")
                                       : "Shared win: " + narration::joined_names(names);
  text += " with " + std::to_string(best) + " points, the lowest total.";
  append_wrapped(lines, "  " + paint(text, Tone::kBold, style), "  ");
  std::string scores = "  Final scores:";
  for (int seat = 0; seat < int(totals.size()); ++seat) {
    scores += (seat == 0 ? " " : ", ") + from(seats.names, seat) + " " +
              std::to_string(totals[std::size_t(seat)]);
  }
  append_wrapped(lines, scores, "    ");
  return lines;
}

std::vector<std::string> session_summary(const Five35Tally& tally, const Style& style) {
  std::vector<std::string> lines;
  lines.emplace_back();
  std::string title = "Session: " + std::to_string(tally.games) +
                      (tally.games == 1 ? " game, " : " games, ") + std::to_string(tally.rounds) +
                      (tally.rounds == 1 ? " round" : " rounds");
  lines.push_back(heading(title, style));
  lines.push_back("  " + pad_right("Player", kSummaryNameColumns + 6) + " Wins  Points");
  for (std::size_t seat = 0; seat < tally.labels.size(); ++seat) {
    std::string line =
        "  " + pad_right(narration::short_name(tally.labels[seat]), kSummaryNameColumns + 6);
    line += pad_left(std::to_string(seat < tally.wins.size() ? tally.wins[seat] : 0), 5);
    line += pad_left(std::to_string(seat < tally.points.size() ? tally.points[seat] : 0), 8);
    lines.push_back(line);
  }
  if (tally.unfinished_rounds > 0) {
    append_wrapped(lines,
                   "  The game stopped early had " + std::to_string(tally.unfinished_rounds) +
                       (tally.unfinished_rounds == 1 ? " finished round" : " finished rounds") +
                       "; they count in the points above, not in the games.",
                   "  ");
  }
  lines.push_back("  Points are penalties: fewer is better.");
  return lines;
}

}  // namespace cardroom::play
