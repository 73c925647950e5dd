// The screen draws only what seat 0 may see, and fits 80 columns.
#include "play/vying_screen.h"

#include <gtest/gtest.h>

#include <regex>

#include "i18n/i18n.h"
#include "narration/vying_narration.h"
#include "narration/words.h"
#include "play/vying_summary.h"
#include "vying/random_play.h"
#include "vying/showdown_explain.h"
#include "vying/view.h"

namespace cardroom::play {
namespace {

using namespace cardroom::vying;

narration::Speaker name_seat(int seat) {
  return seat == 0 ? narration::Speaker{"You", true}
                   : narration::Speaker{"Player" + std::to_string(seat), false};
}

// Random hands of both games at many table sizes; `check` sees every state and the narration
// line (as seat 0 hears it) that led there.
template <typename Check>
void random_states(int hands, Check check) {
  Rng rng(2024);
  for (int k = 0; k < hands; ++k) {
    const Game game = k % 2 ? Game::kFifteenThirtyFive : Game::kSevenTwentySeven;
    Rules rules = preset(game);
    if (k % 3 == 0) rules.showdown = ShowdownRule::kDeclareSimultaneous;
    if (k % 5 == 0) rules.deal = DealPattern::kDownDownUp;
    const int seats =
        2 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_players(game) - 1)));
    std::vector<std::int64_t> stacks(static_cast<std::size_t>(seats), 20 + rng.below(80));
    Hand hand = Hand::shuffled(rules, stacks,
                               static_cast<int>(rng.below(static_cast<std::uint32_t>(seats))), rng);
    std::vector<std::string> story{narration::phase_header(hand, name_seat)};
    check(hand, story);
    while (!hand.finished()) {
      const Hand before = hand;
      const int seat = hand.to_act();
      const Action a = random_action(hand.legal(), rng);
      hand.apply(a);
      story.push_back(
          narration::narrate(before, hand, seat, a, name_seat, 0, card_namer(Style{true, false})));
      const std::string next = narration::phase_change(before, hand, name_seat);
      if (!next.empty()) story.push_back(next);
      check(hand, story);
    }
  }
}

std::string screen_text(const Hand& hand, const std::vector<std::string>& story,
                        const Style& style) {
  TableLook look;
  look.title = "Hand 1 · test";
  for (int i = 0; i < hand.seats(); ++i)
    look.labels.push_back(i ? "Player" + std::to_string(i) + " (heuristic)" : "You");
  look.story_heading = "Since your last turn:";
  look.story = story;
  std::string text;
  for (const auto& line : draw_table(snapshot_of(SeatView(hand, 0)), look, style))
    text += line + "\n";
  if (hand.finished()) {
    std::vector<std::string> names;
    for (int i = 0; i < hand.seats(); ++i)
      names.push_back(i ? "Player" + std::to_string(i) : "You");
    std::vector<std::int64_t> start(static_cast<std::size_t>(hand.seats()), 100);
    for (const auto& line : hand_summary(hand, 0, names, start, 100, style)) text += line + "\n";
  }
  return text;
}

// Cards seat 0 may not see: other seats' face-down cards, unless shown at a showdown.
std::vector<Card> hidden_from_seat0(const Hand& hand) {
  const SeatView view(hand, 0);
  // A folded card reshuffled into the stock may be dealt again face down: seat 0 still sees the
  // folded hand's face-up copy, which is no leak.
  const std::uint64_t seen = view.seen_cards();
  std::vector<Card> hidden;
  for (int i = 1; i < hand.seats(); ++i) {
    for (int slot = 0; slot < hand.seat(i).count; ++slot) {
      const Card card = hand.seat(i).cards[static_cast<std::size_t>(slot)];
      if (view.seat_state(i).cards[static_cast<std::size_t>(slot)].is_hidden() &&
          !(seen & card.bit())) {
        hidden.push_back(hand.seat(i).cards[static_cast<std::size_t>(slot)]);
      }
    }
  }
  return hidden;
}

TEST(VyingScreen, NeverShowsAnotherSeatsFaceDownCard) {
  const Style unicode{true, true};
  int states = 0, hidden_checked = 0;
  random_states(300, [&](const Hand& hand, const std::vector<std::string>& story) {
    const std::string text = screen_text(hand, story, unicode);
    for (Card c : hidden_from_seat0(hand)) {
      // Unicode card texts ("7♣") cannot occur inside other words.
      const std::string plain = card_text(c, Style{true, false});
      ASSERT_EQ(text.find(plain), std::string::npos) << plain << " leaked:\n" << text;
      ++hidden_checked;
    }
    // Seat 0's own face-down cards are there, in brackets.
    const SeatState& me = hand.seat(0);
    for (int slot = 0; slot < me.count; ++slot) {
      if (!me.is_up(slot) && !me.folded) {
        EXPECT_NE(
            text.find(card_text(me.cards[static_cast<std::size_t>(slot)], Style{true, false})),
            std::string::npos);
      }
    }
    ++states;
  });
  EXPECT_GT(states, 1000);
  EXPECT_GT(hidden_checked, 1000);
}

