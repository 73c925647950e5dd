#pragma once
// The policy bot every seat is assumed to play on with, made from AdviceOptions::policy: one per
// thread (bots keep caches). Throws InputError "--policy: ..." for an unknown bot or parameter.
#include <memory>

#include "advice/advice.h"
#include "bots/bot.h"

namespace cardroom::advice {

std::unique_ptr<bots::VyingBot> vying_policy(const AdviceOptions& options);
std::unique_ptr<bots::Five35Bot> five35_policy(const AdviceOptions& options);

}  // namespace cardroom::advice
