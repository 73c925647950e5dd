#include "play/vying_summary.h"

#include <algorithm>
#include <bit>

#include "i18n/i18n.h"
#include "narration/vying_narration.h"
#include "narration/words.h"
#include "play/vying_screen.h"
#include "vying/showdown_explain.h"
#include "vying/view.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;
using i18n::tr;
using i18n::trc;

std::string name_of(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && seat < static_cast<int>(names.size())
             ? names[static_cast<std::size_t>(seat)]
             : tr("seat {seat}", {{"seat", std::to_string(seat)}});
}

// "Bea", "Bea and Dot", "Ann, Bo and Cy".
std::string seat_list(SeatMask mask, const std::vector<std::string>& names) {
  std::vector<std::string> who;
  for (int i = 0; i < kMaxSeats; ++i) {
    if (has_seat(mask, i)) who.push_back(name_of(names, i));
  }
  return narration::joined_names(who);
}

std::string edge_word(Edge edge) {
  switch (edge) {
    case Edge::kTie: return trc("edge", "tie");
    case Edge::kDistance: return trc("edge", "distance");
    case Edge::kSide: return trc("edge", "side");
    case Edge::kFewerCards: return trc("edge", "fewer-cards");
    case Edge::kBust: return trc("edge", "bust");
  }
  return "?";
}

// A contest's note, after "main pot, ": won, shared or lost, and against what
// (vying::explain_seat's words, in the reader's language).
std::string contest_line(const ShowdownNote& note, const std::vector<std::string>& names) {
  const bool low = note.target == Target::kLow;
  const std::string goal = points_words(note.goal);
  const std::string head = low ? tr("low ({target})", {{"target", goal}})
                               : tr("high ({target})", {{"target", goal}});
  const std::string shown = note.counts ? points_words(note.total) : tr("no total that counts");
  const std::string what = note.whole_pot ? tr("the whole pot")
                           : low          ? tr("the low half")
                                          : tr("the high half");
  switch (note.kind) {
    case ShowdownNote::Kind::kShares:
      return tr("{contest}: shares {what} with {others}, {total} (tie)",
                {{"contest", head},
                 {"what", what},
                 {"others", seat_list(note.who, names)},
                 {"total", shown}});
    case ShowdownNote::Kind::kWins:
      return tr("{contest}: wins {what} with {total}",
                {{"contest", head}, {"what", what}, {"total", shown}});
    case ShowdownNote::Kind::kNobodyWon:
      return tr("{contest}: nobody could win it", {{"contest", head}});
    default:
      return tr("{contest}: lost with {total} to {winners}'s {theirs} ({edge})",
                {{"contest", head},
                 {"total", shown},
                 {"winners", seat_list(note.who, names)},
                 {"theirs", points_words(note.theirs)},
                 {"edge", edge_word(note.edge)}});
  }
}

}  // namespace

std::vector<std::string> showdown_lines(const ShowdownResult& r,
                                        std::span<const ShowdownSeat> seats, const Rules& rules,
                                        int seat, const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  for (const ShowdownNote& note : showdown_notes(r, seats, rules, seat)) {
    const std::string pot =
        note.pot == 0 ? tr("main pot") : tr("side pot {pot}", {{"pot", std::to_string(note.pot)}});
    std::string text;
    switch (note.kind) {
      case ShowdownNote::Kind::kNatural:
        text = tr("natural: reaches both targets exactly and takes the pot");
        break;
      case ShowdownNote::Kind::kLostToNatural:
        text = tr("lost to a natural ({names})", {{"names", seat_list(note.who, names)}});
        break;
      case ShowdownNote::Kind::kFailedBoth:
        text = tr("declared both and did not win both outright: out of both halves");
        break;
      case ShowdownNote::Kind::kSharedByAll:
        text = tr("neither half could be won: shared by {names}",
                  {{"names", seat_list(note.who, names)}});
        break;
      default: text = contest_line(note, names);
    }
    lines.push_back(tr("{pot}, {text}", {{"pot", pot}, {"text", text}}));
  }
  return lines;
}

namespace {

std::string cards_of(const SeatState& s, const Style& style) {
  std::string text;
  for (int slot = 0; slot < s.count; ++slot) {
    text += (slot ? " " : "") + card_text(s.cards[static_cast<std::size_t>(slot)], style);
  }
  return text;
}

}  // namespace

std::string signed_chips(std::int64_t chips) {
  return (chips > 0 ? "+" : "") + std::to_string(chips);
}

