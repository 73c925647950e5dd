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
ShowdownNote contest_note(const ShowdownResult& r, std::span<const ShowdownSeat> seats,
                          const Rules& rules, int seat, int pot, Target target, SeatMask winners,
                          bool whole_pot) {
  const bool low = target == Target::kLow;
  const Standing& mine = low ? r.low[seat] : r.high[seat];
  ShowdownNote note;
  note.pot = pot;
  note.target = target;
  note.goal = rules.targets[low ? 0 : 1];
  note.whole_pot = whole_pot;
  note.counts = mine.counts;
  note.total = mine.total;
  if (has_seat(winners, seat)) {
    note.who = winners & ~SeatMask(1u << seat);
    note.kind = note.who ? ShowdownNote::Kind::kShares : ShowdownNote::Kind::kWins;
    return note;
  }
  if (!winners) {
    note.kind = ShowdownNote::Kind::kNobodyWon;
    return note;
  }
  const int w = first_seat(winners);
  const Standing& theirs = low ? r.low[w] : r.high[w];
  compare(theirs, seats[w].tally.cards, mine, seats[seat].tally.cards, target, rules, &note.edge);
  note.kind = ShowdownNote::Kind::kLost;
  note.who = winners;
  note.theirs = theirs.total;
  return note;
}

// A contest's note in English, after "main pot, ".
std::string contest_line(const ShowdownNote& note, std::span<const std::string> names) {
  const char* label = note.target == Target::kLow ? "low" : "high";
  const std::string head = std::string(label) + " (" + points_text(note.goal) + ")";
  const std::string shown = note.counts ? points_text(note.total) : "no total that counts";
  const std::string what = note.whole_pot ? "the whole pot" : "the " + std::string(label) + " half";
  switch (note.kind) {
    case ShowdownNote::Kind::kShares:
      return head + ": shares " + what + " with " + seat_list(note.who, names) + ", " + shown +
             " (tie)";
    case ShowdownNote::Kind::kWins: return head + ": wins " + what + " with " + shown;
    case ShowdownNote::Kind::kNobodyWon: return head + ": nobody could win it";
    default:
      return head + ": lost with " + shown + " to " + seat_list(note.who, names) + "'s " +
             points_text(note.theirs) + " (" + std::string(edge_name(note.edge)) + ")";
  }
}

}  // namespace

std::vector<ShowdownNote> showdown_notes(const ShowdownResult& r,
                                         std::span<const ShowdownSeat> seats, const Rules& rules,
                                         int seat) {
  std::vector<ShowdownNote> notes;
  for (int p = 0; p < r.pot_count; ++p) {
    const PotOutcome& pot = r.pots[p];
    if (!has_seat(pot.eligible, seat)) continue;
    const auto note = [&](ShowdownNote::Kind kind, SeatMask who) {
      ShowdownNote n;
      n.kind = kind;
      n.pot = p;
      n.who = who;
      notes.push_back(n);
    };
    if (pot.naturals) {
      if (has_seat(pot.naturals, seat)) note(ShowdownNote::Kind::kNatural, 0);
      else note(ShowdownNote::Kind::kLostToNatural, pot.naturals);
      continue;
    }
    if (has_seat(pot.failed_both, seat)) {
      note(ShowdownNote::Kind::kFailedBoth, 0);
      continue;
    }
    if (pot.shared_by_all) {
      note(ShowdownNote::Kind::kSharedByAll, pot.eligible);
      continue;
    }
    const Declaration d = seats[seat].declaration;
    const bool wants_low = !r.declared || d == Declaration::kLow || d == Declaration::kBoth;
    const bool wants_high = !r.declared || d == Declaration::kHigh || d == Declaration::kBoth;
    const bool one_half_only = !pot.low_winners || !pot.high_winners;
    if (wants_low) {
      notes.push_back(
          contest_note(r, seats, rules, seat, p, Target::kLow, pot.low_winners, one_half_only));
    }
    if (wants_high) {
      notes.push_back(
          contest_note(r, seats, rules, seat, p, Target::kHigh, pot.high_winners, one_half_only));
    }
  }
  return notes;
}

std::vector<std::string> explain_seat(const ShowdownResult& r, std::span<const ShowdownSeat> seats,
                                      const Rules& rules, int seat,
                                      std::span<const std::string> names) {
  std::vector<std::string> lines;
  for (const ShowdownNote& note : showdown_notes(r, seats, rules, seat)) {
    // Programs index pots as the JSON does; people hear "main pot" and "side pot 1".
    const std::string prefix = (names.empty() ? "pot " + std::to_string(note.pot)
                                : note.pot == 0 ? std::string("main pot")
                                                : "side pot " + std::to_string(note.pot)) +
                               ", ";
    switch (note.kind) {
      case ShowdownNote::Kind::kNatural:
        lines.push_back(prefix + "natural: reaches both targets exactly and takes the pot");
        break;
      case ShowdownNote::Kind::kLostToNatural:
        lines.push_back(prefix + "lost to a natural (" + seat_list(note.who, names) + ")");
        break;
      case ShowdownNote::Kind::kFailedBoth:
        lines.push_back(prefix + "declared both and did not win both outright: out of both halves");
        break;
      case ShowdownNote::Kind::kSharedByAll:
        lines.push_back(prefix + "neither half could be won: shared by " + seat_list(note.who, names));
        break;
      default: lines.push_back(prefix + contest_line(note, names));
    }
  }
  return lines;
}

}  // namespace cardroom::vying
