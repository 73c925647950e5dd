// The vying half of the command-line contract: `rules`, `showdown` and `replay`.
#include <algorithm>

#include "core/input_error.h"
#include "io/contract.h"
#include "io/vying_json.h"
#include "io/vying_record.h"
#include "io/vying_rules_json.h"
#include "vying/hand.h"

namespace cardroom::io {

using namespace cardroom::vying;

namespace {

int read_dealer(const Json& input, int seats) {
  auto it = input.find("dealer");
  if (it == input.end()) return 0;
  return static_cast<int>(read_int_in(*it, "dealer", 0, seats - 1));
}

Declaration read_declaration(const Json& value, std::string_view where) {
  const std::string text = read_string(value, where);
  if (text == "low") return Declaration::kLow;
  if (text == "high") return Declaration::kHigh;
  if (text == "both") return Declaration::kBoth;
  throw InputError(std::string(where) + ": unknown declaration '" + text +
                   "'; accepted: low, high, both");
}

}  // namespace

Json vying_rules_preset(Game game) { return vying_rules_to_json(preset(game)); }

Json vying_showdown(const Json& input) {
  require_object(input, "input", {"game", "rules", "dealer", "players"});
  const Game game = read_vying_game(input);
  const Rules rules = read_vying_rules(game, input);
  if (!input.contains("players")) throw InputError("input: missing key 'players'");
  const Json& players = read_array(input["players"], "players");
  const int n = static_cast<int>(players.size());
  if (n < 2 || n > max_players(game)) {
    throw InputError("players: " + std::string(game_name(game)) + " is played by 2 to " +
                     std::to_string(max_players(game)) + " players, not " + std::to_string(n));
  }
  const int dealer = read_dealer(input, n);

  std::vector<ShowdownSeat> seats(static_cast<std::size_t>(n));
  std::uint64_t seen = 0;
  for (int i = 0; i < n; ++i) {
    const std::string where = at_index("players", static_cast<std::size_t>(i));
    const Json& p = players[static_cast<std::size_t>(i)];
    require_object(p, where, {"cards", "put_in", "folded", "declare"});
    if (!p.contains("cards")) throw InputError(where + ": missing key 'cards'");
    if (!p.contains("put_in")) throw InputError(where + ": missing key 'put_in'");
    const std::vector<Card> cards = read_cards(p["cards"], at_key(where, "cards"));
    for (Card c : cards) {
      if (seen & c.bit()) throw InputError(at_key(where, "cards") + ": " + to_string(c) + " is dealt twice");
      seen |= c.bit();
    }
    ShowdownSeat& seat = seats[static_cast<std::size_t>(i)];
    seat.tally = Tally::of(cards);
    seat.put_in = read_int_in(p["put_in"], at_key(where, "put_in"), 0, 1'000'000'000'000);
    seat.live = !(p.contains("folded") && read_bool(p["folded"], at_key(where, "folded")));
    if (p.contains("declare")) seat.declaration = read_declaration(p["declare"], at_key(where, "declare"));
  }
  if (std::none_of(seats.begin(), seats.end(), [](const ShowdownSeat& s) { return s.live; })) {
    throw InputError("players: every player folded; a showdown needs at least one still in");
  }
  if (needs_declarations(rules, seats)) {
    for (int i = 0; i < n; ++i) {
      const ShowdownSeat& s = seats[static_cast<std::size_t>(i)];
      if (s.live && s.declaration == Declaration::kNone) {
        throw InputError(at_index("players", static_cast<std::size_t>(i)) +
                         ": missing 'declare' (low, high or both): the rules' showdown is " +
                         std::string(name(rules.showdown)));
      }
    }
  } else {
    for (auto& s : seats) s.declaration = Declaration::kNone;  // not used by these rules
  }
  const ShowdownResult result = settle_showdown(rules, dealer, seats);
  return showdown_json(result, seats, rules);
}

Json vying_replay(const Json& input) {
  const VyingRecord record = read_vying_record(input);
  const Rules& rules = record.rules;
  const int n = static_cast<int>(record.stacks.size());
  const Hand hand = play_vying_record(record);

  Json out_stacks = Json::array(), hands = Json::array();
  for (int i = 0; i < n; ++i) {
    out_stacks.push_back(hand.seat(i).stack);
    hands.push_back(cards_json(hand.seat(i).hand()));
  }
  Json showdown;
  if (auto result = hand.showdown()) {
    std::vector<ShowdownSeat> seats;
    for (int i = 0; i < n; ++i) {
      const SeatState& s = hand.seat(i);
      seats.push_back(ShowdownSeat{s.tally, s.put_in, s.live(),
                                   result->declared ? s.declaration : Declaration::kNone});
    }
    showdown = showdown_json(*result, seats, rules);
  }
  return Json{{"finished", hand.finished()},
              {"to_act", hand.finished() ? Json() : Json(hand.to_act())},
              {"legal", legal_words(hand.legal())},
              {"stacks", out_stacks},
              {"hands", hands},
              {"showdown", showdown}};
}

}  // namespace cardroom::io
