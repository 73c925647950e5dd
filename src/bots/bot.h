#pragma once
// The bot interface. A bot decides from a per-seat view only — vying::SeatView or
// five35::View, types that hold nothing the seat may not see — plus a random generator; the
// rule set is in the view, and the budget (iterations or milliseconds) is one of the bot's
// named parameters. So no bot can read a hidden card, however it is written.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot_spec.h"
#include "core/rng.h"
#include "five35/moves.h"
#include "five35/view.h"
#include "vying/action.h"
#include "vying/view.h"

namespace cardroom::bots {

class VyingBot {
 public:
  virtual ~VyingBot() = default;
  // A legal action for the seat to act; precondition: view.my_turn().
  virtual vying::Action decide(const vying::SeatView& view, Rng& rng) = 0;
  // Why this bot cannot play at a table of `seats` seats under `rules` (a learned model of
  // another game or table size), naming what does not fit; empty when it can. Asked when a table
  // is set up, so that a misfit is refused then rather than halting a hand at its first turn.
  virtual std::string table_refusal(const vying::Rules& rules, int seats) const;
  // The bot's mixed strategy at the view, one probability per action of
  // strategy::action_list(view.legal(), rules), when it knows it (a solved strategy); empty when
  // it does not, and cardroom exploitability samples decide() instead.
  virtual std::vector<double> probabilities(const vying::SeatView& view);
};

class Five35Bot {
 public:
  virtual ~Five35Bot() = default;
  // A legal move for the seat to act; precondition: view.my_turn().
  virtual five35::Move decide(const five35::View& view, Rng& rng) = 0;
  // Why this bot cannot play a round of `players` players; empty when it can (as above).
  virtual std::string table_refusal(int players) const;
};

// Builds a bot from its spec ("random", "heuristic", "montecarlo:playouts=200",
// "ismcts:iterations=2000,c=0.7"); throws InputError naming an unknown kind or parameter.
std::unique_ptr<VyingBot> make_vying_bot(const BotSpec& spec);
std::unique_ptr<Five35Bot> make_five35_bot(const BotSpec& spec);
// The same, and an InputError (the bot's table_refusal) when the bot cannot sit at the table:
// what the arena, simulate, play and the server call before the first deal.
std::unique_ptr<VyingBot> make_seated_vying_bot(const BotSpec& spec, const vying::Rules& rules,
                                                int seats);
std::unique_ptr<Five35Bot> make_seated_five35_bot(const BotSpec& spec, int players);

// Every bot kind with its parameters, defaults and what they do (for --help and docs).
struct ParamInfo {
  std::string name;
  std::string default_value;
  std::string meaning;
};
struct BotInfo {
  std::string kind;
  std::string summary;
  std::vector<ParamInfo> params;
};
const std::vector<BotInfo>& bot_catalogue();

}  // namespace cardroom::bots
