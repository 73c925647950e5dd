#include "env/five35_episode.h"

#include <algorithm>

#include "core/input_error.h"
#include "five35/action_words.h"
#include "io/five35_cards_json.h"
#include "io/five35_record.h"
#include "io/five35_rules_json.h"

namespace cardroom::env {

using five35::Move;

Five35Episode::Five35Episode(std::shared_ptr<const Five35Setup> setup, five35::Game game)
    : setup_(std::move(setup)), game_(std::move(game)), dealt_(game_.round()) {}

Five35Episode Five35Episode::seeded(std::shared_ptr<const Five35Setup> setup, std::uint64_t seed,
                                    int dealer) {
  five35::Game game(setup->rules, setup->players, dealer, seed);
  Five35Episode episode(std::move(setup), std::move(game));
  episode.first_dealer_ = dealer;
  episode.seed_ = seed;
  return episode;
}

void Five35Episode::redeal(std::uint64_t seed, int dealer) {
  std::vector<SeatAction> room = std::move(history_);
  std::vector<Five35PastRound> past_room = std::move(past_rounds_);
  *this = seeded(setup_, seed, dealer);
  room.clear();
  past_room.clear();
  history_ = std::move(room);
  past_rounds_ = std::move(past_room);
}

Five35Episode Five35Episode::from_deck(std::shared_ptr<const Five35Setup> setup,
                                       const io::Json& deck_json, int dealer, std::uint64_t seed) {
  const int players = setup->players;
  const five35::Deck deck = io::read_five35_deck(deck_json, players);
  const int rounds = setup->whole_game && five35::two_round_game(setup->rules, players) ? 2 : 1;
  const int needed = rounds * five35::deal_shape(players).cards_dealt(players);
  if (deck.size < needed) {
    throw InputError(
        "deck: " + std::to_string(deck.size) + " cards, but " +
        (rounds == 2 ? "the two rounds of a two-player game deal " : "the deal needs ") +
        std::to_string(needed));
  }
  five35::Game game(setup->rules, players, dealer, deck, seed);
  Five35Episode episode(std::move(setup), std::move(game));
  episode.first_dealer_ = dealer;
  episode.seed_ = seed;
  episode.deck_ = deck_json;
  return episode;
}

Five35Episode Five35Episode::from_game_record(const io::Json& record) {
  if (record.contains("scores") || record.contains("round")) {
    throw InputError(
        "a game record starts at the first deal: it has no \"scores\" or \"round\" (those are "
        "a round record's)");
  }
  // The first deal is checked as a round record's is (keys, players, rules, dealer, deck or
  // seed); the moves are checked as they are played, across the rounds.
  io::Json first = record;
  first.erase("episode");
  first["actions"] = io::Json::array();
  const io::Five35Record dealt = io::read_five35_record(first);
  auto setup = std::make_shared<Five35Setup>();
  setup->rules = dealt.rules;
  setup->players = dealt.players;
  setup->whole_game = true;
  const std::uint64_t seed = record.contains("seed") ? record["seed"].get<std::uint64_t>() : 0;
  Five35Episode episode = record.contains("deck")
                              ? from_deck(setup, record["deck"], dealt.dealer, seed)
                              : seeded(setup, seed, dealt.dealer);
  if (record.contains("actions")) episode.play_words(record["actions"]);
  return episode;
}

void Five35Episode::play_words(const io::Json& actions) {
  if (!actions.is_array()) throw InputError("actions: a list of move words");
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string at = "action " + std::to_string(i);
    if (!actions[i].is_string()) throw InputError(at + ": a move word");
    const std::string word = actions[i].get<std::string>();
    std::string why;
    try {
      why = apply_action(string_to_action(word));
    } catch (const InputError& e) {
      why = e.what();
    }
    if (!why.empty()) throw InputError(at + " ('" + word + "'): " + why);
  }
}

bool Five35Episode::is_terminal() const {
  return setup_->whole_game ? game_.game_over() : game_.round_over();
}

void Five35Episode::legal_actions(std::vector<int>& out) const {
  if (is_terminal()) {
    out.clear();
    return;
  }
  five35::MoveList moves;
  game_.round().legal_moves(moves);
  Five35ActionCodes::legal(moves, out);
}

std::string Five35Episode::apply_action(int code) {
  const auto move = Five35ActionCodes::decode(code);
  if (!move) {
    return "action " + std::to_string(code) + " is not an action code (0 to " +
           std::to_string(Five35ActionCodes::kSize - 1) + ")";
  }
  if (is_terminal()) return setup_->whole_game ? "the game is over" : "the round is over";
  const int seat = game_.round().to_act();
  if (const auto refusal = game_.apply(seat, *move); refusal != five35::Refusal::kNone) {
    return five35::to_words(*move) + ": " + std::string(five35::explain(refusal));
  }
  moved(seat, code);
  return {};
}

