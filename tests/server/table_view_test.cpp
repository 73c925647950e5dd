// The `view` message: its keys, one entry per seat, hidden cards as "??", `legal` only for the
// seat to act, pots, the countdown, and the result after a hand.
#include <gtest/gtest.h>

#include <set>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

const std::set<std::string> kViewKeys{"type",   "seq",         "you",    "hand",
                                      "game",   "dealer",      "to_act", "deadline_ms",
                                      "paused", "pausing",     "locked", "seats",  "pots",
                                      "log",    "result", "time_bank"};
const std::set<std::string> kSeatKeys{"name", "stack",  "in_hand",   "cards",       "up",
                                      "frozen", "away", "connected", "time_bank_ms", "sitting_out", "sat_out_by"};

struct ThreePeople : Harness {
  explicit ThreePeople(std::string_view config = R"({"games": ["7-27"], "seats": 5})")
      : Harness(config) {
    t().sit("Ann", 0, "hash-ann", now);
    t().sit("Bo", 1, "hash-bo", now);
    t().sit("Cy", 3, "hash-cy", now);
    settle(*this);
  }
  int actor() { return view(std::nullopt).at("to_act").get<int>(); }
};

TEST(TableView, ASeatSeesItsOwnTotalsTowardEachTarget) {
  ThreePeople h;
  for (int viewer : {0, 1, 3}) {
    const Json v = h.view(viewer);
    const Json& totals = v.at("totals");
    ASSERT_EQ(totals.size(), 2u) << v.dump();
    EXPECT_EQ(totals[0].at("target"), 7);
    EXPECT_EQ(totals[1].at("target"), 27);
    // Two cards: at least 1 each (an ace), at most 21 (two aces at 11, or picture and ace).
    for (const Json& t : totals) {
      ASSERT_TRUE(t.at("total").is_number()) << t.dump();
      EXPECT_GE(t.at("total").get<double>(), 1.0);
      EXPECT_LE(t.at("total").get<double>(), 22.0);
    }
  }
  EXPECT_FALSE(h.view(std::nullopt).contains("totals")) << "a spectator has no cards";
}

TEST(TableView, HasExactlyTheProtocolsKeys) {
  ThreePeople h;
  ASSERT_TRUE(h.t().hand_in_progress());
  const int actor = h.actor();
  for (int viewer : {-1, 0, 1, 3}) {
    const Json v = h.view(viewer < 0 ? std::nullopt : std::optional<int>(viewer));
    auto expected = kViewKeys;
    if (viewer == actor) expected.insert("legal");
    if (viewer >= 0) expected.insert("rebuy");  // what the seat may rebuy now (none: in the hand)
    if (viewer >= 0) expected.insert("totals");  // the seat's own totals toward each target
    EXPECT_EQ(keys(v), expected) << v.dump();
    EXPECT_EQ(v.at("type"), "view");
    EXPECT_EQ(v.at("seq"), h.t().seq());
    if (viewer < 0) EXPECT_TRUE(v.at("you").is_null());
    else EXPECT_EQ(v.at("you"), viewer);
    EXPECT_EQ(v.at("game"), "seven-twenty-seven");
    EXPECT_TRUE(v.at("hand").is_number_integer());
    EXPECT_TRUE(v.at("dealer").is_number_integer());
    EXPECT_EQ(v.at("to_act"), actor);
    EXPECT_TRUE(v.at("log").is_array());
    EXPECT_TRUE(v.at("result").is_null());
    const Json& seats = v.at("seats");
    ASSERT_EQ(seats.size(), 5u);
    EXPECT_TRUE(seats[2].is_null());
    EXPECT_TRUE(seats[4].is_null());
    for (int s : {0, 1, 3}) {
      EXPECT_EQ(keys(seats[s]), kSeatKeys) << seats[s].dump();
      EXPECT_EQ(seats[s].at("cards").size(), seats[s].at("up").size());
      EXPECT_TRUE(seats[s].at("in_hand").get<bool>());
      EXPECT_FALSE(seats[s].at("away").get<bool>());
      EXPECT_FALSE(seats[s].at("frozen").get<bool>());
    }
    EXPECT_EQ(seats[0].at("name"), "Ann");
    EXPECT_EQ(seats[3].at("name"), "Cy");
  }
}

