// The action codes: the documented table (docs/python.md), a round trip for every code, and over
// random hands of every game every legal action has exactly one code that applies it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/input_error.h"
#include "features/five35_actions.h"
#include "env/five35_episode.h"
#include "features/vying_actions.h"
#include "env/vying_episode.h"
#include "five35/action_words.h"
#include "vying/rules.h"

namespace cardroom::env {
namespace {

TEST(VyingActionCodes, TheDocumentedTable) {
  const VyingActionCodes codes(100);
  EXPECT_EQ(codes.size(), 261);
  EXPECT_EQ(codes.encode(vying::Action::fold()), 0);
  EXPECT_EQ(codes.encode(vying::Action::check()), 1);
  EXPECT_EQ(codes.encode(vying::Action::call()), 2);
  EXPECT_EQ(codes.encode(vying::Action::all_in()), 3);
  EXPECT_EQ(codes.encode(vying::Action::take()), 4);
  EXPECT_EQ(codes.encode(vying::Action::stand()), 5);
  EXPECT_EQ(codes.encode(vying::Action::declare(vying::Declaration::kLow)), 6);
  EXPECT_EQ(codes.encode(vying::Action::declare(vying::Declaration::kHigh)), 7);
  EXPECT_EQ(codes.encode(vying::Action::declare(vying::Declaration::kBoth)), 8);
  EXPECT_EQ(codes.encode(vying::Action::expose(*parse_card("Ac"))), 9);
  EXPECT_EQ(codes.encode(vying::Action::expose(*parse_card("Ks"))), 60);
  EXPECT_EQ(codes.encode(vying::Action::bet(1)), 61);
  EXPECT_EQ(codes.encode(vying::Action::bet(100)), 160);
  EXPECT_EQ(codes.encode(vying::Action::raise(1)), 161);
  EXPECT_EQ(codes.encode(vying::Action::raise(100)), 260);
  EXPECT_EQ(codes.encode(vying::Action::bet(101)), std::nullopt);
  EXPECT_EQ(codes.encode(vying::Action::raise(0)), std::nullopt);
  EXPECT_EQ(codes.decode(261), std::nullopt);
  EXPECT_EQ(codes.decode(-1), std::nullopt);
  for (int code = 0; code < codes.size(); ++code) {
    const auto action = codes.decode(code);
    ASSERT_TRUE(action) << code;
    EXPECT_EQ(codes.encode(*action), code) << to_string(*action);
  }
}

TEST(Five35ActionCodes, EightyThreeShapesEachOnce) {
  const auto& shapes = Five35ActionCodes::shapes();
  std::set<std::uint64_t> distinct;
  for (const auto& shape : shapes) {
    distinct.insert(shape.bits());
    EXPECT_GE(shape.size(), 1);
    EXPECT_LE(shape.size(), 3);
  }
  EXPECT_EQ(distinct.size(), 83u);
  // By card count, then ranks from the lowest: the singles 1..15 first, then the pairs and
  // two-rank groups.
  EXPECT_EQ(Five35ActionCodes::action_to_words(0), "lead 1");
  EXPECT_EQ(Five35ActionCodes::action_to_words(12), "lead 15");
  EXPECT_EQ(Five35ActionCodes::action_to_words(13), "lead 1 1");
  EXPECT_EQ(Five35ActionCodes::action_to_words(14), "lead 1 2");
  EXPECT_EQ(Five35ActionCodes::action_to_words(83), "overwrite 1");
  EXPECT_EQ(Five35ActionCodes::action_to_words(166), "add 1");
  EXPECT_EQ(Five35ActionCodes::action_to_words(249), "pass");
  EXPECT_EQ(Five35ActionCodes::size(), 250);
  for (int code = 0; code < Five35ActionCodes::size(); ++code) {
    const auto move = Five35ActionCodes::decode(code);
    ASSERT_TRUE(move) << code;
    EXPECT_EQ(Five35ActionCodes::encode(*move), code);
  }
  // Cards no move puts down together have no code: two ranks of different groups, four cards.
  EXPECT_EQ(Five35ActionCodes::encode(five35::parse_words("add 5 7")), std::nullopt);
  EXPECT_EQ(Five35ActionCodes::encode(five35::Move::lead(five35::Hand::of(2, 4))), std::nullopt);
}

TEST(Five35ActionCodes, EveryGroupOfCardsFindsItsShapeOrNone) {
  // Every group of 1 to 4 cards (and the empty one): its shape number is where it stands in the
  // table, or none when it is not there.
  const auto& shapes = Five35ActionCodes::shapes();
  int groups = 0;
  const auto check = [&](five35::Hand cards) {
    const auto at = std::find(shapes.begin(), shapes.end(), cards);
    const std::optional<int> expected =
        at == shapes.end() ? std::nullopt : std::optional<int>(int(at - shapes.begin()));
    ASSERT_EQ(Five35ActionCodes::shape_of(cards), expected) << cards.bits();
    ++groups;
  };
  check(five35::Hand());
  for (int a = 0; a < five35::kRankCount; ++a) {
    for (int b = a; b < five35::kRankCount; ++b) {
      for (int c = b; c < five35::kRankCount; ++c) {
        for (int d = c; d < five35::kRankCount; ++d) {
          // Each prefix too: the groups of 1 to 3 cards (some more than once).
          five35::Hand cards;
          for (int rank : {a, b, c, d}) {
            cards.add(rank);
            check(cards);
          }
        }
      }
    }
  }
  EXPECT_GT(groups, 2000);
}

std::shared_ptr<const VyingSetup> vying_setup(Game game, int players, std::int64_t stack,
                                              vying::Structure structure) {
  auto setup = std::make_shared<VyingSetup>();
  setup->game = game;
  setup->rules = vying::preset(game);
  setup->rules.betting.structure = structure;
  setup->stacks.assign(std::size_t(players), stack);
  return setup;
}

// Random play through the codes: each legal code applies, the legal codes are exactly the legal
// actions of the engine, and an illegal code changes nothing.
TEST(VyingEpisode, RandomPlayThroughTheCodesAgreesWithTheEngine) {
  Rng rng(11);
  for (int n = 0; n < 400; ++n) {
    const Game game = n % 2 ? Game::kSevenTwentySeven : Game::kFifteenThirtyFive;
    const auto structure = static_cast<vying::Structure>(n % 4);
    const auto setup = vying_setup(game, 2 + n % 5, 20 + n % 30, structure);
    VyingEpisode episode = VyingEpisode::seeded(setup, rng.next(), n % setup->players());
    std::vector<int> legal;
    int steps = 0;
    while (!episode.is_terminal()) {
      ASSERT_LT(++steps, 5000);
      episode.legal_actions(legal);
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end()));
      const auto engine = episode.hand().legal();
      const auto codes = setup->codes();
      for (int code = 0; code < codes.size(); ++code) {
        const bool listed = std::binary_search(legal.begin(), legal.end(), code);
        ASSERT_EQ(listed, engine.allows(*codes.decode(code))) << episode.action_to_string(code);
      }
      // An illegal code is refused with a reason and changes nothing.
      for (int code = 0; code < codes.size(); ++code) {
        if (std::binary_search(legal.begin(), legal.end(), code)) continue;
        const vying::Hand before = episode.hand();
        EXPECT_FALSE(episode.apply_action(code).empty());
        ASSERT_EQ(episode.hand(), before);
        break;
      }
      const int code = legal[rng.below(std::uint32_t(legal.size()))];
      ASSERT_EQ(episode.apply_action(code), "");
      EXPECT_EQ(episode.string_to_action(episode.action_to_string(code)), code);
    }
    std::int64_t sum = 0;
    for (auto r : episode.returns()) sum += r;
    EXPECT_EQ(sum, 0) << "chips are conserved";
    EXPECT_EQ(episode.current_player(), -1);
  }
}