void Five35Episode::apply_action_unchecked(int code) {
  const int seat = game_.round().to_act();
  game_.apply_unchecked(*Five35ActionCodes::decode(code));
  moved(seat, code);
}

void Five35Episode::moved(int seat, int code) {
  history_.push_back({seat, code});
  if (setup_->whole_game && game_.round_over() && !game_.game_over()) {
    Five35PastRound& past = past_rounds_.emplace_back();
    past.dealer = dealt_.dealer();
    for (int i = 0; i < game_.players(); ++i) past.dealt[std::size_t(i)] = dealt_.hand(i);
    past.moves_end = history_.size();
    std::copy(game_.scores().begin(), game_.scores().end(), past.scores.begin());
    std::copy(game_.scores().begin(), game_.scores().end(), scores_before_.begin());
    game_.next_round();
    dealt_ = game_.round();
  }
}

std::vector<std::int64_t> Five35Episode::returns() const {
  std::vector<std::int64_t> out(static_cast<std::size_t>(setup_->players), 0);
  if (!is_terminal()) return out;
  for (int seat = 0; seat < setup_->players; ++seat) {
    out[std::size_t(seat)] =
        setup_->whole_game ? -game_.scores()[std::size_t(seat)] : -game_.round().round_points(seat);
  }
  return out;
}

std::string Five35Episode::action_to_string(int code) {
  return Five35ActionCodes::action_to_words(code);
}

int Five35Episode::string_to_action(const std::string& word) {
  const Move move = five35::parse_words(word);
  const auto code = Five35ActionCodes::encode(move);
  if (!code) {
    throw InputError("'" + word +
                     "': no move puts these cards down together (1 to 3 of one rank, "
                     "or 2 or 3 different ranks of one group)");
  }
  return *code;
}

io::Json Five35Episode::to_record() const {
  if (resampled_) {
    throw InputError(
        "a resampled state has no deal of its own to record (record the state it was sampled "
        "from)");
  }
  if (setup_->whole_game) {
    io::Json record = {{"game", "five-three-five"},
                       {"episode", "game"},
                       {"rules", io::five35_rules_to_json(game_.rules())},
                       {"players", game_.players()},
                       {"dealer", first_dealer_},
                       {"seed", seed_}};
    if (!deck_.is_null()) record["deck"] = deck_;
    io::Json actions = io::Json::array();
    for (const SeatAction& a : history_) actions.push_back(action_to_string(a.code));
    record["actions"] = std::move(actions);
    return record;
  }
  io::Five35RoundRecord record(game_.rules(), game_.players(), dealt_, game_.round_number(),
                               std::span(scores_before_.data(), std::size_t(game_.players())));
  for (const auto& move : game_.history()) record.add(move.move);
  return record.to_json();
}

io::Json Five35Episode::observation(int seat) const {
  const five35::View view = game_.view(seat);
  const auto& cards = io::five35_cards_json;
  io::Json seats = io::Json::array();
  for (int i = 0; i < view.players(); ++i) {
    seats.push_back({{"cards", view.hand_size(i)},
                     {"passed", view.passed(i)},
                     {"score", game_.scores()[std::size_t(i)]}});
  }
  io::Json history = io::Json::array();
  for (const auto& move : view.history())
    history.push_back({move.seat, five35::to_words(move.move)});
  const five35::Meld& meld = view.meld();
  return {{"game", "five-three-five"},
          {"seat", seat},
          {"dealer", view.dealer()},
          {"to_act", view.finished() ? io::Json() : io::Json(view.to_act())},
          {"round", game_.round_number()},
          {"hand", cards(view.hand())},
          {"meld", cards(meld.cards())},
          {"meld_type",
           meld.empty() ? io::Json() : io::Json(std::string(five35::meld_type_name(meld.type())))},
          {"trick_leader", view.trick_leader()},
          {"played", cards(view.played())},
          {"set_aside", cards(view.set_aside())},
          {"seats", seats},
          {"history", history}};
}

Five35Episode Five35Episode::resample(int seat, std::uint64_t seed) const {
  Rng rng(seed);
  const five35::Round sample = five35::sample_round(game_.view(seat), rng);
  Five35Episode copy(setup_, game_.resampled(sample, Rng::stream(seed, 1)));
  copy.history_ = history_;
  copy.scores_before_ = scores_before_;
  copy.past_rounds_ = past_rounds_;  // public once each was over
  copy.resampled_ = true;
  return copy;
}

}  // namespace cardroom::env
