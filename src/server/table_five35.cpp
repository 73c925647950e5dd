#include "server/table_five35.h"

#include <algorithm>

#include "advice/advice.h"
#include "advice/advice_json.h"
#include "bots/bot.h"
#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/game.h"
#include "io/five35_cards_json.h"
#include "io/five35_rules_json.h"
#include "i18n/i18n.h"
#include "narration/five35_narration.h"
#include "narration/words.h"
#include "server/table.h"

namespace cardroom::server {

using five35::Move;
using five35::MoveList;

namespace {

narration::Five35Speaker speaker(const Names& who, int seat) {
  return {who[std::size_t(seat)], false};
}

std::string short_name(const Names& who, int seat) {
  return narration::short_name(who[std::size_t(seat)]);
}

// "Game over: Bea wins." — or, when `too_few` players are left to go on, says so first.
std::string game_over_line(const std::vector<std::string>& winners, bool too_few) {
  const std::string names = narration::joined_names(winners);
  if (too_few) {
    if (winners.empty()) return i18n::tr("Game over: too few players are left. Nobody wins.");
    return winners.size() == 1
               ? i18n::tr("Game over: too few players are left. {name} wins.", {{"name", names}})
               : i18n::tr("Game over: too few players are left. {names} win.", {{"names", names}});
  }
  if (winners.empty()) return i18n::tr("Game over: nobody wins.");
  return winners.size() == 1 ? i18n::tr("Game over: {name} wins.", {{"name", names}})
                             : i18n::tr("Game over: {names} win.", {{"names", names}});
}

}  // namespace

Five35TableGame::Five35TableGame(const TableConfig& config)
    : rules_(config.five35_rules), next_game_rules_(config.five35_rules), bots_(static_cast<std::size_t>(config.seats)) {}

Five35TableGame::~Five35TableGame() = default;

// --- seating ---------------------------------------------------------------------------------

void Five35TableGame::seated(int seat, const TableSeat& s) {
  if (s.bot) bots_[std::size_t(seat)] = bots::make_five35_bot(*s.bot);
}

// A player who leaves the table leaves the game; their total stays in its record.
void Five35TableGame::emptied(int seat) {
  bots_[std::size_t(seat)].reset();
  if (Member* m = member_at(seat)) m->left = true;
}

// A game that fewer than two players are still in ends; whoever is left wins it.
io::Json Five35TableGame::after_leaving(const Seats&) const {
  if (!game_on_ || in_progress()) return nullptr;
  io::Json winners = io::Json::array();
  for (const Member& m : members_) {
    if (!m.left) winners.push_back(m.seat);
  }
  if (winners.size() >= 2) return nullptr;
  return {{"type", "game-over"},
          {"game", game_number_},
          {"winners", winners},
          {"finished_game", game_entry(members_, winners)}};
}

// --- the round in play -------------------------------------------------------------------------

int Five35TableGame::player_of(int seat) const {
  const auto it = std::find(players_.begin(), players_.end(), seat);
  return it == players_.end() ? -1 : static_cast<int>(it - players_.begin());
}

int Five35TableGame::member_index(int seat) const {
  for (std::size_t i = 0; i < members_.size(); ++i) {
    if (members_[i].seat == seat && !members_[i].left) return static_cast<int>(i);
  }
  return -1;
}

Five35TableGame::Member* Five35TableGame::member_at(int seat) {
  const int i = member_index(seat);
  return i < 0 ? nullptr : &members_[std::size_t(i)];
}

const Five35TableGame::Member* Five35TableGame::member_at(int seat) const {
  const int i = member_index(seat);
  return i < 0 ? nullptr : &members_[std::size_t(i)];
}

std::vector<std::string> Five35TableGame::legal_words() const {
  MoveList moves;
  round_->legal_moves(moves);
  std::vector<std::string> words;
  for (const Move& move : moves) words.push_back(five35::to_words(move));
  return words;
}

std::string Five35TableGame::checked_word(int seat, const std::string& text) const {
  Move move;
  try {
    move = five35::parse_words(text);
  } catch (const InputError& e) {
    throw TableError(400, {"not-an-action", {{"text", text}}}, e.what());
  }
  const five35::Refusal refusal = round_->check(player_of(seat), move);
  if (refusal != five35::Refusal::kNone)
    throw TableError(409, {std::string(five35::code(refusal)), {{"action", text}}},
                     std::string(five35::explain(refusal)));
  return five35::to_words(move);
}

// Pass when passing is legal; a leader, who may not pass, leads the lowest single held (the
// first lead the move generator lists).
std::string Five35TableGame::default_word() const {
  MoveList moves;
  round_->legal_moves(moves);
  if (moves.contains(Move::pass())) return five35::to_words(Move::pass());
  return five35::to_words(moves[0]);
}

std::string Five35TableGame::bot_word(int seat, Rng& rng) {
  bots::Five35Bot& bot = *bots_[std::size_t(seat)];
  // A game that has lost players since it began can be smaller than a bot's model (learned):
  // that bot plays as an away player does until the next game, which waits for its size.
  if (!bot.table_refusal(round_->players()).empty()) return default_word();
  const five35::View view(*round_, player_of(seat), history_);
  return five35::to_words(bot.decide(view, rng));
}

std::function<io::Json()> Five35TableGame::advice_task(int seat, std::uint64_t seed) const {
  const int player = player_of(seat);
  if (!in_progress() || player < 0) {
    throw TableError(409, {"no-advice-out-of-hand", {{"seat", seat}}},
                     "seat " + std::to_string(seat) + " is not in a round in play: no advice to give");
  }
  return [view = five35::View(*round_, player, history_), seat, seed] {
    advice::AdviceOptions options;
    options.seed = seed;
    io::Json advice = advice::advice_json(advice::advise(view, options));
    advice["seat"] = seat;  // the table's seat, not the round's player number
    return advice;
  };
}

// --- the round's end -----------------------------------------------------------------------------

// The command-line contract's round output (rulebook §9) at the round's end, with seats for
// players: per-seat arrays (null for a seat not in the round), `shown` the hands that scored, and
// where the round stands in its game.
io::Json Five35TableGame::result_json(const Seats& seats) const {
  const std::size_t n = bots_.size();
  io::Json hands(n, nullptr), points(n, nullptr), scores(n, nullptr);
  io::Json shown = io::Json::object();
  std::vector<std::int64_t> totals, staying;  // staying: totals of those not leaving
  std::vector<int> staying_seats;
  for (std::size_t p = 0; p < players_.size(); ++p) {
    const int seat = players_[p];
    const five35::Hand hand = round_->hand(static_cast<int>(p));
    const std::int64_t total = scores_before_[p] + round_->round_points(static_cast<int>(p));
    hands[std::size_t(seat)] = io::five35_cards_json(hand);
    points[std::size_t(seat)] = round_->round_points(static_cast<int>(p));
    scores[std::size_t(seat)] = total;
    if (!hand.empty()) shown[std::to_string(seat)] = io::five35_cards_json(hand);
    totals.push_back(total);
    if (seats[std::size_t(seat)] && !seats[std::size_t(seat)]->leaving) {
      staying.push_back(total);
      staying_seats.push_back(seat);
    }
  }
  // The rulebook's end (the target, or a two-player game's two rounds); a game that started with
  // more players and is down to two plays on to the target.
  five35::Rules rules = round_->rules();
  if (!two_rounds_) rules.two_player_rounds = 0;
  const bool by_rules =
      five35::game_ends_after_round(rules, round_->players(), round_number_, totals);
  const bool game_over = by_rules || staying.size() < 2;
  io::Json winners = io::Json::array();
  if (game_over) {
    const std::uint8_t lowest = five35::lowest_totals(staying);
    for (std::size_t i = 0; i < staying_seats.size(); ++i) {
      if ((lowest >> i) & 1u) winners.push_back(staying_seats[i]);
    }
  }
  io::Json players = io::Json::array();
  for (int seat : players_) players.push_back(seat);
  return {{"finished", true},
          {"to_act", nullptr},
          {"legal", io::Json::array()},
          {"hands", hands},
          {"meld", nullptr},
          {"trick_leader", players_[std::size_t(round_->trick_leader())]},
          {"went_out", players_[std::size_t(round_->went_out())]},
          {"round_points", points},
          {"scores", scores},
          {"game_over", game_over},
          {"winners", winners},
          {"game_end", !game_over    ? io::Json()
                       : !by_rules   ? io::Json("players left")
                       : two_rounds_ ? io::Json("two rounds")
                                     : io::Json("target score")},
          {"shown", shown},
          {"players", players},
          {"round", round_number_},
          {"game_number", game_number_}};
}

io::Json Five35TableGame::hand_record(int hand, const Seats& seats) const {
  const io::Json result = result_json(seats);
  io::Json stacks(bots_.size(), nullptr);  // the scores at the round's start
  for (std::size_t p = 0; p < players_.size(); ++p) {
    stacks[std::size_t(players_[p])] = scores_before_[p];
  }
  return {{"hand", hand},
          {"game", "five-three-five"},
          {"rules", io::five35_rules_to_json(round_->rules())},
          {"dealer", dealer()},
          {"stacks", stacks},
          {"actions", words_},
          {"shown", result.at("shown")},
          {"result", result}};
}

// --- between rounds ------------------------------------------------------------------------------

// Whether the next round starts a game: none is on, or the one on is of bots alone and a person
// is waiting (nobody waits for bots to finish a game among themselves; theirs is dropped).
bool Five35TableGame::fresh_game(const Seats& seats) const {
  if (!game_on_) return true;
  for (const Member& m : members_) {
    const auto& s = seats[std::size_t(m.seat)];
    if (!m.left && s && !s->bot) return false;
  }
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] && !seats[i]->bot && !seats[i]->leaving && !member_at(static_cast<int>(i))) {
      return true;
    }
  }
  return false;
}

