#include "advice/advice_json.h"

#include <cmath>

namespace cardroom::advice {

namespace {

double rounded(double x, double scale) {
  const double r = std::round(x * scale) / scale;
  return r == 0 ? 0 : r;  // no "-0"
}
double probability(double p) { return rounded(p, 1000); }
double amount(double x) { return rounded(x, 100); }

io::Json interval(const Interval& ci) { return io::Json::array({amount(ci.lo), amount(ci.hi)}); }

}  // namespace

io::Json advice_json(const VyingAdvice& advice) {
  io::Json actions = io::Json::array();
  for (const auto& a : advice.actions) {
    actions.push_back({{"action", a.word}, {"ev", amount(a.ev)}, {"ci95", interval(a.ci95)}});
  }
  const ShowdownOdds& s = advice.showdown_now;
  return {{"seat", advice.seat},
          {"exact", advice.exact},
          {"samples", advice.samples},
          {"showdown_now",
           {{"low", probability(s.low)},
            {"high", probability(s.high)},
            {"scoop", probability(s.scoop)},
            {"share", probability(s.share)}}},
          {"actions", actions}};
}

io::Json advice_json(const Five35Advice& advice) {
  io::Json actions = io::Json::array();
  for (const auto& a : advice.actions) {
    actions.push_back(
        {{"action", a.word}, {"points", amount(a.points)}, {"ci95", interval(a.ci95)}});
  }
  return {{"seat", advice.seat},
          {"exact", advice.exact},
          {"samples", advice.samples},
          {"go_out_first", probability(advice.go_out_first)},
          {"actions", actions}};
}

}  // namespace cardroom::advice
