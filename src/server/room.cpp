#include "server/room.h"

#include <algorithm>
#include <charconv>

#include "core/input_error.h"
#include "i18n/i18n.h"
#include "io/contract.h"
#include "io/five35_rule_choices.h"
#include "io/five35_rules_json.h"
#include "io/vying_rule_choices.h"
#include "io/vying_rules_json.h"
#include "server/download_name.h"
#include "server/ledger_csv.h"
#include "server/request_bodies.h"
#include "server/responses.h"
#include "server/server_log.h"
#include "server/table_config.h"
#include "server/token.h"

namespace cardroom::server {

namespace {

// --- reading a request's target ------------------------------------------------------------

struct Target {
  std::vector<std::string> path;  // "/api/tables/x/seats" -> {"api", "tables", "x", "seats"}
  std::string query;              // after '?', still encoded
};

Target split_target(const std::string& target) {
  Target t;
  const auto mark = target.find('?');
  const std::string path = target.substr(0, mark);
  if (mark != std::string::npos) t.query = target.substr(mark + 1);
  std::size_t start = 1;
  while (start <= path.size()) {
    const auto slash = path.find('/', start);
    const std::string part = path.substr(start, slash - start);
    if (!part.empty()) t.path.push_back(part);
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  return t;
}

std::string percent_decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%' && i + 2 < text.size()) {
      int value = 0;
      const auto [end, ec] = std::from_chars(text.data() + i + 1, text.data() + i + 3, value, 16);
      if (ec != std::errc() || end != text.data() + i + 3) {
        out += text[i];
        continue;
      }
      out += static_cast<char>(value);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The value of `key` in a query string, decoded; nullopt when absent.
std::optional<std::string> query_value(const std::string& query, std::string_view key) {
  std::size_t start = 0;
  while (start <= query.size()) {
    const auto amp = query.find('&', start);
    const std::string_view pair(query.data() + start, (amp == std::string::npos ? query.size() : amp) - start);
    const auto eq = pair.find('=');
    if (pair.substr(0, eq) == key) {
      return eq == std::string_view::npos ? std::string() : percent_decoded(pair.substr(eq + 1));
    }
    if (amp == std::string::npos) break;
    start = amp + 1;
  }
  return std::nullopt;
}

std::optional<std::string> bearer_token(const std::string& authorization) {
  constexpr std::string_view kBearer = "Bearer ";
  if (!authorization.starts_with(kBearer)) return std::nullopt;
  return authorization.substr(kBearer.size());
}

std::optional<int> read_number(const std::string& text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

// ?after=K&limit=N of a paged list (`what`: "hands" or "games"); 400 when either is bad.
struct PageQuery {
  int after = 0;
  int limit = Table::kHandsPage;
};
PageQuery read_page_query(const std::string& query, const std::string& what) {
  PageQuery asked;
  if (const auto after_text = query_value(query, "after")) {
    const auto after = read_number(*after_text);
    if (!after) throw InputError("after: a " + what.substr(0, what.size() - 1) + " number (0 or more)");
    asked.after = *after;
  }
  if (const auto limit_text = query_value(query, "limit")) {
    const auto limit = read_number(*limit_text);
    if (!limit || *limit < 1 || *limit > Table::kHandsPage) {
      throw InputError("limit: 1 to " + std::to_string(Table::kHandsPage) + " " + what + " a page");
    }
    asked.limit = *limit;
  }
  return asked;
}

// A page as JSON, with the next page's address as RFC 8288 links it when more follow.
HttpResponse page_response(Table::Page page, const std::string& path, int limit) {
  HttpResponse response{200, "application/json", std::move(page.json)};
  if (page.more) {
    response.headers.emplace_back("Link", "<" + path + "?after=" + std::to_string(page.last) +
                                              "&limit=" + std::to_string(limit) + ">; rel=\"next\"");
  }
  return response;
}

// --- the seat request's body -----------------------------------------------------------------

// GET /api/rules: every game a table can play, its preset rules and what each key accepts, for
// the forms where a host or a dealer chooses house rules.
io::Json rules_catalogue() {
  io::Json games = io::Json::object();
  for (Game game : {Game::kSevenTwentySeven, Game::kFifteenThirtyFive}) {
    const io::Json preset = io::vying_rules_preset(game);
    games[std::string(game_alias(game))] = {
        {"name", std::string(game_name(game))},
        {"players", {2, vying::max_players(game)}},
        {"preset", preset},
        {"choices", io::rule_choices_json(
                        io::vying_rule_choices(vying::preset(game)))}};
  }
  const io::Json preset = io::five35_rules_preset();
  games["535"] = {{"name", std::string(game_name(Game::kFiveThreeFive))},
                  {"players", {2, 6}},
                  {"preset", preset},
                  {"choices", io::rule_choices_json(
                                  io::five35_rule_choices(io::five35_rules_from_json(preset)))}};
  return games;
}

// A table another process serves (server/leases.h): 307 to the same path there, so a client
// that follows redirects (fetch does) asks again where the table is, with the same method and
// body. The body says it for clients that do not follow.
HttpResponse elsewhere_response(const std::string& holder, const std::string& target) {
  HttpResponse moved = error_response(307, "this table is served at " + holder,
                                      {"elsewhere", {{"holder", holder}}});
  moved.headers.emplace_back("Location", holder + target);
  return moved;
}

// A table that cannot be restored now (its database does not answer): the page tries again.
HttpResponse unavailable_response() {
  HttpResponse busy = error_response(
      503, "this table cannot be brought back now (the database does not answer): try again shortly");
  busy.headers.emplace_back("Retry-After", "2");
  return busy;
}

}  // namespace

Room::Room(boost::asio::io_context& io, boost::asio::io_context& background, Store& store,
           JournalWriter& writer, WebFiles web, ClientLimits* limits, RoomOptions options)
    : io_(io),
      background_(background),
      store_(store),
      writer_(writer),
      web_(std::move(web)),
      limits_(limits),
      options_(options) {}

boost::asio::io_context& Room::context_for(const std::string& id, const TableConfig& config) {
  if (static_cast<int>(config.bots.size()) != config.seats) return io_;
  writer_.set_background(id);
  {
    std::lock_guard lock(mutex_);
    bots_only_.insert(id);
  }
  return background_;
}

void Room::add(std::shared_ptr<LiveTable> table, std::function<void()> ready) {
  {
    std::lock_guard lock(mutex_);
    if (!asleep_.erase(table->id()) &&
        std::find(in_order_.begin(), in_order_.end(), table->id()) == in_order_.end()) {
      in_order_.push_back(table->id());  // new, or archived and back
    }
    tables_[table->id()] = table;
  }
  table->on_broken([this, weak = std::weak_ptr<LiveTable>(table)] {
    if (const auto broken = weak.lock()) forget_broken(broken);
  });
  table->start(std::move(ready));
}

bool Room::take_out(const std::shared_ptr<LiveTable>& table, bool listed) {
  std::lock_guard lock(mutex_);
  const auto it = tables_.find(table->id());
  if (it == tables_.end() || it->second != table) return false;  // put away meanwhile
  if (listed) {
    asleep_[table->id()] = table->listing();
  } else {
    std::erase(in_order_, table->id());
  }
  tables_.erase(it);
  closing_[table->id()];
  return true;
}

void Room::forget_broken(const std::shared_ptr<LiveTable>& table) {
  if (!take_out(table, /*listed=*/true)) return;
  log_error("table " + table->id() + ": put away until the database takes its changes again");
  put_away({table}, /*lost=*/true);  // its lease kept: restored here by the next request
}

int Room::loaded() const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(tables_.size());
}

void Room::with_table(const std::string& id, std::function<void(std::shared_ptr<LiveTable>)> then,
                      std::function<void(const std::string&)> elsewhere,
                      std::function<void()> unavailable) {
  std::shared_ptr<LiveTable> found;
  {
    std::lock_guard lock(mutex_);
    if (const auto it = tables_.find(id); it != tables_.end()) {
      found = it->second;
    } else if (const auto closing = closing_.find(id); closing != closing_.end()) {
      closing->second.push_back(
          [this, id, then, elsewhere, unavailable] { with_table(id, then, elsewhere, unavailable); });
      return;
    }
  }
  if (found) return then(std::move(found));
  std::shared_ptr<LiveTable> table;
  std::optional<std::string> holder;
  bool failed = false;
  {
    std::lock_guard restoring(restoring_);
    table = find(id);  // restored by another request meanwhile
    if (!table && id.size() <= 64) {  // no id is longer: no query for junk
      try {
        // Under leases: ours first (its holder's term over, or nobody's), read after: what the
        // journal holds then is all there will be, since no other process may write it now.
        bool ours = true;
        if (Leases* leases = options_.leases) {
          ours = leases->claim(id, options_.wall_clock());
          // The holder's term may end between the two questions: then it is ours to take.
          if (!ours) holder = leases->holder_of(id, options_.wall_clock());
          if (!ours && !holder) ours = leases->claim(id, options_.wall_clock());
        }
        std::optional<Store::StoredTable> stored;
        if (ours) stored = store_.load_table(id);
        if (stored) {
          table = live_from(*stored);
          add(table);
        }
      } catch (const std::exception& e) {  // the database gone away, or a journal unreadable
        log_error("table " + id + " cannot be restored: " + e.what());
        failed = true;
      }
    }
  }
  if (holder && elsewhere) return elsewhere(*holder);
  if (failed && unavailable) return unavailable();
  then(std::move(table));
}

void Room::put_away(const std::vector<std::shared_ptr<LiveTable>>& tables, bool lost) {
  for (const auto& table : tables) {
    table->close([this, id = table->id(), lost] {
      if (options_.leases && !lost) {
        try {
          options_.leases->release(id);
        } catch (const std::exception& e) {  // its term runs out instead
          log_error("table " + id + ": lease not given back: " + e.what());
        }
      }
      std::vector<std::function<void()>> waiting;
      {
        std::lock_guard lock(mutex_);
        waiting = std::move(closing_[id]);
        closing_.erase(id);
      }
      for (auto& w : waiting) w();
    });
  }
}

void Room::publish(const std::vector<std::shared_ptr<LiveTable>>& tables) {
  std::vector<Leases::Listed> changed;
  for (const auto& table : tables) {
    std::string listing = table->listing().dump();
    std::string& last = published_[table->id()];
    if (listing != last) changed.push_back({table->id(), last = std::move(listing)});
  }
  options_.leases->publish(changed);
}

void Room::keep_leases(Swept& swept) {
  Leases& leases = *options_.leases;
  const std::int64_t now = options_.wall_clock();
  const std::vector<std::string> held = leases.renew(now);
  const std::set<std::string> ours(held.begin(), held.end());
  std::vector<std::string> wanted = held;  // those we have not in memory are handed to us
  for (std::string& id : leases.our_share_of_lapsed(now)) wanted.push_back(std::move(id));
  std::vector<std::shared_ptr<LiveTable>> lost, kept;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, table] : tables_) (ours.count(id) ? kept : lost).push_back(table);
  }
  // Another process serves these now: this one forgets them (that one lists them).
  std::erase_if(lost, [this](const auto& table) { return !take_out(table, /*listed=*/false); });
  std::vector<std::string> arrived;  // handed to us, or lapsed: to restore
  {
    std::lock_guard lock(mutex_);
    for (const std::string& id : wanted) {
      if (!tables_.count(id) && !closing_.count(id)) arrived.push_back(id);
    }
  }
  swept.lost = static_cast<int>(lost.size());
  put_away(lost, true);
  std::erase_if(published_, [&ours](const auto& entry) { return !ours.count(entry.first); });
  publish(kept);
  // Not closing: each is answered at once (swept is still there).
  for (const std::string& id : arrived) {
    with_table(id, [&swept](const std::shared_ptr<LiveTable>& table) { swept.taken_over += table ? 1 : 0; },
               [](const std::string&) {});  // taken meanwhile by another process
  }
}

