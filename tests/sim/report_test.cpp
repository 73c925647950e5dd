// The three reports: JSON with every statistic, the readable summary, and the HTML page, which
// must be well-formed (every element closed, attributes quoted, text escaped) and
// self-contained (nothing fetched: no URL, no external script, style, image or font).
#include "sim/report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>
#include <vector>

#include "sim/svg.h"
#include "sim_helpers.h"

namespace cardroom::sim {
namespace {

using testing::config_for;
using testing::rule;

// Checks XML-style well-formedness of an HTML document; returns "" or what is wrong.
std::string well_formed(const std::string& html) {
  std::size_t i = 0;
  const std::string doctype = "<!DOCTYPE html>";
  if (html.compare(0, doctype.size(), doctype) != 0) return "no doctype";
  i = doctype.size();
  std::vector<std::string> open;
  auto is_name = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == ':';
  };
  while (i < html.size()) {
    if (html[i] == '&') {
      const std::size_t semi = html.find(';', i);
      if (semi == std::string::npos || semi - i > 8) return "bare & at " + std::to_string(i);
      const std::string entity = html.substr(i + 1, semi - i - 1);
      if (!(entity == "amp" || entity == "lt" || entity == "gt" || entity == "quot" ||
            (entity.size() > 1 && entity[0] == '#'))) {
        return "unknown entity &" + entity + ";";
      }
      i = semi + 1;
      continue;
    }
    if (html[i] == '>') return "bare > at " + std::to_string(i);
    if (html[i] != '<') {
      ++i;
      continue;
    }
    if (html.compare(i, 2, "</") == 0) {
      const std::size_t end = html.find('>', i);
      const std::string name = html.substr(i + 2, end - i - 2);
      if (open.empty() || open.back() != name) {
        return "</" + name + "> closes " +
               (open.empty() ? std::string("nothing") : "<" + open.back() + ">");
      }
      open.pop_back();
      i = end + 1;
      continue;
    }
    std::size_t j = i + 1;
    while (j < html.size() && is_name(html[j])) ++j;
    const std::string name = html.substr(i + 1, j - i - 1);
    if (name.empty()) return "bad tag at " + std::to_string(i);
    // Attributes: name="value".
    for (;;) {
      while (j < html.size() && html[j] == ' ') ++j;
      if (html[j] == '>' || html.compare(j, 2, "/>") == 0) break;
      const std::size_t attr = j;
      while (j < html.size() && is_name(html[j])) ++j;
      if (j == attr || html[j] != '=' || html[j + 1] != '"') {
        return "bad attribute in <" + name + "> at " + std::to_string(attr);
      }
      const std::size_t close = html.find('"', j + 2);
      const std::string value = html.substr(j + 2, close - j - 2);
      if (value.find('<') != std::string::npos) return "< inside an attribute of <" + name + ">";
      j = close + 1;
    }
    if (html.compare(j, 2, "/>") == 0) {
      i = j + 2;
      continue;
    }
    i = j + 1;
    if (name == "style") {  // raw text up to its end tag
      const std::size_t end = html.find("</style>", i);
      if (end == std::string::npos) return "unclosed <style>";
      if (html.substr(i, end - i).find('<') != std::string::npos) return "< inside <style>";
      i = end + 8;
      continue;
    }
    open.push_back(name);
  }
  if (!open.empty()) return "<" + open.back() + "> never closed";
  return "";
}

void expect_self_contained(const std::string& html) {
  for (const char* external : {"http:", "https:", "//", "src=", "href=", "url(", "@import",
                               "<script", "<link", "<img", "<iframe", "<object", "<embed"}) {
    std::size_t at = html.find(external);
    // "//" may appear nowhere, not even in text.
    EXPECT_EQ(at, std::string::npos)
        << "'" << external << "' in the report near: "
        << (at == std::string::npos ? "" : html.substr(at > 60 ? at - 60 : 0, 120));
  }
}

TEST(HtmlReport, SingleRunIsWellFormedAndSelfContained) {
  for (Game game : {Game::kFifteenThirtyFive, Game::kFiveThreeFive}) {
    SimConfig config = config_for(game, 4, 600, 2);
    config.bots[1] = bots::parse_bot_spec("random");
    const SimResult r = run_simulation(config);
    std::ostringstream out;
    write_html_report(r, out);
    const std::string html = out.str();
    EXPECT_EQ(well_formed(html), "") << game_name(game);
    expect_self_contained(html);
    EXPECT_NE(html.find("<svg"), std::string::npos);
    EXPECT_NE(html.find("<meta charset=\"utf-8\"/>"), std::string::npos);
    // A chart per chart group and per distribution.
    std::size_t charts = 0;
    for (std::size_t at = html.find("<svg"); at != std::string::npos;
         at = html.find("<svg", at + 1))
      ++charts;
    // (A chart of a single bar is left out: one bot here.)
    std::map<std::string, int> bars;
    for (const auto& m : r.schema.metrics()) {
      if (!m.chart.empty()) ++bars[m.chart];
    }
    std::size_t groups = 0;
    for (const auto& [title, count] : bars) groups += count > 1;
    EXPECT_EQ(charts, groups + r.schema.dists().size()) << game_name(game);
  }
}

TEST(HtmlReport, ComparisonIsWellFormedAndSelfContained) {
  SimConfig config = config_for(Game::kSevenTwentySeven, 5, 500, 2);
  config.variants.push_back(make_variant(config.game, "<odd & \"name\">.json",
                                         {{"x", rule("nearness", "over-is-bust")}}));
  std::ostringstream out;
  write_html_report(run_simulation(config), out);
  EXPECT_EQ(well_formed(out.str()), "");
  expect_self_contained(out.str());
  EXPECT_NE(out.str().find("&lt;odd &amp; &quot;name&quot;&gt;.json"), std::string::npos);
}

TEST(HtmlReport, TheCheckerCatchesBrokenMarkup) {
  EXPECT_NE(well_formed("<!DOCTYPE html><html><body></html>"), "");
  EXPECT_NE(well_formed("<!DOCTYPE html><html><p a=b></p></html>"), "");
  EXPECT_NE(well_formed("<!DOCTYPE html><html>a & b</html>"), "");
  EXPECT_EQ(well_formed("<!DOCTYPE html><html><br/><p a=\"b\">x &amp; y</p></html>"), "");
}

TEST(Svg, BarsWhiskersAndEscapes) {
  BarChart chart;
  chart.groups = {"a<b", "c"};
  chart.series.push_back({"one", {0.25, -0.5}, {0.05, 0.1}});
  chart.unit = Unit::kShare;
  const std::string svg = svg_bar_chart(chart);
  EXPECT_EQ(well_formed("<!DOCTYPE html>" + svg), "");
  EXPECT_NE(svg.find("a&lt;b"), std::string::npos);
  EXPECT_NE(svg.find("class=\"whisker\""), std::string::npos);
  EXPECT_NE(svg.find("25.00% \xc2\xb1 5.00%"), std::string::npos);  // the bar's tooltip
}

TEST(JsonReport, EveryStatisticWithItsInterval) {
  const SimResult r = run_simulation(config_for(Game::kFifteenThirtyFive, 6, 800, 2,
                                                {{"--rule", rule("freeze_after_refusals", 3)}}));
  const io::Json j = result_json(r);
  EXPECT_EQ(j["game"], "fifteen-thirty-five");
  EXPECT_EQ(j["games"], 800);
  EXPECT_EQ(j["players"], 6);
  EXPECT_EQ(j["stack"], 100);
  EXPECT_EQ(j["variants"][0]["changes"], io::Json::array({"freeze_after_refusals=3"}));
  EXPECT_EQ(j["metrics"].size(), r.schema.metrics().size());
  EXPECT_EQ(j["distributions"].size(), r.schema.dists().size());
  const io::Json& showdown = j["metrics"]["showdown"];
  EXPECT_EQ(showdown["n"], 800);
  EXPECT_EQ(showdown["unit"], "share");
  EXPECT_LE(showdown["ci95"][0].get<double>(), showdown["mean"].get<double>());
  EXPECT_GE(showdown["ci95"][1].get<double>(), showdown["mean"].get<double>());
  // Totals print in points: the low target of 15-35 is 15, stored as 30 half-points.
  const io::Json& low = j["distributions"]["total.low"];
  EXPECT_EQ(low["unit"], "points");
  EXPECT_EQ(low["bin_width"], 0.5);
  EXPECT_LT(low["mean"].get<double>(), 30.0);
  const io::Json& declarations = j["distributions"]["declaration"];
  EXPECT_EQ(declarations["counts"].size(), 3u);
  EXPECT_NEAR(declarations["shares"]["low"].get<double>() +
                  declarations["shares"]["high"].get<double>() +
                  declarations["shares"]["both"].get<double>(),
              1.0, 1e-12);
}

TEST(JsonReport, ComparisonCarriesDifferences) {
  SimConfig config = config_for(Game::kFifteenThirtyFive, 6, 500, 2);
  config.variants.push_back(
      make_variant(config.game, "b", {{"b", rule("nearness", "over-is-bust")}}));
  const io::Json j = result_json(run_simulation(config));
  const io::Json& bust = j["metrics"]["bust"];
  EXPECT_EQ(bust["variants"].size(), 2u);
  EXPECT_EQ(bust["differences"].size(), 1u);
  EXPECT_EQ(bust["differences"][0]["variant"], "b");
  EXPECT_EQ(bust["differences"][0]["baseline"], "rules");
  EXPECT_EQ(bust["differences"][0]["paired"], true);
  EXPECT_EQ(j["distributions"]["declaration"]["differences"][0]["shares"].size(), 3u);
  EXPECT_EQ(j["variants"][1]["changes"], io::Json::array({"nearness=over-is-bust"}));
}

TEST(Summary, SectionsAndRules) {
  const SimResult r = run_simulation(
      config_for(Game::kFiveThreeFive, 3, 300, 2, {{"--rule", rule("rule_of_eight", "off")}}));
  std::ostringstream out;
  write_summary(r, out);
  const std::string text = out.str();
  EXPECT_EQ(text.rfind("five-three-five: 300 games, 3 players (all random), seed 12345\n", 0), 0u)
      << text;
  EXPECT_NE(text.find("rules: the preset with rule_of_eight=off"), std::string::npos);
  EXPECT_NE(text.find("\nRounds\n"), std::string::npos);
  EXPECT_NE(text.find("how tricks end"), std::string::npos);
  EXPECT_NE(text.find("Rule of 8 0.00%"), std::string::npos);  // off means it never ends a trick
}

TEST(RuleChanges, AgainstThePreset) {
  EXPECT_TRUE(
      rule_changes(Game::kSevenTwentySeven, make_variant(Game::kSevenTwentySeven, "p", {}).rules)
          .empty());
  const auto changes =
      rule_changes(Game::kSevenTwentySeven,
                   make_variant(Game::kSevenTwentySeven, "p",
                                {{"r", io::Json{{"betting", {{"structure", "no-limit"}}}}}})
                       .rules);
  EXPECT_EQ(changes, std::vector<std::string>{"betting.structure=no-limit"});
}

}  // namespace
}  // namespace cardroom::sim
