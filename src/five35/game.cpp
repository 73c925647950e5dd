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

// The first round of a game starts from a fresh shuffle; `Round` has no default state.
Round first_round(const Rules& rules, int players, int dealer, Rng& rng, Deck& deck) {
  deck = shuffled_deck(players, rng);
  const auto dealt = std::size_t(deal_shape(players).cards_dealt(players));
  const auto from_top = two_round_game(rules, players) ? deck.view().first(dealt) : deck.view();
  return Round(rules, players, dealer, deal_cards(players, dealer, from_top));
}

}  // namespace

Game::Game(const Rules& rules, int players, int first_dealer, std::uint64_t seed)
    : rules_(rules),
      players_(players),
      rng_(seed),
      round_(first_round(rules, players, first_dealer, rng_, deck_)) {}

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
  deck_ = shuffled_deck(players_, rng_);
  round_ = Round(rules_, players_, dealer, deal_cards(players_, dealer, deck_.view()));
}

void Game::score_round() {
  for (int seat = 0; seat < players_; ++seat)
    scores_[std::size_t(seat)] += round_.round_points(seat);
  game_over_ = game_ends_after_round(rules_, players_, round_number_, scores());
}

Refusal Game::play(int seat, const Move& move, PlayResult* result) {
  const Refusal refusal = round_.check(seat, move);
  if (refusal != Refusal::kNone) return refusal;
  const PlayResult played = apply(move);
  if (result) *result = played;
  return Refusal::kNone;
}

PlayResult Game::apply(const Move& move) {
  history_.push_back({round_.to_act(), move});
  const PlayResult result = round_.apply(move);
  if (result.round_over()) score_round();
  return result;
}

void Game::next_round() {
  if (!round_.finished() || game_over_) return;
  ++round_number_;
  history_.clear();
  deal_round((round_.dealer() + 1) % players_);
}

}  // namespace cardroom::five35