Room::Swept Room::sweep(Millis now, std::int64_t wall_now) {
  Swept swept;
  if (options_.leases) keep_leases(swept);
  std::vector<std::shared_ptr<LiveTable>> closing;
  if (options_.unload_after_ms > 0) {
    std::lock_guard lock(mutex_);
    for (auto it = tables_.begin(); it != tables_.end();) {
      if (!it->second->idle(now, options_.unload_after_ms, bots_only_.count(it->first) > 0)) {
        ++it;
        continue;
      }
      asleep_[it->first] = it->second->listing();
      closing_[it->first];
      closing.push_back(it->second);
      it = tables_.erase(it);
    }
  }
  swept.unloaded = static_cast<int>(closing.size());
  if (options_.leases) {
    publish(closing);  // as they are put away: the lobby keeps these entries meanwhile
    for (const auto& table : closing) published_.erase(table->id());
  }
  put_away(closing, false);
  if (options_.archive_after_ms > 0) {
    for (const std::string& id : store_.idle_since(wall_now - options_.archive_after_ms)) {
      std::lock_guard lock(mutex_);
      if (!asleep_.count(id) || closing_.count(id)) continue;  // in memory: not finished
      // Under leases, only a table nobody serves, held for as long as it takes.
      Leases* leases = options_.leases;
      if (leases && !leases->claim(id, options_.wall_clock())) continue;
      try {
        store_.archive(id, static_cast<int>(Table::kKeptReplays));
        if (leases) leases->release(id);
      } catch (const std::exception& e) {
        log_error("table " + id + " not archived: " + e.what());
        continue;
      }
      asleep_.erase(id);
      std::erase(in_order_, id);
      ++swept.archived;
    }
  }
  return swept;
}

