// The learned bots: with a small random network written in the model format, they play only
// legal actions in random states of all three games, decide from the view alone, and find the
// shipped model; a missing, truncated or mismatched model file is an InputError naming the file
// and what is wrong with it.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "../vying/random_rules.h"
#include "bot_test_helpers.h"
#include "model_files.h"
#include "bots/bot.h"
#include "bots/learned_bot.h"
#include "bots/learned_model.h"
#include "core/input_error.h"
#include "features/learned_features.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "vying/hand.h"
#include "vying/rules.h"

namespace cardroom::bots {
namespace learned_bot_test {

// The game names, not five35::Game (another test of this unity batch brings that in as Game).
using Game = ::cardroom::Game;

using bot_tests::error_of;
using model_files::model_bytes;
using model_files::model_file;
using model_files::ModelSpec;
using model_files::write_file;

BotSpec learned_spec(const std::string& path, const std::string& epsilon = "") {
  BotSpec spec{"learned", {{"model", path}}};
  if (!epsilon.empty()) spec.params.emplace_back("epsilon", epsilon);
  return spec;
}


// --- legal play --------------------------------------------------------------------------------

TEST(LearnedBots, Five35PlaysOnlyLegalMovesAtEveryTable) {
  for (int players = 2; players <= 6; ++players) {
    ModelSpec m;
    m.players = std::uint32_t(players);
    const std::string path = model_file("535_" + std::to_string(players), m, 7 + players);
    for (const char* eps : {"0", "0.3"}) {
      auto bot = make_five35_bot(learned_spec(path, eps));
      for (int g = 0; g < 20; ++g) {
        five35::Game game(five35::Rules{}, players, g % players, 1000 + std::uint64_t(g));
        Rng rng = Rng::stream(9, std::uint64_t(g));
        for (int rounds = 0; rounds < 3 && !game.game_over(); ++rounds) {
          while (!game.round_over()) {
            const int seat = game.round().to_act();
            const five35::Move move = bot->decide(game.view(seat), rng);
            ASSERT_EQ(game.round().check(seat, move), five35::Refusal::kNone)
                << players << " players: " << five35::to_words(move);
            ASSERT_EQ(game.apply(seat, move), five35::Refusal::kNone);
          }
          if (!game.game_over()) game.next_round();
        }
      }
    }
    std::filesystem::remove(path);
  }
}

TEST(LearnedBots, VyingPlaysOnlyLegalActionsUnderRandomRules) {
  // The model's game must match the table's when the targets say which game it is; random rule
  // sets mostly have other targets, which any vying model may play.
  Rng rng(5);
  for (int h = 0; h < 600; ++h) {
    const vying::Rules rules = vying::testing::random_rules(rng);
    const auto stacks = vying::testing::random_stacks(rng);
    ModelSpec m;
    m.game = vying_game_of(rules) == Game::kSevenTwentySeven ? 0 : 1;
    m.players = std::uint32_t(stacks.size());
    const std::string path = model_file("vying", m, std::uint64_t(h));
    auto bot = make_vying_bot(learned_spec(path, h % 2 ? "0.2" : "0"));
    vying::Hand hand = vying::Hand::shuffled(rules, stacks, 0, rng);
    ASSERT_NO_FATAL_FAILURE(bot_tests::play_out_checked(*bot, hand, rng, "learned"));
    std::filesystem::remove(path);
  }
}

// --- the view alone ----------------------------------------------------------------------------

TEST(LearnedBots, Five35DecidesFromTheViewAlone) {
  int compared = 0;
  for (int players = 2; players <= 6; ++players) {
    ModelSpec m;
    m.players = std::uint32_t(players);
    const std::string path = model_file("535_view", m, 3);
    auto bot = make_five35_bot(learned_spec(path));
    auto mover = make_five35_bot(BotSpec{"random", {}});
    for (int trial = 0; trial < 20; ++trial) {
      Rng rng(100 + std::uint64_t(trial));
      five35::Game game(five35::Rules{}, players, 0, 50 + std::uint64_t(trial));
      for (int i = 0; i < int(rng.below(4 * std::uint32_t(players))) && !game.round_over(); ++i) {
        const int seat = game.round().to_act();
        game.apply(seat, mover->decide(game.view(seat), rng));
      }
      if (game.round_over()) continue;
      const int seat = game.round().to_act();
      const five35::View view(game.round(), seat);
      // Other seats' hands dealt differently: the same view, so the same features and move.
      const five35::Round one = five35::sample_round(view, rng);
      const five35::Round two = five35::sample_round(view, rng);
      Rng a(1), b(1);
      EXPECT_EQ(bot->decide(five35::View(one, seat), a), bot->decide(five35::View(two, seat), b));
      EXPECT_EQ(bot->decide(five35::View(one, seat), a), bot->decide(view, b));
      ++compared;
    }
    std::filesystem::remove(path);
  }
  EXPECT_GT(compared, 50);
}

TEST(LearnedBots, VyingDecidesFromTheViewAlone) {
  Rng rng(77);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Game game = trial % 2 ? Game::kSevenTwentySeven : Game::kFifteenThirtyFive;
    const vying::Rules rules = vying::preset(game);
    const int players = 2 + int(rng.below(5));
    const std::vector<std::int64_t> stacks(std::size_t(players), 100);
    ModelSpec m;
    m.game = std::uint32_t(game);
    m.players = std::uint32_t(players);
    const std::string path = model_file("vying_view", m, std::uint64_t(trial));
    auto bot = make_vying_bot(learned_spec(path));
    auto mover = make_vying_bot(BotSpec{"random", {}});
    vying::Hand hand = vying::Hand::shuffled(rules, stacks, trial % players, rng);
    for (int i = int(rng.below(8)); i > 0 && !hand.finished(); --i) {
      hand.apply(mover->decide(vying::SeatView(hand, hand.to_act()), rng));
    }
    if (hand.finished()) continue;
    const int seat = hand.to_act();
    const vying::SeatView view(hand, seat);
    const vying::Hand other = view.sample(rng);  // the hidden cards dealt afresh
    std::vector<float> x(std::size_t(env::vying_state_size(players)));
    std::vector<float> y(x.size());
    env::vying_state_features(view, x);
    env::vying_state_features(vying::SeatView(other, seat), y);
    EXPECT_EQ(x, y);
    Rng a(1), b(1);
    EXPECT_EQ(bot->decide(view, a), bot->decide(vying::SeatView(other, seat), b));
    ++compared;
    std::filesystem::remove(path);
  }
  EXPECT_GT(compared, 100);
}

TEST(LearnedBots, EpsilonZeroTakesTheBestCandidateAndUsesNoRandomness) {
  Rng rng(3);
  const Rng before = rng;
  EXPECT_EQ(learned_choice({0.5f, 2.0f, -1.0f, 2.0f}, 0.0, rng), 1);  // first of equals
  EXPECT_EQ(rng, before);
  int random = 0;
  for (int i = 0; i < 1000; ++i) random += learned_choice({0.0f, 1.0f, 0.0f}, 1.0, rng) != 1;
  EXPECT_GT(random, 500);  // all random: two chances in three of another candidate
}

// --- model files -------------------------------------------------------------------------------

TEST(LearnedBots, BadModelFilesAreClearErrors) {
  const auto load = [](const std::string& path) {
    return error_of([&] { LearnedModel::load(path); });
  };
  const std::string missing = (std::filesystem::temp_directory_path() / "no_such_model.bin").string();
  EXPECT_NE(load(missing).find("model " + missing + ": cannot open it"), std::string::npos)
      << load(missing);

  const std::string good = model_bytes(ModelSpec{}, 1);
  const std::string path = write_file("good.bin", good);
  EXPECT_EQ(load(path), "");
  // Cut anywhere: truncated, naming what was being read.
  for (std::size_t cut : {std::size_t(0), std::size_t(3), std::size_t(10), std::size_t(40),
                          good.size() / 2, good.size() - 1}) {
    const std::string p = write_file("cut.bin", good.substr(0, cut));
    const std::string why = load(p);
    EXPECT_NE(why.find("model " + p + ": truncated"), std::string::npos) << cut << ": " << why;
  }
  EXPECT_NE(load(write_file("long.bin", good + "xyz")).find("3 bytes after the last layer"),
            std::string::npos);
  std::string magic = good;
  magic[0] = 'X';
  EXPECT_NE(load(write_file("magic.bin", magic)).find("bad magic"), std::string::npos);
  std::string version = good;
  version[4] = 9;
  EXPECT_NE(load(write_file("version.bin", version)).find("format version 9"), std::string::npos);
  ModelSpec features;
  features.features = 999;
  EXPECT_NE(load(model_file("features.bin", features)).find("features version 999"),
            std::string::npos);
  ModelSpec size;
  size.state_delta = 1;
  EXPECT_NE(load(model_file("size.bin", size)).find("state size 100, but five-three-five with 4 players has 99"),
            std::string::npos)
      << load(model_file("size.bin", size));
  ModelSpec game;
  game.game = 7;
  EXPECT_NE(load(model_file("game.bin", game)).find("unknown game number 7"), std::string::npos);

  // A model of the wrong game or table size, through the bot spec.
  const std::string five35_model = write_file("535.bin", good);
  EXPECT_NE(error_of([&] { make_vying_bot(learned_spec(five35_model)); })
                .find("trained for five-three-five, not a vying game"),
            std::string::npos);
  ModelSpec vying_model;
  vying_model.game = 1;
  const std::string v = model_file("15-35.bin", vying_model);
  EXPECT_NE(error_of([&] { make_five35_bot(learned_spec(v)); })
                .find("trained for fifteen-thirty-five with 4 players, but the table is "
                      "five-three-five"),
            std::string::npos);
  auto bot = make_five35_bot(learned_spec(five35_model));
  five35::Game three(five35::Rules{}, 3, 0, 1);
  Rng rng(1);
  EXPECT_NE(error_of([&] { bot->decide(three.view(three.round().to_act()), rng); })
                .find("with 4 players, but the table is five-three-five with 3 players"),
            std::string::npos);
  EXPECT_NE(error_of([&] { make_five35_bot(BotSpec{"learned", {{"epsilon", "2"}}}); })
                .find("epsilon=2 must be a number in"),
            std::string::npos);
}

// A model plays one game at one table size: any other table is refused when the bot is seated
// (make_seated_*_bot, which the arena, simulate, play and the server call before the first
// deal), with the same words as a refusal at a decision; the other bots sit anywhere.
TEST(LearnedBots, TablesOfAnotherGameOrSizeAreRefusedWhenSeated) {
  ModelSpec fifteen_four;
  fifteen_four.game = 1;
  const std::string vying_model = model_file("seat_15-35.bin", fifteen_four);
  const BotSpec vying_spec = learned_spec(vying_model);
  EXPECT_EQ(error_of([&] { make_seated_vying_bot(vying_spec, vying::fifteen_thirty_five(), 4); }), "");
  EXPECT_EQ(error_of([&] { make_seated_vying_bot(vying_spec, vying::fifteen_thirty_five(), 6); }),
            "model " + vying_model +
                ": trained for fifteen-thirty-five with 4 players, but the table is "
                "fifteen-thirty-five with 6 players");
  EXPECT_EQ(error_of([&] { make_seated_vying_bot(vying_spec, vying::seven_twenty_seven(), 4); }),
            "model " + vying_model +
                ": trained for fifteen-thirty-five with 4 players, but the table is "
                "seven-twenty-seven with 4 players");
  // A model given by file plays a table of other targets (its own risk) at its size only.
  vying::Rules odd = vying::fifteen_thirty_five();
  odd.targets[0] = odd.targets[0] + 2;
  EXPECT_EQ(make_vying_bot(vying_spec)->table_refusal(odd, 4), "");
  EXPECT_NE(make_vying_bot(vying_spec)->table_refusal(odd, 3).find("the table is a vying game with 3"),
            std::string::npos);

  const std::string five35_model = model_file("seat_535.bin", ModelSpec{});
  EXPECT_EQ(error_of([&] { make_seated_five35_bot(learned_spec(five35_model), 4); }), "");
  EXPECT_EQ(error_of([&] { make_seated_five35_bot(learned_spec(five35_model), 5); }),
            "model " + five35_model +
                ": trained for five-three-five with 4 players, but the table is five-three-five "
                "with 5 players");
  for (const char* kind : {"random", "heuristic", "montecarlo", "ismcts"}) {
    EXPECT_EQ(make_vying_bot(BotSpec{kind, {}})->table_refusal(vying::seven_twenty_seven(), 9), "")
        << kind;
    EXPECT_EQ(make_five35_bot(BotSpec{kind, {}})->table_refusal(6), "") << kind;
  }
  std::filesystem::remove(vying_model);
  std::filesystem::remove(five35_model);
}

TEST(LearnedBots, PlainLearnedUsesTheShippedModelOfTheGame) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("learned_bot_test_models_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  ::setenv("CARDROOM_MODELS", dir.c_str(), 1);
  EXPECT_EQ(shipped_model_path(Game::kFiveThreeFive), (dir / "535.bin").string());
  // A Five Three Five bot finds its model when a table is checked, by the table's size.
  EXPECT_NE(error_of([] { make_seated_five35_bot(BotSpec{"learned", {}}, 4); })
                .find("model " + (dir / "535.bin").string() + ": cannot open it"),
            std::string::npos);
  std::ofstream(dir / "535.bin", std::ios::binary) << model_bytes(ModelSpec{}, 4);
  EXPECT_EQ(error_of([] { make_seated_five35_bot(BotSpec{"learned", {}}, 4); }), "");
  ModelSpec three;
  three.players = 3;
  std::ofstream(dir / "535-3p.bin", std::ios::binary) << model_bytes(three, 7);
  EXPECT_EQ(shipped_model_sizes(Game::kFiveThreeFive), (std::vector<int>{3, 4}));
  for (const char* kind : {"learned", "guided"}) {
    const auto any_size = make_five35_bot(BotSpec{kind, {}});
    EXPECT_EQ(any_size->table_refusal(3), "") << kind;
    EXPECT_EQ(any_size->table_refusal(4), "") << kind;
    EXPECT_EQ(any_size->table_refusal(5),
              "model " + (dir / "535.bin").string() +
                  ": trained for five-three-five with 4 players, but the table is five-three-five "
                  "with 5 players (the shipped models of five-three-five play 3 and 4 players; "
                  "give another with " + kind + ":model=FILE)");
  }
  const auto at_three = make_seated_five35_bot(BotSpec{"learned", {}}, 3);
  five35::Game three_round(five35::Rules{}, 3, 0, 5);
  Rng draws(3);
  EXPECT_EQ(error_of([&] {
              at_three->decide(three_round.view(three_round.round().to_act()), draws);
            }),
            "");
  // A vying bot finds its model at the first decision, by the table's game.
  ModelSpec m;
  m.game = 0;
  m.players = 3;
  std::ofstream(dir / "7-27.bin", std::ios::binary) << model_bytes(m, 5);
  auto bot = make_vying_bot(BotSpec{"learned", {}});
  Rng rng(2);
  const std::vector<std::int64_t> stacks(3, 100);
  const vying::Hand seven = vying::Hand::shuffled(vying::seven_twenty_seven(), stacks, 0, rng);
  EXPECT_EQ(error_of([&] { bot->decide(vying::SeatView(seven, seven.to_act()), rng); }), "");
  auto other = make_vying_bot(BotSpec{"learned", {}});
  const vying::Hand fifteen = vying::Hand::shuffled(vying::fifteen_thirty_five(), stacks, 0, rng);
  EXPECT_NE(error_of([&] { other->decide(vying::SeatView(fifteen, fifteen.to_act()), rng); })
                .find("15-35.bin: cannot open it"),
            std::string::npos);
  EXPECT_NE(other->table_refusal(vying::fifteen_thirty_five(), 3).find("15-35.bin: cannot open it"),
            std::string::npos);
  // At a dealer's-choice table the same bot plays each hand with that game's model.
  m.game = 1;
  std::ofstream(dir / "15-35.bin", std::ios::binary) << model_bytes(m, 6);
  EXPECT_EQ(other->table_refusal(vying::fifteen_thirty_five(), 3), "");
  EXPECT_EQ(other->table_refusal(vying::seven_twenty_seven(), 3), "");
  EXPECT_EQ(error_of([&] { other->decide(vying::SeatView(fifteen, fifteen.to_act()), rng); }), "");
  EXPECT_EQ(error_of([&] { other->decide(vying::SeatView(seven, seven.to_act()), rng); }), "");
  EXPECT_EQ(error_of([&] { other->decide(vying::SeatView(fifteen, fifteen.to_act()), rng); }), "");
  // Other targets have no shipped model.
  vying::Rules odd = vying::fifteen_thirty_five();
  odd.targets[1] = odd.targets[1] + 2;
  EXPECT_NE(other->table_refusal(odd, 3).find("no shipped model for a vying table with these targets"),
            std::string::npos);
  // A smaller vying table sits its missing seats out in the larger model (this 15-35.bin is of
  // three players); a larger one has no model.
  EXPECT_EQ(shipped_model_path(Game::kFifteenThirtyFive, 2), (dir / "15-35.bin").string());
  EXPECT_EQ(shipped_model_size(Game::kFifteenThirtyFive, 2), 4);
  EXPECT_EQ(other->table_refusal(vying::fifteen_thirty_five(), 2), "");
  EXPECT_EQ(shipped_model_size(Game::kFifteenThirtyFive, 5), 0);
  EXPECT_NE(other->table_refusal(vying::fifteen_thirty_five(), 5)
                .find("trained for fifteen-thirty-five with 3 players, but the table is "
                      "fifteen-thirty-five with 5 players (the shipped models of "
                      "fifteen-thirty-five play 2, 3 and 4 players;"),
            std::string::npos);
  // A model of another table size ships as GAME-Np.bin, and tables of that size play it.
  m.players = 2;
  std::ofstream(dir / "15-35-2p.bin", std::ios::binary) << model_bytes(m, 7);
  EXPECT_EQ(shipped_model_path(Game::kFifteenThirtyFive, 2), (dir / "15-35-2p.bin").string());
  EXPECT_EQ(shipped_model_path(Game::kFifteenThirtyFive, 3), (dir / "15-35.bin").string());
  auto heads_up = make_vying_bot(BotSpec{"learned", {}});
  EXPECT_EQ(heads_up->table_refusal(vying::fifteen_thirty_five(), 2), "");
  EXPECT_EQ(heads_up->table_refusal(vying::fifteen_thirty_five(), 3), "");
  const std::vector<std::int64_t> pair(2, 100);
  const vying::Hand two = vying::Hand::shuffled(vying::fifteen_thirty_five(), pair, 0, rng);
  EXPECT_EQ(error_of([&] { heads_up->decide(vying::SeatView(two, two.to_act()), rng); }), "");
  EXPECT_NE(make_vying_bot(BotSpec{"learned", {}})
                ->table_refusal(vying::seven_twenty_seven(), 5)
                .find("7-27.bin: trained for seven-twenty-seven with 3 players"),
            std::string::npos);
  // A six-player model plays five seats with the sixth sat out, and nothing plays seven.
  m.players = 6;
  std::ofstream(dir / "15-35-6p.bin", std::ios::binary) << model_bytes(m, 8);
  EXPECT_EQ(shipped_model_path(Game::kFifteenThirtyFive, 5), (dir / "15-35-6p.bin").string());
  EXPECT_EQ(shipped_model_sizes(Game::kFifteenThirtyFive), (std::vector<int>{2, 3, 4, 5, 6}));
  auto five = make_vying_bot(BotSpec{"learned", {}});
  EXPECT_EQ(five->table_refusal(vying::fifteen_thirty_five(), 5), "");
  EXPECT_NE(five->table_refusal(vying::fifteen_thirty_five(), 7).find("with 7 players"),
            std::string::npos);
  const vying::Hand five_seats = vying::Hand::shuffled(vying::fifteen_thirty_five(),
                                                       std::vector<std::int64_t>(5, 100), 0, rng);
  EXPECT_EQ(error_of([&] { five->decide(vying::SeatView(five_seats, five_seats.to_act()), rng); }),
            "");
  ::unsetenv("CARDROOM_MODELS");
  std::filesystem::remove_all(dir);
}

}  // namespace learned_bot_test
}  // namespace cardroom::bots
