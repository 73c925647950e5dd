// Differential fuzzing of the vying rules: the bytes choose a rule set (every key of the
// rulebook), the stacks, the dealer, the deck, and then, action by action, a choice among the
// legal words or a word that may be illegal. The hand is played in the engine (vying::Hand)
// and in the independent reading of the rulebook (tests/vying/reference_model.h) side by side;
// any difference is a failure: the phase, the seat to act, the legal words, every stack and
// contribution after every action, the refusal of every word the rulebook does not allow (which
// changes nothing), and at the end the payouts, the pots and their awards and the totals shown.
// Once the bytes run out the hand goes on with choices from a generator seeded by the input, so
// every input plays a whole hand.
#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "io/vying_rules_json.h"
#include "vying/action.h"
#include "vying/hand.h"
#include "vying/legal.h"
#include "vying/reference_model.h"

namespace cardroom::fuzz {
namespace {

using namespace cardroom::vying;
using reference::Model;
using reference::Step;

template <typename T, std::size_t N>
T pick(Chooser& c, const std::array<T, N>& values) {
  return values[c.below(N)];
}

Rules choose_rules(Chooser& c) {
  Rules r = c.coin() ? fifteen_thirty_five() : seven_twenty_seven();
  r.deal = pick(c, std::array{DealPattern::kUpDown, DealPattern::kDownDownUp, DealPattern::kThreeDownExpose});
  r.extra_card_face = c.coin() ? CardFace::kUp : CardFace::kDown;
  r.initial_offer = c.coin();
  r.freeze_after_refusals = int(c.below(4));
  r.pictures = c.coin() ? Pictures::kHalf : Pictures::kHalfOrTen;
  const std::array openers{Opener::kLeftOfDealer, Opener::kHighestExposed, Opener::kRotate};
  r.first_opener = pick(c, openers);
  r.later_opener = pick(c, openers);
  r.after_no_draw = c.coin() ? AfterNoDraw::kShowdown : AfterNoDraw::kFinalBettingRound;
  r.showdown = pick(c, std::array{ShowdownRule::kSplit, ShowdownRule::kDeclareSimultaneous,
                                  ShowdownRule::kDeclareSequential});
  r.natural_scoops = c.coin();
  r.nearness = pick(c, std::array{Nearness::kNearest, Nearness::kUnderBeatsOver, Nearness::kOverBeatsUnder,
                                  Nearness::kInsideBeatsOutside, Nearness::kOutsideBeatsInside,
                                  Nearness::kUnderAlwaysBeatsOver, Nearness::kOverIsBust});
  r.fewer_cards_wins = c.coin();
  if (c.below(4) == 0) {
    // Any targets the rule reader accepts: low below high, whole or half points.
    const int low = 1 + int(c.below(80));
    r.targets = {low, low + 1 + int(c.below(120))};
  }
  r.betting.structure = pick(c, std::array{Structure::kSpreadLimit, Structure::kFixedLimit,
                                           Structure::kPotLimit, Structure::kNoLimit});
  r.betting.ante = std::int64_t(c.below(4));
  r.betting.min = 1 + std::int64_t(c.below(3));
  r.betting.max = r.betting.min + std::int64_t(c.below(6));
  r.betting.raise_cap = int(c.below(5));
  return r;
}

std::vector<std::string> sorted_words(const Hand& hand) {
  std::vector<std::string> w = legal_words(hand.legal());
  std::sort(w.begin(), w.end());
  return w;
}

// A word that may or may not be legal.
std::string any_word(Chooser& c) {
  switch (c.below(12)) {
    case 0: return "check";
    case 1: return "call";
    case 2: return "fold";
    case 3: return "all-in";
    case 4: return "take";
    case 5: return "stand";
    case 6: return "declare low";
    case 7: return "declare high";
    case 8: return "declare both";
    case 9: return "bet " + std::to_string(1 + c.below(120));
    case 10: return "raise " + std::to_string(1 + c.below(120));
    default: return "expose " + to_string(Card::from_index(int(c.below(52))));
  }
}

// "bet 2-7" -> {2, 7}; "raise 3" -> {3, 3}.
std::pair<std::int64_t, std::int64_t> range_of(const std::string& listed) {
  const std::string range = listed.substr(listed.find(' ') + 1);
  const auto dash = range.find('-');
  const std::int64_t lo = std::stoll(range.substr(0, dash));
  return {lo, dash == std::string::npos ? lo : std::stoll(range.substr(dash + 1))};
}

bool is_amount_word(const std::string& w) { return w.rfind("bet ", 0) == 0 || w.rfind("raise ", 0) == 0; }

// Whether the rulebook's list allows `word`.
bool listed(const std::vector<std::string>& legal, const std::string& word) {
  for (const std::string& w : legal) {
    if (w == word) return true;
    if (!is_amount_word(w) || !is_amount_word(word)) continue;
    if (w.substr(0, w.find(' ')) != word.substr(0, word.find(' '))) continue;
    const auto [lo, hi] = range_of(w);
    const std::int64_t n = std::stoll(word.substr(word.find(' ') + 1));
    if (n >= lo && n <= hi) return true;
  }
  return false;
}

Phase phase_of(Step s) {
  switch (s) {
    case Step::kExpose: return Phase::kExpose;
    case Step::kOffer: return Phase::kOffer;
    case Step::kBetting: return Phase::kBetting;
    case Step::kDeclare: return Phase::kDeclare;
    case Step::kDone: break;
  }
  return Phase::kFinished;
}

struct Snapshot {
  std::vector<std::int64_t> stacks, put_in;
  int to_act = -1;
  Phase phase = Phase::kFinished;
  std::vector<std::string> legal;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const Hand& hand) {
  Snapshot s;
  for (int i = 0; i < hand.seats(); ++i) {
    s.stacks.push_back(hand.seat(i).stack);
    s.put_in.push_back(hand.seat(i).put_in);
  }
  s.to_act = hand.to_act();
  s.phase = hand.phase();
  s.legal = sorted_words(hand);
  return s;
}

void play(const std::uint8_t* data, std::size_t size) {
  Chooser c(data, size);
  const Rules rules = choose_rules(c);
  const int n = 2 + int(c.below(9));
  std::vector<std::int64_t> stacks(std::size_t(n), 0);
  const std::array<std::int64_t, 10> amounts{0, 1, 2, 3, 5, 8, 13, 20, 40, 100};
  for (auto& s : stacks) s = pick(c, amounts);
  if (std::count_if(stacks.begin(), stacks.end(), [](auto s) { return s > 0; }) < 2) stacks[0] = stacks[1] = 30;
  const int players = int(std::count_if(stacks.begin(), stacks.end(), [](auto s) { return s > 0; }));
  const int dealer = int(c.below(unsigned(n)));
  auto full = ordered_deck();
  std::vector<Card> deck(full.begin(), full.end());
  Rng shuffle(std::uint64_t(c.below(256)) << 24 | std::uint64_t(c.below(256)) << 16 |
              std::uint64_t(c.below(256)) << 8 | c.below(256));
  shuffle.shuffle(std::span<Card>(deck));
  for (unsigned swaps = c.below(8); swaps > 0; --swaps) {
    std::swap(deck[c.below(24)], deck[c.below(52)]);  // the fuzzer places cards near the top
  }
  if (c.below(3) == 0) {  // a short record deck: the hand may run out of cards
    const int dealt = players * (rules.deal == DealPattern::kUpDown ? 2 : 3);
    deck.resize(std::size_t(std::min(52, dealt + int(c.below(12)))));
  }
  std::string context = io::vying_rules_to_json(rules).dump() + "\nstacks";
  for (auto s : stacks) context += " " + std::to_string(s);
  context += " dealer " + std::to_string(dealer) + " deck";
  for (Card card : deck) context += " " + to_string(card);

  std::optional<Hand> dealt;
  if (!accepted([&] { dealt.emplace(rules, stacks, dealer, deck, 99); }, "the deal")) {
    fail("the engine refused a deal the rulebook allows", context);
  }
  Hand& hand = *dealt;
  Model model(rules, stacks, dealer, deck);
  const std::int64_t total = std::accumulate(stacks.begin(), stacks.end(), std::int64_t{0});
  std::vector<std::string> history;
  auto where = [&] { return context + "\nafter: " + joined(history); };
  for (int step = 0; step < 400; ++step) {
    FUZZ_EXPECT(hand.phase() == phase_of(model.step()), where());
    FUZZ_EXPECT(hand.to_act() == model.to_act(), where());
    std::int64_t chips = hand.finished() ? 0 : hand.pot_total();
    for (int i = 0; i < n; ++i) {
      FUZZ_EXPECT(hand.seat(i).stack == model.stacks()[std::size_t(i)], "seat " + std::to_string(i) + "\n" + where());
      if (!hand.finished()) {
        FUZZ_EXPECT(hand.seat(i).put_in == model.put_in()[std::size_t(i)], "seat " + std::to_string(i) + "\n" + where());
      }
      chips += hand.seat(i).stack;
    }
    FUZZ_EXPECT(chips == total, where());
    if (model.step() == Step::kDone) break;
    const std::vector<std::string> legal = model.words();
    FUZZ_EXPECT(sorted_words(hand) == legal, "engine: " + joined(sorted_words(hand)) + "\nrulebook: " +
                                                 joined(legal) + "\n" + where());
    // Words that may be illegal: the engine agrees with the rulebook's list, and a refusal
    // changes nothing.
    for (unsigned probes = c.below(3); probes > 0; --probes) {
      const std::string w = any_word(c);
      const auto action = parse_action(w);
      FUZZ_EXPECT(action.has_value(), w);
      const bool allowed = listed(legal, w) && !(w == "take" && model.take_exhausts());
      const Refusal refusal = hand.check(hand.to_act(), *action);
      FUZZ_EXPECT(refusal.ok() == allowed, w + " (" + explain(refusal) + ")\n" + where());
      if (!allowed) {
        const Snapshot before = snapshot(hand);
        FUZZ_EXPECT(!hand.apply(*action), w + "\n" + where());
        FUZZ_EXPECT(snapshot(hand) == before, w + "\n" + where());
      }
    }
    // A legal word, with a concrete amount (the ends of a range often).
    std::vector<std::string> options = legal;
    if (model.take_exhausts()) options.erase(std::remove(options.begin(), options.end(), "take"), options.end());
    if (options.empty()) fail("no legal word the deck allows", where());
    std::string w = options[c.below(unsigned(options.size()))];
    if (is_amount_word(w)) {
      const auto [lo, hi] = range_of(w);
      const unsigned how = c.below(4);
      const std::int64_t span = std::min<std::int64_t>(hi - lo, 200);
      const std::int64_t amount = how == 0 ? lo : how == 1 ? hi : lo + std::int64_t(c.below(unsigned(span + 1)));
      w = w.substr(0, w.find(' ') + 1) + std::to_string(amount);
    }
    history.push_back(w);
    const Action action = *parse_action(w);
    FUZZ_EXPECT(hand.check(hand.to_act(), action).ok(),
                w + " (" + explain(hand.check(hand.to_act(), action)) + ")\n" + where());
    model.apply(w);
    if (model.lost_track()) return;  // a reshuffle of folded cards: the engine's own order
    FUZZ_EXPECT(hand.apply(action), w + "\n" + where());
  }
  if (model.step() != Step::kDone) return;
  FUZZ_EXPECT(hand.finished(), where());
  for (int i = 0; i < n; ++i) FUZZ_EXPECT(hand.payout(i) == model.payouts()[std::size_t(i)], where());
  FUZZ_EXPECT(hand.went_to_showdown() == model.went_to_showdown(), where());
  if (!model.went_to_showdown()) return;
  const auto result = hand.showdown();
  FUZZ_EXPECT(result.has_value(), where());
  FUZZ_EXPECT(result->pot_count == int(model.pots().size()), where());
  for (int p = 0; p < result->pot_count; ++p) {
    const auto& mine = model.pots()[std::size_t(p)];
    FUZZ_EXPECT(result->pots[p].amount == mine.amount, "pot " + std::to_string(p) + "\n" + where());
    for (int i = 0; i < n; ++i) {
      FUZZ_EXPECT(result->pots[p].awards[i] == mine.awards[std::size_t(i)],
                  "pot " + std::to_string(p) + " seat " + std::to_string(i) + "\n" + where());
    }
  }
  for (int i = 0; i < n; ++i) {
    if (!model.live(i)) continue;
    for (int k = 0; k < 2; ++k) {
      const auto want = reference::shown(model.cards(i), rules, k);
      const Standing& got = k == 0 ? result->low[i] : result->high[i];
      FUZZ_EXPECT(got.counts == want.has_value(), "seat " + std::to_string(i) + "\n" + where());
      if (want) FUZZ_EXPECT(got.total == *want, "seat " + std::to_string(i) + "\n" + where());
    }
  }
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cardroom::fuzz::play(data, size);
  return 0;
}