std::shared_ptr<LiveTable> Room::find(const std::string& id) const {
  std::lock_guard lock(mutex_);
  const auto it = tables_.find(id);
  return it == tables_.end() ? nullptr : it->second;
}

std::shared_ptr<LiveTable> Room::live_from(Store::StoredTable& stored) {
  const TableConfig config = read_table_config(stored.config);
  boost::asio::io_context& context = context_for(stored.id, config);
  writer_.restored(stored.id);  // after context_for: in the queue its events will take
  Table table = stored.state.is_null()
                    ? Table::restore(stored.id, config, stored.seed, &writer_, stored.events,
                                     stored.seq, steady_now())
                    : Table::restore(stored.id, config, stored.seed, &writer_, stored.state,
                                     stored.events, stored.seq, steady_now());
  table.restore_chat(stored.chat);
  return std::make_shared<LiveTable>(context, writer_, std::move(table), stored.host_token_hash);
}

void Room::hold_clocks() {
  std::lock_guard lock(mutex_);
  for (const auto& [id, table] : tables_) table->hold_clock();
}

int Room::restore_tables() {
  std::vector<Store::StoredTable> tables;
  if (Leases* leases = options_.leases) {
    // The tables nobody else serves, each read once it is ours (see with_table); the others
    // are for their holders, and their events are not read here.
    for (const Leases::Listed& entry : leases->lobby()) {
      if (!leases->claim(entry.table_id, options_.wall_clock())) continue;
      if (auto stored = store_.load_table(entry.table_id)) tables.push_back(std::move(*stored));
    }
  } else {
    tables = store_.load_tables();
  }
  int restored = 0;
  for (Store::StoredTable& stored : tables) {
    try {
      add(live_from(stored));
      ++restored;
    } catch (const std::exception& e) {
      throw std::runtime_error("table " + stored.id + " cannot be restored: " + e.what());
    }
  }
  return restored;
}

