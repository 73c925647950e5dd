// The Five Three Five advisor: each legal move of the seat to act played out on the same deals of
// the other hands by the policy bot, and the chance of going out first playing as it would.
#include <algorithm>
#include <atomic>
#include <optional>

#include "advice/advice.h"
#include "advice/estimate.h"
#include "advice/parallel_deals.h"
#include "advice/policy.h"
#include "advice/unseen_deals.h"
#include "five35/action_words.h"
#include "five35/round.h"

namespace cardroom::advice {

using namespace cardroom::five35;

namespace {

struct Worker {
  std::unique_ptr<bots::Five35Bot> bot;
  MoveList moves;
};

struct DealResult {
  double out_first = 0;        // 1 when the seat goes out first, playing as the policy would
  std::vector<double> points;  // per legal move: the seat's penalty points at the round's end
  bool exact = true;           // no random choice in any playout
};

class Five35Advisor {
 public:
  Five35Advisor(const View& view, const AdviceOptions& options) : view_(view), options_(options) {
    MoveList legal;
    view.legal_moves(legal);
    moves_.assign(legal.begin(), legal.end());
  }

  Five35Advice run() {
    Five35Advice advice;
    advice.seat = view_.seat();
    std::optional<std::vector<Five35Deal>> deals;
    if (options_.allow_exact) deals = five35_deals(view_, kMaxExactDeals);
    if (deals) {
      std::vector<DealResult> results(deals->size());
      Worker probe = make_worker();
      results[0] = evaluate(probe, 0, &(*deals)[0], true);
      bool chance = !results[0].exact;
      if (!chance) {
        std::atomic<bool> seen{false};
        for_each_deal(
            1, int(deals->size()), options_.threads, [&] { return make_worker(); },
            [&](Worker& w, int k) {
              results[std::size_t(k)] = evaluate(w, k, &(*deals)[std::size_t(k)], true);
              if (!results[std::size_t(k)].exact) seen = true;
            },
            &seen);
        chance = seen;
      }
      if (!chance) {
        std::vector<double> weights;
        for (const auto& d : *deals) weights.push_back(d.weight);
        summarise(results, weights, advice, results.size());
        advice.exact = true;
        advice.samples = int(deals->size());
        advice.playouts = moves_.empty() ? 0 : advice.samples;
        return advice;
      }
    }
    // Every deal plays on as the policy would (the chance of going out first); the first
    // `playouts` also play every move out.
    const int playouts = std::min(
        options_.playouts > 0 ? options_.playouts : kDefaultFive35Playouts, options_.samples);
    std::vector<DealResult> results(std::size_t(options_.samples));
    for_each_deal(
        0, options_.samples, options_.threads, [&] { return make_worker(); },
        [&](Worker& w, int k) { results[std::size_t(k)] = evaluate(w, k, nullptr, k < playouts); });
    summarise(results, {}, advice, std::size_t(playouts));
    advice.samples = options_.samples;
    advice.playouts = moves_.empty() ? 0 : playouts;
    return advice;
  }

 private:
  Worker make_worker() const { return Worker{five35_policy(options_), {}}; }

  // Deal k: enumerated (`deal`) or sampled from (seed, k); every legal move played out on it with
  // the same policy randomness, and the policy's own choice for the chance of going out first.
  // `all_moves` false: only the policy's own move, for the chance of going out first.
  DealResult evaluate(Worker& w, int k, const Five35Deal* deal, bool all_moves) {
    Rng rng = Rng::stream(options_.seed, std::uint64_t(k));
    const Round dealt = deal ? round_with_hands(view_, deal->hands) : sample_round(view_, rng);
    const std::uint64_t policy_seed = rng.next();
    const int me = view_.seat();
    DealResult r;
    Rng policy(policy_seed);
    const Rng untouched = policy;
    if (moves_.empty()) {
      Round round = dealt;
      play_out(round, w, policy);
      r.out_first = round.went_out() == me ? 1 : 0;
      r.exact = policy == untouched;
      return r;
    }
    // The policy's own move here decides the chance of going out first.
    const Move chosen = w.bot->decide(view_, policy);
    r.exact = policy == untouched;
    const std::uint64_t playout_seed = policy.next();
    for (const Move& m : moves_) {
      if (!all_moves && !(m == chosen)) continue;
      Round round = dealt;
      round.apply_unchecked(m);
      Rng playout(playout_seed);
      const Rng before = playout;
      play_out(round, w, playout);
      if (all_moves) r.points.push_back(double(round.round_points(me)));
      if (m == chosen) r.out_first = round.went_out() == me ? 1 : 0;
      if (!(playout == before)) r.exact = false;
    }
    return r;
  }

  static void play_out(Round& round, Worker& w, Rng& rng) {
    while (!round.finished()) {
      const int seat = round.to_act();
      Move m = w.bot->decide(View(round, seat), rng);
      if (round.check(seat, m) != Refusal::kNone) {
        round.legal_moves(w.moves);  // a bot's slip must not stop the play
        m = w.moves[0];
      }
      round.apply_unchecked(m);
    }
  }

  // The chance of going out first over every deal; the moves' points over the first `playouts`.
  void summarise(const std::vector<DealResult>& results, const std::vector<double>& weights,
                 Five35Advice& advice, std::size_t playouts) const {
    std::vector<double> v;
    for (const auto& r : results) v.push_back(r.out_first);
    advice.go_out_first = estimate(v, weights).mean;
    for (std::size_t m = 0; m < moves_.size(); ++m) {
      v.clear();
      for (std::size_t k = 0; k < playouts; ++k) v.push_back(results[k].points[m]);
      const Estimate e = estimate(v, weights);
      advice.actions.push_back({moves_[m], to_words(moves_[m]), e.mean, e.ci95});
    }
    std::stable_sort(
        advice.actions.begin(), advice.actions.end(),
        [](const Five35MoveValue& a, const Five35MoveValue& b) { return a.points < b.points; });
  }

  const View& view_;
  const AdviceOptions& options_;
  std::vector<Move> moves_;
};

}  // namespace

Five35Advice advise(const View& view, const AdviceOptions& options) {
  check_options(options);
  five35_policy(options);  // a bad policy is refused before any thread starts
  return Five35Advisor(view, options).run();
}

}  // namespace cardroom::advice
