// No view ever shows a face-down card of another seat or a card not yet dealt, and the hand
// history shows only what was shown at the table (never the deck). Checked after every change
// over many bot-played hands, for every seat and a spectator, with house rules that expose and
// declare.
#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <set>

#include "table_test_support.h"

namespace cardroom::server::table_test {
namespace {

bool looks_like_card(const std::string& token) {
  static const std::string kRanks = "23456789TJQKA";
  static const std::string kSuits = "cdhs";
  if (token.size() == 2) {
    return kRanks.find(token[0]) != std::string::npos && kSuits.find(token[1]) != std::string::npos;
  }
  return token.size() == 3 && token.substr(0, 2) == "10" && kSuits.find(token[2]) != std::string::npos;
}

// Every card name in `json`: whole strings, and words inside strings (log lines).
void collect_cards(const Json& json, std::set<std::string>& out) {
  if (json.is_string()) {
    const auto text = json.get<std::string>();
    std::string token;
    for (char c : text + " ") {
      if (std::isalnum(static_cast<unsigned char>(c))) {
        token += c;
      } else {
        if (looks_like_card(token)) out.insert(token);
        token.clear();
      }
    }
  } else if (json.is_array() || json.is_object()) {
    for (const auto& item : json) collect_cards(item, out);
  }
}

bool has_key(const Json& json, const std::string& key) {
  if (json.is_object()) {
    if (json.contains(key)) return true;
    for (const auto& item : json) if (has_key(item, key)) return true;
  } else if (json.is_array()) {
    for (const auto& item : json) if (has_key(item, key)) return true;
  }
  return false;
}

class LeakWatch {
 public:
  explicit LeakWatch(Harness& h) : h_(h) {}

  void check() {
    const Table& t = h_.t();
    const int n = t.config().seats;
    std::vector<Json> views;
    for (int s = 0; s < n; ++s) views.push_back(t.view(s, h_.now));
    const Json spectator = t.view(std::nullopt, h_.now);
    const int hand = spectator.at("hand").is_null() ? -1 : spectator.at("hand").get<int>();
    if (hand != hand_) {
      previous_public_ = public_;
      for (const auto& [seat, cards] : live_by_seat_)
        for (const auto& c : cards) previous_public_.insert(c.get<std::string>());
      public_.clear();
      live_by_seat_.clear();
      hand_ = hand;
    }
    // The truth about each seat's cards is its own view.
    std::vector<Json> own(static_cast<std::size_t>(n));
    std::set<std::string> live_cards;  // cards of seats not folded (shown at a showdown)
    for (int s = 0; s < n; ++s) {
      const Json& seat = views[s].at("seats")[s];
      if (seat.is_null()) continue;
      own[s] = seat;
      for (std::size_t i = 0; i < seat.at("cards").size(); ++i) {
        EXPECT_NE(seat.at("cards")[i], "??") << "seat " << s << " cannot see its own card";
        if (seat.at("up")[i].get<bool>()) public_.insert(seat.at("cards")[i].get<std::string>());
      }
    }
    // Seats still in: their cards may be shown at the showdown. A seat that a view shows with
    // no cards while no result is out has folded (or was not dealt in).
    for (int s = 0; s < n; ++s) {
      const Json& others_see = spectator.at("seats")[s];
      if (own[s].is_null() || others_see.is_null()) {
        live_by_seat_.erase(s);
      } else if (!others_see.at("cards").empty() && !own[s].at("cards").empty()) {
        live_by_seat_[s] = own[s].at("cards");
      } else if (spectator.at("result").is_null()) {
        live_by_seat_.erase(s);
      }
    }
    for (const auto& [seat, cards] : live_by_seat_)
      for (const auto& c : cards) live_cards.insert(c.get<std::string>());
    for (int viewer = -1; viewer < n; ++viewer) {
      const Json& v = viewer < 0 ? spectator : views[viewer];
      check_view(v, viewer, own, live_cards);
    }
    ++checks_;
  }

  // After a hand: its record shows only cards shown at the table, and no deck.
  void check_history() {
    const Json hands = h_.t().hands_after(0);
    EXPECT_FALSE(has_key(hands, "deck"));
    for (const auto& hand : hands) {
      const int number = hand.at("hand").get<int>();
      if (checked_hands_.count(number)) continue;
      checked_hands_.insert(number);
      std::set<std::string> cards;
      collect_cards(hand.at("shown"), cards);
      collect_cards(hand.at("actions"), cards);  // `expose CARD` words are face up anyway
      collect_cards(hand.at("result"), cards);
      const auto& allowed = showdown_cards_[number];
      for (const auto& c : cards) {
        EXPECT_TRUE(allowed.count(c) || public_ever_[number].count(c))
            << "hand " << number << " history shows " << c << " that was not shown: "
            << hand.dump();
      }
    }
  }

  int checks() const { return checks_; }

