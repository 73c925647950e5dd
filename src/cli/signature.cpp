#include "cli/signature.h"

#include <array>
#include <cstdio>
#include <memory>
#include <span>
#include <stdexcept>
#include <string_view>

#include "bots/bot.h"
#include "bots/bot_spec.h"
#include "core/rng.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "five35/view.h"
#include "vying/action.h"
#include "vying/hand.h"
#include "vying/random_play.h"
#include "vying/rules.h"
#include "vying/view.h"

namespace cardroom::cli {

namespace {

// The workload's own seed: changing it changes the signature, never the engines.
constexpr std::uint64_t kSeed = 20261204;

// FNV-1a over the words of the actions and moves (as the rulebook writes them, so a change of
// internal encoding alone does not move the signature) and the numbers of the outcomes.
class Checksum {
 public:
  void add(std::string_view text) {
    for (unsigned char c : text) step(c);
    step(0xFF);  // a separator no word contains
    ++events_;
  }
  void add(std::int64_t value) {
    for (int i = 0; i < 8; ++i) step(static_cast<unsigned char>(std::uint64_t(value) >> (8 * i)));
    ++events_;
  }
  Signature result() const { return {hash_, events_}; }

 private:
  void step(unsigned char c) {
    hash_ ^= c;
    hash_ *= 0x100000001b3ULL;
  }
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
  std::int64_t events_ = 0;
};

constexpr std::array<std::int64_t, 6> kStacks{100, 100, 100, 100, 100, 100};

// Vying hands to their payouts: the seat to act and its action word at every decision, then
// every seat's payout. `bot` null: random legal actions.
void vying_hands(Checksum& sum, const vying::Rules& rules, int seats, int hands,
                 bots::VyingBot* bot, Rng& rng) {
  const std::span<const std::int64_t> stacks(kStacks.data(), std::size_t(seats));
  for (int h = 0; h < hands; ++h) {
    vying::Hand hand = vying::Hand::shuffled(rules, stacks, h % seats, rng);
    while (!hand.finished()) {
      const int seat = hand.to_act();
      const vying::Action action = bot ? bot->decide(vying::SeatView(hand, seat), rng)
                                       : vying::random_action(hand.legal(), rng);
      sum.add(std::int64_t(seat));
      sum.add(vying::to_string(action));
      if (!hand.apply(action)) throw std::logic_error("signature: a vying action was refused");
    }
    for (int s = 0; s < seats; ++s) sum.add(hand.payout(s));
  }
}

// Five Three Five games to their end: every move's words, every round's scores. `bot` null:
// random legal moves.
void five35_games(Checksum& sum, int players, int games, bots::Five35Bot* bot, Rng& rng) {
  for (int g = 0; g < games; ++g) {
    five35::Game game(five35::Rules{}, players, g % players, rng.next());
    for (;;) {
      while (!game.round_over()) {
        five35::Move move;
        const int seat = game.round().to_act();
        if (bot) {
          move = bot->decide(five35::View(game.round(), seat), rng);
          if (game.apply(seat, move) != five35::Refusal::kNone)
            throw std::logic_error("signature: a Five Three Five move was refused");
        } else {
          game.play_random(rng, &move);
        }
        sum.add(std::int64_t(seat));
        sum.add(five35::to_words(move));
      }
      for (std::int64_t score : game.scores()) sum.add(score);
      if (game.game_over()) break;
      game.next_round();
    }
  }
}

}  // namespace

Signature bench_signature() {
  Checksum sum;
  Rng rng(kSeed);
  const bots::BotSpec heuristic = bots::parse_bot_spec("heuristic");
  for (const vying::Rules& rules : {vying::seven_twenty_seven(), vying::fifteen_thirty_five()}) {
    for (int seats : {2, 3, 4, 6}) vying_hands(sum, rules, seats, 2000, nullptr, rng);
    auto bot = bots::make_vying_bot(heuristic);
    for (int seats : {2, 6}) vying_hands(sum, rules, seats, 300, bot.get(), rng);
  }
  for (int players : {2, 4, 6}) five35_games(sum, players, 100, nullptr, rng);
  auto bot = bots::make_five35_bot(heuristic);
  five35_games(sum, 4, 20, bot.get(), rng);
  return sum.result();
}

std::string hex(std::uint64_t checksum) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(checksum));
  return text;
}

}  // namespace cardroom::cli
