#pragma once
// `learned`: Deep Monte Carlo (in the manner of DouZero) — a network Q(state, action) trained on
// the final results of self-play (scripts/train), played greedily: every candidate action of the
// seat's view is scored and the best taken (with `epsilon`, a random candidate now and then).
// Features: env/learned_features.h; the network and its file: bots/learned_model.h.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/learned_model.h"
#include "vying/rules.h"

namespace cardroom::bots {

// The shipped models read so far, by game and table size: each read from its file
// (shipped_model_path) the first time a table of that game and size needs it, then kept.
class ShippedModels {
 public:
  // nullptr with `why` set when the file cannot be read.
  std::shared_ptr<const LearnedModel> get(::cardroom::Game game, int players,
                                          std::string& why) const;

 private:
  mutable std::shared_ptr<const LearnedModel> models_[3][kMaxModelPlayers + 1];
};

// What a refusal of a shipped model adds: which table sizes the game's shipped models play, and
// how to give another (" (the shipped models of fifteen-thirty-five play 2 and 4 players; ...)").
std::string shipped_sizes_hint(::cardroom::Game game, const std::string& bot);

// The model a Five Three Five bot plays with: its own, or else the shipped one for the table's
// number of players. Shared by `learned` and `guided`.
class Five35ModelChoice {
 public:
  // `bot` is the bot's kind, for messages. Throws InputError when `model` is not a Five Three
  // Five one.
  Five35ModelChoice(std::string bot, std::shared_ptr<const LearnedModel> model);
  // The model for a table of `players`; nullptr with `why` set when the file is bad.
  std::shared_ptr<const LearnedModel> model_for(int players, std::string& why) const;
  // Why no model plays a table of `players`; empty when one does.
  std::string table_refusal(int players) const;

 private:
  std::string bot_;
  std::shared_ptr<const LearnedModel> model_;
  ShippedModels shipped_;
};

class LearnedFive35Bot final : public Five35Bot {
 public:
  // `model` null: the shipped model of each table's size. Throws InputError when the model is
  // not a Five Three Five one.
  LearnedFive35Bot(std::shared_ptr<const LearnedModel> model, double epsilon);
  five35::Move decide(const five35::View& view, Rng& rng) override;
  std::string table_refusal(int players) const override;

 private:
  Five35ModelChoice models_;
  double epsilon_;
  LearnedModel::Workspace work_;
  std::vector<float> state_, features_, q_;
};

// The model a vying bot plays with: its own, or else the shipped one of each table's game (a vying
// bot is made before it knows which of the two games it sits at, and a dealer's-choice table
// plays both). Shared by `learned` and `guided`.
class VyingModelChoice {
 public:
  // `bot` is the bot's kind, for messages. Throws InputError when `model` is a Five Three Five
  // one.
  VyingModelChoice(std::string bot, std::shared_ptr<const LearnedModel> model);
  // The model for a table of these rules and seats (the game's shipped one for that many
  // players); nullptr with `why` set when there is none or the file is bad.
  std::shared_ptr<const LearnedModel> model_for(const vying::Rules& rules, int seats,
                                                std::string& why) const;
  // Why the model cannot play at this table (another game, another number of players); empty
  // when it can.
  std::string table_refusal(const vying::Rules& rules, int seats) const;

 private:
  std::string bot_;
  std::shared_ptr<const LearnedModel> model_;
  ShippedModels shipped_;
};

class LearnedVyingBot final : public VyingBot {
 public:
  // `model` null: the shipped model of each hand's game (VyingModelChoice).
  LearnedVyingBot(std::shared_ptr<const LearnedModel> model, double epsilon);
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
  std::string table_refusal(const vying::Rules& rules, int seats) const override;

 private:
  VyingModelChoice models_;
  double epsilon_;
  LearnedModel::Workspace work_;
  std::vector<float> state_, features_, q_;
  std::vector<vying::Action> actions_;
};

// Why `model` cannot play at `table` ("five-three-five with 5 players"), naming what it was
// trained for.
std::string model_mismatch(const LearnedModel& model, const std::string& table);

// The vying game a rule set plays: the preset whose targets it has; nullopt for other targets.
std::optional<::cardroom::Game> vying_game_of(const vying::Rules& rules);

// The index of the largest q (the first of equals), or with chance `epsilon` a uniform one.
int learned_choice(const std::vector<float>& q, double epsilon, Rng& rng);

}  // namespace cardroom::bots
