#include "play/vying_screen.h"

#include <algorithm>
#include <cctype>

#include "i18n/i18n.h"
#include "narration/vying_narration.h"
#include "narration/words.h"
#include "vying/showdown_explain.h"
#include "vying/totals.h"

namespace cardroom::play {

using narration::display_width;

namespace {

using namespace cardroom::vying;
using i18n::tr;
using i18n::trc;

// The first `width` columns of `text`, escape codes kept (and closed, if any was cut).
std::string cut_to_width(std::string_view text, int width) {
  std::string out;
  int columns = 0;
  bool escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0x1b) {
      const std::size_t start = i;
      while (i + 1 < text.size() && !std::isalpha(static_cast<unsigned char>(text[i + 1]))) ++i;
      ++i;
      out.append(text.substr(start, i - start + 1));
      escaped = true;
      continue;
    }
    if ((c & 0xC0) != 0x80) {
      if (columns == width) break;
      ++columns;
    }
    out.push_back(static_cast<char>(c));
  }
  if (escaped) out += "\x1b[0m";
  return out;
}

std::string fit(std::string_view text, int width) {
  if (display_width(text) <= width) return pad_right(text, width);
  return cut_to_width(text, width - 1) + "~";
}

std::string right(const std::string& text, int width) {
  const int missing = width - display_width(text);
  return missing > 0 ? std::string(static_cast<std::size_t>(missing), ' ') + text : text;
}

std::string status_text(const SeatState& s) {
  if (!s.dealt_in) return trc("seat", "out");
  std::vector<std::string> marks;
  if (s.bust) {
    marks.push_back(trc("seat", "bust"));
  } else if (s.folded) {
    marks.push_back(trc("seat", "folded"));
  }
  if (!s.folded && s.stack == 0) marks.push_back(trc("seat", "all-in"));
  if (s.frozen && !s.folded) marks.push_back(trc("seat", "frozen"));
  if (s.declaration != Declaration::kNone) {
    marks.push_back(tr("said {declaration}", {{"declaration", declaration_word(s.declaration)}}));
  }
  std::string text;
  for (const auto& m : marks) text += (text.empty() ? "" : ",") + m;
  return text;
}

// A seat's cards: face-up cards plain, face-down cards the viewer may see in brackets, the rest
// as card backs.
std::vector<std::string> card_words(const SeatState& s, const Style& style) {
  std::vector<std::string> words;
  for (int slot = 0; slot < s.count; ++slot) {
    const Card c = s.cards[static_cast<std::size_t>(slot)];
    if (s.is_up(slot)) {
      words.push_back(card_text(c, style));
    } else if (c.is_hidden()) {
      words.push_back(card_back(style));
    } else {
      words.push_back("(" + card_text(c, style) + ")");
    }
  }
  return words;
}

std::string structure_text(const Betting& b) {
  switch (b.structure) {
    case Structure::kSpreadLimit:
      return tr("spread limit {min}-{max}",
                {{"min", std::to_string(b.min)}, {"max", std::to_string(b.max)}});
    case Structure::kFixedLimit:
      return tr("fixed limit {min}", {{"min", std::to_string(b.min)}});
    case Structure::kPotLimit:
      return tr("pot limit");
    case Structure::kNoLimit:
      return tr("no limit");
  }
  return "";
}

std::string number_width_sample(const TableSnapshot& t) {
  std::int64_t most = 99999;
  for (const auto& s : t.seats) most = std::max({most, s.stack, s.put_in});
  return std::to_string(most);
}

}  // namespace

std::string declaration_word(Declaration d) {
  switch (d) {
    case Declaration::kLow: return trc("declaration", "low");
    case Declaration::kHigh: return trc("declaration", "high");
    case Declaration::kBoth: return trc("declaration", "both");
    case Declaration::kNone: break;
  }
  return std::string(to_string(d));
}

