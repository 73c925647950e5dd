// Acting: refused requests change nothing (seq, views, chips, journal); legal ones raise seq by
// exactly one, and the journal's rows run from 1 without a gap.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

// Two people at a one-game table, brought to the first decision of the first hand.
struct TwoPeople : Harness {
  explicit TwoPeople(std::string_view config = R"({"games": ["7-27"], "seats": 4})")
      : Harness(config) {
    t().sit("Ann", 0, "hash-ann", now);
    t().sit("Bo", 2, "hash-bo", now);
    settle(*this);
  }
};

struct Snapshot {
  std::int64_t seq;
  std::int64_t chips;
  std::size_t rows;
  std::vector<std::string> views;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(Harness& h) {
  return {h.t().seq(), h.t().chips_on_table(), h.journal.rows.size(),
          all_views(h.t(), h.now, false)};
}

void expect_refused(Harness& h, int seat, const std::string& action,
                    std::optional<std::int64_t> seq) {
  const Snapshot before = snapshot(h);
  EXPECT_THROW(h.t().act(seat, action, seq, h.now), TableError)
      << "seat " << seat << " '" << action << "'";
  EXPECT_TRUE(snapshot(h) == before) << "seat " << seat << " '" << action << "' changed the table";
}

TEST(TableAct, RefusedRequestsChangeNothing) {
  TwoPeople h;
  ASSERT_TRUE(h.t().hand_in_progress());
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  const int other = actor == 0 ? 2 : 0;
  const auto legal = legal_words(h.t(), actor, h.now);
  ASSERT_FALSE(legal.empty());
  const std::string word = concrete(legal[0]);
  const auto seq = h.t().seq();

  expect_refused(h, other, concrete(legal_words(h.t(), actor, h.now)[0]), seq);  // out of turn
  expect_refused(h, 1, word, seq);    // an empty seat
  expect_refused(h, 3, word, seq);    // an empty seat
  expect_refused(h, 4, word, seq);    // no such seat
  expect_refused(h, -1, word, seq);   // no such seat
  expect_refused(h, actor, "", seq);
  expect_refused(h, actor, "raise", seq);
  expect_refused(h, actor, "dance", seq);
  expect_refused(h, actor, "bet 1000000", seq);
  expect_refused(h, actor, "declare low", seq);   // not a declaring showdown, not now
  expect_refused(h, actor, "expose As", seq);     // not this deal
  expect_refused(h, actor, "choose 7-27", seq);   // not an action word
  expect_refused(h, actor, word, seq - 1);        // stale
  expect_refused(h, actor, word, 0);              // stale
}

TEST(TableAct, AStaleSeqIsRefusedWithStatusAndTheLatestIsAccepted) {
  TwoPeople h;
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  const std::string word = concrete(legal_words(h.t(), actor, h.now)[0]);
  try {
    h.t().act(actor, word, h.t().seq() - 1, h.now);
    FAIL() << "a stale seq was accepted";
  } catch (const TableError& e) {
    EXPECT_GE(e.status(), 400);
    EXPECT_LT(e.status(), 500);
  }
  const auto seq = h.t().seq();
  h.t().act(actor, word, seq, h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
}

TEST(TableAct, ActionsWithoutASeqAreAccepted) {
  TwoPeople h;
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  const auto seq = h.t().seq();
  h.t().act(actor, concrete(legal_words(h.t(), actor, h.now)[0]), std::nullopt, h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
}

TEST(TableAct, OutOfTurnIsRefusedForBothSeatsAlike) {
  TwoPeople h;
  const int actor = h.view(std::nullopt).at("to_act").get<int>();
  const int other = actor == 0 ? 2 : 0;
  for (const auto& w : legal_words(h.t(), actor, h.now))
    expect_refused(h, other, concrete(w), h.t().seq());
}

TEST(TableAct, EveryLegalActionRaisesSeqByOneAndIsJournaledFirst) {
  TwoPeople h;
  Rng rng(5);
  for (int hands = 0; hands < 10;) {
    if (settle(h) > 0) continue;
    if (!h.t().hand_in_progress()) {
      const auto wake = h.t().next_wakeup();
      ASSERT_TRUE(wake.has_value());
      h.now = std::max(h.now + 1, *wake);
      continue;
    }
    const int actor = h.view(std::nullopt).at("to_act").get<int>();
    const auto words = legal_words(h.t(), actor, h.now);
    ASSERT_FALSE(words.empty());
    const auto before = h.t().seq();
    const auto played = h.t().hands_played();
    h.t().act(actor, concrete_random(words[rng.below(static_cast<std::uint32_t>(words.size()))],
                                     rng),
              before, h.now);
    ASSERT_FALSE(h.journal.rows.empty());
    EXPECT_EQ(h.journal.rows.back().seq, h.t().seq());
    EXPECT_EQ(h.view(actor).at("seq"), h.t().seq());
    if (h.t().hands_played() > played) {
      // The action that ends a hand may record the hand-over with it.
      EXPECT_GT(h.t().seq(), before);
      EXPECT_LE(h.t().seq(), before + 2);
      ++hands;
    } else {
      EXPECT_EQ(h.t().seq(), before + 1);
    }
  }
  for (std::size_t i = 0; i < h.journal.rows.size(); ++i) {
    EXPECT_EQ(h.journal.rows[i].seq, static_cast<std::int64_t>(i) + 1);
    EXPECT_EQ(h.journal.rows[i].table_id, "t1");
  }
  EXPECT_EQ(h.journal.rows.back().seq, h.t().seq());
}

TEST(TableAct, EveryChangeIsOneJournalRowOverBotHands) {
  Harness h(R"({"seats": 5, "bots": [{"seat": 0, "kind": "random"}, {"seat": 2, "kind": "random"},
               {"seat": 4, "kind": "heuristic"}]})");
  h.t().sit("Ann", 1, "hash-ann", h.now);
  std::int64_t last = h.t().seq();
  int played = h.t().hands_played();
  ASSERT_TRUE(play_hands(h, 20, [&] {
    if (h.t().hands_played() == played) {
      EXPECT_EQ(h.t().seq(), last + 1);
    } else {
      EXPECT_LE(h.t().seq(), last + 2);  // the last action and the hand-over
      played = h.t().hands_played();
    }
    last = h.t().seq();
  }));
  ASSERT_EQ(h.journal.rows.size(), static_cast<std::size_t>(h.t().seq()));
  for (std::size_t i = 0; i < h.journal.rows.size(); ++i)
    ASSERT_EQ(h.journal.rows[i].seq, static_cast<std::int64_t>(i) + 1);
}

TEST(TableAct, ChangesOnlyBySteppingOrRequests) {
  TwoPeople h;
  // Reading never changes the table.
  const Snapshot before = snapshot(h);
  (void)h.t().listing();
  (void)h.t().ledger();
  (void)h.t().hands_after(0);
  (void)h.t().next_wakeup();
  EXPECT_TRUE(snapshot(h) == before);
}

}  // namespace
}  // namespace cardroom::server::table_test
