// The learned and guided bots on the command line: `arena` and `simulate` play a model file; a
// missing or truncated one is one line on stderr naming the file, exit 2 (cli-contract.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "cli/run_cardroom.h"
#include "shipped_models_folder.h"

namespace cardroom::testing {
namespace learned_cli_test {

// A Five Three Five model for 2 players with one hidden layer of 4 and small weights: the file
// format of docs/bots.md, written by hand (this suite links no bot).
std::string tiny_model() {
  const std::uint32_t state = 70 + 7 * 2 + 1, action = 20, hidden = 4;
  std::string out = "CRQN";
  const auto u32 = [&](std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xFF));
  };
  for (std::uint32_t v : {1u, 2u, 2u, 1u, state, action, 1u, hidden}) u32(v);
  const std::size_t floats = (state + action) * hidden + hidden + hidden + 1;
  for (std::size_t i = 0; i < floats; ++i) {
    const float w = float(int(i % 7) - 3) / 10.0f;
    char b[4];
    std::memcpy(b, &w, 4);
    out.append(b, 4);
  }
  return out;
}

std::string temp_file(const std::string& name, const std::string& bytes) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("learned_cli_test_" + std::to_string(::getpid()) + "_" + name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path.string();
}

TEST(LearnedCli, ArenaAndSimulatePlayAModelFile) {
  const std::string model = temp_file("535.bin", tiny_model());
  const CliResult arena = run_cardroom({"arena", "--game", "535", "--bots",
                                        "learned:model=" + model + ",random", "--games", "3",
                                        "--json", "--quiet"});
  EXPECT_EQ(arena.exit_code, 0) << arena.err;
  EXPECT_NE(arena.out.find("learned:model=" + model), std::string::npos) << arena.out;
  const CliResult sim = run_cardroom({"simulate", "--game", "535", "--players", "2", "--bots",
                                      "learned:model=" + model + ",epsilon=0.1", "--games", "3",
                                      "--json"});
  EXPECT_EQ(sim.exit_code, 0) << sim.err;
  std::filesystem::remove(model);
}

TEST(LearnedCli, BadModelFilesExitTwoNamingTheFile) {
  const std::string missing =
      (std::filesystem::temp_directory_path() / "learned_cli_test_missing.bin").string();
  const std::string cut = temp_file("cut.bin", tiny_model().substr(0, 30));
  const std::string text = temp_file("text.bin", "not a model at all");
  for (const auto& [file, why] : {std::pair{missing, std::string("cannot open it")},
                                  std::pair{cut, std::string("truncated")},
                                  std::pair{text, std::string("not a cardroom model file (bad magic")}}) {
    const CliResult r = run_cardroom({"arena", "--game", "535", "--bots",
                                      "learned:model=" + file + ",random", "--games", "1"});
    EXPECT_EQ(r.exit_code, 2) << file;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find("model " + file + ": " + why), std::string::npos) << r.err;
  }
  // A Five Three Five model at a vying table.
  const std::string model = temp_file("535b.bin", tiny_model());
  const CliResult r = run_cardroom({"arena", "--game", "15-35", "--bots",
                                    "learned:model=" + model + ",random", "--games", "1"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("trained for five-three-five, not a vying game"), std::string::npos) << r.err;
  for (const auto& f : {cut, text, model}) std::filesystem::remove(f);
}

// A model of another table size is refused before anything is played: exit 2, one line naming
// the file and both sizes, nothing on stdout (arena, simulate and play alike).
TEST(LearnedCli, ATableOfAnotherSizeIsRefusedAtTheStart) {
  const std::string model = temp_file("535c.bin", tiny_model());  // two players
  const std::string why = "model " + model +
                          ": trained for five-three-five with 2 players, but the table is "
                          "five-three-five with 3 players";
  const std::vector<std::vector<std::string>> commands{
      {"arena", "--game", "535", "--bots", "learned:model=" + model + ",random,random",
       "--games", "1"},
      {"simulate", "--game", "535", "--players", "3", "--bots", "learned:model=" + model,
       "--games", "1"},
      {"play", "--game", "535", "--seats", "3", "--bots", "learned:model=" + model, "--seed",
       "1"}};
  for (const auto& args : commands) {
    const CliResult r = run_cardroom(args);
    EXPECT_EQ(r.exit_code, 2) << args[0] << ": " << r.err;
    EXPECT_EQ(r.out, "") << args[0];
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(why), std::string::npos) << args[0] << ": " << r.err;
  }
  // Where no shipped model plays the table (a folder of the four-player model alone, six
  // players), plain learned is refused too.
  const ShippedModelsFolder four_only({"535.bin"});
  const CliResult shipped = run_cardroom(
      {"arena", "--game", "535", "--bots", "learned,random,random,random,random,random",
       "--games", "1"});
  EXPECT_EQ(shipped.exit_code, 2) << shipped.err;
  EXPECT_NE(shipped.err.find("535.bin: trained for five-three-five with 4 players, but the "
                             "table is five-three-five with 6 players"),
            std::string::npos)
      << shipped.err;
  std::filesystem::remove(model);
}

