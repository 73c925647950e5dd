#pragma once
// Pots and side pots by contribution level (rulebook §6): the distinct amounts put in by the
// players still in, ascending, cut every player's chips into layers; a layer is contested by the
// players still in who reached it. Chips a folded player put in above the top level join the
// top pot.
#include <array>
#include <cstdint>
#include <span>

#include "vying/rules.h"

namespace cardroom::vying {

using SeatMask = std::uint16_t;

inline bool has_seat(SeatMask mask, int seat) { return (mask >> seat) & 1; }

struct Pots {
  struct Pot {
    std::int64_t amount = 0;
    SeatMask eligible = 0;
  };
  std::array<Pot, kMaxSeats> pots{};
  int count = 0;

  std::span<const Pot> list() const { return {pots.data(), static_cast<std::size_t>(count)}; }
};

// `put_in[i]` everything seat i put in this hand; `live` the seats still in (not folded).
Pots build_pots(std::span<const std::int64_t> put_in, SeatMask live);

}  // namespace cardroom::vying
