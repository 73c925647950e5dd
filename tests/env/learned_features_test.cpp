// The learned bots' features (env/learned_features.h): the vying tensor read from a seat's view
// equals the one read from the hand; Five Three Five's state features equal a round episode's
// observation; every candidate is a legal action, every legal action but a bet amount is a
// candidate, and bets come in at most four amounts within the legal range.
#include "features/learned_features.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "features/observation.h"
#include "env/vector_env.h"
#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/round.h"
#include "vying/random_play.h"

namespace cardroom::env {
namespace learned_features_test {

template <typename Check>
void every_vying_point(Check check) {
  std::vector<vying::Rules> rule_sets{vying::fifteen_thirty_five(), vying::seven_twenty_seven()};
  vying::Rules simultaneous = vying::seven_twenty_seven();
  simultaneous.showdown = vying::ShowdownRule::kDeclareSimultaneous;
  rule_sets.push_back(simultaneous);
  vying::Rules no_limit = vying::fifteen_thirty_five();
  no_limit.betting.structure = vying::Structure::kNoLimit;
  rule_sets.push_back(no_limit);
  for (const vying::Rules& rules : rule_sets) {
    for (std::uint64_t seed = 0; seed < 120; ++seed) {
      Rng rng(seed);
      const std::vector<std::int64_t> stacks(2 + seed % 5, 100);
      vying::Hand hand = vying::Hand::shuffled(rules, stacks, int(seed % stacks.size()), rng);
      while (!hand.finished()) {
        check(hand);
        hand.apply(vying::random_action(hand.legal(), rng));
      }
    }
  }
}

TEST(LearnedFeatures, VyingTensorFromTheViewEqualsTheOneFromTheHand) {
  every_vying_point([](const vying::Hand& hand) {
    for (int seat = 0; seat < hand.seats(); ++seat) {
      const auto size = std::size_t(vying_observation_size(hand.seats()));
      std::vector<float> from_hand(size, -1.0f), from_view(size, -2.0f), features(size, -3.0f);
      vying_observation(hand, seat, 100, from_hand);
      const vying::SeatView view(hand, seat);
      vying_observation(view, 100, from_view);
      ASSERT_EQ(from_hand, from_view) << "seat " << seat;
      ASSERT_EQ(vying_chip_unit(view), 100);
      vying_state_features(view, features);
      ASSERT_EQ(features, from_hand);
    }
  });
}

// A model of a larger table plays a smaller one as that larger table with seats sat out: the
// padded tensor of seat 0 is, float for float, the tensor of a real table with the extra seats
// after the last one holding no chips (so dealt out), the same cards dealt and the same play.
TEST(LearnedFeatures, ALargerLayoutIsTheTableWithItsMissingSeatsSatOut) {
  for (const vying::Rules& rules : {vying::fifteen_thirty_five(), vying::seven_twenty_seven()}) {
    for (std::uint64_t seed = 0; seed < 60; ++seed) {
      const int seats = 2 + int(seed % 5), layout = seats + 1 + int(seed % 3);
      std::vector<std::int64_t> stacks(std::size_t(seats), 100);
      stacks[seed % stacks.size()] = 60 + int(seed);  // the chip unit is the largest stack
      std::vector<std::int64_t> with_empty = stacks;
      with_empty.resize(std::size_t(layout), 0);
      const int dealer = int(seed % std::size_t(seats));
      Rng deal(seed), deal_again(seed), play(seed + 1000);
      vying::Hand hand = vying::Hand::shuffled(rules, stacks, dealer, deal);
      vying::Hand larger = vying::Hand::shuffled(rules, with_empty, dealer, deal_again);
      while (true) {
        const vying::SeatView view(hand, 0);
        std::vector<float> padded(std::size_t(vying_state_size(layout)), -1.0f);
        std::vector<float> real(padded.size(), -2.0f);
        vying_state_features(view, padded);
        vying_state_features(vying::SeatView(larger, 0), real);
        ASSERT_EQ(padded, real) << "seed " << seed;
        // The blocks of the seats sat out are empty.
        for (std::size_t i = std::size_t(52 + 64 * seats); i < std::size_t(52 + 64 * layout); ++i) {
          ASSERT_EQ(padded[i], 0.0f) << "seed " << seed << " float " << i;
        }
        if (hand.finished()) break;
        const vying::Action a = vying::random_action(hand.legal(), play);
        hand.apply(a);
        larger.apply(a);
      }
    }
  }
}

TEST(LearnedFeatures, VyingCandidatesAreLegalAndCoverEveryKind) {
  int bets = 0;
  every_vying_point([&](const vying::Hand& hand) {
    const vying::SeatView view(hand, hand.to_act());
    std::vector<vying::Action> actions;
    std::vector<float> features;
    vying_candidates(view, actions, features);
    ASSERT_EQ(features.size(), actions.size() * kVyingActionFeatures);
    const vying::LegalActions legal = hand.legal();
    int amounts = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) {
      ASSERT_EQ(explain(hand.check(hand.to_act(), actions[i])), "legal") << vying::to_string(actions[i]);
      const bool bet = actions[i].kind == vying::ActionKind::kBet ||
                       actions[i].kind == vying::ActionKind::kRaise;
      amounts += bet;
      // One kind flag set, chips never negative.
      const float* f = features.data() + i * kVyingActionFeatures;
      ASSERT_EQ(std::count(f, f + 12, 1.0f), 1);
      ASSERT_GE(f[25], 0.0f);
      ASSERT_GE(f[27], 0.0f);
    }
    ASSERT_LE(amounts, 4);
    if (legal.bet || legal.raise) {
      ASSERT_GE(amounts, 1);
      ++bets;
    }
    // Every legal code but a bet or raise amount is a candidate.
    const VyingActionCodes codes(100);
    std::vector<int> legal_codes;
    codes.legal(legal, legal_codes);
    for (int code : legal_codes) {
      if (code >= VyingActionCodes::kBetBase) continue;
      const vying::Action a = *codes.decode(code);
      ASSERT_NE(std::find(actions.begin(), actions.end(), a), actions.end())
          << vying::to_string(a);
    }
  });
  EXPECT_GT(bets, 100);
}

TEST(LearnedFeatures, Five35StateIsTheRoundEpisodesObservation) {
  for (int players = 2; players <= 6; ++players) {
    auto setup = std::make_shared<Five35Setup>();
    setup->players = players;
    VectorEnvConfig config;
    config.num_envs = 4;
    config.seed = 3;
    config.seat = kAllSeats;
    VectorEnv<Five35Family> env(setup, config);
    const auto obs_size = std::size_t(five35_observation_size(players));
    std::vector<float> obs(4 * obs_size), rewards(4 * std::size_t(players));
    std::vector<char> masks_storage(4 * 250), done_storage(4);
    bool* masks = reinterpret_cast<bool*>(masks_storage.data());
    bool* done = reinterpret_cast<bool*>(done_storage.data());
    StepOutput out{obs, {masks, 4 * 250}, rewards, {done, 4}};
    env.reset(out);
    Rng rng(players);
    for (int step = 0; step < 200; ++step) {
      std::vector<std::int64_t> actions;
      for (int i = 0; i < 4; ++i) {
        const Five35Episode& e = env.episode(i);
        const int seat = env.current_players()[std::size_t(i)];
        const five35::View view(e.round(), seat);
        std::vector<float> state(obs_size);
        five35_state_features(view, state);
        ASSERT_TRUE(std::equal(state.begin(), state.end(), obs.begin() + std::ptrdiff_t(i * obs_size)));
        // The candidates are exactly the legal moves, in the codes' terms.
        five35::MoveList moves;
        std::vector<float> features;
        five35_candidates(view, moves, features);
        ASSERT_EQ(features.size(), std::size_t(moves.size()) * kFive35ActionFeatures);
        std::vector<int> legal;
        e.legal_actions(legal);
        std::vector<int> codes;
        for (const auto& m : moves) codes.push_back(*Five35ActionCodes::encode(m));
        std::sort(codes.begin(), codes.end());
        ASSERT_EQ(codes, legal);
        actions.push_back(legal[rng.below(std::uint32_t(legal.size()))]);
      }
      env.step(actions, out);
    }
  }
}

TEST(LearnedFeatures, Five35MoveFeaturesSayWhatTheMoveDoes) {
  Rng rng(8);
  const five35::Deck deck = five35::shuffled_deck(4, rng);
  five35::Round round(five35::Rules{}, 4, 0, five35::deal_cards(4, 0, deck.view()));
  const int seat = round.to_act();
  const five35::View view(round, seat);
  five35::MoveList moves;
  std::vector<float> features;
  five35_candidates(view, moves, features);
  ASSERT_GT(moves.size(), 0);
  for (int i = 0; i < moves.size(); ++i) {
    const float* f = features.data() + std::size_t(i) * kFive35ActionFeatures;
    float cards = 0;
    for (int r = 0; r < 13; ++r) cards += f[r] * float(view.copies());
    EXPECT_FLOAT_EQ(cards, float(moves[i].cards.size()));
    EXPECT_EQ(f[13], 1.0f);  // a lead, the trick being new
    EXPECT_FLOAT_EQ(f[17] * 3, float(moves[i].cards.size()));
    EXPECT_FLOAT_EQ(f[19] * 13, float(view.hand().size() - moves[i].cards.size()));
  }
}

}  // namespace learned_features_test
}  // namespace cardroom::env
