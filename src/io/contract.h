#pragma once
// The machine-readable command-line contract (../shared/spec/cli-contract.md), one function per
// subcommand and game: JSON in, JSON out. Bad input throws InputError before anything is printed.
#include "core/game_name.h"
#include "io/json_read.h"

namespace cardroom::io {

// `cardroom rules GAME`: the preset's complete rule set.
Json vying_rules_preset(Game game);
Json five35_rules_preset();

// `cardroom showdown`: pots, totals and payouts of one vying showdown.
Json vying_showdown(const Json& input);

// `cardroom replay`: one vying hand, or one Five Three Five round, from a record.
Json vying_replay(const Json& input);
Json five35_replay(const Json& input);

}  // namespace cardroom::io