TEST(TableView, OthersFaceDownCardsAreHidden) {
  ThreePeople h;
  for (int owner : {0, 1, 3}) {
    const Json mine = h.view(owner).at("seats")[owner];
    for (const auto& c : mine.at("cards")) EXPECT_NE(c, "??");
    for (int viewer : {-1, 0, 1, 3}) {
      if (viewer == owner) continue;
      const Json theirs =
          h.view(viewer < 0 ? std::nullopt : std::optional<int>(viewer)).at("seats")[owner];
      ASSERT_EQ(theirs.at("cards").size(), mine.at("cards").size());
      EXPECT_EQ(theirs.at("up"), mine.at("up"));
      for (std::size_t i = 0; i < mine.at("cards").size(); ++i) {
        if (mine.at("up")[i].get<bool>()) EXPECT_EQ(theirs.at("cards")[i], mine.at("cards")[i]);
        else EXPECT_EQ(theirs.at("cards")[i], "??");
      }
    }
  }
}

TEST(TableView, LegalOnlyForTheSeatToActAndItsWordsWork) {
  ThreePeople h;
  for (int i = 0; i < 6 && h.t().hand_in_progress(); ++i) {
    const int actor = h.actor();
    for (int viewer : {-1, 0, 1, 3}) {
      const Json v = h.view(viewer < 0 ? std::nullopt : std::optional<int>(viewer));
      EXPECT_EQ(v.contains("legal"), viewer == actor) << v.dump();
    }
    const auto words = legal_words(h.t(), actor, h.now);
    ASSERT_FALSE(words.empty());
    // Every listed word is accepted (tried on a copy rebuilt from the journal).
    for (const auto& w : words) {
      MemoryJournal scratch;
      Table copy = Table::restore("t1", h.config, 7, &scratch, h.journal.events(), h.t().seq(),
                                  h.now);
      EXPECT_NO_THROW(copy.act(actor, concrete(w), copy.seq(), h.now)) << w;
    }
    h.t().act(actor, concrete(words.back()), h.t().seq(), h.now);
    settle(h);
  }
}

TEST(TableView, PotsAreIntegersMainFirstCountingEveryChip) {
  ThreePeople h(R"({"games": ["7-27"], "seats": 5, "betting": {"structure": "no-limit"}})");
  int checked = 0;
  ASSERT_TRUE(play_hands(h, 5, [&] {
    const Json v = h.view(std::nullopt);
    std::int64_t stacks = 0;
    for (const auto& s : v.at("seats"))
      if (!s.is_null()) stacks += s.at("stack").get<std::int64_t>();
    for (const auto& p : v.at("pots")) EXPECT_TRUE(p.is_number_integer()) << v.dump();
    EXPECT_EQ(stacks + sum_ints(v.at("pots")), h.t().chips_on_table()) << v.dump();
    if (h.t().hand_in_progress()) {
      EXPECT_FALSE(v.at("pots").empty());  // the antes at least
      ++checked;
    }
  }));
  EXPECT_GT(checked, 5);
}