// --- HTTP --------------------------------------------------------------------------------------

void Room::http(HttpRequest request, Respond respond) {
  const Target target = split_target(request.target);
  const auto& path = target.path;
  const bool get = request.method == "GET" || request.method == "HEAD";
  try {
    if (path.size() == 1 && path[0] == "healthz") {
      return respond(get ? json_response(200, {{"ok", true}})
                         : error_response(405, "GET /healthz"));
    }
    if (!path.empty() && path[0] == "ws") {
      return respond(error_response(400, "/ws takes a WebSocket handshake"));
    }
    if (path.empty() || path[0] != "api") {
      return respond(get ? web_.get(request.target.substr(0, request.target.find('?')))
                         : error_response(405, request.method + " is not served here"));
    }
    if (path.size() == 2 && path[1] == "rules") {
      static const io::Json catalogue = rules_catalogue();
      return respond(get ? json_response(200, catalogue) : error_response(405, "GET /api/rules"));
    }
    if (path.size() < 2 || path[1] != "tables") {
      return respond(error_response(404, "no such endpoint: " + request.target));
    }
    if (path.size() == 2) {
      if (request.method == "POST") return open_table(request, respond);
      if (get) return respond(list_tables());
      return respond(error_response(405, "/api/tables takes GET or POST"));
    }
    const std::string id = path[2];
    with_table(
        id,
        [this, request, path, query = target.query, respond](std::shared_ptr<LiveTable> table) {
          if (!table) return respond(error_response(404, "no table " + path[2], {"no-such-table"}));
          try {
            table_request(table, request, path, query, respond);
          } catch (const std::exception& refusal) {
            respond(refusal_response(refusal));
          }
        },
        [respond, target = request.target](const std::string& holder) {
          respond(elsewhere_response(holder, target));
        },
        [respond] { respond(unavailable_response()); });
  } catch (const std::exception& refusal) {
    respond(refusal_response(refusal));
  }
}

