#pragma once
// The showdown (rulebook §6), applied to each pot separately among its eligible players:
// naturals scoop, then cards speak (`split`) or declarations decide, a `both` declarer must win
// both contests outright, an unclaimed half goes to the other half's winners, and odd chips go
// high first and then clockwise from the dealer's left.
#include <array>
#include <cstdint>
#include <span>

#include "vying/pots.h"
#include "vying/rules.h"
#include "vying/totals.h"

namespace cardroom::vying {

enum class Declaration : std::uint8_t { kNone, kLow, kHigh, kBoth };

struct ShowdownSeat {
  Tally tally;
  std::int64_t put_in = 0;
  bool live = false;  // still in: dealt in, not folded
  Declaration declaration = Declaration::kNone;
};

// How one pot was settled, enough to explain it to the players.
struct PotOutcome {
  std::int64_t amount = 0;
  SeatMask eligible = 0;
  SeatMask naturals = 0;      // took the pot with a natural
  SeatMask low_winners = 0;   // share the low half (or the whole pot, if high went unclaimed)
  SeatMask high_winners = 0;  // share the high half (or the whole pot)
  SeatMask failed_both = 0;   // declared both and did not win both outright
  bool shared_by_all = false;  // neither half claimed: the eligible players shared it
  std::array<std::int64_t, kMaxSeats> awards{};
};

struct ShowdownResult {
  int seats = 0;
  bool declared = false;  // declarations took part in settling
  std::array<Standing, kMaxSeats> low{};
  std::array<Standing, kMaxSeats> high{};
  std::array<bool, kMaxSeats> natural{};
  std::array<std::int64_t, kMaxSeats> payouts{};
  std::array<PotOutcome, kMaxSeats> pots{};
  int pot_count = 0;

  std::span<const PotOutcome> pot_list() const {
    return {pots.data(), static_cast<std::size_t>(pot_count)};
  }
};

// The pots these seats' chips make: build_pots of their put_in and who is live.
Pots pots_of(std::span<const ShowdownSeat> seats);

// Whether the live players must declare: the rules declare and some pot has no eligible natural
// that scoops it (naturals are shown first).
bool needs_declarations(const Rules& rules, std::span<const ShowdownSeat> seats);
// The same when the pots of these seats are already built (build_pots of their put_in and live).
bool needs_declarations(const Rules& rules, std::span<const ShowdownSeat> seats, const Pots& pots);

// Settles every pot. Precondition: at least one live seat; when needs_declarations(), every live
// seat has a declaration.
ShowdownResult settle_showdown(const Rules& rules, int dealer, std::span<const ShowdownSeat> seats);
// The same with the pots already built, and standings looked up in `table` (built for these
// rules) when one is given: a bot that settles many showdowns of one betting state with
// different cards (Monte Carlo estimates) builds both once.
ShowdownResult settle_showdown(const Rules& rules, int dealer, std::span<const ShowdownSeat> seats,
                               const Pots& pots, const StandingTable* table = nullptr);

// Splits `amount` equally among `sharers`; leftover chips one each clockwise from the dealer's
// left. Adds into `awards`.
void share_chips(std::int64_t amount, SeatMask sharers, int dealer, int seats,
                 std::array<std::int64_t, kMaxSeats>& awards);

}  // namespace cardroom::vying
