#pragma once
// Positions for the advisor's tests, built the way `cardroom advise` builds them: a replay record
// read and played, then one seat's view.
#include <string>

#include "io/json_read.h"
#include "io/vying_record.h"
#include "vying/hand.h"

namespace cardroom::advice::testing {

inline vying::Hand vying_hand(const std::string& record) {
  return io::play_vying_record(io::read_vying_record(io::parse_document(record)));
}

}  // namespace cardroom::advice::testing
