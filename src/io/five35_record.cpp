// Five Three Five round records (rulebook §9), read strictly: one reader for `cardroom replay`,
// `replay --show` and the tables that log rounds, and the writer for those logs.
#include "io/five35_record.h"

#include <limits>
#include <string>

#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/deal.h"
#include "io/five35_rules_json.h"

namespace cardroom::io {

using namespace five35;

namespace {

// Totals before the round may be large, but not so large that adding a round overflows.
constexpr std::int64_t kMaxScore = 1'000'000'000'000'000LL;

const Json& required(const Json& input, std::string_view key) {
  auto it = input.find(key);
  if (it == input.end()) {
    std::string message = "input: missing key '";
    message.append(key).append("'");
    throw InputError(message);
  }
  return *it;
}

std::uint64_t read_seed(const Json& value) {
  if (value.is_number_unsigned()) return value.get<std::uint64_t>();
  return std::uint64_t(read_int_in(value, "seed", 0, std::numeric_limits<std::int64_t>::max()));
}

std::string action_place(std::size_t index, const Json& action) {
  std::string place = "action ";
  place.append(std::to_string(index));
  if (action.is_string()) {
    const auto& text = action.get_ref<const std::string&>();
    constexpr std::size_t kShown = 40;  // enough for any real action word
    place.append(" ('").append(text.substr(0, kShown));
    if (text.size() > kShown) place.append("...");
    place.append("')");
  }
  return place;
}

}  // namespace

// The record's deck as rank indices, checked against the copies of each rank.
five35::Deck read_five35_deck(const Json& value, int players) {
  read_array(value, "deck");
  const int copies = copies_for(players);
  Deck deck;
  std::array<int, kRankCount> seen{};
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string where = at_index("deck", i);
    const std::int64_t number = read_int(value[i], where);
    const int index = number < 0 || number > 99 ? -1 : rank_index(int(number));
    if (index < 0) {
      std::string message = where;
      message.append(": ")
          .append(std::to_string(number))
          .append(" is not a rank (the ranks are 1-5, 7-9 and 11-15)");
      throw InputError(message);
    }
    if (++seen[std::size_t(index)] > copies) {
      std::string message = where;
      message.append(": more than ")
          .append(std::to_string(copies))
          .append(" copies of ")
          .append(std::to_string(number))
          .append("; the deck for ")
          .append(std::to_string(players))
          .append(" players has ")
          .append(std::to_string(copies))
          .append(" of each rank");
      throw InputError(message);
    }
    deck.cards[std::size_t(deck.size++)] = std::uint8_t(index);
  }
  return deck;
}

Five35Record read_five35_record(const Json& input) {
  require_object(
      input, "input",
      {"game", "rules", "players", "dealer", "scores", "deck", "seed", "round", "actions"});
  const int players =
      int(read_int_in(required(input, "players"), "players", kMinPlayers, kMaxPlayers));
  Rules rules;
  if (auto it = input.find("rules"); it != input.end()) rules = five35_rules_from_json(*it);
  const int dealer = int(read_int_in(required(input, "dealer"), "dealer", 0, players - 1));

  std::array<std::int64_t, kMaxPlayers> before{};
  if (auto it = input.find("scores"); it != input.end()) {
    read_array(*it, "scores");
    if (it->size() != std::size_t(players)) {
      std::string message = "scores: expected ";
      message.append(std::to_string(players))
          .append(" totals (one per player), got ")
          .append(std::to_string(it->size()));
      throw InputError(message);
    }
    for (std::size_t s = 0; s < it->size(); ++s) {
      before[s] = read_int_in((*it)[s], at_index("scores", s), 0, kMaxScore);
    }
  }

  int round_number = 1;
  if (auto it = input.find("round"); it != input.end()) {
    round_number = int(read_int_in(*it, "round", 1, 2));
    if (round_number == 2 && !two_round_game(rules, players)) {
      throw InputError(
          "round: 2 exists only in a two-player game of two rounds (two_player_rounds 2)");
    }
  }

  const auto deck_it = input.find("deck");
  const auto seed_it = input.find("seed");
  const DealShape shape = deal_shape(players);
  const auto needed = std::size_t(shape.cards_dealt(players));
  Deck deck;
  Hand set_aside;
  std::span<const std::uint8_t> from_top;
  if (deck_it != input.end()) {
    if (seed_it != input.end()) read_seed(*seed_it);  // still checked; the deck decides the deal
    deck = read_five35_deck(*deck_it, players);
    from_top = deck.view();
    if (from_top.size() < needed) {
      std::string message = "deck: ";
      message.append(std::to_string(from_top.size()))
          .append(" cards, but dealing ")
          .append(std::to_string(shape.cards_each))
          .append(" to each of ")
          .append(std::to_string(players))
          .append(" players needs ")
          .append(std::to_string(needed));
      throw InputError(message);
    }
  } else if (seed_it != input.end()) {
    Rng rng(read_seed(*seed_it));
    deck = shuffled_deck(players, rng);
    from_top = deck.view();
    if (round_number == 2) {
      // The second round deals the next cards of the game's one shuffle.
      for (std::uint8_t card : from_top.first(needed)) set_aside.add(card);
      from_top = from_top.subspan(needed);
    }
  } else {
    throw InputError("input: missing key 'deck' (the cards from the top) or 'seed'");
  }

  Five35Record record{rules, players, dealer, round_number, before,
                      Round(rules, players, dealer, deal_cards(players, dealer, from_top), set_aside),
                      Json::array()};
  if (auto it = input.find("actions"); it != input.end()) record.actions = read_array(*it, "actions");
  return record;
}

