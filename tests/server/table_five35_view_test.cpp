// The shapes a Five Three Five table shows: the view (the protocol's keys, seats with scores
// instead of stacks, the meld to beat), the round's result, the history of rounds and the
// ledger of scores and games.
#include <gtest/gtest.h>

#include <set>

#include "table_five35_support.h"

namespace cardroom::server::table_test {
namespace {

const std::set<std::string> kViewKeys{
    "type",        "seq",          "you",     "hand",  "game",        "dealer",      "to_act",
    "deadline_ms", "paused",       "pausing", "locked", "seats", "pots",       "log",         "result",
    "meld",        "trick_leader", "passed",  "round", "game_number", "target_score", "time_bank"};
const std::set<std::string> kSeatKeys{"name", "stack",  "score", "in_hand",  "cards",
                                      "up",   "frozen", "away",  "connected", "time_bank_ms",
                                      "sitting_out", "sat_out_by"};
const std::set<std::string> kResultKeys{"finished", "to_act",       "legal",    "hands",
                                        "meld",     "trick_leader", "went_out", "round_points",
                                        "scores",   "game_over",    "winners",  "game_end",
                                        "shown",    "players",      "round",    "game_number"};

struct AnnBoAndABot : Harness {
  AnnBoAndABot()
      : Harness(R"({"games": ["535"], "seats": 4, "bots": [{"seat": 3, "kind": "heuristic"}]})",
                61) {
    t().sit("Ann", 0, "hash-ann", now);
    t().sit("Bo", 1, "hash-bo", now);
  }
};

TEST(Five35TableView, BeforeAnyRound) {
  AnnBoAndABot h;
  const Json v = h.view(0);
  EXPECT_EQ(keys(v), kViewKeys);
  EXPECT_TRUE(v.at("hand").is_null());
  EXPECT_EQ(v.at("game"), "five-three-five");
  EXPECT_TRUE(v.at("dealer").is_null());
  EXPECT_TRUE(v.at("to_act").is_null());
  EXPECT_TRUE(v.at("meld").is_null());
  EXPECT_TRUE(v.at("round").is_null());
  EXPECT_TRUE(v.at("game_number").is_null());
  EXPECT_EQ(v.at("pots"), Json::array());
  EXPECT_TRUE(v.at("seats")[2].is_null());
  EXPECT_EQ(keys(v.at("seats")[0]), kSeatKeys);
  EXPECT_TRUE(v.at("seats")[0].at("score").is_null());
}

TEST(Five35TableView, DuringARound) {
  AnnBoAndABot h;
  ASSERT_TRUE(drive(h, [&] { return waiting_for_person(h) && !h.view(0).at("meld").is_null(); }));
  const int actor = to_act(h.t(), h.now).value();
  const auto truth = five35_truth(h.journal);
  for (int viewer : {-1, 0, 1, 3}) {
    const Json v = h.view(viewer < 0 ? std::nullopt : std::optional<int>(viewer));
    auto expected = kViewKeys;
    if (viewer == actor) expected.insert("legal");
    EXPECT_EQ(keys(v), expected) << v.dump();
    EXPECT_EQ(v.at("game"), "five-three-five");
    EXPECT_EQ(v.at("hand"), 1);
    EXPECT_EQ(v.at("round"), 1);
    EXPECT_EQ(v.at("game_number"), 1);
    EXPECT_EQ(v.at("target_score"), 20);
    EXPECT_EQ(v.at("dealer"), 0);
    EXPECT_EQ(v.at("to_act"), actor);
    EXPECT_EQ(v.at("deadline_ms"), 30'000);
    EXPECT_EQ(v.at("pots"), Json::array());
    EXPECT_TRUE(v.at("result").is_null());
    // The meld to beat, who played it, and who has passed this trick.
    const Json& meld = v.at("meld");
    EXPECT_EQ(ranks_of(meld.at("cards")), ranks_of(truth->round.meld().cards()));
    EXPECT_EQ(meld.at("by"), truth->players[std::size_t(truth->round.last_player())]);
    EXPECT_EQ(meld.at("type"), std::string(five35::meld_type_name(truth->round.meld().type())));
    EXPECT_EQ(v.at("trick_leader"), truth->players[std::size_t(truth->round.trick_leader())]);
    for (const auto& seat : v.at("passed")) {
      EXPECT_TRUE(truth->round.passed(truth->player_of(seat.get<int>())));
    }
    for (int seat : {0, 1, 3}) {
      const Json& s = v.at("seats")[seat];
      EXPECT_EQ(keys(s), kSeatKeys);
      EXPECT_TRUE(s.at("stack").is_null());
      EXPECT_EQ(s.at("score"), 0);
      EXPECT_TRUE(s.at("in_hand").get<bool>());
      EXPECT_FALSE(s.at("frozen").get<bool>());
      EXPECT_EQ(s.at("cards").size(), static_cast<std::size_t>(truth->hand_of(seat).size()));
      for (const auto& up : s.at("up")) EXPECT_FALSE(up.get<bool>());
      if (seat == viewer) {
        EXPECT_EQ(ranks_of(s.at("cards")), ranks_of(truth->hand_of(seat)));
        // As the contract writes them: rank numbers, ascending.
        EXPECT_TRUE(std::is_sorted(s.at("cards").begin(), s.at("cards").end()));
      } else {
        for (const auto& c : s.at("cards")) EXPECT_EQ(c, "??");
      }
    }
    EXPECT_EQ(v.at("seats")[0].at("connected"), false);
    EXPECT_EQ(v.at("seats")[3].at("connected"), true);
  }
}

TEST(Five35TableView, TheResultStaysUntilTheNextRound) {
  AnnBoAndABot h;
  ASSERT_TRUE(play_hands(h, 1));
  ASSERT_FALSE(h.t().hand_in_progress());
  const Json v = h.view(std::nullopt);
  const Json& result = v.at("result");
  EXPECT_EQ(keys(result), kResultKeys);
  EXPECT_TRUE(result.at("finished").get<bool>());
  EXPECT_TRUE(result.at("to_act").is_null());
  EXPECT_EQ(result.at("legal"), Json::array());
  EXPECT_TRUE(result.at("meld").is_null());
  EXPECT_EQ(result.at("players"), Json::array({0, 1, 3}));
  EXPECT_EQ(result.at("round"), 1);
  EXPECT_EQ(result.at("game_number"), 1);
  EXPECT_TRUE(result.at("hands")[2].is_null());
  EXPECT_TRUE(result.at("round_points")[2].is_null());
  const int out = result.at("went_out").get<int>();
  EXPECT_EQ(result.at("hands")[out], Json::array());
  EXPECT_EQ(result.at("round_points")[out], 0);
  // The hands that scored are shown at the table, to everyone.
  for (int seat : {0, 1, 3}) {
    EXPECT_EQ(v.at("seats")[seat].at("cards"), result.at("hands")[seat]);
    EXPECT_EQ(v.at("seats")[seat].at("score"), result.at("scores")[seat]);
    if (seat != out) {
      EXPECT_EQ(result.at("shown").at(std::to_string(seat)), result.at("hands")[seat]);
    }
  }
  EXPECT_FALSE(result.at("shown").contains(std::to_string(out)));
  EXPECT_TRUE(v.at("meld").is_null());
  EXPECT_TRUE(v.at("to_act").is_null());
  EXPECT_EQ(v.at("log").back().get<std::string>().find("is left with") != std::string::npos ||
                v.at("log").back().get<std::string>().find("Game over") != std::string::npos,
            true);
  // Until the next deal.
  ASSERT_TRUE(drive(h, [&] { return h.t().hand_in_progress(); }));
  EXPECT_TRUE(h.view(std::nullopt).at("result").is_null());
}

TEST(Five35TableHistory, RoundsWithTheProtocolsKeysAndNothingHidden) {
  AnnBoAndABot h;
  EXPECT_EQ(h.t().hands_after(0), Json::array());
  ASSERT_TRUE(play_hands(h, 5));
  const Json rounds = h.t().hands_after(0);
  ASSERT_EQ(rounds.size(), 5u);
  const auto deals = five35_deals(h.journal);
  for (std::size_t i = 0; i < rounds.size(); ++i) {
    const Json& r = rounds[i];
    EXPECT_EQ(keys(r), kHandKeys);
    EXPECT_EQ(r.at("hand"), int(i) + 1);
    EXPECT_EQ(r.at("game"), "five-three-five");
    EXPECT_EQ(r.at("rules"), io::five35_rules_to_json(five35::Rules{}));
    EXPECT_EQ(r.at("stacks").size(), 4u);
    EXPECT_TRUE(r.at("stacks")[2].is_null());
    EXPECT_EQ(keys(r.at("result")), kResultKeys);
    EXPECT_EQ(r.at("shown"), r.at("result").at("shown"));
    // The actions are the rulebook's words, the ones that played the round.
    five35::Round round = dealt_round(deals.at(r.at("hand").get<int>()));
    for (const auto& word : r.at("actions")) {
      EXPECT_EQ(round.apply(round.to_act(), five35::parse_words(word.get<std::string>())),
                five35::Refusal::kNone);
      EXPECT_EQ(five35::to_words(five35::parse_words(word.get<std::string>())), word);
    }
    EXPECT_TRUE(round.finished());
  }
  EXPECT_EQ(h.t().hands_after(3).size(), 2u);
  EXPECT_EQ(h.t().hands_after(3)[0].at("hand"), 4);
  EXPECT_EQ(h.t().listing().at("hands_played"), 5);
}

TEST(Five35TableLedger, ScoresAndGamesInsteadOfChips) {
  Harness h(R"({"games": ["535"], "seats": 3, "timer_s": 0, "rules": {"535": {"target_score": 10}},
      "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "heuristic"}]})",
            62);
  Json ledger = h.t().ledger();
  EXPECT_EQ(keys(ledger),
            (std::set<std::string>{"entries", "net", "settle", "bots", "scores", "games", "games_played"}));
  EXPECT_EQ(ledger.at("settle"), Json::array()) << "points are not paid";
  EXPECT_EQ(ledger.at("entries"), Json::array());
  EXPECT_EQ(ledger.at("net"), Json::array());
  EXPECT_EQ(ledger.at("scores"), Json::array());
  EXPECT_EQ(ledger.at("games"), Json::array());
  EXPECT_EQ(ledger.at("games_played"), 0);
  EXPECT_EQ(h.t().chips_on_table(), 0);
  ASSERT_TRUE(drive(h, [&] { return h.t().ledger().at("games").size() == 2; }));
  ledger = h.t().ledger();
  EXPECT_EQ(ledger.at("games_played"), 2);
  EXPECT_EQ(ledger.at("entries"), Json::array());
  EXPECT_EQ(ledger.at("net"), Json::array());
  for (const Json& entry : ledger.at("scores")) {
    EXPECT_EQ(keys(entry), (std::set<std::string>{"seat", "name", "score"}));
  }
  // Each game: its number, the winners by name, every player's total — and the totals are the
  // sums of the game's rounds.
  std::map<int, std::map<int, std::int64_t>> sums;
  for (const Json& r : h.t().hands_after(0)) {
    const int game = r.at("result").at("game_number").get<int>();
    for (int seat : {0, 1})
      sums[game][seat] += r.at("result").at("round_points")[seat].get<std::int64_t>();
  }
  for (int g = 0; g < 2; ++g) {
    const Json& game = ledger.at("games")[std::size_t(g)];
    EXPECT_EQ(keys(game), (std::set<std::string>{"game", "winners", "scores"}));
    EXPECT_EQ(game.at("game"), g + 1);
    ASSERT_EQ(game.at("scores").size(), 2u);
    std::int64_t best = 1'000'000;
    for (const Json& entry : game.at("scores")) {
      EXPECT_EQ(entry.at("score"), sums[g + 1][entry.at("seat").get<int>()]);
      best = std::min(best, entry.at("score").get<std::int64_t>());
    }
    std::set<std::string> winners;
    for (const Json& entry : game.at("scores")) {
      if (entry.at("score") == best) winners.insert(entry.at("name").get<std::string>());
    }
    std::set<std::string> listed;
    for (const auto& w : game.at("winners")) listed.insert(w.get<std::string>());
    EXPECT_EQ(listed, winners);
  }
}

}  // namespace
}  // namespace cardroom::server::table_test