TEST(TableView, TheDeadlineCountsDown) {
  ThreePeople h;
  const int actor = h.actor();
  const Json v0 = h.view(actor);
  ASSERT_TRUE(v0.at("deadline_ms").is_number_integer()) << v0.dump();
  const auto d0 = v0.at("deadline_ms").get<std::int64_t>();
  EXPECT_GT(d0, 0);
  EXPECT_LE(d0, 30'000);
  const auto d1 = h.t().view(actor, h.now + 5'000).at("deadline_ms").get<std::int64_t>();
  EXPECT_EQ(d0 - d1, 5'000);
  const auto d_spectator =
      h.t().view(std::nullopt, h.now + 5'000).at("deadline_ms").get<std::int64_t>();
  EXPECT_EQ(d_spectator, d1);
}

TEST(TableView, AFoldedSeatShowsNoCardsToOthers) {
  ThreePeople h;
  int folded = -1;
  for (int i = 0; i < 200 && h.t().hand_in_progress() && folded < 0; ++i) {
    const int actor = h.actor();
    const auto words = legal_words(h.t(), actor, h.now);
    std::string word = concrete(words[0]);
    for (const auto& w : words) {
      if (w == "fold") word = w, folded = actor;
      else if (w.rfind("bet", 0) == 0 && word != "fold") word = concrete(w);
    }
    h.t().act(actor, word, h.t().seq(), h.now);
    settle(h);
  }
  ASSERT_GE(folded, 0);
  ASSERT_TRUE(h.t().hand_in_progress());  // two remain
  for (int viewer : {-1, 0, 1, 3}) {
    if (viewer == folded) continue;
    const Json v = h.view(viewer < 0 ? std::nullopt : std::optional<int>(viewer));
    EXPECT_TRUE(v.at("seats")[folded].at("cards").empty()) << v.dump();
    EXPECT_TRUE(v.at("seats")[folded].at("up").empty()) << v.dump();
  }
}

TEST(TableView, TheResultShowsWithPotsPaidUntilTheNextDeal) {
  ThreePeople h;
  ASSERT_TRUE(play_hands(h, 1));
  EXPECT_FALSE(h.t().hand_in_progress());
  const Json hands = h.t().hands_after(0);
  ASSERT_EQ(hands.size(), 1u);
  const auto check_result = [&](Millis at) {
    for (int viewer : {-1, 0, 1, 3}) {
      const Json v = h.t().view(viewer < 0 ? std::nullopt : std::optional<int>(viewer), at);
      EXPECT_FALSE(v.at("result").is_null()) << v.dump();
      EXPECT_TRUE(v.at("pots").empty()) << v.dump();
      EXPECT_FALSE(v.contains("legal"));
      EXPECT_TRUE(v.at("to_act").is_null());
      EXPECT_EQ(v.at("hand"), hands[0].at("hand"));
      std::int64_t stacks = 0;
      for (const auto& s : v.at("seats"))
        if (!s.is_null()) stacks += s.at("stack").get<std::int64_t>();
      EXPECT_EQ(stacks, h.t().chips_on_table());
      EXPECT_EQ(stacks, 600);
    }
  };
  check_result(h.now);
  const Millis finished = h.now;
  EXPECT_FALSE(h.t().step(finished + 3'999));
  check_result(finished + 3'999);
  ASSERT_EQ(h.t().next_wakeup(), finished + 4'000);  // pause_s
  h.now = finished + 4'000;
  settle(h);
  ASSERT_TRUE(h.t().hand_in_progress());
  EXPECT_TRUE(h.view(std::nullopt).at("result").is_null());
  EXPECT_FALSE(h.view(std::nullopt).at("pots").empty());
}

}  // namespace
}  // namespace cardroom::server::table_test

namespace cardroom::server::table_test {
namespace {

// At a showdown the hands still in are turned face up: every viewer sees them, face up, as the
// result shows them.
TEST(TableView, AtAShowdownTheHandsStillInLieFaceUpForEveryone) {
  ThreePeople h;
  // Nobody folds: everyone stands, checks or calls, so the hand goes to a showdown.
  for (int changes = 0; changes < 1000 && h.t().hands_played() == 0; ++changes) {
    if (h.t().step(h.now)) continue;
    const int seat = h.actor();
    const auto words = legal_words(h.t(), seat, h.now);
    std::string word = words.front();
    for (const char* calm : {"call", "check", "stand"}) {
      if (std::find(words.begin(), words.end(), calm) != words.end()) word = calm;
    }
    h.t().act(seat, concrete(word), h.t().seq(), h.now);
  }
  ASSERT_EQ(h.t().hands_played(), 1);
  const Json shown = h.view(std::nullopt).at("result").at("shown");
  ASSERT_EQ(shown.size(), 3u) << shown.dump();
  for (int viewer : {-1, 0, 1, 3}) {
    const Json v = h.view(viewer < 0 ? std::nullopt : std::optional<int>(viewer));
    for (const auto& [seat, cards] : shown.items()) {
      const Json& entry = v.at("seats")[std::stoul(seat)];
      EXPECT_EQ(entry.at("cards"), cards) << v.dump();
      for (const auto& up : entry.at("up")) EXPECT_TRUE(up.get<bool>()) << v.dump();
    }
  }
}

}  // namespace
}  // namespace cardroom::server::table_test
