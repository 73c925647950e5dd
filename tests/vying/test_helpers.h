#pragma once
// Builders for the rulebook tests of the vying engine (../shared/spec/vying.md): cards from
// their names, rule sets from the contract's JSON keys, a hand driven by action words that
// checks after every action that chips are conserved, and the contract's `replay` run on the
// same record.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"
#include "core/input_error.h"
#include "io/contract.h"
#include "io/vying_json.h"
#include "io/vying_rules_json.h"
#include "vying/action.h"
#include "vying/hand.h"
#include "vying/legal.h"
#include "vying/rules.h"
#include "vying/totals.h"

namespace cardroom::vying::test {

using Json = io::Json;

// "As Kd 10c" -> the cards, in order.
inline std::vector<Card> cards(std::string_view text) {
  std::vector<Card> out;
  std::istringstream in{std::string(text)};
  std::string name;
  while (in >> name) {
    auto card = parse_card(name);
    if (!card) {
      ADD_FAILURE() << "not a card: " << name;
    }
    out.push_back(card.value_or(Card{}));
  }
  return out;
}

inline std::vector<std::string> names(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  std::string name;
  while (in >> name) out.push_back(name);
  return out;
}

inline Tally tally(std::string_view text) {
  const auto c = cards(text);
  return Tally::of(c);
}

// Points to half-points: hp(6.5) == 13.
constexpr int hp(double points) { return static_cast<int>(points * 2); }

// A preset with rule keys overridden exactly as the contract's `rules` object does it.
inline Rules rules_of(Game game, const Json& overrides = Json::object()) {
  return io::vying_rules_from_json(preset(game), overrides);
}
inline Rules r727(const Json& overrides = Json::object()) {
  return rules_of(Game::kSevenTwentySeven, overrides);
}
inline Rules r1535(const Json& overrides = Json::object()) {
  return rules_of(Game::kFifteenThirtyFive, overrides);
}

inline bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

inline std::vector<std::string> sorted(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  return words;
}

// The legal words for the seat to act, as a set (the contract compares `legal` as a set).
inline std::vector<std::string> words(const Hand& hand) {
  return sorted(legal_words(hand.legal()));
}
inline std::vector<std::string> words(std::initializer_list<std::string> list) {
  return sorted(std::vector<std::string>(list));
}

// Every chip at the table: stacks, plus the pot while the hand is on.
inline std::int64_t table_chips(const Hand& hand) {
  std::int64_t total = 0;
  for (int i = 0; i < hand.seats(); ++i) total += hand.seat(i).stack;
  return hand.finished() ? total : total + hand.pot_total();
}

// What an illegal action must leave untouched.
struct Snapshot {
  std::vector<std::int64_t> stacks, put_in;
  std::vector<int> counts;
  int to_act = -1;
  Phase phase = Phase::kFinished;
  std::vector<std::string> legal;
  bool operator==(const Snapshot&) const = default;
};

inline Snapshot snapshot(const Hand& hand) {
  Snapshot s;
  for (int i = 0; i < hand.seats(); ++i) {
    s.stacks.push_back(hand.seat(i).stack);
    s.put_in.push_back(hand.seat(i).put_in);
    s.counts.push_back(hand.seat(i).count);
  }
  s.to_act = hand.to_act();
  s.phase = hand.phase();
  s.legal = words(hand);
  return s;
}

inline Action word(std::string_view text) {
  std::string why;
  auto action = parse_action(text, &why);
  if (!action) {
    ADD_FAILURE() << "not an action word: " << text << " (" << why << ")";
  }
  return action.value_or(Action::check());
}

// One hand driven by action words; every action must be legal and keep the chips constant.
class Play {
 public:
  Play(const Rules& rules, std::vector<std::int64_t> stacks, int dealer, std::string_view deck,
       std::uint64_t seed = 0)
      : Play(rules, stacks, dealer, cards(deck), seed) {}
  Play(const Rules& rules, std::vector<std::int64_t> stacks, int dealer,
       const std::vector<Card>& deck, std::uint64_t seed = 0)
      : hand_(rules, stacks, dealer, deck, seed),
        total_(std::accumulate(stacks.begin(), stacks.end(), std::int64_t{0})) {
    EXPECT_EQ(table_chips(hand_), total_);
  }

