// Random hands under random rule sets, played side by side through the engine and through the
// independent reading of the rulebook in reference_model.h: after every action the same seat is
// to act with the same legal words, the chips agree (and are conserved), every word outside the
// legal list is refused without changing anything, and the showdown pays the same.
#include <gtest/gtest.h>

#include <array>
#include <iostream>
#include <random>

#include "vying/reference_model.h"
#include "vying/test_helpers.h"

namespace cardroom::vying::test {
namespace {

using reference::Model;
using reference::Step;

template <typename T, std::size_t N>
T pick(std::mt19937_64& gen, const std::array<T, N>& values) {
  return values[gen() % N];
}

Rules random_rules(std::mt19937_64& gen) {
  Rules r = gen() % 2 ? seven_twenty_seven() : fifteen_thirty_five();
  auto coin = [&] { return gen() % 2 == 0; };
  if (coin())
    r.deal = pick(gen, std::array{DealPattern::kUpDown, DealPattern::kDownDownUp,
                                  DealPattern::kThreeDownExpose});
  if (coin()) r.extra_card_face = coin() ? CardFace::kUp : CardFace::kDown;
  if (coin()) r.initial_offer = coin();
  if (coin()) r.freeze_after_refusals = static_cast<int>(gen() % 4);
  if (coin()) r.pictures = coin() ? Pictures::kHalf : Pictures::kHalfOrTen;
  const std::array openers{Opener::kLeftOfDealer, Opener::kHighestExposed, Opener::kRotate};
  if (coin()) r.first_opener = pick(gen, openers);
  if (coin()) r.later_opener = pick(gen, openers);
  if (coin()) r.after_no_draw = coin() ? AfterNoDraw::kShowdown : AfterNoDraw::kFinalBettingRound;
  if (coin())
    r.showdown = pick(gen, std::array{ShowdownRule::kSplit, ShowdownRule::kDeclareSimultaneous,
                                      ShowdownRule::kDeclareSequential});
  if (coin()) r.natural_scoops = coin();
  if (coin()) {
    r.nearness = pick(
        gen, std::array{Nearness::kNearest, Nearness::kUnderBeatsOver, Nearness::kOverBeatsUnder,
                        Nearness::kInsideBeatsOutside, Nearness::kOutsideBeatsInside,
                        Nearness::kUnderAlwaysBeatsOver, Nearness::kOverIsBust});
  }
  if (coin()) r.fewer_cards_wins = coin();
  if (gen() % 4 == 0)
    r.targets = pick(gen, std::array{std::array{14, 54}, std::array{30, 70}, std::array{11, 41},
                                     std::array{21, 61}});
  r.betting.structure = pick(gen, std::array{Structure::kSpreadLimit, Structure::kFixedLimit,
                                             Structure::kPotLimit, Structure::kNoLimit});
  r.betting.ante = static_cast<std::int64_t>(gen() % 4);
  r.betting.min = 1 + static_cast<std::int64_t>(gen() % 3);
  r.betting.max = r.betting.min + static_cast<std::int64_t>(gen() % 6);
  r.betting.raise_cap = static_cast<int>(gen() % 5);
  return r;
}

// Words to try that may or may not be legal.
std::string random_word(std::mt19937_64& gen) {
  switch (gen() % 12) {
    case 0:
      return "check";
    case 1:
      return "call";
    case 2:
      return "fold";
    case 3:
      return "all-in";
    case 4:
      return "take";
    case 5:
      return "stand";
    case 6:
      return "declare low";
    case 7:
      return "declare both";
    case 8:
      return "bet " + std::to_string(1 + gen() % 40);
    case 9:
      return "raise " + std::to_string(1 + gen() % 40);
    case 10:
      return "expose " + to_string(Card::from_index(static_cast<int>(gen() % 52)));
    default:
      return "raise " + std::to_string(1 + gen() % 8);
  }
}

// Whether `word` is among the legal words (ranges included).
bool listed(const std::vector<std::string>& legal, const std::string& word) {
  for (const auto& w : legal) {
    if (w == word) return true;
    const auto space = w.find(' ');
    if (w.rfind("bet ", 0) != 0 && w.rfind("raise ", 0) != 0) continue;
    if (word.substr(0, space) != w.substr(0, space)) continue;
    const std::string range = w.substr(space + 1);
    const auto dash = range.find('-');
    const std::int64_t lo = std::stoll(range.substr(0, dash));
    const std::int64_t hi = dash == std::string::npos ? lo : std::stoll(range.substr(dash + 1));
    const std::string amount = word.substr(space + 1);
    if (amount.empty() || amount.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::int64_t n = std::stoll(amount);
    if (n >= lo && n <= hi) return true;
  }
  return false;
}

// A legal word to play, with a concrete amount.
std::string choose(std::mt19937_64& gen, const std::vector<std::string>& legal, const Model& m) {
  std::vector<std::string> options = legal;
  if (m.step() == Step::kOffer) {
    if (m.take_exhausts()) return "stand";
    return gen() % 5 < 2 ? "take" : "stand";
  }
  if (m.step() == Step::kBetting && options.size() > 1 && gen() % 3 != 0) {
    // Fold less often, so hands go on.
    options.erase(std::remove(options.begin(), options.end(), "fold"), options.end());
  }
  std::string w = options[gen() % options.size()];
  if (w.rfind("bet ", 0) == 0 || w.rfind("raise ", 0) == 0) {
    const auto space = w.find(' ');
    const std::string range = w.substr(space + 1);
    const auto dash = range.find('-');
    const std::int64_t lo = std::stoll(range.substr(0, dash));
    const std::int64_t hi = dash == std::string::npos ? lo : std::stoll(range.substr(dash + 1));
    const std::int64_t span = std::min<std::int64_t>(hi - lo, 30);
    const std::int64_t n = gen() % 4 == 0 ? hi : lo + static_cast<std::int64_t>(gen() % (span + 1));
    w = w.substr(0, space + 1) + std::to_string(n);
  }
  return w;
}

Phase phase_of(Step s) {
  switch (s) {
    case Step::kExpose:
      return Phase::kExpose;
    case Step::kOffer:
      return Phase::kOffer;
    case Step::kBetting:
      return Phase::kBetting;
    case Step::kDeclare:
      return Phase::kDeclare;
    case Step::kDone:
      return Phase::kFinished;
  }
  return Phase::kFinished;
}

std::string describe(const Rules& r) { return io::vying_rules_to_json(r).dump(); }

TEST(Reference, RandomHandsAgreeWithTheEngine) {
  std::mt19937_64 gen(0x7275ULL);
  int hands = 0, showdowns = 0, actions = 0, refusals = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const Rules rules = random_rules(gen);
    const int n = 2 + static_cast<int>(gen() % 9);
    std::vector<std::int64_t> stacks(static_cast<std::size_t>(n));
    int with_chips = 0;
    for (auto& s : stacks) {
      s = pick(gen, std::array<std::int64_t, 10>{0, 1, 2, 3, 5, 8, 13, 20, 40, 100});
      with_chips += s > 0;
    }
    if (with_chips < 2) stacks[0] = stacks[1] = 30;
    with_chips = 0;
    for (auto s : stacks) with_chips += s > 0;
    const int dealer = static_cast<int>(gen() % n);
    auto full = ordered_deck();
    std::vector<Card> deck(full.begin(), full.end());
    std::shuffle(deck.begin(), deck.end(), gen);
    if (gen() % 3 == 0) {  // a short record deck
      const int dealt = with_chips * (rules.deal == DealPattern::kUpDown ? 2 : 3);
      deck.resize(static_cast<std::size_t>(std::min(52, dealt + static_cast<int>(gen() % 12))));
    }
    const std::string context =
        describe(rules) + " n=" + std::to_string(n) + " dealer=" + std::to_string(dealer) +
        " deck=" + std::to_string(deck.size()) + " trial=" + std::to_string(trial);
    Hand hand(rules, stacks, dealer, deck, 99);
    Model model(rules, stacks, dealer, deck);
    const std::int64_t total = std::accumulate(stacks.begin(), stacks.end(), std::int64_t{0});
    std::vector<std::string> history;
    ++hands;
    for (int step = 0; step < 400; ++step) {
      const std::string where = context + "\nafter: " + ::testing::PrintToString(history);
      ASSERT_EQ(hand.phase(), phase_of(model.step())) << where;
      ASSERT_EQ(hand.to_act(), model.to_act()) << where;
      for (int i = 0; i < n; ++i) {
        ASSERT_EQ(hand.seat(i).stack, model.stacks()[i]) << "seat " << i << "\n" << where;
        if (!hand.finished()) {
          ASSERT_EQ(hand.seat(i).put_in, model.put_in()[i]) << "seat " << i << "\n" << where;
        }
      }
      ASSERT_EQ(table_chips(hand), total) << where;
      if (model.step() == Step::kDone) break;
      const std::vector<std::string> legal = model.words();
      ASSERT_EQ(words(hand), legal) << where;
      // A word outside the list is refused and changes nothing.
      for (int probe = 0; probe < 2; ++probe) {
        const std::string w = random_word(gen);
        if (listed(legal, w)) continue;
        const Snapshot before = snapshot(hand);
        EXPECT_FALSE(hand.check(hand.to_act(), word(w)).ok()) << w << "\n" << where;
        EXPECT_FALSE(hand.apply(word(w))) << w << "\n" << where;
        ASSERT_EQ(snapshot(hand), before) << w << "\n" << where;
        ++refusals;
      }
      if (model.take_exhausts()) {
        EXPECT_FALSE(hand.apply(Action::take())) << "deck exhausted\n" << where;
        const Refusal refusal = hand.check(hand.to_act(), Action::take());
        EXPECT_EQ(refusal.rule, Refusal::Rule::kDeckExhausted);
        EXPECT_NE(explain(refusal).find("deck exhausted"), std::string::npos);
      }
      const std::string w = choose(gen, legal, model);
      history.push_back(w);
      ASSERT_EQ(explain(hand.check(hand.to_act(), word(w))), "legal") << w << "\n" << where;
      model.apply(w);
      if (model.lost_track()) break;  // a reshuffle of folded cards: the engine's own order
      ASSERT_TRUE(hand.apply(word(w))) << w << "\n" << where;
      ++actions;
    }
    if (model.lost_track() || model.step() != Step::kDone) continue;
    const std::string where = context + "\nafter: " + ::testing::PrintToString(history);
    ASSERT_TRUE(hand.finished()) << where;
    for (int i = 0; i < n; ++i) ASSERT_EQ(hand.payout(i), model.payouts()[i]) << i << "\n" << where;
    ASSERT_EQ(hand.went_to_showdown(), model.went_to_showdown()) << where;
    if (!model.went_to_showdown()) continue;
    ++showdowns;
    const auto result = hand.showdown();
    ASSERT_TRUE(result.has_value()) << where;
    ASSERT_EQ(result->pot_count, static_cast<int>(model.pots().size())) << where;
    for (int p = 0; p < result->pot_count; ++p) {
      const auto& mine = model.pots()[static_cast<std::size_t>(p)];
      EXPECT_EQ(result->pots[p].amount, mine.amount) << "pot " << p << "\n" << where;
      for (int i = 0; i < n; ++i) {
        EXPECT_EQ(result->pots[p].awards[i], mine.awards[i]) << "pot " << p << " seat " << i << "\n"
                                                             << where;
      }
    }
    for (int i = 0; i < n; ++i) {
      if (!model.live(i)) continue;
      for (int k = 0; k < 2; ++k) {
        const auto want = reference::shown(model.cards(i), rules, k);
        const Standing& got = k == 0 ? result->low[i] : result->high[i];
        EXPECT_EQ(got.counts, want.has_value()) << i << " " << k << "\n" << where;
        if (want) {
          EXPECT_EQ(got.total, *want) << i << " " << k << "\n" << where;
        }
      }
    }
  }
  EXPECT_GT(showdowns, 1000);
  EXPECT_GT(actions, 20000);
  EXPECT_GT(refusals, 20000);
  std::cout << hands << " hands, " << showdowns << " showdowns, " << actions << " actions, "
            << refusals << " refusals\n";
}

}  // namespace
}  // namespace cardroom::vying::test
