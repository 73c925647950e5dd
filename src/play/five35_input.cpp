#include "play/five35_input.h"

#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "core/input_error.h"
#include "five35/action_words.h"
#include "i18n/i18n.h"

namespace cardroom::play {

using namespace five35;
using i18n::tr;

namespace {

std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    // Commas and tabs separate like spaces ("3,4,5"); other control characters are dropped.
    if (c == ' ' || c == ',' || c == '\t') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else if (u >= 0x20 && u != 0x7f) {
      word.push_back(static_cast<char>(std::tolower(u)));
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

bool is_number(const std::string& word) {
  if (word.empty()) return false;
  for (char c : word) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

// The rulebook word a typed first word stands for, or empty.
std::string action_word(const std::string& word) {
  // The French words too (docs/fr/glossaire.md): commencer, écraser, ajouter, passer.
  if (word == "l" || word == "lead" || word == "commencer" || word == "c") return "lead";
  if (word == "o" || word == "ow" || word == "overwrite" || word == "ecraser" ||
      word == "\u00e9craser" || word == "\u00c9craser" || word == "e") {
    return "overwrite";
  }
  if (word == "a" || word == "add" || word == "ajouter") return "add";
  if (word == "p" || word == "pass" || word == "passer" || word == "passe") return "pass";
  return "";
}

std::string joined(const std::vector<std::string>& words, std::size_t from) {
  std::string text;
  for (std::size_t i = from; i < words.size(); ++i) {
    if (!text.empty()) text += ' ';
    text += words[i];
  }
  return text;
}

// The rulebook's move word as the reader says it.
std::string move_word(const std::string& action) {
  if (action == "lead") return i18n::trc("move", "lead");
  if (action == "overwrite") return i18n::trc("move", "overwrite");
  if (action == "add") return i18n::trc("move", "add");
  return i18n::trc("move", "pass");
}

// What five35::parse_words would refuse in `action` followed by words[from...], said in the
// reader's language (no final full stop); nothing when it reads.
std::optional<std::string> words_problem(const std::string& action,
                                         const std::vector<std::string>& words,
                                         std::size_t from) {
  const std::size_t cards = words.size() - from;
  if (action == "pass") {
    if (cards > 0) return tr("'{word}' takes no cards", {{"word", move_word(action)}});
    return std::nullopt;
  }
  if (cards == 0 || cards > 3) {
    return tr("'{word}' needs 1 to 3 cards, got {count}",
              {{"word", move_word(action)}, {"count", std::to_string(cards)}});
  }
  for (std::size_t i = from; i < words.size(); ++i) {
    const std::string& word = words[i];
    int number = -1;
    if (!word.empty() && word.size() <= 2 && is_number(word) && word[0] != '0') {
      number = std::stoi(word);
    }
    if (number < 0 || rank_index(number) < 0) {
      return tr("'{word}' is not a card (ranks are 1-5, 7-9 and 11-15)", {{"word", word}});
    }
  }
  return std::nullopt;
}

Five35Answer retry(std::string message) {
  Five35Answer answer;
  answer.kind = Five35Answer::Kind::kRetry;
  answer.message = std::move(message);
  return answer;
}

Five35Answer checked(const Move& move, const View& view) {
  Refusal refusal = check_move(view.hand(), view.meld(), view.copies(), move);
  if (view.finished()) refusal = Refusal::kRoundOver;
  if (!view.my_turn()) refusal = Refusal::kNotYourTurn;
  if (refusal != Refusal::kNone) {
    return retry(tr("Not allowed: {move} - {why}.",
                    {{"move", short_words(move)}, {"why", refusal_text(refusal)}}));
  }
  Five35Answer answer;
  answer.kind = Five35Answer::Kind::kMove;
  answer.move = move;
  return answer;
}

// "7 7": the one legal move that plays exactly these cards.
Five35Answer bare_ranks(const std::vector<std::string>& words, const View& view) {
  if (const auto problem = words_problem("lead", words, 0)) return retry(*problem);
  Move named;
  try {
    named = parse_words("lead " + joined(words, 0));
  } catch (const InputError& e) {
    return retry(e.what());
  }
  MoveList legal;
  view.legal_moves(legal);
  std::vector<Move> fits;
  for (const Move& move : legal) {
    if (move.action != Action::kPass && move.cards == named.cards) fits.push_back(move);
  }
  if (fits.size() == 1) return checked(fits[0], view);
  const std::string cards = cards_text(named.cards);
  if (fits.size() > 1) {
    std::vector<std::string> readings;
    for (const Move& fit : fits) readings.push_back(short_words(fit));
    std::string list = readings[0];
    for (std::size_t i = 1; i < readings.size(); ++i) {
      list = tr("{first} or {last}", {{"first", list}, {"last", readings[i]}});
    }
    return retry(tr("'{cards}' could mean {moves}: type the one you mean.",
                    {{"cards", cards}, {"moves", list}}));
  }
  // Nothing fits: say why, in the words of the rule each reading breaks.
  if (view.meld().empty()) return checked(Move::lead(named.cards), view);
  const Refusal as_overwrite =
      check_move(view.hand(), view.meld(), view.copies(), Move::overwrite(named.cards));
  const Refusal as_add =
      check_move(view.hand(), view.meld(), view.copies(), Move::add(named.cards));
  if (as_overwrite == as_add) {
    return retry(tr("No legal move plays {cards}: {why}.",
                    {{"cards", cards}, {"why", refusal_text(as_add)}}));
  }
  return retry(tr("No legal move plays {cards}. As an overwrite: {overwrite}. As an add: {add}.",
                  {{"cards", cards},
                   {"overwrite", refusal_text(as_overwrite)},
                   {"add", refusal_text(as_add)}}));
}

}  // namespace

std::string refusal_text(Refusal refusal) {
  // five35::explain's texts are in the catalogue (marked N_ where they are written).
  return tr(explain(refusal).data());
}

std::string short_words(const Move& move) {
  switch (move.action) {
    case Action::kLead:
      return "l " + cards_text(move.cards);
    case Action::kOverwrite:
      return "o " + cards_text(move.cards);
    case Action::kAdd:
      return "a " + cards_text(move.cards);
    case Action::kPass:
      break;
  }
  return "p";
}

Five35Answer read_five35_answer(std::string_view text, const View& view) {
  const std::vector<std::string> words = words_of(text);
  if (words.empty()) return retry(tr("Type a move (for example p to pass), or ? for help."));
  const std::string& first = words[0];
  if (words.size() == 1 && (first == "?" || first == "help" || first == "aide")) {
    return {Five35Answer::Kind::kHelp, Move{}, ""};
  }
  if (words.size() == 1 && (first == "h" || first == "hint" || first == "conseil")) {
    return {Five35Answer::Kind::kHint, Move{}, ""};
  }
  if (words.size() == 1 &&
      (first == "q" || first == "quit" || first == "exit" || first == "quitter")) {
    return {Five35Answer::Kind::kQuit, Move{}, ""};
  }
  bool all_numbers = true;
  for (const std::string& word : words) all_numbers = all_numbers && is_number(word);
  if (all_numbers) return bare_ranks(words, view);

  const std::string action = action_word(first);
  if (action.empty()) {
    std::string shown = first.substr(0, 20);
    return retry(tr("'{word}' is not a move. Type l (lead), o (overwrite), a (add) or p (pass) "
                    "and the ranks, e.g. o 7 7; ? for help.",
                    {{"word", shown}}));
  }
  if (const auto problem = words_problem(action, words, 1)) return retry(*problem + ".");
  Move move;
  try {
    const std::string rest = joined(words, 1);
    move = parse_words(rest.empty() ? action : action + " " + rest);
  } catch (const InputError& e) {
    return retry(std::string(e.what()) + ".");
  }
  return checked(move, view);
}

}  // namespace cardroom::play
