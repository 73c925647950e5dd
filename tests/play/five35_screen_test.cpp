// The Five Three Five screen: drawn from a seat's view only (two rounds that differ only in
// the cards that seat cannot see draw byte-identical screens), and never wider than 80 columns.
#include "play/five35_screen.h"

#include <gtest/gtest.h>

#include <vector>

#include "five35/game.h"
#include "five35/view.h"
#include "i18n/i18n.h"
#include "narration/five35_narration.h"
#include "narration/words.h"
#include "play/five35_moves_menu.h"
#include "play/five35_summary.h"

namespace cardroom::play {
namespace {

using namespace five35;

std::vector<SeatPlayer> table_of(int players, const std::string& human = "Ann") {
  return seat_players(players, human, {bots::parse_bot_spec("heuristic")});
}

// A round of `players` played at random for `moves` moves (or to its end), with its history.
struct Played {
  Round round;
  std::vector<SeatMove> history;
};
Played random_round(int players, std::uint64_t seed, int moves) {
  Rng rng(seed);
  const Deck deck = shuffled_deck(players, rng);
  const int dealer = int(rng.below(std::uint32_t(players)));
  Played played{Round(Rules{}, players, dealer, deal_cards(players, dealer, deck.view())), {}};
  for (int i = 0; i < moves && !played.round.finished(); ++i) {
    MoveList legal;
    played.round.legal_moves(legal);
    const Move move = legal[int(rng.below(std::uint32_t(legal.size())))];
    played.history.push_back({played.round.to_act(), move});
    played.round.apply_unchecked(move);
  }
  return played;
}

std::vector<std::string> screen_of(const View& view, int players, const Style& style) {
  const std::vector<std::int64_t> scores(std::size_t(players), 7);
  Five35Scene scene = scene_for_seat(view, table_of(players), scores, "round 3, game to 20");
  std::vector<std::string> lines = draw_table(scene, style);
  for (std::string& line : moves_menu(view, style)) lines.push_back(line);
  return lines;
}

TEST(Five35Screen, ShowsNothingTheSeatCannotSee) {
  int differing_deals = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const int players = 2 + int(seed % 5);
    const Played played = random_round(players, seed, int(seed % 40));
    const View view(played.round, 0, played.history);
    // Deal everything seat 0 cannot see again, at random: same view, other hidden hands.
    Rng rng(seed * 31);
    const Round other = sample_round(view, rng);
    bool differs = false;
    for (int seat = 1; seat < players; ++seat)
      differs |= other.hand(seat) != played.round.hand(seat);
    differing_deals += differs;
    const View other_view(other, 0, played.history);
    for (const Style style : {Style{false, false}, Style{true, true}}) {
      EXPECT_EQ(screen_of(view, players, style), screen_of(other_view, players, style))
          << "seed " << seed;
    }
  }
  EXPECT_GT(differing_deals, 250);  // the check compared different hidden hands
}

TEST(Five35Screen, ShowsTheSeatsOwnHandAndTheMeld) {
  const Played played = random_round(3, 5, 1);  // the dealer has led
  const View view(played.round, 0, played.history);
  std::string screen;
  for (const std::string& line : screen_of(view, 3, Style{false, false})) screen += line + "\n";
  // The hand row lists exactly seat 0's cards.
  std::string cards;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = view.hand().count(r); c > 0; --c) cards += std::to_string(rank_number(r)) + ",";
  }
  const std::size_t at = screen.find("Your hand (");
  ASSERT_NE(at, std::string::npos);
  const std::size_t row = screen.find('\n', at) + 1;
  std::string shown;
  std::string word;
  for (char c : screen.substr(row, screen.find('\n', row) - row) + " ") {
    if (c >= '0' && c <= '9') {
      word += c;
    } else if (!word.empty()) {
      shown += word + ",";
      word.clear();
    }
  }
  EXPECT_EQ(shown, cards);
  EXPECT_NE(screen.find("Meld to beat: " + narration::meld_text(view.meld())), std::string::npos)
      << screen;
}

