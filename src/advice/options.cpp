#include <string>

#include "advice/advice.h"
#include "advice/policy.h"
#include "bots/bot.h"
#include "core/input_error.h"

namespace cardroom::advice {

void check_options(const AdviceOptions& options) {
  if (options.samples < 1 || options.samples > 1'000'000) {
    throw InputError("--samples: 1 to 1000000 deals, not " + std::to_string(options.samples));
  }
  if (options.playouts < 0 || options.playouts > 1'000'000) {
    throw InputError("--playouts: 1 to 1000000 deals (0: the default), not " +
                     std::to_string(options.playouts));
  }
  if (options.threads < 1 || options.threads > 256) {
    throw InputError("--threads: 1 to 256, not " + std::to_string(options.threads));
  }
}

std::unique_ptr<bots::VyingBot> vying_policy(const AdviceOptions& options) {
  try {
    return bots::make_vying_bot(bots::parse_bot_spec(options.policy));
  } catch (const InputError& e) {
    throw InputError(std::string("--policy: ") + e.what());
  }
}

std::unique_ptr<bots::Five35Bot> five35_policy(const AdviceOptions& options) {
  try {
    return bots::make_five35_bot(bots::parse_bot_spec(options.policy));
  } catch (const InputError& e) {
    throw InputError(std::string("--policy: ") + e.what());
  }
}

}  // namespace cardroom::advice
