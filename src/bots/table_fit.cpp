// Whether a bot can sit at a table: every bot can, except one trained for a single game and
// table size (`learned`). The question is asked when the table is set up — by the arena,
// simulate, play and the server — so a misfit is a clear error then, not a hand that stops.
#include "bots/bot.h"
#include "core/input_error.h"

namespace cardroom::bots {

std::string VyingBot::table_refusal(const vying::Rules&, int) const { return {}; }
std::vector<double> VyingBot::probabilities(const vying::SeatView&) { return {}; }

std::string Five35Bot::table_refusal(int) const { return {}; }

std::unique_ptr<VyingBot> make_seated_vying_bot(const BotSpec& spec, const vying::Rules& rules,
                                                int seats) {
  auto bot = make_vying_bot(spec);
  if (std::string why = bot->table_refusal(rules, seats); !why.empty()) throw InputError(why);
  return bot;
}

std::unique_ptr<Five35Bot> make_seated_five35_bot(const BotSpec& spec, int players) {
  auto bot = make_five35_bot(spec);
  if (std::string why = bot->table_refusal(players); !why.empty()) throw InputError(why);
  return bot;
}

}  // namespace cardroom::bots
