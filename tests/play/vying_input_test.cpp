#include "play/vying_input.h"

#include <gtest/gtest.h>

#include "i18n/i18n.h"
#include "narration/words.h"
#include "play/vying_screen.h"

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

TEST(VyingInput, TheGlossarysFrenchWordsWhateverTheLanguage) {
  EXPECT_EQ(read("checker"), Action::check());
  EXPECT_EQ(read("Parole"), Action::check());
  EXPECT_EQ(read("passer"), Action::check());
  EXPECT_EQ(read("suivre", betting(true)), Action::call());
  EXPECT_EQ(read("payer", betting(true)), Action::call());
  EXPECT_EQ(read("se coucher", betting(true)), Action::fold());
  EXPECT_EQ(read("  Se   Coucher ", betting(true)), Action::fold());
  EXPECT_EQ(read("coucher", betting(true)), Action::fold());
  EXPECT_EQ(read("miser 3"), Action::bet(3));
  EXPECT_EQ(read("relancer 2", betting(true)), Action::raise(2));
  EXPECT_EQ(read("tapis"), Action::all_in());
  EXPECT_EQ(read("faire tapis"), Action::all_in());
  EXPECT_EQ(read("prendre"), Action::take());
  EXPECT_EQ(read("tirer"), Action::take());
  EXPECT_EQ(read("rester"), Action::stand());
  EXPECT_EQ(read("retourner Kc"), Action::expose(*parse_card("Kc")));
  EXPECT_EQ(read("annoncer le bas"), Action::declare(Declaration::kLow));
  EXPECT_EQ(read("annoncer haut"), Action::declare(Declaration::kHigh));
  EXPECT_EQ(read("annoncer les deux"), Action::declare(Declaration::kBoth));
  EXPECT_EQ(read("bas"), Action::declare(Declaration::kLow));
  EXPECT_EQ(read("haut"), Action::declare(Declaration::kHigh));
  EXPECT_EQ(read("les deux"), Action::declare(Declaration::kBoth));
  EXPECT_EQ(read_player_input("aide", betting(false)).kind, PlayerInput::Kind::kHelp);
  EXPECT_EQ(read_player_input("conseil", betting(false)).kind, PlayerInput::Kind::kHint);
  EXPECT_EQ(read_player_input("quitter", betting(false)).kind, PlayerInput::Kind::kQuit);
  // English stays read in French, and French words in English.
  {
    const i18n::LanguageScope french("fr");
    EXPECT_EQ(read("fold", betting(true)), Action::fold());
    EXPECT_EQ(read("raise 2", betting(true)), Action::raise(2));
    EXPECT_EQ(read("suivre", betting(true)), Action::call());
  }
  EXPECT_EQ(read_player_input("relancer", betting(true)).kind, PlayerInput::Kind::kProblem);
  EXPECT_EQ(read_player_input("tapis 3", betting(true)).kind, PlayerInput::Kind::kProblem);
}

TEST(VyingInput, ProblemsAndRefusalsReadInTheReadersLanguage) {
  EXPECT_EQ(read_player_input("zz", betting(false)).problem,
            "'zz' is not an action here; ? lists the words");
  vying::Refusal refusal;
  refusal.rule = vying::Refusal::Rule::kCheckFacingBet;
  refusal.action = Action::check();
  refusal.call = 4;
  EXPECT_EQ(refusal_text(refusal), refusal.explain()) << "English: the engine's words";
  refusal.rule = vying::Refusal::Rule::kIncrementOutOfRange;
  refusal.action = Action::raise(9);
  refusal.lo = 1;
  refusal.hi = 5;
  EXPECT_EQ(refusal_text(refusal), refusal.explain());
  const i18n::LanguageScope french("fr");
  EXPECT_EQ(read_player_input("zz", betting(false)).problem,
            "« zz » n'est pas une action ici ; ? liste les mots");
  EXPECT_EQ(read_player_input("relancer", betting(true)).problem,
            "combien ? par exemple « relancer 1 » (relancer 1-5)");
  EXPECT_EQ(refusal_text(refusal),
            "relancer 9 : en limite à fourchette, le montant doit être 1..5 (un montant qui "
            "demande tous vos jetons, c'est faire tapis)");
  refusal.rule = vying::Refusal::Rule::kCheckFacingBet;
  EXPECT_EQ(refusal_text(refusal), "checker : il y a une mise de 4 à suivre");
  for (const auto& line : input_help(betting(true), Style{})) {
    EXPECT_LE(narration::display_width(line), kScreenWidth) << line;
  }
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
