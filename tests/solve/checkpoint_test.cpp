// The solver's checkpoint: what it keeps comes back exactly, and one of another game is refused.
#include <gtest/gtest.h>

#include <filesystem>

#include "kuhn.h"
#include "solve/checkpoint.h"

namespace cardroom::solve {
namespace {

strategy::SolvedGame a_game(std::int64_t stack) {
  strategy::SolvedGame game;
  game.rules = vying::seven_twenty_seven();
  game.stack = stack;
  game.offer_rounds = 1;
  return game;
}

class CheckpointTest : public ::testing::Test {
 protected:
  void TearDown() override { std::filesystem::remove(path_); }
  std::string path_ = (std::filesystem::temp_directory_path() / "cardroom-checkpoint-test.bin").string();
};

TEST_F(CheckpointTest, NoFileIsNoCheckpoint) {
  EXPECT_FALSE(read_checkpoint(path_, a_game(3), Method::kCfrPlus).has_value());
}

TEST_F(CheckpointTest, TheSumsComeBackExactly) {
  const GameTree tree = build_tree(testing::Kuhn{}, testing::Kuhn{}.root(), 1000);
  Solver solver(tree, Method::kCfrPlus, 1);
  for (int i = 0; i < 9; ++i) solver.iterate();
  write_checkpoint(path_, a_game(3), Method::kCfrPlus, solver.sums());
  const auto read = read_checkpoint(path_, a_game(3), Method::kCfrPlus);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->iterations, 9);
  EXPECT_EQ(read->regrets, solver.sums().regrets);
  EXPECT_EQ(read->strategy_sums, solver.sums().strategy_sums);
}

TEST_F(CheckpointTest, OneOfAnotherGameOrMethodIsRefused) {
  const GameTree tree = build_tree(testing::Kuhn{}, testing::Kuhn{}.root(), 1000);
  Solver solver(tree, Method::kCfrPlus, 1);
  write_checkpoint(path_, a_game(3), Method::kCfrPlus, solver.sums());
  EXPECT_THROW(read_checkpoint(path_, a_game(4), Method::kCfrPlus), InputError);
  EXPECT_THROW(read_checkpoint(path_, a_game(3), Method::kDiscounted), InputError);
  Solver other(build_tree(testing::Kuhn{}, testing::Kuhn{}.root(), 1000), Method::kCfrPlus, 1);
  Solver::Sums wrong = solver.sums();
  wrong.regrets.pop_back();
  EXPECT_THROW(other.restore(wrong), InputError);
}

TEST_F(CheckpointTest, AFileCutShortIsRefused) {
  const GameTree tree = build_tree(testing::Kuhn{}, testing::Kuhn{}.root(), 1000);
  Solver solver(tree, Method::kCfrPlus, 1);
  write_checkpoint(path_, a_game(3), Method::kCfrPlus, solver.sums());
  std::filesystem::resize_file(path_, std::filesystem::file_size(path_) - 8);
  EXPECT_THROW(read_checkpoint(path_, a_game(3), Method::kCfrPlus), InputError);
}

}  // namespace
}  // namespace cardroom::solve