TEST(Five35Screen, EveryLineFitsEightyColumns) {
  const std::string long_name(40, 'N');
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int players = 2 + int(seed % 5);
    const Played played = random_round(players, seed, int(seed % 60));
    const std::vector<std::int64_t> scores(std::size_t(players), 1234567);
    for (const Style style : {Style{false, false}, Style{true, true}}) {
      std::vector<std::string> lines;
      for (int seat = 0; seat < players; ++seat) {
        const View view(played.round, seat, played.history);
        Five35Scene scene = scene_for_seat(view, table_of(players, long_name), scores, "round 12");
        scene.narration = {
            "Bea overwrites 11 12 13 with 1 2 3, a very long line of narration "
            "that has to be wrapped to fit"};
        for (const std::string& line : draw_table(scene, style)) lines.push_back(line);
        for (const std::string& line : moves_menu(view, style)) lines.push_back(line);
      }
      std::vector<std::string> names(std::size_t(players), long_name);
      for (const std::string& line :
           draw_table(scene_for_replay(played.round, names, scores, "replay"), style)) {
        lines.push_back(line);
      }
      for (const std::string& line : five35_help(Rules{}, players, style)) lines.push_back(line);
      if (played.round.finished()) {
        Five35RoundEnd end;
        for (const std::string& line :
             round_summary(played.round, end, Five35Names{names, names, 0}, scores, style)) {
          lines.push_back(line);
        }
      }
      for (const std::string& line : lines) {
        EXPECT_LE(narration::display_width(line), kScreenWidth) << "seed " << seed << ": " << line;
      }
    }
  }
}

TEST(Five35Screen, InFrenchEveryLineFitsAndSpeaksFrench) {
  const i18n::LanguageScope french("fr");
  const std::string long_name(40, 'N');
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const int players = 2 + int(seed % 5);
    const Played played = random_round(players, seed, int(seed % 60));
    const std::vector<std::int64_t> scores(std::size_t(players), 1234567);
    for (const Style style : {Style{false, false}, Style{true, true}}) {
      std::vector<std::string> lines;
      const View view(played.round, 0, played.history);
      for (const std::string& line :
           draw_table(scene_for_seat(view, table_of(players, long_name), scores, "manche 12"), style)) {
        lines.push_back(line);
      }
      for (const std::string& line : moves_menu(view, style)) lines.push_back(line);
      for (const std::string& line : five35_help(Rules{}, players, style)) lines.push_back(line);
      std::vector<std::string> names(std::size_t(players), long_name);
      if (played.round.finished()) {
        Five35RoundEnd end;
        for (const std::string& line :
             round_summary(played.round, end, Five35Names{names, names, 0}, scores, style)) {
          lines.push_back(line);
        }
      }
      std::string text;
      for (const std::string& line : lines) {
        EXPECT_LE(narration::display_width(line), kScreenWidth) << "seed " << seed << ": " << line;
        text += line + "\n";
      }
      EXPECT_NE(text.find("Joueur"), std::string::npos) << text;
      EXPECT_NE(text.find("Rappels"), std::string::npos) << text;
      EXPECT_EQ(text.find("Player"), std::string::npos) << text;
      if (!played.round.finished()) {
        EXPECT_NE(text.find("Votre main ("), std::string::npos) << text;
      }
    }
  }
}

TEST(Five35Screen, MarksEachCardsPointsAndSortsTheHand) {
  Rules rules;
  const std::string unicode =
      hand_text(Hand::of(kEightIndex, 2) + Hand::of(0) + Hand::of(12), Style{true, false});
  EXPECT_EQ(unicode, "1 \u2502 8 8 \u2502 15");
  EXPECT_EQ(hand_text(Hand::of(kEightIndex) + Hand::of(1), Style{false, false}), "2 | 8");
  // 8s are the dearest cards and are painted so.
  EXPECT_NE(rank_text(kEightIndex, rules, Style{false, true}).find("\x1b[31m"), std::string::npos);
  EXPECT_EQ(rank_text(kEightIndex, rules, Style{false, false}), "8");
}

}  // namespace
}  // namespace cardroom::play
