#include "play/vying_dealers_choice.h"

#include <ostream>

#include "core/input_error.h"
#include "i18n/i18n.h"
#include "io/json_overrides.h"
#include "io/vying_rule_choices.h"
#include "io/vying_rules_json.h"
#include "play/vying_input.h"
#include "play/vying_screen.h"

namespace cardroom::play {

namespace {

using namespace cardroom::vying;
using i18n::tr;

std::string game_choices(const std::vector<Game>& games) {
  std::string text;
  for (std::size_t i = 0; i < games.size(); ++i) {
    text += (i ? ", " : "") + std::to_string(i + 1) + " = " + std::string(game_name(games[i]));
  }
  return text;
}

std::optional<Game> ask_game(Console& console, const std::vector<Game>& games) {
  while (true) {
    for (const auto& line : wrap(tr("Which game? {choices}", {{"choices", game_choices(games)}}),
                                 kScreenWidth, 2)) {
      console.out() << line << "\n";
    }
    const auto answer =
        console.ask(tr("Game (Enter: {game}) ", {{"game", std::string(game_name(games[0]))}}));
    if (!answer) return std::nullopt;
    if (answer->empty()) return games[0];
    if (*answer == "q" || *answer == "quit" || *answer == "quitter") {
      if (confirm_quit(console)) return std::nullopt;
      continue;
    }
    if (*answer == "?" || *answer == "aide") {
      console.out() << tr("  Type the number or the name of a game (e.g. 1 or {game}).",
                          {{"game", std::string(game_name(games[0]))}})
                    << "\n";
      continue;
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
      if (*answer == std::to_string(i + 1)) return games[i];
    }
    const auto named = parse_game(*answer);
    for (Game g : games) {
      if (named && *named == g) return g;
    }
    for (const auto& line :
         wrap(tr("  '{answer}' is not one of this table's games: {choices}",
                 {{"answer", *answer}, {"choices", game_choices(games)}}),
              kScreenWidth, 4)) {
      console.out() << line << "\n";
    }
  }
}

}  // namespace

std::vector<std::string> house_rule_help(const Rules& rules) {
  std::vector<std::string> lines{
      tr("House rules: key=value (the hand's rules now, and what each accepts):")};
  for (const io::RuleChoice& choice : io::vying_rule_choices(rules)) {
    const io::Json& v = choice.value;
    lines.push_back("  " + choice.key + " = " + (v.is_string() ? v.get<std::string>() : v.dump()) +
                    "  (" + io::describe_accepted(choice) + ")");
  }
  lines.push_back(
      tr("Enter deals the hand; e.g. nearness=over-is-bust or betting.structure=no-limit"));
  return lines;
}

std::optional<DealersChoice> ask_dealers_choice(Console& console,
                                                const VyingTableOptions& options) {
  DealersChoice choice;
  if (options.games.size() > 1) {
    const auto game = ask_game(console, options.games);
    if (!game) return std::nullopt;
    choice.game = *game;
  } else {
    choice.game = options.games.at(0);
  }
  const Rules table_rules =
      options.rules.count(choice.game) ? options.rules.at(choice.game) : preset(choice.game);
  choice.rules = table_rules;
  io::Json house = io::Json::object();
  while (true) {
    const auto answer =
        console.ask(tr("House rules for this hand (key=value; ? lists them; Enter deals) "));
    if (!answer) return std::nullopt;
    if (answer->empty()) return choice;
    if (*answer == "q" || *answer == "quit" || *answer == "quitter") {
      if (confirm_quit(console)) return std::nullopt;
      continue;
    }
    if (*answer == "?" || *answer == "aide") {
      for (const auto& text : house_rule_help(choice.rules)) {
        for (const auto& line : wrap(text, kScreenWidth, 6)) console.out() << line << "\n";
      }
      continue;
    }
    // Several pairs may share a line; all of them or none are taken.
    std::vector<std::string> pairs;
    std::size_t start = 0;
    while (start < answer->size()) {
      auto end = answer->find(' ', start);
      if (end == std::string::npos) end = answer->size();
      const std::string piece = answer->substr(start, end - start);
      // "targets=[7, 27]": a piece without '=' continues the value before it.
      if (!piece.empty() && piece.find('=') == std::string::npos && !pairs.empty()) {
        pairs.back() += piece;
      } else if (!piece.empty()) {
        pairs.push_back(piece);
      }
      start = end + 1;
    }
    try {
      io::Json merged = house;
      for (const auto& pair : pairs) {
        if (pair.find('=') == std::string::npos || pair.front() == '=') {
          throw InputError(
              tr("'{pair}': expected key=value, e.g. nearness=over-is-bust (? lists the keys)",
                 {{"pair", pair}}));
        }
        merged.update(io::overrides_from_pairs({pair}), /*merge_objects=*/true);
      }
      choice.rules = io::vying_rules_from_json(table_rules, merged, "rules");
      house = merged;
      for (const auto& pair : pairs) {
        console.out() << tr("  house rule: {rule}", {{"rule", pair}}) << "\n";
      }
    } catch (const InputError& e) {
      for (const auto& line : wrap("  " + std::string(e.what()), kScreenWidth, 4)) {
        console.out() << line << "\n";
      }
    }
  }
}

DealersChoice bot_dealers_choice(const VyingTableOptions& options, Rng& rng) {
  DealersChoice choice;
  choice.game = options.games.size() == 1
                    ? options.games[0]
                    : options.games[rng.below(static_cast<std::uint32_t>(options.games.size()))];
  choice.rules =
      options.rules.count(choice.game) ? options.rules.at(choice.game) : preset(choice.game);
  return choice;
}

}  // namespace cardroom::play
