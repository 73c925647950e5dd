#pragma once
// The game-specific part of a table (server::Table's own business, not the network layer's):
// what a hand is, who acts in it, which words are legal, what a seat sees of the cards, the
// default action, the bots' decisions, the hand's record and its result. One implementation per
// family: vying hands with chips (table_vying.h) and Five Three Five rounds with scores
// (table_five35.h).
//
// The Table keeps everything common: seating, the journal, timers, presence, away, the views'
// common fields, the hand numbers, the log and the ledger of chips. It hands its game the events
// the game owns (`choose`, `deal`, `act`, `hand-over`, `game-over`) and nothing else changes a
// game: every method that changes one is named apply_*.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "i18n/said.h"
#include "io/json_read.h"

namespace cardroom::server {

struct TableConfig;
struct TableSeat;
using Seats = std::vector<std::optional<TableSeat>>;
// Per seat: the name the log calls it by.
using Names = std::vector<std::string>;

// A hand's log as the view's `log` holds it: its lines in `lang`.
io::Json log_json(const std::vector<i18n::Said>& log, std::string_view lang);

class TableGame;
// The game part for a table of this config: vying or Five Three Five.
std::unique_ptr<TableGame> make_game(const TableConfig& config);

class TableGame {
 public:
  virtual ~TableGame() = default;

  // --- seating -----------------------------------------------------------------------------
  // What a newcomer buys in for (nullopt: the table plays for points, not chips).
  virtual std::optional<std::int64_t> buy_in() const = 0;
  // Throws TableError (409) when nobody may sit down now.
  virtual void check_sit(const Seats& seats) const = 0;
  // A seat was filled (its bot, if any, is built here) or emptied.
  virtual void seated(int seat, const TableSeat& s) = 0;
  virtual void emptied(int seat) = 0;
  // A seat's chips now, `dealt` saying whether it plays the hand in progress or the last one
  // (nullopt: a table of points).
  virtual std::optional<std::int64_t> stack_now(int seat, bool dealt, const TableSeat& s) const = 0;
  // What counts for the ledger's nets: the stack at the start of the hand in play for a seat
  // dealt into it, else the stack now (nullopt: a table of points).
  virtual std::optional<std::int64_t> ledger_stack(int seat, bool dealt,
                                                   const TableSeat& s) const = 0;
  virtual std::int64_t pot_total() const = 0;
  // The host changed the table's settings: the games and rules apply from the next hand
  // (Five Three Five: from the next game).
  virtual void reconfigure(const TableConfig& config) = 0;
  // The event due once seats have emptied (a game that cannot go on), or null.
  virtual io::Json after_leaving(const Seats& seats) const = 0;

  // --- the hand in play ----------------------------------------------------------------------
  virtual bool dealt() const = 0;             // a hand has been dealt (now or before)
  virtual bool in_progress() const = 0;       // dealt and not over
  virtual int to_act() const = 0;             // the seat to act; only while in progress
  virtual int dealer() const = 0;             // of the hand in play or the last one
  virtual bool dealt_in(int seat) const = 0;  // in the hand just dealt
  virtual std::vector<std::string> legal_words() const = 0;  // for the seat to act
  // The canonical word for `text` from the seat to act; TableError 400 (unreadable) or 409
  // (breaks a rule, named) otherwise.
  virtual std::string checked_word(int seat, const std::string& text) const = 0;
  // The word played for a seat away or out of time.
  virtual std::string default_word() const = 0;
  // A bot's decision for the seat to act, from that seat's view only.
  virtual std::string bot_word(int seat, Rng& rng) = 0;
  // The advisor's answer for `seat` (src/advice, docs/advise.md) as work to do away from the
  // table: the task holds a copy of the seat's view and nothing else, so it may run on any
  // thread while the table plays on. TableError 409 when the seat is not in the hand in play.
  virtual std::function<io::Json()> advice_task(int seat, std::uint64_t seed) const = 0;
  // The finished hand as the history shows it (only cards shown at the table), result included.
  virtual io::Json hand_record(int hand, const Seats& seats) const = 0;
  // The game that this finished hand ends, as the ledger lists it (Five Three Five: its number,
  // winners and totals), or null. It goes into the hand-over event as `finished_game`, and the
  // store keeps it (Journal::finished_games): the table itself keeps no list of its past.
  virtual io::Json finished_game(const io::Json& /*hand_record*/) const { return nullptr; }