  // Applies `text` for the seat to act (and checks that it is that seat's turn when given).
  Play& act(std::string_view text, int seat = -1) {
    const Action a = word(text);
    if (seat >= 0) {
      EXPECT_EQ(hand_.to_act(), seat) << "before '" << text << "'";
    }
    EXPECT_EQ(explain(hand_.check(hand_.to_act(), a)), "legal")
        << "'" << text << "' by seat " << hand_.to_act();
    EXPECT_TRUE(hand_.apply(a)) << "'" << text << "' by seat " << hand_.to_act();
    EXPECT_EQ(table_chips(hand_), total_) << "chips not conserved after '" << text << "'";
    if (hand_.finished()) {
      std::int64_t paid = 0;
      for (int i = 0; i < hand_.seats(); ++i) paid += hand_.payout(i);
      EXPECT_EQ(paid, hand_.pot_total()) << "payouts must add up to the pot";
    }
    return *this;
  }
  Play& acts(std::initializer_list<std::string_view> list) {
    for (auto text : list) act(text);
    return *this;
  }
  Play& acts(const std::vector<std::string>& list) {
    for (const auto& text : list) act(text);
    return *this;
  }

  // The action is refused: apply() says no, check() says why, nothing changes.
  std::string refused(std::string_view text) {
    const Action a = word(text);
    const Snapshot before = snapshot(hand_);
    const Refusal refusal = hand_.check(hand_.to_act(), a);
    EXPECT_FALSE(refusal.ok()) << "'" << text << "' should be refused";
    const std::string why = explain(refusal);
    EXPECT_FALSE(hand_.apply(a)) << "'" << text << "' should be refused";
    EXPECT_EQ(snapshot(hand_), before) << "a refused '" << text << "' changed the hand";
    return why;
  }

  const Hand& hand() const { return hand_; }
  const Hand* operator->() const { return &hand_; }
  int to_act() const { return hand_.to_act(); }
  std::vector<std::string> legal() const { return words(hand_); }
  std::int64_t stack(int i) const { return hand_.seat(i).stack; }
  std::vector<std::int64_t> stacks() const {
    std::vector<std::int64_t> s;
    for (int i = 0; i < hand_.seats(); ++i) s.push_back(hand_.seat(i).stack);
    return s;
  }

 private:
  Hand hand_;
  std::int64_t total_ = 0;
};

// A `cardroom replay` record.
inline Json record(std::string_view game, const Json& rules, std::vector<std::int64_t> stacks,
                   int dealer, std::string_view deck, std::string_view actions_text) {
  Json input{{"game", game},
             {"rules", rules},
             {"stacks", stacks},
             {"dealer", dealer},
             {"deck", names(deck)}};
  // Actions are separated by commas: "bet 2, call, stand".
  Json actions = Json::array();
  std::string_view rest = actions_text;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    std::string_view one = rest.substr(0, comma);
    while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
    while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
    if (!one.empty()) actions.push_back(std::string(one));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
  }
  input["actions"] = actions;
  return input;
}

// Runs a record through the contract (`io::vying_replay`) and, action by action, through a
// Hand, checking that the chips are conserved all along and that the two agree on the end.
inline Json replay(const Json& input) {
  const Json out = io::vying_replay(input);
  const Game game = require_game(input.at("game").get<std::string>());
  const Rules rules = rules_of(game, input.value("rules", Json::object()).is_null()
                                         ? Json::object()
                                         : input.value("rules", Json::object()));
  const auto stacks = input.at("stacks").get<std::vector<std::int64_t>>();
  const auto deck = io::read_cards(input.at("deck"), "deck");
  Play play(rules, stacks, input.value("dealer", 0), deck, input.value("seed", 0ULL));
  for (const auto& a : input.value("actions", Json::array())) play.act(a.get<std::string>());
  EXPECT_EQ(out.at("finished").get<bool>(), play->finished());
  EXPECT_EQ(out.at("stacks").get<std::vector<std::int64_t>>(), play.stacks());
  if (play->finished()) {
    const auto after = play.stacks();
    EXPECT_EQ(std::accumulate(stacks.begin(), stacks.end(), std::int64_t{0}),
              std::accumulate(after.begin(), after.end(), std::int64_t{0}));
  }
  return out;
}

// The message of the InputError that `f` throws ("" when it does not throw).
template <typename F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

inline std::vector<std::string> legal_of(const Json& out) {
  return sorted(out.at("legal").get<std::vector<std::string>>());
}

}  // namespace cardroom::vying::test
