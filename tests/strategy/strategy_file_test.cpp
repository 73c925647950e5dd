// The strategy file: written and read back whole; anything else is refused with its name.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/input_error.h"
#include "strategy/strategy_file.h"

namespace cardroom::strategy {
namespace {

TEST(StrategyFile, WrittenAndReadBack) {
  const std::string path = (std::filesystem::temp_directory_path() / "cardroom-strategy-test.bin").string();
  StrategyTable table;
  table.game.rules = vying::fifteen_thirty_five();
  table.game.stack = 2;
  table.game.offer_rounds = 0;
  table.summary = {{"iterations", 7}};
  table.probabilities[{1, 2}] = {0.25f, 0.75f};
  table.probabilities[{3, 4}] = {1.0f, 0.0f, 0.0f};
  write_strategy(path, table);
  const StrategyTable read = read_strategy(path);
  std::filesystem::remove(path);
  EXPECT_EQ(read.game, table.game);
  EXPECT_EQ(read.summary, table.summary);
  EXPECT_EQ(read.probabilities, table.probabilities);
}

TEST(StrategyFile, OtherFilesAreRefusedByName) {
  const std::string path = (std::filesystem::temp_directory_path() / "cardroom-not-a-strategy.bin").string();
  std::ofstream(path) << "hello\n";
  try {
    read_strategy(path);
    ADD_FAILURE() << "a file that is not a strategy was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
  EXPECT_THROW(read_strategy(path), InputError);  // no file at all
}

}  // namespace
}  // namespace cardroom::strategy