// Answers once the table and its bots are saved.
void Room::open_table(const HttpRequest& request, const Respond& respond) {
  const TableConfig config = read_table_config(io::parse_document(request.body));
  // Counted once the table is a valid one: a friend fumbling the form loses nothing.
  std::int64_t retry_after_ms = 0;
  if (limits_ && !limits_->new_table(request.client, &retry_after_ms)) {
    const std::int64_t seconds = std::max<std::int64_t>(1, (retry_after_ms + 999) / 1000);
    HttpResponse refusal = error_response(
        429, "too many new tables from your address: at most " +
                 std::to_string(limits_->options().tables_per_minute) +
                 " a minute; try again in " + std::to_string(seconds) + " s",
        {"too-many-tables", {{"per_minute", limits_->options().tables_per_minute}, {"seconds", seconds}}});
    refusal.headers.emplace_back("Retry-After", std::to_string(seconds));
    return respond(std::move(refusal));
  }
  std::string id;
  do {
    id = new_token().substr(0, 12);
  } while (find(id));
  const std::string host_token = new_token();
  const std::uint64_t seed = os_random_u64();
  store_.create_table(id, table_config_json(config), unix_now_ms(), seed,
                      hash_token(host_token));
  if (options_.leases && !options_.leases->claim(id, options_.wall_clock())) {
    throw std::runtime_error("the new table " + id + " is another process's");  // never: a new id
  }
  boost::asio::io_context& context = context_for(id, config);  // before its first events
  Table table(id, config, seed, &writer_, steady_now());
  const HttpResponse opened =
      json_response(200, {{"id", id}, {"host_token", host_token}, {"url", "/t/" + id}});
  add(std::make_shared<LiveTable>(context, writer_, std::move(table),
                                  hash_token(host_token)),
      [respond, opened] { respond(opened); });
}

HttpResponse Room::list_tables() const {
  if (options_.leases) {
    // Every process's tables: the entries their holders saved, ours as they are now.
    io::Json list = io::Json::array();
    for (const Leases::Listed& entry : options_.leases->lobby()) {
      io::Json listing;
      if (const auto live = find(entry.table_id)) {
        listing = live->listing();
      } else if (!entry.listing.empty()) {
        listing = io::Json::parse(entry.listing, nullptr, false);
      }
      if (listing.is_object()) list.push_back(std::move(listing));  // null: unlisted
    }
    return json_response(200, list);
  }
  std::vector<std::shared_ptr<LiveTable>> tables;
  std::vector<io::Json> listings;  // in order: a table's (its pointer then null), or an entry kept
  {
    std::lock_guard lock(mutex_);
    for (const std::string& id : in_order_) {
      if (const auto it = tables_.find(id); it != tables_.end()) {
        tables.push_back(it->second);
        listings.emplace_back();
      } else if (const auto kept = asleep_.find(id); kept != asleep_.end()) {
        tables.push_back(nullptr);
        listings.push_back(kept->second);
      }
    }
  }
  io::Json list = io::Json::array();
  for (std::size_t i = 0; i < tables.size(); ++i) {
    io::Json listing = tables[i] ? tables[i]->listing() : listings[i];
    if (!listing.is_null()) list.push_back(std::move(listing));  // null: unlisted
  }
  return json_response(200, list);
}