// `guided` plays the same model files, sits where they may, and `arena --timing` prints every
// bot's CPU time per decision (and nothing of the kind without it).
TEST(GuidedCli, ArenaPlaysAModelFileAndTimesItsDecisions) {
  const std::string model = temp_file("535g.bin", tiny_model());  // two players
  const std::string guided = "guided:model=" + model + ",iterations=50";
  const std::vector<std::string> match{"arena",   "--game", "535",     "--bots",
                                       guided + ",ismcts:iterations=50",
                                       "--games", "2",      "--quiet"};
  const CliResult plain = run_cardroom(match);
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(plain.out.find("CPU time per decision"), std::string::npos) << plain.out;
  std::vector<std::string> timed_args = match;
  timed_args.push_back("--timing");
  const CliResult timed = run_cardroom(timed_args);
  ASSERT_EQ(timed.exit_code, 0) << timed.err;
  // The results are the same bytes; the timing comes after them.
  EXPECT_EQ(timed.out.substr(0, timed.out.find("\nCPU time")),
            plain.out.substr(0, plain.out.find("\npairs")));
  const auto times = timed.out.find("CPU time per decision");
  ASSERT_NE(times, std::string::npos) << timed.out;
  EXPECT_NE(timed.out.find(guided, times), std::string::npos) << timed.out;
  EXPECT_NE(timed.out.find(" ms   (", times), std::string::npos) << timed.out;
  const CliResult three =
      run_cardroom({"arena", "--game", "535", "--bots", guided + ",random,random", "--games", "1"});
  EXPECT_EQ(three.exit_code, 2);
  EXPECT_NE(three.err.find("trained for five-three-five with 2 players, but the table is "
                           "five-three-five with 3 players"),
            std::string::npos)
      << three.err;
  std::filesystem::remove(model);
}

// The shipped heads-up models (models/15-35-2p.bin, 7-27-2p.bin) seat plain learned and guided
// at two seats; three seats play the four-player model with the fourth seat sat out, and a
// table no shipped model plays is refused with the sizes that are.
TEST(GuidedCli, TheShippedModelsPlayEveryTableUpToTheirSize) {
  for (const char* game : {"15-35", "7-27"}) {
    const CliResult heads_up = run_cardroom({"arena", "--game", game, "--bots",
                                             "learned,guided:iterations=20", "--games", "2",
                                             "--quiet"});
    EXPECT_EQ(heads_up.exit_code, 0) << game << ": " << heads_up.err;
  }
  const CliResult three = run_cardroom({"arena", "--game", "7-27", "--bots",
                                        "guided:iterations=20,learned,random", "--games", "1",
                                        "--quiet"});
  EXPECT_EQ(three.exit_code, 0) << three.err;
  const ShippedModelsFolder some({"535.bin", "7-27.bin", "7-27-6p.bin"});
  const CliResult six = run_cardroom(
      {"arena", "--game", "535", "--bots", "guided,random,random,random,random,random", "--games",
       "1"});
  EXPECT_EQ(six.exit_code, 2);
  EXPECT_NE(six.err.find("535.bin: trained for five-three-five with 4 players, but the table is "
                         "five-three-five with 6 players (the shipped models of five-three-five "
                         "play 4 players; give another with guided:model=FILE)"),
            std::string::npos)
      << six.err;
  const CliResult seven = run_cardroom(
      {"arena", "--game", "7-27", "--bots", "guided,random,random,random,random,random,random",
       "--games", "1"});
  EXPECT_EQ(seven.exit_code, 2);
  EXPECT_NE(seven.err.find("7-27.bin: trained for seven-twenty-seven with 4 players, but the "
                           "table is seven-twenty-seven with 7 players (the shipped models of "
                           "seven-twenty-seven play 2, 3, 4, 5 and 6 players; give another with "
                           "guided:model=FILE)"),
            std::string::npos)
      << seven.err;
}

}  // namespace learned_cli_test
}  // namespace cardroom::testing
