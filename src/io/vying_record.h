#pragma once
// A vying hand as a `cardroom replay` record (cli-contract.md): game, rules, the stacks at the
// start, the dealer, the deck from the top (or a seed to shuffle one), the reshuffle seed and
// the actions. One reader for `cardroom replay`, `replay --show` and the tables that log hands.
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/game_name.h"
#include "io/json_read.h"
#include "vying/action.h"
#include "vying/hand.h"
#include "vying/rules.h"

namespace cardroom::io {

struct VyingRecord {
  Game game = Game::kSevenTwentySeven;
  vying::Rules rules;
  std::vector<std::int64_t> stacks;
  int dealer = 0;
  std::vector<Card> deck;  // from the top; a record without one is shuffled from `seed`
  std::uint64_t seed = 0;
  std::vector<vying::Action> actions;
};

// The complete record: every rule key, the whole deck, every action in rulebook words.
Json record_json(const VyingRecord& record);

// Reads a record as the contract says: unknown keys, a game that is not a vying game, bad
// rules, 2 to 10 seats with no more players (seats with chips) than the game allows, a dealer
// at the table, card and action words. Throws InputError naming the key at fault. Whether the
// actions are legal is the hand's to say, as they are played.
VyingRecord read_vying_record(const Json& input);

// Deals the record's hand and plays its actions; throws InputError naming the action ("action 3:
// ...") that comes after the hand is over or breaks a rule.
vying::Hand play_vying_record(const VyingRecord& record);

// The pieces every vying input shares: its game (a vying one) and its rules over the preset.
Game read_vying_game(const Json& input);
vying::Rules read_vying_rules(Game game, const Json& input);

}  // namespace cardroom::io
