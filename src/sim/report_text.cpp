// The readable summary: one line per statistic, grouped by section; a comparison puts the rule
// sets side by side with each difference from the first and its 95% interval.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "sim/report.h"

namespace cardroom::sim {

namespace {

constexpr std::size_t kMaxLabel = 62;
constexpr std::size_t kValueWidth = 11;

std::string pad(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string pad_left(std::string text, std::size_t width) {
  if (text.size() < width) text.insert(0, width - text.size(), ' ');
  return text;
}

std::string fit(const std::string& label) {
  return label.size() <= kMaxLabel ? label : label.substr(0, kMaxLabel - 3) + "...";
}

std::string with_interval(const Difference& d, Unit unit) {
  return format_difference(d.diff, unit) + " (" + format_difference(d.diff - d.half_width, unit) +
         " to " + format_difference(d.diff + d.half_width, unit) + ")";
}

// A bin edge: whole numbers bare, halves with their .5.
std::string plain(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, value == std::floor(value) ? "%.0f" : "%.1f", value);
  return buffer;
}

std::string plus_minus(double half_width, Unit unit) {
  std::string text = format_value(half_width, unit);
  return "±" + text;
}

std::string seats_text(const SimConfig& config) {
  const std::vector<bots::BotSpec>& bots = config.bots;
  bool same = std::all_of(bots.begin(), bots.end(),
                          [&](const bots::BotSpec& b) { return b.text() == bots.front().text(); });
  if (same) return "all " + bots.front().text();
  std::string text;
  for (std::size_t s = 0; s < bots.size(); ++s) {
    text += (s ? ", " : "") + std::to_string(s) + ": " + bots[s].text();
  }
  return text;
}

void header(const SimResult& r, std::ostream& out) {
  const SimConfig& c = r.config;
  out << game_name(c.game) << ": " << c.games << " " << game_noun(c.game) << ", " << c.players
      << " players (" << seats_text(c) << "), seed " << c.seed;
  if (c.game != Game::kFiveThreeFive) out << ", " << c.stack << " chips each";
  out << "\n";
  for (const auto& v : c.variants) {
    const auto changes = rule_changes(c.game, v.rules);
    std::string text;
    for (const auto& change : changes) text += (text.empty() ? "" : ", ") + change;
    out << "rules" << (c.variants.size() > 1 ? " " + v.name : std::string()) << ": "
        << (changes.empty() ? "the preset" : "the preset with " + text) << "\n";
  }
}

void single(const SimResult& r, std::ostream& out) {
  const Schema& schema = r.schema;
  const StatSet& stats = r.stats[0];
  for (const auto& section : report_sections(schema)) {
    out << "\n" << section << "\n";
    for (std::size_t m = 0; m < schema.metrics().size(); ++m) {
      const MetricInfo& info = schema.metrics()[m];
      if (info.section != section) continue;
      const auto& s = stats.metric(int(m));
      out << "  " << pad(fit(info.label), kMaxLabel)
          << pad_left(format_value(s.mean(), info.unit), kValueWidth) << "  "
          << plus_minus(s.ci95_half_width(), info.unit) << "\n";
    }
    for (std::size_t d = 0; d < schema.dists().size(); ++d) {
      const DistInfo& info = schema.dists()[d];
      if (info.section != section) continue;
      const stats::Histogram& h = stats.dist(int(d));
      if (h.total() == 0) {
        out << "  " << info.label << ": none\n";
        continue;
      }
      out << "  " << info.label << " (per " << info.sample << ", n=" << h.total() << ")";
      if (info.categorical()) {
        out << ":";
        for (int b = 0; b < h.bins(); ++b) {
          const double share = h.total() ? double(h.count(b)) / double(h.total()) : 0.0;
          out << (b ? ", " : " ") << info.categories[std::size_t(b)] << " "
              << format_value(share, Unit::kShare);
        }
        out << "\n";
      } else {
        const double scale = display_scale(info.unit);
        out << "\n      mean " << format_value(h.moments().mean(), info.unit) << ", sd "
            << format_value(h.moments().stddev(), info.unit) << "; 10% "
            << plain(double(h.quantile(0.1)) * scale) << ", median "
            << plain(double(h.quantile(0.5)) * scale) << ", 90% "
            << plain(double(h.quantile(0.9)) * scale);
        if (h.width() > 1) out << " (bins of " << plain(double(h.width()) * scale) << ")";
        out << "\n";
      }
    }
  }
}

void compare(const SimResult& r, std::ostream& out) {
  const Schema& schema = r.schema;
  const auto& variants = r.config.variants;
  const std::size_t n = variants.size();
  std::size_t width = kValueWidth;
  for (const auto& v : variants)
    width = std::max(width, std::min<std::size_t>(v.name.size() + 2, 32));
  out << "\n" << pad("", kMaxLabel + 2);
  for (const auto& v : variants) out << pad_left(v.name.substr(0, width - 2), width);
  for (std::size_t v = 1; v < n; ++v)
    out << "   " << variants[v].name << " - " << variants[0].name << " (95% CI)";
  out << "\n";
  for (const auto& section : report_sections(schema)) {
    out << "\n" << section << "\n";
    for (std::size_t m = 0; m < schema.metrics().size(); ++m) {
      const MetricInfo& info = schema.metrics()[m];
      if (info.section != section) continue;
      out << "  " << pad(fit(info.label), kMaxLabel);
      for (std::size_t v = 0; v < n; ++v) {
        out << pad_left(format_value(r.stats[v].metric(int(m)).mean(), info.unit), width);
      }
      for (std::size_t v = 1; v < n; ++v) {
        const Difference d =
            metric_difference(info, r.stats[0].metric(int(m)), r.stats[v].metric(int(m)),
                              &r.paired[v].metric(int(m)));
        out << "   " << with_interval(d, info.unit);
      }
      out << "\n";
    }
    for (std::size_t d = 0; d < schema.dists().size(); ++d) {
      const DistInfo& info = schema.dists()[d];
      if (info.section != section) continue;
      const stats::Histogram& base = r.stats[0].dist(int(d));
      bool empty = true;
      for (std::size_t v = 0; v < n; ++v) empty = empty && r.stats[v].dist(int(d)).total() == 0;
      if (empty) {
        out << "  " << info.label << ": none\n";
        continue;
      }
      if (info.categorical()) {
        out << "  " << info.label << " (share of " << info.sample << "s)\n";
        for (int b = 0; b < base.bins(); ++b) {
          out << "    " << pad(fit(info.categories[std::size_t(b)]), kMaxLabel - 2);
          for (std::size_t v = 0; v < n; ++v) {
            const stats::Histogram& h = r.stats[v].dist(int(d));
            const double share = h.total() ? double(h.count(b)) / double(h.total()) : 0.0;
            out << pad_left(format_value(share, Unit::kShare), width);
          }
          for (std::size_t v = 1; v < n; ++v) {
            out << "   " << with_interval(r.paired[v].dist(int(d), b).difference(), Unit::kShare);
          }
          out << "\n";
        }
      } else {
        out << "  " << pad(fit(info.label + " (mean per " + info.sample + ")"), kMaxLabel);
        for (std::size_t v = 0; v < n; ++v) {
          out << pad_left(format_value(r.stats[v].dist(int(d)).moments().mean(), info.unit), width);
        }
        for (std::size_t v = 1; v < n; ++v) {
          out << "   " << with_interval(r.paired[v].dist(int(d)).difference(), info.unit);
        }
        out << "\n";
      }
    }
  }
}

}  // namespace

void write_summary(const SimResult& result, std::ostream& out) {
  header(result, out);
  if (result.stats.size() > 1) {
    compare(result, out);
  } else {
    single(result, out);
  }
}

}  // namespace cardroom::sim
