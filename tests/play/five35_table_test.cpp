// The Five Three Five table driven by scripted players: whole rounds and games, bad input at
// every prompt, end of input, the log, and 80 columns everywhere.
#include "play/five35_table.h"

#include <gtest/gtest.h>

#include <sstream>

#include "bots/bot_spec.h"
#include "five35/action_words.h"
#include "five35_scripted_input.h"
#include "io/contract.h"
#include "narration/words.h"
#include "play/five35_input.h"

namespace cardroom::play {
namespace {

using namespace five35;
using testing::ends_with;
using testing::ScriptedInput;

constexpr const char* kMovePrompt = "Your move (? for help): ";
constexpr const char* kRoundPrompt = "Enter for the next round, q to stop: ";
constexpr const char* kGamePrompt = "Enter for a new game, q to stop: ";
constexpr const char* kQuitPrompt = "Stop playing? (y = stop, n = play on): ";

Five35TableOptions table_options(int seats, std::uint64_t seed, const std::string& bot = "random") {
  Five35TableOptions options;
  options.players = seat_players(seats, "Ann", {bots::parse_bot_spec(bot)});
  options.seed = seed;
  return options;
}

// The first legal move of the player's view, in its short form.
std::string first_legal(const Five35Table& table) {
  MoveList legal;
  table.game()->view(0).legal_moves(legal);
  return short_words(legal[0]);
}

// A session with a scripted player: `answer` sees the transcript so far (ending with the
// prompt) and returns what to type.
struct Session {
  std::ostringstream out;
  std::string transcript() const { return out.str(); }
};

std::string run_scripted(
    const Five35TableOptions& options,
    const std::function<std::optional<std::string>(const std::string&, const Five35Table&)>& answer,
    int* status = nullptr) {
  std::ostringstream out;
  Five35Table* table_ptr = nullptr;
  ScriptedInput input(
      [&]() -> std::optional<std::string> { return answer(out.str(), *table_ptr); });
  std::istream in(&input);
  Console console(in, out, Style{false, false}, /*echo=*/true);
  Five35Table table(console, options);
  table_ptr = &table;
  const int code = table.run();
  if (status) *status = code;
  return out.str();
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

void expect_fits_80_columns(const std::string& transcript) {
  std::istringstream lines(transcript);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    EXPECT_LE(narration::display_width(line), 80) << "line " << number << ": " << line;
  }
}

TEST(Five35Table, PlaysAWholeRoundWithTheFirstLegalMoveInShortForm) {
  std::ostringstream log;
  Five35TableOptions options = table_options(3, 7);
  options.log = &log;
  int status = -1;
  int moves = 0;
  const std::string transcript = run_scripted(
      options,
      [&](const std::string& so_far, const Five35Table& table) -> std::optional<std::string> {
        if (ends_with(so_far, kMovePrompt)) {
          ++moves;
          return first_legal(table);
        }
        if (ends_with(so_far, kRoundPrompt)) return "q";
        ADD_FAILURE() << "unexpected prompt:\n" << so_far.substr(so_far.size() - 200);
        return std::nullopt;
      },
      &status);
  EXPECT_EQ(status, 0);
  EXPECT_GT(moves, 0);
  EXPECT_EQ(count(transcript, "Round 1 over"), 1);
  EXPECT_NE(transcript.find(" went out "), std::string::npos);
  EXPECT_NE(transcript.find("Cards left: points"), std::string::npos);
  EXPECT_NE(transcript.find("Session: 0 games, 1 round"), std::string::npos) << transcript;
  // Every move prompt follows a table with the player's hand and the moves offered.
  EXPECT_EQ(count(transcript, "Your hand ("), moves);
  EXPECT_EQ(count(transcript, "Your moves") + count(transcript, "Your lead ("), moves);
  expect_fits_80_columns(transcript);
  // The round went to the log as one record that `cardroom replay` plays to its end.
  std::istringstream records(log.str());
  std::string line;
  ASSERT_TRUE(std::getline(records, line));
  const io::Json result = io::five35_replay(io::parse_document(line));
  EXPECT_TRUE(result["finished"].get<bool>());
  EXPECT_FALSE(std::getline(records, line));
}

TEST(Five35Table, PlaysWholeGamesAndTalliesTheSession) {
  for (int seats = 2; seats <= 6; ++seats) {
    std::ostringstream log;
    Five35TableOptions options = table_options(seats, 100 + std::uint64_t(seats));
    options.games = 2;
    options.log = &log;
    const std::string transcript = run_scripted(
        options,
        [&](const std::string& so_far, const Five35Table& table) -> std::optional<std::string> {
          if (ends_with(so_far, kMovePrompt)) return first_legal(table);
          if (ends_with(so_far, kRoundPrompt) || ends_with(so_far, kGamePrompt)) return "";
          ADD_FAILURE() << "unexpected prompt";
          return std::nullopt;
        });
    EXPECT_EQ(count(transcript, "Game over after"), 2) << seats;
    // `games` reached: no offer of a third game.
    EXPECT_EQ(count(transcript, kGamePrompt), 1) << seats;
    EXPECT_NE(transcript.find("Session: 2 games"), std::string::npos) << seats;
    expect_fits_80_columns(transcript);

    // Every logged round replays to its end, and the totals after it are the totals the next
    // round of the same game starts from.
    std::istringstream records(log.str());
    std::string line;
    io::Json previous_result;
    int rounds = 0;
    while (std::getline(records, line)) {
      const io::Json record = io::parse_document(line);
      const io::Json result = io::five35_replay(record);
      EXPECT_TRUE(result["finished"].get<bool>());
      if (!previous_result.is_null() && !previous_result["game_over"].get<bool>()) {
        EXPECT_EQ(record["scores"], previous_result["scores"]) << "round " << rounds;
      }
      previous_result = result;
      ++rounds;
    }
    EXPECT_TRUE(previous_result["game_over"].get<bool>());
    EXPECT_NE(transcript.find(", " + std::to_string(rounds) + " round"), std::string::npos)
        << "session rounds " << rounds;
  }
}

TEST(Five35Table, BadInputAtEveryPromptIsExplainedAndAskedAgain) {
  std::vector<std::string> bad_moves;
  std::size_t next_bad = 0;
  int quit_asks = 0;
  int round_asks = 0;
  const std::string transcript = run_scripted(
      table_options(3, 11),
      [&](const std::string& so_far, const Five35Table& table) -> std::optional<std::string> {
        if (ends_with(so_far, kQuitPrompt)) return ++quit_asks == 1 ? "maybe" : "n";
        if (ends_with(so_far, kRoundPrompt)) return ++round_asks == 1 ? "next please" : "q";
        if (!ends_with(so_far, kMovePrompt)) return std::nullopt;
        if (bad_moves.empty() && quit_asks == 0) {
          // Once, at the first move prompt: every kind of wrong answer, then help and q.
          const View view = table.game()->view(0);
          int missing = 0;
          while (missing + 1 < kRankCount && view.hand().count(missing) > 0) ++missing;
          bad_moves = {"",
                       "xyzzy",
                       "l 6",
                       "o 99 3",
                       "a 1 2 3 4",
                       "lead",
                       "pass 3",
                       std::to_string(rank_number(missing)),
                       view.meld().empty() ? "p" : "l 1",
                       "?",
                       "q"};
        }
        if (next_bad < bad_moves.size()) return bad_moves[next_bad++];
        return first_legal(table);
      });
  EXPECT_NE(transcript.find("Type a move"), std::string::npos);
  EXPECT_NE(transcript.find("'xyzzy' is not a move"), std::string::npos);
  EXPECT_NE(transcript.find("'6' is not a card"), std::string::npos);
  EXPECT_NE(transcript.find("'99' is not a card"), std::string::npos);
  EXPECT_NE(transcript.find("needs 1 to 3 cards, got 4"), std::string::npos);
  EXPECT_NE(transcript.find("needs 1 to 3 cards, got 0"), std::string::npos);
  EXPECT_NE(transcript.find("'pass' takes no cards"), std::string::npos);
  EXPECT_NE(transcript.find("does not hold those cards"), std::string::npos);
  // A legal-shaped move the rules refuse gets the engine's own reason.
  const bool refused_lead_rule =
      transcript.find(std::string(explain(Refusal::kMustLead)).substr(0, 30)) !=
          std::string::npos ||
      transcript.find(std::string(explain(Refusal::kAlreadyLed)).substr(0, 30)) !=
          std::string::npos;
  EXPECT_TRUE(refused_lead_rule) << transcript.substr(0, 6000);
  EXPECT_NE(transcript.find("Rule of 8"), std::string::npos);  // the help
  EXPECT_NE(transcript.find("Please answer y to stop or n to play on."), std::string::npos);
  EXPECT_EQ(quit_asks, 2);
  EXPECT_NE(transcript.find("Press Enter for the next round, or type q to stop."),
            std::string::npos);
  EXPECT_EQ(round_asks, 2);
  // Each wrong answer was asked again: 11 answers at the first prompt, then the real move.
  EXPECT_NE(transcript.find("Round 1 over"), std::string::npos);
  EXPECT_NE(transcript.find("Session: 0 games, 1 round"), std::string::npos);
  expect_fits_80_columns(transcript);
}

TEST(Five35Table, EndOfInputMidRoundGivesTheSessionSummary) {
  std::istringstream in("p\nnonsense\n");
  std::ostringstream out;
  Console console(in, out, Style{true, true});
  EXPECT_EQ(play_five35(console, table_options(4, 3)), 0);
  const std::string transcript = out.str();
  EXPECT_NE(transcript.find("Session: 0 games, 0 rounds"), std::string::npos) << transcript;
  EXPECT_EQ(transcript.find("Round 1 over"), std::string::npos);
}

TEST(Five35Table, QuitConfirmedStopsAtOnce) {
  std::istringstream in("q\ny\n");
  std::ostringstream out;
  Console console(in, out, Style{false, false});
  EXPECT_EQ(play_five35(console, table_options(2, 5)), 0);
  EXPECT_EQ(count(out.str(), kQuitPrompt), 1);
  EXPECT_NE(out.str().find("Session: 0 games, 0 rounds"), std::string::npos);
}

TEST(Five35Table, ColourAndUnicodeOnlyWhenTheStyleAllows) {
  for (const bool fancy : {false, true}) {
    std::istringstream in("?\n");
    std::ostringstream out;
    Console console(in, out, Style{fancy, fancy});
    play_five35(console, table_options(5, 9));
    const std::string transcript = out.str();
    EXPECT_EQ(transcript.find('\x1b') != std::string::npos, fancy);
    const bool non_ascii = std::any_of(transcript.begin(), transcript.end(), [](char c) {
      return static_cast<unsigned char>(c) >= 0x80;
    });
    EXPECT_EQ(non_ascii, fancy);
    expect_fits_80_columns(transcript);
  }
}

}  // namespace
}  // namespace cardroom::play