  // --- between hands -------------------------------------------------------------------------
  virtual bool can_deal(const Seats& seats) const = 0;
  virtual int next_dealer(const Seats& seats) const = 0;
  // The next hand's `deal` event, numbered `hand`, shuffled with `rng` (deck order included,
  // so a restore deals the same cards).
  virtual io::Json deal_event(int hand, const Seats& seats, Rng& rng) const = 0;
  // Dealer's choice: the seat that must choose the next hand's game before it can be dealt.
  virtual std::optional<int> chooser(const Seats&) const { return std::nullopt; }
  virtual std::vector<std::string> choice_words(const Seats&) const { return {}; }
  // A person's choice as an event; TableError when refused.
  virtual io::Json choose_event(int seat, const std::string& game, const io::Json& rules,
                                const Seats& seats) const;
  // The choice made for a dealer who is a bot, away or out of time.
  virtual io::Json auto_choose_event(const Seats& seats, Rng& rng) const;

  // --- applying events: the only changes --------------------------------------------------------
  virtual void apply_choose(const io::Json&) {}
  // Each returns the lines it adds to the hand's public log (a deal starts a new log), told in
  // every language (i18n::said_lines).
  virtual std::vector<i18n::Said> apply_deal(const io::Json& e, const Seats& seats,
                                             const Names& who) = 0;
  virtual std::vector<i18n::Said> apply_act(const io::Json& e, const Names& who) = 0;
  // The hand is over: stacks (or scores) take its result. `dealt` as for fill_view.
  virtual std::vector<i18n::Said> apply_hand_over(const io::Json& e, Seats& seats,
                                                  const std::vector<bool>& dealt,
                                                  const Names& who) = 0;
  // Events only this game knows (a game ending early); `result` is the one on show.
  virtual std::vector<i18n::Said> apply_other(const io::Json& e, io::Json& result);

  // --- reading -------------------------------------------------------------------------------
  // The view's `game` (`choosing`: the dealer is choosing it).
  virtual io::Json game_json(bool choosing) const = 0;
  // Fills each seat entry of `view` (already holding name, away and connected) with the game's
  // fields, and adds the view's game keys (pots, and whatever the game shows of its table).
  // `dealt[i]`: the player now in seat i plays the hand in progress or the last one.
  virtual void fill_view(io::Json& view, int viewer, const Seats& seats,
                         const std::vector<bool>& dealt) const = 0;
  // Adds the game's part of the ledger; `finished_games(after, limit)` reads the games the
  // journal keeps, numbered above `after`, at most `limit` of them.
  using GamesReader = std::function<std::vector<io::Json>(int after, int limit)>;
  virtual void fill_ledger(io::Json&, const GamesReader& /*finished_games*/) const {}

  // --- snapshots (server/table_snapshot.cpp) --------------------------------------------------
  // What the game carries from hand to hand that the next deal does not bring (the button, a
  // dealer's choice made; a Five Three Five game's players and totals), as JSON; and the same
  // read back into a game made from the table's config. The hand in play is not in it: a
  // snapshot is taken just before a deal, which replaces it.
  virtual io::Json snapshot() const = 0;
  virtual void restore_snapshot(const io::Json& state) = 0;

  // --- replaying ---------------------------------------------------------------------------
  // A copy of this game as it stands, without its bots (and without what only the ledger reads),
  // that plays the next deal exactly as this one would: a finished hand's replay starts from it.
  virtual std::unique_ptr<TableGame> copy_without_bots(const TableConfig& config) const = 0;
};

}  // namespace cardroom::server
