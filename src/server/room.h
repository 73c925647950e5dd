#pragma once
// The card room: every table the server holds, the HTTP API that opens, lists and seats them,
// and the WebSocket handshakes that connect players and spectators to their table
// (server-protocol.md). The Room is the App the network layer talks to (server/http.h); each
// table's work is handed to that table's own strand (server/live_table.h), so the Room itself
// only guards its map of tables.
#include <boost/asio/thread_pool.hpp>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "server/client_limits.h"
#include "server/http.h"
#include "server/leases.h"
#include "server/live_table.h"
#include "server/store.h"
#include "server/table_config.h"
#include "server/web_files.h"

namespace cardroom::server {

// When idle tables are put away and finished evenings archived (docs/server.md "Idle tables
// and archives"); 0 turns either off.
struct RoomOptions {
  Millis unload_after_ms = 10 * 60 * 1000;                         // --unload-after 10m
  std::int64_t archive_after_ms = std::int64_t{30} * 24 * 3600 * 1000;  // --archive-after 30d
  // Several processes on one database (server/leases.h; --advertise): the room serves the
  // tables whose lease it holds and sends requests for the others to their holder. Null: this
  // process alone serves every table.
  Leases* leases = nullptr;
  // The wall clock of the leases' terms (unix ms); tests set their own.
  std::function<std::int64_t()> wall_clock = unix_now_ms;
  // The hash of the room's admin token (--admin-token-file), which moves tables between
  // processes (POST /api/tables/ID/move); "": no admin.
  std::string admin_token_hash;
};

class Room : public App {
 public:
  // `limits` (when given) counts the tables each client address opens.
  // Tables are created in `store` and journal through `writer` (which saves into the same store).
  // Tables where people can sit run on `io` with the connections; tables whose every seat is a
  // bot's (nobody can sit there: they are for watching, or for load) run on `background`, whose
  // threads yield to `io`'s, so they never delay a person's action.
  Room(boost::asio::io_context& io, boost::asio::io_context& background, Store& store,
       JournalWriter& writer, WebFiles web, ClientLimits* limits = nullptr,
       RoomOptions options = {});

  // Rebuilds every table from the store, resuming hands where they stood; returns how many.
  // Throws std::runtime_error naming a table that cannot be restored (the server should not
  // start without it).
  int restore_tables();

  // The server is stopping, its io contexts stopped (nothing else touches a table): each running
  // time bank is journaled as it stands, so that the restart goes on from it.
  void hold_clocks();

  // Puts away the tables idle at `now` (steady ms): unloaded from memory, restored from the
  // store by the next request naming them. Archives the tables put away whose last event is
  // older than the archive time at `wall_now` (unix ms). The server calls it every few seconds;
  // tests call it with the times they choose. Returns how many tables it put away.
  // Under leases it first renews the room's leases (at the wall clock's time): a table whose
  // lease another process took is put away (lost), a table handed to this room is restored, and
  // so are the tables whose holder's term ran out (taken over).
  struct Swept {
    int unloaded = 0;
    int archived = 0;
    int lost = 0;
    int taken_over = 0;
  };
  Swept sweep(Millis now, std::int64_t wall_now);
  // Tables in memory now (the others are put away, or archived).
  int loaded() const;

  void http(HttpRequest request, Respond respond) override;
  void websocket(HttpRequest request, std::shared_ptr<Peer> peer, Accept accept) override;

 private:
  void open_table(const HttpRequest& request, const Respond& respond);
  // POST /api/tables/ID/move {"to": ADDRESS}: the admin hands the table to another process.
  void move_table(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
                  const Respond& respond);
  HttpResponse list_tables() const;
  void table_request(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
                     const std::vector<std::string>& path, const std::string& query,
                     const Respond& respond);
  // Whether the request's bearer token is the table's host token.
  static bool from_host(const LiveTable& table, const HttpRequest& request);
  // A WebSocket handshake for a table found (or restored).
  void watch(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
             const std::shared_ptr<Peer>& peer, const Accept& accept, const std::string& query);
  // Throws TableError 403 unless the request carries the table's host token.
  static void require_host(const LiveTable& table, const HttpRequest& request,
                           const std::string& what);
  // The table in memory, restoring it from the store when it was put away (or archived); null
  // when there is no such table. `then` runs at once, or — for a table being put away right
  // now — once that is done.
  // Under leases, a table another process holds is not restored: `elsewhere` gets that
  // process's address instead. A table that cannot be restored now (the database gone away)
  // calls `unavailable`. Either not given: answered as no table.
  void with_table(const std::string& id, std::function<void(std::shared_ptr<LiveTable>)> then,
                  std::function<void(const std::string& holder)> elsewhere = nullptr,
                  std::function<void()> unavailable = nullptr);
  // A table whose change the database refused (LiveTable::on_broken): put away, to be restored
  // from what was saved once the database answers again.
  void forget_broken(const std::shared_ptr<LiveTable>& table);
  // Takes the table out of memory into closing_ (put_away closes it): its lobby entry kept
  // (`listed`) or, for a table another process serves now, out of this lobby's order. False
  // when it was already taken out.
  bool take_out(const std::shared_ptr<LiveTable>& table, bool listed);
  // Under leases: renews them, puts away the tables lost, restores those handed over or lapsed.
  void keep_leases(Swept& swept);
  // Puts tables away (already out of the map, in closing_): each gives its lease back once
  // closed, unless `lost` (another process holds it now).
  void put_away(const std::vector<std::shared_ptr<LiveTable>>& tables, bool lost);
  std::shared_ptr<LiveTable> find(const std::string& id) const;
  void add(std::shared_ptr<LiveTable> table, std::function<void()> ready = nullptr);
  std::shared_ptr<LiveTable> live_from(Store::StoredTable& stored);

  boost::asio::io_context& io_;
  boost::asio::io_context& background_;
  // The context a table runs on (registering a bots-only table with the writer as background).
  boost::asio::io_context& context_for(const std::string& id, const TableConfig& config);
  Store& store_;
  JournalWriter& writer_;
  WebFiles web_;
  ClientLimits* limits_;  // counts the tables each address opens (null: no limit)
  mutable std::mutex mutex_;
  RoomOptions options_;
  std::map<std::string, std::shared_ptr<LiveTable>> tables_;  // in memory
  std::vector<std::string> in_order_;  // every table not archived, oldest first, for the listing
  // Tables put away: their lobby entries (null: unlisted), kept for the listing.
  std::map<std::string, io::Json> asleep_;
  // Tables being put away, with what waits for them to be restored.
  std::map<std::string, std::vector<std::function<void()>>> closing_;
  std::set<std::string> bots_only_;  // tables whose every seat is a bot's
  // Under leases: the lobby entries last saved for the other processes (the sweep's alone).
  std::map<std::string, std::string> published_;
  // Saves the entries of these tables that changed since last saved.
  void publish(const std::vector<std::shared_ptr<LiveTable>>& tables);
  std::mutex restoring_;  // one restore on demand at a time: a table is never restored twice
  // Where advice is worked out (GET …/advice): one thread, apart from the tables' and the
  // connections' threads, so a flood of requests never slows play. Destroyed first: it waits
  // for the advice in progress, whose tables the map still holds.
  boost::asio::thread_pool advice_pool_{1};
};

}  // namespace cardroom::server