// Requests for one table: each runs on the table's strand and answers from there.
void Room::table_request(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
                         const std::vector<std::string>& path, const std::string& query,
                         const Respond& respond) {
  const std::string& method = request.method;
  const bool get = method == "GET" || method == "HEAD";
  // Answers from the table's strand (refusals become error responses there).
  // Put away meanwhile (Room::sweep), the table is asked again: restored from the store.
  auto on_table = [&](std::function<HttpResponse(Table&, Millis)> answer) {
    table->request(std::move(answer), respond, [this, request, respond] { http(request, respond); });
  };
  const std::string what = path.size() > 3 ? path[3] : "";
  if (what == "move" && path.size() == 4 && method == "POST") return move_table(table, request, respond);
  if (path.size() == 3 && get) {
    // The host (by their token) also sees the settings waiting for the next hand and the
    // rebuys waiting for an answer.
    const bool host = from_host(*table, request);
    return on_table([host](Table& t, Millis now) {
      io::Json info = t.summary();
      info["config"] = public_config_json(t.config());
      info["paused"] = t.paused();
      info["pausing"] = t.pausing();
      info["locked"] = t.locked();
      if (host) {
        info["next_config"] = public_config_json(t.next_config());
        info["rebuys"] = t.view(std::nullopt, now, true).at("rebuys");
      }
      return json_response(200, info);
    });
  }
  if (path.size() == 3 && method == "PATCH") {
    require_host(*table, request, "changing the table's settings");
    io::Json changes = read_settings(request.body);
    return on_table([changes = std::move(changes)](Table& t, Millis now) {
      t.change_settings(changes, now);
      return json_response(200, {{"config", public_config_json(t.config())},
                                 {"next_config", public_config_json(t.next_config())},
                                 {"from_next_hand", t.hand_in_progress()}});
    });
  }
  if (what == "seats" && path.size() == 6 && path[5] == "rebuy" && method == "POST") {
    const auto seat = read_number(path[4]);
    if (!seat) throw InputError("seat: " + path[4] + " is not a seat number");
    const std::int64_t chips = read_rebuy_chips(request.body);
    const auto token = bearer_token(request.authorization);
    if (!token) throw TableError(403, {"token-needed"}, "a rebuy needs the seat's token: Authorization: Bearer TOKEN");
    const std::string hash = hash_token(*token);
    const bool host = same_hash(hash, table->host_token_hash());
    return on_table([seat = *seat, chips, hash, host](Table& t, Millis now) {
      const auto& seats = t.seats();
      if (seat >= static_cast<int>(seats.size()) || !seats[std::size_t(seat)]) {
        throw TableError(404, {"no-player", {{"seat", seat}}}, "no player in seat " + std::to_string(seat));
      }
      const bool own = !seats[std::size_t(seat)]->token_hash.empty() &&
                       same_hash(seats[std::size_t(seat)]->token_hash, hash);
      if (!own && !host) throw TableError(403, {"not-your-seat", {{"seat", seat}}}, "that token does not hold seat " + std::to_string(seat));
      return json_response(200, t.rebuy(seat, chips, host && !own, now));
    });
  }
  if (what == "rebuys" && path.size() == 5 && method == "POST") {
    require_host(*table, request, "answering a rebuy");
    const auto id = read_number(path[4]);
    if (!id) throw InputError("rebuy: " + path[4] + " is not a request number");
    const bool approve = read_approval(request.body);
    return on_table([id = *id, approve](Table& t, Millis now) {
      return json_response(200, t.answer_rebuy(id, approve, now));
    });
  }
  if (what == "seats" && path.size() == 4 && method == "POST") {
    const SitRequest sit = read_sit_request(request.body);
    // The host sitting down (their token as the bearer) needs no approval of their own.
    const bool host = from_host(*table, request);
    return on_table([sit, host](Table& t, Millis now) {
      const std::string token = new_token();
      const int seat = t.sit(sit.name, sit.seat, hash_token(token), now, sit.password, host);
      io::Json answer = {{"seat", seat}, {"token", token}};
      // Only where the host's yes is awaited: elsewhere the protocol's {"seat", "token"}.
      if (t.seats()[std::size_t(seat)]->sat_out_by == "approval") answer["waiting"] = true;
      return json_response(200, answer);
    });
  }
  if (what == "seats" && path.size() == 6 && path[5] == "approval" && method == "POST") {
    require_host(*table, request, "answering a seat request");
    const auto seat = read_number(path[4]);
    if (!seat) throw InputError("seat: " + path[4] + " is not a seat number");
    const bool approve = read_approval(request.body);
    return on_table([seat = *seat, approve](Table& t, Millis now) {
      t.answer_seat(seat, approve, now);
      return json_response(200, {{"seat", seat}, {"approved", approve}});
    });
  }
  if (what == "seats" && path.size() == 5 && method == "DELETE") {
    const auto seat = read_number(path[4]);
    if (!seat) throw InputError("seat: " + path[4] + " is not a seat number");
    const auto token = bearer_token(request.authorization);
    if (!token) throw TableError(403, {"token-needed"}, "leaving needs the seat's token: Authorization: Bearer TOKEN");
    const std::string hash = hash_token(*token);
    const bool host = same_hash(hash, table->host_token_hash());
    return on_table([seat = *seat, hash, host](Table& t, Millis now) {
      // The seat's own token, or the host's (who may clear a seat: an absent friend, a bot).
      const auto& seats = t.seats();
      if (seat >= static_cast<int>(seats.size()) || !seats[std::size_t(seat)]) {
        throw TableError(404, {"no-player", {{"seat", seat}}}, "no player in seat " + std::to_string(seat));
      }
      if (!host && !same_hash(seats[std::size_t(seat)]->token_hash, hash)) {
        throw TableError(403, {"not-your-seat", {{"seat", seat}}}, "that token does not hold seat " + std::to_string(seat));
      }
      t.leave(seat, now);
      return json_response(200, {{"seat", seat}, {"left", true}});
    });
  }
  if ((what == "pause" || what == "resume") && path.size() == 4 && method == "POST") {
    require_host(*table, request, what == "pause" ? "pausing the table" : "resuming the table");
    const bool at_once = what == "pause" && read_pause_now(request.body);
    return on_table([pause = what == "pause", at_once](Table& t, Millis now) {
      if (pause) t.pause(at_once, now);
      else t.resume(now);
      return json_response(200, {{"paused", t.paused()}, {"pausing", t.pausing()}});
    });
  }
  if ((what == "lock" || what == "unlock") && path.size() == 4 && method == "POST") {
    require_host(*table, request, what == "lock" ? "locking the table" : "unlocking the table");
    read_no_body(request.body);
    return on_table([on = what == "lock"](Table& t, Millis now) {
      t.lock(on, now);
      return json_response(200, {{"locked", t.locked()}});
    });
  }
  if (what == "start" && path.size() == 4 && method == "POST") {
    require_host(*table, request, "starting the game");
    read_no_body(request.body);
    return on_table([](Table& t, Millis now) {
      t.start(now);
      return json_response(200, {{"waiting_for_start", t.waiting_for_start()}});
    });
  }
  // The history and a Five Three Five table's games, a page at a time.
  if ((what == "hands" || what == "games") && path.size() == 4 && get) {
    const PageQuery asked = read_page_query(query, what);
    return on_table([asked, what, id = table->id()](Table& t, Millis) {
      return page_response(what == "hands" ? t.hands_page(asked.after, asked.limit)
                                           : t.games_page(asked.after, asked.limit),
                           "/api/tables/" + id + "/" + what, asked.limit);
    });
  }
  if (what == "hands" && path.size() == 6 && path[5] == "replay" && get) {
    const auto hand = read_number(path[4]);
    if (!hand) throw InputError("hand: " + path[4] + " is not a hand number");
    // With a seat's token (Authorization: Bearer), that seat's own cards show at every step.
    std::optional<std::string> asker;
    if (const auto token = bearer_token(request.authorization)) asker = hash_token(*token);
    const std::string lang = i18n::language_tag(query_value(query, "lang").value_or("en"));
    return on_table([hand = *hand, asker, lang](Table& t, Millis) {
      return json_response(200, t.replay(hand, asker, lang));
    });
  }
  if (what == "advice" && path.size() == 4 && get) {
    const auto token = bearer_token(request.authorization);
    if (!token) throw TableError(403, {"token-needed"}, "advice is for a seated player: Authorization: Bearer TOKEN");
    std::optional<int> asked;
    if (const auto seat_text = query_value(query, "seat")) {
      asked = read_number(*seat_text);
      if (!asked) throw InputError("seat: " + *seat_text + " is not a seat number");
    }
    return table->advise(hash_token(*token), asked, advice_pool_, respond);
  }
  if (what == "ledger" && path.size() == 4 && get) {
    return on_table([](Table& t, Millis) { return json_response(200, t.ledger()); });
  }
  // The downloads are saved under the table's name and the day (server/download_name.h).
  const auto download = [](const Table& t, std::string type, std::string body, const char* file) {
    HttpResponse response{200, std::move(type), std::move(body)};
    response.headers.emplace_back("Content-Disposition",
                                  attachment(download_name(t.config().name, unix_now_ms(), file)));
    return response;
  };
  if (what == "ledger.csv" && path.size() == 4 && get) {
    return on_table([download](Table& t, Millis) {
      return download(t, "text/csv; charset=utf-8", ledger_csv(t.ledger()), "ledger.csv");
    });
  }
  if (what == "hands.jsonl" && path.size() == 4 && get) {
    return on_table([download](Table& t, Millis) {
      // Sent as it is read from the store, a page at a time (HttpResponse::more).
      HttpResponse response = download(t, "application/x-ndjson; charset=utf-8", "", "hands.jsonl");
      response.more = t.hands_download();
      return response;
    });
  }
  const bool known = (what == "seats" && (path.size() == 4 || path.size() == 5)) ||
                     (what == "seats" && path.size() == 6 && path[5] == "rebuy") ||
                     (what == "rebuys" && path.size() == 5) ||
                     ((what == "pause" || what == "resume" || what == "lock" || what == "unlock" ||
                       what == "start" || what == "move") &&
                      path.size() == 4) ||
                     ((what == "hands" || what == "ledger" || what == "ledger.csv" ||
                       what == "hands.jsonl" || what == "advice") &&
                      path.size() == 4) ||
                     path.size() == 3 ||
                     (what == "hands" && path.size() == 6 && path[5] == "replay");
  respond(known ? error_response(405, method + " is not allowed on " + request.target)
                : error_response(404, "no such endpoint: " + request.target));
}