std::vector<int> Five35TableGame::next_players(const Seats& seats) const {
  const bool fresh = fresh_game(seats);
  std::vector<int> players;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const int seat = static_cast<int>(i);
    if (!fresh ? member_at(seat) != nullptr
               : seats[i] && !seats[i]->leaving && !seats[i]->sitting_out) {
      players.push_back(seat);
    }
  }
  return players;
}

bool Five35TableGame::can_deal(const Seats& seats) const {
  const std::vector<int> players = next_players(seats);
  if (players.size() < std::size_t(five35::kMinPlayers)) return false;
  // A new game waits for as many players as every seated bot can play with (a learned model of
  // one table size), rather than dealing a round that would halt at the bot's turn. A game under
  // way that has lost players plays on (bot_word).
  if (!fresh_game(seats)) return true;
  for (int seat : players) {
    const auto& bot = bots_[std::size_t(seat)];
    if (bot && !bot->table_refusal(static_cast<int>(players.size())).empty()) return false;
  }
  return true;
}

// The deal passes one seat to the left each round, and from one game to the next.
int Five35TableGame::next_dealer(const Seats& seats) const {
  const std::vector<int> players = next_players(seats);
  const int n = static_cast<int>(seats.size());
  const int last = dealt() ? dealer() : n - 1;
  for (int step = 1; step <= n; ++step) {
    const int seat = (last + step) % n;
    if (std::find(players.begin(), players.end(), seat) != players.end()) return seat;
  }
  return players.front();
}

