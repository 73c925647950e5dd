#pragma once
// One table as a single-owner actor (server-protocol.md): seats, dealer's choice, hands played
// through the engines, bots deciding through the bot interface, the decision timer and away
// mode, the per-seat views, the hand history and the ledger. A table plays vying hands for
// chips, or Five Three Five rounds for points (a "hand" is then one round); what differs lives
// in the table's game part (server/table_game.h). Nothing here knows about sockets,
// threads or SQL: the server calls a table from one strand at a time and passes the time in, so
// tests drive it with a fake clock.
//
// Every change is an event (JSON) handed to the Journal before it takes effect, and applying
// events is the only way the table changes; a table is restored after a restart by applying its
// journal again. Bots' decisions and timed-out defaults are journaled as the actions they were,
// and each deal carries its deck, so a restored table is exactly where it stood.
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/input_error.h"
#include "core/rng.h"
#include "io/json_read.h"
#include "server/settle_up.h"
#include "server/table_config.h"
#include "server/table_game.h"

namespace cardroom::server {

class TableGame;
struct HandReplaySource;

using Millis = std::int64_t;  // a reading of the server's steady clock, in milliseconds

// The wall clock, in unix milliseconds: what outlives a restart (a table's creation, a chat
// line, a time bank's start, a download's day), where Millis only measures durations.
std::int64_t unix_now_ms();

// A refused request; nothing changed. `status` is the HTTP status the API answers with (400 bad
// input, 403 not yours, 404 no such seat, 409 not now); `refusal` its stable code and values
// (docs/server.md "Refusal codes"), which the app words in the player's language.
class TableError : public std::runtime_error {
 public:
  TableError(int status, RefusalCode refusal, const std::string& message)
      : std::runtime_error(message), status_(status), refusal_(std::move(refusal)) {}
  int status() const { return status_; }
  const RefusalCode& refusal() const { return refusal_; }

 private:
  int status_;
  RefusalCode refusal_;
};

// A finished hand as the journal keeps it, in the JSON texts it saved: its record (the history's
// entry) and who played it ({"players", "actors"}, "" for a hand journaled before they were
// kept). Texts, not parsed: a page of the history is written out as it was saved, so reading a
// thousand hands never builds a thousand parsed records.
struct FinishedHand {
  int hand = 0;
  std::string record;
  std::string players;
  std::string actors;
};

// The table as it stood just before a deal (Table::snapshot_state), saved with that deal.
struct SavedDeal {
  std::int64_t seq = 0;  // the last event the state covers: the deal is seq + 1
  io::Json state;
  std::string deal;      // the deal event, as JSON text
};

// Where every event goes, durably, before it takes effect — and where the table reads back what
// it no longer holds: finished hands are read on demand, not kept in memory (a table that has
// played for months weighs what its live state weighs).
class Journal {
 public:
  virtual ~Journal() = default;
  // Throwing refuses the change (the table stays as it was).
  virtual void record(const std::string& table_id, std::int64_t seq, const io::Json& event) = 0;
  // A deal (numbered `seq`) with the table's state just before it, saved together (all or
  // none): a restore starts from the latest such state and applies only the events from its
  // deal on, and a replay of the hand starts from it. A journal that keeps no states saves the
  // deal alone.
  virtual void record_deal(const std::string& table_id, std::int64_t seq, const io::Json& event,
                           const io::Json& /*state*/) {
    record(table_id, seq, event);
  }
  // A chat line: kept with the table's journal but outside its numbering (a line said between a
  // view and an action must not make the action stale). A journal may keep none.
  virtual void record_chat(const std::string& /*table_id*/, const io::Json& /*line*/) {}