// Moving a table by hand, e.g. to drain a process before maintenance (docs/server.md "Several
// processes"): the lease goes to the other process with a fresh term, this one puts the table
// away at once (everything it journaled saved first), and the other restores it at its next
// renewal; until then requests here are redirected there.
void Room::move_table(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
                      const Respond& respond) {
  const auto token = bearer_token(request.authorization);
  if (options_.admin_token_hash.empty() || !token ||
      !same_hash(hash_token(*token), options_.admin_token_hash)) {
    throw TableError(403, {"admin-only"},
                     "moving a table needs the room's admin token (cardroom serve --admin-token-file)");
  }
  const io::Json body = io::parse_document(request.body);
  if (!body.is_object() || body.size() != 1 || !body.contains("to") || !body["to"].is_string()) {
    throw InputError("move: the body is {\"to\": ADDRESS}, the --advertise address of another process");
  }
  std::string to = body["to"].get<std::string>();
  Leases* leases = options_.leases;
  if (!leases) throw TableError(409, {"not-shared"}, "this process shares its database with no other (--advertise)");
  to = process_address(to, "move: to");
  if (to == leases->holder()) {
    return respond(json_response(200, {{"id", table->id()}, {"holder", to}, {"moved", false}}));
  }
  if (!leases->move_to(table->id(), to, options_.wall_clock())) {
    throw TableError(409, {"not-held"}, "this process no longer serves table " + table->id());
  }
  // Served there from now on: out of this process's lobby order (the other lists it).
  if (take_out(table, /*listed=*/false)) put_away({table}, /*lost=*/true);
  respond(json_response(200, {{"id", table->id()}, {"holder", to}, {"moved", true}}));
}

