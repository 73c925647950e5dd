// Bots by name: the one place that maps a spec to a bot and documents every parameter.
#include "bots/bot.h"
#include "bots/random_bots.h"
#include "core/input_error.h"

namespace cardroom::bots {

namespace {

[[noreturn]] void unknown_kind(const BotSpec& spec) {
  std::string kinds;
  for (const auto& info : bot_catalogue()) kinds += (kinds.empty() ? "" : ", ") + info.kind;
  throw InputError("unknown bot '" + spec.kind + "'; bots: " + kinds);
}

}  // namespace

const std::vector<BotInfo>& bot_catalogue() {
  static const std::vector<BotInfo> catalogue{
      {"random", "uniform over the legal actions", {}},
  };
  return catalogue;
}

std::unique_ptr<VyingBot> make_vying_bot(const BotSpec& spec) {
  BotParams params(spec);
  std::unique_ptr<VyingBot> bot;
  if (spec.kind == "random") bot = std::make_unique<RandomVyingBot>();
  if (!bot) unknown_kind(spec);
  params.done();
  return bot;
}

std::unique_ptr<Five35Bot> make_five35_bot(const BotSpec& spec) {
  BotParams params(spec);
  std::unique_ptr<Five35Bot> bot;
  if (spec.kind == "random") bot = std::make_unique<RandomFive35Bot>();
  if (!bot) unknown_kind(spec);
  params.done();
  return bot;
}

}  // namespace cardroom::bots
