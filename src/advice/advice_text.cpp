#include "advice/advice_text.h"

#include <cmath>
#include <cstdio>

#include "i18n/i18n.h"

namespace cardroom::advice {

namespace {

using i18n::tr;

std::string number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", std::round(x * 100) / 100 + 0.0);
  std::string s = buf;
  if (s == "-0.00") s = "0.00";
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return i18n::decimal(s);
}

std::string percent(double p) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.0f", p * 100);
  return i18n::percent(buf);
}

std::string basis(bool exact, int samples, int playouts) {
  if (exact) {
    return i18n::trn("exact: the {n} deal of the cards you cannot see",
                     "exact: every one of the {n} deals of the cards you cannot see", samples);
  }
  std::string text = i18n::trn("estimated over {n} random deal of the cards you cannot see",
                               "estimated over {n} random deals of the cards you cannot see",
                               samples);
  if (playouts > 0 && playouts < samples) {
    text += i18n::trn("; each action played out on {n} of them",
                      "; each action played out on {n} of them", playouts);
  }
  return text;
}

// An action's words in the reader's language ("raise 2" / "relancer 2"); the JSON keeps the
// rulebook's words. Cards and amounts stay as a player types them.
std::string action_words(const std::string& word) {
  const auto space = word.find(' ');
  const std::string first = word.substr(0, space);
  const std::string rest = space == std::string::npos ? "" : word.substr(space);
  std::string said;
  if (first == "check") said = i18n::trc("action", "check");
  if (first == "call") said = i18n::trc("action", "call");
  if (first == "fold") said = i18n::trc("action", "fold");
  if (first == "all-in") said = i18n::trc("action", "all-in");
  if (first == "take") said = i18n::trc("action", "take");
  if (first == "stand") said = i18n::trc("action", "stand");
  if (first == "bet") said = i18n::trc("action", "bet");
  if (first == "raise") said = i18n::trc("action", "raise");
  if (first == "expose") said = i18n::trc("action", "expose");
  if (first == "lead") said = i18n::trc("move", "lead");
  if (first == "overwrite") said = i18n::trc("move", "overwrite");
  if (first == "add") said = i18n::trc("move", "add");
  if (first == "pass") said = i18n::trc("move", "pass");
  if (first == "declare") {
    std::string declaration = rest.empty() ? "" : rest.substr(1);
    if (declaration == "low") declaration = i18n::trc("declaration", "low");
    if (declaration == "high") declaration = i18n::trc("declaration", "high");
    if (declaration == "both") declaration = i18n::trc("declaration", "both");
    return tr("declare {declaration}", {{"declaration", declaration}});
  }
  return said.empty() ? word : said + rest;
}

}  // namespace

std::string signed_amount(double x) {
  const std::string n = number(x);
  return n == "0" || n[0] == '-' ? n : "+" + n;
}

std::vector<std::string> advice_lines(const VyingAdvice& a) {
  std::vector<std::string> lines;
  lines.push_back(tr("Advice for seat {seat} ({basis})",
                     {{"seat", std::to_string(a.seat)},
                      {"basis", basis(a.exact, a.samples, a.playouts)}}));
  const ShowdownOdds& s = a.showdown_now;
  lines.push_back(tr("If every hand still in were shown now, in the main pot you would win:"));
  lines.push_back(tr("  the low half {low} · the high half {high} · the whole pot alone {scoop} · "
                     "on average {share} of it",
                     {{"low", percent(s.low)},
                      {"high", percent(s.high)},
                      {"scoop", percent(s.scoop)},
                      {"share", percent(s.share)}}));
  if (a.actions.empty()) return lines;
  lines.push_back(
      tr("Your actions, best first (chips won or lost from now to the end of the hand):"));
  for (const auto& v : a.actions) {
    const std::string ev = signed_amount(v.ev);
    std::string line =
        a.exact ? tr("  {action}: {chips} chips exactly",
                     {{"action", action_words(v.word)}, {"chips", ev}})
                : tr("  {action}: {chips} chips on average (95%: {lo} to {hi})",
                     {{"action", action_words(v.word)},
                      {"chips", ev},
                      {"lo", signed_amount(v.ci95.lo)},
                      {"hi", signed_amount(v.ci95.hi)}});
    lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> advice_lines(const Five35Advice& a) {
  std::vector<std::string> lines;
  lines.push_back(tr("Advice for seat {seat} ({basis})",
                     {{"seat", std::to_string(a.seat)},
                      {"basis", basis(a.exact, a.samples, a.playouts)}}));
  lines.push_back(tr("Chance you go out first: {chance}", {{"chance", percent(a.go_out_first)}}));
  if (a.actions.empty()) return lines;
  lines.push_back(
      tr("Your moves, best first (penalty points you take this round; fewer is better):"));
  for (const auto& v : a.actions) {
    const std::string points = number(v.points);
    std::string line =
        a.exact ? tr("  {move}: {points} points exactly",
                     {{"move", action_words(v.word)}, {"points", points}})
                : tr("  {move}: {points} points on average (95%: {lo} to {hi})",
                     {{"move", action_words(v.word)},
                      {"points", points},
                      {"lo", number(v.ci95.lo)},
                      {"hi", number(v.ci95.hi)}});
    lines.push_back(line);
  }
  return lines;
}

}  // namespace cardroom::advice
