#include "play/players.h"

#include <array>

#include "core/input_error.h"
#include "i18n/i18n.h"

namespace cardroom::play {

namespace {
constexpr std::array<const char*, 9> kBotNames = {"Bea", "Cal", "Dot", "Eli", "Fay",
                                                   "Gus", "Hal", "Ivy", "Jo"};
}

std::vector<SeatPlayer> seat_players(int seats, const std::string& human_name,
                                     const std::vector<bots::BotSpec>& bots) {
  if (seats < 2 || seats > static_cast<int>(kBotNames.size()) + 1) {
    throw InputError("--seats: expected 2 to " + std::to_string(kBotNames.size() + 1) +
                     " seats, got " + std::to_string(seats));
  }
  if (bots.empty() || (bots.size() != 1 && static_cast<int>(bots.size()) != seats - 1)) {
    throw InputError("--bots: give one bot kind for every bot seat, or " +
                     std::to_string(seats - 1) + " (one per seat); got " +
                     std::to_string(bots.size()));
  }
  std::vector<SeatPlayer> players;
  players.push_back({human_name.empty() ? i18n::tr("You") : human_name, std::nullopt});
  for (int seat = 1; seat < seats; ++seat) {
    const bots::BotSpec& spec = bots.size() == 1 ? bots[0] : bots[std::size_t(seat - 1)];
    players.push_back({kBotNames[std::size_t(seat - 1)], spec});
  }
  return players;
}

std::string seat_label(const SeatPlayer& player) {
  return player.bot ? player.name + " (" + player.bot->kind + ")" : player.name;
}

}  // namespace cardroom::play
