#pragma once
// A finished hand as a `cardroom replay` record (cli-contract.md): game, the complete rules,
// the stacks at the start, the dealer, the whole 52-card deck in order, the reshuffle seed and
// every action. `cardroom play --log` writes one a line; `replay --show` reads them back.
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/game_name.h"
#include "io/json_read.h"
#include "vying/action.h"
#include "vying/rules.h"

namespace cardroom::play {

struct VyingRecord {
  Game game = Game::kSevenTwentySeven;
  vying::Rules rules;
  std::vector<std::int64_t> stacks;
  int dealer = 0;
  std::vector<Card> deck;
  std::uint64_t seed = 0;
  std::vector<vying::Action> actions;
};

io::Json record_json(const VyingRecord& record);
// Reads a record as `cardroom replay` does (rules over the game's preset; a record without a
// deck is shuffled by its seed). Throws InputError naming the key at fault.
VyingRecord read_vying_record(const io::Json& json);

}  // namespace cardroom::play
