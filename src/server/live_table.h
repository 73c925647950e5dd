#pragma once
// A table at work in the server: one server::Table owned by its own strand (every request,
// step and view of the table runs there, one at a time, so the table needs no lock and never
// blocks another table), its timer for the next thing due (a bot's turn, a decision timer, the
// next deal) and the connections watching it, each sent a view after every change.
//
// Saved before seen: the table's events go to the JournalWriter, and what a change shows —
// views, the answer to an HTTP request — goes out only once the writer has saved it. Until then
// the table makes no change of its own (requests are still taken, and saved with the rest).
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "server/http.h"
#include "server/journal_writer.h"
#include "server/table.h"

namespace boost::asio {
class io_context;
class thread_pool;
}

namespace cardroom::server {

// The server's clock: steady milliseconds (timers start again from full after a restart, so
// only durations matter).
Millis steady_now();

class LiveTable : public std::enable_shared_from_this<LiveTable> {
 public:
  // `host_token_hash`: the hash of the token the table's host got when opening it.
  // `table` journals to `writer`; everything it holds so far is saved.
  LiveTable(boost::asio::io_context& io, JournalWriter& writer, Table table,
            std::string host_token_hash);
  ~LiveTable();

  const std::string& id() const { return id_; }
  const std::string& host_token_hash() const { return host_token_hash_; }
  // The table's `GET /api/tables` entry, readable from any thread.
  io::Json listing() const;

  // Answers an HTTP request on the table's strand: `respond` gets what `answer` returns once the
  // change it made (if any) is saved, or at once the error it threw (TableError: its status;
  // InputError: 400), the table unchanged.
  // `again`: what to do instead once the table has been put away (close()): ask the room again,
  // which restores it (none: answered 503).
  void request(std::function<HttpResponse(Table&, Millis now)> answer, App::Respond respond,
               std::function<void()> again = nullptr);

  // A WebSocket wants to watch: with the hash of a seat's token, or none for a spectator; the
  // host's token in place of a seat's watches as the host without a seat, and `host_hash` (the
  // host's token as `&host=`, beside a seat's token or alone) makes any connection the host's:
  // host views list the rebuys waiting for an answer. On the strand: refuses an unknown token (403), else takes the
  // connection and sends it the view, then the chat kept so far. `lang` ("en", "fr"): the
  // language its views tell the log in.
  void watch(std::shared_ptr<Peer> peer, std::optional<std::string> token_hash,
             std::optional<std::string> host_hash, std::string lang, App::Accept accept,
             std::function<void()> again = nullptr);

  // Chat: at most kChatBurst lines per connection in any kChatWindowMs.
  static constexpr std::size_t kChatBurst = 5;
  static constexpr Millis kChatWindowMs = 10'000;

  // GET /api/tables/ID/advice: the advice for the seat holding `token_hash` (`asked`, when the
  // request names a seat, must be that one: 403 otherwise), worked out on `pool` so the table
  // never waits for it; one request in flight per seat (429 for another meanwhile).
  void advise(std::string token_hash, std::optional<int> asked, boost::asio::thread_pool& pool,
              App::Respond respond);

  // Called once, on the table's strand, when the database refuses one of its changes (a
  // database gone away, a lease lost): the room then puts it away, to be restored from what was
  // saved by the next request that names it (server/room.h). Set before start().
  void on_broken(std::function<void()> broken) { on_broken_ = std::move(broken); }

  // Starts the clock (the first step after creating or restoring the table); `ready` is called
  // once the table's first events (its bots sitting down) are saved.
  void start(std::function<void()> ready = nullptr);

  // Only once nothing runs any more (Room::hold_clocks): journals a running time bank.
  void hold_clock() { table_.hold_clock(steady_now()); }

  // --- idle tables (docs/server.md "Idle tables and archives") --------------------------------
  // Whether the table may be put away at `now`: no connection for `after` ms, and — for a table
  // of bots alone (`bots_only`), which plays on its own for whoever watches — nothing it would
  // do by itself (paused, or no hand it can deal). Readable from any thread.
  bool idle(Millis now, Millis after, bool bots_only) const;
  // Puts the table away: from now on it takes no request (each goes back to the room through
  // its `again`) and makes no change of its own; a running time bank is journaled as at a stop.
  // `done` is called once everything it journaled is saved: the room may then restore it from
  // the store.
  void close(std::function<void()> done);

 private:
  struct Watcher {
    int id = 0;
    std::shared_ptr<Peer> peer;
    std::optional<int> seat;  // none: a spectator, or a seat since taken by someone else
    std::string token_hash;
    bool host = false;
    std::string lang = "en";  // of the log in its views (/ws?lang=)
    bool chat_history_due = true;  // the kept chat follows the first view it gets
    std::deque<Millis> chat_times;  // its last lines, for the rate limit
  };
  class Connection;  // the PeerHandler of one watcher

  void message(int watcher, const std::string& text);
  // A chat line from a watcher: said at the table, then sent to everyone once saved.
  void chat(Watcher& watcher, const std::string& text, Millis now);
  // Sends the view, then (on a first view) the chat kept so far.
  void send_view(Watcher& watcher, const std::string& view);
  void unwatch(int watcher);
  // After any change: once it is saved, views to everyone, the answers waiting for it, the
  // listing refreshed and the timer set again.
  void changed();
  void saved(std::int64_t seq, bool ok);
  bool all_saved() const { return saved_seq_ == table_.seq(); }
  // Calls `reply(true)` once all the table's changes so far are saved (at once if they are), or
  // `reply(false)` if the table goes out of service first.
  void when_saved(std::function<void(bool saved)> reply);
  // The database refused this table's events: it stops until the server restarts.
  void out_of_service();
  void broadcast();
  void schedule();
  void step();
  Watcher* find_watcher(int id);

  struct Strand;
  std::unique_ptr<Strand> strand_;
  JournalWriter& writer_;
  std::string id_;
  std::string host_token_hash_;
  Table table_;
  std::vector<Watcher> watchers_;
  int next_watcher_ = 1;
  std::int64_t saved_seq_ = 0;
  bool save_requested_ = false;
  bool broken_ = false;
  bool closed_ = false;  // put away (close()): the room holds a restored table, or none
  // Since when no connection watches (steady ms; -1: watched), and whether the table would step
  // by itself (its last schedule found something due): read by the room's sweep.
  std::atomic<Millis> unwatched_since_{steady_now()};
  std::atomic<bool> runs_by_itself_{true};
  std::vector<std::function<void(bool)>> waiting_;  // answers to give once all is saved
  std::size_t chat_unsaved_ = 0;  // the newest chat lines, not yet saved (and not yet shown)
  std::set<int> advising_;        // seats whose advice is being worked out
  std::function<void()> on_broken_;

  mutable std::mutex listing_mutex_;
  io::Json listing_;
  // What the listing shows that changes: seats taken, hands played, locked, password, listed.
  std::tuple<int, int, bool, bool, bool> listed_{-1, -1, false, false, false};
};

}  // namespace cardroom::server