io::Json Five35TableGame::deal_event(int hand, const Seats& seats, Rng& rng) const {
  const std::vector<int> players = next_players(seats);
  const int count = static_cast<int>(players.size());
  const bool new_game = fresh_game(seats);
  const int round = new_game ? 1 : round_number_ + 1;
  // The second round of a two-round game deals the next cards of the first round's shuffle.
  const bool second_of_two = !new_game && two_rounds_ && round == 2;
  const five35::Deck deck = second_of_two ? deck_ : five35::shuffled_deck(count, rng);
  io::Json deck_json = io::Json::array();
  for (std::uint8_t card : deck.view()) deck_json.push_back(five35::rank_number(card));
  io::Json stacks(seats.size(), nullptr);  // the scores at the round's start
  for (int seat : players) stacks[std::size_t(seat)] = new_game ? 0 : member_at(seat)->score;
  return {{"type", "deal"},
          {"hand", hand},
          {"game", "five-three-five"},
          {"rules", io::five35_rules_to_json(new_game ? next_game_rules_ : rules_)},
          {"dealer", next_dealer(seats)},
          {"players", players},
          {"stacks", stacks},
          {"deck", deck_json},
          {"from", second_of_two ? five35::deal_shape(count).cards_dealt(count) : 0},
          {"game_number", new_game ? game_number_ + 1 : game_number_},
          {"round", round}};
}

