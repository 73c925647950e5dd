#include "sim/svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "sim/report.h"

namespace cardroom::sim {

namespace {

constexpr double kWidth = 760, kHeight = 300;
constexpr double kLeft = 70, kRight = 16, kTop = 30, kBottom = 56;
constexpr const char* kColors[] = {"#3b6ea8", "#d9822b", "#4f9a56",
                                   "#b0413e", "#7a5aa6", "#8c6d46"};

std::string num(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", std::fabs(v) < 0.05 ? 0.0 : v);
  return buffer;
}

// A round step near range / 5: 1, 2 or 5 times a power of ten.
double nice_step(double range) {
  if (range <= 0) return 1;
  const double raw = range / 5;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (raw <= m * power) return m * power;
  }
  return 10 * power;
}

std::string tick_text(double value, Unit unit, double step) {
  char buffer[32];
  if (unit == Unit::kShare) {
    const double pct = 100 * value, pstep = 100 * step;
    const int decimals = pstep >= 1 ? 0 : pstep >= 0.1 ? 1 : 2;
    std::snprintf(buffer, sizeof buffer, "%.*f%%", decimals,
                  std::fabs(pct) < pstep / 2 ? 0.0 : pct);
    return buffer;
  }
  const double v = value * display_scale(unit), s = step * display_scale(unit);
  const int decimals = s >= 1 ? 0 : s >= 0.1 ? 1 : s >= 0.01 ? 2 : 3;
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::fabs(v) < s / 2 ? 0.0 : v);
  return buffer;
}

}  // namespace

