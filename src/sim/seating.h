#pragma once
// Who sits where: the bots of a table by seat, and the distinct bots among them (seats playing
// the same spec are one bot in the results).
#include <string>
#include <vector>

#include "bots/bot_spec.h"

namespace cardroom::sim {

struct Seating {
  std::vector<std::string> bots;  // distinct spec texts, in order of first seat
  std::vector<int> bot_of_seat;   // index into `bots`
  std::vector<int> seats_of_bot;  // how many seats each plays

  static Seating of(const std::vector<bots::BotSpec>& seats) {
    Seating s;
    for (const auto& spec : seats) {
      const std::string text = spec.text();
      int index = -1;
      for (std::size_t b = 0; b < s.bots.size(); ++b) {
        if (s.bots[b] == text) index = static_cast<int>(b);
      }
      if (index < 0) {
        s.bots.push_back(text);
        s.seats_of_bot.push_back(0);
        index = static_cast<int>(s.bots.size()) - 1;
      }
      s.bot_of_seat.push_back(index);
      ++s.seats_of_bot[static_cast<std::size_t>(index)];
    }
    return s;
  }
};

}  // namespace cardroom::sim