  // --- reading back what was saved ---------------------------------------------------------
  // The table's finished hands numbered above `after`, oldest first, at most `limit` of them.
  virtual std::vector<FinishedHand> finished_hands(const std::string& /*table_id*/, int /*after*/,
                                                   int /*limit*/) const {
    return {};
  }
  // The table's finished games (TableGame::finished_game: the `finished_game` of its events)
  // numbered above `after`, oldest first, at most `limit` of them.
  virtual std::vector<io::Json> finished_games(const std::string& /*table_id*/, int /*after*/,
                                               int /*limit*/) const {
    return {};
  }
  // The state saved before hand `hand` was dealt, and its deal; nullopt when none is kept.
  virtual std::optional<SavedDeal> saved_deal(const std::string& /*table_id*/, int /*hand*/) const {
    return std::nullopt;
  }
};

struct TableSeat {
  std::string name;
  std::optional<bots::BotSpec> bot;  // none: a person
  std::string token_hash;            // a person's credential, hashed (server/token.h)
  std::int64_t stack = 0;  // chips behind between hands (during one: see the hand); 0 for points
  bool away = false;
  bool leaving = false;  // asked to leave during a hand they were dealt: cashes out at its end
  int connections = 0;
  int occupant = 0;  // which sitting this is (a seat can change hands during a hand)
  std::int64_t time_bank_ms = 0;  // what runs once the decision timer is out
  // Sitting out (server/table_sit_out.cpp): not dealt from the next hand, the seat and its chips
  // kept. `sat_out_by` says who decided it: "self", "timeouts" (the clock ran out twice in a
  // row) or "disconnected" (gone when the turn came); the last two only at tables with the
  // option auto_sit_out.
  bool sitting_out = false;
  std::string sat_out_by;
  int timeouts = 0;             // the clock's runs-out in a row (a decision of one's own resets it)
  bool seen_connected = false;  // since this process started: only then is a lost link "gone"
};

// A rebuy waiting for the host (the table option approve_rebuys), or approved and waiting for
// the end of the hand its seat plays.
struct PendingRebuy {
  int id = 0;
  int seat = 0;  // the request goes when its seat is emptied
  std::int64_t chips = 0;
  bool approved = false;
};

// Per seat: the name the log calls it by ("seat N" for an empty seat).
Names names_of(const Seats& seats);

struct LedgerEntry {
  int seat = 0;
  std::string name;
  std::string kind;  // "buy-in", "rebuy" or "cash-out"
  std::int64_t chips = 0;
  bool bot = false;  // a bot's chips: nobody pays or is paid them at the settle-up
};

class Table {
 public:
  // A new table with its bots seated (each buys in). `seed` drives the shuffles and the bots'
  // random choices (the server passes a value from the operating system's generator).
  Table(std::string id, TableConfig config, std::uint64_t seed, Journal* journal, Millis now);
  ~Table();
  Table(Table&&) noexcept;

  // A table rebuilt from its journal's events, in order, with the table's counter `seq` as
  // last stored; decision timers start again from full at `now`. A time bank that was running
  // goes on from what was left of it: as the server stopping recorded it (hold_clock), or after
  // a crash less the wall-clock time since it started (`wall_now`, unix ms; the system clock
  // when not given), the outage included since when the server died is not known.
  static Table restore(std::string id, TableConfig config, std::uint64_t seed, Journal* journal,
                       const std::vector<io::Json>& events, std::int64_t seq, Millis now,
                       std::optional<std::int64_t> wall_now = std::nullopt);
  // The same from a saved state (server/table_snapshot.cpp: what snapshot_state() gave just
  // before a deal) and the events after it (`events`: its deal, numbered state_seq + 1, and
  // on): the table is exactly what the whole journal would have made it.
  static Table restore(std::string id, TableConfig config, std::uint64_t seed, Journal* journal,
                       const io::Json& state, const std::vector<io::Json>& events,
                       std::int64_t seq, Millis now,
                       std::optional<std::int64_t> wall_now = std::nullopt);
  // The table's state between hands, as JSON: what a restore needs besides the events of the
  // hand about to be dealt (the last hand's cards, log and result are not in it: the next deal
  // replaces them). Taken just before each deal and saved with it (Journal::record_deal).
  io::Json snapshot_state() const;
  // The server is stopping: journals what is left of a running time bank ("stop"), so that the
  // restart goes on from it. Nothing happens when no bank runs.
  void hold_clock(Millis now);
  // Unix milliseconds, for a time bank's start (the system clock unless a test sets one).
  void set_wall_clock(std::function<std::int64_t()> clock) { wall_ms_ = std::move(clock); }