std::string action_text(const Action& a) {
  switch (a.kind) {
    case ActionKind::kCheck: return trc("action", "check");
    case ActionKind::kCall: return trc("action", "call");
    case ActionKind::kFold: return trc("action", "fold");
    case ActionKind::kAllIn: return trc("action", "all-in");
    case ActionKind::kTake: return trc("action", "take");
    case ActionKind::kStand: return trc("action", "stand");
    case ActionKind::kBet: return trc("action", "bet") + " " + std::to_string(a.amount);
    case ActionKind::kRaise: return trc("action", "raise") + " " + std::to_string(a.amount);
    case ActionKind::kExpose: return trc("action", "expose") + " " + to_string(a.card);
    case ActionKind::kDeclare:
      return tr("declare {declaration}", {{"declaration", declaration_word(a.declaration)}});
  }
  return to_string(a);
}

TableSnapshot snapshot_of(const SeatView& view) {
  TableSnapshot t;
  t.rules = view.rules();
  t.dealer = view.dealer();
  t.to_act = view.to_act();
  t.phase = view.phase();
  t.current_bet = view.current_bet();
  t.stock_left = view.stock_left();
  for (int i = 0; i < view.seats(); ++i) t.seats.push_back(view.seat_state(i));
  t.pots = view.pots();
  t.legal = view.legal();
  t.viewer = view.seat();
  return t;
}

TableSnapshot snapshot_all(const Hand& hand) {
  TableSnapshot t;
  t.rules = hand.rules();
  t.dealer = hand.dealer();
  t.to_act = hand.to_act();
  t.phase = hand.phase();
  t.final_round = hand.final_betting_round();
  t.current_bet = hand.current_bet();
  t.stock_left = hand.stock_left();
  for (int i = 0; i < hand.seats(); ++i) t.seats.push_back(hand.seat(i));
  t.pots = hand.pots();
  t.legal = hand.legal();
  t.viewer = narration::kEveryone;
  return t;
}

std::string points_words(int half_points) { return i18n::decimal(vying::points_text(half_points)); }

std::vector<std::string> wrap(const std::string& original, int width, int indent) {
  // Only a line that must wrap needs its French spaces kept: one that fits is not broken.
  const std::string text =
      display_width(original) > width ? keep_french_spacing(original) : original;
  std::vector<std::string> lines;
  const std::size_t lead = std::min(text.find_first_not_of(' '), text.size());
  std::string line(lead, ' ');
  int used = static_cast<int>(lead);
  bool has_word = false;
  std::size_t i = lead;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    std::string word = text.substr(i, j - i);
    i = j + 1;
    if (word.empty()) continue;
    int w = display_width(word);
    if (has_word && used + 1 + w > width) {
      lines.push_back(line);
      line.assign(static_cast<std::size_t>(indent), ' ');
      used = indent;
      has_word = false;
    }
    const int room = width - used - (has_word ? 1 : 0);
    if (w > room) {
      word = cut_to_width(word, std::max(0, room));
      w = std::max(0, room);
    }
    line += (has_word ? " " : "") + word;
    used += (has_word ? 1 : 0) + w;
    has_word = true;
  }
  lines.push_back(line);
  return lines;
}

std::string totals_text(const Tally& tally, const Rules& rules) {
  std::string text;
  for (const Target target : {Target::kLow, Target::kHigh}) {
    const int k = static_cast<int>(target);
    const Standing st = standing(tally, target, rules);
    const std::string total = st.counts ? points_words(st.total) : tr("no total counts");
    const std::string goal = points_words(rules.targets[k]);
    text += (k ? " · " : "") + (k ? tr("high {target}: {total}", {{"target", goal}, {"total", total}})
                                  : tr("low {target}: {total}", {{"target", goal}, {"total", total}}));
  }
  return text;
}

