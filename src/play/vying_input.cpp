#include "play/vying_input.h"

#include <cctype>
#include <charconv>
#include <ostream>

#include "i18n/i18n.h"
#include "play/vying_screen.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;
using i18n::tr;

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

// Whether `text` is `word`, alone or followed by a space.
bool starts_with_word(const std::string& text, std::string_view word) {
  return text.rfind(word, 0) == 0 && (text.size() == word.size() || text[word.size()] == ' ');
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

std::string english_action_words(const std::string& text) {
  // The French words of the glossary (docs/fr/glossaire.md), longest phrases first.
  static constexpr std::pair<std::string_view, std::string_view> kWords[] = {
      {"se coucher", "fold"},    {"je me couche", "fold"}, {"coucher", "fold"},
      {"couche", "fold"},        {"jeter", "fold"},        {"checker", "check"},
      {"check", "check"},        {"parole", "check"},      {"passer", "check"},
      {"passe", "check"},        {"suivre", "call"},       {"payer", "call"},
      {"relancer", "raise"},     {"relance", "raise"},     {"miser", "bet"},
      {"mise", "bet"},           {"faire tapis", "all-in"}, {"tapis", "all-in"},
      {"prendre", "take"},       {"tirer", "take"},        {"rester", "stand"},
      {"retourner", "expose"},   {"annoncer", "declare"},  {"les deux", "both"},
      {"deux", "both"},          {"bas", "low"},           {"haut", "high"},
      {"aide", "help"},          {"conseil", "hint"},      {"quitter", "quit"},
  };
  std::string out = text;
  for (const auto& [french, english] : kWords) {
    if (starts_with_word(out, french)) {
      out = std::string(english) + out.substr(french.size());
      break;
    }
  }
  // "annoncer le bas", "declare bas": the declaration's own word.
  if (starts_with_word(out, "declare")) {
    std::string rest = out.size() > 8 ? out.substr(8) : "";
    for (std::string_view article : {"le ", "les "}) {
      if (rest.rfind(article, 0) == 0) rest = rest.substr(article.size());
    }
    if (rest == "bas") rest = "low";
    if (rest == "haut") rest = "high";
    if (rest == "deux") rest = "both";
    out = rest.empty() ? "declare" : "declare " + rest;
  }
  return out;
}

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
  const std::string text = english_action_words(lowered(raw));
  if (text.empty()) return problem(tr("type an action, or ? for help"));
  if (text == "?" || text == "help") return {PlayerInput::Kind::kHelp, Action{}, ""};
  if (text == "h" || text == "hint") return {PlayerInput::Kind::kHint, Action{}, ""};
  if (text == "q" || text == "quit" || text == "exit")
    return {PlayerInput::Kind::kQuit, Action{}, ""};

  const auto space = text.find(' ');
  const std::string word = text.substr(0, space);
  const std::string arg = space == std::string::npos ? "" : text.substr(space + 1);
  auto alone = [&](Action a) {
    return arg.empty() ? action(a)
                       : problem(tr("'{word}' takes nothing after it", {{"word", word}}));
  };

  if (word == "c") {
    if (legal.call) return alone(Action::call());
    if (legal.check) return alone(Action::check());
    return problem(tr("'c' is call or check, and neither is possible now"));
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
    // The word as the menu shows it, in the reader's language.
    const std::string full = bet ? i18n::trc("action", "bet") : i18n::trc("action", "raise");
    // Examples in the words typed: a short form as it is, a whole word as the reader says it.
    const std::string typed = word.size() == 1 ? word : full;
    if (arg.empty()) {
      const bool open = bet ? legal.bet : legal.raise;
      const std::string example =
          typed + " " + std::to_string(std::max<std::int64_t>(1, legal.lo));
      if (open) {
        return problem(tr("how much? e.g. '{example}' ({word} {range})",
                          {{"example", example}, {"word", full}, {"range", range_text(legal)}}));
      }
      return problem(tr("how much? e.g. '{example}'", {{"example", example}}));
    }
    const auto n = chips(arg);
    if (!n)
      return problem(tr("'{word}' needs a positive whole number of chips, e.g. '{example}'",
                        {{"word", full}, {"example", typed + " 2"}}));
    return action(bet ? Action::bet(*n) : Action::raise(*n));
  }
  if (const auto n = chips(text)) {
    if (legal.bet) return action(Action::bet(*n));
    if (legal.raise) return action(Action::raise(*n));
    return problem(tr("no bet or raise is possible now"));
  }
  if (word == "e" || word == "expose") {
    if (const auto card = read_card(arg)) return action(Action::expose(*card));
    return problem(tr("expose which card? e.g. 'expose As' or just 'As'"));
  }
  if (word == "d" || word == "declare") {
    if (arg == "lo" || arg == "low" || arg == "l")
      return action(Action::declare(Declaration::kLow));
    if (arg == "hi" || arg == "high" || arg == "h")
      return action(Action::declare(Declaration::kHigh));
    if (arg == "both" || arg == "bo") return action(Action::declare(Declaration::kBoth));
    return problem(tr("declare low, high or both"));
  }
  if (arg.empty()) {
    if (const auto card = read_card(text)) return action(Action::expose(*card));
  }
  std::string why;
  if (const auto a = parse_action(text, &why)) return action(*a);
  return problem(
      tr("'{text}' is not an action here; ? lists the words", {{"text", std::string(raw)}}));
}

