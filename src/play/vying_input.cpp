#include "play/vying_input.h"

#include <cctype>
#include <charconv>
#include <ostream>

#include "play/vying_screen.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;

std::string lowered(std::string_view text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::optional<std::int64_t> chips(std::string_view text) {
  std::int64_t n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || n <= 0) {
    return std::nullopt;
  }
  return n;
}

PlayerInput action(Action a) { return {PlayerInput::Kind::kAction, a, ""}; }
PlayerInput problem(std::string why) {
  return {PlayerInput::Kind::kProblem, Action{}, std::move(why)};
}

std::string range_text(const LegalActions& legal) {
  return std::to_string(legal.lo) + (legal.hi != legal.lo ? "-" + std::to_string(legal.hi) : "");
}

}  // namespace

std::optional<Card> read_card(std::string_view text) {
  std::string plain(text);
  // The suit symbols, filled or hollow, as their letters.
  static constexpr std::pair<const char*, char> kSymbols[] = {
      {"\u2663", 'c'}, {"\u2667", 'c'}, {"\u2666", 'd'}, {"\u2662", 'd'},
      {"\u2665", 'h'}, {"\u2661", 'h'}, {"\u2660", 's'}, {"\u2664", 's'}};
  for (const auto& [symbol, letter] : kSymbols) {
    const auto at = plain.find(symbol);
    if (at != std::string::npos) plain.replace(at, std::string_view(symbol).size(), 1, letter);
  }
  return parse_card(plain);
}

PlayerInput read_player_input(std::string_view raw, const LegalActions& legal) {
  const std::string text = lowered(raw);
  if (text.empty()) return problem("type an action, or ? for help");
  if (text == "?" || text == "help") return {PlayerInput::Kind::kHelp, Action{}, ""};
  if (text == "h" || text == "hint") return {PlayerInput::Kind::kHint, Action{}, ""};
  if (text == "q" || text == "quit" || text == "exit")
    return {PlayerInput::Kind::kQuit, Action{}, ""};

  const auto space = text.find(' ');
  const std::string word = text.substr(0, space);
  const std::string arg = space == std::string::npos ? "" : text.substr(space + 1);
  auto alone = [&](Action a) {
    return arg.empty() ? action(a) : problem("'" + word + "' takes nothing after it");
  };

  if (word == "c") {
    if (legal.call) return alone(Action::call());
    if (legal.check) return alone(Action::check());
    return problem("'c' is call or check, and neither is possible now");
  }
  if (word == "k" || word == "x") return alone(Action::check());
  if (word == "f") return alone(Action::fold());
  if (word == "a" || word == "allin" || text == "all in") {
    return text == "all in" ? action(Action::all_in()) : alone(Action::all_in());
  }
  if (word == "t") return alone(Action::take());
  if (word == "s") return alone(Action::stand());
  if (word == "l" || word == "lo" || word == "low")
    return alone(Action::declare(Declaration::kLow));
  if (word == "hi" || word == "high") {
    return alone(Action::declare(Declaration::kHigh));
  }
  if (word == "both" || word == "bo") return alone(Action::declare(Declaration::kBoth));
  if (word == "b" || word == "r" || word == "bet" || word == "raise") {
    const bool bet = word[0] == 'b';
    const std::string full = bet ? "bet" : "raise";
    if (arg.empty()) {
      const bool open = bet ? legal.bet : legal.raise;
      return problem("how much? e.g. '" + word + " " +
                     std::to_string(std::max<std::int64_t>(1, legal.lo)) + "'" +
                     (open ? " (" + full + " " + range_text(legal) + ")" : ""));
    }
    const auto n = chips(arg);
    if (!n)
      return problem("'" + full + "' needs a positive whole number of chips, e.g. '" + word +
                     " 2'");
    return action(bet ? Action::bet(*n) : Action::raise(*n));
  }
  if (const auto n = chips(text)) {
    if (legal.bet) return action(Action::bet(*n));
    if (legal.raise) return action(Action::raise(*n));
    return problem("no bet or raise is possible now");
  }
  if (word == "e" || word == "expose") {
    if (const auto card = read_card(arg)) return action(Action::expose(*card));
    return problem("expose which card? e.g. 'expose As' or just 'As'");
  }
  if (word == "d" || word == "declare") {
    if (arg == "lo" || arg == "low" || arg == "l")
      return action(Action::declare(Declaration::kLow));
    if (arg == "hi" || arg == "high" || arg == "h")
      return action(Action::declare(Declaration::kHigh));
    if (arg == "both" || arg == "bo") return action(Action::declare(Declaration::kBoth));
    return problem("declare low, high or both");
  }
  if (arg.empty()) {
    if (const auto card = read_card(text)) return action(Action::expose(*card));
  }
  std::string why;
  if (const auto a = parse_action(text, &why)) return action(*a);
  return problem("'" + std::string(raw) + "' is not an action here; ? lists the words");
}

std::vector<std::string> input_help(const LegalActions& legal, const Style& style) {
  std::vector<std::string> lines = {
      "Words (the rulebook's, or the short form in brackets):",
      "  check (k) · call (c: call or check, whichever is legal) · fold (f) · all-in (a)",
      "  bet N (b N, or just N) · raise N (r N, or just N): N chips on top of the call",
      "  take (t) · stand (s) in an offer round",
      std::string("  expose CARD: type the card, e.g. As, 10d") +
          (style.unicode ? ", a\u2660" : ""),
      "  declare low (lo) · declare high (hi) · declare both (both)",
      "  h (hint): the odds and what each action is worth, from your cards and what you see",
      "  ? this help · q quit the session",
  };
  if (!legal.empty()) lines.push_back("Now: " + legal_menu(legal, style));
  return lines;
}

bool confirm_quit(Console& console) {
  while (true) {
    const auto answer = console.ask("Quit the session? (y/n) ");
    if (!answer) return true;
    const std::string a = lowered(*answer);
    if (a == "y" || a == "yes" || a == "q") return true;
    if (a == "n" || a == "no" || a.empty()) return false;
    console.out() << "  please answer y or n\n";
  }
}

}  // namespace cardroom::play
