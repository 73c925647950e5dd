// Each seat's time bank (docs/server.md "Time bank"): when the decision timer runs out on a
// person, the bank runs before the default is played; a decision on the bank keeps what is
// left; a bank run out plays the default once; banks are topped up every time_bank_every hands,
// up to time_bank_s; the host's pause freezes the bank. A fake clock drives it all.
#include <gtest/gtest.h>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace time_bank_test {

struct TwoPeople : Harness {
  explicit TwoPeople(std::string_view config = R"({"games": ["7-27"], "seats": 3, "timer_s": 10,
      "time_bank_s": 30, "time_bank_add_s": 5, "time_bank_every": 2})")
      : Harness(config) {
    t().sit("Ann", 0, "hash-ann", now);
    t().sit("Bo", 1, "hash-bo", now);
    settle(*this);
  }
  int actor() { return view(std::nullopt).at("to_act").get<int>(); }
  std::int64_t bank(int seat) { return view(std::nullopt).at("seats")[seat].at("time_bank_ms").get<std::int64_t>(); }
  std::string last_type() { return journal.rows.back().event.at("type").get<std::string>(); }
};

TEST(TableTimeBank, RunsWhenTheTimerIsOutAndKeepsWhatIsLeft) {
  TwoPeople h;
  const int actor = h.actor();
  EXPECT_EQ(h.bank(actor), 30'000);
  EXPECT_FALSE(h.view(std::nullopt).at("time_bank").get<bool>());
  h.now += 10'000;  // the timer is out
  ASSERT_TRUE(h.t().step(h.now));
  EXPECT_EQ(h.last_type(), "time-bank");
  EXPECT_EQ(h.actor(), actor);  // still the seat's decision
  EXPECT_TRUE(h.view(std::nullopt).at("time_bank").get<bool>());
  EXPECT_EQ(h.view(std::nullopt).at("deadline_ms"), 30'000);
  EXPECT_EQ(h.t().next_wakeup(), h.now + 30'000);
  h.now += 12'000;  // 12 s of the bank used
  EXPECT_FALSE(h.t().step(h.now));
  EXPECT_EQ(h.bank(actor), 18'000);  // the view counts it down
  const auto word = concrete(legal_words(h.t(), actor, h.now).front());
  h.t().act(actor, word, h.t().seq(), h.now);
  EXPECT_EQ(h.journal.rows.back().event.at("time_bank_ms"), 18'000);
  EXPECT_FALSE(h.view(std::nullopt).at("time_bank").get<bool>());
  EXPECT_EQ(h.bank(actor), 18'000);
  // The next decision starts from the full timer, the bank as it was left.
  if (h.t().hand_in_progress()) {
    EXPECT_EQ(h.t().next_wakeup(), h.now + 10'000);
  }
}

TEST(TableTimeBank, ABankRunOutPlaysTheDefaultOnce) {
  TwoPeople h;
  const int actor = h.actor();
  h.now += 10'000;
  ASSERT_TRUE(h.t().step(h.now));  // the bank starts
  h.now += 30'000;
  ASSERT_TRUE(h.t().step(h.now));  // the bank is out: the default
  const Json& act = h.journal.rows.back().event;
  EXPECT_EQ(act.at("type"), "act");
  EXPECT_EQ(act.at("by"), "timer");
  EXPECT_EQ(act.at("seat"), actor);
  EXPECT_EQ(act.at("time_bank_ms"), 0);
  EXPECT_EQ(h.bank(actor), 0);
  EXPECT_FALSE(h.t().seats()[actor]->away);  // once, not away
  // With an empty bank, the next time the timer runs out on the seat the default comes at once.
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress() && h.actor() == actor; }));
  const auto events = h.journal.rows.size();
  h.now = *h.t().next_wakeup();
  ASSERT_TRUE(h.t().step(h.now));
  EXPECT_EQ(h.journal.rows.size(), events + 1);
  EXPECT_EQ(h.last_type(), "act");
  EXPECT_EQ(h.journal.rows.back().event.at("by"), "timer");
}

TEST(TableTimeBank, OthersComingAndGoingLeaveTheBankRunning) {
  TwoPeople h;
  const int actor = h.actor();
  h.now += 10'000;
  ASSERT_TRUE(h.t().step(h.now));
  h.now += 5'000;
  h.t().sit("Cy", 2, "hash-cy", h.now);
  h.t().set_away(2, true, h.now);
  EXPECT_TRUE(h.view(std::nullopt).at("time_bank").get<bool>());
  EXPECT_EQ(h.t().next_wakeup(), h.now + 25'000);
  // The seat turning away on its bank keeps what was left.
  h.now += 5'000;
  h.t().set_away(actor, true, h.now);
  EXPECT_EQ(h.bank(actor), 20'000);
}

TEST(TableTimeBank, ThePauseFreezesTheBank) {
  TwoPeople h;
  h.now += 10'000;
  ASSERT_TRUE(h.t().step(h.now));
  h.now += 4'000;
  h.t().pause(true, h.now);
  EXPECT_EQ(h.bank(h.actor()), 26'000);  // the view shows the bank held still
  h.now += 600'000;  // a long break
  EXPECT_EQ(h.bank(h.actor()), 26'000);
  EXPECT_FALSE(h.t().step(h.now));
  h.t().resume(h.now);
  EXPECT_TRUE(h.view(std::nullopt).at("time_bank").get<bool>());
  EXPECT_EQ(h.t().next_wakeup(), h.now + 26'000);
}

TEST(TableTimeBank, ToppedUpEveryFewHandsUpToItsSize) {
  // A seat spends 20 s of its 30 s bank on its first decision; then the hands are counted.
  TwoPeople t;
  const int actor = t.actor();
  t.now += 10'000;
  ASSERT_TRUE(t.t().step(t.now));
  t.now += 20'000;
  t.t().act(actor, concrete(legal_words(t.t(), actor, t.now).front()), t.t().seq(), t.now);
  const int spent_by = actor;
  EXPECT_EQ(t.bank(spent_by), 10'000);
  ASSERT_TRUE(play_hands(t, 2 - t.t().hands_played()));
  EXPECT_EQ(t.t().hands_played(), 2);
  EXPECT_EQ(t.bank(spent_by), 15'000);  // +5 s after every 2 hands
  ASSERT_TRUE(play_hands(t, 6));
  EXPECT_EQ(t.bank(spent_by), 30'000);  // never past time_bank_s
}

TEST(TableTimeBank, ADealersChoiceRunsOnTheBankToo) {
  Harness h(R"({"games": ["7-27", "15-35"], "seats": 3, "timer_s": 10, "time_bank_s": 20})");
  h.t().sit("Ann", 0, "hash-ann", h.now);
  h.t().sit("Bo", 1, "hash-bo", h.now);
  settle(h);
  const Json v = h.view(std::nullopt);
  ASSERT_TRUE(v.at("game").is_null());  // the dealer is choosing
  const int dealer = v.at("to_act").get<int>();
  h.now = *h.t().next_wakeup();
  ASSERT_TRUE(h.t().step(h.now));
  EXPECT_EQ(h.journal.rows.back().event.at("type"), "time-bank");
  h.now += 20'000;
  ASSERT_TRUE(h.t().step(h.now));
  EXPECT_EQ(h.journal.rows.back().event.at("type"), "choose");
  EXPECT_EQ(h.journal.rows.back().event.at("time_bank_ms"), 0);
  EXPECT_EQ(h.view(std::nullopt).at("seats")[dealer].at("time_bank_ms"), 0);
}

TEST(TableTimeBank, ARestoredTableKeepsEachBank) {
  TwoPeople h;
  const int actor = h.actor();
  h.now += 10'000;
  ASSERT_TRUE(h.t().step(h.now));
  h.now += 7'000;
  h.t().act(actor, concrete(legal_words(h.t(), actor, h.now).front()), h.t().seq(), h.now);
  Harness copy(R"({"games": ["7-27"], "seats": 3, "timer_s": 10, "time_bank_s": 30,
      "time_bank_add_s": 5, "time_bank_every": 2})", 7, "copy");
  copy.table = std::make_unique<Table>(Table::restore(h.t().id(), h.config, 7, &copy.journal,
                                                      h.journal.events(), h.t().seq(), h.now));
  EXPECT_EQ(copy.view(std::nullopt).at("seats")[actor].at("time_bank_ms"), 23'000);
  EXPECT_EQ(all_views(copy.t(), h.now, true), all_views(h.t(), h.now, true));
}

// A restart must not give back what a running bank had used (issue: 50 s came back as 60 s).
struct BankRunning : TwoPeople {
  std::int64_t wall = 1'700'000'000'000;
  int seat = 0;
  BankRunning() {
    t().set_wall_clock([this] { return wall; });
    seat = actor();
    now += 10'000;  // the timer is out: the bank starts
    EXPECT_TRUE(t().step(now));
    EXPECT_EQ(journal.rows.back().event.at("at"), wall);
    now += 12'000;  // 12 s of the 30 s bank used
    wall += 12'000;
  }
  std::unique_ptr<Harness> restored(Millis at, std::int64_t wall_now) {
    auto copy = std::make_unique<Harness>(R"({"games": ["7-27"], "seats": 3, "timer_s": 10,
        "time_bank_s": 30, "time_bank_add_s": 5, "time_bank_every": 2})", 7, "copy");
    copy->now = at;
    copy->table = std::make_unique<Table>(Table::restore(t().id(), config, 7, &copy->journal,
                                                         journal.events(), t().seq(), at, wall_now));
    return copy;
  }
};

TEST(TableTimeBank, AServerStoppingRecordsTheBankAndTheRestartGoesOnFromIt) {
  BankRunning h;
  h.t().hold_clock(h.now);
  const Json& stop = h.journal.rows.back().event;
  EXPECT_EQ(stop.at("type"), "stop");
  EXPECT_EQ(stop.at("seat"), h.seat);
  EXPECT_EQ(stop.at("time_bank_ms"), 18'000);
  // Restarted an hour later (another steady clock): the bank goes on from 18 s, not from full,
  // and not less the hour the server was down.
  auto copy = h.restored(5'000'000, h.wall + 3'600'000);
  const Json view = copy->view(std::nullopt);
  EXPECT_TRUE(view.at("time_bank").get<bool>());
  EXPECT_EQ(view.at("to_act"), h.seat);
  EXPECT_EQ(view.at("seats")[h.seat].at("time_bank_ms"), 18'000);
  EXPECT_EQ(view.at("deadline_ms"), 18'000);
  EXPECT_EQ(copy->t().next_wakeup(), 5'000'000 + 18'000);
  copy->now += 18'000;  // the bank is out: the default, once
  ASSERT_TRUE(copy->t().step(copy->now));
  EXPECT_EQ(copy->journal.rows.back().event.at("by"), "timer");
}

TEST(TableTimeBank, AfterACrashTheTimeSinceTheBankStartedIsUsed) {
  BankRunning h;  // no stop recorded: killed
  auto copy = h.restored(70'000, h.wall + 3'000);  // back 3 s after the kill: 15 s used
  EXPECT_EQ(copy->view(std::nullopt).at("seats")[h.seat].at("time_bank_ms"), 15'000);
  EXPECT_EQ(copy->t().next_wakeup(), 70'000 + 15'000);
  // Down longer than the bank: it is out, and the default is played at once.
  auto late = h.restored(70'000, h.wall + 60'000);
  EXPECT_EQ(late->view(std::nullopt).at("seats")[h.seat].at("time_bank_ms"), 0);
  ASSERT_TRUE(late->t().step(late->now));
  EXPECT_EQ(late->journal.rows.back().event.at("by"), "timer");
}

TEST(TableTimeBank, APausedBankIsHeldThroughARestartAndRunsOnWhenResumed) {
  BankRunning h;
  h.t().pause(true, h.now);
  h.now += 100'000;  // paused: the bank does not run
  h.t().hold_clock(h.now);
  EXPECT_EQ(h.journal.rows.back().event.at("time_bank_ms"), 18'000);
  auto copy = h.restored(1'000, h.wall + 500'000);
  EXPECT_EQ(copy->t().next_wakeup(), std::nullopt);  // paused: no timer
  copy->t().resume(1'000);
  EXPECT_TRUE(copy->view(std::nullopt).at("time_bank").get<bool>());
  EXPECT_EQ(copy->t().next_wakeup(), 1'000 + 18'000);
}

TEST(TableTimeBank, ACrashAfterARestartCountsFromTheRestart) {
  BankRunning h;
  h.t().hold_clock(h.now);  // 18 s left
  const std::int64_t back = h.wall + 3'600'000;
  auto copy = h.restored(5'000'000, back);
  EXPECT_EQ(copy->journal.rows.back().event.at("type"), "time-bank");  // runs again from here
  // Killed, and back 4 s after the restart: 4 s more used.
  std::vector<Json> events = h.journal.events();
  for (const Json& e : copy->journal.events()) events.push_back(e);
  MemoryJournal journal;
  const Table again = Table::restore(h.t().id(), h.config, 7, &journal, events, copy->t().seq(), 9'000,
                                     back + 4'000);
  EXPECT_EQ(again.view(std::nullopt, 9'000).at("seats")[h.seat].at("time_bank_ms"), 14'000);
}

TEST(TableTimeBank, APauseIsNotCountedAsUsedAfterACrash) {
  BankRunning h;  // 12 s used
  h.t().pause(true, h.now);
  EXPECT_EQ(h.journal.rows.back().event.at("time_bank_ms"), 18'000);
  h.now += 100'000;
  h.wall += 100'000;  // a long pause
  h.t().resume(h.now);
  EXPECT_EQ(h.journal.rows.back().event.at("at"), h.wall);
  auto copy = h.restored(70'000, h.wall + 3'000);  // killed, back 3 s after the resume
  EXPECT_EQ(copy->view(std::nullopt).at("seats")[h.seat].at("time_bank_ms"), 15'000);
  // Killed while paused: what the pause recorded, however long it lasted.
  BankRunning p;
  p.t().pause(true, p.now);
  auto held = p.restored(1'000, p.wall + 900'000);
  held->t().resume(1'000);
  EXPECT_EQ(held->t().next_wakeup(), 1'000 + 18'000);
}

TEST(TableTimeBank, NoBankRunningRecordsNothingAtAStop) {
  TwoPeople h;
  const auto rows = h.journal.rows.size();
  h.t().hold_clock(h.now);
  EXPECT_EQ(h.journal.rows.size(), rows);
}

}  // namespace time_bank_test
}  // namespace cardroom::server::table_test
