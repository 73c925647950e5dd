#pragma once
// `guided`: ISMCTS whose tree is steered by the learned network (bots/guided_search.h). At each
// node of the search the seat to act is asked, from its own view of that deal, what the
// network thinks of its candidate actions; the prior is softmax(Q / t) over them. The search
// then spends its iterations where the network and the playouts agree there is something to
// find, and plays the most visited action. Deterministic for a seed; the budget is a count of
// iterations (`ms` adds a clock only when asked). The models are the `learned` bot's
// (models/, one per game and table size), and so are the tables it refuses.
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/five35_game.h"
#include "bots/guided_search.h"
#include "bots/learned_bot.h"
#include "bots/learned_model.h"
#include "bots/vying_game.h"

namespace cardroom::bots {

// The defaults of `guided` (docs/bots.md, "guided", says how they were chosen).
struct GuidedParams {
  SearchBudget budget;
  double exploration = 0;  // c of PUCT (vying: in units of the pot, as for ismcts)
  double temperature = 0;  // t of the prior, in the units of the network's Q
  // The network's value at the search's leaves (heads-up vying only): its Q's units per chip
  // (the reward scale it was trained at; 0: playouts alone), and the value's weight against a
  // playout's (bots/guided_search.h).
  double leaf_scale = 0;
  double leaf_weight = 1;
};
inline constexpr GuidedParams kGuidedVying{{500, 0}, 1.5, 0.1};
inline constexpr GuidedParams kGuidedFive35{{2000, 0}, 1.5, 0.1};

// The parameters iterations, ms, c and t of a `guided` spec, each defaulting to `defaults`.
GuidedParams read_guided(BotParams& params, const GuidedParams& defaults);
// The vying bot's leaf and mix parameters added to `p`.
GuidedParams read_guided_leaf(BotParams& params, GuidedParams p);

// softmax(q / temperature), written into `p` (the largest q gets the largest share; a
// temperature of 0 puts everything on the first largest).
void softmax_prior(std::span<const float> q, double temperature, std::span<double> p);

class GuidedVyingBot final : public VyingBot {
 public:
  // `model` null: the shipped model of each hand's game.
  GuidedVyingBot(std::shared_ptr<const LearnedModel> model, const GuidedParams& params);
  vying::Action decide(const vying::SeatView& view, Rng& rng) override;
  std::string table_refusal(const vying::Rules& rules, int seats) const override;
  int last_iterations() const { return search_.iterations(); }
  // The root's actions after the last decide(), with their visits and mean results: the
  // search's own policy and values, which expert iteration teaches the network
  // (python/cardroom/training/expert.py).
  auto root_children() const { return search_.root_children(); }

 private:
  void prior(const vying::Hand& hand, const GuidedIsmcts<VyingGame>::Actions& actions, int n,
             GuidedIsmcts<VyingGame>::Priors& p);
  // The network's Q of each candidate of the seat to act in `hand`, into q_.
  void score(const vying::Hand& hand);
  bool leaf_value(const vying::Hand& hand, std::array<double, VyingGame::kMaxSeats>& rewards);

  VyingModelChoice models_;
  GuidedParams params_;
  GuidedIsmcts<VyingGame> search_;
  const LearnedModel* model_ = nullptr;  // the model of the hand being decided
  LearnedModel::Workspace work_;
  std::vector<float> state_, features_, q_;
  std::vector<vying::Action> candidates_;
};

class GuidedFive35Bot final : public Five35Bot {
 public:
  // `model` null: the shipped model of each table's size. Throws InputError when the model is
  // not a Five Three Five one.
  GuidedFive35Bot(std::shared_ptr<const LearnedModel> model, const GuidedParams& params);
  five35::Move decide(const five35::View& view, Rng& rng) override;
  std::string table_refusal(int players) const override;
  int last_iterations() const { return search_.iterations(); }
  auto root_children() const { return search_.root_children(); }

 private:
  void prior(const five35::Round& round, const GuidedIsmcts<Five35Game>::Actions& actions, int n,
             GuidedIsmcts<Five35Game>::Priors& p);

  Five35ModelChoice models_;
  GuidedParams params_;
  GuidedIsmcts<Five35Game> search_;
  const LearnedModel* model_ = nullptr;  // the model of the round being decided
  LearnedModel::Workspace work_;
  std::vector<float> state_, features_, q_;
  five35::MoveList candidates_;
};

}  // namespace cardroom::bots
