#include "io/vying_json.h"

#include "core/input_error.h"
#include "vying/showdown_explain.h"

namespace cardroom::io {

using namespace cardroom::vying;

namespace {

Json seat_array(SeatMask mask, int seats) {
  Json list = Json::array();
  for (int i = 0; i < seats; ++i) {
    if (has_seat(mask, i)) list.push_back(i);
  }
  return list;
}

}  // namespace

Json showdown_json(const ShowdownResult& r, std::span<const ShowdownSeat> seats,
                   const Rules& rules) {
  const int n = r.seats;
  Json payouts = Json::array(), players = Json::array(), pots = Json::array();
  for (int i = 0; i < n; ++i) {
    payouts.push_back(r.payouts[i]);
    const bool live = seats[i].live;
    auto total = [&](const Standing& s) { return live && s.counts ? half_points_json(s.total) : Json(); };
    Json player{{"low", total(r.low[i])},
                {"high", total(r.high[i])},
                {"natural", live && r.natural[i]}};
    player["declare"] = live && r.declared && seats[i].declaration != Declaration::kNone
                            ? Json(std::string(to_string(seats[i].declaration)))
                            : Json();
    player["explain"] = live ? Json(explain_seat(r, seats, rules, i))
                             : Json::array({"folded"});
    players.push_back(std::move(player));
  }
  for (const PotOutcome& pot : r.pot_list()) {
    Json awards = Json::array();
    for (int i = 0; i < n; ++i) awards.push_back(pot.awards[i]);
    Json entry{{"amount", pot.amount}, {"eligible", seat_array(pot.eligible, n)}, {"awards", awards}};
    if (pot.naturals) {
      entry["naturals"] = seat_array(pot.naturals, n);
    } else {
      entry["low_winners"] = seat_array(pot.low_winners, n);
      entry["high_winners"] = seat_array(pot.high_winners, n);
      if (pot.failed_both) entry["failed_both"] = seat_array(pot.failed_both, n);
      if (pot.shared_by_all) entry["shared_by_all"] = true;
    }
    pots.push_back(std::move(entry));
  }
  return Json{{"payouts", payouts}, {"players", players}, {"pots", pots}};
}

std::vector<Card> read_cards(const Json& value, std::string_view where) {
  read_array(value, where);
  std::vector<Card> cards;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string at = at_index(where, i);
    const std::string text = read_string(value[i], at);
    auto card = parse_card(text);
    if (!card) {
      throw InputError(at + ": '" + text + "' is not a card (rank A 2-9 T/10 J Q K, suit c d h s)");
    }
    cards.push_back(*card);
  }
  return cards;
}

Json cards_json(std::span<const Card> cards) {
  Json list = Json::array();
  for (Card c : cards) list.push_back(to_string(c));
  return list;
}

}  // namespace cardroom::io