  // --- requests (each changes the table or throws TableError and changes nothing) ------------
  // Seats a person (`seat` or the first empty one) holding `token_hash`; returns the seat. They
  // buy in for the table's stack and play from the next hand dealt (Five Three Five: from the
  // next game).
  // At a table with a password, `password` must open it (403 password-needed, wrong-password).
  // At a table with approve_seats, the seat is sat out (sat_out_by "approval") until the host
  // answers (answer_seat), unless the host sits (`by_host`).
  int sit(const std::string& name, std::optional<int> seat, const std::string& token_hash,
          Millis now, const std::optional<std::string>& password = std::nullopt,
          bool by_host = false);
  // The host's answer to a seat waiting for approval: dealt in from the next hand, or turned
  // away (the seat emptied, its buy-in cashed out). 404 no-seat-request when the seat waits for
  // nothing.
  void answer_seat(int seat, bool approve, Millis now);
  // Leaves the seat: cashed out at once between hands or when not dealt in; otherwise the seat
  // is played as away and cashed out when the hand ends (folded or not).
  void leave(int seat, Millis now);
  // The seat's action word (rulebook §8). `seq`, when given, must be the latest (else stale).
  void act(int seat, const std::string& action, std::optional<std::int64_t> seq, Millis now);
  // The dealer's choice of game and rule overrides for the next hand, when asked (never at a
  // Five Three Five table: 409).
  void choose(int seat, const std::string& game, const io::Json& rules, Millis now);
  void set_away(int seat, bool on, Millis now);
  // Sits the seat out from the next hand (not dealt, no ante, the seat and chips kept; a hand
  // already dealt to it is played on), or deals it in again from the next hand ("I'm back").
  // 403 for a bot's seat. A Five Three Five seat sits out from the next game.
  void sit_out(int seat, bool on, Millis now);
  // The host's pause: between hands, or with `at_once`, the table stops now — no deal, no bot's
  // move, no decision clock running (the awaited decision keeps the time it had left) and no
  // action taken (409); asked during a hand without `at_once`, it stops when the hand ends and
  // the result stays on the table. Seats still come, go and turn away. resume() starts it again.
  void pause(bool at_once, Millis now);
  void resume(Millis now);
  bool paused() const { return paused_; }
  bool pausing() const { return pausing_; }  // a pause waiting for the hand's end
  // The host's lock: while locked nobody new may sit down (409); the seated play on and may
  // leave. Journaled, so a restored table stays locked.
  void lock(bool on, Millis now);
  bool locked() const { return locked_; }
  // The host starts play at a table with the option wait_for_start (nothing to do elsewhere, or
  // once started); 409 no-players with fewer than two seats taken.
  void start(Millis now);
  // Play waits for the host's start: wait_for_start, nothing dealt yet, a seat still empty.
  bool waiting_for_start() const;
  // A connection of the seat opened (+1) or closed (-1): `connected` changes (and seq with it)
  // when the first opens or the last closes.
  void connection(int seat, int delta, Millis now);

