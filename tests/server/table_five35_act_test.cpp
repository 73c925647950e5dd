// A person at a Five Three Five table acts with the rulebook's words; illegal, out-of-turn,
// stale and misdirected requests are refused and change nothing, neither the table nor its
// journal. There is no dealer's choice.
#include <gtest/gtest.h>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace five35_act_test {

struct Snapshot {
  std::int64_t seq;
  std::size_t rows;
  std::vector<std::string> views;
  std::string history, ledger;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(Harness& h) {
  return {h.t().seq(), h.journal.rows.size(), all_views(h.t(), h.now, false),
          h.t().hands_after(0).dump(), h.t().ledger().dump()};
}

// Ann in seat 1 with two bots; the table waits for her.
struct AnnAndBots : Harness {
  AnnAndBots()
      : Harness(R"({"games": ["535"], "seats": 5, "bots": [{"seat": 0, "kind": "heuristic"},
                  {"seat": 2, "kind": "random"}]})",
                11) {
    t().sit("Ann", 1, "hash-ann", now);
  }
  void until_ann() {
    ASSERT_TRUE(drive(*this, [&] { return person_to_act(*this, 1); }));
  }
};

TEST(Five35TableAct, APersonPlaysWithTheRulebooksWords) {
  AnnAndBots h;
  h.until_ann();
  const auto words = legal_words(h.t(), 1, h.now);
  ASSERT_FALSE(words.empty());
  const auto truth = five35_truth(h.journal);
  ASSERT_TRUE(truth);
  five35::MoveList moves;
  truth->round.legal_moves(moves);
  ASSERT_EQ(words.size(), static_cast<std::size_t>(moves.size()));
  for (int i = 0; i < moves.size(); ++i)
    EXPECT_EQ(words[std::size_t(i)], five35::to_words(moves[i]));
  // Cards in any order, as the rulebook allows; the journal keeps the canonical word.
  const std::string word = words.front();
  std::string shuffled = word;
  const auto space = word.find(' ');
  if (space != std::string::npos) {
    std::vector<std::string> cards;
    std::string rest = word.substr(space + 1), card;
    for (char c : rest + " ") {
      if (c == ' ') {
        cards.push_back(card);
        card.clear();
      } else {
        card += c;
      }
    }
    std::reverse(cards.begin(), cards.end());
    shuffled = word.substr(0, space);
    for (const auto& c : cards) shuffled += " " + c;
  }
  const auto seq = h.t().seq();
  h.t().act(1, shuffled, seq, h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
  const Json& event = h.journal.rows.back().event;
  EXPECT_EQ(event.at("type"), "act");
  EXPECT_EQ(event.at("seat"), 1);
  EXPECT_EQ(event.at("action"), word);
  EXPECT_FALSE(event.contains("by"));
  // Play on to the end of a few rounds with random legal words.
  ASSERT_TRUE(play_hands(h, 3));
}

TEST(Five35TableAct, RefusalsChangeNothing) {
  AnnAndBots h;
  h.t().sit("Bo", std::nullopt, "hash-bo", h.now);  // waits for the next game
  h.until_ann();
  const Snapshot before = snapshot(h);
  const auto truth = five35_truth(h.journal);
  const five35::Hand mine = truth->hand_of(1);
  // A card Ann does not hold, and words that are not moves.
  int missing = -1;
  for (int r = 0; r < five35::kRankCount && missing < 0; ++r) {
    if (mine.count(r) == 0) missing = five35::rank_number(r);
  }
  const bool leading = h.view(1).at("meld").is_null();
  std::vector<std::pair<std::string, int>> refused{
      {"dance", 400}, {"lead 6", 400}, {"lead", 400}, {"lead 1 2 3 4", 400}, {"", 400}};
  if (missing > 0)
    refused.push_back({(leading ? "lead " : "overwrite ") + std::to_string(missing), 409});
  if (leading) {
    refused.push_back({"pass", 409});
    refused.push_back({"add " + std::to_string(five35::rank_number(mine.lowest())), 409});
  } else {
    refused.push_back({"lead " + std::to_string(five35::rank_number(mine.lowest())), 409});
  }
  for (const auto& refusal : refused) {
    // (clang-14, the fuzz build's compiler, cannot capture a structured binding in a lambda.)
    const std::string& word = refusal.first;
    EXPECT_EQ(status_of([&] { h.t().act(1, word, h.t().seq(), h.now); }), refusal.second) << word;
    EXPECT_TRUE(snapshot(h) == before) << word;
  }
  const std::string legal = legal_words(h.t(), 1, h.now).front();
  // Stale, out of turn, a bot's seat, an empty seat, a seat waiting for the next game.
  EXPECT_EQ(status_of([&] { h.t().act(1, legal, h.t().seq() - 1, h.now); }), 409);
  EXPECT_EQ(status_of([&] { h.t().act(0, legal, h.t().seq(), h.now); }), 403);
  EXPECT_EQ(status_of([&] { h.t().act(2, legal, h.t().seq(), h.now); }), 403);
  EXPECT_EQ(status_of([&] { h.t().act(4, legal, h.t().seq(), h.now); }), 404);
  const int bo = h.t().seat_of_token_hash("hash-bo").value();
  EXPECT_EQ(status_of([&] { h.t().act(bo, legal, h.t().seq(), h.now); }), 409);
  EXPECT_TRUE(snapshot(h) == before);
  // No dealer's choice at a table of one game.
  EXPECT_EQ(status_of([&] { h.t().choose(1, "535", Json::object(), h.now); }), 409);
  EXPECT_EQ(status_of([&] { h.t().choose(1, "7-27", Json::object(), h.now); }), 409);
  EXPECT_TRUE(snapshot(h) == before);
  // The legal word still goes through afterwards.
  h.t().act(1, legal, h.t().seq(), h.now);
  EXPECT_EQ(h.t().seq(), before.seq + 1);
}

TEST(Five35TableAct, OutOfTurnWhileABotIsToAct) {
  Harness h(R"({"games": ["535"], "seats": 3, "bots": [{"seat": 0, "kind": "random"}]})", 12);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  h.t().sit("Bo", 2, "hash-bo", h.now);
  ASSERT_TRUE(h.t().step(h.now));  // the deal: seat 0 deals and leads
  ASSERT_EQ(to_act(h.t(), h.now), 0);
  const Snapshot before = snapshot(h);
  EXPECT_EQ(status_of([&] { h.t().act(1, "pass", h.t().seq(), h.now); }), 409);
  EXPECT_EQ(status_of([&] { h.t().act(2, "lead 1", h.t().seq(), h.now); }), 409);
  EXPECT_TRUE(snapshot(h) == before);
  EXPECT_FALSE(h.view(1).contains("legal"));
  EXPECT_FALSE(h.view(std::nullopt).contains("legal"));
}

TEST(Five35TableAct, NoActionBetweenRounds) {
  Harness h(
      R"({"games": ["535"], "seats": 2, "pause_s": 5, "bots": [{"seat": 0, "kind": "random"}]})",
      13);
  h.t().sit("Ann", 1, "hash-ann", h.now);
  ASSERT_TRUE(play_hands(h, 1));
  ASSERT_FALSE(h.t().hand_in_progress());
  const Snapshot before = snapshot(h);
  EXPECT_EQ(status_of([&] { h.t().act(1, "pass", std::nullopt, h.now); }), 409);
  EXPECT_TRUE(snapshot(h) == before);
}

}  // namespace five35_act_test
}  // namespace cardroom::server::table_test
