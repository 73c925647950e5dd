// --json: every statistic with its key, for programs. Values are in the units people read
// (shares as fractions 0..1, points as points, half-points halved); keys sort alphabetically,
// as everywhere in the command-line contract.
#include "sim/report.h"

namespace cardroom::sim {

namespace {

using io::Json;

Json interval(double mean, double half_width) {
  return Json::array({mean - half_width, mean + half_width});
}

Json moments(const stats::RunningStat& s, double scale) {
  return Json{{"n", s.count()},
              {"mean", s.mean() * scale},
              {"sd", s.stddev() * scale},
              {"ci95", interval(s.mean() * scale, s.ci95_half_width() * scale)}};
}

Json difference_json(const Difference& d, double scale, const std::string& variant,
                     const std::string& baseline) {
  return Json{{"variant", variant},
              {"baseline", baseline},
              {"diff", d.diff * scale},
              {"ci95", interval(d.diff * scale, d.half_width * scale)},
              {"paired", d.paired}};
}

Json distribution_values(const DistInfo& info, const stats::Histogram& h) {
  const double scale = display_scale(info.unit);
  Json out = moments(h.moments(), scale);
  if (info.categorical()) {
    Json counts = Json::object(), shares = Json::object();
    for (int b = 0; b < h.bins(); ++b) {
      const std::string& name = info.categories[std::size_t(b)];
      counts[name] = h.count(b);
      shares[name] =
          h.total() > 0 ? static_cast<double>(h.count(b)) / static_cast<double>(h.total()) : 0.0;
    }
    out["counts"] = counts;
    out["shares"] = shares;
    out.erase("mean");
    out.erase("sd");
    out.erase("ci95");
    return out;
  }
  Json bins = Json::array();
  for (int b = 0; b < h.bins(); ++b) {
    if (h.count(b) == 0) continue;
    bins.push_back(Json::array({static_cast<double>(h.lo() + b * h.width()) * scale, h.count(b)}));
  }
  out["bins"] = bins;
  out["bin_width"] = static_cast<double>(h.width()) * scale;
  out["below"] = h.under();
  out["above"] = h.over();
  out["median"] = static_cast<double>(h.quantile(0.5)) * scale;
  return out;
}

}  // namespace

Json result_json(const SimResult& result) {
  const SimConfig& config = result.config;
  const Schema& schema = result.schema;
  const bool compare = result.stats.size() > 1;
  Json out;
  out["game"] = std::string(game_name(config.game));
  out["players"] = config.players;
  out["games"] = config.games;
  out["seed"] = config.seed;
  Json bots = Json::array();
  for (const auto& spec : config.bots) bots.push_back(spec.text());
  out["bots"] = bots;
  if (config.game != Game::kFiveThreeFive) out["stack"] = config.stack;
  Json variants = Json::array();
  for (const auto& variant : config.variants) {
    Json changes = Json::array();
    for (const auto& change : rule_changes(config.game, variant.rules)) changes.push_back(change);
    variants.push_back(
        Json{{"name", variant.name}, {"rules", variant.rules}, {"changes", changes}});
  }
  out["variants"] = variants;

  Json metrics = Json::object();
  for (std::size_t m = 0; m < schema.metrics().size(); ++m) {
    const MetricInfo& info = schema.metrics()[m];
    const double scale = display_scale(info.unit);
    Json entry{{"label", info.label}, {"section", info.section}, {"unit", unit_name(info.unit)}};
    if (!compare) {
      entry.update(moments(result.stats[0].metric(int(m)), scale));
    } else {
      Json per_variant = Json::array(), diffs = Json::array();
      for (std::size_t v = 0; v < result.stats.size(); ++v) {
        Json values = moments(result.stats[v].metric(int(m)), scale);
        values["variant"] = config.variants[v].name;
        per_variant.push_back(values);
        if (v == 0) continue;
        const Difference d =
            metric_difference(info, result.stats[0].metric(int(m)), result.stats[v].metric(int(m)),
                              &result.paired[v].metric(int(m)));
        diffs.push_back(
            difference_json(d, scale, config.variants[v].name, config.variants[0].name));
      }
      entry["variants"] = per_variant;
      entry["differences"] = diffs;
    }
    metrics[info.key] = entry;
  }
  out["metrics"] = metrics;

  Json dists = Json::object();
  for (std::size_t d = 0; d < schema.dists().size(); ++d) {
    const DistInfo& info = schema.dists()[d];
    const double scale = display_scale(info.unit);
    Json entry{{"label", info.label},
               {"section", info.section},
               {"sample", info.sample},
               {"unit", unit_name(info.unit)}};
    if (!compare) {
      entry.update(distribution_values(info, result.stats[0].dist(int(d))));
    } else {
      Json per_variant = Json::array(), diffs = Json::array();
      for (std::size_t v = 0; v < result.stats.size(); ++v) {
        const stats::Histogram& h = result.stats[v].dist(int(d));
        Json values = distribution_values(info, h);
        values["variant"] = config.variants[v].name;
        per_variant.push_back(values);
        if (v == 0) continue;
        if (info.categorical()) {
          Json shares = Json::object();
          for (int b = 0; b < h.bins(); ++b) {
            const Difference diff = result.paired[v].dist(int(d), b).difference();
            shares[info.categories[std::size_t(b)]] =
                difference_json(diff, 1.0, config.variants[v].name, config.variants[0].name);
          }
          diffs.push_back(Json{{"variant", config.variants[v].name},
                               {"baseline", config.variants[0].name},
                               {"shares", shares}});
        } else {
          diffs.push_back(difference_json(result.paired[v].dist(int(d)).difference(), scale,
                                          config.variants[v].name, config.variants[0].name));
        }
      }
      entry["variants"] = per_variant;
      entry["differences"] = diffs;
    }
    dists[info.key] = entry;
  }
  out["distributions"] = dists;
  return out;
}

}  // namespace cardroom::sim
