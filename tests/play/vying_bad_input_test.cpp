// Bad input at every prompt of the vying table is explained and asked again; nothing crashes.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "play/players.h"
#include "play/vying_play.h"
#include "vying_test_player.h"

namespace cardroom::play {
namespace {

// Which prompt the table is at, from what it printed last.
std::string prompt_kind(const std::string& since) {
  if (since.find("Enter for the next hand") != std::string::npos) return "next-hand";
  if (since.find("Game (Enter") != std::string::npos) return "game";
  if (since.find("House rules for this hand") != std::string::npos) return "house-rules";
  const std::string menu = testing::last_line_with(since, "Your turn: ");
  if (menu.find("expose") != std::string::npos) return "expose";
  if (menu.find("declare") != std::string::npos) return "declare";
  if (menu.find("take") != std::string::npos) return "offer";
  if (!menu.empty()) return "betting";
  return "";
}

// Bad answers per prompt, and a piece of the explanation each must bring.
const std::map<std::string, std::vector<std::pair<std::string, std::string>>> kBad = {
    {"expose",
     {{"zz", "is not an action here"},
      {"check", "must first expose a card"},
      {"expose", "expose which card?"}}},
    {"offer",
     {{"b 3", "in an offer round the player says take or stand"},
      {"\x01\x02", "is not an action here"}}},
    {"betting",
     {{"99", "must be 1..5"},
      {"r", "how much?"},
      {"take", "is not a betting action"},
      {"bet -1", "positive whole number"},
      {"99999999999999999999", "is not an action"}}},
    {"declare",
     {{"maybe", "is not an action here"},
      {"c", "neither is possible"},
      {"lo high", "takes nothing after it"}}},
    {"game",
     {{"7", "is not one of this table's games"}, {"535", "is not one of this table's games"}}},
    {"house-rules",
     {{"nearness=bogus", "unknown value 'bogus'"},
      {"oops", "expected key=value"},
      {"betting.min=x", "betting.min"},
      {"=3", "expected key=value"}}},
    {"next-hand", {{"what", "Press Enter to deal the next hand"}}},
};

TEST(VyingBadInput, EveryPromptExplainsAndAsksAgain) {
  std::map<std::string, std::size_t> tried;  // bad answers given so far, per prompt
  std::set<std::string> seen_kinds;
  std::string pending;  // the explanation the last bad answer must bring
  int takes = 1;
  for (std::uint64_t seed = 1; seed < 40 && seen_kinds.size() < kBad.size(); ++seed) {
    VyingTableOptions o;
    o.games = {Game::kSevenTwentySeven, Game::kFifteenThirtyFive};
    for (Game g : o.games) o.rules[g] = vying::preset(g);
    o.players = seat_players(3, "You", {bots::parse_bot_spec("random")});
    o.seed = seed;
    o.hands = 3;
    std::ostringstream out;
    std::string last_kind;
    testing::ReactiveInput input(out, [&](const std::string& since) -> std::optional<std::string> {
      if (!pending.empty()) {
        EXPECT_NE(since.find(pending), std::string::npos) << "expected '" << pending << "' in:\n"
                                                          << since;
        EXPECT_EQ(prompt_kind(since), last_kind) << "not asked again:\n" << since;
        pending.clear();
      }
      const std::string kind = prompt_kind(since);
      if (since.find("Quit the session?") != std::string::npos) return "n";
      auto it = kBad.find(kind);
      if (it != kBad.end() && tried[kind] < it->second.size()) {
        const auto& [answer, why] = it->second[tried[kind]++];
        pending = why;
        last_kind = kind;
        seen_kinds.insert(kind);
        return answer;
      }
      if (kind == "house-rules" || kind == "game") return "";
      return testing::steady_answer(since, takes, "low");
    });
    std::istream in(&input);
    Console console(in, out, Style{false, false}, true);
    EXPECT_EQ(play_vying(console, o), 0);
    EXPECT_NE(out.str().find("Session summary"), std::string::npos);
    // Next seed: the prompts not yet met get their bad answers again.
    for (auto& [kind, count] : tried) {
      if (!seen_kinds.count(kind)) count = 0;
    }
  }
  for (const auto& [kind, answers] : kBad) EXPECT_TRUE(seen_kinds.count(kind)) << kind;
}

}  // namespace
}  // namespace cardroom::play
