#pragma once
// The advice in plain words, best action first ("call: +1.8 chips on average"): `cardroom advise`
// without --json, and the hints at the terminal table.
#include <string>
#include <vector>

#include "advice/advice.h"

namespace cardroom::advice {

std::vector<std::string> advice_lines(const VyingAdvice& advice);
std::vector<std::string> advice_lines(const Five35Advice& advice);

// "+1.8", "-0.25", "0": a signed amount with at most two decimals.
std::string signed_amount(double x);

}  // namespace cardroom::advice
