#include "play/five35_summary.h"

#include "five35/action_words.h"
#include "five35/rules.h"
#include "i18n/i18n.h"
#include "narration/words.h"
#include "play/five35_input.h"
#include "play/five35_screen.h"

namespace cardroom::play {

using narration::display_width;

using namespace five35;
using i18n::tr;
using i18n::trn;

namespace {

// The name column of the summaries: a short name and a space.
constexpr int kSummaryNameColumns = 19;

std::string from(const std::vector<std::string>& list, int seat) {
  return seat < int(list.size()) ? narration::short_name(list[std::size_t(seat)])
                                 : tr("Seat {seat}", {{"seat", std::to_string(seat)}});
}

// The move a player went out with, in the reader's words: "overwrite 7 7".
std::string move_words(const Move& move) {
  const std::string cards = cards_text(move.cards);
  switch (move.action) {
    case Action::kLead: return tr("lead {cards}", {{"cards", cards}});
    case Action::kOverwrite: return tr("overwrite {cards}", {{"cards", cards}});
    case Action::kAdd: return tr("add {cards}", {{"cards", cards}});
    case Action::kPass: break;
  }
  return i18n::trc("move", "pass");
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
  return tr("{cards}: {points}", {{"cards", hand_text(hand, style)}, {"points", sums}});
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
  lines.push_back(heading(
      tr("Round {round} over", {{"round", std::to_string(end.round_number)}}), style));
  const int out = round.went_out();
  // Whole sentences in the speaker's person: "You went out ...", "Bea went out ...".
  const bool you = out == seats.you;
  const std::string name = from(seats.names, out);
  std::string how;
  if (end.last_move.action == Action::kLead) {
    const std::string cards = cards_text(end.last_move.cards);
    how = you ? tr("You went out by leading {cards} to a new trick", {{"cards", cards}})
              : tr("{name} went out by leading {cards} to a new trick",
                   {{"name", name}, {"cards", cards}});
  } else {
    const std::string move = move_words(end.last_move);
    if (end.last_leader == seats.you) {
      how = you ? tr("You went out with {move}, in a trick you led", {{"move", move}})
                : tr("{name} went out with {move}, in a trick you led",
                     {{"name", name}, {"move", move}});
    } else {
      const std::string leader = from(seats.names, end.last_leader);
      how = you ? tr("You went out with {move}, in a trick {leader} led",
                     {{"move", move}, {"leader", leader}})
                : tr("{name} went out with {move}, in a trick {leader} led",
                     {{"name", name}, {"move", move}, {"leader", leader}});
    }
  }
  how = tr("{how}: the round ends the moment a hand is empty.", {{"how", how}});
  if (!end.previous_trick.empty()) {
    how += " " + tr("The trick before ended: {reason}.", {{"reason", end.previous_trick}});
  }
  append_wrapped(lines, "  " + how, "  ");
  lines.emplace_back();
  lines.push_back("  " + pad_right(tr("Player"), kSummaryNameColumns) +
                  pad_left(i18n::trc("column", "Round"), 6) +
                  pad_left(i18n::trc("column", "Total"), 7) + "  " +
                  tr("Cards left: points"));
  for (int seat = 0; seat < round.players(); ++seat) {
    std::string line = "  " + pad_right(label_of(seats, seat), kSummaryNameColumns);
    line += pad_left("+" + std::to_string(round.round_points(seat)), 6);
    line += pad_left(std::to_string(totals[std::size_t(seat)]), 7);
    line += "  ";
    line += seat == out ? paint(tr("went out"), Tone::kGreen, style)
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
      trn("Game over after {n} round", "Game over after {n} rounds", rounds), style));
  std::vector<std::string> names;
  std::int64_t best = 0;
  for (int seat = 0; seat < int(totals.size()); ++seat) {
    if ((winners >> seat) & 1u) {
      names.push_back(seat == you ? tr("you") : from(seats.names, seat));
      best = totals[std::size_t(seat)];
    }
  }
  const bool you_won = you >= 0 && ((winners >> you) & 1u);
  std::string text;
  if (names.size() == 1 && you_won) {
    text = trn("You win with {n} point, the lowest total.",
               "You win with {n} points, the lowest total.", best);
  } else if (names.size() == 1) {
    text = trn("{name} wins with {n} point, the lowest total.",
               "{name} wins with {n} points, the lowest total.", best, {{"name", names[0]}});
  } else {
    text = trn("Shared win: {names} with {n} point, the lowest total.",
               "Shared win: {names} with {n} points, the lowest total.", best,
               {{"names", narration::joined_names(names)}});
  }
  append_wrapped(lines, "  " + paint(text, Tone::kBold, style), "  ");
  std::string scores = "  " + tr("Final scores:");
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
  const std::string title =
      tr("Session: {games}, {rounds}",
         {{"games", trn("{n} game", "{n} games", tally.games)},
          {"rounds", trn("{n} round", "{n} rounds", tally.rounds)}});
  lines.push_back(heading(title, style));
  lines.push_back("  " + pad_right(tr("Player"), kSummaryNameColumns + 6) +
                  pad_left(i18n::trc("column", "Wins"), 5) +
                  pad_left(i18n::trc("column", "Points"), 8));
  for (std::size_t seat = 0; seat < tally.labels.size(); ++seat) {
    std::string line =
        "  " + pad_right(narration::short_name(tally.labels[seat]), kSummaryNameColumns + 6);
    line += pad_left(std::to_string(seat < tally.wins.size() ? tally.wins[seat] : 0), 5);
    line += pad_left(std::to_string(seat < tally.points.size() ? tally.points[seat] : 0), 8);
    lines.push_back(line);
  }
  if (tally.unfinished_rounds > 0) {
    append_wrapped(lines,
                   "  " + trn("The game stopped early had {n} finished round; it counts in the "
                              "points above, not in the games.",
                              "The game stopped early had {n} finished rounds; they count in the "
                              "points above, not in the games.",
                              tally.unfinished_rounds),
                   "  ");
  }
  lines.push_back("  " + tr("Points are penalties: fewer is better."));
  return lines;
}

}  // namespace cardroom::play
