// --report FILE.html: one self-contained page (inline style and SVG, no script, nothing fetched)
// with the run's setup, a table per section and charts: per-seat and per-position bars with
// their 95% whiskers, a histogram per distribution. A comparison draws the rule sets side by
// side in every chart and adds the differences to the tables.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "sim/report.h"
#include "sim/svg.h"

namespace cardroom::sim {

namespace {

constexpr const char* kStyle = R"(
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #222;
       margin: 2em auto; max-width: 820px; padding: 0 1em; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; border-bottom: 1px solid #ccc; margin-top: 2em; }
h3 { font-size: 1em; margin: 1.4em 0 0.3em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { padding: 2px 10px; text-align: right; border-bottom: 1px solid #eee; }
th:first-child, td:first-child { text-align: left; }
td.num { font-variant-numeric: tabular-nums; }
.setup td { text-align: left; }
.note { color: #666; font-size: 0.9em; }
pre { background: #f6f6f6; padding: 0.6em; overflow-x: auto; font-size: 12px; }
svg.chart { max-width: 100%; height: auto; }
svg .grid { stroke: #e4e4e4; stroke-width: 1; }
svg .axis { stroke: #555; stroke-width: 1; }
svg .whisker { stroke: #222; stroke-width: 1.2; fill: none; }
svg .tick { font-size: 11px; fill: #444; }
svg .label { font-size: 12px; fill: #222; }
svg .legend { font-size: 12px; fill: #222; }
)";

std::string e(const std::string& text) { return escape_html(text); }

std::string interval_text(double mean, double half_width, Unit unit) {
  return format_value(mean - half_width, unit) + " to " + format_value(mean + half_width, unit);
}

void setup(const SimResult& r, std::ostream& out) {
  const SimConfig& c = r.config;
  out << "<table class=\"setup\">\n";
  out << "<tr><td>game</td><td>" << e(std::string(game_name(c.game))) << "</td></tr>\n";
  out << "<tr><td>" << e(game_noun(c.game)) << "</td><td>" << c.games << "</td></tr>\n";
  out << "<tr><td>players</td><td>" << c.players << "</td></tr>\n";
  std::string bots;
  for (std::size_t s = 0; s < c.bots.size(); ++s) {
    bots += (s ? ", " : "") + std::string("seat ") + std::to_string(s) + ": " + c.bots[s].text();
  }
  out << "<tr><td>bots</td><td>" << e(bots) << "</td></tr>\n";
  out << "<tr><td>seed</td><td>" << c.seed << "</td></tr>\n";
  if (c.game != Game::kFiveThreeFive) {
    out << "<tr><td>stacks</td><td>" << c.stack
        << " chips each; the dealer moves one seat each hand</td></tr>\n";
  }
  for (const auto& v : c.variants) {
    const auto changes = rule_changes(c.game, v.rules);
    std::string text;
    for (const auto& change : changes) text += (text.empty() ? "" : ", ") + change;
    out << "<tr><td>rules" << (c.variants.size() > 1 ? " " + e(v.name) : std::string())
        << "</td><td>"
        << (changes.empty() ? std::string("the preset") : "the preset with " + e(text))
        << "</td></tr>\n";
  }
  out << "</table>\n";
  for (const auto& v : c.variants) {
    out << "<details><summary>complete rule set"
        << (c.variants.size() > 1 ? " of " + e(v.name) : std::string()) << "</summary><pre>"
        << e(v.rules.dump(2)) << "</pre></details>\n";
  }
}

void metric_table(const SimResult& r, const std::string& section, std::ostream& out) {
  const Schema& schema = r.schema;
  const auto& variants = r.config.variants;
  const bool compare = variants.size() > 1;
  bool any = false;
  for (const auto& m : schema.metrics()) any = any || m.section == section;
  if (!any) return;
  out << "<table>\n<thead><tr><th>statistic</th>";
  if (!compare) {
    out << "<th>mean</th><th>95% interval</th>";
  } else {
    for (const auto& v : variants) out << "<th>" << e(v.name) << "</th>";
    for (std::size_t v = 1; v < variants.size(); ++v) {
      out << "<th>" << e(variants[v].name) << " \u2212 " << e(variants[0].name)
          << " (95% interval)</th>";
    }
  }
  out << "</tr></thead>\n<tbody>\n";
  for (std::size_t m = 0; m < schema.metrics().size(); ++m) {
    const MetricInfo& info = schema.metrics()[m];
    if (info.section != section) continue;
    out << "<tr><td>" << e(info.label) << "</td>";
    if (!compare) {
      const auto& s = r.stats[0].metric(int(m));
      out << "<td class=\"num\">" << e(format_value(s.mean(), info.unit))
          << "</td><td class=\"num\">" << e(interval_text(s.mean(), s.ci95_half_width(), info.unit))
          << "</td>";
    } else {
      for (std::size_t v = 0; v < variants.size(); ++v) {
        out << "<td class=\"num\">" << e(format_value(r.stats[v].metric(int(m)).mean(), info.unit))
            << "</td>";
      }
      for (std::size_t v = 1; v < variants.size(); ++v) {
        const Difference d =
            metric_difference(info, r.stats[0].metric(int(m)), r.stats[v].metric(int(m)),
                              &r.paired[v].metric(int(m)));
        out << "<td class=\"num\">" << e(format_difference(d.diff, info.unit)) << " ("
            << e(format_difference(d.diff - d.half_width, info.unit)) << " to "
            << e(format_difference(d.diff + d.half_width, info.unit)) << ")</td>";
      }
    }
    out << "</tr>\n";
  }
  out << "</tbody>\n</table>\n";
}

void metric_charts(const SimResult& r, const std::string& section, std::ostream& out) {
  const Schema& schema = r.schema;
  std::vector<std::string> charts;
  for (const auto& m : schema.metrics()) {
    if (m.section == section && !m.chart.empty() &&
        std::find(charts.begin(), charts.end(), m.chart) == charts.end()) {
      charts.push_back(m.chart);
    }
  }
  for (const auto& title : charts) {
    BarChart chart;
    std::vector<int> members;
    for (std::size_t m = 0; m < schema.metrics().size(); ++m) {
      if (schema.metrics()[m].section == section && schema.metrics()[m].chart == title) {
        members.push_back(int(m));
        chart.groups.push_back(schema.metrics()[m].bar);
        chart.unit = schema.metrics()[m].unit;
      }
    }
    for (std::size_t v = 0; v < r.stats.size(); ++v) {
      BarSeries series;
      series.name = r.config.variants[v].name;
      for (int m : members) {
        series.values.push_back(r.stats[v].metric(m).mean());
        series.half_widths.push_back(r.stats[v].metric(m).ci95_half_width());
      }
      chart.series.push_back(std::move(series));
    }
    chart.y_label = unit_name(chart.unit);
    if (members.size() < 2) continue;  // one bar says no more than the table
    out << "<h3>" << e(title) << "</h3>\n"
        << svg_bar_chart(chart) << "<p class=\"note\">Whiskers: 95% interval of the mean.</p>\n";
  }
}

void distribution_chart(const SimResult& r, int d, std::ostream& out) {
  const DistInfo& info = r.schema.dists()[std::size_t(d)];
  BarChart chart;
  chart.unit = Unit::kShare;
  chart.y_label = "share";
  std::string note;
  if (info.categorical()) {
    chart.groups = info.categories;
  } else {
    // Only the bins from the first to the last that any rule set filled.
    const stats::Histogram& base = r.stats[0].dist(d);
    int first = base.bins(), last = -1;
    for (const auto& stats : r.stats) {
      const stats::Histogram& h = stats.dist(d);
      for (int b = 0; b < h.bins(); ++b) {
        if (h.count(b) == 0) continue;
        first = std::min(first, b);
        last = std::max(last, b);
      }
    }
    if (last < 0) {
      out << "<h3>" << e(info.label) << "</h3>\n<p class=\"note\">No samples.</p>\n";
      return;
    }
    const double scale = display_scale(info.unit);
    for (int b = first; b <= last; ++b) {
      const double value = double(base.lo() + b * base.width()) * scale;
      char buffer[32];
      std::snprintf(buffer, sizeof buffer, value == double(std::int64_t(value)) ? "%.0f" : "%.1f",
                    value);
      chart.groups.push_back(buffer);
    }
    if (base.width() > 1) {
      char width[32];
      std::snprintf(width, sizeof width, "%g", double(base.width()) * scale);
      chart.x_label = info.label + " (bins of " + width + ")";
    } else {
      chart.x_label = info.label;
    }
    for (std::size_t v = 0; v < r.stats.size(); ++v) {
      const stats::Histogram& h = r.stats[v].dist(d);
      BarSeries series;
      series.name = r.config.variants[v].name;
      for (int b = first; b <= last; ++b) {
        series.values.push_back(h.total() ? double(h.count(b)) / double(h.total()) : 0.0);
      }
      chart.series.push_back(std::move(series));
      if (h.under() || h.over()) {
        note += (note.empty() ? "" : "; ") +
                std::string(r.stats.size() > 1 ? r.config.variants[v].name + ": " : "") +
                std::to_string(h.under()) + " below and " + std::to_string(h.over()) +
                " above the chart";
      }
    }
    out << "<h3>" << e(info.label) << "</h3>\n" << svg_bar_chart(chart);
    out << "<p class=\"note\">Per " << e(info.sample) << ". Mean";
    for (std::size_t v = 0; v < r.stats.size(); ++v) {
      const auto& m = r.stats[v].dist(d).moments();
      out << (v ? ", " : " ")
          << (r.stats.size() > 1 ? e(r.config.variants[v].name) + " " : std::string())
          << e(format_value(m.mean(), info.unit)) << " (sd "
          << e(format_value(m.stddev(), info.unit)) << ", n = " << m.count() << ")";
    }
    out << "." << (note.empty() ? std::string() : " " + e(note) + ".") << "</p>\n";
    return;
  }
  for (std::size_t v = 0; v < r.stats.size(); ++v) {
    const stats::Histogram& h = r.stats[v].dist(d);
    BarSeries series;
    series.name = r.config.variants[v].name;
    for (int b = 0; b < h.bins(); ++b) {
      const double n = double(h.total());
      const double p = n > 0 ? double(h.count(b)) / n : 0.0;
      series.values.push_back(p);
      // The binomial interval, taking the samples as independent.
      series.half_widths.push_back(n > 0 ? 1.959963984540054 * std::sqrt(p * (1 - p) / n) : 0.0);
    }
    chart.series.push_back(std::move(series));
  }
  out << "<h3>" << e(info.label) << "</h3>\n" << svg_bar_chart(chart);
  out << "<p class=\"note\">Whiskers: 95% interval of each share. Per " << e(info.sample) << ", n =";
  for (std::size_t v = 0; v < r.stats.size(); ++v) {
    out << (v ? ", " : " ")
        << (r.stats.size() > 1 ? e(r.config.variants[v].name) + " " : std::string())
        << r.stats[v].dist(d).total();
  }
  out << ".</p>\n";
}

// A comparison's differences for one distribution: its mean, or each category's share.
void distribution_differences(const SimResult& r, int d, std::ostream& out) {
  const DistInfo& info = r.schema.dists()[std::size_t(d)];
  const auto& variants = r.config.variants;
  out << "<table>\n<thead><tr><th>" << (info.categorical() ? "share" : "mean") << "</th>";
  for (const auto& v : variants) out << "<th>" << e(v.name) << "</th>";
  for (std::size_t v = 1; v < variants.size(); ++v) {
    out << "<th>" << e(variants[v].name) << " \u2212 " << e(variants[0].name)
        << " (95% interval)</th>";
  }
  out << "</tr></thead>\n<tbody>\n";
  const int rows = info.categorical() ? info.bins : 1;
  const Unit unit = info.categorical() ? Unit::kShare : info.unit;
  for (int b = 0; b < rows; ++b) {
    out << "<tr><td>"
        << e(info.categorical() ? info.categories[std::size_t(b)] : "per " + info.sample)
        << "</td>";
    for (std::size_t v = 0; v < variants.size(); ++v) {
      const stats::Histogram& h = r.stats[v].dist(d);
      const double value = info.categorical()
                               ? (h.total() ? double(h.count(b)) / double(h.total()) : 0.0)
                               : h.moments().mean();
      out << "<td class=\"num\">" << e(format_value(value, unit)) << "</td>";
    }
    for (std::size_t v = 1; v < variants.size(); ++v) {
      const Difference diff = r.paired[v].dist(d, b).difference();
      out << "<td class=\"num\">" << e(format_difference(diff.diff, unit)) << " ("
          << e(format_difference(diff.diff - diff.half_width, unit)) << " to "
          << e(format_difference(diff.diff + diff.half_width, unit)) << ")</td>";
    }
    out << "</tr>\n";
  }
  out << "</tbody>\n</table>\n";
}

}  // namespace

void write_html_report(const SimResult& r, std::ostream& out) {
  const SimConfig& c = r.config;
  const std::string title =
      "cardroom simulate: " + std::string(game_name(c.game)) +
      (c.variants.size() > 1 ? ", " + std::to_string(c.variants.size()) + " rule sets compared"
                             : "");
  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
      << "<title>" << e(title) << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n";
  out << "<h1>" << e(title) << "</h1>\n";
  out << "<p class=\"note\">" << c.games << " " << e(game_noun(c.game)) << " with seed " << c.seed
      << ". Every figure is the mean over " << e(game_noun(c.game))
      << " with its 95% interval (normal approximation)"
      << (c.variants.size() > 1
              ? "; differences are against " + e(c.variants[0].name) + ", paired " +
                    e(game_noun(c.game)) + " by " + e(game_noun(c.game)) +
                    " on the same deals where every game defines the statistic"
              : std::string())
      << ".</p>\n";
  setup(r, out);
  for (const auto& section : report_sections(r.schema)) {
    out << "<h2>" << e(section) << "</h2>\n";
    metric_table(r, section, out);
    metric_charts(r, section, out);
    for (std::size_t d = 0; d < r.schema.dists().size(); ++d) {
      if (r.schema.dists()[d].section != section) continue;
      distribution_chart(r, int(d), out);
      if (r.stats.size() > 1 &&
          r.stats[0].dist(int(d)).total() + r.stats[1].dist(int(d)).total() > 0) {
        distribution_differences(r, int(d), out);
      }
    }
  }
  out << "<p class=\"note\">Made by cardroom simulate.</p>\n</body>\n</html>\n";
}

}  // namespace cardroom::sim
