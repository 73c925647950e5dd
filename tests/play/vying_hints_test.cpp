// Hints at the terminal table (vying and Five Three Five): `h` (or `hint`) at a decision prints
// the advisor's odds and the value of each action for the human's seat, and `--hints` prints
// them before every decision.
#include <gtest/gtest.h>

#include <functional>
#include <sstream>

#include "five35/moves.h"
#include "five35_scripted_input.h"
#include "i18n/i18n.h"
#include "narration/words.h"
#include "play/five35_input.h"
#include "play/five35_play.h"
#include "play/five35_table.h"
#include "play/hints.h"
#include "play/players.h"
#include "play/style.h"
#include "play/vying_input.h"
#include "play/vying_play.h"
#include "vying_test_player.h"

namespace cardroom::play::hints_test {
namespace {

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(HintWords, HAsksForAHintAndHiStillDeclaresHigh) {
  vying::LegalActions declare;
  declare.phase = vying::Phase::kDeclare;
  declare.seat = 0;
  declare.declare = true;
  EXPECT_EQ(read_player_input("h", declare).kind, PlayerInput::Kind::kHint);
  EXPECT_EQ(read_player_input(" HINT ", declare).kind, PlayerInput::Kind::kHint);
  const PlayerInput high = read_player_input("hi", declare);
  ASSERT_EQ(high.kind, PlayerInput::Kind::kAction);
  EXPECT_EQ(high.action, vying::Action::declare(vying::Declaration::kHigh));
  EXPECT_EQ(read_player_input("d h", declare).action,
            vying::Action::declare(vying::Declaration::kHigh));
  EXPECT_EQ(read_player_input("?", declare).kind, PlayerInput::Kind::kHelp);
}

TEST(HintWords, FiveThreeFiveHIsAHintAndQuestionMarkTheHelp) {
  five35::Deal deal;
  deal.hands[0].add(five35::rank_index(3));
  deal.hands[1].add(five35::rank_index(4));
  const five35::Round round(five35::Rules{}, 2, 0, deal);
  const five35::View view(round, 0);
  EXPECT_EQ(read_five35_answer("h", view).kind, Five35Answer::Kind::kHint);
  EXPECT_EQ(read_five35_answer("hint", view).kind, Five35Answer::Kind::kHint);
  EXPECT_EQ(read_five35_answer("?", view).kind, Five35Answer::Kind::kHelp);
  EXPECT_EQ(read_five35_answer("help", view).kind, Five35Answer::Kind::kHelp);
}

struct VyingRun {
  std::string transcript;
  int decisions = 0;  // menus the player answered with an action
  int hints_asked = 0;
};

// One Seven Twenty-Seven hand at three seats against the heuristic; the player asks for a hint
// at its first `ask` decisions, then plays steadily.
VyingRun play_vying_hand(bool hints, int ask) {
  VyingTableOptions o;
  o.games = {Game::kSevenTwentySeven};
  o.rules[Game::kSevenTwentySeven] = vying::preset(Game::kSevenTwentySeven);
  o.players = seat_players(3, "You", {bots::parse_bot_spec("heuristic")});
  o.seed = 11;
  o.hands = 1;
  o.hints = hints;
  VyingRun run;
  int takes = 1;
  bool hinted_here = false;
  std::ostringstream out;
  testing::ReactiveInput input(out, [&](const std::string& since) -> std::optional<std::string> {
    if (!testing::last_line_with(since, "Your turn: ").empty() || hinted_here) {
      if (run.hints_asked < ask && !hinted_here) {
        ++run.hints_asked;
        hinted_here = true;
        return "h";
      }
      hinted_here = false;
      ++run.decisions;
    }
    return testing::steady_answer(since, takes);
  });
  std::istream in(&input);
  Console console(in, out, Style{false, false}, /*echo=*/true);
  EXPECT_EQ(play_vying(console, o), 0);
  run.transcript = testing::without_escapes(out.str());
  return run;
}

TEST(VyingHints, HPrintsTheAdviceForYourSeatAndAsksAgain) {
  const VyingRun run = play_vying_hand(false, 1);
  ASSERT_EQ(run.hints_asked, 1);
  EXPECT_EQ(count(run.transcript, "Advice for seat 0"), 1) << run.transcript;
  EXPECT_NE(run.transcript.find("If every hand still in were shown now"), std::string::npos);
  EXPECT_NE(run.transcript.find("Your actions, best first"), std::string::npos);
  // The menu is shown again after the hint, and the hand goes on to its end.
  const auto hint = run.transcript.find("Advice for seat 0");
  EXPECT_NE(run.transcript.find("Your turn: ", hint), std::string::npos);
  EXPECT_NE(run.transcript.find("Session summary"), std::string::npos);
}

TEST(VyingHints, HintsFlagShowsTheAdviceBeforeEveryDecision) {
  const VyingRun run = play_vying_hand(true, 0);
  ASSERT_GT(run.decisions, 0);
  EXPECT_EQ(count(run.transcript, "Advice for seat 0"), run.decisions) << run.transcript;
  std::istringstream lines(run.transcript);
  for (std::string line; std::getline(lines, line);) {
    EXPECT_LE(narration::display_width(line), 80) << line;  // the hints fit the screen too
  }
}

// Five Three Five at three seats: the player asks for a hint at its first move (when `ask`),
// then plays the first legal move; one round.
std::string play_five35_round(bool hints, bool ask, int* moves,
                              const std::string& prompt = "Your move (? for help): ",
                              const std::string& hint_word = "h") {
  Five35TableOptions o;
  o.players = seat_players(3, "Ann", {bots::parse_bot_spec("heuristic")});
  o.seed = 4;
  o.hints = hints;
  std::ostringstream out;
  Five35Table* table = nullptr;
  bool asked = false;
  testing::ScriptedInput input([&]() -> std::optional<std::string> {
    const std::string so_far = out.str();
    if (testing::ends_with(so_far, prompt)) {
      if (ask && !asked) {
        asked = true;
        return hint_word;
      }
      ++*moves;
      five35::MoveList legal;
      table->game()->view(0).legal_moves(legal);
      return short_words(legal[0]);
    }
    return "q";  // the round's end: stop
  });
  std::istream in(&input);
  Console console(in, out, Style{false, false}, /*echo=*/true);
  Five35Table t(console, o);
  table = &t;
  EXPECT_EQ(t.run(), 0);
  return out.str();
}

TEST(Five35Hints, HPrintsYourChanceAndEachMovesPoints) {
  int moves = 0;
  const std::string transcript = play_five35_round(false, true, &moves);
  EXPECT_EQ(count(transcript, "Advice for seat 0"), 1) << transcript;
  EXPECT_NE(transcript.find("Chance you go out first: "), std::string::npos);
  EXPECT_NE(transcript.find("Your moves, best first"), std::string::npos);
  EXPECT_GT(moves, 0);
}

TEST(Five35Hints, InFrenchConseilPrintsTheAdviceInFrench) {
  const i18n::LanguageScope french("fr");
  int moves = 0;
  const std::string transcript =
      play_five35_round(false, true, &moves, "Votre coup (? pour l'aide) : ", "conseil");
  EXPECT_EQ(count(transcript, "Conseil pour le siège 0"), 1) << transcript;
  EXPECT_NE(transcript.find("Chance de sortir le premier : "), std::string::npos);
  EXPECT_NE(transcript.find("Vos coups, le meilleur d'abord"), std::string::npos);
  EXPECT_EQ(transcript.find("Advice"), std::string::npos) << transcript;
  EXPECT_GT(moves, 0);
  std::istringstream lines(transcript);
  for (std::string line; std::getline(lines, line);) {
    EXPECT_LE(narration::display_width(line), 80) << line;
  }
}

TEST(VyingHints, InFrenchTheAdviceReadsInFrenchAndFits) {
  const i18n::LanguageScope french("fr");
  const vying::Rules rules = vying::preset(Game::kFifteenThirtyFive);
  Rng rng(5);
  vying::Hand hand = vying::Hand::shuffled(rules, std::vector<std::int64_t>(3, 50), 0, rng);
  int checked = 0;
  while (!hand.finished() && checked < 4) {
    const auto lines = hint_lines(vying::SeatView(hand, hand.to_act()), 7, Style{true, false});
    std::string text;
    for (const auto& line : lines) {
      EXPECT_LE(narration::display_width(line), 80) << line;
      text += line + "\n";
    }
    EXPECT_NE(text.find("Conseil pour le siège"), std::string::npos) << text;
    EXPECT_NE(text.find("Si toutes les mains encore en jeu"), std::string::npos) << text;
    EXPECT_NE(text.find("Vos actions, la meilleure d'abord"), std::string::npos) << text;
    EXPECT_NE(text.find(" jetons "), std::string::npos) << text;
    const vying::LegalActions legal = hand.legal();
    hand.apply(legal.take ? vying::Action::stand()
               : legal.check ? vying::Action::check()
               : legal.call  ? vying::Action::call()
                             : vying::Action::stand());
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

TEST(Five35Hints, HintsFlagShowsTheAdviceBeforeEveryMove) {
  int moves = 0;
  const std::string transcript = play_five35_round(true, false, &moves);
  ASSERT_GT(moves, 0);
  EXPECT_EQ(count(transcript, "Advice for seat 0"), moves);
}

}  // namespace
}  // namespace cardroom::play::hints_test