  // --- rebuys (server/table_rebuys.cpp) ---------------------------------------------------------
  // Adds `chips` to the seat's stack, up to the table's max_buy_in: between hands, or during a
  // hand for a seat not dealt into it (409 otherwise, naming why; 409 at a Five Three Five
  // table). With approve_rebuys, a request from the seat waits for the host (the answer has
  // `pending`: its number); the host's own request (`by_host`) needs no approval. Answers
  // {"stack": S} (and "pending": N).
  io::Json rebuy(int seat, std::int64_t chips, bool by_host, Millis now);
  // The host's answer to rebuy request `id` (404 when none waits). An approved rebuy is made at
  // once, or when the hand its seat plays ends; chips past max_buy_in by then are not added.
  io::Json answer_rebuy(int id, bool approve, Millis now);
  const std::vector<PendingRebuy>& pending_rebuys() const { return pending_rebuys_; }

  // --- advice (GET /api/tables/ID/advice) -------------------------------------------------------
  // The advice for a seated person's decision, as work to run away from the table (the task
  // owns a copy of the seat's view): 403 at a table without the host's option `hints` or for a
  // bot's seat, 409 when the seat is not in a hand in play. Its random numbers come from the
  // table's seed and the table's seq, so asking twice at one point gives the same numbers.
  std::function<io::Json()> advice_task(int seat) const;

  // --- the host's settings (PATCH /api/tables/ID) ---------------------------------------------
  // Changes settings (server/table_config.h, changed_table_config) from the next hand — at
  // once between hands — and says so in the log. InputError (400) for a bad change.
  void change_settings(const io::Json& changes, Millis now);
  // The config the next hand will be dealt with (the config in play until then).
  const TableConfig& next_config() const { return pending_config_ ? *pending_config_ : config_; }

  // --- chat (server/table_chat.cpp) -----------------------------------------------------------
  // A line said at the table by `seat` (nullopt: the host without a seat, named "host", or a
  // spectator, when the table allows them), journaled outside the seq numbering and kept (the
  // last kKeptChat); returns the `chat` message every connection gets. TableError 400 for an
  // empty or too long text, 403 for a spectator at a table without spectator_chat.
  io::Json chat(std::optional<int> seat, const std::string& text, std::int64_t at_unix_ms,
                bool host = false);
  const std::deque<io::Json>& chat_lines() const { return chat_; }
  // The lines kept before a restart (oldest first), as the journal saved them.
  void restore_chat(const std::vector<io::Json>& lines);
  static constexpr std::size_t kKeptChat = 100;
  static constexpr std::size_t kMaxChatChars = 200;

  // --- time -----------------------------------------------------------------------------------
  // Makes one change that is due at `now`: a bot's decision or a dealer bot's choice, the
  // default action of a seat away or out of time, or the next deal once the result has shown
  // for `pause_s`. False when nothing is due. The server calls it until false, broadcasting
  // after each change.
  bool step(Millis now);
  // When step() will next have something to do without a request; nullopt: never.
  std::optional<Millis> next_wakeup() const;

  // --- reading ---------------------------------------------------------------------------------
  const std::string& id() const { return id_; }
  const TableConfig& config() const { return config_; }
  std::int64_t seq() const { return seq_; }
  int hands_played() const { return hands_played_; }
  int taken() const;
  const std::vector<std::optional<TableSeat>>& seats() const { return seats_; }
  std::optional<int> seat_of_token_hash(const std::string& token_hash) const;
  bool hand_in_progress() const;
  // Every chip at the table: stacks behind plus what is in the pot (0 at a table of points).
  std::int64_t chips_on_table() const;

