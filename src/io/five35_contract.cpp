// `cardroom rules five-three-five` and `cardroom replay` for one Five Three Five round
// (rulebook §9): read the record strictly, deal, play the actions through the same checker the
// bots and the server use, and print where the round stands.
#include <array>
#include <cstdint>
#include <limits>
#include <string>

#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/game.h"
#include "five35/round.h"
#include "io/contract.h"
#include "io/five35_rules_json.h"

namespace cardroom::io {

namespace {

using namespace five35;

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

// The record's deck as rank indices, checked against the copies of each rank.
Deck read_deck(const Json& value, int players) {
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

Json cards_json(Hand cards) {
  Json list = Json::array();
  for (int r = 0; r < kRankCount; ++r) {
    for (int c = cards.count(r); c > 0; --c) list.push_back(rank_number(r));
  }
  return list;
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

// Errors are printed as one line: control characters echoed from the input must not split it.
std::string one_line(std::string_view text) {
  std::string line(text);
  for (char& c : line) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  }
  return line;
}

Json round_json(const Round& round, const Rules& rules, int round_number,
                const std::array<std::int64_t, kMaxPlayers>& before) {
  const int players = round.players();
  Json out = Json::object();
  out["finished"] = round.finished();
  out["to_act"] = round.finished() ? Json(nullptr) : Json(round.to_act());
  Json legal = Json::array();
  MoveList moves;
  round.legal_moves(moves);
  for (const Move& move : moves) legal.push_back(to_words(move));
  out["legal"] = legal;
  Json hands = Json::array();
  for (int s = 0; s < players; ++s) hands.push_back(cards_json(round.hand(s)));
  out["hands"] = hands;
  if (round.meld().empty()) {
    out["meld"] = nullptr;
  } else {
    out["meld"] = Json{{"type", std::string(meld_type_name(round.meld().type()))},
                       {"cards", cards_json(round.meld().cards())}};
  }
  out["trick_leader"] = round.trick_leader();
  out["went_out"] = round.finished() ? Json(round.went_out()) : Json(nullptr);
  std::array<std::int64_t, kMaxPlayers> totals{};
  Json points = Json::array();
  Json scores = Json::array();
  for (int s = 0; s < players; ++s) {
    totals[std::size_t(s)] = before[std::size_t(s)] + round.round_points(s);
    points.push_back(round.round_points(s));
    scores.push_back(totals[std::size_t(s)]);
  }
  out["round_points"] = points;
  out["scores"] = scores;
  const std::span<const std::int64_t> total_span(totals.data(), std::size_t(players));
  const bool over =
      round.finished() && game_ends_after_round(rules, players, round_number, total_span);
  out["game_over"] = over;
  Json winners = Json::array();
  if (over) {
    const std::uint8_t mask = lowest_totals(total_span);
    for (int s = 0; s < players; ++s) {
      if ((mask >> s) & 1u) winners.push_back(s);
    }
  }
  out["winners"] = winners;
  return out;
}

}  // namespace

Json five35_rules_preset() { return five35_rules_to_json(Rules{}); }

namespace {

Json replay(const Json& input) {
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
    deck = read_deck(*deck_it, players);
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

  Round round(rules, players, dealer, deal_cards(players, dealer, from_top), set_aside);

  if (auto it = input.find("actions"); it != input.end()) {
    read_array(*it, "actions");
    for (std::size_t i = 0; i < it->size(); ++i) {
      const Json& action = (*it)[i];
      const std::string place = action_place(i, action);
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
      const Refusal refusal = round.play(seat, move);
      if (refusal != Refusal::kNone) {
        std::string message = place;
        message.append(" by seat ")
            .append(std::to_string(seat))
            .append(": ")
            .append(explain(refusal));
        throw InputError(message);
      }
    }
  }
  return round_json(round, rules, round_number, before);
}

}  // namespace

Json five35_replay(const Json& input) {
  try {
    return replay(input);
  } catch (const InputError& e) {
    throw InputError(one_line(e.what()));
  }
}

}  // namespace cardroom::io
