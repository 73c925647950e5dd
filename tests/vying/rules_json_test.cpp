// Rulebook §3: the two presets, every key settable on either, and errors that name the key and
// list what is accepted.
#include <gtest/gtest.h>

#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

const Json kPreset727 = Json::parse(R"({
  "targets": [7, 27],
  "deal": "up-down",
  "extra_card_face": "down",
  "initial_offer": true,
  "freeze_after_refusals": 0,
  "pictures": "half",
  "first_opener": "left-of-dealer",
  "later_opener": "left-of-dealer",
  "after_no_draw": "showdown",
  "showdown": "split",
  "natural_scoops": false,
  "nearness": "nearest",
  "fewer_cards_wins": false,
  "betting": {"structure": "spread-limit", "ante": 1, "min": 1, "max": 5, "raise_cap": 3}
})");

const Json kPreset1535 = Json::parse(R"({
  "targets": [15, 35],
  "deal": "three-down-expose",
  "extra_card_face": "up",
  "initial_offer": false,
  "freeze_after_refusals": 2,
  "pictures": "half-or-ten",
  "first_opener": "highest-exposed",
  "later_opener": "highest-exposed",
  "after_no_draw": "final-betting-round",
  "showdown": "declare-simultaneous",
  "natural_scoops": true,
  "nearness": "under-beats-over",
  "fewer_cards_wins": true,
  "betting": {"structure": "spread-limit", "ante": 1, "min": 1, "max": 5, "raise_cap": 3}
})");

TEST(Presets, SevenTwentySevenIsExactlyTheTable) {
  EXPECT_EQ(io::vying_rules_preset(Game::kSevenTwentySeven), kPreset727);
  const Rules r = seven_twenty_seven();
  EXPECT_EQ(r.targets, (std::array<int, 2>{hp(7), hp(27)}));
  EXPECT_EQ(r.deal, DealPattern::kUpDown);
  EXPECT_EQ(r.extra_card_face, CardFace::kDown);
  EXPECT_TRUE(r.initial_offer);
  EXPECT_EQ(r.freeze_after_refusals, 0);
  EXPECT_EQ(r.pictures, Pictures::kHalf);
  EXPECT_EQ(r.first_opener, Opener::kLeftOfDealer);
  EXPECT_EQ(r.later_opener, Opener::kLeftOfDealer);
  EXPECT_EQ(r.after_no_draw, AfterNoDraw::kShowdown);
  EXPECT_EQ(r.showdown, ShowdownRule::kSplit);
  EXPECT_FALSE(r.natural_scoops);
  EXPECT_EQ(r.nearness, Nearness::kNearest);
  EXPECT_FALSE(r.fewer_cards_wins);
  EXPECT_EQ(r.betting.structure, Structure::kSpreadLimit);
  EXPECT_EQ(r.betting.ante, 1);
  EXPECT_EQ(r.betting.min, 1);
  EXPECT_EQ(r.betting.max, 5);
  EXPECT_EQ(r.betting.raise_cap, 3);
  EXPECT_EQ(max_players(Game::kSevenTwentySeven), 10);
}

TEST(Presets, FifteenThirtyFiveIsExactlyTheTable) {
  EXPECT_EQ(io::vying_rules_preset(Game::kFifteenThirtyFive), kPreset1535);
  const Rules r = fifteen_thirty_five();
  EXPECT_EQ(r.targets, (std::array<int, 2>{hp(15), hp(35)}));
  EXPECT_EQ(r.deal, DealPattern::kThreeDownExpose);
  EXPECT_EQ(r.extra_card_face, CardFace::kUp);
  EXPECT_FALSE(r.initial_offer);
  EXPECT_EQ(r.freeze_after_refusals, 2);
  EXPECT_EQ(r.pictures, Pictures::kHalfOrTen);
  EXPECT_EQ(r.first_opener, Opener::kHighestExposed);
  EXPECT_EQ(r.later_opener, Opener::kHighestExposed);
  EXPECT_EQ(r.after_no_draw, AfterNoDraw::kFinalBettingRound);
  EXPECT_EQ(r.showdown, ShowdownRule::kDeclareSimultaneous);
  EXPECT_TRUE(r.natural_scoops);
  EXPECT_EQ(r.nearness, Nearness::kUnderBeatsOver);
  EXPECT_TRUE(r.fewer_cards_wins);
  EXPECT_EQ(max_players(Game::kFifteenThirtyFive), 8);
}

