#pragma once
// Bar charts as inline SVG for the HTML report: groups along the x axis, one bar per series in
// each group (a rule set of a comparison), optional 95% whiskers, a tooltip on every bar. The
// markup is plain XML, needs no script, font or stylesheet from anywhere, and prints the same
// bytes for the same numbers.
#include <string>
#include <vector>

#include "sim/stat_set.h"

namespace cardroom::sim {

struct BarSeries {
  std::string name;
  std::vector<double> values;       // one per group, in stored units
  std::vector<double> half_widths;  // 95% whiskers, one per group; empty for none
};

struct BarChart {
  std::vector<std::string> groups;  // x labels
  std::vector<BarSeries> series;
  Unit unit = Unit::kCount;  // how values and ticks print
  std::string x_label;
  std::string y_label;
};

std::string svg_bar_chart(const BarChart& chart);

// Text made safe for HTML and XML: & < > " '.
std::string escape_html(const std::string& text);

}  // namespace cardroom::sim
