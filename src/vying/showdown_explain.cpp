#include "vying/showdown_explain.h"

#include <bit>
#include <vector>

namespace cardroom::vying {

std::string points_text(int half_points) {
  std::string text = std::to_string(half_points / 2);
  if (half_points % 2) text += ".5";
  return text;
}

std::string_view edge_name(Edge edge) {
  switch (edge) {
    case Edge::kTie: return "tie";
    case Edge::kDistance: return "distance";
    case Edge::kSide: return "side";
    case Edge::kFewerCards: return "fewer-cards";
    case Edge::kBust: return "bust";
  }
  return "?";
}

namespace {

int first_seat(SeatMask mask) { return std::countr_zero(static_cast<unsigned>(mask)); }

// "seat 1, 3" without names; "Bea and Dot" with them.
std::string seat_list(SeatMask mask, std::span<const std::string> names) {
  std::vector<std::string> who;
  for (int i = 0; i < kMaxSeats; ++i) {
    if (has_seat(mask, i)) who.push_back(names.empty() ? std::to_string(i) : names[std::size_t(i)]);
  }
  std::string text = names.empty() ? "seat " : "";
  for (std::size_t k = 0; k < who.size(); ++k) {
    text += (k == 0 ? "" : !names.empty() && k + 1 == who.size() ? " and " : ", ") + who[k];
  }
  return text;
}

// One contest from `seat`'s side: won, shared or lost, and against what.
std::string contest_line(const ShowdownResult& r, std::span<const ShowdownSeat> seats,
                         const Rules& rules, int seat, Target target, SeatMask winners,
                         bool whole_pot, std::span<const std::string> names) {
  const bool low = target == Target::kLow;
  const Standing& mine = low ? r.low[seat] : r.high[seat];
  const char* label = low ? "low" : "high";
  std::string head = std::string(label) + " (" + points_text(rules.targets[low ? 0 : 1]) + ")";
  std::string shown = mine.counts ? points_text(mine.total) : "no total that counts";
  if (has_seat(winners, seat)) {
    const std::string what = whole_pot ? "the whole pot" : "the " + std::string(label) + " half";
    if (std::popcount(winners) > 1) {
      return head + ": shares " + what + " with " + seat_list(winners & ~SeatMask(1u << seat), names) +
             ", " + shown + " (tie)";
    }
    return head + ": wins " + what + " with " + shown;
  }
  if (!winners) return head + ": nobody could win it";
  const int w = first_seat(winners);
  const Standing& theirs = low ? r.low[w] : r.high[w];
  Edge edge = Edge::kTie;
  compare(theirs, seats[w].tally.cards, mine, seats[seat].tally.cards, target, rules, &edge);
  return head + ": lost with " + shown + " to " + seat_list(winners, names) + "'s " +
         points_text(theirs.total) + " (" + std::string(edge_name(edge)) + ")";
}

}  // namespace

std::vector<std::string> explain_seat(const ShowdownResult& r, std::span<const ShowdownSeat> seats,
                                      const Rules& rules, int seat,
                                      std::span<const std::string> names) {
  std::vector<std::string> lines;
  for (int p = 0; p < r.pot_count; ++p) {
    const PotOutcome& pot = r.pots[p];
    // Programs index pots as the JSON does; people hear "main pot" and "side pot 1".
    const std::string prefix = (names.empty() ? "pot " + std::to_string(p)
                                : p == 0      ? std::string("main pot")
                                              : "side pot " + std::to_string(p)) +
                               ", ";
    if (!has_seat(pot.eligible, seat)) continue;
    if (pot.naturals) {
      lines.push_back(prefix + (has_seat(pot.naturals, seat)
                                    ? "natural: reaches both targets exactly and takes the pot"
                                    : "lost to a natural (" + seat_list(pot.naturals, names) + ")"));
      continue;
    }
    if (has_seat(pot.failed_both, seat)) {
      lines.push_back(prefix + "declared both and did not win both outright: out of both halves");
      continue;
    }
    if (pot.shared_by_all) {
      lines.push_back(prefix + "neither half could be won: shared by " + seat_list(pot.eligible, names));
      continue;
    }
    const Declaration d = seats[seat].declaration;
    const bool wants_low = !r.declared || d == Declaration::kLow || d == Declaration::kBoth;
    const bool wants_high = !r.declared || d == Declaration::kHigh || d == Declaration::kBoth;
    const bool one_half_only = !pot.low_winners || !pot.high_winners;
    if (wants_low) {
      lines.push_back(prefix + contest_line(r, seats, rules, seat, Target::kLow, pot.low_winners,
                                            one_half_only, names));
    }
    if (wants_high) {
      lines.push_back(prefix + contest_line(r, seats, rules, seat, Target::kHigh,
                                            pot.high_winners, one_half_only, names));
    }
  }
  return lines;
}

}  // namespace cardroom::vying