std::string legal_menu(const LegalActions& legal, const Style& style) {
  std::vector<std::string> items;
  // The words a player may type (French ones too: play/vying_input.h), in the reader's language.
  if (legal.check) items.push_back(trc("action", "check"));
  if (legal.call) {
    items.push_back(trc("action", "call") + " " + std::to_string(legal.call_amount));
  }
  if (legal.bet || legal.raise) {
    std::string range = std::to_string(legal.lo);
    if (legal.hi != legal.lo) range += "-" + std::to_string(legal.hi);
    items.push_back((legal.bet ? trc("action", "bet") : trc("action", "raise")) + " " + range);
  }
  if (legal.fold) items.push_back(trc("action", "fold"));
  if (legal.all_in) items.push_back(trc("action", "all-in"));
  if (legal.take) items.push_back(trc("action", "take"));
  if (legal.stand) items.push_back(trc("action", "stand"));
  if (legal.exposable) {
    std::string cards;
    for (int i = 0; i < Card::kCount; ++i) {
      if (legal.exposable >> i & 1) {
        cards += (cards.empty() ? "" : " ") + card_text(Card::from_index(i), style);
      }
    }
    items.push_back(trc("action", "expose") + " " + cards);
  }
  if (legal.declare) items.push_back(tr("declare low · high · both"));
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : " · ") + item;
  return text;
}

