#pragma once
// A mean over deals with its 95% interval: sampled deals give the normal interval of the mean,
// enumerated ones (weighted by how many deals of the cards each stands for) an exact mean.
// Values are added in deal order, so the sums do not depend on which thread computed what.
#include <cmath>
#include <cstddef>
#include <vector>

#include "advice/advice.h"

namespace cardroom::advice {

struct Estimate {
  double mean = 0;
  Interval ci95;
};

// `values[k]` for deal k; `weights` empty when the deals were sampled (each counts once, and the
// interval is mean ± 1.96 standard errors), else the enumerated deals' weights (exact: the
// interval is the mean).
inline Estimate estimate(const std::vector<double>& values, const std::vector<double>& weights) {
  Estimate e;
  const std::size_t n = values.size();
  if (n == 0) return e;
  if (!weights.empty()) {
    double total = 0, sum = 0;
    for (std::size_t k = 0; k < n; ++k) {
      total += weights[k];
      sum += weights[k] * values[k];
    }
    e.mean = total > 0 ? sum / total : 0;
    e.ci95 = {e.mean, e.mean};
    return e;
  }
  double sum = 0;
  for (double v : values) sum += v;
  e.mean = sum / double(n);
  double squares = 0;
  for (double v : values) squares += (v - e.mean) * (v - e.mean);
  const double sd = n > 1 ? std::sqrt(squares / double(n - 1)) : 0;
  const double half = 1.96 * sd / std::sqrt(double(n));
  e.ci95 = {e.mean - half, e.mean + half};
  return e;
}

}  // namespace cardroom::advice
