// The journal and the restore: every change is recorded before it takes effect (a failing
// journal refuses the change), and a table rebuilt from its events stands exactly where the
// original stood and plays on identically.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
// Named, not anonymous: a unity build compiles this file with the other restore test.
namespace vying_restore {

constexpr const char* kConfig = R"({"seats": 5, "bots": [{"seat": 0, "kind": "random"},
    {"seat": 3, "kind": "heuristic"}],
    "rules": {"7-27": {"deal": "three-down-expose", "showdown": "declare-sequential"}}})";

struct State {
  std::int64_t seq;
  std::int64_t chips;
  int taken;
  std::string ledger;
  std::vector<std::string> views;
  bool operator==(const State&) const = default;
};

State state(Harness& h) {
  return {h.t().seq(), h.t().chips_on_table(), h.t().taken(), h.t().ledger().dump(),
          all_views(h.t(), h.now, false)};
}

struct People : Harness {
  People() : Harness(kConfig, 31) {
    t().sit("Ann", 1, "hash-ann", now);
    t().sit("Bo", 2, "hash-bo", now);
  }
};

TEST(TableJournal, AFailingJournalRefusesASeat) {
  People h;
  const State before = state(h);
  h.journal.fail = true;
  EXPECT_ANY_THROW(h.t().sit("Cy", 4, "hash-cy", h.now));
  EXPECT_TRUE(state(h) == before);
  EXPECT_EQ(h.t().seat_of_token_hash("hash-cy"), std::nullopt);
}

