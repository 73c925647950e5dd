#include "play/five35_screen.h"

#include <utility>

#include "i18n/i18n.h"
#include "narration/five35_narration.h"
#include "narration/words.h"

namespace cardroom::play {

using narration::display_width;

using namespace five35;
using i18n::tr;

namespace {

// The seat column: a short name fits, longer names are cut.
constexpr int kNameColumns = narration::kShortNameColumns;

std::string symbol(const Style& style, std::string_view unicode, std::string_view ascii) {
  return std::string(style.unicode ? unicode : ascii);
}

// The title rule: "══ Five Three Five · round 2 ═════...".
std::string title_line(const std::string& title, const Style& style) {
  const std::string bar = symbol(style, "\u2550", "=");
  const std::string dot = symbol(style, " \u00b7 ", " - ");
  std::string line = bar + bar + " " + paint("Five Three Five", Tone::kBold, style);
  if (!title.empty()) line += dot + title;
  line += " ";
  while (display_width(line) < kScreenWidth - 2) line += bar;
  return line;
}

// "dealer · led · passed" and the like: what a player at the table would point out.
std::string seat_notes(const Five35Scene& scene, int seat, const Style& style) {
  std::vector<std::string> notes;
  if (seat == scene.dealer) notes.push_back(tr("dealer"));
  if (scene.to_act >= 0 || seat == scene.trick_leader) {
    if (seat == scene.trick_leader) {
      notes.push_back(scene.meld.empty() && scene.to_act >= 0 ? i18n::trc("seat", "leads")
                                                              : tr("led the trick"));
    }
  }
  if (!scene.meld.empty() && seat == scene.last_player) notes.push_back(tr("owns the meld"));
  if (scene.seats[std::size_t(seat)].passed) {
    notes.push_back(paint(i18n::trc("seat", "passed"), Tone::kDim, style));
  }
  if (seat == scene.to_act) {
    notes.push_back(
        paint(seat == scene.you ? tr("your turn") : tr("to play"), Tone::kGreen, style));
  }
  std::string text;
  for (const std::string& note : notes) {
    if (!text.empty()) text += symbol(style, " \u00b7 ", ", ");
    text += note;
  }
  return text;
}

std::vector<std::string> seat_lines(const Five35Scene& scene, const Style& style) {
  std::vector<std::string> lines;
  lines.push_back("  " + pad_right(tr("Player"), kNameColumns) +
                  pad_left(i18n::trc("column", "Cards"), 6) +
                  pad_left(i18n::trc("column", "Score"), 7));
  for (int seat = 0; seat < int(scene.seats.size()); ++seat) {
    const Five35SeatRow& row = scene.seats[std::size_t(seat)];
    const bool acting = seat == scene.to_act;
    std::string line =
        acting ? paint(symbol(style, "\u25b6", ">"), Tone::kGreen, style) + " " : std::string("  ");
    std::string name = narration::short_name(row.label);
    if (seat == scene.you) name = paint(name, Tone::kBold, style);
    line += pad_right(name, kNameColumns);
    line += pad_left(std::to_string(row.cards), 6);
    line += pad_left(std::to_string(row.score), 7);
    const std::string notes = seat_notes(scene, seat, style);
    if (!notes.empty()) line += "  " + notes;
    for (std::string& part : wrap(line, kScreenWidth, std::string(kNameColumns + 17, ' '))) {
      lines.push_back(std::move(part));
    }
    if (row.shown) {
      for (std::string& part :
           wrap("      " + tr("hand: {cards}", {{"cards", row.shown->empty()
                                                                   ? tr("(none)")
                                                                   : hand_text(*row.shown, style)}}),
                kScreenWidth, "            ")) {
        lines.push_back(std::move(part));
      }
    }
  }
  return lines;
}

std::string whose(const Five35Scene& scene, int seat) {
  if (seat == scene.you) return tr("yours");
  return tr("{name}'s", {{"name", narration::short_name(scene.seats[std::size_t(seat)].name)}});
}

std::string name_of(const Five35Scene& scene, int seat) {
  return narration::short_name(scene.seats[std::size_t(seat)].name);
}

std::vector<std::string> meld_lines(const Five35Scene& scene, const Style& style) {
  std::vector<std::string> lines;
  if (scene.to_act < 0) return lines;
  if (scene.meld.empty()) {
    if (scene.trick_leader == scene.you) {
      lines.push_back(tr("No meld on the table: {you_lead} a single, a set or a run of 1 to 3 "
                         "cards.",
                         {{"you_lead", paint(tr("you lead"), Tone::kBold, style)}}));
    } else {
      lines.push_back(tr("No meld on the table: {name} leads the next trick.",
                         {{"name", name_of(scene, scene.trick_leader)}}));
    }
    return wrap(lines[0]);
  }
  std::string line = tr("Meld to beat: {meld}",
                        {{"meld", paint(narration::meld_text(scene.meld), Tone::kBold, style)}});
  if (scene.last_player >= 0) line += " (" + whose(scene, scene.last_player) + ")";
  if (scene.meld.size() >= 4) line += tr(" - 4+ cards: add to it or pass");
  for (std::string& part : wrap(line)) lines.push_back(std::move(part));
  return lines;
}

std::vector<std::string> hand_lines(const Five35Scene& scene, const Style& style) {
  std::vector<std::string> lines;
  const Hand hand = *scene.hand;
  for (std::string& part :
       wrap(tr("Your hand ({cards}, {points} if someone goes out now):",
               {{"cards", i18n::trn("{n} card", "{n} cards", hand.size())},
                {"points", i18n::trn("{n} penalty point", "{n} penalty points",
                                     hand_points(scene.rules, hand))}}))) {
    lines.push_back(std::move(part));
  }
  // Each card over its points, in columns of three, the rank groups apart.
  std::string cards = "  ";
  std::string points = "  ";
  const std::string bar = symbol(style, " \u2502", " |");
  int group = -1;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = hand.count(r); c > 0; --c) {
      if (group >= 0 && group_of(r) != group) {
        cards += bar;
        points += bar;
      }
      group = group_of(r);
      cards += pad_left(rank_text(r, scene.rules, style), 3);
      const auto value = scene.rules.card_points[std::size_t(r)];
      points += pad_left(value == 0 ? "." : std::to_string(value), 3);
    }
  }
  if (hand.empty()) {
    cards += tr("(no cards)");
    points.clear();
  }
  lines.push_back(cards);
  if (!points.empty()) lines.push_back(paint(points + "   " + tr("<- points"), Tone::kDim, style));
  return lines;
}

}  // namespace

