#include "play/five35_record.h"

#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/deal.h"
#include "io/contract.h"
#include "io/five35_rules_json.h"

namespace cardroom::play {

using namespace five35;

Five35RoundRecord::Five35RoundRecord(const five35::Game& game)
    : rules_(io::five35_rules_to_json(game.rules())),
      players_(game.players()),
      dealer_(game.round().dealer()),
      round_number_(two_round_game(game.rules(), game.players()) ? game.round_number() : 1) {
  const Round& round = game.round();
  for (std::int64_t score : game.scores()) scores_before_.push_back(score);
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

io::Json Five35RoundRecord::to_json() const {
  io::Json record = io::Json::object();
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

Five35Replay read_five35_replay(const io::Json& record) {
  // The contract's reader checks everything and names the fault; past it, the record is sound.
  (void)io::five35_replay(record);
  const int players = record.at("players").get<int>();
  const int dealer = record.at("dealer").get<int>();
  Rules rules;
  if (auto it = record.find("rules"); it != record.end()) rules = io::five35_rules_from_json(*it);
  int round_number = 1;
  if (auto it = record.find("round"); it != record.end()) round_number = it->get<int>();
  std::vector<std::int64_t> scores_before(std::size_t(players), 0);
  if (auto it = record.find("scores"); it != record.end()) {
    for (std::size_t s = 0; s < it->size(); ++s) scores_before[s] = (*it)[s].get<std::int64_t>();
  }
  Deck deck;
  Hand set_aside;
  std::span<const std::uint8_t> from_top;
  if (auto it = record.find("deck"); it != record.end()) {
    for (const io::Json& card : *it) {
      deck.cards[std::size_t(deck.size++)] = std::uint8_t(rank_index(card.get<int>()));
    }
    from_top = deck.view();
  } else {
    const io::Json& seed = record.at("seed");
    Rng rng(seed.is_number_unsigned() ? seed.get<std::uint64_t>()
                                      : std::uint64_t(seed.get<std::int64_t>()));
    deck = shuffled_deck(players, rng);
    from_top = deck.view();
    if (round_number == 2) {
      // As the contract does: round 2 deals the next cards of the one shuffle.
      const auto dealt = std::size_t(deal_shape(players).cards_dealt(players));
      for (std::uint8_t card : from_top.first(dealt)) set_aside.add(card);
      from_top = from_top.subspan(dealt);
    }
  }
  std::vector<Move> moves;
  if (auto it = record.find("actions"); it != record.end()) {
    for (const io::Json& action : *it) moves.push_back(parse_words(action.get<std::string>()));
  }
  return Five35Replay{
      Round(rules, players, dealer, deal_cards(players, dealer, from_top), set_aside),
      std::move(moves), std::move(scores_before), round_number};
}

}  // namespace cardroom::play