// --- applying events
// ------------------------------------------------------------------------------

std::vector<i18n::Said> Five35TableGame::apply_deal(const io::Json& e, const Seats& seats,
                                                    const Names& who) {
  const five35::Rules rules = io::five35_rules_from_json(e.at("rules"), "rules");
  players_ = e.at("players").get<std::vector<int>>();
  const int count = static_cast<int>(players_.size());
  five35::Deck deck;
  for (const io::Json& card : e.at("deck")) {
    deck.cards[std::size_t(deck.size++)] = std::uint8_t(five35::rank_index(card.get<int>()));
  }
  std::vector<i18n::Said> log;
  round_number_ = e.at("round").get<int>();
  if (round_number_ == 1) {
    game_number_ = e.at("game_number").get<int>();
    game_on_ = true;
    rules_ = rules;
    two_rounds_ = five35::two_round_game(rules, count);
    deck_ = deck;
    members_.clear();
    std::vector<std::string> names;
    for (int seat : players_) {
      members_.push_back({seat, seats[std::size_t(seat)]->name, 0, false});
      names.push_back(short_name(who, seat));
    }
    log.push_back(i18n::said([&] {
      const i18n::Values values{{"game", std::to_string(game_number_)},
                                {"players", narration::joined_names(names)},
                                {"target", std::to_string(rules.target_score)}};
      return two_rounds_
                 ? i18n::tr("Game {game}: {players} play two rounds; the lowest total wins.", values)
                 : i18n::tr("Game {game}: {players} play to {target} points; the lowest total "
                            "wins.",
                            values);
    }));
  }
  const auto from = e.at("from").get<std::size_t>();
  five35::Hand set_aside;  // everyone knows the first round's cards are out of the second
  for (std::uint8_t card : deck.view().first(from)) set_aside.add(card);
  const int dealer = player_of(e.at("dealer").get<int>());
  round_.emplace(rules, count, dealer, five35::deal_cards(count, dealer, deck.view().subspan(from)),
                 set_aside);
  scores_before_.clear();
  for (int seat : players_) scores_before_.push_back(member_at(seat)->score);
  history_.clear();
  words_.clear();
  log.push_back(i18n::said([&] {
    return i18n::tr("{dealer} deals round {round} and leads.",
                    {{"dealer", short_name(who, players_[std::size_t(dealer)])},
                     {"round", std::to_string(round_number_)}});
  }));
  return log;
}

std::vector<i18n::Said> Five35TableGame::apply_act(const io::Json& e, const Names& who) {
  const std::string word = e.at("action").get<std::string>();
  const Move move = five35::parse_words(word);
  const int player = round_->to_act();
  const int seat = players_[std::size_t(player)];
  const five35::Meld before = round_->meld();
  const five35::PlayResult result = round_->apply_unchecked(move);
  history_.push_back({player, move});
  words_.push_back(word);
  // The log is public: it names only cards put on the table.
  const five35::Meld after =
      move.action == five35::Action::kPass ? before : meld_after(before, move);
  const int winner =
      result.trick_winner() >= 0 ? players_[std::size_t(result.trick_winner())] : seat;
  return i18n::said_lines([&] {
    std::vector<std::string> lines{narration::narrate_move(speaker(who, seat), move, before)};
    const std::string told =
        narration::narrate_result(result, speaker(who, seat), speaker(who, winner), after);
    if (!told.empty()) lines.push_back(told);
    return lines;
  });
}

