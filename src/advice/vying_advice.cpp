// The vying advisor: showdown odds over the deals of the unseen cards, and each legal action of
// the seat to act played out on the same deals by the policy bot.
#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>

#include "advice/advice.h"
#include "advice/estimate.h"
#include "advice/parallel_deals.h"
#include "advice/policy.h"
#include "advice/showdown_now.h"
#include "advice/unseen_deals.h"
#include "bots/bot.h"

namespace cardroom::advice {

using namespace cardroom::vying;

namespace {

// The actions worth telling apart: every legal word, a bet or raise at its least, its most and
// the middle of its range, an exposure of each face-down card.
// `stock_empty`: a short record deck has no card left (a full deck is remade before it runs out),
// so a take is refused as the record's `deck exhausted`.
std::vector<Action> candidates(const LegalActions& legal, bool stock_empty = false) {
  std::vector<Action> out;
  if (legal.empty()) return out;
  if (legal.check) out.push_back(Action::check());
  if (legal.call) out.push_back(Action::call());
  if (legal.bet || legal.raise) {
    auto wager = [&](std::int64_t n) { return legal.bet ? Action::bet(n) : Action::raise(n); };
    out.push_back(wager(legal.lo));
    const std::int64_t middle = (legal.lo + legal.hi) / 2;
    if (middle != legal.lo && middle != legal.hi) out.push_back(wager(middle));
    if (legal.hi != legal.lo) out.push_back(wager(legal.hi));
  }
  if (legal.all_in) out.push_back(Action::all_in());
  if (legal.fold) out.push_back(Action::fold());
  if (legal.take && !stock_empty) out.push_back(Action::take());
  if (legal.stand) out.push_back(Action::stand());
  for (int c = 0; c < Card::kCount; ++c) {
    if (legal.exposable >> c & 1) out.push_back(Action::expose(Card::from_index(c)));
  }
  if (legal.declare) {
    for (auto d : {Declaration::kLow, Declaration::kHigh, Declaration::kBoth}) {
      out.push_back(Action::declare(d));
    }
  }
  return out;
}

int cards_held(const Hand& hand) {
  int n = 0;
  for (int i = 0; i < hand.seats(); ++i) n += hand.seat(i).count;
  return n;
}

struct Worker {
  std::unique_ptr<bots::VyingBot> bot;
};

// One deal, every candidate tried on it.
struct DealResult {
  ShowdownOdds odds;
  std::vector<double> values;  // per candidate
  bool exact = true;           // no random choice and no card dealt in any playout
};

class VyingAdvisor {
 public:
  VyingAdvisor(const SeatView& view, const AdviceOptions& options)
      : view_(view),
        options_(options),
        showdown_(view),
        actions_(candidates(view.legal(), view.phase() == Phase::kOffer && view.stock_left() == 0)),
        put_in_now_(view.seat_state(view.seat()).put_in) {}

  VyingAdvice run() {
    VyingAdvice advice;
    advice.seat = view_.seat();
    std::optional<VyingDeals> deals;
    // Hidden simultaneous declarations are dealt at random with the cards: no exact advice then.
    const bool hidden_declarations = view_.phase() == Phase::kDeclare &&
                                     view_.rules().showdown == ShowdownRule::kDeclareSimultaneous;
    if (options_.allow_exact && !hidden_declarations) deals = vying_deals(view_, kMaxExactDeals);

    std::vector<DealResult> results;
    bool exact_actions = false;
    if (deals) {
      results.resize(std::size_t(deals->count()));
      // The first deal on its own: if it already needs chance, enumerating the rest is wasted.
      Worker probe = make_worker();
      results[0] = evaluate(probe, 0, &*deals, !actions_.empty());
      if (results[0].exact) {
        std::atomic<bool> chance{false};
        for_each_deal(
            1, deals->count(), options_.threads, [&] { return make_worker(); },
            [&](Worker& w, int k) {
              results[std::size_t(k)] = evaluate(w, k, &*deals, !actions_.empty());
              if (!results[std::size_t(k)].exact) chance = true;
            },
            &chance);
        exact_actions = !chance;
      }
      if (!exact_actions) {
        // The showdown odds are exact all the same: enumerate them alone.
        for_each_deal(
            0, deals->count(), options_.threads, [&] { return make_worker(); },
            [&](Worker& w, int k) { results[std::size_t(k)] = evaluate(w, k, &*deals, false); });
      }
      summarise_showdown(results, advice, true);
      advice.exact = exact_actions || actions_.empty();
      advice.samples = deals->count();
      if (exact_actions) summarise_actions(results, advice, true);
    }
    if (advice.exact) {
      advice.playouts = actions_.empty() ? 0 : advice.samples;
    } else {
      // Every deal judges the showdown; the first `playouts` also value every action.
      const int shared = kDefaultVyingPlayoutBudget / std::max(1, int(actions_.size()));
      const int playouts =
          std::min(options_.playouts > 0 ? options_.playouts : shared, options_.samples);
      std::vector<DealResult> sampled(std::size_t(options_.samples));
      for_each_deal(
          0, options_.samples, options_.threads, [&] { return make_worker(); },
          [&](Worker& w, int k) {
            sampled[std::size_t(k)] = evaluate(w, k, nullptr, k < playouts);
          });
      if (!deals) summarise_showdown(sampled, advice, false);
      sampled.resize(std::size_t(playouts));
      summarise_actions(sampled, advice, false);
      advice.samples = options_.samples;
      advice.playouts = actions_.empty() ? 0 : playouts;
    }
    // Best first; equal values keep the order of the legal words.
    std::stable_sort(
        advice.actions.begin(), advice.actions.end(),
        [](const VyingActionValue& a, const VyingActionValue& b) { return a.ev > b.ev; });
    return advice;
  }

