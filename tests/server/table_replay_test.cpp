// A finished hand told again step by step (GET /api/tables/ID/hands/K/replay): the replay shows
// the table exactly as a spectator saw it after the deal and after every action, with the hands
// shown at the end open from the start and nothing else a spectator did not see. Checked by
// recording every spectator view while the table plays and comparing, for both families.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace {

// What a spectator saw of each hand: the view after its deal, after each action, after its end.
using Seen = std::map<int, std::vector<Json>>;

// Plays `hands` hands, keeping the spectator's view after every deal, action and hand's end.
Seen play_and_watch(Harness& h, int hands) {
  Seen seen;
  std::size_t rows = h.journal.rows.size();
  const bool done = play_hands(h, hands, [&] {
    bool shows = false;  // a change of the hand's (the action that ends it comes with its end)
    for (; rows < h.journal.rows.size(); ++rows) {
      const std::string type = h.journal.rows[rows].event.at("type").get<std::string>();
      shows = shows || type == "deal" || type == "act" || type == "hand-over";
    }
    if (!shows) return;
    const Json v = h.view(std::nullopt);
    seen[v.at("hand").get<int>()].push_back(v);
  });
  EXPECT_TRUE(done);
  return seen;
}

std::multiset<std::string> card_texts(const Json& cards) {
  std::multiset<std::string> out;
  for (const Json& c : cards) out.insert(c.dump());
  return out;
}

// The replay step against the live view: the same public table, cards included, except that a
// hand shown at the end may lie open where the spectator saw "??". (Once a hand is over the
// live table already awaits the next dealer's choice; the replay's last step stays the hand's.)
void expect_step_as_seen(const Json& step, const Json& live, const Json& record, bool last,
                         bool five35) {
  const Json& shown = record.at("shown");
  for (const char* key : {"hand", "game", "dealer", "to_act", "pots", "log", "result"}) {
    if (last && std::string(key) == "game") {
      EXPECT_EQ(step.at(key), record.at("game"));
    } else if (last && std::string(key) == "dealer") {
      EXPECT_EQ(step.at(key), record.at("dealer"));
    } else if (last && std::string(key) == "to_act") {
      EXPECT_TRUE(step.at(key).is_null());
    } else {
      EXPECT_EQ(step.at(key), live.at(key)) << key;
    }
  }
  ASSERT_EQ(step.at("seats").size(), live.at("seats").size());
  for (std::size_t i = 0; i < live.at("seats").size(); ++i) {
    const Json& a = step.at("seats")[i];
    const Json& b = live.at("seats")[i];
    if (b.is_null()) {
      EXPECT_TRUE(a.is_null());
      continue;
    }
    for (const char* key : {"name", "stack", "in_hand", "up", "frozen"}) {
      EXPECT_EQ(a.at(key), b.at(key)) << "seat " << i << " " << key;
    }
    if (five35) {
      EXPECT_EQ(a.at("score"), b.at("score")) << "seat " << i;
    }
    ASSERT_EQ(a.at("cards").size(), b.at("cards").size()) << "seat " << i;
    const std::string seat = std::to_string(i);
    for (std::size_t c = 0; c < b.at("cards").size(); ++c) {
      const Json& open = a.at("cards")[c];
      if (b.at("cards")[c] != "??") {
        EXPECT_EQ(open, b.at("cards")[c]) << "seat " << i << " card " << c;
      } else if (open != "??" && !five35) {
        // Opened: only a card of the hand shown at the end.
        ASSERT_TRUE(shown.contains(seat)) << "seat " << i << " was not shown: " << open;
        const auto& hand = shown.at(seat);
        EXPECT_NE(std::find(hand.begin(), hand.end(), open), hand.end()) << open;
      }
    }
  }
}