  // The `view` message for `viewer` (a seat, or nullopt for a spectator); `host`: the viewer
  // holds the host's token (the view then lists the rebuys waiting for an answer); `lang`: the
  // language its log is told in (the connection's ?lang=).
  io::Json view(std::optional<int> viewer, Millis now, bool host = false,
                std::string_view lang = "en") const;
  // The table in brief (GET /api/tables/ID: id, name, games, seats, taken, hands_played, locked,
  // password), its `GET /api/tables` entry (null for an unlisted table), the finished hands
  // numbered above `after`, and the ledger.
  io::Json summary() const;
  io::Json listing() const;
  // A page of the history (GET …/hands?after=K&limit=N): the finished hands numbered above
  // `after`, oldest first, at most `limit` (1 to kHandsPage) of them, as the JSON text of an
  // array. A response is bounded by the page, not by how long the table has played.
  struct Page {
    std::string json;
    int last = 0;       // the last hand (or game) on the page (`after` when it is empty)
    bool more = false;  // more follow it: ask again with after=last
  };
  static constexpr int kHandsPage = 1000;
  Page hands_page(int after, int limit = kHandsPage) const;
  // A page of a Five Three Five table's finished games (GET …/games?after=K&limit=N), as the
  // ledger lists them: those numbered above `after`, at most `limit` (1 to kHandsPage). The
  // ledger itself lists the last kLedgerGames, so that it too stays the same size all evening.
  Page games_page(int after, int limit = kHandsPage) const;
  static constexpr int kLedgerGames = 100;
  io::Json hands_after(int after, int limit = kHandsPage) const;  // the page, parsed
  // Every finished hand as the history lists it, with who played it: "players" (per seat, null
  // or {"name", "bot"}) and "actors" (the seat of each action), one JSON line each, read a page
  // of `page` hands at a time: each call of the function returned gives the next page's lines,
  // nullopt after the last (GET …/hands.jsonl, sent as it is read, on a network thread: a page
  // is small so that a call is short). The function holds the journal and the table's id, not
  // the table, which may be put away while the download goes on.
  static constexpr int kDownloadPage = 100;
  std::function<std::optional<std::string>()> hands_download(int page = kDownloadPage) const;
  // A finished hand told again step by step (server/hand_replay.h); TableError 404 for a hand
  // not played yet or no longer kept (the last kKeptReplays are, when the journal has their
  // deals' states: not hands journaled before states were saved).
  // `token_hash`: a seat's token, whose own cards the replay then shows at every step (when it
  // held a seat in that hand). `lang`: the language of its log.
  io::Json replay(int hand, const std::optional<std::string>& token_hash = std::nullopt,
                  std::string_view lang = "en") const;
  static constexpr std::size_t kKeptReplays = 100;
  io::Json ledger() const;

 private:
  Table(std::string id, TableConfig config, std::uint64_t seed, Journal* journal);

  // The one way the table changes: journal the event, then apply it.
  void commit(io::Json event, Millis now);
  void apply_snapshot(const io::Json& state);
  // The last steps of a restore, either way: the journal, the clocks.
  void after_restore(Journal* journal, Millis now, std::optional<std::int64_t> wall_now);
  void apply(const io::Json& event, Millis now);
  void apply_sit(const io::Json& event);
  void apply_cash_out(const io::Json& event);
  void apply_deal(const io::Json& event);
  void apply_hand_over(const io::Json& event, Millis now);
  void apply_pause(const io::Json& event, Millis now);
  void apply_resume(const io::Json& e, Millis now);
  void apply_rebuy(const io::Json& event);
  void apply_rebuy_request(const io::Json& event);
  void apply_rebuy_answer(const io::Json& event);
  // Sitting out (table_sit_out.cpp): the event, and the automatic ones of auto_sit_out — after
  // a decision the clock made (`after_timeout`), or for the awaited seat gone (`gone_now`).
  void apply_sit_out(const io::Json& event);
  void apply_seat_answer(const io::Json& event);
  bool sit_out_after_timeout(int seat, Millis now);
  bool sit_out_if_gone(int seat, Millis now);
  void apply_settings(const io::Json& event);
  // The next hand's config becomes the one in play (between hands).
  void adopt_config();
  // Makes the approved rebuys whose seats are out of any hand in progress.
  void make_approved_rebuys(Millis now);
  // The seat's own `rebuy` entry of its view: what it may add now, and its request waiting.
  io::Json rebuy_offer(int seat) const;
  // When the decision timer of the awaited seat runs out: starts its time bank (true), or false
  // when it has none left (or it already ran) and the seat is played as away once.
  bool start_time_bank(int seat, Millis now);
  // Tops every seat's time bank up, after every time_bank_every hands.
  void top_up_time_banks();
  // After a restore: the awaited seat's bank goes on from what was left (see restore()).
  void resume_time_bank(Millis now, std::int64_t wall_now);
  // After the action that ends a hand: the hand-over, then the cash-outs of those leaving.
  void close_hand(Millis now);
  void cash_out(int seat, Millis now);
  // Whatever the game needs once seats have emptied (a game that cannot go on).
  void after_leaving(Millis now);
  // Starts the clock on the awaited decision (none for bots and seats away).
  void arm_timer(Millis now);

