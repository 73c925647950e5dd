#include "server/hand_replay.h"

#include <set>

namespace cardroom::server {

namespace {

// One step as a spectator sees it, with `own_cards[i]` what seat i itself sees of its cards.
struct Step {
  io::Json view;
  std::vector<io::Json> own_cards;
};

Step step_view(const TableGame& game, const Seats& seats, const std::vector<bool>& dealt,
               int hand, const io::Json& log, const io::Json& by, const io::Json& action) {
  io::Json v = {{"hand", hand},
                {"game", game.game_json(false)},
                {"dealer", game.dealer()},
                {"to_act", game.in_progress() ? io::Json(game.to_act()) : io::Json()},
                {"by", by},
                {"action", action}};
  io::Json entries = io::Json::array();
  for (const auto& s : seats) {
    entries.push_back(s ? io::Json{{"name", s->name}, {"away", false}, {"connected", true}}
                        : io::Json());
  }
  v["seats"] = entries;
  game.fill_view(v, -1, seats, dealt);
  Step step{std::move(v), std::vector<io::Json>(seats.size())};
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (!dealt[i]) continue;
    io::Json own = {{"seats", entries}};
    game.fill_view(own, static_cast<int>(i), seats, dealt);
    step.own_cards[i] = own["seats"][i]["cards"];
  }
  step.view["log"] = log;
  step.view["result"] = nullptr;
  return step;
}

}  // namespace

io::Json replay_hand(const HandReplaySource& source, const io::Json& record,
                     const TableConfig& config, std::optional<int> own, std::string_view lang) {
  std::unique_ptr<TableGame> game = source.before->copy_without_bots(config);
  Seats seats = source.seats;
  const Names who = names_of(seats);
  const int hand = source.hand;

  io::Json log = log_json(game->apply_deal(io::parse_document(source.deal), seats, who), lang);
  std::vector<bool> dealt(seats.size());
  for (std::size_t i = 0; i < seats.size(); ++i) dealt[i] = seats[i] && game->dealt_in(int(i));

  // The last action and the hand's end are one step, as the table showed them.
  const io::Json hand_over = {{"type", "hand-over"}, {"hand", hand}, {"record", record}};
  std::vector<Step> steps;
  steps.push_back(step_view(*game, seats, dealt, hand, log, nullptr, nullptr));
  for (std::size_t k = 0; k < source.words.size(); ++k) {
    const io::Json act = {{"type", "act"}, {"action", source.words[k]}};
    const int by = game->to_act();
    for (const i18n::Said& line : game->apply_act(act, who)) log.push_back(line.in(lang));
    const bool last = k + 1 == source.words.size();
    if (last) {
      for (const i18n::Said& line : game->apply_hand_over(hand_over, seats, dealt, who)) {
        log.push_back(line.in(lang));
      }
    }
    steps.push_back(step_view(*game, seats, dealt, hand, log, by, act.at("action")));
    if (last) steps.back().view["result"] = record.at("result");
  }
  if (source.words.empty()) {  // over at the deal (everyone all-in on the antes): its result
    for (const i18n::Said& line : game->apply_hand_over(hand_over, seats, dealt, who)) {
      log.push_back(line.in(lang));
    }
    steps.push_back(step_view(*game, seats, dealt, hand, log, nullptr, nullptr));
    steps.back().view["result"] = record.at("result");
  }
  // The hands shown at the end, and those played out to the last card (every card of theirs was
  // seen as it was played), lie open at every step.
  std::set<std::size_t> open;
  for (const auto& [seat, cards] : record.at("shown").items()) open.insert(std::stoul(seat));
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (dealt[i] && steps.back().own_cards[i].empty()) open.insert(i);
  }
  if (own && *own >= 0 && std::size_t(*own) < seats.size() && dealt[std::size_t(*own)]) open.insert(std::size_t(*own));
  io::Json list = io::Json::array();
  for (Step& step : steps) {
    for (std::size_t i : open) step.view["seats"][i]["cards"] = std::move(step.own_cards[i]);
    list.push_back(std::move(step.view));
  }
  return {{"hand", hand}, {"steps", std::move(list)}};
}

}  // namespace cardroom::server