TEST(TableJournal, AFailingJournalRefusesActionsStepsLeavesAndAway) {
  People h;
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  const int actor = to_act(h.t(), h.now).value();
  const State before = state(h);
  const auto rows = h.journal.rows.size();
  h.journal.fail = true;
  EXPECT_ANY_THROW(
      h.t().act(actor, concrete(legal_words(h.t(), actor, h.now)[0]), h.t().seq(), h.now));
  EXPECT_TRUE(state(h) == before);
  EXPECT_ANY_THROW(h.t().set_away(actor, true, h.now));
  EXPECT_TRUE(state(h) == before);
  EXPECT_ANY_THROW(h.t().leave(actor, h.now));
  EXPECT_TRUE(state(h) == before);
  // The timer runs out: the default cannot be recorded, so it does not happen.
  try {
    h.t().step(h.now + 60'000);
  } catch (...) {
  }
  EXPECT_TRUE(state(h) == before);
  EXPECT_EQ(h.journal.rows.size(), rows);
  // Once the journal works again the table carries on from where it was.
  h.journal.fail = false;
  h.t().act(actor, concrete(legal_words(h.t(), actor, h.now)[0]), h.t().seq(), h.now);
  EXPECT_EQ(h.t().seq(), before.seq + 1);
  EXPECT_EQ(h.journal.rows.back().seq, before.seq + 1);
}

TEST(TableJournal, AFailingJournalStopsBotsAndDeals) {
  Harness h(R"({"seats": 3, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})");
  const State before = state(h);
  h.journal.fail = true;
  bool changed = false;
  try {
    changed = h.t().step(h.now);
  } catch (...) {
  }
  EXPECT_FALSE(changed);
  EXPECT_TRUE(state(h) == before);
}

// Plays `a` and `b` side by side with the same requests at the same times, checking that they
// stay the same (deadlines aside).
void lockstep(Harness& a, Harness& b, int changes, std::uint64_t seed) {
  Rng rng(seed);
  for (int i = 0; i < changes; ++i) {
    const bool sa = a.t().step(a.now);
    const bool sb = b.t().step(b.now);
    ASSERT_EQ(sa, sb) << "step " << i;
    if (!sa) {
      const auto seat = to_act(a.t(), a.now);
      if (seat && is_person(a.t(), *seat) && !a.t().seats()[*seat]->away &&
          !a.t().seats()[*seat]->leaving) {
        const auto words = legal_words(a.t(), *seat, a.now);
        ASSERT_EQ(words, legal_words(b.t(), *seat, b.now));
        ASSERT_FALSE(words.empty());
        const std::string word = words[rng.below(static_cast<std::uint32_t>(words.size()))];
        if (is_choose(word)) {
          a.t().choose(*seat, word.substr(7), Json::object(), a.now);
          b.t().choose(*seat, word.substr(7), Json::object(), b.now);
        } else {
          const std::string concrete_word = concrete_random(word, rng);
          a.t().act(*seat, concrete_word, a.t().seq(), a.now);
          b.t().act(*seat, concrete_word, b.t().seq(), b.now);
        }
      } else {
        const auto wa = a.t().next_wakeup();
        const auto wb = b.t().next_wakeup();
        ASSERT_EQ(wa.has_value(), wb.has_value());
        if (!wa) return;
        a.now = b.now = std::max({a.now + 1, *wa, *wb});
        continue;
      }
    }
    ASSERT_EQ(a.t().seq(), b.t().seq()) << "change " << i;
    ASSERT_EQ(all_views(a.t(), a.now, true), all_views(b.t(), b.now, true)) << "change " << i;
    ASSERT_EQ(a.t().hands_after(0), b.t().hands_after(0));
    ASSERT_EQ(a.t().ledger(), b.t().ledger());
  }
}

// A copy of `h` restored from its journal at its current point, with its own journal.
// From its whole journal, or (`from_state`) from the latest state saved before a deal and the
// events after it: the two must give the same table (issue 36). The copy's journal reads the
// history the original saved, as a restarted server reads its database.
// `saved` is what the database holds; `restore` builds the table from it into the copy's journal.
std::unique_ptr<Harness> restored_from(Harness& h, const MemoryJournal& saved,
                                       const std::function<Table(Journal*)>& restore) {
  auto copy = std::make_unique<Harness>(kConfig, 31, "other");  // replaced below
  copy->now = h.now;
  copy->table.reset();
  copy->journal.rows.clear();
  copy->journal.continue_from(saved);
  copy->table = std::make_unique<Table>(restore(&copy->journal));
  copy->config = h.config;
  return copy;
}

std::unique_ptr<Harness> restored(Harness& h, bool from_state = false) {
  const auto state = h.journal.latest_state(h.t().id());
  return restored_from(h, h.journal, [&](Journal* journal) {
    if (from_state && state) {
      return Table::restore(h.t().id(), h.config, 31, journal, state->event,
                            h.journal.events_after(state->seq, h.t().id()), h.t().seq(), h.now);
    }
    return Table::restore(h.t().id(), h.config, 31, journal, h.journal.events(), h.t().seq(),
                          h.now);
  });
}

TEST(TableRestore, RestoredMidHandAtSeveralPointsLooksTheSameAndPlaysOnIdentically) {
  for (int run = 0; run < 12; ++run) {
    const int point = std::vector<int>{3, 7, 12, 20, 33, 50}[std::size_t(run / 2)];
    const bool from_state = run % 2 == 1;
    SCOPED_TRACE("restored after " + std::to_string(point) + " changes" +
                 (from_state ? ", from the last state saved" : ", from the whole journal"));
    People h;
    int changes = 0;
    ASSERT_TRUE(drive(h, [&] { return changes >= point && h.t().hand_in_progress(); },
                      [&] { ++changes; }, DriveOptions{.answer_people = true, .seed = 8}));
    auto copy = restored(h, from_state);
    EXPECT_TRUE(copy->journal.rows.empty()) << "restoring recorded the old events again";
    EXPECT_EQ(copy->t().seq(), h.t().seq());
    EXPECT_EQ(copy->t().id(), h.t().id());
    EXPECT_EQ(copy->t().hands_played(), h.t().hands_played());
    EXPECT_EQ(copy->t().chips_on_table(), h.t().chips_on_table());
    EXPECT_EQ(all_views(copy->t(), h.now, true), all_views(h.t(), h.now, true));
    EXPECT_EQ(copy->t().ledger(), h.t().ledger());
    EXPECT_EQ(copy->t().hands_after(0), h.t().hands_after(0));
    EXPECT_EQ(copy->t().seat_of_token_hash("hash-bo"), 2);
    lockstep(h, *copy, 400, 99 + static_cast<std::uint64_t>(point));
    expect_journal_continues(h, *copy);
  }
}

TEST(TableRestore, TheDecisionTimerStartsAgainFromFull) {
  People h;
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  h.now += 20'000;  // the person thinks for a while, then the server restarts
  auto copy = restored(h);
  const int actor = to_act(h.t(), h.now).value();
  EXPECT_EQ(copy->t().view(actor, h.now).at("deadline_ms"), 30'000);
  EXPECT_EQ(copy->t().next_wakeup(), h.now + 30'000);
}

TEST(TableRestore, RestoredBetweenHandsAndDuringTheChoiceToo) {
  People h;
  ASSERT_TRUE(play_hands(h, 2, {}, DriveOptions{.answer_people = true, .seed = 4}));
  for (bool from_state : {false, true}) {
    auto between = restored(h, from_state);
    EXPECT_EQ(all_views(between->t(), h.now, true), all_views(h.t(), h.now, true));
    EXPECT_EQ(between->t().hands_after(0), h.t().hands_after(0));
    EXPECT_EQ(between->t().ledger(), h.t().ledger());
  }
}

// A kill -9 between a hand's last action and its hand-over (two writes; test_crash.py met it):
// the journal ends with the hand finished and not closed. The restored table closes it at once,
// recording the hand-over the original recorded, so the result, the history and the chips are
// the original's.
TEST(TableRestore, AHandFinishedButNotClosedBeforeTheKillIsClosedOnRestore) {
  People h;
  ASSERT_TRUE(play_hands(h, 1, {}, DriveOptions{.answer_people = true, .seed = 4}));
  const auto& rows = h.journal.rows;
  const auto over = std::find_if(rows.begin(), rows.end(), [](const JournalRow& r) {
    return r.event.at("type") == "hand-over";
  });
  ASSERT_NE(over, rows.end());
  MemoryJournal cut;  // what the database held at the kill
  cut.rows.assign(rows.begin(), over);
  for (const auto& state : h.journal.states) {
    if (state.seq < over->seq) cut.states.push_back(state);
  }
  auto copy = restored_from(h, cut, [&](Journal* journal) {
    return Table::restore(h.t().id(), h.config, 31, journal, cut.events(), over->seq - 1, h.now);
  });
  ASSERT_FALSE(copy->journal.rows.empty()) << "the finished hand was not closed";
  const Json& closed = copy->journal.rows.front().event;
  EXPECT_EQ(closed.at("type"), "hand-over");
  EXPECT_EQ(copy->journal.rows.front().seq, over->seq);
  EXPECT_EQ(closed.at("record"), over->event.at("record"));
  EXPECT_EQ(copy->t().hands_played(), 1);
  ASSERT_EQ(copy->t().hands_after(0).size(), 1u);
  EXPECT_EQ(copy->t().hands_after(0)[0], h.t().hands_after(0)[0]);
  EXPECT_EQ(copy->t().chips_on_table(), h.t().chips_on_table());
  const Json view = copy->t().view(std::nullopt, h.now);
  EXPECT_FALSE(view.at("result").is_null()) << view.dump();
  EXPECT_EQ(view.at("pots"), Json::array());
}

TEST(TableRestore, LeavesAndAwayAreRestored) {
  People h;
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h); }));
  h.t().set_away(2, true, h.now);
  h.t().leave(1, h.now);
  auto copy = restored(h);
  EXPECT_EQ(all_views(copy->t(), h.now, true), all_views(h.t(), h.now, true));
  EXPECT_EQ(copy->t().seats()[1].has_value(), h.t().seats()[1].has_value());
  if (h.t().seats()[1]) {
    EXPECT_EQ(copy->t().seats()[1]->leaving, h.t().seats()[1]->leaving);
  }
  lockstep(h, *copy, 300, 5);
}

}  // namespace vying_restore
}  // namespace cardroom::server::table_test
