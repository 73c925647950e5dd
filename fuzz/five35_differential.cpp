// Differential fuzzing of Five Three Five: the bytes choose the players, the dealer, the Rule of
// 8, the card points, the deck (and, for two players, whether this is the second round of the
// game, dealt after the first round's cards), then, move by move, a choice among the legal moves
// and moves that may be illegal. The round is played in the engine (five35::Round) and in the
// naive reading of the rulebook (tests/five35/reference.h), each dealing the deck itself; any
// difference is a failure: the hands dealt, the legal moves (as words), the refusal of every
// other move (which changes nothing), and after every move the seat to act, the trick's leader,
// the meld, every hand, who went out, and at the end each seat's points for the cards it holds.
// Once the bytes run out the round goes on with choices from a generator seeded by the input.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/rng.h"
#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/reference.h"
#include "five35/round.h"
#include "fuzz_check.h"
#include "fuzz_choices.h"
#include "io/five35_rules_json.h"

namespace cardroom::fuzz {
namespace {

using namespace cardroom::five35;

reference::Cards numbers(Hand hand) {
  reference::Cards out;
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = hand.count(r); c > 0; --c) out.push_back(rank_number(r));
  }
  return out;
}

std::set<std::string> engine_words(const Round& round) {
  MoveList moves;
  round.legal_moves(moves);
  std::set<std::string> words;
  for (const Move& m : moves) words.insert(to_words(m));
  FUZZ_EXPECT(int(words.size()) == moves.size(), "a legal move listed twice");
  return words;
}

void play(const std::uint8_t* data, std::size_t size) {
  Chooser c(data, size);
  const int players = 2 + int(c.below(5));
  const int dealer = int(c.below(unsigned(players)));
  Rules rules;
  rules.rule_of_eight = RuleOfEight(c.below(3));
  for (unsigned changes = c.below(4); changes > 0; --changes) {
    rules.card_points[c.below(kRankCount)] = std::int32_t(c.below(256));
  }
  const char* rule8_names[] = {"any-eight", "source-list", "off"};
  const std::string rule8 = rule8_names[int(rules.rule_of_eight)];

  // The deck: shuffled by a seed from the bytes, then cards the fuzzer moves near the top.
  Rng shuffle(std::uint64_t(c.below(256)) << 16 | std::uint64_t(c.below(256)) << 8 | c.below(256));
  Deck deck = shuffled_deck(players, shuffle);
  for (unsigned swaps = c.below(8); swaps > 0; --swaps) {
    std::swap(deck.cards[c.below(30)], deck.cards[c.below(unsigned(deck.size))]);
  }
  std::span<const std::uint8_t> from_top = deck.view();
  // The rulebook's deal: 12 each with 2 or 4 players, 13 with 3, 12 with 5, 10 with 6.
  const int each = players == 3 ? 13 : players == 6 ? 10 : 12;
  Hand set_aside;
  const bool second_round = players == 2 && c.below(2) == 1;
  if (second_round) {
    for (std::uint8_t card : from_top.first(std::size_t(each * players))) set_aside.add(card);
    from_top = from_top.subspan(std::size_t(each * players));
  }
  std::vector<reference::Cards> ref_hands(static_cast<std::size_t>(players));
  for (int i = 0; i < each * players; ++i) {
    const int seat = (dealer + 1 + i) % players;
    ref_hands[std::size_t(seat)].push_back(rank_number(from_top[std::size_t(i)]));
  }
  for (auto& h : ref_hands) std::sort(h.begin(), h.end());

  Round round(rules, players, dealer, deal_cards(players, dealer, from_top), set_aside);
  reference::Round ref(ref_hands, dealer, rule8);
  std::string context = io::five35_rules_to_json(rules).dump() + "\nplayers " + std::to_string(players) +
                        " dealer " + std::to_string(dealer) + (second_round ? " second round" : "") + " deck";
  for (std::uint8_t card : from_top) context += " " + std::to_string(rank_number(card));
  std::string history;
  auto where = [&] { return context + "\nafter: " + history; };
  for (int s = 0; s < players; ++s) FUZZ_EXPECT(numbers(round.hand(s)) == ref.hands[std::size_t(s)], where());

  for (int step = 0; step < 2000 && !round.finished(); ++step) {
    const std::set<std::string> legal = ref.legal();
    FUZZ_EXPECT(engine_words(round) == legal,
                "engine: " + joined(engine_words(round)) + "\nrulebook: " + joined(legal) + "\n" + where());
    // Moves that may be illegal, by the seat to act or another.
    for (unsigned probes = c.below(3); probes > 0; --probes) {
      Move m;
      m.action = Action(c.below(4));
      const Hand held = round.hand(round.to_act());
      for (unsigned k = c.below(5); k > 0; --k) {
        const int r = int(c.below(kRankCount));
        if (c.below(4) != 0 && held.count(r) <= m.cards.count(r)) continue;  // mostly cards held
        if (m.cards.count(r) < kMaxCopies) m.cards.add(r);
      }
      const int seat = c.below(4) == 0 ? int(c.below(unsigned(players))) : round.to_act();
      const bool allowed = seat == round.to_act() && legal.count(to_words(m)) == 1 &&
                           (m.action == Action::kPass) == m.cards.empty();
      FUZZ_EXPECT((round.check(seat, m) == Refusal::kNone) == allowed,
                  "seat " + std::to_string(seat) + ": " + to_words(m) + "\n" + where());
      if (!allowed) {
        const Round before = round;
        FUZZ_EXPECT(round.apply(seat, m) != Refusal::kNone && round == before, to_words(m) + "\n" + where());
      }
    }
    auto it = legal.begin();
    std::advance(it, c.below(unsigned(legal.size())));
    const std::string word = *it;
    history += word + ", ";
    const Move move = parse_words(word);
    FUZZ_EXPECT(round.apply(round.to_act(), move) == Refusal::kNone, where());
    ref.apply(word);
    FUZZ_EXPECT(round.finished() == (ref.went_out >= 0), where());
    FUZZ_EXPECT(round.went_out() == ref.went_out, where());
    if (!round.finished()) FUZZ_EXPECT(round.to_act() == ref.to_act, where());
    FUZZ_EXPECT(round.trick_leader() == ref.leader, where());
    FUZZ_EXPECT(numbers(round.meld().cards()) == ref.meld, where());
    for (int s = 0; s < players; ++s) FUZZ_EXPECT(numbers(round.hand(s)) == ref.hands[std::size_t(s)], where());
  }
  FUZZ_EXPECT(round.finished(), "a round must end\n" + where());
  // Points: each card left in hand costs its rank's points, read from the rules as written.
  const io::Json points = io::five35_rules_to_json(rules).at("card_points");
  for (int s = 0; s < players; ++s) {
    std::int64_t expected = 0;
    if (s != ref.went_out) {
      for (int number : ref.hands[std::size_t(s)]) expected += points.at(std::to_string(number)).get<std::int64_t>();
    }
    FUZZ_EXPECT(round.round_points(s) == expected, "seat " + std::to_string(s) + "\n" + where());
  }
}

}  // namespace
}  // namespace cardroom::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cardroom::fuzz::play(data, size);
  return 0;
}