bool Room::from_host(const LiveTable& table, const HttpRequest& request) {
  const auto token = bearer_token(request.authorization);
  return token && same_hash(hash_token(*token), table.host_token_hash());
}

// Host controls take the host's token (the one `POST /api/tables` answered with): 403 otherwise.
void Room::require_host(const LiveTable& table, const HttpRequest& request, const std::string& what) {
  if (!bearer_token(request.authorization)) {
    throw TableError(403, {"host-token-needed"}, what + " needs the host's token: Authorization: Bearer TOKEN");
  }
  if (!from_host(table, request)) {
    throw TableError(403, {"host-only"}, what + " is for the table's host (that is not the host's token)");
  }
}

// --- WebSocket handshakes ----------------------------------------------------------------------

void Room::websocket(HttpRequest request, std::shared_ptr<Peer> peer, Accept accept) {
  const Target target = split_target(request.target);
  if (target.path.size() != 1 || target.path[0] != "ws") {
    return accept(nullptr, error_response(404, "WebSockets are at /ws?table=ID&token=TOKEN"));
  }
  const auto id = query_value(target.query, "table");
  if (!id) return accept(nullptr, error_response(400, "/ws needs ?table=ID"));
  with_table(
      *id,
      [this, request, peer, accept, id = *id, query = target.query](std::shared_ptr<LiveTable> table) {
        if (!table) return accept(nullptr, error_response(404, "no table " + id, {"no-such-table"}));
        watch(table, request, peer, accept, query);
      },
      [accept, target = request.target](const std::string& holder) {
        accept(nullptr, elsewhere_response(holder, target));
      },
      [accept] { accept(nullptr, unavailable_response()); });
}

void Room::watch(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
                 const std::shared_ptr<Peer>& peer, const Accept& accept, const std::string& query) {
  const Target target{{}, query};
  const auto token = query_value(target.query, "token");
  std::optional<std::string> hash, host_hash;
  if (token && !token->empty()) hash = hash_token(*token);
  if (const auto host = query_value(target.query, "host"); host && !host->empty()) {
    host_hash = hash_token(*host);
  }
  // The language of the log in its views: "fr" for ?lang=fr (or fr-CA); English for none, or
  // for a language we have no catalogue for (no error: the page still works).
  const std::string lang = i18n::language_tag(query_value(target.query, "lang").value_or("en"));
  table->watch(peer, std::move(hash), std::move(host_hash), lang, accept,
               [this, request, peer, accept] { websocket(request, peer, accept); });
}

}  // namespace cardroom::server