std::string in_second_person(std::string text) {
  for (auto at = text.find("You's"); at != std::string::npos; at = text.find("You's", at)) {
    text.replace(at, 5, "your");
  }
  return text;
}

std::vector<std::string> hand_summary(const Hand& hand, int viewer,
                                      const std::vector<std::string>& names,
                                      const std::vector<std::int64_t>& start,
                                      std::optional<std::int64_t> buy_in, const Style& style) {
  std::vector<std::string> lines;
  auto add = [&](const std::string& text, int indent) {
    for (auto& l : wrap(text, kScreenWidth, indent)) lines.push_back(l);
  };
  if (const auto result = hand.showdown()) {
    std::vector<ShowdownSeat> seats;
    for (int i = 0; i < hand.seats(); ++i) {
      const SeatState& s = hand.seat(i);
      seats.push_back(ShowdownSeat{s.tally, s.put_in, s.live(),
                                   result->declared ? s.declaration : Declaration::kNone});
    }
    // Cards as the viewer may see them: after a showdown every hand still in is shown.
    const std::optional<SeatView> view = viewer == narration::kEveryone
                                             ? std::nullopt
                                             : std::optional<SeatView>(SeatView(hand, viewer));
    lines.push_back(paint(tr("Showdown:"), Tone::kBold, style));
    for (int i = 0; i < hand.seats(); ++i) {
      if (!seats[static_cast<std::size_t>(i)].live) continue;
      const SeatState& shown = view ? view->seat_state(i) : hand.seat(i);
      const std::string high = points_words(result->high[i].total);
      std::string totals =
          result->low[i].counts
              ? tr("low {low}, high {high}", {{"low", points_words(result->low[i].total)}, {"high", high}})
              : tr("high {high}, nothing counts for low", {{"high", high}});
      if (result->natural[i]) totals = tr("{totals} (a natural)", {{"totals", totals}});
      if (result->declared) {
        totals = tr("{totals}, declared {declaration}",
                    {{"totals", totals},
                     {"declaration", declaration_word(hand.seat(i).declaration)}});
      }
      const std::string text = tr("{name}: {cards} = {totals}", {{"name", name_of(names, i)},
                                                                 {"cards", cards_of(shown, style)},
                                                                 {"totals", totals}});
      add("  " + text, 6);
      for (const auto& line : showdown_lines(*result, seats, hand.rules(), i, names)) {
        add("    " + in_second_person(line), 6);
      }
    }
  } else {
    for (int i = 0; i < hand.seats(); ++i) {
      if (hand.seat(i).live()) {
        add(tr("Everyone else folded: {name} takes the pot of {amount} without showing.",
               {{"name", name_of(names, i)}, {"amount", std::to_string(hand.payout(i))}}),
            2);
      }
    }
  }
  std::string change = tr("Chips this hand:");
  std::string running = tr("Session so far:");
  for (int i = 0; i < hand.seats(); ++i) {
    const auto s = static_cast<std::size_t>(i);
    const std::int64_t before = s < start.size() ? start[s] : buy_in.value_or(0);
    change += std::string(i ? " ·" : "") + " " + name_of(names, i) + " " +
              signed_chips(hand.seat(i).stack - before);
    if (buy_in) {
      running += std::string(i ? " ·" : "") + " " + name_of(names, i) + " " +
                 std::to_string(hand.seat(i).stack) + " (" +
                 signed_chips(hand.seat(i).stack - *buy_in) + ")";
    }
  }
  add(change, 2);
  if (buy_in) add(running, 2);
  return lines;
}

std::vector<std::string> session_summary(int hands_played, const std::vector<std::string>& names,
                                         const std::vector<std::int64_t>& stacks,
                                         std::int64_t buy_in, const std::string& why_it_ended) {
  std::vector<std::string> lines;
  const std::string played =
      i18n::trn("Session summary: {n} hand played", "Session summary: {n} hands played",
                hands_played);
  lines = wrap(why_it_ended.empty()
                   ? tr("{played}.", {{"played", played}})
                   : tr("{played} ({why}).", {{"played", played}, {"why", why_it_ended}}),
               kScreenWidth, 2);
  std::size_t width = 6;
  for (const auto& n : names) width = std::max(width, std::min<std::size_t>(n.size(), 24));
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    std::string name = name_of(names, static_cast<int>(i)).substr(0, 24);
    lines.push_back("  " + pad_right(name, static_cast<int>(width)) + "  " +
                    i18n::trn("{n} chip, net {net}", "{n} chips, net {net}", stacks[i],
                              {{"net", signed_chips(stacks[i] - buy_in)}}));
  }
  return lines;
}

}  // namespace cardroom::play