 private:
  void check_view(const Json& v, int viewer, const std::vector<Json>& own,
                  const std::set<std::string>& live_cards) {
    const int n = static_cast<int>(own.size());
    EXPECT_FALSE(has_key(v, "deck"));
    const Json& seats = v.at("seats");
    ASSERT_EQ(static_cast<int>(seats.size()), n);
    for (int s = 0; s < n; ++s) {
      if (own[s].is_null()) {
        EXPECT_TRUE(seats[s].is_null());
        continue;
      }
      if (s == viewer) continue;
      const Json& seen = seats[s];
      const Json& cards = seen.at("cards");
      ASSERT_EQ(cards.size(), seen.at("up").size());
      if (cards.empty()) continue;  // folded, or not dealt in
      ASSERT_EQ(cards.size(), own[s].at("cards").size()) << "viewer " << viewer << " seat " << s;
      for (std::size_t i = 0; i < cards.size(); ++i) {
        if (own[s].at("up")[i].get<bool>()) {
          EXPECT_EQ(cards[i], own[s].at("cards")[i]);
        } else if (v.at("result").is_null()) {
          EXPECT_EQ(cards[i], "??") << "viewer " << viewer << " sees seat " << s
                                    << "'s face-down card: " << v.dump();
        } else {
          // After a showdown a hand may be shown: only its true card, only if still in.
          EXPECT_TRUE(cards[i] == "??" || cards[i] == own[s].at("cards")[i]) << v.dump();
        }
      }
    }
    // Any card named anywhere in the message: the viewer's own, one face up this hand or the
    // last, or (with a result) one of a hand that stayed in to the showdown.
    std::set<std::string> named;
    collect_cards(v, named);
    std::set<std::string> mine;
    if (viewer >= 0 && !own[viewer].is_null())
      for (const auto& c : own[viewer].at("cards")) mine.insert(c.get<std::string>());
    const bool with_result = !v.at("result").is_null();
    if (with_result && v.at("hand").is_number_integer()) {
      auto& shown = showdown_cards_[v.at("hand").get<int>()];
      shown.insert(live_cards.begin(), live_cards.end());
      public_ever_[v.at("hand").get<int>()].insert(public_.begin(), public_.end());
    }
    for (const auto& c : named) {
      const bool ok = mine.count(c) || public_.count(c) || previous_public_.count(c) ||
                      (with_result && live_cards.count(c));
      EXPECT_TRUE(ok) << "viewer " << viewer << " is shown " << c << ": " << v.dump();
      if (!ok) {
        ++leaks_;
        if (leaks_ > 5) FAIL() << "too many leaks";
      }
    }
  }

  Harness& h_;
  int hand_ = -2;
  std::set<std::string> public_, previous_public_;
  std::map<int, Json> live_by_seat_;
  std::map<int, std::set<std::string>> showdown_cards_, public_ever_;
  std::set<int> checked_hands_;
  int checks_ = 0;
  int leaks_ = 0;
};

void watch_hands(std::string_view config, int hands, std::uint64_t seed, bool people_away) {
  Harness h(config, seed);
  const int n = h.t().config().seats;
  if (people_away) {
    for (int s = 0; s < n; ++s) {
      if (h.t().seats()[s].has_value()) continue;
      h.t().sit("P" + std::to_string(s), s, "hash-" + std::to_string(s), h.now);
      h.t().set_away(s, true, h.now);
    }
  }
  LeakWatch watch(h);
  watch.check();
  int played = 0;
  ASSERT_TRUE(play_hands(h, hands, [&] {
    watch.check();
    if (h.t().hands_played() != played) {
      played = h.t().hands_played();
      watch.check_history();
    }
  }, DriveOptions{.answer_people = false, .seed = seed}));
  EXPECT_GT(watch.checks(), hands * 3);
  watch.check_history();
}

TEST(TableLeak, BotsAtDealersChoiceShowNothingHidden) {
  watch_hands(R"({"seats": 5, "timer_s": 0, "bots": [{"seat": 0, "kind": "random"},
      {"seat": 1, "kind": "random"}, {"seat": 2, "kind": "random"}, {"seat": 3, "kind": "random"},
      {"seat": 4, "kind": "random"}]})", 150, 21, false);
}

TEST(TableLeak, ExposingAndDeclaringHandsShowNothingHidden) {
  watch_hands(R"({"seats": 4, "timer_s": 0, "games": ["7-27", "15-35"],
      "rules": {"7-27": {"deal": "three-down-expose", "showdown": "declare-simultaneous"},
                "15-35": {"deal": "down-down-up", "showdown": "declare-sequential"}},
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 2, "kind": "random"}]})",
              120, 22, true);
}

TEST(TableLeak, PeopleAwayWithHeuristicBotsShowNothingHidden) {
  watch_hands(R"({"seats": 6, "games": ["15-35"], "betting": {"structure": "pot-limit"},
      "bots": [{"seat": 1, "kind": "heuristic"}, {"seat": 4, "kind": "random"}]})",
              60, 23, true);
}

}  // namespace
}  // namespace cardroom::server::table_test
