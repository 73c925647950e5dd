// A table's state between hands as JSON (Table::snapshot_state), and a table restored from it
// (Table::restore with a state). Taken just before each deal and saved with it, so the state
// never holds a hand in play: the deal that follows brings the hand, its log and its result.
// What the deal replaces (the last hand's cards, log, result, who was dealt in) is left out;
// everything else a table carries from hand to hand is in, so that applying the events from
// the deal on gives exactly the table the whole journal gives (tests/server/
// table_snapshot_test.cpp checks views, ledgers, chips and the next deals both ways). The
// random numbers need no saving: each change's stream is drawn from the table's seed and seq.
// Connections are not in it: like a restore from the journal, a restored table has none.
#include "server/hand_replay.h"
#include "server/table.h"

namespace cardroom::server {

namespace {

constexpr int kStateVersion = 1;  // a state of another version is refused (restore from events)

io::Json seat_json(const TableSeat& s) {
  return {{"name", s.name},
          {"bot", s.bot ? io::Json(s.bot->text()) : io::Json()},
          {"token_hash", s.token_hash},
          {"stack", s.stack},
          {"away", s.away},
          {"leaving", s.leaving},
          {"occupant", s.occupant},
          {"time_bank_ms", s.time_bank_ms},
          {"sitting_out", s.sitting_out},
          {"sat_out_by", s.sat_out_by},
          {"timeouts", s.timeouts}};
}

TableSeat seat_from(const io::Json& j) {
  TableSeat s;
  s.name = j.at("name").get<std::string>();
  if (!j.at("bot").is_null()) s.bot = bots::parse_bot_spec(j.at("bot").get<std::string>());
  s.token_hash = j.at("token_hash").get<std::string>();
  s.stack = j.at("stack").get<std::int64_t>();
  s.away = j.at("away").get<bool>();
  s.leaving = j.at("leaving").get<bool>();
  s.occupant = j.at("occupant").get<int>();
  s.time_bank_ms = j.at("time_bank_ms").get<std::int64_t>();
  s.sitting_out = j.at("sitting_out").get<bool>();
  s.sat_out_by = j.at("sat_out_by").get<std::string>();
  s.timeouts = j.at("timeouts").get<int>();
  return s;
}

Seats seats_from(const io::Json& state) {
  Seats seats;
  for (const io::Json& j : state.at("seats")) {
    seats.push_back(j.is_null() ? std::nullopt : std::optional<TableSeat>(seat_from(j)));
  }
  return seats;
}

}  // namespace

io::Json Table::snapshot_state() const {
  io::Json seats = io::Json::array();
  for (const auto& s : seats_) seats.push_back(s ? seat_json(*s) : io::Json());
  io::Json ledger = io::Json::array();
  for (const LedgerEntry& e : ledger_) {
    ledger.push_back({{"seat", e.seat}, {"name", e.name}, {"kind", e.kind}, {"chips", e.chips}, {"bot", e.bot}});
  }
  io::Json rebuys = io::Json::array();
  for (const PendingRebuy& r : pending_rebuys_) {
    rebuys.push_back({{"id", r.id}, {"seat", r.seat}, {"chips", r.chips}, {"approved", r.approved}});
  }
  return {{"version", kStateVersion},
          {"seq", seq_},
          {"config", table_config_json(config_)},
          {"pending_config", pending_config_ ? table_config_json(*pending_config_) : io::Json()},
          {"seats", seats},
          {"ledger", ledger},
          {"hands_played", hands_played_},
          {"hand_number", hand_number_},
          {"sittings", sittings_},
          {"paused", paused_},
          {"pausing", pausing_},
          {"locked", locked_},
          {"started", started_},
          {"on_time_bank", on_time_bank_},
          {"bank_started_at", bank_started_at_},
          {"bank_held", bank_held_},
          {"pending_rebuys", rebuys},
          {"rebuy_requests", rebuy_requests_},
          {"game", game_->snapshot()}};
}

void Table::apply_snapshot(const io::Json& state) {
  if (state.at("version").get<int>() != kStateVersion) {
    throw std::runtime_error("a saved state of version " + state.at("version").dump() +
                             ", not " + std::to_string(kStateVersion));
  }
  seq_ = state.at("seq").get<std::int64_t>();
  config_ = read_table_config(state.at("config"));
  if (const io::Json& pending = state.at("pending_config"); !pending.is_null()) {
    pending_config_ = read_table_config(pending);
  }
  game_ = make_game(config_);
  game_->restore_snapshot(state.at("game"));
  seats_ = seats_from(state);
  seats_.resize(static_cast<std::size_t>(config_.seats));
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i]) game_->seated(static_cast<int>(i), *seats_[i]);  // its bot, if any
  }
  ledger_.clear();
  for (const io::Json& e : state.at("ledger")) {
    ledger_.push_back({e.at("seat").get<int>(), e.at("name").get<std::string>(),
                       e.at("kind").get<std::string>(), e.at("chips").get<std::int64_t>(),
                       e.at("bot").get<bool>()});
  }
  hands_played_ = state.at("hands_played").get<int>();
  hand_number_ = state.at("hand_number").get<int>();
  sittings_ = state.at("sittings").get<int>();
  paused_ = state.at("paused").get<bool>();
  pausing_ = state.at("pausing").get<bool>();
  locked_ = state.at("locked").get<bool>();
  started_ = state.at("started").get<bool>();
  on_time_bank_ = state.at("on_time_bank").get<bool>();
  bank_started_at_ = state.at("bank_started_at").get<std::int64_t>();
  bank_held_ = state.at("bank_held").get<bool>();
  pending_rebuys_.clear();
  for (const io::Json& r : state.at("pending_rebuys")) {
    pending_rebuys_.push_back({r.at("id").get<int>(), r.at("seat").get<int>(),
                               r.at("chips").get<std::int64_t>(), r.at("approved").get<bool>()});
  }
  rebuy_requests_ = state.at("rebuy_requests").get<int>();
}

Table Table::restore(std::string id, TableConfig config, std::uint64_t seed, Journal* journal,
                     const io::Json& state, const std::vector<io::Json>& events,
                     std::int64_t seq, Millis now, std::optional<std::int64_t> wall_now) {
  Table table(std::move(id), std::move(config), seed, nullptr);
  table.apply_snapshot(state);
  // The state holds no hand: the first event after it must be the deal it was taken before.
  if (!events.empty() && events.front().at("type") != "deal") {
    throw std::runtime_error("the first event after a saved state is a " +
                             events.front().at("type").dump() + ", not its deal");
  }
  for (const io::Json& event : events) {
    table.apply(event, now);
    ++table.seq_;
  }
  table.seq_ = std::max(table.seq_, seq);
  table.after_restore(journal, now, wall_now);
  return table;
}

HandReplaySource replay_source(const io::Json& state, const TableConfig& config, int hand,
                               std::string deal, const io::Json& record) {
  std::shared_ptr<TableGame> before = make_game(read_table_config(state.at("config")));
  before->restore_snapshot(state.at("game"));
  HandReplaySource source{std::move(before), seats_from(state), hand, std::move(deal), {}};
  source.seats.resize(static_cast<std::size_t>(config.seats));
  for (const io::Json& word : record.at("actions")) source.words.push_back(word.get<std::string>());
  return source;
}

}  // namespace cardroom::server
