// A Five Three Five table rebuilt from its journal at any point — mid-round, between rounds,
// between games, after leaves and away — looks exactly like the original and plays on
// identically, and a failing journal refuses every change.
#include <gtest/gtest.h>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
// Named, not anonymous: a unity build compiles this file with the other restore test.
namespace five35_restore {

constexpr const char* kConfig = R"({"games": ["535"], "seats": 5, "pause_s": 2,
    "rules": {"535": {"target_score": 18}},
    "bots": [{"seat": 0, "kind": "random"}, {"seat": 3, "kind": "heuristic"}]})";
constexpr std::uint64_t kSeed = 51;

struct People : Harness {
  People() : Harness(kConfig, kSeed) {
    t().sit("Ann", 1, "hash-ann", now);
    t().sit("Bo", 2, "hash-bo", now);
  }
};

// From its whole journal, or (`from_state`) from the latest state saved before a deal and the
// events after it: the two must give the same table (issue 36). The copy's journal reads the
// history the original saved, as a restarted server reads its database.
std::unique_ptr<Harness> restored(Harness& h, bool from_state = false) {
  auto copy = std::make_unique<Harness>(kConfig, kSeed, "other");
  copy->now = h.now;
  copy->table.reset();
  copy->journal.rows.clear();
  copy->journal.continue_from(h.journal);
  const auto state = h.journal.latest_state(h.t().id());
  if (from_state && state) {
    copy->table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, kSeed, &copy->journal,
                                                         state->event, h.journal.events_after(state->seq, h.t().id()),
                                                         h.t().seq(), h.now));
  } else {
    copy->table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, kSeed, &copy->journal,
                                                         h.journal.events(), h.t().seq(), h.now));
  }
  return copy;
}

void expect_same(Harness& a, Harness& b) {
  EXPECT_EQ(a.t().seq(), b.t().seq());
  EXPECT_EQ(a.t().hands_played(), b.t().hands_played());
  EXPECT_EQ(a.t().hand_in_progress(), b.t().hand_in_progress());
  EXPECT_EQ(all_views(a.t(), a.now, true), all_views(b.t(), b.now, true));
  EXPECT_EQ(a.t().hands_after(0), b.t().hands_after(0));
  EXPECT_EQ(a.t().ledger(), b.t().ledger());
  EXPECT_EQ(a.t().listing(), b.t().listing());
}

// Plays both tables with the same requests at the same times; they must stay the same.
void lockstep(Harness& a, Harness& b, int changes, std::uint64_t seed) {
  Rng rng(seed);
  for (int i = 0; i < changes; ++i) {
    const bool sa = a.t().step(a.now);
    ASSERT_EQ(sa, b.t().step(b.now)) << "change " << i;
    if (!sa) {
      const auto seat = to_act(a.t(), a.now);
      if (seat && is_person(a.t(), *seat) && !a.t().seats()[*seat]->away) {
        const auto words = legal_words(a.t(), *seat, a.now);
        ASSERT_EQ(words, legal_words(b.t(), *seat, b.now));
        const std::string word = words[rng.below(static_cast<std::uint32_t>(words.size()))];
        a.t().act(*seat, word, a.t().seq(), a.now);
        b.t().act(*seat, word, b.t().seq(), b.now);
      } else {
        const auto wake = a.t().next_wakeup();
        ASSERT_EQ(wake, b.t().next_wakeup());
        if (!wake) return;
        a.now = b.now = std::max(a.now + 1, *wake);
        continue;
      }
    }
    ASSERT_EQ(a.t().seq(), b.t().seq()) << "change " << i;
    ASSERT_EQ(all_views(a.t(), a.now, true), all_views(b.t(), b.now, true)) << "change " << i;
  }
  expect_same(a, b);
}