Round play_five35_record(const Five35Record& record) {
  Round round = record.start;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    play_recorded_action(round, record.actions[i], i);
  }
  return round;
}

Move play_recorded_action(Round& round, const Json& action, std::size_t index) {
  const std::string place = action_place(index, action);
  if (!action.is_string()) {
    std::string message = place;
    message.append(": expected an action word such as \"lead 3 4 5\" or \"pass\"");
    throw InputError(message);
  }
  if (round.finished()) {
    std::string message = place;
    message.append(": the round is over (seat ")
        .append(std::to_string(round.went_out()))
        .append(" went out)");
    throw InputError(message);
  }
  Move move;
  try {
    move = parse_words(action.get<std::string>());
  } catch (const InputError& e) {
    std::string message = place;
    message.append(": ").append(e.what());
    throw InputError(message);
  }
  const int seat = round.to_act();
  const Refusal refusal = round.apply(seat, move);
  if (refusal != Refusal::kNone) {
    std::string message = place;
    message.append(" by seat ")
        .append(std::to_string(seat))
        .append(": ")
        .append(explain(refusal));
    throw InputError(message);
  }
  return move;
}

Five35RoundRecord::Five35RoundRecord(const five35::Game& game)
    : Five35RoundRecord(game.rules(), game.players(), game.round(), game.round_number(),
                        game.scores()) {}

Five35RoundRecord::Five35RoundRecord(const five35::Rules& rules, int players, const Round& round,
                                     int round_number, std::span<const std::int64_t> scores_before)
    : rules_(five35_rules_to_json(rules)),
      players_(players),
      dealer_(round.dealer()),
      round_number_(two_round_game(rules, players) ? round_number : 1) {
  for (std::int64_t score : scores_before) scores_before_.push_back(score);
  // The Game keeps its shuffled deck to itself, but any deck that deals the same hands is the
  // same round: cards go one at a time clockwise from the dealer's left, so give each seat in
  // turn its next card, then the undealt cards.
  std::array<Hand, kMaxPlayers> left{};
  for (int seat = 0; seat < players_; ++seat) left[std::size_t(seat)] = round.hand(seat);
  const int dealt = deal_shape(players_).cards_dealt(players_);
  int seat = (dealer_ + 1) % players_;
  for (int i = 0; i < dealt; ++i) {
    Hand& hand = left[std::size_t(seat)];
    const int card = hand.lowest();
    hand.remove(card);
    deck_.push_back(rank_number(card));
    seat = (seat + 1) % players_;
  }
  const Hand undealt = round.undealt();
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = undealt.count(r); c > 0; --c) deck_.push_back(rank_number(r));
  }
}

void Five35RoundRecord::add(const Move& move) { actions_.push_back(to_words(move)); }

Json Five35RoundRecord::to_json() const {
  Json record = Json::object();
  record["game"] = "five-three-five";
  record["rules"] = rules_;
  record["players"] = players_;
  record["dealer"] = dealer_;
  if (round_number_ == 2) record["round"] = 2;
  record["scores"] = scores_before_;
  record["deck"] = deck_;
  record["actions"] = actions_;
  return record;
}

}  // namespace cardroom::io
