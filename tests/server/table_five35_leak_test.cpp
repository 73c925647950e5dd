// No view at a Five Three Five table shows a card of another seat's hand or a card never dealt,
// and the round history shows only what was shown at the table. Checked after every change of
// many rounds, for every seat and a spectator, against the truth rebuilt from the journal. Copies
// of a rank are identical, so "a card" is a count: a view may name no more of a rank than the
// viewer holds plus what is on the table (and, once the round is over, what the hands showed).
#include <gtest/gtest.h>

#include <cctype>
#include <map>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace {

bool has_key(const Json& json, const std::string& key) {
  if (json.is_object()) {
    if (json.contains(key)) return true;
    for (const auto& item : json) {
      if (has_key(item, key)) return true;
    }
  } else if (json.is_array()) {
    for (const auto& item : json) {
      if (has_key(item, key)) return true;
    }
  }
  return false;
}

std::vector<int> numbers_in(const std::string& text) {
  std::vector<int> out;
  std::string digits;
  for (char c : text + " ") {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digits += c;
    } else if (!digits.empty()) {
      out.push_back(std::stoi(digits));
      digits.clear();
    }
  }
  return out;
}

bool within(const std::multiset<int>& shown, const std::multiset<int>& allowed) {
  for (int card : std::set<int>(shown.begin(), shown.end())) {
    if (shown.count(card) > allowed.count(card)) return false;
  }
  return true;
}

class Five35LeakWatch {
 public:
  explicit Five35LeakWatch(Harness& h) : h_(h) {}

  void check() {
    const auto truth = five35_truth(h_.journal);
    const int n = h_.t().config().seats;
    const Json spectator = h_.t().view(std::nullopt, h_.now);
    for (int viewer = -1; viewer < n; ++viewer) {
      const Json v = viewer < 0 ? spectator : h_.t().view(viewer, h_.now);
      EXPECT_EQ(v.at("log"), spectator.at("log"));  // the log is public
      if (truth) {
        check_view(v, viewer, *truth);
      } else {
        EXPECT_TRUE(v.at("hand").is_null());
      }
    }
    ++checks_;
  }

  // The history names only cards played or shown at the round's end.
  void check_history() {
    const auto deals = five35_deals(h_.journal);
    for (const Json& record : h_.t().hands_after(0)) {
      EXPECT_FALSE(has_key(record, "deck"));
      EXPECT_FALSE(has_key(record, "undealt"));
      five35::Round round = dealt_round(deals.at(record.at("hand").get<int>()));
      for (const auto& word : record.at("actions")) {
        round.apply(round.to_act(), five35::parse_words(word.get<std::string>()));
      }
      ASSERT_TRUE(round.finished());
      const auto players =
          deals.at(record.at("hand").get<int>()).at("players").get<std::vector<int>>();
      std::set<std::string> shown_seats;
      for (std::size_t p = 0; p < players.size(); ++p) {
        const five35::Hand left = round.hand(static_cast<int>(p));
        const std::string seat = std::to_string(players[p]);
        if (left.empty()) {
          EXPECT_FALSE(record.at("shown").contains(seat));
        } else {
          EXPECT_EQ(ranks_of(record.at("shown").at(seat)), ranks_of(left));
          shown_seats.insert(seat);
        }
        EXPECT_EQ(ranks_of(record.at("result").at("hands")[std::size_t(players[p])]),
                  ranks_of(left));
      }
      EXPECT_EQ(record.at("shown").size(), shown_seats.size());
    }
  }

  int checks() const { return checks_; }