std::vector<i18n::Said> Five35TableGame::apply_hand_over(const io::Json& e, Seats&,
                                                         const std::vector<bool>&,
                                                         const Names& who) {
  std::vector<i18n::Said> lines;
  for (std::size_t p = 0; p < players_.size(); ++p) {
    const int seat = players_[p];
    const std::int64_t points = round_->round_points(static_cast<int>(p));
    Member* m = member_at(seat);
    m->score += points;
    const five35::Hand hand = round_->hand(static_cast<int>(p));
    if (hand.empty()) continue;
    lines.push_back(i18n::said([&] {
      return i18n::trn("{name} is left with {cards}: {n} point, {total} in all.",
                       "{name} is left with {cards}: {n} points, {total} in all.", points,
                       {{"name", short_name(who, seat)},
                        {"cards", five35::cards_text(hand)},
                        {"total", std::to_string(m->score)}});
    }));
  }
  const io::Json& result = e.at("record").at("result");
  if (result.at("game_over").get<bool>()) {
    const std::vector<std::string> winners = end_game(result.at("winners"));
    lines.push_back(i18n::said([&] { return game_over_line(winners, false); }));
  }
  return lines;
}

// `game-over`: the game ends between rounds because fewer than two of its players are left.
std::vector<i18n::Said> Five35TableGame::apply_other(const io::Json& e, io::Json& result) {
  if (e.at("type") != "game-over") return {};
  const std::vector<std::string> winners = end_game(e.at("winners"));
  if (result.is_object()) {
    result["game_over"] = true;
    result["winners"] = e.at("winners");
    result["game_end"] = "players left";
  }
  return {i18n::said([&] { return game_over_line(winners, true); })};
}

std::vector<std::string> Five35TableGame::end_game(const io::Json& winners) {
  game_on_ = false;
  std::vector<std::string> names;
  for (const io::Json& seat : winners) {
    if (const Member* m = member_at(seat.get<int>())) names.push_back(narration::short_name(m->name));
  }
  return names;
}

// The round just finished ends the game: its totals are the members' after this round's points,
// which the hand-over adds when it is applied.
io::Json Five35TableGame::finished_game(const io::Json& hand_record) const {
  const io::Json& result = hand_record.at("result");
  if (!result.at("game_over").get<bool>()) return nullptr;
  std::vector<Member> after = members_;
  for (std::size_t p = 0; p < players_.size(); ++p) {
    const int i = member_index(players_[p]);
    if (i >= 0) after[std::size_t(i)].score += round_->round_points(static_cast<int>(p));
  }
  return game_entry(after, result.at("winners"));
}

io::Json Five35TableGame::game_entry(const std::vector<Member>& members,
                                     const io::Json& winner_seats) const {
  io::Json winner_names = io::Json::array();
  for (const io::Json& seat : winner_seats) {
    for (const Member& m : members) {
      if (m.seat == seat.get<int>() && !m.left) winner_names.push_back(m.name);
    }
  }
  return {{"game", game_number_}, {"winners", winner_names}, {"scores", scores_json(members)}};
}

// --- reading ---------------------------------------------------------------------------------

io::Json Five35TableGame::scores_json(const std::vector<Member>& members) {
  io::Json scores = io::Json::array();
  for (const Member& m : members) {
    scores.push_back({{"seat", m.seat}, {"name", m.name}, {"score", m.score}});
  }
  return scores;
}

void Five35TableGame::fill_view(io::Json& view, int viewer, const Seats& seats,
                                const std::vector<bool>& dealt) const {
  const bool over = round_ && round_->finished();  // the hands that scored are shown
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i]) continue;
    const int seat = static_cast<int>(i);
    const Member* member = member_at(seat);
    io::Json cards = io::Json::array();
    if (dealt[i]) {
      const five35::Hand hand = round_->hand(player_of(seat));
      if (seat == viewer || over) {
        cards = io::five35_cards_json(hand);
      } else {
        for (int c = hand.size(); c > 0; --c) cards.push_back("??");
      }
    }
    io::Json& entry = view["seats"][i];
    entry["stack"] = nullptr;
    entry["score"] = member ? io::Json(member->score) : io::Json();
    entry["in_hand"] = bool(dealt[i]);
    entry["up"] = io::Json(cards.size(), false);
    entry["cards"] = std::move(cards);
    entry["frozen"] = false;
  }
  view["pots"] = io::Json::array();
  io::Json meld, passed = io::Json::array();
  if (in_progress()) {
    if (!round_->meld().empty()) {
      meld = {{"type", std::string(five35::meld_type_name(round_->meld().type()))},
              {"cards", io::five35_cards_json(round_->meld().cards())},
              {"by", players_[std::size_t(round_->last_player())]}};
    }
    for (std::size_t p = 0; p < players_.size(); ++p) {
      if (round_->passed(static_cast<int>(p))) passed.push_back(players_[p]);
    }
  }
  view["meld"] = meld;
  view["passed"] = passed;
  view["trick_leader"] =
      round_ ? io::Json(players_[std::size_t(round_->trick_leader())]) : io::Json();
  view["round"] = round_ ? io::Json(round_number_) : io::Json();
  view["game_number"] = game_number_ > 0 ? io::Json(game_number_) : io::Json();
  view["target_score"] = rules_.target_score;
}