std::vector<std::string> wrap(std::string_view original, int width, std::string_view indent) {
  // A line that fits is left exactly as it is: tables line up with runs of spaces.
  if (display_width(original) <= width) return {std::string(original)};
  const std::string spaced = keep_french_spacing(original);
  const std::string_view text = spaced;
  std::vector<std::string> lines;
  std::string line;
  bool empty = true;  // no word on `line` yet (only its indent)
  std::size_t i = 0;
  while (i < text.size()) {
    // The next word and the spaces before it, kept as they are while on the same line.
    std::size_t start = i;
    while (start < text.size() && text[start] == ' ') ++start;
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view spaces = text.substr(i, start - i);
    const std::string_view word = text.substr(start, end - start);
    i = end;
    if (word.empty()) break;
    if (!empty && display_width(line) + display_width(spaces) + display_width(word) > width) {
      lines.push_back(line);
      line = std::string(indent);
      line.append(word);
      continue;
    }
    line.append(spaces);
    line.append(word);
    empty = false;
  }
  lines.push_back(line);
  return lines;
}

std::string rank_text(int rank_index, const Rules& rules, const Style& style) {
  const std::string text = std::to_string(rank_number(rank_index));
  const auto points = rules.card_points[std::size_t(rank_index)];
  // The dearest cards stand out: they are the ones to shed first.
  const Tone tone = points >= 5 ? Tone::kRed : points >= 3 ? Tone::kYellow : Tone::kPlain;
  return paint(text, tone, style);
}

std::string hand_text(Hand cards, const Style& style) {
  std::string text;
  int group = -1;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = cards.count(r); c > 0; --c) {
      if (group >= 0 && group_of(r) != group) text += style.unicode ? " \u2502" : " |";
      if (!text.empty()) text += ' ';
      group = group_of(r);
      text += std::to_string(rank_number(r));
    }
  }
  return text;
}

Five35Scene scene_for_seat(const View& view, const std::vector<SeatPlayer>& players,
                           std::span<const std::int64_t> scores, std::string title) {
  Five35Scene scene;
  scene.title = std::move(title);
  scene.rules = view.rules();
  for (int seat = 0; seat < view.players(); ++seat) {
    Five35SeatRow row;
    row.name = seat < int(players.size()) ? players[std::size_t(seat)].name
                                          : tr("Seat {seat}", {{"seat", std::to_string(seat)}});
    row.label = seat < int(players.size()) ? seat_label(players[std::size_t(seat)]) : row.name;
    row.cards = view.hand_size(seat);
    row.passed = view.passed(seat);
    row.score = seat < int(scores.size()) ? scores[std::size_t(seat)] : 0;
    scene.seats.push_back(std::move(row));
  }
  scene.you = view.seat();
  scene.dealer = view.dealer();
  scene.trick_leader = view.trick_leader();
  scene.last_player = view.last_player();
  scene.to_act = view.finished() ? -1 : view.to_act();
  scene.meld = view.meld();
  scene.hand = view.hand();
  return scene;
}

Five35Scene scene_for_replay(const Round& round, const std::vector<std::string>& names,
                             std::span<const std::int64_t> scores, std::string title) {
  Five35Scene scene;
  scene.title = std::move(title);
  scene.rules = round.rules();
  for (int seat = 0; seat < round.players(); ++seat) {
    Five35SeatRow row;
    row.label = seat < int(names.size())
                    ? names[std::size_t(seat)]
                    : tr("Seat {seat}", {{"seat", std::to_string(seat)}});
    row.name = row.label;
    row.cards = round.hand(seat).size();
    row.passed = round.passed(seat);
    row.score = seat < int(scores.size()) ? scores[std::size_t(seat)] : 0;
    row.shown = round.hand(seat);
    scene.seats.push_back(std::move(row));
  }
  scene.dealer = round.dealer();
  scene.trick_leader = round.trick_leader();
  scene.last_player = round.last_player();
  scene.to_act = round.to_act();
  scene.meld = round.meld();
  return scene;
}

std::vector<std::string> draw_table(const Five35Scene& scene, const Style& style) {
  std::vector<std::string> lines;
  lines.push_back(title_line(scene.title, style));
  for (std::string& line : seat_lines(scene, style)) lines.push_back(std::move(line));
  if (!scene.narration.empty()) {
    lines.emplace_back();
    if (!scene.narration_heading.empty()) lines.push_back(scene.narration_heading);
    for (const std::string& said : scene.narration) {
      for (std::string& part : wrap("  " + said, kScreenWidth, "      ")) {
        lines.push_back(std::move(part));
      }
    }
  }
  const std::vector<std::string> meld = meld_lines(scene, style);
  if (!meld.empty()) lines.emplace_back();
  for (const std::string& line : meld) lines.push_back(line);
  if (scene.hand) {
    lines.emplace_back();
    for (std::string& line : hand_lines(scene, style)) lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace cardroom::play