// Every hand of `seen` replays as it was seen: one step per view (the deal, then each action, the
// last with the result), who acted and with which word.
void expect_replays_as_seen(const Harness& h, const Seen& seen, bool five35) {
  const Json records = h.table->hands_after(0);
  ASSERT_FALSE(records.empty());
  for (const Json& record : records) {
    const int hand = record.at("hand").get<int>();
    const Json replay = h.table->replay(hand);
    EXPECT_EQ(replay.at("hand"), hand);
    const Json& steps = replay.at("steps");
    const std::vector<Json>& views = seen.at(hand);
    ASSERT_EQ(steps.size(), record.at("actions").size() + 1) << "hand " << hand;
    ASSERT_EQ(steps.size(), views.size()) << "hand " << hand;
    for (std::size_t k = 0; k < steps.size(); ++k) {
      SCOPED_TRACE("hand " + std::to_string(hand) + " step " + std::to_string(k));
      expect_step_as_seen(steps[k], views[k], record, k + 1 == steps.size(), five35);
      if (k > 0) {
        EXPECT_EQ(steps[k].at("action"), record.at("actions")[k - 1]);
        EXPECT_EQ(steps[k].at("by"), views[k - 1].at("to_act"));  // the seat that was to act
      } else {
        EXPECT_TRUE(steps[k].at("action").is_null());
        EXPECT_TRUE(steps[k].at("by").is_null());
      }
    }
    EXPECT_EQ(steps.back().at("result"), record.at("result"));
    for (std::size_t k = 0; k + 1 < steps.size(); ++k) EXPECT_TRUE(steps[k].at("result").is_null());
  }
}

TEST(TableReplay, VyingHandsReplayAsASpectatorSawThemWithShownHandsOpen) {
  Harness h(R"({"seats": 5, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "heuristic"},
               {"seat": 3, "kind": "random"}, {"seat": 4, "kind": "heuristic"}]})", 23);
  const Seen seen = play_and_watch(h, 30);
  expect_replays_as_seen(h, seen, false);

  // Somewhere in 30 hands a showdown opened hands that had face-down cards all along.
  int opened = 0;
  for (const Json& record : h.t().hands_after(0)) {
    const Json first = h.t().replay(record.at("hand").get<int>()).at("steps").at(0);
    for (const auto& [seat, cards] : record.at("shown").items()) {
      const Json& dealt = first.at("seats").at(std::stoul(seat)).at("cards");
      opened += std::count_if(dealt.begin(), dealt.end(), [](const Json& c) { return c != "??"; });
      EXPECT_EQ(std::count(dealt.begin(), dealt.end(), Json("??")), 0) << record.dump();
    }
  }
  EXPECT_GT(opened, 0);
}

TEST(TableReplay, APlayersOwnReplayShowsTheirOwnCardsFoldedOrNot) {
  Harness h(R"({"seats": 3, "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})", 31);
  h.t().sit("Ann", 2, "hash-ann", h.now);
  h.t().set_away(2, true, h.now);  // the table plays her: check, else fold
  ASSERT_TRUE(play_hands(h, 20));
  int folded = 0;
  for (const Json& record : h.t().hands_after(0)) {
    const int hand = record.at("hand").get<int>();
    const Json spectator = h.t().replay(hand).at("steps");
    const Json hers = h.t().replay(hand, std::string("hash-ann")).at("steps");
    const Json others = h.t().replay(hand, std::string("hash-nobody")).at("steps");
    EXPECT_EQ(others, spectator) << "another token sees what a spectator sees";
    for (std::size_t k = 0; k < hers.size(); ++k) {
      const Json& own = hers[k].at("seats")[2].at("cards");
      EXPECT_EQ(std::count(own.begin(), own.end(), Json("??")), 0) << "hand " << hand << " step " << k;
      // Everyone else's cards as a spectator saw them.
      for (int seat : {0, 1}) EXPECT_EQ(hers[k].at("seats")[seat], spectator[k].at("seats")[seat]);
    }
    if (spectator.back().at("seats")[2].at("cards").empty()) {  // she folded: hidden from others
      ++folded;
      EXPECT_FALSE(hers.back().at("seats")[2].at("cards").empty()) << "hand " << hand;
    }
  }
  EXPECT_GT(folded, 0) << "in 20 hands against random bots she should fold once";
}

