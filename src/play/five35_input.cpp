#include "play/five35_input.h"

#include <cctype>
#include <vector>

#include "core/input_error.h"
#include "five35/action_words.h"

namespace cardroom::play {

using namespace five35;

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
  if (word == "l" || word == "lead") return "lead";
  if (word == "o" || word == "ow" || word == "overwrite") return "overwrite";
  if (word == "a" || word == "add") return "add";
  if (word == "p" || word == "pass") return "pass";
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
    return retry("Not allowed: " + short_words(move) + " - " + std::string(explain(refusal)) + ".");
  }
  Five35Answer answer;
  answer.kind = Five35Answer::Kind::kMove;
  answer.move = move;
  return answer;
}

// "7 7": the one legal move that plays exactly these cards.
Five35Answer bare_ranks(const std::vector<std::string>& words, const View& view) {
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
    std::string message = "'" + cards + "' could mean";
    for (std::size_t i = 0; i < fits.size(); ++i) {
      message += (i == 0 ? " " : " or ") + short_words(fits[i]);
    }
    return retry(message + ": type the one you mean.");
  }
  // Nothing fits: say why, in the words of the rule each reading breaks.
  if (view.meld().empty()) return checked(Move::lead(named.cards), view);
  const Refusal as_overwrite =
      check_move(view.hand(), view.meld(), view.copies(), Move::overwrite(named.cards));
  const Refusal as_add =
      check_move(view.hand(), view.meld(), view.copies(), Move::add(named.cards));
  if (as_overwrite == as_add) {
    return retry("No legal move plays " + cards + ": " + std::string(explain(as_add)) + ".");
  }
  return retry("No legal move plays " + cards +
               ". As an overwrite: " + std::string(explain(as_overwrite)) +
               ". As an add: " + std::string(explain(as_add)) + ".");
}

}  // namespace

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
  if (words.empty()) return retry("Type a move (for example p to pass), or ? for help.");
  const std::string& first = words[0];
  if (words.size() == 1 && (first == "?" || first == "help")) {
    return {Five35Answer::Kind::kHelp, Move{}, ""};
  }
  if (words.size() == 1 && (first == "h" || first == "hint")) {
    return {Five35Answer::Kind::kHint, Move{}, ""};
  }
  if (words.size() == 1 && (first == "q" || first == "quit" || first == "exit")) {
    return {Five35Answer::Kind::kQuit, Move{}, ""};
  }
  bool all_numbers = true;
  for (const std::string& word : words) all_numbers = all_numbers && is_number(word);
  if (all_numbers) return bare_ranks(words, view);

  const std::string action = action_word(first);
  if (action.empty()) {
    std::string shown = first.substr(0, 20);
    return retry("'" + shown +
                 "' is not a move. Type l (lead), o (overwrite), a (add) or p (pass) and the "
                 "ranks, e.g. o 7 7; ? for help.");
  }
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