 private:
  void check_view(const Json& v, int viewer, const Five35Truth& truth) {
    EXPECT_FALSE(has_key(v, "deck"));
    EXPECT_FALSE(has_key(v, "undealt"));
    EXPECT_FALSE(has_key(v, "from"));
    const bool over = truth.round.finished();
    const std::multiset<int> played = ranks_of(truth.round.played());
    std::multiset<int> allowed = played;  // what the viewer may see named
    if (truth.player_of(viewer) >= 0) {
      for (int c : ranks_of(truth.hand_of(viewer))) allowed.insert(c);
    }
    if (over) {
      for (std::size_t p = 0; p < truth.players.size(); ++p) {
        for (int c : ranks_of(truth.round.hand(static_cast<int>(p)))) allowed.insert(c);
      }
    }
    std::multiset<int> named;  // every card the view names, structurally
    const Json& seats = v.at("seats");
    for (int seat = 0; seat < static_cast<int>(seats.size()); ++seat) {
      if (seats[seat].is_null()) continue;
      const Json& cards = seats[seat].at("cards");
      EXPECT_EQ(cards.size(), seats[seat].at("up").size());
      const int p = truth.player_of(seat);
      if (p < 0 || !seats[seat].at("in_hand").get<bool>()) {
        EXPECT_TRUE(cards.empty()) << "seat " << seat << " was not dealt in: " << v.dump();
        continue;
      }
      const five35::Hand hand = truth.round.hand(p);
      ASSERT_EQ(static_cast<int>(cards.size()), hand.size());
      if (seat == viewer || over) {
        EXPECT_EQ(ranks_of(cards), ranks_of(hand));
        for (int c : ranks_of(cards)) named.insert(c);
      } else {
        for (const auto& c : cards)
          EXPECT_EQ(c, "??") << "viewer " << viewer << " sees seat " << seat;
      }
    }
    if (!v.at("meld").is_null()) {
      EXPECT_EQ(ranks_of(v.at("meld").at("cards")), ranks_of(truth.round.meld().cards()));
      EXPECT_TRUE(within(ranks_of(v.at("meld").at("cards")), played));
    }
    if (!v.at("result").is_null()) {
      EXPECT_TRUE(over);
      for (const auto& hand : v.at("result").at("hands")) {
        if (!hand.is_null()) {
          EXPECT_TRUE(within(ranks_of(hand), allowed));
        }
      }
    }
    EXPECT_TRUE(within(named, allowed)) << "viewer " << viewer << ": " << v.dump();
    // The log names cards only in plays (cards put on the table) and, once the round is over,
    // in what the hands kept.
    for (const auto& line_json : v.at("log")) {
      const std::string line = line_json.get<std::string>();
      if (line.rfind("Game ", 0) == 0 || line.find(" deals round ") != std::string::npos ||
          line.rfind("Game over", 0) == 0) {
        continue;
      }
      if (line.find(" is left with ") != std::string::npos) {
        EXPECT_TRUE(over) << line;
        continue;
      }
      std::multiset<int> in_line;
      for (int c : numbers_in(line)) in_line.insert(c);
      for (int c : std::set<int>(in_line.begin(), in_line.end())) {
        EXPECT_GT(played.count(c), 0u)
            << "the log names " << c << " before it was played: " << line;
      }
    }
  }

  Harness& h_;
  int checks_ = 0;
};

void watch_rounds(std::string_view config, int rounds, std::uint64_t seed, bool people_away) {
  Harness h(config, seed);
  const int n = h.t().config().seats;
  if (people_away) {
    for (int s = 0; s < n; ++s) {
      if (h.t().seats()[s].has_value()) continue;
      h.t().sit(std::string("Person ") + char('A' + s), s, "hash-" + std::to_string(s), h.now);
      h.t().set_away(s, true, h.now);
    }
  }
  Five35LeakWatch watch(h);
  watch.check();
  int played = 0;
  ASSERT_TRUE(play_hands(
      h, rounds,
      [&] {
        watch.check();
        if (h.t().hands_played() != played) {
          played = h.t().hands_played();
          watch.check_history();
        }
      },
      DriveOptions{.answer_people = false, .seed = seed}));
  EXPECT_GT(watch.checks(), rounds * 10);
}

TEST(Five35TableLeak, FourBotsShowNothingHidden) { watch_rounds(kFourBots535, 30, 31, false); }

TEST(Five35TableLeak, SixSeatsWithPeopleAwayShowNothingHidden) {
  watch_rounds(R"({"games": ["535"], "seats": 6, "rules": {"535": {"rule_of_eight": "source-list"}},
      "bots": [{"seat": 1, "kind": "heuristic"}, {"seat": 4, "kind": "random"}]})",
               20, 32, true);
}

TEST(Five35TableLeak, TwoRoundGamesShowNothingHidden) {
  watch_rounds(R"({"games": ["535"], "seats": 2, "timer_s": 0,
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "heuristic"}]})",
               16, 33, false);
}

}  // namespace
}  // namespace cardroom::server::table_test