TEST(Presets, AliasesNameTheSamePresets) {
  EXPECT_EQ(require_game("7-27"), Game::kSevenTwentySeven);
  EXPECT_EQ(require_game("seven-twenty-seven"), Game::kSevenTwentySeven);
  EXPECT_EQ(require_game("15-35"), Game::kFifteenThirtyFive);
  EXPECT_EQ(require_game("fifteen-thirty-five"), Game::kFifteenThirtyFive);
  EXPECT_EQ(preset(Game::kFifteenThirtyFive), fifteen_thirty_five());
  EXPECT_EQ(preset(Game::kSevenTwentySeven), seven_twenty_seven());
  const std::string why = error_of([] { require_game("seven-27"); });
  EXPECT_NE(why.find("seven-27"), std::string::npos) << why;
  EXPECT_NE(why.find("seven-twenty-seven"), std::string::npos) << why;
  EXPECT_NE(why.find("fifteen-thirty-five"), std::string::npos) << why;
}

TEST(Presets, EmptyOverridesChangeNothing) {
  EXPECT_EQ(r727(), seven_twenty_seven());
  EXPECT_EQ(r1535(), fifteen_thirty_five());
}

// Every value each key accepts (the rulebook's spelling).
struct KeyValues {
  std::string key;
  std::vector<Json> values;
};

std::vector<KeyValues> every_key() {
  return {
      {"targets", {Json{7, 27}, Json{15, 35}, Json{10.5, 30}, Json{1, 100}}},
      {"deal", {"up-down", "down-down-up", "three-down-expose"}},
      {"extra_card_face", {"down", "up"}},
      {"initial_offer", {true, false}},
      {"freeze_after_refusals", {0, 1, 2, 3}},
      {"pictures", {"half", "half-or-ten"}},
      {"first_opener", {"left-of-dealer", "highest-exposed", "rotate"}},
      {"later_opener", {"left-of-dealer", "highest-exposed", "rotate"}},
      {"after_no_draw", {"showdown", "final-betting-round"}},
      {"showdown", {"split", "declare-simultaneous", "declare-sequential"}},
      {"natural_scoops", {true, false}},
      {"nearness",
       {"nearest", "under-beats-over", "over-beats-under", "inside-beats-outside",
        "outside-beats-inside", "under-always-beats-over", "over-is-bust"}},
      {"fewer_cards_wins", {true, false}},
  };
}

std::vector<KeyValues> every_betting_key() {
  return {
      {"structure", {"spread-limit", "fixed-limit", "pot-limit", "no-limit"}},
      {"ante", {0, 1, 2, 10}},
      {"min", {1, 2, 5}},
      {"max", {5, 6, 100}},
      {"raise_cap", {0, 1, 3, 4}},
  };
}

TEST(Keys, EveryKeyIsSettableOnItsOwnOnEitherPreset) {
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    const Json base = io::vying_rules_preset(game);
    for (const auto& [key, values] : every_key()) {
      for (const Json& value : values) {
        const Json out = io::vying_rules_to_json(rules_of(game, {{key, value}}));
        Json want = base;
        want[key] = value;
        EXPECT_EQ(out, want) << game_name(game) << " " << key << "=" << value.dump();
      }
    }
    for (const auto& [key, values] : every_betting_key()) {
      for (const Json& value : values) {
        const Json out = io::vying_rules_to_json(rules_of(game, {{"betting", {{key, value}}}}));
        Json want = base;
        want["betting"][key] = value;
        EXPECT_EQ(out, want) << game_name(game) << " betting." << key << "=" << value.dump();
      }
    }
  }
}

TEST(Keys, SettingAKeyReachesTheEngine) {
  const Rules r = r1535({{"nearness", "over-is-bust"},
                         {"showdown", "split"},
                         {"deal", "up-down"},
                         {"later_opener", "rotate"},
                         {"freeze_after_refusals", 0},
                         {"targets", {7, 27}},
                         {"betting", {{"structure", "no-limit"}, {"ante", 2}}}});
  EXPECT_EQ(r.nearness, Nearness::kOverIsBust);
  EXPECT_EQ(r.showdown, ShowdownRule::kSplit);
  EXPECT_EQ(r.deal, DealPattern::kUpDown);
  EXPECT_EQ(r.later_opener, Opener::kRotate);
  EXPECT_EQ(r.first_opener, Opener::kHighestExposed);
  EXPECT_EQ(r.freeze_after_refusals, 0);
  EXPECT_EQ(r.targets, (std::array<int, 2>{14, 54}));
  EXPECT_EQ(r.betting.structure, Structure::kNoLimit);
  EXPECT_EQ(r.betting.ante, 2);
  EXPECT_EQ(r.betting.min, 1);  // changing the ante does not scale the limits
  EXPECT_EQ(r.betting.max, 5);
  EXPECT_TRUE(r.natural_scoops);  // untouched keys keep the preset's values
}

