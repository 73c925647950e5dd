#include "play/vying_summary.h"

#include <algorithm>

#include "narration/vying_narration.h"
#include "play/vying_screen.h"
#include "vying/showdown_explain.h"
#include "vying/view.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;

std::string name_of(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && seat < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(seat)]
                                                            : "seat " + std::to_string(seat);
}

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
    lines.push_back(paint("Showdown:", Tone::kBold, style));
    for (int i = 0; i < hand.seats(); ++i) {
      if (!seats[static_cast<std::size_t>(i)].live) continue;
      const SeatState& shown = view ? view->seat_state(i) : hand.seat(i);
      std::string text = name_of(names, i) + ": " + cards_of(shown, style) + " = low " +
                         points_text(result->low[i].total) + ", high " +
                         points_text(result->high[i].total);
      if (!result->low[i].counts)
        text = name_of(names, i) + ": " + cards_of(shown, style) + " = high " +
               points_text(result->high[i].total) + ", nothing counts for low";
      if (result->natural[i]) text += " (a natural)";
      if (result->declared)
        text += ", declared " + std::string(to_string(hand.seat(i).declaration));
      add("  " + text, 6);
      for (const auto& line : explain_seat(*result, seats, hand.rules(), i, names)) {
        add("    " + in_second_person(line), 6);
      }
    }
  } else {
    for (int i = 0; i < hand.seats(); ++i) {
      if (hand.seat(i).live()) {
        add("Everyone else folded: " + name_of(names, i) + " takes the pot of " +
                std::to_string(hand.payout(i)) + " without showing.",
            2);
      }
    }
  }
  std::string change = "Chips this hand:";
  std::string running = "Session so far:";
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
  lines = wrap("Session summary: " + std::to_string(hands_played) +
                   (hands_played == 1 ? " hand" : " hands") + " played" +
                   (why_it_ended.empty() ? "" : " (" + why_it_ended + ")") + ".",
               kScreenWidth, 2);
  std::size_t width = 6;
  for (const auto& n : names) width = std::max(width, std::min<std::size_t>(n.size(), 24));
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    std::string name = name_of(names, static_cast<int>(i)).substr(0, 24);
    lines.push_back("  " + pad_right(name, static_cast<int>(width)) + "  " +
                    std::to_string(stacks[i]) + " chips, net " + signed_chips(stacks[i] - buy_in));
  }
  return lines;
}

}  // namespace cardroom::play
