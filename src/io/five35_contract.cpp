// `cardroom rules five-three-five` and `cardroom replay` for one Five Three Five round
// (rulebook §9): read the record strictly, deal, play the actions through the same checker the
// bots and the server use, and print where the round stands.
#include <array>
#include <cstdint>
#include <string>

#include "core/input_error.h"
#include "five35/action_words.h"
#include "five35/deal.h"
#include "five35/game.h"
#include "five35/round.h"
#include "io/contract.h"
#include "io/five35_cards_json.h"
#include "io/five35_record.h"
#include "io/five35_rules_json.h"

namespace cardroom::io {

namespace {

using namespace five35;

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
  for (int s = 0; s < players; ++s) hands.push_back(five35_cards_json(round.hand(s)));
  out["hands"] = hands;
  if (round.meld().empty()) {
    out["meld"] = nullptr;
  } else {
    out["meld"] = Json{{"type", std::string(meld_type_name(round.meld().type()))},
                       {"cards", five35_cards_json(round.meld().cards())}};
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
  Five35Record record = read_five35_record(input);
  const Round round = play_five35_record(record);
  return round_json(round, record.rules, record.round_number, record.scores_before);
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
