// The Five Three Five bots: every bot, at every table size, only ever makes legal moves; a
// decision is a function of the view and the seed (the hidden cards do not matter); parameters
// are read by name. Search budgets are tiny here: the suite also runs under AddressSanitizer.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/five35_game.h"
#include "bots/five35_heuristic.h"
#include "bots/random_bots.h"
#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "five35/helpers.h"

namespace cardroom::bots {
namespace {

using five35::Game;
using five35::Move;
using five35::Refusal;
using five35::Round;
using five35::Rules;
using five35::View;
using five35::testing::cards;

const std::vector<std::string> kSpecs{"random", "heuristic", "montecarlo:iterations=24",
                                      "ismcts:iterations=24"};

std::vector<std::unique_ptr<Five35Bot>> make_all() {
  std::vector<std::unique_ptr<Five35Bot>> bots;
  for (const auto& spec : kSpecs) bots.push_back(make_five35_bot(parse_bot_spec(spec)));
  return bots;
}

// Rule sets the bots must cope with: the default, the other Rule of 8 settings, two players to
// the target, and card points that are all zero (rewards must not divide by zero).
Rules rules_variant(int i) {
  Rules rules;
  switch (i % 4) {
    case 1:
      rules.rule_of_eight = five35::RuleOfEight::kSourceList;
      rules.two_player_rounds = 0;
      break;
    case 2:
      rules.rule_of_eight = five35::RuleOfEight::kOff;
      rules.card_points.fill(0);
      rules.target_score = 1;  // with no points nobody reaches it: the round cap below ends it
      break;
    case 3:
      rules.card_points = {5, 4, 3, 2, 1, 1, 9, 1, 0, 0, 0, 2, 7};
      break;
    default:
      break;
  }
  return rules;
}

// Plays whole games in which every seat's bot kind rotates, checking each move before it is
// made; Game::play refuses an illegal move, so a refusal is the failure to report.
void play_checked_games(int players, int games, std::uint64_t seed) {
  auto bots = make_all();
  for (int g = 0; g < games; ++g) {
    Game game(rules_variant(g), players, g % players, seed + std::uint64_t(g));
    Rng rng = Rng::stream(seed, std::uint64_t(g));
    for (int rounds = 0; rounds < 4; ++rounds) {
      while (!game.round_over()) {
        const int seat = game.round().to_act();
        const std::size_t kind = std::size_t(seat + g + rounds) % bots.size();
        const View view = game.view(seat);
        const Move move = bots[kind]->decide(view, rng);
        const Refusal refusal = game.round().check(seat, move);
        ASSERT_EQ(refusal, Refusal::kNone)
            << kSpecs[kind] << " with " << players << " players chose '" << five35::to_words(move)
            << "': " << five35::explain(refusal);
        ASSERT_EQ(game.apply(seat, move), Refusal::kNone);
      }
      if (game.game_over()) break;
      game.next_round();
    }
  }
}

class Five35BotsAtEveryTable : public ::testing::TestWithParam<int> {};

TEST_P(Five35BotsAtEveryTable, NeverMakeAnIllegalMove) {
  play_checked_games(GetParam(), 40, 1000 + std::uint64_t(GetParam()));
}

// The cheap bots over many more rounds, where rare hands and melds turn up.
TEST_P(Five35BotsAtEveryTable, CheapBotsNeverMakeAnIllegalMoveOverManyRounds) {
  const int players = GetParam();
  RandomFive35Bot uniform;
  HeuristicFive35Bot heuristic;
  Rng rng(7 + std::uint64_t(players));
  for (int r = 0; r < 5000; ++r) {
    const five35::Deck deck = five35::shuffled_deck(players, rng);
    Round round(rules_variant(r), players, r % players,
                five35::deal_cards(players, r % players, deck.view()));
    while (!round.finished()) {
      const int seat = round.to_act();
      const View view(round, seat);
      Five35Bot& bot = (seat + r) % 2 ? static_cast<Five35Bot&>(heuristic) : uniform;
      const Move move = bot.decide(view, rng);
      ASSERT_EQ(round.apply(seat, move), Refusal::kNone) << five35::to_words(move);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Players, Five35BotsAtEveryTable, ::testing::Range(2, 7));

// Two rounds that differ only in the cards a seat cannot see give that seat the same view; the
// same seed must then give the same move, whatever the hidden cards are.
TEST(Five35Bots, DecisionsDependOnlyOnTheViewAndTheSeed) {
  for (const auto& spec : kSpecs) {
    auto bot = make_five35_bot(parse_bot_spec(spec));
    for (int players = 2; players <= 6; ++players) {
      Rng rng(31 + std::uint64_t(players));
      Game game(Rules{}, players, 0, 99 + std::uint64_t(players));
      // Some moves in, so the view has a meld, passes and played cards.
      HeuristicFive35Bot heuristic;
      for (int i = 0; i < 3 * players && !game.round_over(); ++i) {
        const int seat = game.round().to_act();
        game.apply(seat, heuristic.decide(game.view(seat), rng));
      }
      if (game.round_over()) continue;
      const int seat = game.round().to_act();
      const View view(game.round(), seat);
      const Round one = five35::sample_round(view, rng);
      const Round two = five35::sample_round(view, rng);
      ASSERT_NE(one, two);
      const View view_one(one, seat);
      const View view_two(two, seat);
      ASSERT_EQ(view_one, view_two);
      Rng a(5), b(5);
      EXPECT_EQ(bot->decide(view_one, a), bot->decide(view_two, b)) << spec << ", " << players;
    }
  }
}

TEST(Five35Heuristic, GoesOutWhenItCan) {
  HeuristicFive35Bot bot;
  Rng rng(1);
  // Leading: the whole hand is one run.
  const Round lead = five35::testing::round_with({{3, 4, 5}, {1, 1, 2, 9, 9}});
  EXPECT_EQ(bot.decide(View(lead, 0), rng), Move::lead(cards({3, 4, 5})));
  // Answering a 4 holding only a 5: overwrite 5 and add 5 both go out; passing would not.
  Round answer = five35::testing::round_with({{4, 12}, {5}});
  ASSERT_EQ(answer.apply(0, Move::lead(cards({4}))), Refusal::kNone);
  EXPECT_EQ(bot.decide(View(answer, 1), rng).cards, cards({5}));
}

TEST(Five35Heuristic, SituationFromARoundMatchesTheView) {
  // Inside a search the heuristic decides from a determinized round; it must read the same
  // facts as from the seat's view, so the two agree on every decision of a game.
  const Five35Heuristic& heuristic = Five35Heuristic::standard();
  for (int players = 2; players <= 6; ++players) {
    Game game(Rules{}, players, 0, 5 + std::uint64_t(players));
    while (!game.round_over()) {
      const int seat = game.round().to_act();
      const Move from_view = heuristic.choose(game.view(seat));
      ASSERT_EQ(heuristic.choose(game.round()), from_view);
      game.apply(seat, from_view);
    }
  }
}

TEST(Five35Game, RewardsArePointsRelativeToTheOthers) {
  Round round = five35::testing::round_with({{3}, {8, 11}, {1, 2}});
  ASSERT_EQ(round.apply(0, Move::lead(cards({3}))), Refusal::kNone);
  ASSERT_TRUE(round.finished());
  std::array<double, Five35Game::kMaxSeats> rewards{};
  Five35Game::rewards(round, rewards);
  // Points 0, 8 (an 8 and an 11) and 2: seat 0 is 5 under the others' mean, seat 1 7 over,
  // seat 2 2 under; in units of a full hand (13 cards of 29/13 points on average).
  EXPECT_GT(rewards[0], 0);
  EXPECT_LT(rewards[1], 0);
  EXPECT_GT(rewards[2], rewards[1]);
  EXPECT_NEAR(rewards[0] + rewards[1] + rewards[2], 0.0, 1e-9);
  EXPECT_NEAR(rewards[0], 5.0 / 29.0, 1e-9);
  EXPECT_NEAR(rewards[1], -7.0 / 29.0, 1e-9);
}

TEST(Five35BotSpecs, ParametersByName) {
  EXPECT_NO_THROW(make_five35_bot(parse_bot_spec("random")));
  EXPECT_NO_THROW(
      make_five35_bot(parse_bot_spec("heuristic:control=0.5,eight=0,lead=1,points=0.1,danger=0")));
  EXPECT_NO_THROW(make_five35_bot(parse_bot_spec("montecarlo:iterations=100,ms=5")));
  EXPECT_NO_THROW(make_five35_bot(parse_bot_spec("ismcts:iterations=2000,ms=10,c=0.5")));
}

TEST(Five35BotSpecs, UnknownKindsAndParametersAreErrors) {
  for (const char* text : {"nonsense", "random:x=1", "heuristic:iterations=5", "montecarlo:c=1",
                           "ismcts:speed=3", "ismcts:iterations=0", "ismcts:iterations=many",
                           "heuristic:control=2", "montecarlo:ms=-1"}) {
    EXPECT_THROW(make_five35_bot(parse_bot_spec(text)), InputError) << text;
  }
}

TEST(Five35BotSpecs, AMillisecondLimitStopsTheSearch) {
  // A huge iteration count with a time limit still decides (and legally).
  auto bot = make_five35_bot(parse_bot_spec("ismcts:iterations=100000000,ms=20"));
  Game game(Rules{}, 4, 0, 3);
  Rng rng(3);
  const Move move = bot->decide(game.view(0), rng);
  EXPECT_EQ(game.round().check(0, move), Refusal::kNone);
}

}  // namespace
}  // namespace cardroom::bots
