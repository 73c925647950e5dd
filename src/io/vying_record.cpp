#include "io/vying_record.h"

#include <algorithm>
#include <climits>

#include "core/input_error.h"
#include "core/rng.h"
#include "io/vying_json.h"
#include "io/vying_rules_json.h"

namespace cardroom::io {

using namespace cardroom::vying;

// The CLI checks the key and routes five-three-five elsewhere, but these functions are called
// directly too (tests, tools, the tables), where a missing key or the other engine's game must
// still be bad input rather than a crash or a wrong preset.
Game read_vying_game(const Json& input) {
  if (!input.contains("game")) throw InputError("input: missing key 'game'");
  const Game game = require_game(read_string(input["game"], "game"));
  if (game == Game::kFiveThreeFive) {
    throw InputError(
        "game: five-three-five is not a vying game (seven-twenty-seven, "
        "fifteen-thirty-five)");
  }
  return game;
}

Rules read_vying_rules(Game game, const Json& input) {
  const Rules base = preset(game);
  auto it = input.find("rules");
  if (it == input.end() || it->is_null()) return base;
  return vying_rules_from_json(base, *it, "rules");
}

Json record_json(const VyingRecord& r) {
  Json deck = Json::array(), actions = Json::array();
  for (Card c : r.deck) deck.push_back(to_string(c));
  for (const Action& a : r.actions) actions.push_back(to_string(a));
  return Json{{"game", game_name(r.game)},
              {"rules", vying_rules_to_json(r.rules)},
              {"stacks", r.stacks},
              {"dealer", r.dealer},
              {"deck", deck},
              {"seed", r.seed},
              {"actions", actions}};
}

VyingRecord read_vying_record(const Json& input) {
  require_object(input, "input", {"game", "rules", "stacks", "dealer", "deck", "seed", "actions"});
  VyingRecord r;
  r.game = read_vying_game(input);
  r.rules = read_vying_rules(r.game, input);
  if (!input.contains("stacks")) throw InputError("input: missing key 'stacks'");
  const Json& stacks = read_array(input["stacks"], "stacks");
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    r.stacks.push_back(read_int_in(stacks[i], at_index("stacks", i), 0, 1'000'000'000'000));
  }
  const int n = static_cast<int>(r.stacks.size());
  if (n < 2 || n > kMaxSeats) {
    throw InputError("stacks: a table has 2 to " + std::to_string(kMaxSeats) + " seats, not " +
                     std::to_string(n));
  }
  // Seats with no chips sit the hand out, so only the others count as players.
  const auto playing = std::count_if(r.stacks.begin(), r.stacks.end(), [](auto s) { return s > 0; });
  if (playing > max_players(r.game)) {
    throw InputError("stacks: " + std::string(game_name(r.game)) + " is played by 2 to " +
                     std::to_string(max_players(r.game)) + " players, not " +
                     std::to_string(playing));
  }
  if (input.contains("dealer")) {
    r.dealer = static_cast<int>(read_int_in(input["dealer"], "dealer", 0, n - 1));
  }
  if (input.contains("seed")) {
    r.seed = static_cast<std::uint64_t>(read_int_in(input["seed"], "seed", 0, INT64_MAX));
  }
  if (input.contains("deck")) {
    r.deck = read_cards(input["deck"], "deck");
  } else {
    auto full = ordered_deck();
    Rng rng(r.seed);
    rng.shuffle(std::span<Card>(full));
    r.deck.assign(full.begin(), full.end());
  }
  if (input.contains("actions")) {
    const Json& actions = read_array(input["actions"], "actions");
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const std::string where = "action " + std::to_string(i);
      std::string why;
      const auto a = parse_action(read_string(actions[i], where), &why);
      if (!a) throw InputError(where + ": " + why);
      r.actions.push_back(*a);
    }
  }
  return r;
}

vying::Hand play_vying_record(const VyingRecord& record) {
  vying::Hand hand(record.rules, record.stacks, record.dealer, record.deck, record.seed);
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const std::string where = "action " + std::to_string(i);
    const vying::Action& action = record.actions[i];
    if (hand.finished()) {
      throw InputError(where + ": '" + to_string(action) + "': the hand is already over");
    }
    if (const vying::Refusal refusal = hand.check(hand.to_act(), action)) {
      throw InputError(where + ": " + explain(refusal));
    }
    hand.apply(action);
  }
  return hand;
}

}  // namespace cardroom::io
