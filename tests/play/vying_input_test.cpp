#include "play/vying_input.h"

#include <gtest/gtest.h>

namespace cardroom::play {
namespace {

using vying::Action;
using vying::Declaration;
using vying::LegalActions;

LegalActions betting(bool bet_made) {
  LegalActions l;
  l.phase = vying::Phase::kBetting;
  l.seat = 0;
  l.check = !bet_made;
  l.call = bet_made;
  l.call_amount = bet_made ? 2 : 0;
  l.fold = bet_made;
  l.bet = !bet_made;
  l.raise = bet_made;
  l.lo = 1;
  l.hi = 5;
  return l;
}

Action read(const std::string& text, const LegalActions& legal = betting(false)) {
  const PlayerInput input = read_player_input(text, legal);
  EXPECT_EQ(input.kind, PlayerInput::Kind::kAction) << text << ": " << input.problem;
  return input.action;
}

TEST(VyingInput, ShortFormsAndRulebookWords) {
  EXPECT_EQ(read("c"), Action::check());
  EXPECT_EQ(read("c", betting(true)), Action::call());
  EXPECT_EQ(read("C ", betting(true)), Action::call());
  EXPECT_EQ(read("f", betting(true)), Action::fold());
  EXPECT_EQ(read("b 3"), Action::bet(3));
  EXPECT_EQ(read("bet 3"), Action::bet(3));
  EXPECT_EQ(read("3"), Action::bet(3));
  EXPECT_EQ(read("4", betting(true)), Action::raise(4));
  EXPECT_EQ(read("r 2", betting(true)), Action::raise(2));
  EXPECT_EQ(read("raise  2", betting(true)), Action::raise(2));
  EXPECT_EQ(read("a"), Action::all_in());
  EXPECT_EQ(read("all-in"), Action::all_in());
  EXPECT_EQ(read("t"), Action::take());
  EXPECT_EQ(read("s"), Action::stand());
  EXPECT_EQ(read("stand"), Action::stand());
  EXPECT_EQ(read("As"), Action::expose(*parse_card("As")));
  EXPECT_EQ(read("10d"), Action::expose(*parse_card("Td")));
  EXPECT_EQ(read("a\u2660"), Action::expose(*parse_card("As")));
  EXPECT_EQ(read("10\u2665"), Action::expose(*parse_card("Th")));
  EXPECT_EQ(read("expose kc"), Action::expose(*parse_card("Kc")));
  EXPECT_EQ(read("lo"), Action::declare(Declaration::kLow));
  EXPECT_EQ(read("hi"), Action::declare(Declaration::kHigh));
  EXPECT_EQ(read("both"), Action::declare(Declaration::kBoth));
  EXPECT_EQ(read("declare both"), Action::declare(Declaration::kBoth));
}

TEST(VyingInput, HelpQuitAndProblems) {
  EXPECT_EQ(read_player_input("?", betting(false)).kind, PlayerInput::Kind::kHelp);
  EXPECT_EQ(read_player_input("q", betting(false)).kind, PlayerInput::Kind::kQuit);
  for (const char* bad : {"", "zz", "b", "b x", "r -2", "bet 0", "expose", "expose 11x", "declare",
                          "c c", "\xff\xfe", "99999999999999999999999"}) {
    const PlayerInput input = read_player_input(bad, betting(false));
    EXPECT_EQ(input.kind, PlayerInput::Kind::kProblem) << bad;
    EXPECT_FALSE(input.problem.empty()) << bad;
  }
  LegalActions offer;
  offer.phase = vying::Phase::kOffer;
  offer.seat = 0;
  offer.take = offer.stand = true;
  EXPECT_EQ(read_player_input("c", offer).kind, PlayerInput::Kind::kProblem);
}

}  // namespace
}  // namespace cardroom::play