 private:
  Worker make_worker() const { return Worker{vying_policy(options_)}; }

  // Deal k: enumerated (`deals`) or sampled from (seed, k); then, if `play`, every candidate
  // played out on it with the same policy randomness.
  DealResult evaluate(Worker& w, int k, const VyingDeals* deals, bool play) const {
    Rng rng = Rng::stream(options_.seed, std::uint64_t(k));
    const Hand dealt =
        deals ? view_.sample_with(
                    std::span<const Card>(
                        deals->cards.data() + std::size_t(k) * std::size_t(deals->per_deal),
                        std::size_t(deals->per_deal)),
                    rng)
              : view_.sample(rng);
    DealResult r;
    r.odds = showdown_.judge(dealt);
    if (!play) return r;
    const std::uint64_t policy_seed = rng.next();
    const int held = cards_held(dealt);
    r.values.reserve(actions_.size());
    for (const Action& a : actions_) {
      Hand h = dealt;
      h.apply_unchecked(a);
      Rng policy(policy_seed);
      const Rng untouched = policy;
      play_out(h, *w.bot, policy);
      const SeatState& me = h.seat(view_.seat());
      // Chips at the end relative to now: what comes back less what goes in from here on.
      r.values.push_back(double(h.payout(view_.seat()) - (me.put_in - put_in_now_)));
      if (!(policy == untouched) || cards_held(h) != held) r.exact = false;
    }
    return r;
  }

  static void play_out(Hand& h, bots::VyingBot& bot, Rng& rng) {
    while (!h.finished()) {
      const int seat = h.to_act();
      Action a = bot.decide(SeatView(h, seat), rng);
      const LegalActions legal = h.legal();
      if (a.kind == ActionKind::kTake && h.take_would_exhaust()) a = Action::stand();
      if (!legal.allows(a)) a = candidates(legal).front();  // a bot's slip must not stop the play
      h.apply_unchecked(a);
    }
  }

  void summarise_showdown(const std::vector<DealResult>& results, VyingAdvice& advice,
                          bool exact) const {
    const std::vector<double> weights(exact ? results.size() : 0, 1.0);
    auto mean_of = [&](double ShowdownOdds::*field) {
      std::vector<double> v;
      v.reserve(results.size());
      for (const auto& r : results) v.push_back(r.odds.*field);
      return estimate(v, weights).mean;
    };
    advice.showdown_now = {mean_of(&ShowdownOdds::low), mean_of(&ShowdownOdds::high),
                           mean_of(&ShowdownOdds::scoop), mean_of(&ShowdownOdds::share)};
  }

  void summarise_actions(const std::vector<DealResult>& results, VyingAdvice& advice,
                         bool exact) const {
    const std::vector<double> weights(exact ? results.size() : 0, 1.0);
    advice.actions.clear();
    for (std::size_t a = 0; a < actions_.size(); ++a) {
      std::vector<double> v;
      v.reserve(results.size());
      for (const auto& r : results) v.push_back(r.values[a]);
      const Estimate e = estimate(v, weights);
      advice.actions.push_back({actions_[a], to_string(actions_[a]), e.mean, e.ci95});
    }
  }

  const SeatView& view_;
  const AdviceOptions& options_;
  ShowdownNow showdown_;
  std::vector<Action> actions_;
  std::int64_t put_in_now_;
};

}  // namespace

VyingAdvice advise(const SeatView& view, const AdviceOptions& options) {
  check_options(options);
  vying_policy(options);  // a bad policy is refused before any thread starts
  return VyingAdvisor(view, options).run();
}

}  // namespace cardroom::advice