// Games are numbered one after the other and each ends once, so the last kLedgerGames finished
// are those numbered above `played` less that many: the ledger reads no more of the store than
// it shows, however long the evening (the rest: GET …/games).
void Five35TableGame::fill_ledger(io::Json& ledger, const GamesReader& finished_games) const {
  ledger["scores"] = scores_json(members_);
  const int played = game_on_ ? game_number_ - 1 : game_number_;
  ledger["games_played"] = played;
  ledger["games"] = finished_games(std::max(0, played - Table::kLedgerGames), Table::kLedgerGames);
}

// --- replaying ------------------------------------------------------------------------------

// A round after the first goes on from the game's players and totals.
std::unique_ptr<TableGame> Five35TableGame::copy_without_bots(const TableConfig& config) const {
  auto copy = std::make_unique<Five35TableGame>(config);
  copy->game_number_ = game_number_;
  copy->game_on_ = game_on_;
  copy->two_rounds_ = two_rounds_;
  copy->round_number_ = round_number_;
  copy->members_ = members_;
  copy->deck_ = deck_;
  copy->rules_ = rules_;
  copy->next_game_rules_ = next_game_rules_;
  return copy;
}

}  // namespace cardroom::server

namespace cardroom::server {

// --- snapshots ------------------------------------------------------------------------------

// A game runs over several rounds: its players, totals, rules and first shuffle (which a
// two-player game's second round is dealt on from) carry over between rounds. The games before
// it are not in the state: the store keeps them (finished_game).
io::Json Five35TableGame::snapshot() const {
  io::Json members = io::Json::array();
  for (const Member& m : members_) {
    members.push_back({{"seat", m.seat}, {"name", m.name}, {"score", m.score}, {"left", m.left}});
  }
  io::Json deck = io::Json::array();
  for (std::uint8_t card : deck_.view()) deck.push_back(five35::rank_number(card));
  return {{"game_number", game_number_},
          {"game_on", game_on_},
          {"two_rounds", two_rounds_},
          {"round_number", round_number_},
          {"members", members},
          {"rules", io::five35_rules_to_json(rules_)},
          {"next_game_rules", io::five35_rules_to_json(next_game_rules_)},
          {"deck", deck}};
}

void Five35TableGame::restore_snapshot(const io::Json& state) {
  game_number_ = state.at("game_number").get<int>();
  game_on_ = state.at("game_on").get<bool>();
  two_rounds_ = state.at("two_rounds").get<bool>();
  round_number_ = state.at("round_number").get<int>();
  members_.clear();
  for (const io::Json& m : state.at("members")) {
    members_.push_back({m.at("seat").get<int>(), m.at("name").get<std::string>(),
                        m.at("score").get<std::int64_t>(), m.at("left").get<bool>()});
  }
  // A state saved before version 7 of the store also lists the finished games ("games"): the
  // migration copied them into the store, which keeps them now.
  rules_ = io::five35_rules_from_json(state.at("rules"), "rules");
  next_game_rules_ = io::five35_rules_from_json(state.at("next_game_rules"), "next_game_rules");
  deck_ = five35::Deck{};
  for (const io::Json& card : state.at("deck")) {
    deck_.cards[std::size_t(deck_.size++)] = std::uint8_t(five35::rank_index(card.get<int>()));
  }
}

}  // namespace cardroom::server