TEST(Five35TableRestore, RestoredAtManyPointsLooksTheSameAndPlaysOnIdentically) {
  const std::vector<int> points{1, 2, 5, 9, 17, 30, 48, 75, 110, 160, 230};
  for (std::size_t run = 0; run < 2 * points.size(); ++run) {
    const int point = points[run / 2];
    const bool from_state = run % 2 == 1;
    SCOPED_TRACE("restored after " + std::to_string(point) + " changes" +
                 (from_state ? ", from the last state saved" : ", from the whole journal"));
    People h;
    int changes = 0;
    ASSERT_TRUE(drive(
        h, [&] { return changes >= point; }, [&] { ++changes; },
        DriveOptions{.answer_people = true, .seed = 9}));
    auto copy = restored(h, from_state);
    EXPECT_TRUE(copy->journal.rows.empty()) << "restoring recorded the old events again";
    expect_same(h, *copy);
    EXPECT_EQ(copy->t().seat_of_token_hash("hash-bo"), 2);
    lockstep(h, *copy, 300, 100 + static_cast<std::uint64_t>(point));
    expect_journal_continues(h, *copy);
  }
}

TEST(Five35TableRestore, BetweenGamesAfterLeavesAndAway) {
  People h;
  ASSERT_TRUE(drive(
      h, [&] { return h.t().ledger().at("games").size() == 1 && !h.t().hand_in_progress(); }, {},
      DriveOptions{.answer_people = true, .seed = 3}));
  expect_same(h, *restored(h));
  auto between = restored(h, true);
  expect_same(h, *between);
  // Into the next game: Bo goes away, Ann leaves mid-round, Cy sits down to wait.
  ASSERT_TRUE(drive(
      h, [&] { return person_to_act(h, 1); }, {}, DriveOptions{.seed = 4}));
  h.t().set_away(2, true, h.now);
  h.t().leave(1, h.now);
  h.t().sit("Cy", 4, "hash-cy", h.now);
  expect_same(h, *restored(h));
  auto copy = restored(h, true);
  expect_same(h, *copy);
  EXPECT_TRUE(copy->t().seats()[1]->leaving);
  lockstep(h, *copy, 300, 6);
}

TEST(Five35TableRestore, TheDecisionTimerStartsAgainFromFull) {
  People h;
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  h.now += 20'000;
  auto copy = restored(h);
  const int actor = to_act(h.t(), h.now).value();
  EXPECT_EQ(copy->t().view(actor, h.now).at("deadline_ms"), 30'000);
  EXPECT_EQ(copy->t().next_wakeup(), h.now + 30'000);
}

TEST(Five35TableJournal, AFailingJournalRefusesEveryChange) {
  People h;
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  const int actor = to_act(h.t(), h.now).value();
  const auto views = all_views(h.t(), h.now, false);
  const auto seq = h.t().seq();
  const auto ledger = h.t().ledger();
  h.journal.fail = true;
  const auto unchanged = [&] {
    EXPECT_EQ(all_views(h.t(), h.now, false), views);
    EXPECT_EQ(h.t().seq(), seq);
    EXPECT_EQ(h.t().ledger(), ledger);
  };
  EXPECT_ANY_THROW(h.t().act(actor, legal_words(h.t(), actor, h.now)[0], seq, h.now));
  unchanged();
  EXPECT_ANY_THROW(h.t().set_away(actor, true, h.now));
  unchanged();
  EXPECT_ANY_THROW(h.t().leave(actor, h.now));
  unchanged();
  EXPECT_ANY_THROW(h.t().sit("Cy", 4, "hash-cy", h.now));
  unchanged();
  try {
    h.t().step(h.now + 60'000);  // the timer runs out, but its default cannot be recorded
  } catch (...) {
  }
  unchanged();
  h.journal.fail = false;
  h.t().act(actor, legal_words(h.t(), actor, h.now)[0], seq, h.now);
  EXPECT_EQ(h.t().seq(), seq + 1);
}

}  // namespace five35_restore
}  // namespace cardroom::server::table_test