std::vector<std::string> draw_table(const TableSnapshot& t, const TableLook& look,
                                    const Style& style) {
  std::vector<std::string> lines;
  const std::string bar = [&] {
    std::string b;
    for (int i = 0; i < kScreenWidth; ++i) b += style.unicode ? "\u2500" : "-";
    return b;
  }();
  const std::string targets =
      tr("targets {low} and {high}",
         {{"low", points_words(t.rules.targets[0])}, {"high", points_words(t.rules.targets[1])}});
  const std::string ante = tr("ante {ante}", {{"ante", std::to_string(t.rules.betting.ante)}});
  for (auto& l : wrap(look.title + " · " + targets + " · " + ante + " · " +
                          structure_text(t.rules.betting),
                      kScreenWidth, 2)) {
    lines.push_back(paint(l, Tone::kBold, style));
  }
  lines.push_back(paint(bar, Tone::kDim, style));

  // Columns that grow with the numbers and markers, so that nothing is cut but the cards wrap.
  const std::string chips_heading = tr("chips");
  const std::string in_pot_heading = tr("in pot");
  const int number_width =
      std::max({static_cast<int>(number_width_sample(t).size()), display_width(chips_heading),
                display_width(in_pot_heading)});
  int status_width = 6;
  for (std::size_t i = 0; i < t.seats.size(); ++i) {
    status_width = std::max(status_width, display_width(status_text(t.seats[i])));
  }
  constexpr int kNameWidth = 18;
  const int prefix = 3 + kNameWidth + 1 + number_width + 1 + number_width + 1 + status_width + 1;
  const int cards_width = std::max(10, kScreenWidth - prefix);
  lines.push_back("   " + pad_right(tr("player"), kNameWidth) + " " +
                  right(chips_heading, number_width) + " " + right(in_pot_heading, number_width) +
                  " " + pad_right("", status_width) + " " + tr("cards"));

  for (std::size_t i = 0; i < t.seats.size(); ++i) {
    const SeatState& s = t.seats[i];
    const int seat = static_cast<int>(i);
    const bool acting = seat == t.to_act;
    std::string marks = seat == t.dealer ? paint("D", Tone::kYellow, style) : " ";
    marks += acting ? paint(style.unicode ? "\u25b6" : ">", Tone::kGreen, style) : " ";
    marks += " ";
    const std::string label =
        i < look.labels.size() ? look.labels[i] : tr("seat {seat}", {{"seat", std::to_string(i)}});
    std::string name = fit(label, kNameWidth);
    if (acting) name = paint(name, Tone::kBold, style);
    if (s.folded || !s.dealt_in) name = paint(name, Tone::kDim, style);
    const std::string head = marks + name + " " + right(std::to_string(s.stack), number_width) +
                             " " + right(std::to_string(s.put_in), number_width) + " " +
                             pad_right(status_text(s), status_width) + " ";
    // Cards, wrapped under the cards column.
    std::vector<std::string> rows{""};
    int used = 0;
    for (const auto& word : card_words(s, style)) {
      const int w = display_width(word);
      if (used > 0 && used + 1 + w > cards_width) {
        rows.emplace_back();
        used = 0;
      }
      rows.back() += (used > 0 ? " " : "") + word;
      used += (used > 0 ? 1 : 0) + w;
    }
    lines.push_back(head + rows[0]);
    for (std::size_t r = 1; r < rows.size(); ++r) {
      lines.push_back(std::string(static_cast<std::size_t>(prefix), ' ') + rows[r]);
    }
  }
  lines.push_back(paint(bar, Tone::kDim, style));

  // The pots: the main pot and any side pots, with who may win each.
  std::int64_t total = 0;
  for (const auto& pot : t.pots.list()) total += pot.amount;
  std::string pot_line = tr("Pot {amount}", {{"amount", std::to_string(total)}});
  // Side pots matter once someone is all-in; before that the layers are only unmatched bets.
  const bool all_in = std::any_of(t.seats.begin(), t.seats.end(),
                                  [](const SeatState& s) { return s.live() && s.stack == 0; });
  if (t.phase == Phase::kFinished) {
    pot_line += tr(", paid out");
  } else if (t.pots.count > 1 && all_in) {
    std::string layers;
    for (int p = 0; p < t.pots.count; ++p) {
      const std::string amount = std::to_string(t.pots.pots[p].amount);
      layers += p ? tr(", side {amount}", {{"amount", amount}})
                  : tr("main {amount}", {{"amount", amount}});
    }
    pot_line += " (" + layers + ")";
  }
  if (t.phase == Phase::kBetting && t.current_bet > 0) {
    pot_line += " · " + tr("bet this round {amount}", {{"amount", std::to_string(t.current_bet)}});
  }
  if (t.phase != Phase::kFinished) {
    pot_line += " · " + i18n::trn("{n} card in the stock", "{n} cards in the stock", t.stock_left);
  }
  for (auto& l : wrap(pot_line, kScreenWidth, 2)) lines.push_back(l);

  if (t.viewer == narration::kEveryone) {
    lines.push_back(paint(tr("  (in brackets: face-down cards)"), Tone::kDim, style));
  }
  // The viewer's own cards and what they count for each target.
  if (t.viewer != narration::kEveryone && t.viewer < static_cast<int>(t.seats.size())) {
    const SeatState& me = t.seats[static_cast<std::size_t>(t.viewer)];
    if (me.dealt_in) {
      std::string mine;
      for (const auto& w : card_words(me, style)) mine += (mine.empty() ? "" : " ") + w;
      std::string text = tr("Your cards: {cards}", {{"cards", mine}});
      if (me.folded) {
        text += " · " + (me.bust ? trc("seat", "bust") : trc("seat", "folded"));
      } else {
        text += " · " + totals_text(me.tally, t.rules);
      }
      for (auto& l : wrap(text, kScreenWidth, 2)) lines.push_back(l);
      for (auto& l : wrap(tr("  (in brackets: your face-down cards, which only you see)"),
                          kScreenWidth, 2)) {
        lines.push_back(paint(l, Tone::kDim, style));
      }
    } else {
      lines.push_back(tr("You sit this hand out (no chips)."));
    }
  }

  if (!look.story.empty()) {
    lines.push_back(look.story_heading);
    const int limit = std::max(1, look.story_limit);
    const int total_lines = static_cast<int>(look.story.size());
    const int first = std::max(0, total_lines - limit);
    if (first > 0)
      lines.push_back(paint("  ... " + tr("{first} earlier", {{"first", std::to_string(first)}}),
                            Tone::kDim, style));
    for (int k = first; k < total_lines; ++k) {
      for (auto& l : wrap("  " + look.story[static_cast<std::size_t>(k)], kScreenWidth, 4)) {
        lines.push_back(l);
      }
    }
  }
  return lines;
}

}  // namespace cardroom::play
