#include "five35/action_words.h"

#include <vector>

#include "core/input_error.h"

namespace cardroom::five35 {

namespace {

std::string_view action_word(Action action) {
  switch (action) {
    case Action::kLead:
      return "lead";
    case Action::kOverwrite:
      return "overwrite";
    case Action::kAdd:
      return "add";
    case Action::kPass:
      return "pass";
  }
  return "?";
}

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\t') ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

// The rank index a card word names; only canonical numbers ("7", not "07" or "+7").
int parse_rank(std::string_view word) {
  int number = -1;
  if (!word.empty() && word.size() <= 2 && word[0] >= '1' && word[0] <= '9') {
    number = word[0] - '0';
    if (word.size() == 2)
      number = word[1] >= '0' && word[1] <= '9' ? number * 10 + (word[1] - '0') : -1;
  }
  const int index = number < 0 ? -1 : rank_index(number);
  if (index < 0) {
    std::string message = "'";
    message.append(word).append("' is not a card (ranks are 1-5, 7-9 and 11-15)");
    throw InputError(message);
  }
  return index;
}

}  // namespace

std::string cards_text(Hand cards) {
  std::string text;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = cards.count(r); c > 0; --c) {
      if (!text.empty()) text.push_back(' ');
      text.append(std::to_string(rank_number(r)));
    }
  }
  return text;
}

std::string to_words(const Move& move) {
  std::string text(action_word(move.action));
  if (move.action != Action::kPass) text.append(" ").append(cards_text(move.cards));
  return text;
}

Move parse_words(std::string_view text) {
  const std::vector<std::string_view> words = split_words(text);
  if (words.empty()) throw InputError("empty action; expected lead, overwrite, add or pass");
  Action action;
  if (words[0] == "lead") {
    action = Action::kLead;
  } else if (words[0] == "overwrite") {
    action = Action::kOverwrite;
  } else if (words[0] == "add") {
    action = Action::kAdd;
  } else if (words[0] == "pass") {
    if (words.size() > 1) throw InputError("'pass' takes no cards");
    return Move::pass();
  } else {
    std::string message = "unknown action '";
    message.append(words[0]).append("'; expected lead, overwrite, add or pass");
    throw InputError(message);
  }
  const std::size_t cards = words.size() - 1;
  if (cards == 0 || cards > 3) {
    std::string message = "'";
    message.append(words[0]).append("' needs 1 to 3 cards, got ").append(std::to_string(cards));
    throw InputError(message);
  }
  Hand hand;
  for (std::size_t i = 1; i < words.size(); ++i) hand.add(parse_rank(words[i]));
  return {action, hand};
}

}  // namespace cardroom::five35
