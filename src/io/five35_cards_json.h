#pragma once
// Five Three Five cards as the contract writes them: rank numbers, ascending ([1, 1, 7, 12]).
#include "five35/cards.h"
#include "io/json_read.h"

namespace cardroom::io {

Json five35_cards_json(five35::Hand cards);

}  // namespace cardroom::io
