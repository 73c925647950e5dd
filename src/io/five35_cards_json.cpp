#include "io/five35_cards_json.h"

namespace cardroom::io {

Json five35_cards_json(five35::Hand cards) {
  Json list = Json::array();
  for (int r = 0; r < five35::kRankCount; ++r) {
    for (int c = cards.count(r); c > 0; --c) list.push_back(five35::rank_number(r));
  }
  return list;
}

}  // namespace cardroom::io
