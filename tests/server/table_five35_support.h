#pragma once
// Shared pieces of the Five Three Five table tests: the truth about the round in play rebuilt
// from the table's journal (the deal event's deck, then the actions, through the engine) — what
// the tests know and no seat may see — and the round as a `cardroom replay` record, so the
// table's results can be checked against the command-line contract.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "io/five35_rules_json.h"
#include "table_test_support.h"

namespace cardroom::server::table_test {

// Four bots of every light kind, and a game to a low target so that tests see games end.
inline constexpr const char* kFourBots535 = R"({"games": ["535"], "seats": 5, "timer_s": 0,
    "rules": {"535": {"target_score": 60}},
    "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "heuristic"},
             {"seat": 3, "kind": "random"}, {"seat": 4, "kind": "heuristic"}]})";

struct Five35Truth {
  int hand = 0;
  Json deal;                 // the deal event
  std::vector<int> players;  // seats, in the round's order
  five35::Round round;
  std::vector<std::string> actions;

  int player_of(int seat) const {
    for (std::size_t p = 0; p < players.size(); ++p) {
      if (players[p] == seat) return static_cast<int>(p);
    }
    return -1;
  }
  five35::Hand hand_of(int seat) const { return round.hand(player_of(seat)); }
};

inline five35::Round dealt_round(const Json& deal) {
  const five35::Rules rules = io::five35_rules_from_json(deal.at("rules"));
  const auto players = deal.at("players").get<std::vector<int>>();
  const int n = static_cast<int>(players.size());
  int dealer = 0;
  for (int p = 0; p < n; ++p) {
    if (players[std::size_t(p)] == deal.at("dealer").get<int>()) dealer = p;
  }
  std::vector<std::uint8_t> deck;
  for (const auto& card : deal.at("deck"))
    deck.push_back(std::uint8_t(five35::rank_index(card.get<int>())));
  const auto from = deal.at("from").get<std::size_t>();
  five35::Hand set_aside;
  for (std::size_t i = 0; i < from; ++i) set_aside.add(deck[i]);
  const std::span<const std::uint8_t> rest(deck.data() + from, deck.size() - from);
  return five35::Round(rules, n, dealer, five35::deal_cards(n, dealer, rest), set_aside);
}

// The last round dealt, played up to the journal's last action.
inline std::optional<Five35Truth> five35_truth(const MemoryJournal& journal) {
  std::optional<Five35Truth> truth;
  for (const auto& row : journal.rows) {
    const Json& e = row.event;
    if (e.at("type") == "deal") {
      truth.emplace(Five35Truth{
          e.at("hand").get<int>(), e, e.at("players").get<std::vector<int>>(), dealt_round(e), {}});
    } else if (e.at("type") == "act" && truth && e.at("hand") == truth->hand) {
      const auto word = e.at("action").get<std::string>();
      const auto refusal = truth->round.apply(truth->round.to_act(), five35::parse_words(word));
      EXPECT_EQ(refusal, five35::Refusal::kNone) << word;
      truth->actions.push_back(word);
    }
  }
  return truth;
}

// Every deal event of the journal, by hand number.
inline std::map<int, Json> five35_deals(const MemoryJournal& journal) {
  std::map<int, Json> deals;
  for (const auto& row : journal.rows) {
    if (row.event.at("type") == "deal") deals[row.event.at("hand").get<int>()] = row.event;
  }
  return deals;
}

// The round `record` (from hands_after) as a `cardroom replay` input, dealt from `deal`'s deck.
inline Json five35_replay_input(const Json& deal, const Json& record) {
  const auto players = deal.at("players").get<std::vector<int>>();
  Json scores = Json::array();
  int dealer = 0;
  for (std::size_t p = 0; p < players.size(); ++p) {
    scores.push_back(record.at("stacks")[std::size_t(players[p])]);
    if (players[p] == deal.at("dealer").get<int>()) dealer = static_cast<int>(p);
  }
  Json deck = Json::array();
  const auto from = deal.at("from").get<std::size_t>();
  for (std::size_t i = from; i < deal.at("deck").size(); ++i) deck.push_back(deal.at("deck")[i]);
  Json input = {{"game", "five-three-five"},
                {"rules", deal.at("rules")},
                {"players", players.size()},
                {"dealer", dealer},
                {"scores", scores},
                {"deck", deck},
                {"actions", record.at("actions")}};
  if (deal.at("round").get<int>() == 2 && from > 0) input["round"] = 2;
  return input;
}

inline std::multiset<int> ranks_of(five35::Hand hand) {
  std::multiset<int> out;
  for (int r = 0; r < five35::kRankCount; ++r) {
    for (int c = hand.count(r); c > 0; --c) out.insert(five35::rank_number(r));
  }
  return out;
}

inline std::multiset<int> ranks_of(const Json& cards) {
  std::multiset<int> out;
  for (const auto& c : cards) out.insert(c.get<int>());
  return out;
}

// A person's seat to act at a Five Three Five table.
inline bool person_to_act(Harness& h, int seat) {
  return h.t().hand_in_progress() && to_act(h.t(), h.now) == seat;
}

}  // namespace cardroom::server::table_test
