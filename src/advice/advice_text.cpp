#include "advice/advice_text.h"

#include <cmath>
#include <cstdio>

namespace cardroom::advice {

namespace {

std::string number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", std::round(x * 100) / 100 + 0.0);
  std::string s = buf;
  if (s == "-0.00") s = "0.00";
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

std::string percent(double p) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.0f%%", p * 100);
  return buf;
}

std::string basis(bool exact, int samples, int playouts) {
  if (exact) {
    return "exact: every one of the " + std::to_string(samples) +
           " deals of the cards you cannot see";
  }
  std::string text =
      "estimated over " + std::to_string(samples) + " random deals of the cards you cannot see";
  if (playouts > 0 && playouts < samples) {
    text += "; each action played out on " + std::to_string(playouts) + " of them";
  }
  return text;
}

}  // namespace

std::string signed_amount(double x) {
  const std::string n = number(x);
  return n == "0" || n[0] == '-' ? n : "+" + n;
}

std::vector<std::string> advice_lines(const VyingAdvice& a) {
  std::vector<std::string> lines;
  lines.push_back("Advice for seat " + std::to_string(a.seat) + " (" +
                  basis(a.exact, a.samples, a.playouts) + ")");
  const ShowdownOdds& s = a.showdown_now;
  lines.push_back("If every hand still in were shown now, in the main pot you would win:");
  lines.push_back("  the low half " + percent(s.low) + " · the high half " + percent(s.high) +
                  " · the whole pot alone " + percent(s.scoop) + " · on average " +
                  percent(s.share) + " of it");
  if (a.actions.empty()) return lines;
  lines.push_back("Your actions, best first (chips won or lost from now to the end of the hand):");
  for (const auto& v : a.actions) {
    std::string line = "  " + v.word + ": " + signed_amount(v.ev) + " chips";
    if (a.exact) {
      line += " exactly";
    } else {
      line +=
          " on average (95%: " + signed_amount(v.ci95.lo) + " to " + signed_amount(v.ci95.hi) + ")";
    }
    lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> advice_lines(const Five35Advice& a) {
  std::vector<std::string> lines;
  lines.push_back("Advice for seat " + std::to_string(a.seat) + " (" +
                  basis(a.exact, a.samples, a.playouts) + ")");
  lines.push_back("Chance you go out first: " + percent(a.go_out_first));
  if (a.actions.empty()) return lines;
  lines.push_back("Your moves, best first (penalty points you take this round; fewer is better):");
  for (const auto& v : a.actions) {
    std::string line = "  " + v.word + ": " + number(v.points) + " points";
    if (a.exact) {
      line += " exactly";
    } else {
      line += " on average (95%: " + number(v.ci95.lo) + " to " + number(v.ci95.hi) + ")";
    }
    lines.push_back(line);
  }
  return lines;
}

}  // namespace cardroom::advice
