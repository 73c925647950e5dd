#pragma once
// The advice as JSON (`cardroom advise --json`, and the server's advice for a seat):
//   vying: {"seat", "exact", "samples", "showdown_now": {"low", "high", "scoop", "share"},
//           "actions": [{"action", "ev", "ci95": [lo, hi]}, ...]}
//   535:   {"seat", "exact", "samples", "go_out_first", "actions": [{"action", "points", "ci95"}]}
// Actions best first. Probabilities are rounded to 3 decimals, chips and points to 2.
#include "advice/advice.h"
#include "io/json_read.h"

namespace cardroom::advice {

io::Json advice_json(const VyingAdvice& advice);
io::Json advice_json(const Five35Advice& advice);

}  // namespace cardroom::advice
