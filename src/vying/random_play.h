#pragma once
// Uniformly random legal play: each legal action word is equally likely, and a bet or raise
// then takes an amount uniformly from its range. The baseline player of tests, benchmarks and
// the demo (the bots issue builds real players on the same LegalActions).
#include "core/rng.h"
#include "vying/legal.h"

namespace cardroom::vying {

Action random_action(const LegalActions& legal, Rng& rng);

}  // namespace cardroom::vying
