// What the player types at the Five Three Five table: the rulebook's words, the short forms,
// bare ranks, help and quit, and a clear reason for everything else. Nothing typed throws.
#include "play/five35_input.h"

#include <gtest/gtest.h>

#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "i18n/i18n.h"

namespace cardroom::play {
namespace {

using namespace five35;
using Kind = Five35Answer::Kind;

// Seat 0 to act holding `hand`, facing the meld `lead` by seat 2 (none: seat 0 leads).
Round round_with(Hand hand, std::optional<Move> lead) {
  Deal deal;
  deal.hands[0] = hand;
  deal.hands[1] = Hand::of(11, 3);
  deal.hands[2] = Hand::of(2, 2) + Hand::of(3) + Hand::of(4) + Hand::of(9, 3);  // 3 3 4 5 12 12 12
  Round round(Rules{}, 3, lead ? 2 : 0, deal);
  if (lead) round.apply_unchecked(*lead);
  return round;
}

Five35Answer answer(const Round& round, std::string_view text) {
  return read_five35_answer(text, View(round, 0));
}

TEST(Five35Input, ShortFormsFullWordsAndBareRanks) {
  const Hand hand = Hand::run(1, 3) + Hand::of(5, 2) + Hand::of(kEightIndex);  // 2 3 4 7 7 8
  const Round leading = round_with(hand, std::nullopt);
  EXPECT_EQ(answer(leading, "l 2 3 4").move, Move::lead(Hand::run(1, 3)));
  EXPECT_EQ(answer(leading, "LEAD 4 3 2").move, Move::lead(Hand::run(1, 3)));
  EXPECT_EQ(answer(leading, "  7,7 ").move, Move::lead(Hand::of(5, 2)));
  EXPECT_EQ(answer(leading, "8").kind, Kind::kMove);

  const Round facing = round_with(hand, Move::lead(Hand::of(2)));  // a single 3
  EXPECT_EQ(answer(facing, "o 7").move, Move::overwrite(Hand::of(5)));
  EXPECT_EQ(answer(facing, "overwrite 8").move, Move::overwrite(Hand::of(kEightIndex)));
  EXPECT_EQ(answer(facing, "a 2").move, Move::add(Hand::of(1)));
  EXPECT_EQ(answer(facing, "add 2 4").move, Move::add(Hand::of(1) + Hand::of(3)));
  EXPECT_EQ(answer(facing, "p").move, Move::pass());
  EXPECT_EQ(answer(facing, "pass").kind, Kind::kMove);
  EXPECT_EQ(answer(facing, "2 4").move, Move::add(Hand::of(1) + Hand::of(3)));  // only an add
  // 4 onto 3 both beats it and extends it: bare ranks cannot say which.
  const Five35Answer both = answer(facing, "4");
  EXPECT_EQ(both.kind, Kind::kRetry);
  EXPECT_NE(both.message.find("o 4 or a 4"), std::string::npos) << both.message;
}

TEST(Five35Input, HelpQuitAndReasons) {
  const Round facing = round_with(Hand::run(1, 3), Move::lead(Hand::of(2)));  // 2 3 4 vs 3
  EXPECT_EQ(answer(facing, "?").kind, Kind::kHelp);
  EXPECT_EQ(answer(facing, "q").kind, Kind::kQuit);
  const auto refused = [&](std::string_view text, std::string_view reason) {
    const Five35Answer a = answer(facing, text);
    EXPECT_EQ(a.kind, Kind::kRetry) << text;
    EXPECT_NE(a.message.find(reason), std::string::npos) << text << ": " << a.message;
  };
  refused("", "Type a move");
  refused("x 3", "'x' is not a move");
  refused("l 2", std::string(explain(Refusal::kAlreadyLed)));
  refused("o 2", std::string(explain(Refusal::kNotStronger)));
  refused("o 12", std::string(explain(Refusal::kCardsNotHeld)));
  refused("o 2 3", std::string(explain(Refusal::kWrongShape)));
  refused("a 1", std::string(explain(Refusal::kCardsNotHeld)));
  refused("l 10", "'10' is not a card");
  refused("p 3", "'pass' takes no cards");
  refused("o", "needs 1 to 3 cards, got 0");
  refused("12", "No legal move plays 12");
  refused("99999999999999999999999", "is not a card");
}

TEST(Five35Input, TheGlossarysFrenchWordsWhateverTheLanguage) {
  const Hand hand = Hand::run(1, 3) + Hand::of(5, 2) + Hand::of(kEightIndex);  // 2 3 4 7 7 8
  const Round leading = round_with(hand, std::nullopt);
  EXPECT_EQ(answer(leading, "commencer 2 3 4").move, Move::lead(Hand::run(1, 3)));
  const Round facing = round_with(hand, Move::lead(Hand::of(2)));  // a single 3
  EXPECT_EQ(answer(facing, "passer").move, Move::pass());
  EXPECT_EQ(answer(facing, "Passer").move, Move::pass());
  EXPECT_EQ(answer(facing, "\u00e9craser 7").move, Move::overwrite(Hand::of(5)));
  EXPECT_EQ(answer(facing, "ecraser 8").move, Move::overwrite(Hand::of(kEightIndex)));
  EXPECT_EQ(answer(facing, "ajouter 2 4").move, Move::add(Hand::of(1) + Hand::of(3)));
  EXPECT_EQ(answer(facing, "aide").kind, Kind::kHelp);
  EXPECT_EQ(answer(facing, "conseil").kind, Kind::kHint);
  EXPECT_EQ(answer(facing, "quitter").kind, Kind::kQuit);
  const i18n::LanguageScope french("fr");
  EXPECT_EQ(answer(facing, "pass").move, Move::pass()) << "English stays read in French";
  EXPECT_EQ(answer(facing, "4").message,
            "« 4 » peut vouloir dire o 4 ou a 4 : tapez celui que vous voulez.");
  EXPECT_EQ(answer(facing, "passer 3").message, "« passer » ne prend pas de cartes.");
  EXPECT_EQ(answer(facing, "l 2").message,
            "Coup refusé : l 2 – le pli est déjà commencé : écrasez, ajoutez ou passez.");
  EXPECT_EQ(refusal_text(Refusal::kCardsNotHeld), "le joueur n'a pas ces cartes en main");
}

TEST(Five35Input, RefusalsReadAsTheEngineSaysThemInEnglish) {
  for (const Refusal r : {Refusal::kMustLead, Refusal::kNotStronger, Refusal::kDoesNotFit,
                          Refusal::kPassWithCards, Refusal::kNotYourTurn}) {
    EXPECT_EQ(refusal_text(r), std::string(explain(r)));
  }
}

TEST(Five35Input, NothingTypedThrows) {
  const Round facing = round_with(Hand::run(1, 3), Move::lead(Hand::of(2)));
  const Round leading = round_with(Hand::run(1, 3), std::nullopt);
  Rng rng(42);
  const std::string alphabet = "lopaq?123456789 0,\t-+xé\x01\x1b";
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    const int length = int(rng.below(12));
    for (int c = 0; c < length; ++c) text += alphabet[rng.below(std::uint32_t(alphabet.size()))];
    for (const Round* round : {&facing, &leading}) {
      const Five35Answer a = answer(*round, text);
      if (a.kind == Kind::kMove) {
        EXPECT_EQ(check_move(round->hand(0), round->meld(), round->copies(), a.move),
                  Refusal::kNone)
            << text;
      }
      EXPECT_LE(a.message.size(), 400u);
    }
  }
}

TEST(Five35Input, ShortWords) {
  EXPECT_EQ(short_words(Move::lead(Hand::run(1, 3))), "l 2 3 4");
  EXPECT_EQ(short_words(Move::overwrite(Hand::of(5, 2))), "o 7 7");
  EXPECT_EQ(short_words(Move::add(Hand::of(4))), "a 5");
  EXPECT_EQ(short_words(Move::pass()), "p");
}

}  // namespace
}  // namespace cardroom::play
