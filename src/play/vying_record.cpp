#include "play/vying_record.h"

#include <climits>

#include "core/input_error.h"
#include "core/rng.h"
#include "io/vying_json.h"
#include "io/vying_rules_json.h"

namespace cardroom::play {

using namespace cardroom::vying;

io::Json record_json(const VyingRecord& r) {
  io::Json deck = io::Json::array(), actions = io::Json::array();
  for (Card c : r.deck) deck.push_back(to_string(c));
  for (const Action& a : r.actions) actions.push_back(to_string(a));
  return io::Json{{"game", game_name(r.game)},
                  {"rules", io::vying_rules_to_json(r.rules)},
                  {"stacks", r.stacks},
                  {"dealer", r.dealer},
                  {"deck", deck},
                  {"seed", r.seed},
                  {"actions", actions}};
}

VyingRecord read_vying_record(const io::Json& json) {
  io::require_object(json, "record",
                     {"game", "rules", "stacks", "dealer", "deck", "seed", "actions"});
  VyingRecord r;
  if (!json.contains("game")) throw InputError("record: missing key 'game'");
  r.game = require_game(io::read_string(json["game"], "game"));
  if (r.game == Game::kFiveThreeFive) throw InputError("game: not a vying game");
  r.rules = preset(r.game);
  if (json.contains("rules") && !json["rules"].is_null()) {
    r.rules = io::vying_rules_from_json(r.rules, json["rules"], "rules");
  }
  if (!json.contains("stacks")) throw InputError("record: missing key 'stacks'");
  const io::Json& stacks = io::read_array(json["stacks"], "stacks");
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    r.stacks.push_back(io::read_int_in(stacks[i], io::at_index("stacks", i), 0, 1'000'000'000'000));
  }
  if (r.stacks.size() < 2 || r.stacks.size() > static_cast<std::size_t>(kMaxSeats)) {
    throw InputError("stacks: a table has 2 to " + std::to_string(kMaxSeats) + " seats");
  }
  const int seats = static_cast<int>(r.stacks.size());
  if (json.contains("dealer")) {
    r.dealer = static_cast<int>(io::read_int_in(json["dealer"], "dealer", 0, seats - 1));
  }
  if (json.contains("seed")) {
    r.seed = static_cast<std::uint64_t>(io::read_int_in(json["seed"], "seed", 0, INT64_MAX));
  }
  if (json.contains("deck")) {
    r.deck = io::read_cards(json["deck"], "deck");
  } else {
    auto full = ordered_deck();
    Rng rng(r.seed);
    rng.shuffle(std::span<Card>(full));
    r.deck.assign(full.begin(), full.end());
  }
  if (json.contains("actions")) {
    const io::Json& actions = io::read_array(json["actions"], "actions");
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const std::string where = "action " + std::to_string(i);
      std::string why;
      const auto a = parse_action(io::read_string(actions[i], where), &why);
      if (!a) throw InputError(where + ": " + why);
      r.actions.push_back(*a);
    }
  }
  return r;
}

}  // namespace cardroom::play
