#include "play/five35_moves_menu.h"

#include "five35/action_words.h"
#include "i18n/i18n.h"
#include "narration/words.h"
#include "play/five35_input.h"
#include "play/five35_screen.h"

namespace cardroom::play {

using narration::display_width;

using namespace five35;
using i18n::tr;

namespace {

// Up to this many moves are listed one by one.
constexpr int kListAll = 8;
// A group of moves takes at most this many lines.
constexpr int kGroupLines = 2;

std::string trc_move(const char* word) { return i18n::trc("move", word); }

std::string separator(const Style& style) { return style.unicode ? " \u00b7 " : ", "; }

// `label` then the items, wrapped under the label's column; cut with "+N more" past kGroupLines.
std::vector<std::string> group_lines(const std::string& label,
                                     const std::vector<std::string>& items, const Style& style) {
  const std::string indent(static_cast<std::size_t>(display_width(label)), ' ');
  std::vector<std::string> lines{label};
  bool first_on_line = true;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string piece = first_on_line ? items[i] : separator(style) + items[i];
    const std::size_t left = items.size() - i;
    // Room for this item, and on the last line also for "+N more" if items remain after it.
    const std::string more = " " + tr("+{count} more", {{"count", std::to_string(left - 1)}});
    const bool last_line = int(lines.size()) == kGroupLines;
    const int need = display_width(lines.back()) + display_width(piece) +
                     (last_line && left > 1 ? display_width(more) : 0);
    if (need > kScreenWidth - 1) {
      if (last_line) {
        lines.back() += " " + tr("+{count} more", {{"count", std::to_string(left)}});
        return lines;
      }
      lines.push_back(indent);
      first_on_line = true;
      --i;
      continue;
    }
    lines.back() += piece;
    first_on_line = false;
  }
  return lines;
}

}  // namespace

std::vector<std::string> moves_menu(const View& view, const Style& style) {
  MoveList legal;
  view.legal_moves(legal);
  std::vector<std::string> lines;
  if (legal.empty()) return lines;
  if (legal.size() <= kListAll) {
    std::vector<std::string> items;
    for (const Move& move : legal) items.push_back(paint(short_words(move), Tone::kCyan, style));
    return group_lines(tr("Your moves: "), items, style);
  }
  // Many moves: grouped, so the screen stays short. Leads are grouped by shape and show only
  // the cards (any of them typed after "l", or alone, is a lead).
  std::vector<std::string> singles, sets, runs, overwrites, adds;
  bool can_pass = false;
  for (const Move& move : legal) {
    // Leads show only their cards: "l" before them is optional.
    const std::string text =
        paint(move.action == Action::kLead ? cards_text(move.cards) : short_words(move),
              Tone::kCyan, style);
    switch (move.action) {
      case Action::kLead:
        switch (meld_of(move.cards).type()) {
          case MeldType::kSingle:
            singles.push_back(text);
            break;
          case MeldType::kSet:
            sets.push_back(text);
            break;
          default:
            runs.push_back(text);
            break;
        }
        break;
      case Action::kOverwrite:
        overwrites.push_back(text);
        break;
      case Action::kAdd:
        adds.push_back(text);
        break;
      case Action::kPass:
        can_pass = true;
        break;
    }
  }
  if (view.meld().empty()) {
    for (std::string& line :
         wrap(tr("Your lead ({count} ways): type l and the cards, e.g. l {cards}, or just the "
                 "cards",
                 {{"count", std::to_string(legal.size())}, {"cards", cards_text(legal[0].cards)}}),
              kScreenWidth, "  ")) {
      lines.push_back(std::move(line));
    }
  } else {
    lines.push_back(tr("Your moves ({count}):", {{"count", std::to_string(legal.size())}}));
  }
  const auto add_group = [&](const std::string& label, const std::vector<std::string>& items) {
    if (items.empty()) return;
    for (std::string& line : group_lines(label, items, style)) lines.push_back(std::move(line));
  };
  // The group labels share one column, as wide as the reader's longest label.
  const std::string labels[] = {tr("singles"), tr("sets"), tr("runs"), trc_move("overwrite"),
                                trc_move("add"), trc_move("pass")};
  int column = 9;
  for (const auto& label : labels) column = std::max(column, display_width(label));
  const auto label = [&](int k) { return "  " + pad_right(labels[k], column + 2); };
  add_group(label(0), singles);
  add_group(label(1), sets);
  add_group(label(2), runs);
  add_group(label(3), overwrites);
  add_group(label(4), adds);
  if (can_pass) lines.push_back(label(5) + paint("p", Tone::kCyan, style));
  return lines;
}

std::vector<std::string> five35_help(const Rules& rules, int players, const Style& style) {
  const std::string copies = std::to_string(copies_for(players));
  std::vector<std::string> text;
  // Each entry a whole sentence or paragraph, wrapped here: a translation is longer.
  const auto add = [&](const std::string& entry, std::string_view indent) {
    for (std::string& line : wrap(entry, kScreenWidth, indent)) text.push_back(std::move(line));
  };
  const std::string_view under_words = "            ";
  text.push_back(paint(tr("Moves"), Tone::kBold, style));
  add(tr("  l 3 4 5   lead: start a trick with a single, a set or a run of 1 to 3 cards"),
      under_words);
  add(tr("  o 7 7     overwrite: same type and size as the meld, strictly stronger"), under_words);
  add(tr("  a 5       add: make the meld one longer set or run (a 2 5 adds at both ends)"),
      under_words);
  add(tr("  p         pass: out of this trick only; back in for the next"), under_words);
  add(tr("  7 7       bare ranks: the one legal move that plays those cards"), under_words);
  add(tr("  The full words work too: lead 3 4 5, overwrite 7 7, add 5, pass."), "  ");
  add(tr("  h hint: your chance to go out first and the points each move leaves you"), "  ");
  add(tr("  ? this help    q stop playing (asks first)"), "  ");
  text.push_back(paint(tr("Reminders"), Tone::kBold, style));
  add(tr("  Ranks 1-5, 7-9, 11-15 (no 6, no 10). A run stays inside one group: 5 7 and 9 11 are "
         "not runs. Higher singles and sets are stronger, but the LOWER run is stronger (1 2 3 "
         "beats 11 12 13). A meld of 4+ cards cannot be overwritten."),
      "  ");
  add(tr("  A trick ends when everyone else has passed, when a set holds all {copies} copies of "
         "its rank, when a run reaches five cards, or by the Rule of 8. Whoever put cards on the "
         "meld last wins the trick and leads the next.",
         {{"copies", copies}}),
      "  ");
  switch (rules.rule_of_eight) {
    case RuleOfEight::kAnyEight:
      add(tr("  Rule of 8: any play with an 8 in it ends the trick (not the lead)."), "  ");
      break;
    case RuleOfEight::kSourceList:
      add(tr("  Rule of 8: a play with an 8 ends the trick when the meld becomes an 8, a set of "
             "8s, 7 8 or 7 8 9 (never the lead)."),
          "  ");
      break;
    case RuleOfEight::kOff:
      add(tr("  Rule of 8: off at this table."), "  ");
      break;
  }
  const std::string round_ends =
      tr("  The round ends when a hand is empty. The others score the points of the cards they "
         "hold (the number under each card of your hand).");
  add(round_ends + " " +
          (two_round_game(rules, players)
               ? tr("The game ends after two rounds; the lowest total wins.")
               : tr("The game ends when a total reaches {target}; the lowest total wins.",
                    {{"target", std::to_string(rules.target_score)}})),
      "  ");
  return text;
}

}  // namespace cardroom::play
