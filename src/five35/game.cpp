#include "five35/game.h"

#include <algorithm>

namespace cardroom::five35 {

bool game_ends_after_round(const Rules& rules, int players, int round_number,
                           std::span<const std::int64_t> totals) {
  if (two_round_game(rules, players)) return round_number >= 2;
  return std::any_of(totals.begin(), totals.end(),
                     [&](std::int64_t total) { return total >= rules.target_score; });
}

std::uint8_t lowest_totals(std::span<const std::int64_t> totals) {
  if (totals.empty()) return 0;
  const std::int64_t best = *std::min_element(totals.begin(), totals.end());
  std::uint8_t mask = 0;
  for (std::size_t i = 0; i < totals.size(); ++i) {
    if (totals[i] == best) mask = std::uint8_t(mask | (1u << i));
  }
  return mask;
}

namespace {

// The first round of a game, dealt from the top of `deck`; `Round` has no default state.
Round first_round(const Rules& rules, int players, int dealer, const Deck& deck) {
  const auto dealt = std::size_t(deal_shape(players).cards_dealt(players));
  const auto from_top = two_round_game(rules, players) ? deck.view().first(dealt) : deck.view();
  return Round(rules, players, dealer, deal_cards(players, dealer, from_top));
}

// The same from a new shuffle by `rng`, which `deck` receives: shuffled and dealt in one pass.
Round first_round(const Rules& rules, int players, int dealer, Rng& rng, Deck& deck) {
  ShuffledDeal shuffled = shuffle_and_deal(players, dealer, rng);
  deck = shuffled.deck;
  // A two-round game keeps the cards after the first round's for the second: dealt from the
  // first round's cards alone, as above, it has none undealt.
  if (two_round_game(rules, players)) shuffled.deal.undealt = Hand{};
  return Round(rules, players, dealer, shuffled.deal);
}

}  // namespace

Game::Game(const Rules& rules, int players, int first_dealer, std::uint64_t seed)
    : rules_(rules),
      players_(players),
      rng_(seed),
      round_(first_round(rules, players, first_dealer, rng_, deck_)) {}

Game::Game(const Rules& rules, int players, int first_dealer, const Deck& deck, std::uint64_t seed)
    : rules_(rules),
      players_(players),
      rng_(seed),
      deck_(deck),
      round_(first_round(rules, players, first_dealer, deck_)) {}

void Game::deal_round(int dealer) {
  const auto dealt = std::size_t(deal_shape(players_).cards_dealt(players_));
  if (two_round_game(rules_, players_)) {
    // Round 2 deals the next cards of the first round's shuffle; everyone knows the first
    // round's cards are out of it (played, or shown when the hands were scored).
    Hand first_round_cards;
    for (std::uint8_t card : deck_.view().first(dealt)) first_round_cards.add(card);
    round_ = Round(rules_, players_, dealer,
                   deal_cards(players_, dealer, deck_.view().subspan(dealt)), first_round_cards);
    return;
  }
  const ShuffledDeal shuffled = shuffle_and_deal(players_, dealer, rng_);
  deck_ = shuffled.deck;
  round_ = Round(rules_, players_, dealer, shuffled.deal);
}

void Game::score_round() {
  for (int seat = 0; seat < players_; ++seat)
    scores_[std::size_t(seat)] += round_.round_points(seat);
  game_over_ = game_ends_after_round(rules_, players_, round_number_, scores());
}

Refusal Game::apply(int seat, const Move& move, PlayResult* result) {
  const Refusal refusal = round_.check(seat, move);
  if (refusal != Refusal::kNone) return refusal;
  const PlayResult played = apply_unchecked(move);
  if (result) *result = played;
  return Refusal::kNone;
}

PlayResult Game::apply_unchecked(const Move& move) {
  history_.push_back({round_.to_act(), move});
  const PlayResult result = round_.apply_unchecked(move);
  if (result.round_over()) score_round();
  return result;
}

PlayResult Game::play_random(Rng& rng, Move* made) {
  const int seat = round_.to_act();
  Move move;
  const PlayResult result = round_.play_random(rng, &move);
  history_.push_back({seat, move});
  if (made) *made = move;
  if (result.round_over()) score_round();
  return result;
}

Game Game::resampled(const Round& sample, Rng rng) const {
  Game copy = *this;
  copy.round_ = sample;
  copy.rng_ = rng;
  if (two_round_game(rules_, players_) && round_number_ == 1) {
    // Round 2 deals the rest of this shuffle: the cards of round 1 as the sample has them (in
    // any order: only which cards they are matters), then the sample's undealt cards shuffled.
    Deck deck;
    const auto append = [&deck](Hand cards) {
      for (int r = 0; r < kRankCount; ++r) {
        for (int c = cards.count(r); c > 0; --c) deck.cards[std::size_t(deck.size++)] = std::uint8_t(r);
      }
    };
    Hand dealt = sample.played();
    for (int seat = 0; seat < players_; ++seat) dealt += sample.hand(seat);
    append(dealt);
    const int first = deck.size;
    append(sample.undealt());
    copy.rng_.shuffle(std::span<std::uint8_t>(deck.cards.data() + first, std::size_t(deck.size - first)));
    copy.deck_ = deck;
  }
  return copy;
}

void Game::next_round() {
  if (!round_.finished() || game_over_) return;
  ++round_number_;
  history_.clear();
  deal_round((round_.dealer() + 1) % players_);
}

}  // namespace cardroom::five35