std::string escape_html(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string svg_bar_chart(const BarChart& chart) {
  const std::size_t groups = chart.groups.size();
  const std::size_t series = chart.series.size();
  double lo = 0, hi = 0;
  for (const auto& s : chart.series) {
    for (std::size_t g = 0; g < s.values.size(); ++g) {
      const double hw = g < s.half_widths.size() ? s.half_widths[g] : 0.0;
      lo = std::min(lo, s.values[g] - hw);
      hi = std::max(hi, s.values[g] + hw);
    }
  }
  if (hi - lo <= 0) hi = lo + 1;
  const double step = nice_step(hi - lo);
  lo = std::floor(lo / step) * step;
  hi = std::ceil(hi / step) * step;
  const double plot_w = kWidth - kLeft - kRight, plot_h = kHeight - kTop - kBottom;
  auto y_of = [&](double v) { return kTop + plot_h * (hi - v) / (hi - lo); };
  const double group_w = groups ? plot_w / double(groups) : plot_w;
  const double bar_w = std::min(group_w * 0.8 / double(std::max<std::size_t>(series, 1)), 48.0);
  const double inset = (group_w - bar_w * double(series)) / 2;

  std::string svg = "<svg class=\"chart\" viewBox=\"0 0 " + num(kWidth) + " " + num(kHeight) +
                    "\" width=\"" + num(kWidth) + "\" height=\"" + num(kHeight) +
                    "\" role=\"img\">\n";
  // Grid and y ticks.
  for (double t = lo; t <= hi + step / 2; t += step) {
    const std::string y = num(y_of(t));
    svg += "<line class=\"grid\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kWidth - kRight) +
           "\" y1=\"" + y + "\" y2=\"" + y + "\"/>\n";
    svg += "<text class=\"tick\" x=\"" + num(kLeft - 6) + "\" y=\"" + num(y_of(t) + 4) +
           "\" text-anchor=\"end\">" + escape_html(tick_text(t, chart.unit, step)) + "</text>\n";
  }
  // Bars, whiskers and tooltips.
  for (std::size_t s = 0; s < series; ++s) {
    const BarSeries& bs = chart.series[s];
    const char* color = kColors[s % (sizeof kColors / sizeof *kColors)];
    for (std::size_t g = 0; g < groups && g < bs.values.size(); ++g) {
      const double v = bs.values[g];
      const double x = kLeft + group_w * double(g) + inset + bar_w * double(s);
      const double y0 = y_of(std::max(v, 0.0)), y1 = y_of(std::min(v, 0.0));
      const double hw = g < bs.half_widths.size() ? bs.half_widths[g] : 0.0;
      std::string tip = (series > 1 ? bs.name + ", " : std::string()) + chart.groups[g] + ": " +
                        format_value(v, chart.unit);
      if (g < bs.half_widths.size()) tip += " \u00b1 " + format_value(hw, chart.unit);
      svg += "<rect x=\"" + num(x) + "\" y=\"" + num(y0) + "\" width=\"" +
             num(std::max(bar_w - 1, 0.5)) + "\" height=\"" + num(std::max(y1 - y0, 0.0)) +
             "\" fill=\"" + color + "\"><title>" + escape_html(tip) + "</title></rect>\n";
      if (g < bs.half_widths.size() && hw > 0) {
        const std::string cx = num(x + bar_w / 2 - 0.5);
        const std::string ya = num(y_of(v + hw)), yb = num(y_of(v - hw));
        const std::string xa = num(x + bar_w / 2 - 0.5 - std::min(4.0, bar_w / 3));
        const std::string xb = num(x + bar_w / 2 - 0.5 + std::min(4.0, bar_w / 3));
        svg += "<path class=\"whisker\" d=\"M" + cx + " " + ya + "V" + yb + "M" + xa + " " + ya +
               "H" + xb + "M" + xa + " " + yb + "H" + xb + "\"/>\n";
      }
    }
  }
  // Axes.
  svg += "<line class=\"axis\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kWidth - kRight) +
         "\" y1=\"" + num(y_of(0)) + "\" y2=\"" + num(y_of(0)) + "\"/>\n";
  // X labels: thinned so they do not overlap; slanted when they are long.
  std::size_t longest = 0;
  for (const auto& g : chart.groups) longest = std::max(longest, g.size());
  const double label_w = 6.5 * double(longest) + 6;
  const bool slant = label_w > group_w && groups <= 16;
  const std::size_t every =
      slant ? 1 : std::max<std::size_t>(1, std::size_t(std::ceil(label_w / group_w)));
  for (std::size_t g = 0; g < groups; g += every) {
    const double x = kLeft + group_w * (double(g) + 0.5);
    const double y = kHeight - kBottom + 14;
    svg += "<text class=\"tick\" x=\"" + num(x) + "\" y=\"" + num(y) + "\"" +
           (slant ? " text-anchor=\"end\" transform=\"rotate(-20 " + num(x) + " " + num(y) + ")\""
                  : std::string(" text-anchor=\"middle\"")) +
           ">" + escape_html(chart.groups[g]) + "</text>\n";
  }
  if (!chart.x_label.empty()) {
    svg += "<text class=\"label\" x=\"" + num(kLeft + plot_w / 2) + "\" y=\"" + num(kHeight - 6) +
           "\" text-anchor=\"middle\">" + escape_html(chart.x_label) + "</text>\n";
  }
  if (!chart.y_label.empty()) {
    svg += "<text class=\"label\" x=\"14\" y=\"" + num(kTop + plot_h / 2) +
           "\" text-anchor=\"middle\" transform=\"rotate(-90 14 " + num(kTop + plot_h / 2) +
           ")\">" + escape_html(chart.y_label) + "</text>\n";
  }
  // Legend for several series.
  if (series > 1) {
    double x = kLeft;
    for (std::size_t s = 0; s < series; ++s) {
      svg += "<rect x=\"" + num(x) + "\" y=\"8\" width=\"12\" height=\"12\" fill=\"" +
             kColors[s % (sizeof kColors / sizeof *kColors)] + "\"/>\n";
      svg += "<text class=\"legend\" x=\"" + num(x + 16) + "\" y=\"18\">" +
             escape_html(chart.series[s].name) + "</text>\n";
      x += 28 + 7 * double(chart.series[s].name.size());
    }
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace cardroom::sim