TEST(Five35Episode, RandomPlayThroughTheCodesAgreesWithTheEngine) {
  Rng rng(12);
  for (int n = 0; n < 300; ++n) {
    auto setup = std::make_shared<Five35Setup>();
    setup->players = 2 + n % 5;
    setup->whole_game = n % 3 == 0;
    Five35Episode episode = Five35Episode::seeded(setup, rng.next(), n % setup->players);
    std::vector<int> legal;
    int steps = 0;
    while (!episode.is_terminal()) {
      ASSERT_LT(++steps, 100000);
      episode.legal_actions(legal);
      five35::MoveList moves;
      episode.round().legal_moves(moves);
      ASSERT_EQ(legal.size(), std::size_t(moves.size())) << "every legal move has a code";
      for (const auto& move : moves) {
        ASSERT_TRUE(
            std::binary_search(legal.begin(), legal.end(), *Five35ActionCodes::encode(move)));
      }
      const int code = legal[rng.below(std::uint32_t(legal.size()))];
      ASSERT_EQ(episode.apply_action(code), "");
      EXPECT_EQ(Five35Episode::string_to_action(Five35Episode::action_to_string(code)), code);
    }
    for (auto r : episode.returns()) EXPECT_LE(r, 0);
  }
}

}  // namespace
}  // namespace cardroom::env