TEST(VyingScreen, AsciiScreensLeakNothingEither) {
  const Style ascii{false, false};
  random_states(100, [&](const Hand& hand, const std::vector<std::string>&) {
    const std::string text = screen_text(hand, {}, ascii);
    for (Card c : hidden_from_seat0(hand)) {
      const std::regex word("(^|[^A-Za-z0-9])" + to_string(c) + "($|[^A-Za-z0-9])");
      ASSERT_FALSE(std::regex_search(text, word)) << to_string(c) << " leaked:\n" << text;
    }
  });
}

TEST(VyingScreen, EveryLineFitsEightyColumns) {
  const Style styles[] = {{true, true}, {false, false}};
  const std::vector<std::string> long_story(
      60,
      "Player9 calls 3 and raises 5 and says something long enough to wrap across the edge of the "
      "screen twice over");
  random_states(200, [&](const Hand& hand, const std::vector<std::string>& story) {
    for (const Style& style : styles) {
      for (const auto* lines : {&story, &long_story}) {
        std::istringstream text(screen_text(hand, *lines, style));
        for (std::string line; std::getline(text, line);) {
          ASSERT_LE(narration::display_width(line), kScreenWidth) << line;
        }
      }
    }
  });
}

TEST(VyingScreen, InFrenchEveryLineFitsAndSpeaksFrench) {
  const i18n::LanguageScope french("fr");
  bool summaries = false;
  random_states(120, [&](const Hand& hand, const std::vector<std::string>& story) {
    for (const Style& style : {Style{true, true}, Style{false, false}}) {
      std::string text = screen_text(hand, story, style);
      // Wrapped French lines keep a no-break space before ":" (keep_french_spacing).
      for (auto at = text.find("\u00a0"); at != std::string::npos; at = text.find("\u00a0", at)) {
        text.replace(at, 2, " ");
      }
      std::istringstream lines(text);
      for (std::string line; std::getline(lines, line);) {
        ASSERT_LE(narration::display_width(line), kScreenWidth) << line;
      }
      ASSERT_NE(text.find("jetons"), std::string::npos) << text;
      ASSERT_EQ(text.find(" chips"), std::string::npos) << text;
      ASSERT_EQ(text.find("cards in the stock"), std::string::npos) << text;
      if (hand.finished()) {
        summaries = true;
        ASSERT_NE(text.find("Jetons de cette main :"), std::string::npos) << text;
        if (hand.showdown()) {
          ASSERT_NE(text.find("Abattage :"), std::string::npos) << text;
        }
      }
    }
  });
  EXPECT_TRUE(summaries);
  LegalActions legal;
  legal.phase = Phase::kBetting;
  legal.seat = 0;
  legal.call = legal.raise = legal.fold = true;
  legal.call_amount = 2;
  legal.lo = 1;
  legal.hi = 5;
  EXPECT_EQ(legal_menu(legal, Style{true, false}), "suivre 2 · relancer 1-5 · se coucher");
}

TEST(VyingScreen, ShowdownLinesInEnglishAreTheEnginesExplanation) {
  int compared = 0;
  random_states(200, [&](const Hand& hand, const std::vector<std::string>&) {
    const auto result = hand.showdown();
    if (!result) return;
    std::vector<ShowdownSeat> seats;
    for (int i = 0; i < hand.seats(); ++i) {
      const SeatState& s = hand.seat(i);
      seats.push_back(ShowdownSeat{s.tally, s.put_in, s.live(),
                                   result->declared ? s.declaration : Declaration::kNone});
    }
    std::vector<std::string> names;
    for (int i = 0; i < hand.seats(); ++i) names.push_back("P" + std::to_string(i));
    for (int i = 0; i < hand.seats(); ++i) {
      if (!seats[static_cast<std::size_t>(i)].live) continue;
      EXPECT_EQ(showdown_lines(*result, seats, hand.rules(), i, names),
                explain_seat(*result, seats, hand.rules(), i, names));
      ++compared;
    }
  });
  EXPECT_GT(compared, 20);
}

TEST(VyingScreen, TenSeatsWithHugeStacksFit) {
  Rules rules = preset(Game::kSevenTwentySeven);
  std::vector<std::int64_t> stacks(10, 999'999'999'999);
  Rng rng(3);
  Hand hand = Hand::shuffled(rules, stacks, 0, rng);
  while (!hand.finished()) {
    const LegalActions legal = hand.legal();
    hand.apply(legal.take ? Action::take() : random_action(legal, rng));
    std::istringstream text(screen_text(hand, {"x"}, Style{true, true}));
    for (std::string line; std::getline(text, line);)
      ASSERT_LE(narration::display_width(line), kScreenWidth) << line;
  }
}

TEST(VyingScreen, WrapKeepsIndentAndWidth) {
  const auto lines = wrap("  one two three four five six", 12, 4);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[0], "  one two");
  for (const auto& l : lines) EXPECT_LE(narration::display_width(l), 12);
  EXPECT_EQ(lines[1].substr(0, 4), "    ");
}

TEST(VyingScreen, ExplanationsSpeakToThePlayerAsYou) {
  EXPECT_EQ(in_second_person("lost with 19 to You's 11 (distance)"),
            "lost with 19 to your 11 (distance)");
  EXPECT_EQ(in_second_person("lost with 11 to Bea's 19"), "lost with 11 to Bea's 19");
}

}  // namespace
}  // namespace cardroom::play