  // Whose decision the table waits for: the seat to act in the hand, or the dealer to choose.
  std::optional<int> waiting_for() const;
  // The dealer who must choose the next hand's game now (dealer's choice), if any.
  std::optional<int> chooser() const;
  bool acts_by_itself(int seat) const;  // a bot, a person away, or sat out by the clock
  // Whether the player now in `seat` was dealt into the current (or last) hand.
  bool in_this_hand(int seat) const;
  std::vector<bool> dealt_seats() const;  // in_this_hand for every seat
  const TableSeat& seat_at(int seat) const;
  void require_person(int seat) const;
  std::vector<std::string> names() const;

  std::string id_;
  TableConfig config_;
  std::uint64_t seed_;
  // The random numbers for the change numbered `seq_ + 1` (a shuffle, a bot's decision): one
  // stream per change, so a restored table draws exactly what the original would have.
  Rng next_change_rng() const;
  Journal* journal_;
  std::int64_t seq_ = 0;
  std::vector<std::optional<TableSeat>> seats_;
  std::vector<LedgerEntry> ledger_;
  // The last settlement and the nets it was worked out for. The nets stand still through a
  // hand (they count stacks as they were when it started), and the search over subsets costs
  // milliseconds at 16 people, so a ledger asked for again is not searched again.
  mutable std::vector<std::pair<std::string, std::int64_t>> settled_nets_;
  mutable std::vector<Transfer> settled_;
  // The game's own part: its hands, its bots, what a seat sees of them (server/table_game.h).
  std::unique_ptr<TableGame> game_;

  int hands_played_ = 0;  // finished hands
  int hand_number_ = 0;   // the current or last hand
  int sittings_ = 0;      // people and bots seated so far (numbers each occupant)
  std::vector<int> dealt_occupants_;  // per seat: who was dealt in (0: nobody)
  std::vector<int> hand_actors_;      // the seat of each action of the hand in play
  // The current or last hand's public log and, once it is over, its result.
  std::vector<i18n::Said> log_;
  io::Json result_;            // null while a hand is in progress
  // Finished hands (the history, replays) are in the journal, read on demand.
  Millis deadline_ = 0;        // when the awaited decision times out (0: no timer)
  Millis next_deal_at_ = 0;    // when the pause after a hand ends
  bool paused_ = false;        // by the host
  bool pausing_ = false;       // the host's pause comes at the end of the hand in play
  bool locked_ = false;        // by the host: no new seats
  bool started_ = false;       // the host's start, or a first deal, has come
  Millis frozen_ms_ = 0;       // the awaited decision's time left when the pause came
  bool on_time_bank_ = false;  // the awaited decision's timer ran out: its seat's bank runs
  std::int64_t bank_started_at_ = 0;  // unix ms when the running bank started (0: not known)
  bool bank_held_ = false;  // the server stopped with the bank running and recorded what was left
  std::function<std::int64_t()> wall_ms_;
  std::vector<PendingRebuy> pending_rebuys_;
  int rebuy_requests_ = 0;  // numbers the requests
  std::optional<TableConfig> pending_config_;  // the host's settings for the next hand
  std::deque<io::Json> chat_;  // the last kKeptChat lines
};

}  // namespace cardroom::server