TEST(Keys, WrittenRulesReadBackTheSame) {
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    for (Game other : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
      const Rules r = preset(other);
      EXPECT_EQ(io::vying_rules_from_json(preset(game), io::vying_rules_to_json(r)), r);
    }
  }
}

TEST(Keys, AnteAndRaiseCapAreAlsoAcceptedAtTheTopLevel) {
  const Rules r = r727({{"ante", 3}, {"raise_cap", 0}});
  EXPECT_EQ(r.betting.ante, 3);
  EXPECT_EQ(r.betting.raise_cap, 0);
  const std::string why = error_of([] { r727({{"ante", 3}, {"betting", {{"ante", 2}}}}); });
  EXPECT_NE(why.find("ante"), std::string::npos) << why;
}

// --- Errors ----------------------------------------------------------------------------------

TEST(Errors, AnUnknownKeyIsNamedAndTheAcceptedKeysListed) {
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    const std::string why = error_of([&] { rules_of(game, {{"nearnes", "nearest"}}); });
    ASSERT_NE(why, "");
    EXPECT_TRUE(contains(why, "nearnes")) << why;
    for (const auto& [key, unused] : every_key())
      EXPECT_TRUE(contains(why, key)) << key << ": " << why;
    EXPECT_TRUE(contains(why, "betting")) << why;
  }
}

TEST(Errors, AnUnknownValueIsNamedWithItsKeyAndTheAcceptedValuesListed) {
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    for (const auto& [key, values] : every_key()) {
      if (!values.front().is_string()) continue;
      const std::string why = error_of([&, k = key] { rules_of(game, {{k, "sideways"}}); });
      ASSERT_NE(why, "") << key;
      EXPECT_TRUE(contains(why, key)) << why;
      EXPECT_TRUE(contains(why, "sideways")) << why;
      for (const Json& v : values) {
        EXPECT_TRUE(contains(why, v.get<std::string>())) << v << " missing from: " << why;
      }
    }
  }
}

TEST(Errors, BettingKeysAndValuesAreCheckedToo) {
  std::string why = error_of([] { r727({{"betting", {{"structure", "pot"}}}}); });
  EXPECT_TRUE(contains(why, "structure")) << why;
  for (const char* s : {"spread-limit", "fixed-limit", "pot-limit", "no-limit"}) {
    EXPECT_TRUE(contains(why, s)) << why;
  }
  why = error_of([] { r727({{"betting", {{"cap", 2}}}}); });
  EXPECT_TRUE(contains(why, "cap")) << why;
  EXPECT_TRUE(contains(why, "raise_cap")) << why;
  EXPECT_TRUE(contains(why, "structure")) << why;
  why = error_of([] { r727({{"betting", {{"min", 0}}}}); });
  EXPECT_TRUE(contains(why, "min")) << why;
  why = error_of([] { r727({{"betting", {{"min", 6}, {"max", 5}}}}); });
  EXPECT_TRUE(contains(why, "max")) << why;
  why = error_of([] { r727({{"betting", "no-limit"}}); });
  EXPECT_TRUE(contains(why, "betting")) << why;
}

TEST(Errors, WrongTypesNameTheKey) {
  const std::vector<std::pair<std::string, Json>> bad = {
      {"initial_offer", "yes"},      {"freeze_after_refusals", "2"}, {"freeze_after_refusals", -1},
      {"natural_scoops", 1},         {"fewer_cards_wins", nullptr},  {"nearness", 3},
      {"targets", Json{27, 7}},      {"targets", Json::array({7})},  {"targets", "7-27"},
      {"targets", Json{7, "27"}},    {"deal", Json::array()},        {"pictures", true},
      {"freeze_after_refusals", 1.5}};
  for (const auto& [key, value] : bad) {
    const std::string why = error_of([&, k = key, v = value] { r727({{k, v}}); });
    EXPECT_TRUE(contains(why, key)) << key << "=" << value.dump() << ": '" << why << "'";
  }
  EXPECT_NE(error_of([] { rules_of(Game::kSevenTwentySeven, Json::array()); }), "");
}

}  // namespace
}  // namespace cardroom::vying::test