std::vector<std::string> input_help(const LegalActions& legal, const Style& style) {
  const std::vector<std::string> text = {
      tr("Words (the rulebook's, or the short form in brackets):"),
      tr("  check (k) · call (c: call or check, whichever is legal) · fold (f) · all-in (a)"),
      tr("  bet N (b N, or just N) · raise N (r N, or just N): N chips on top of the call"),
      tr("  take (t) · stand (s) in an offer round"),
      style.unicode ? tr("  expose CARD: type the card, e.g. As, 10d, a♠")
                    : tr("  expose CARD: type the card, e.g. As, 10d"),
      tr("  declare low (lo) · declare high (hi) · declare both (both)"),
      tr("  h (hint): the odds and what each action is worth, from your cards and what you see"),
      tr("  ? this help · q quit the session"),
  };
  std::vector<std::string> lines;
  for (const auto& line : text) {
    for (auto& part : wrap(line, kScreenWidth, 4)) lines.push_back(std::move(part));
  }
  if (!legal.empty()) {
    for (auto& part : wrap(tr("Now: {actions}", {{"actions", legal_menu(legal, style)}}),
                           kScreenWidth, 2)) {
      lines.push_back(std::move(part));
    }
  }
  return lines;
}

namespace {

std::string structure_word(Structure structure) {
  switch (structure) {
    case Structure::kSpreadLimit: return i18n::trc("structure", "spread-limit");
    case Structure::kFixedLimit: return i18n::trc("structure", "fixed-limit");
    case Structure::kPotLimit: return i18n::trc("structure", "pot-limit");
    case Structure::kNoLimit: return i18n::trc("structure", "no-limit");
  }
  return std::string(name(structure));
}

}  // namespace

std::string refusal_text(const Refusal& r) {
  using enum Refusal::Rule;
  const std::string word = action_text(r.action);
  const auto n = [](std::int64_t x) { return std::to_string(x); };
  switch (r.rule) {
    case kNone: return tr("legal");
    case kHandOver: return tr("the hand is over");
    case kOutOfTurn:
      return tr("out of turn: seat {to_act} is to act, not seat {seat}",
                {{"to_act", n(r.to_act)}, {"seat", n(r.seat)}});
    case kDeckExhausted: return tr("deck exhausted: the record's deck has no card left to deal");
    case kMustExpose: return tr("'{action}': each player must first expose a card", {{"action", word}});
    case kNotFaceDown:
      return tr("'{action}': the card must be one of your face-down cards", {{"action", word}});
    case kTakeOrStand:
      return tr("'{action}': in an offer round the player says take or stand", {{"action", word}});
    case kMustDeclare:
      return tr("'{action}': the players still in must declare low, high or both",
                {{"action", word}});
    case kCheckFacingBet:
      return tr("check: there is a bet of {call} to call", {{"call", n(r.call)}});
    case kNoBetToCall: return tr("call: there is no bet to call (check instead)");
    case kCallNeedsEveryChip:
      return tr("call: calling {call} needs every chip ({stack}); say all-in",
                {{"call", n(r.call)}, {"stack", n(r.stack)}});
    case kNoBetToFold: return tr("fold: there is no bet to fold to (check instead)");
    case kAlreadyBet: return tr("bet: there is already a bet this round (raise instead)");
    case kNobodyBet: return tr("raise: nobody has bet this round (bet instead)");
    case kNotReopened:
      return tr("{action}: a short all-in does not reopen the betting to you", {{"action", word}});
    case kRaiseCapReached:
      return i18n::trn("{action}: the cap of {n} raise is reached",
                       "{action}: the cap of {n} raises is reached", r.cap, {{"action", word}});
    case kNoFullBetFits:
      return tr("{action}: no full bet or raise fits (nobody else could call it, or your stack is "
                "too small; all-in may be legal)",
                {{"action", word}});
    case kIncrementOutOfRange:
      return tr("{action}: the {structure} increment must be {range} (an amount needing every "
                "chip is all-in)",
                {{"action", word},
                 {"structure", structure_word(r.structure)},
                 {"range", n(r.lo) + (r.hi != r.lo ? ".." + n(r.hi) : "")}});
    case kAllInOverLimit:
      return tr("all-in: going all-in for {stack} breaks the structure's maximum, the raise cap or "
                "the no-reopening rule",
                {{"stack", n(r.stack)}});
    case kNotABettingAction: return tr("'{action}' is not a betting action", {{"action", word}});
  }
  return tr("refused");
}

bool confirm_quit(Console& console) {
  while (true) {
    const auto answer = console.ask(tr("Quit the session? (y/n) "));
    if (!answer) return true;
    const std::string a = lowered(*answer);
    if (is_yes(a)) return true;
    if (is_no(a) || a.empty()) return false;
    console.out() << tr("  please answer y or n") << "\n";
  }
}

}  // namespace cardroom::play