TEST(TableReplay, ChipsAreConservedAtEveryStep) {
  Harness h(R"({"games": ["7-27"], "seats": 3, "stack": 60,
               "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"},
                        {"seat": 2, "kind": "heuristic"}]})", 4);
  ASSERT_TRUE(play_hands(h, 15));
  for (const Json& record : h.t().hands_after(0)) {
    std::int64_t at_start = 0;
    for (const Json& s : record.at("stacks")) at_start += s.is_null() ? 0 : s.get<std::int64_t>();
    const Json replay = h.t().replay(record.at("hand").get<int>());  // kept alive for the loop
    for (const Json& step : replay.at("steps")) {
      std::int64_t now = sum_ints(step.at("pots"));
      for (const Json& seat : step.at("seats")) now += seat.is_null() ? 0 : seat.at("stack").get<std::int64_t>();
      EXPECT_EQ(now, at_start) << step.dump();
    }
  }
}

TEST(TableReplay, FiveThreeFiveRoundsReplayWithEveryHandOpenAndCardsLeavingAsPlayed) {
  Harness h(kFourBots535, 9);
  const Seen seen = play_and_watch(h, 12);
  expect_replays_as_seen(h, seen, true);
  for (const Json& record : h.t().hands_after(0)) {
    const Json steps = h.t().replay(record.at("hand").get<int>()).at("steps");
    for (std::size_t i = 0; i < steps[0].at("seats").size(); ++i) {
      if (steps[0].at("seats")[i].is_null() || !steps[0].at("seats")[i].at("in_hand")) continue;
      // Open from the deal (a round is played out: every card is either played or shown)...
      std::multiset<std::string> before = card_texts(steps[0].at("seats")[i].at("cards"));
      EXPECT_EQ(before.count("\"??\""), 0u);
      // ... and each step's hand is what the last one held less what was played.
      for (std::size_t k = 1; k < steps.size(); ++k) {
        const std::multiset<std::string> now = card_texts(steps[k].at("seats")[i].at("cards"));
        EXPECT_TRUE(std::includes(before.begin(), before.end(), now.begin(), now.end()))
            << "seat " << i << " step " << k;
        before = now;
      }
      const std::string seat = std::to_string(i);
      const Json shown = record.at("shown").contains(seat) ? record.at("shown").at(seat) : Json::array();
      EXPECT_EQ(card_texts(steps.back().at("seats")[i].at("cards")), card_texts(shown));
    }
  }
}

TEST(TableReplay, UnknownAndForgottenHandsAreRefusedWithTheirReason) {
  Harness h(R"({"games": ["15-35"], "seats": 2, "stack": 1000, "pause_s": 0,
               "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]})", 3);
  const auto refusal = [&](int hand) {
    try {
      (void)h.t().replay(hand);
    } catch (const TableError& e) {
      EXPECT_EQ(e.status(), 404);
      return std::string(e.what());
    }
    ADD_FAILURE() << "hand " << hand << " replayed";
    return std::string();
  };
  EXPECT_NE(refusal(1).find("no finished hand 1"), std::string::npos);
  const int hands = static_cast<int>(Table::kKeptReplays) + 5;
  ASSERT_TRUE(play_hands(h, hands));
  EXPECT_NE(refusal(0).find("no finished hand 0"), std::string::npos);
  EXPECT_NE(refusal(hands + 1).find("no finished hand"), std::string::npos);
  EXPECT_NE(refusal(5).find("no longer kept"), std::string::npos);
  EXPECT_EQ(h.t().replay(6).at("hand"), 6);
  EXPECT_EQ(h.t().replay(hands).at("hand"), hands);
}

TEST(TableReplay, ARestoredTableReplaysTheSameHands) {
  constexpr const char* kConfig = R"({"seats": 4, "bots": [{"seat": 0, "kind": "random"},
      {"seat": 2, "kind": "heuristic"}, {"seat": 3, "kind": "random"}]})";
  Harness h(kConfig, 17);
  ASSERT_TRUE(play_hands(h, 8));
  // Stop in the middle of a hand: its replay is not there yet, and after the restore neither.
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress() && h.journal.rows.back().event.at("type") == "act"; }));
  // The restarted table reads the same journal (a server's database) for its history.
  const Table copy = Table::restore("t1", h.config, 17, &h.journal, h.journal.events(), h.t().seq(), h.now);
  for (int hand = 1; hand <= 8; ++hand) EXPECT_EQ(copy.replay(hand), h.t().replay(hand));
  EXPECT_THROW((void)copy.replay(9), TableError);
}

}  // namespace
}  // namespace cardroom::server::table_test
